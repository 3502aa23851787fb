package varia.notation;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A leap atom of the notation; each stands for its symmetric images. The named atoms W F D N A H C Z G
 * have letters; any other leap is an explicit vector, written {@code (4,1)} (the giraffe), as XBoard's
 * extended Betza draft and H.G. Muller's quick reference write arbitrary leapers. Atoms are interned:
 * one instance per vector, so {@code ==} compares them.
 */
public final class Atom {
    public static final Atom W = new Atom("W", 1, 0, 0), F = new Atom("F", 1, 1, 1), D = new Atom("D", 2, 0, 2),
            N = new Atom("N", 2, 1, 3), A = new Atom("A", 2, 2, 4), H = new Atom("H", 3, 0, 5),
            C = new Atom("C", 3, 1, 6), Z = new Atom("Z", 3, 2, 7), G = new Atom("G", 3, 3, 8);
    private static final List<Atom> NAMED = List.of(W, F, D, N, A, H, C, Z, G);
    /** The largest coordinate of a vector atom: two digits, as a range has. */
    public static final int MAX_VECTOR = 99;
    private static final Map<Integer, Atom> VECTORS = new ConcurrentHashMap<>();

    /** The atom's base vector with {@code x >= y >= 0}. */
    public final int x, y;
    private final String name;
    private final int ordinal;

    private Atom(String name, int x, int y, int ordinal) {
        this.name = name;
        this.x = x;
        this.y = y;
        this.ordinal = ordinal;
    }

    /** The named atoms, in their order W F D N A H C Z G. */
    public static Atom[] values() { return NAMED.toArray(new Atom[0]); }

    /** The named atom of a letter. */
    public static Atom valueOf(String letter) {
        for (Atom a : NAMED) if (a.name.equals(letter)) return a;
        throw new IllegalArgumentException("no atom " + letter);
    }

    /**
     * The atom of the leap {@code (a,b)} in any order and sign: a named atom where one has this
     * vector ({@code (2,1)} is N), else the vector atom. Not (0,0), and each coordinate at most {@link #MAX_VECTOR}.
     */
    public static Atom of(int a, int b) {
        int hi = Math.max(Math.abs(a), Math.abs(b)), lo = Math.min(Math.abs(a), Math.abs(b));
        if (hi == 0 || hi > MAX_VECTOR) throw new IllegalArgumentException("no leap (" + a + "," + b + ")");
        for (Atom n : NAMED) if (n.x == hi && n.y == lo) return n;
        // after the named ones, ordered by vector: (4,0) (4,1) ... (5,0) ...
        return VECTORS.computeIfAbsent(hi * 100 + lo, k -> new Atom("(" + hi + "," + lo + ")", hi, lo, NAMED.size() + k));
    }

    /** True for W F D N A H C Z G, false for a vector atom. */
    public boolean named() { return ordinal < NAMED.size(); }

    /** Its letter, or its vector as written: {@code (4,1)}. */
    public String name() { return name; }

    /** Its place in the canonical order: the named atoms as listed, then the vectors by length. */
    public int ordinal() { return ordinal; }

    /** How direction letters act on the atom (see docs/notation.md). */
    public Symmetry symmetry() {
        if (y == 0) return Symmetry.ORTHOGONAL;
        if (x == y) return Symmetry.DIAGONAL;
        return Symmetry.OBLIQUE;
    }

    @Override public String toString() { return name; }

    public enum Symmetry { ORTHOGONAL, DIAGONAL, OBLIQUE }
}
