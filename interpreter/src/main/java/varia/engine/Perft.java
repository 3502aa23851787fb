package varia.engine;

import java.util.ArrayList;
import java.util.List;

/** Move-path enumeration (perft), counting the last ply in bulk as Fairy-Stockfish does. */
public final class Perft {
    private Perft() {}

    public static long perft(Position p, int depth) {
        if (depth <= 0) return 1;
        return new Perft.Walker(depth).count(p, depth);
    }

    /** One entry per legal root move, in generation order: coordinate notation and leaf count. */
    public static List<Entry> divide(Position p, int depth) {
        List<Entry> out = new ArrayList<>();
        if (depth <= 0) return out;
        int[] moves = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(moves);
        Walker w = new Walker(depth);
        for (int i = 0; i < n; i++) {
            String name = p.moveToUci(moves[i]);
            p.make(moves[i]);
            out.add(new Entry(name, w.count(p, depth - 1)));
            p.unmake();
        }
        return out;
    }

    public record Entry(String move, long nodes) {}

    /** Holds one move buffer per ply so the recursion allocates nothing. */
    private static final class Walker {
        private final int[][] buffers;

        Walker(int depth) { buffers = new int[Math.max(depth, 1) + 1][Moves.MAX_MOVES]; }

        long count(Position p, int depth) {
            if (depth <= 0) return 1;
            int[] moves = buffers[depth];
            int n = p.legalMoves(moves);
            if (depth == 1) return n;
            long total = 0;
            for (int i = 0; i < n; i++) {
                p.make(moves[i]);
                total += count(p, depth - 1);
                p.unmake();
            }
            return total;
        }
    }
}
