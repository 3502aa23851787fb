package varia.engine;

import java.util.List;

/** Move-path enumeration (perft), counting the last ply in bulk as Fairy-Stockfish does. */
public final class Perft {
    private Perft() {}

    public static long perft(Position p, int depth) { throw new UnsupportedOperationException(); }

    /** One entry per legal root move, in generation order: coordinate notation and leaf count. */
    public static List<Entry> divide(Position p, int depth) { throw new UnsupportedOperationException(); }

    public record Entry(String move, long nodes) {}
}
