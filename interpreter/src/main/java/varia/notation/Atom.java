package varia.notation;

/** The leap atoms of the notation; each stands for its symmetric images. */
public enum Atom {
    W(1, 0), F(1, 1), D(2, 0), N(2, 1), A(2, 2), H(3, 0), C(3, 1), Z(3, 2), G(3, 3);

    /** The atom's base vector with {@code x >= y >= 0}. */
    public final int x, y;

    Atom(int x, int y) { this.x = x; this.y = y; }

    /** How direction letters act on the atom (see docs/notation.md). */
    public Symmetry symmetry() {
        if (y == 0) return Symmetry.ORTHOGONAL;
        if (x == y) return Symmetry.DIAGONAL;
        return Symmetry.OBLIQUE;
    }

    public enum Symmetry { ORTHOGONAL, DIAGONAL, OBLIQUE }
}
