package varia.memory;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Estimates of the heap an object graph holds, in bytes: what the caches and the game store weigh
 * their entries with (so that their bounds are in bytes, not only in entries), and what
 * {@code varia describe --memory} reports of a compiled variant ({@code varia.engine.Footprint}).
 *
 * <p>A walk of instance fields (never static ones) through reflection, counting each object once,
 * with HotSpot's layout on a 64-bit JVM with compressed references (12-byte object headers, 4-byte
 * references, 16-byte array headers, 8-byte alignment). Objects of the Java library, whose fields
 * Java's modules close, count by their contents (strings by their characters, collections and maps
 * by their elements and a per-element overhead, bit sets by their words) or their declared fields.
 * Enums, classes, threads and class loaders are shared and not counted. The tests check the
 * estimate against the heap measured after a garbage collection.
 */
public final class Sizes {
    private static final Map<Class<?>, Field[]> REFERENCES = new ConcurrentHashMap<>();
    private static final Map<Class<?>, Long> SHALLOW = new ConcurrentHashMap<>();

    private Sizes() {}

    /** The bytes {@code root} and everything it reaches hold. */
    public static long of(Object root) { return new Walker().size(root); }

    /** Sums the sizes of objects reachable from roots, each object once across the walker's calls. */
    public static final class Walker {
        private final IdentityHashMap<Object, Boolean> seen = new IdentityHashMap<>();

        /** Marks everything reachable from {@code root} as seen, so that later sizes leave it out (shared data). */
        public void exclude(Object root) { size(root); }

        /** The bytes reachable from {@code root} and not seen before. */
        public long size(Object root) {
            long total = 0;
            ArrayDeque<Object> todo = new ArrayDeque<>();
            push(todo, root);
            while (!todo.isEmpty()) total += visit(todo.pop(), todo);
            return total;
        }

        private void push(ArrayDeque<Object> todo, Object o) {
            if (o == null || o instanceof Class<?> || o instanceof Enum<?> || o instanceof Thread || o instanceof ClassLoader) return;
            if (seen.put(o, Boolean.TRUE) == null) todo.push(o);
        }

        private long visit(Object o, ArrayDeque<Object> todo) {
            Class<?> k = o.getClass();
            if (k.isArray()) {
                Class<?> e = k.getComponentType();
                int n = Array.getLength(o);
                if (!e.isPrimitive()) for (Object x : (Object[]) o) push(todo, x);
                return align(16 + (long) n * width(e));
            }
            if (o instanceof String s) return align(24) + align(16 + (long) s.length() * (latin1(s) ? 1 : 2));
            if (o instanceof java.util.BitSet b) return align(24) + align(16 + (b.size() >> 3));
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
            for (Field f : references(k)) {
                try {
                    push(todo, f.get(o));
                } catch (IllegalAccessException | RuntimeException e) {
                    // closed to reflection: counted by its reference only
                }
            }
            return shallow(k);
        }
    }

    private static boolean latin1(String s) {
        for (int i = 0; i < s.length(); i++) if (s.charAt(i) > 0xFF) return false;
        return true;
    }

    private static boolean isLibrary(Class<?> k) {
        String n = k.getName();
        return n.startsWith("java.") || n.startsWith("javax.") || n.startsWith("jdk.") || n.startsWith("sun.");
    }

    /** The reference fields of a class and its superclasses that reflection opens. */
    private static Field[] references(Class<?> k) {
        return REFERENCES.computeIfAbsent(k, x -> {
            java.util.List<Field> out = new java.util.ArrayList<>();
            for (Class<?> c = x; c != null && c != Object.class && !isLibrary(c); c = c.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    if (Modifier.isStatic(f.getModifiers()) || f.getType().isPrimitive()) continue;
                    try {
                        f.setAccessible(true);
                        out.add(f);
                    } catch (RuntimeException e) {
                        // closed to reflection: counted by its reference only
                    }
                }
            }
            return out.toArray(Field[]::new);
        });
    }

    /** An instance's own size: header and fields. */
    private static long shallow(Class<?> k) {
        return SHALLOW.computeIfAbsent(k, x -> {
            long b = 12;
            for (Class<?> c = x; c != null; c = c.getSuperclass())
                for (Field f : c.getDeclaredFields()) if (!Modifier.isStatic(f.getModifiers())) b += width(f.getType());
            return align(b);
        });
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
