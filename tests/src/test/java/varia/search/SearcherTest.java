package varia.search;

import static org.junit.jupiter.api.Assertions.*;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

class SearcherTest {
    static Set<Integer> legal(Position p) {
        int[] buf = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(buf);
        Set<Integer> s = new HashSet<>();
        for (int i = 0; i < n; i++) s.add(buf[i]);
        return s;
    }

    @Test
    void findsMateInOne() throws Exception {
        Variant chess = Variants.resolve("chess");
        Position p = Position.fromFen(chess, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        SearchResult r = new Searcher(chess).search(p, Limits.depth(4));
        assertEquals("a1a8", p.moveToUci(r.move()));
        assertEquals(Searcher.MATE - 1, r.score());
        assertEquals("mate 1", Searcher.uciScore(r.score()));
    }

    @Test
    void findsMateInTwoInMakruk() throws Exception {
        // king and rook against king: 1.Kb6 Kb8 2.Rh8 mate (Fairy-Stockfish: mate 2);
        // the exact mate distance is what the test checks
        Variant mk = Variants.resolve("makruk");
        Position p = Position.fromFen(mk, "k7/8/2K5/8/8/8/8/7R w - - 0 1");
        SearchResult r = new Searcher(mk).search(p, Limits.depth(6));
        assertEquals("mate 2", Searcher.uciScore(r.score()));
    }

    @Test
    void avoidsBeingMatedAndPrefersMaterial() throws Exception {
        Variant chess = Variants.resolve("chess");
        // White queen hangs to the pawn: Black captures it
        Position p = Position.fromFen(chess, "4k3/8/8/3p4/4Q3/8/8/4K3 b - - 0 1");
        SearchResult r = new Searcher(chess).search(p, Limits.depth(3));
        assertEquals("d5e4", p.moveToUci(r.move()));
    }

    @Test
    void everyBundledVariantGetsALegalMoveAndThePositionIsRestored() throws Exception {
        for (String key : Variants.bundled()) {
            Variant v = Variants.resolve(key);
            Position p = Position.start(v);
            String fen = p.toFen();
            SearchResult r = new Searcher(v).search(p, Limits.depth(4));
            assertTrue(legal(p).contains(r.move()), key + ": " + r.move());
            assertEquals(fen, p.toFen(), key + ": position restored");
            assertTrue(r.pv().length >= 1 && r.pv()[0] == r.move());
        }
    }

    @Test
    void finishedGameHasNoMove() throws Exception {
        Variant chess = Variants.resolve("chess");
        Position p = Position.fromFen(chess, "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
        SearchResult r = new Searcher(chess).search(p, Limits.depth(3));
        assertEquals(Moves.NONE, r.move());
        assertEquals(-Searcher.MATE, r.score());
    }

    @Test
    void shatranjBareKingIsAWin() throws Exception {
        Variant s = Variants.resolve("shatranj");
        // White rook takes the last black piece: bare king (Black cannot bare back: White keeps the rook and a pawn)
        Position p = Position.fromFen(s, "4k3/8/8/8/8/8/P7/K2r3R w - - 0 1");
        SearchResult r = new Searcher(s).search(p, Limits.depth(3));
        assertEquals("h1d1", p.moveToUci(r.move()));
        assertTrue(r.score() > Searcher.MATE_BOUND, Searcher.uciScore(r.score()));
    }

    @Test
    void stopsOnTime() throws Exception {
        Variant mk = Variants.resolve("makruk");
        Position p = Position.start(mk);
        long t0 = System.nanoTime();
        SearchResult r = new Searcher(mk).search(p, Limits.moveTime(200));
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(ms < 600, "took " + ms + " ms");
        assertTrue(legal(p).contains(r.move()));
    }

    @Test
    void nodesPerSecond() throws Exception {
        for (String key : Variants.bundled()) {
            Variant v = Variants.resolve(key);
            Searcher s = new Searcher(v);
            Position p = Position.start(v);
            s.search(p, Limits.depth(4)); // warm-up
            s.newGame();
            var bean = java.lang.management.ManagementFactory.getThreadMXBean();
            long cpu0 = bean.getCurrentThreadCpuTime();
            SearchResult r = s.search(p, Limits.moveTime(1500));
            long cpuMs = Math.max(1, (bean.getCurrentThreadCpuTime() - cpu0) / 1_000_000);
            // wall-clock rate, and the rate per CPU second (the machine may be shared)
            System.out.printf("%s: depth %d, %d nodes in %d ms = %d nodes/s (%d nodes per CPU second), score %s%n",
                    key, r.depth(), r.nodes(), r.timeMs(), r.nps(), r.nodes() * 1000 / cpuMs, Searcher.uciScore(r.score()));
            assertTrue(r.depth() >= 4);
        }
    }
}
