package varia.interop.fs;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * A set of squares as Fairy-Stockfish's variant settings hold them (a bitboard): squares of its
 * largest board, 12 files a-l by 10 ranks, whatever the variant's size. Immutable.
 */
public final class FsSquares {
    public static final int FILES = 12, RANKS = 10;

    private final BitSet bits;

    private FsSquares(BitSet bits) { this.bits = bits; }

    public static final FsSquares NONE = new FsSquares(new BitSet());
    public static final FsSquares ALL;

    static {
        BitSet b = new BitSet();
        b.set(0, FILES * RANKS);
        ALL = new FsSquares(b);
    }

    static int index(int file, int rank) { return rank * FILES + file; }

    /** The given 0-based ranks, every file. */
    public static FsSquares ranks(int... ranks) {
        BitSet b = new BitSet();
        for (int r : ranks) for (int f = 0; f < FILES; f++) b.set(index(f, r));
        return new FsSquares(b);
    }

    /** The given squares ({file, rank} pairs, 0-based). */
    public static FsSquares of(int[]... squares) {
        BitSet b = new BitSet();
        for (int[] s : squares) b.set(index(s[0], s[1]));
        return new FsSquares(b);
    }

    public boolean contains(int file, int rank) {
        return file >= 0 && file < FILES && rank >= 0 && rank < RANKS && bits.get(index(file, rank));
    }

    public FsSquares with(int file, int rank) {
        BitSet b = (BitSet) bits.clone();
        b.set(index(file, rank));
        return new FsSquares(b);
    }

    public FsSquares union(FsSquares o) {
        BitSet b = (BitSet) bits.clone();
        b.or(o.bits);
        return new FsSquares(b);
    }

    public FsSquares minus(FsSquares o) {
        BitSet b = (BitSet) bits.clone();
        b.andNot(o.bits);
        return new FsSquares(b);
    }

    /** These squares on a board of the given size (those outside it dropped). */
    public FsSquares on(int files, int ranks) {
        BitSet b = new BitSet();
        for (int r = 0; r < ranks; r++) for (int f = 0; f < files; f++) if (contains(f, r)) b.set(index(f, r));
        return new FsSquares(b);
    }

    /** Every square of a board of the given size. */
    public static FsSquares board(int files, int ranks) { return ALL.on(files, ranks); }

    /** The same squares seen from the other side of a board of {@code ranks} ranks (ranks flipped, files kept), as Fairy-Stockfish's relative squares are. */
    public FsSquares flipRanks(int ranks) {
        BitSet b = new BitSet();
        for (int r = 0; r < ranks; r++) for (int f = 0; f < FILES; f++) if (contains(f, r)) b.set(index(f, ranks - 1 - r));
        return new FsSquares(b);
    }

    public boolean isEmpty() { return bits.isEmpty(); }

    public int size() { return bits.cardinality(); }

    /** The squares as {file, rank} pairs (0-based), rank by rank from rank 1, files a first. */
    public List<int[]> squares() {
        List<int[]> out = new ArrayList<>();
        for (int i = bits.nextSetBit(0); i >= 0; i = bits.nextSetBit(i + 1)) out.add(new int[] {i % FILES, i / FILES});
        return out;
    }

    public static String name(int file, int rank) { return (char) ('a' + file) + Integer.toString(rank + 1); }

    @Override public boolean equals(Object o) { return o instanceof FsSquares s && s.bits.equals(bits); }

    @Override public int hashCode() { return bits.hashCode(); }

    @Override public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int[] s : squares()) sb.append(sb.length() == 0 ? "" : " ").append(name(s[0], s[1]));
        return sb.length() == 0 ? "-" : sb.toString();
    }
}
