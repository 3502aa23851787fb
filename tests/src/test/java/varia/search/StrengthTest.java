package varia.search;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/** Strength levels: the node budget, the Elo mapping, a reproducible weaker choice, and Lazy SMP's threads. */
class StrengthTest {
    static List<Integer> legal(Position p) {
        int[] buf = new int[4096];
        int n = p.legalMoves(buf);
        List<Integer> l = new ArrayList<>();
        for (int i = 0; i < n; i++) l.add(buf[i]);
        return l;
    }

    @Test
    void eloMapsOntoTheLevelsAndIsClamped() {
        assertEquals(0, Strength.fromElo(Strength.MIN_ELO).level());
        assertEquals(20, Strength.fromElo(Strength.MAX_ELO).level());
        assertEquals(10, Strength.fromElo(1500).level());
        assertEquals(0, Strength.fromElo(100).level(), "below the range: the weakest level");
        assertEquals(20, Strength.fromElo(9000).level());
        for (int l = 0; l <= 20; l++) assertEquals(l, Strength.fromElo(Strength.level(l).elo()).level());
        assertThrows(IllegalArgumentException.class, () -> Strength.level(21));
        assertThrows(IllegalArgumentException.class, () -> Strength.level(-1));
    }

    @Test
    void budgetsGrowWithTheLevelAndFullStrengthHasNone() {
        for (int l = 1; l < 20; l++) assertTrue(Strength.level(l).nodes() > Strength.level(l - 1).nodes(), "level " + l);
        assertEquals(0, Strength.FULL.nodes());
        assertFalse(Strength.FULL.limited());
        assertEquals(Limits.depth(30), Strength.FULL.apply(Limits.depth(30)));
        assertEquals(100, Strength.level(0).apply(Limits.depth(30)).nodes());
        assertEquals(50, Strength.level(0).apply(Limits.nodes(50)).nodes(), "a tighter limit given stays");
    }

    @Test
    void aLevelThinksWithinItsBudgetAndPlaysTheSameMoveEveryTime() throws Exception {
        Variant v = Variants.resolve("makruk");
        Searcher s = new Searcher(v, 1);
        s.setStrength(Strength.level(3));
        SearchResult a = s.search(Position.start(v), Limits.depth(30));
        assertTrue(a.nodes() <= Strength.level(3).nodes() + 64, "nodes " + a.nodes());
        assertTrue(legal(Position.start(v)).contains(a.move()));
        Searcher t = new Searcher(v, 1);
        t.setStrength(Strength.level(3));
        assertEquals(a.move(), t.search(Position.start(v), Limits.depth(30)).move(), "same level, same position: same move");
    }

    @Test
    void theWeakestLevelSometimesPrefersAWorseMoveTheStrongestNever() throws Exception {
        // over the first positions of a seeded game, level 0 departs from full strength's choice
        // at depth 3 at least once, and a mate in one is played at every level
        Variant v = Variants.resolve("shatranj");
        Position p = Position.start(v);
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(7);
        int differ = 0;
        for (int ply = 0; ply < 16; ply++) {
            Searcher full = new Searcher(v, 1), weak = new Searcher(v, 1);
            weak.setStrength(new Strength(0, 0));
            int f = full.search(p, Limits.depth(3)).move();
            int w = weak.search(p, Limits.depth(3)).move();
            if (f != w) differ++;
            var moves = legal(p);
            p.make(moves.get(rnd.nextInt(moves.size())));
        }
        assertTrue(differ > 0, "level 0 never departed from the best move");
        Variant chess = Variants.resolve("chess");
        Position mate = Position.fromFen(chess, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        Searcher weak = new Searcher(chess, 1);
        weak.setStrength(Strength.level(0));
        assertEquals(mate.parseUci("a1a8"), weak.search(mate, Limits.depth(3)).move(), "a mate found is played");
    }

    @Test
    void twoThreadsFindTheSameMateAndReturnALegalMove() throws Exception {
        Variant chess = Variants.resolve("chess");
        Searcher s = new Searcher(chess, 4);
        s.setThreads(2);
        assertEquals(2, s.threads());
        Position mate = Position.fromFen(chess, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        SearchResult r = s.search(mate, Limits.depth(4));
        assertEquals(mate.parseUci("a1a8"), r.move());
        assertTrue(r.score() > Searcher.MATE_BOUND, "a mate score: " + r.score());
        for (String k : new String[] {"makruk", "xiangqi", "shogi", "janggi"}) {
            Variant v = Variants.resolve(k);
            Searcher t = new Searcher(v, 4);
            t.setThreads(2);
            Position p = Position.start(v);
            String fen = p.toFen();
            SearchResult m = t.search(p, Limits.depth(4));
            assertTrue(legal(p).contains(m.move()), k);
            assertEquals(fen, p.toFen(), k + ": the position is restored");
        }
    }
}
