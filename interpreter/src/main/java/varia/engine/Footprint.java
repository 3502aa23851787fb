package varia.engine;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Map;
import varia.variant.Variant;

/**
 * The memory a loaded variant takes in the engine, measured by walking the objects: its move
 * tables ({@link MoveTables}), the rest of its compiled form ({@link Compiled}: the rules' hooks
 * and their precomputed data, the Zobrist keys, the start position) and one {@link Position}
 * (board, piece lists, generator scratch). Objects of the variant model (reachable from the
 * {@link Variant}) are not counted: they exist whether or not the variant is compiled.
 *
 * <p>Sizes are estimates of HotSpot's layout on a 64-bit JVM with compressed references (12-byte
 * object headers, 4-byte references, 16-byte array headers, 8-byte alignment); objects of the
 * Java library whose fields are closed to reflection count by their contents (collections, bit
 * sets) or their declared fields.
 *
 * @param moveTables   bytes of the move tables
 * @param compiled     bytes of the rest of the compiled variant (hooks, rule data, Zobrist keys)
 * @param position     bytes of one position, its history not counted (it grows with the game: see {@code plyBytes})
 * @param plyBytes     bytes of one ply of history (a made move's undo record)
 */
public record Footprint(long moveTables, long compiled, long position, long plyBytes) {

    /** The variant's tables and one position (compiling the variant if it is not yet). */
    public static Footprint of(Variant v) {
        Compiled c = Compiled.of(v);
        Walker w = new Walker();
        w.exclude(v);
        long tables = w.size(c.t);
        long compiled = w.size(c);
        Position p = Position.start(v);
        w.exclude(p.history); // measured as plies
        long position = w.size(p);
        long ply = new Walker().size(new Ply(c.markSets * c.words, c.stateSlots, c.words));
        return new Footprint(tables, compiled, position, ply);
    }

    /** Tables and hooks together: what a loaded variant holds for as long as it is in use. */
    public long variantBytes() { return moveTables + compiled; }

    /** {@code 1.2 MB}, {@code 34 KB}, {@code 512 B}. */
    public static String human(long bytes) {
        if (bytes >= 10L << 20) return (bytes + (1 << 19) >> 20) + " MB";
        if (bytes >= 1L << 20) return String.format(java.util.Locale.ROOT, "%.1f MB", bytes / (double) (1 << 20));
        if (bytes >= 1L << 10) return (bytes + 512 >> 10) + " KB";
        return bytes + " B";
    }

    /** Sums the estimated sizes of objects reachable from a root, each object once. */
    static final class Walker {
        private final IdentityHashMap<Object, Boolean> seen = new IdentityHashMap<>();

        /** Marks everything reachable from {@code root} as seen, so later sizes leave it out. */
        void exclude(Object root) { size(root); }

        long size(Object root) {
            long total = 0;
            ArrayDeque<Object> todo = new ArrayDeque<>();
            push(todo, root);
            while (!todo.isEmpty()) total += visit(todo.pop(), todo);
            return total;
        }

        private void push(ArrayDeque<Object> todo, Object o) {
            if (o == null || o instanceof Class<?> || o instanceof Thread || o instanceof ClassLoader) return;
            if (seen.put(o, Boolean.TRUE) == null) todo.push(o);
        }

        private long visit(Object o, ArrayDeque<Object> todo) {
            Class<?> k = o.getClass();
            if (k.isArray()) {
                Class<?> e = k.getComponentType();
                int n = Array.getLength(o);
                if (!e.isPrimitive()) for (int i = 0; i < n; i++) push(todo, Array.get(o, i));
                return align(16 + (long) n * width(e));
            }
            if (o instanceof String s) return align(24) + align(16 + s.length());
            if (o instanceof java.util.BitSet b) return align(24) + align(16 + (b.size() >> 3));
            if (o instanceof Enum<?>) return 0; // shared constants
            if (isLibrary(k)) {
                if (o instanceof Collection<?> c) {
                    for (Object x : c) push(todo, x);
                    return align(24) + align(16 + 4L * c.size()) + (o instanceof java.util.Set<?> ? 32L * c.size() : 0);
                }
                if (o instanceof Map<?, ?> m) {
                    for (Map.Entry<?, ?> e : m.entrySet()) { push(todo, e.getKey()); push(todo, e.getValue()); }
                    return align(48) + align(16 + 4L * Integer.highestOneBit(Math.max(1, m.size()) * 2)) + 32L * m.size();
                }
                return shallow(k);
            }
            for (Class<?> c = k; c != null && c != Object.class; c = c.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    if (Modifier.isStatic(f.getModifiers()) || f.getType().isPrimitive()) continue;
                    try {
                        f.setAccessible(true);
                        push(todo, f.get(o));
                    } catch (RuntimeException | IllegalAccessException e) {
                        // closed to reflection: counted by its reference only
                    }
                }
            }
            return shallow(k);
        }

        private static boolean isLibrary(Class<?> k) {
            String n = k.getName();
            return n.startsWith("java.") || n.startsWith("javax.") || n.startsWith("jdk.") || n.startsWith("sun.");
        }

        /** An instance's own size: header and fields. */
        private static long shallow(Class<?> k) {
            long b = 12;
            for (Class<?> c = k; c != null; c = c.getSuperclass())
                for (Field f : c.getDeclaredFields()) if (!Modifier.isStatic(f.getModifiers())) b += width(f.getType());
            return align(b);
        }

        private static int width(Class<?> t) {
            if (t == long.class || t == double.class) return 8;
            if (t == int.class || t == float.class) return 4;
            if (t == short.class || t == char.class) return 2;
            if (t == byte.class || t == boolean.class) return 1;
            return 4; // a compressed reference
        }

        private static long align(long b) { return (b + 7) & ~7L; }
    }
}
