package varia.rules.turns;

import static org.junit.jupiter.api.Assertions.*;
import static varia.rules.turns.TurnPlay.moves;
import static varia.rules.turns.TurnPlay.play;
import static varia.rules.turns.TurnPlay.position;
import static varia.rules.turns.TurnPlay.variant;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.record.PgnReader;
import varia.record.Validator;
import varia.record.Verdict;
import varia.variant.Variant;

/**
 * Seed 004 section V, "Other Pieces": besides placing the non-pawn pieces behind his own pawns, a
 * player may (in the setup phase) put a piece on a pawn's position, and then put that pawn on
 * another square behind the pawns' original position: option {@code deployment=seed-004}
 * ({@code drop.displaces: P}, the pawn back to the hand, dropped again in {@code behind-pawns}).
 */
class SittuyinDeploymentTest {
    static final Variant SEED_DEPLOYMENT = variant("sittuyin", Map.of("deployment", "seed-004"));

    @Test
    void piecesMayBePlacedOnThePawnsSquares() {
        Set<String> m = moves(Position.start(SEED_DEPLOYMENT));
        assertTrue(m.containsAll(Set.of("R@a3", "N@d3", "S@e4", "F@h4", "R@b2", "R@h3")), m::toString);
        // 5 types x (24 squares of ranks 1-3 + the 4 pawns of e4-h4), less the king on e4 (the pawn on d5 guards it)
        assertEquals(139, m.size());
        assertFalse(m.contains("K@e4"));
        assertEquals(88, moves(Position.start(variant("sittuyin"))).size(), "the default (Fairy-Stockfish's): empty squares only, rooks on rank 1");
    }

    @Test
    void theDisplacedPawnGoesBackToTheHandAndIsPlacedBehindThePawns() {
        Position p = Position.start(SEED_DEPLOYMENT);
        String start = p.toFen();
        play(p, "N@e4");
        assertEquals("8/8/4pppp/pppp4/4NPPP/PPPP4/8/8[KFSSNRRPkfssnnrr] b - - 1 1", p.toFen());
        p.unmake();
        assertEquals(start, p.toFen(), "unmake puts the pawn back");
        play(p, "N@e4", "K@e7", "R@a3", "R@h6");
        Set<String> pawnDrops = TurnPlay.movesFrom(p, "P@");
        // behind the pawns: a1-d2 and e1-h3, not the pawns' own row (a3, now the chariot's, e4)
        assertTrue(pawnDrops.contains("P@a2") && pawnDrops.contains("P@e3") && pawnDrops.contains("P@h1"), pawnDrops::toString);
        assertFalse(pawnDrops.stream().anyMatch(s -> s.endsWith("3") && s.compareTo("P@e") < 0), pawnDrops::toString);
        assertFalse(moves(p).contains("P@b4"));
        Position q = play(position(SEED_DEPLOYMENT, p.toFen()), "P@e3");
        assertEquals(QFEN, q.toFen(), "the FEN with the pawns in hand read back, the pawn placed again");
    }

    static final String QFEN = "8/4k3/4pppr/pppp4/4NPPP/RPPPP3/8/8[KFSSNRPfssnnrp] b - - 0 3";

    @Test
    void aPawnDisplacesNothing() {
        // a pawn in hand is placed on an empty square only
        Position p = position(SEED_DEPLOYMENT, "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[Pp] w - - 0 1");
        assertEquals(Set.of(), Set.copyOf(TurnPlay.movesFrom(p, "P@a3")));
    }

    @Test
    void theRecordReplays() throws Exception {
        String pgn = """
                [Variant "sittuyin"]

                1. N@e4 K@e7 2. R@a3 R@h6 3. P@e3 *
                """;
        try (PgnReader r = PgnReader.of(pgn)) {
            Verdict v = new Validator(SEED_DEPLOYMENT).validate(r.next());
            assertTrue(v.ok(), () -> String.valueOf(v.failure()));
        }
        try (PgnReader r = PgnReader.of(pgn)) {
            Verdict v = new Validator(variant("sittuyin")).validate(r.next());
            assertFalse(v.ok(), "the default has no drop onto a pawn");
        }
    }

    /**
     * Seed 004 section V, "Other Pieces": the first player may object to the second player's two
     * chariots on one file, or a chariot on the file of the first player's king, and the second
     * player must then place it elsewhere: read as White always objecting (drop.objection). Black's
     * chariot on a8 and White's king on e1: Black's second chariot may go on neither the a- nor the
     * e-file; White's chariots may share a file.
     */
    @Test
    void theFirstPlayerObjectsToDoubledChariotsAndOneFacingHisKing() {
        Position p = position(SEED_DEPLOYMENT, "r7/8/4pppp/pppp4/4PPPP/PPPP4/8/R3K3[FRSSNNkfrssnn] b - - 0 3");
        Set<String> rooks = TurnPlay.movesFrom(p, "R@");
        assertTrue(rooks.contains("R@b8") && rooks.contains("R@h6") && rooks.contains("R@d5"), rooks::toString);
        assertTrue(rooks.stream().noneMatch(m -> m.charAt(2) == 'a' || m.charAt(2) == 'e'), rooks::toString);
        Position w = position(SEED_DEPLOYMENT, "r7/8/4pppp/pppp4/4PPPP/PPPP4/8/R3K3[FRSSNNkfrssnn] w - - 0 3");
        assertTrue(TurnPlay.movesFrom(w, "R@").contains("R@a2"), "White's chariots are not objected to");
        Set<String> free = TurnPlay.movesFrom(position(variant("sittuyin", Map.of("deployment", "free")),
                "r7/8/4pppp/pppp4/4PPPP/PPPP4/8/R3K3[FRSSNNkfrssnn] b - - 0 3"), "R@");
        assertTrue(free.contains("R@a7") && free.contains("R@e8"), "no objection under deployment=free: " + free);
    }
}
