package varia.engine;

/** Something that happens on a piece's first move besides the move itself (gating: a piece left on the square it vacates). */
@FunctionalInterface
public interface FirstMove {
    /** The piece of {@code type} has just left {@code from} (still marked unmoved there in {@code p.before()}). */
    void onFirstMove(Position p, int from, int type);
}
