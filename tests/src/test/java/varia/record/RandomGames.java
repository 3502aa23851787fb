package varia.record;

import java.util.Random;
import varia.engine.GameResult;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Seeded random games through the engine, written in SAN: test material (round trips, large
 * files) and the generator of the synthetic samples ({@code main}: variant, first seed, count,
 * max plies), which say so in their tags.
 */
public final class RandomGames {
    private RandomGames() {}

    /** A game of random legal moves from the start, until the rules end it or {@code maxPlies}. */
    public static Game play(Variant v, long seed, int maxPlies) {
        Position pos = Position.start(v);
        San san = new San(v);
        Random random = new Random(seed);
        int[] moves = new int[Moves.MAX_MOVES];
        Game g = new Game(1, 0);
        g.tag("Event", "Varia random game").tag("Site", "seeded random mover").tag("Round", Long.toString(seed));
        g.tag("White", "random").tag("Black", "random");
        if (!v.key().equals("chess")) g.tag("Variant", v.key());
        for (int ply = 0; ply < maxPlies && !pos.result().isOver(); ply++) {
            int n = pos.legalMoves(moves);
            int m = moves[random.nextInt(n)];
            g.move(san.write(pos, m));
            pos.make(m);
        }
        GameResult r = pos.result();
        g.termination(r.pgn());
        g.tag("Result", r.pgn());
        if (r.isOver()) g.tag("Termination", r.reason());
        return g;
    }

    public static void main(String[] args) throws Exception {
        Variant v = varia.variant.Variants.resolve(args[0]);
        long seed = Long.parseLong(args[1]);
        int count = Integer.parseInt(args[2]), maxPlies = Integer.parseInt(args[3]);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < count; i++) {
            Game g = play(v, seed + i, maxPlies);
            g.tag("Source", "generated: varia.record.RandomGames, java.util.Random seed " + (seed + i) + ", uniform over legal moves (not a real game)");
            PgnWriter.write(sb, g);
        }
        System.out.print(sb);
    }
}
