package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import varia.engine.Moves;
import varia.engine.Position;
import varia.engine.game.EngineGame;
import varia.record.traditions.Notations;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The written moves a game keeps (issue 30: {@code varia.record.traditions.WrittenMoves}), as the
 * engine page's answer ({@code /api/games}: {@link OldGameView} of the one live session) gives them:
 * after every move, undo and notation switch of a seeded shogi game, the state's moves are exactly
 * what writing the whole game afresh gives. Then the cost of a 200-ply state is logged (nothing
 * asserted about time: the machine is shared): SAN only, with the written moves kept, and with the
 * whole record rewritten as before.
 */
class WrittenMovesTest {
    /** A game of two people, as {@code /api/games} makes it. */
    private static final class Game {
        final SeatedSession live;

        Game(Variant v) throws Exception {
            live = new SeatedSession("t", "/api/live/", "variant", EngineGame.of(v), 2, new String[] {"human", "human"}, 1,
                    Map.of(), null, 1, true);
        }

        OldGameView.Answer state(String notation) {
            return OldGameView.of(live, notation == null ? Map.of() : Map.of("notation", notation));
        }

        void play(String uci) { live.humanMove(uci); }

        void undo(int plies) { live.undo(plies); }
    }

    private static Game session(Variant v) throws Exception { return new Game(v); }

    /** A seeded random legal move of the session's position, in coordinates. */
    private static String randomMove(Variant v, Game g, Random r) throws Exception {
        Position p = Position.fromFen(v, g.state(null).fen());
        int[] legal = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(legal);
        return n == 0 ? null : p.moveToUci(legal[r.nextInt(n)]);
    }

    /** The whole game written afresh, as every state did before the moves were kept. */
    @SuppressWarnings("unchecked")
    private static List<String> afresh(Variant v, Game g, String notation) throws Exception {
        List<Integer> moves = (List<Integer>) g.live.state().get("actions");
        return Notations.write(notation, v, Position.fromFen(v, g.state(null).startFen()), moves);
    }

    @Test
    void theKeptMovesAreTheWholeGameWrittenAfreshThroughMovesUndoAndSwitches() throws Exception {
        Variant v = Variants.registry().bundledVariant("shogi");
        Game g = session(v);
        Random r = new Random(7);
        int checks = 0;
        for (int step = 0; step < 160; step++) {
            int roll = r.nextInt(10);
            if (roll == 0) {
                int n = 1 + r.nextInt(3), ply = g.state(null).ply();
                if (ply > 0) g.undo(Math.min(n, ply)); // as the old session took back: at most what was played
            }
            else {
                if (!"ongoing".equals(g.state(null).result().status())) break;
                String m = randomMove(v, g, r);
                if (m == null) break;
                g.play(m);
            }
            String notation = r.nextInt(6) == 0 ? "shogi-western" : "shogi-japanese";
            assertEquals(afresh(v, g, notation), g.state(notation).written(), "step " + step + " in " + notation);
            checks++;
        }
        assertTrue(checks > 100, checks + " states checked");
        assertEquals("san", g.state("wxf").notation(), "a notation shogi does not offer: SAN");
    }

    @Test
    void logsTheCostOfAState() throws Exception {
        Variant v = Variants.registry().bundledVariant("shogi");
        Game g = session(v);
        Random r = new Random(3);
        for (int i = 0; i < 200; i++) {
            String m = randomMove(v, g, r);
            if (m == null) break;
            g.play(m);
        }
        int plies = g.state(null).ply();
        int rounds = 40;
        // warm up, then: SAN only; the kept moves (one move made and taken back between states, as a game goes); the whole record rewritten
        for (int i = 0; i < 20; i++) { g.state(null); g.state("shogi-japanese"); afresh(v, g, "shogi-japanese"); }
        // interleaved, so that the machine's load falls on the three alike: a move taken back, then made again; after each, a state
        // in SAN, one in Japanese (kept: the move cut, then written), and one in SAN with the whole record written afresh (as before)
        long san = 0, kept = 0, rewritten = 0;
        for (int i = 0; i < rounds; i++) {
            String again = g.state(null).moves().get(plies - 1);
            for (int step = 0; step < 2; step++) {
                if (step == 0) g.undo(1);
                else g.play(again);
                long a = System.nanoTime();
                g.state(null);
                long b = System.nanoTime();
                g.state("shogi-japanese");
                long c = System.nanoTime();
                g.state(null);
                afresh(v, g, "shogi-japanese");
                long d = System.nanoTime();
                san += b - a;
                kept += c - b;
                rewritten += d - c;
            }
        }
        rounds *= 2;
        System.out.printf("[WrittenMovesTest] a %d-ply shogi state: SAN %.2f ms, Japanese kept %.2f ms, Japanese rewritten whole %.2f ms (mean of %d)%n",
                plies, san / 1e6 / rounds, kept / 1e6 / rounds, rewritten / 1e6 / rounds, rounds);
        assertEquals(afresh(v, g, "shogi-japanese"), g.state("shogi-japanese").written());
    }
}
