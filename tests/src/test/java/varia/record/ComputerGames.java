package varia.record;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import varia.engine.GameResult;
import varia.engine.Moves;
import varia.engine.Position;
import varia.search.Limits;
import varia.search.Searcher;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Generates the computer-played sample games of variants without public records: the first
 * {@link #RANDOM_PLIES} plies are uniform random legal moves from a seeded {@link Random} (so
 * the games differ), then both sides play {@link Searcher}'s best move at a fixed node budget
 * (deterministic), until the rules end the game or {@link #MAX_PLIES}. The tags say so.
 *
 * <p>Runs only when asked: {@code -Dvaria.generate=VARIANT[,VARIANT...]} writes
 * {@code samples/<variant>/computer-seeded.pgn} (three games, seeds 1-3).
 */
class ComputerGames {
    static final int RANDOM_PLIES = 6, MAX_PLIES = 300;
    static final long NODES = 3000;

    static Game play(Variant v, long seed) {
        Position pos = Position.start(v);
        San san = new San(v);
        Random random = new Random(seed);
        Searcher searcher = new Searcher(v, 8);
        int[] moves = new int[Moves.MAX_MOVES];
        Game g = new Game(1, 0);
        g.tag("Event", "Varia computer game").tag("Site", "varia.search.Searcher").tag("Round", Long.toString(seed));
        g.tag("White", "Varia Searcher (" + NODES + " nodes)").tag("Black", "Varia Searcher (" + NODES + " nodes)");
        if (!v.key().equals("chess")) g.tag("Variant", v.key());
        for (int ply = 0; ply < MAX_PLIES && !pos.result().isOver(); ply++) {
            int m;
            if (ply < RANDOM_PLIES) {
                int n = pos.legalMoves(moves);
                m = moves[random.nextInt(n)];
            } else {
                m = searcher.search(pos, Limits.nodes(NODES)).move();
            }
            g.move(san.write(pos, m));
            pos.make(m);
        }
        GameResult r = pos.result();
        g.termination(r.pgn());
        g.tag("Result", r.pgn());
        if (r.isOver()) g.tag("Termination", r.reason());
        g.tag("Source", "generated: varia.record.ComputerGames, java.util.Random seed " + seed + " for the first "
                + RANDOM_PLIES + " plies, then varia.search.Searcher at " + NODES + " nodes a move, at most "
                + MAX_PLIES + " plies (not a real game)");
        return g;
    }

    @Test
    void generate() throws Exception {
        String which = System.getProperty("varia.generate");
        Assumptions.assumeTrue(which != null && !which.isBlank(), "set -Dvaria.generate=VARIANT[,VARIANT] to write samples");
        for (String key : which.split(",")) {
            Variant v = Variants.resolve(key.strip());
            StringBuilder sb = new StringBuilder();
            sb.append("% Three games played by Varia's own computer player (varia.search.Searcher), each opened\n")
              .append("% with a few seeded random moves; see the Source tags. Not real games: real public records,\n")
              .append("% where found, are in the other files of this folder (docs/records.md lists them).\n\n");
            for (long seed = 1; seed <= 3; seed++) PgnWriter.write(sb, play(v, seed));
            Path dir = varia.TestPaths.root().resolve("samples").resolve(v.key());
            Files.createDirectories(dir);
            Files.writeString(dir.resolve("computer-seeded.pgn"), sb, StandardCharsets.UTF_8);
        }
    }
}
