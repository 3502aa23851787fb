package varia.engine;

/** Promotion on arrival, for one piece type: the moves a move into (or out of) its zone becomes. */
@FunctionalInterface
public interface Promoter {
    /** Writes {@code move} and/or its promoting versions from {@code out[n]} on; returns the new count. */
    int expand(Position p, int[] out, int n, int move, int type);
}
