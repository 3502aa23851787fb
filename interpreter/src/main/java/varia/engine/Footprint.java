package varia.engine;

import varia.variant.Variant;

/**
 * The memory a loaded variant takes in the engine, measured by walking the objects: its move
 * tables ({@link MoveTables}), the rest of its compiled form ({@link Compiled}: the rules' hooks
 * and their precomputed data, the Zobrist keys, the start position) and one {@link Position}
 * (board, piece lists, generator scratch). Objects of the variant model (reachable from the
 * {@link Variant}) are not counted: they exist whether or not the variant is compiled.
 *
 * <p>Sizes are {@link varia.memory.Sizes}' estimates of HotSpot's layout on a 64-bit JVM with
 * compressed references; objects of the Java library whose fields are closed to reflection count
 * by their contents (collections, bit sets) or their declared fields.
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
        varia.memory.Sizes.Walker w = new varia.memory.Sizes.Walker();
        w.exclude(v);
        long tables = w.size(c.t);
        long compiled = w.size(c);
        Position p = Position.start(v);
        w.exclude(p.history); // measured as plies
        long position = w.size(p);
        long ply = varia.memory.Sizes.of(new Ply(c.markSets * c.words, c.stateSlots, c.words));
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
}
