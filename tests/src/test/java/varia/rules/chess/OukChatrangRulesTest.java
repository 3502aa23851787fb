package varia.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.chess.ChessPlay.*;

import java.util.Set;
import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Ouk Chatrang (variants/ouk-chatrang.yaml): constructed positions, each naming the sentence it
 * checks. Expected sets for the 11.1 reading are Fairy-Stockfish 11.1's (fairy-stockfish-oracle.md
 * section 2).
 */
class OukChatrangRulesTest {

    static final Variant OUK = variant("ouk-chatrang");
    static final Variant FS11 = variant("cambodian-fs11");

    /** rules-notes.md Ouk Chatrang: the start position is Makruk's with the gating letters DEde. */
    @Test
    void startPositionHoldsTheFirstMoveRights() {
        Position p = Position.start(OUK);
        assertEquals("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1", p.toFen());
        Set<String> king = movesFrom(p, "d1");
        assertTrue(king.containsAll(set("d1b2", "d1f2")), king::toString);
        assertFalse(king.contains("d1c3") || king.contains("d1e3"), "only one rank forward (seed 004 VII note 19): " + king);
        assertEquals(Set.of(), movesFrom(p, "e1").stream().filter(m -> m.equals("e1e3")).collect(java.util.stream.Collectors.toSet()),
                "the neang's step is blocked by the own fish on e3");
    }

    /**
     * rules-notes.md Ouk Chatrang: the king's leap is never a capture (d1b2 onto the black pawn is
     * absent); FS 11.1 lists exactly these moves (checked with Fairy-Stockfish 11.1, go perft 1).
     */
    @Test
    void kingsLeapNeverCaptures() {
        Set<String> expected = set("e1d2", "e1f2", "e1e3", "d1c2", "d1d2", "d1e2", "d1f2");
        String fen = "4k3/8/8/8/8/8/1p6/3KM3 w DE - 0 1";
        assertEquals(expected, moves(position(OUK, fen)));
        assertEquals(expected, moves(position(FS11, fen)));
    }

    /** rules-notes.md Ouk Chatrang: not while in check (here a horse checks; the right survives the check). */
    @Test
    void kingsLeapNotWhileInCheck() {
        Position p = position(OUK, "4k3/8/8/8/8/2n5/8/3K4 w D - 0 1");
        assertTrue(p.inCheck());
        assertEquals(set("d1c1", "d1c2", "d1d2", "d1e1"), moves(p));
    }

    /**
     * rules-notes.md Ouk Chatrang (FSF since 2022): the right is lost for good as soon as an enemy
     * boat stands on the king's rank or file, whatever stands between. FS 11.1 keeps it.
     */
    @Test
    void kingsLeapLostWhenABoatLandsOnItsFile() {
        String fen = "r3k3/8/8/8/8/3P4/8/3KM3 b DE - 0 1";
        Position p = play(position(OUK, fen), "a8d8");
        assertFalse(p.inCheck(), "the fish on d3 blocks the file");
        assertFalse(movesFrom(p, "d1").contains("d1b2"), () -> "right lost: " + movesFrom(p, "d1"));
        assertEquals("3rk3/8/8/8/8/3P4/8/3KM3 w E - 1 2", p.toFen());

        Position elsewhere = play(position(OUK, fen), "a8c8");
        assertTrue(movesFrom(elsewhere, "d1").containsAll(set("d1b2", "d1f2")), () -> movesFrom(elsewhere, "d1").toString());

        Position old = play(position(FS11, fen), "a8d8");
        assertTrue(movesFrom(old, "d1").containsAll(set("d1b2", "d1f2")), () -> "FS 11.1 keeps the right: " + movesFrom(old, "d1"));
    }

    /**
     * seed 004 section VII "Neang": the first move may be a double step forward, not a capture,
     * with both squares ahead empty. FS 11.1 jumps the middle square and may capture
     * (checked with Fairy-Stockfish 11.1: e1e3 over e2, and onto a black pawn: perft 1 = 7).
     */
    @Test
    void neangsTwoStep() {
        String overOwnPawn = "4k3/8/8/8/8/8/4P3/3KM3 w DE - 0 1";
        assertFalse(movesFrom(position(OUK, overOwnPawn), "e1").contains("e1e3"));
        assertTrue(movesFrom(position(FS11, overOwnPawn), "e1").contains("e1e3"));

        String ontoPawn = "4k3/8/8/8/8/4p3/8/3KM3 w DE - 0 1";
        assertFalse(movesFrom(position(OUK, ontoPawn), "e1").contains("e1e3"));
        assertTrue(movesFrom(position(FS11, ontoPawn), "e1").contains("e1e3"));
        assertEquals(7, moves(position(FS11, ontoPawn)).size());

        // once the neang has moved the step is gone
        Position p = play(position(OUK, "4k3/8/7p/8/8/P7/8/3KM3 w DE - 0 1"), "e1f2", "e8e7", "f2e1", "e7e8");
        assertFalse(movesFrom(p, "e1").contains("e1e3"), () -> movesFrom(p, "e1").toString());
        assertEquals("4k3/8/7p/8/8/P7/8/3KM3 w D - 4 3", p.toFen());
    }

    /** seed 004 section VII "Neang": Black's neang steps down the board (d8 to d6); the black king leaps to c7 or g7. */
    @Test
    void blacksFirstMoves() {
        Set<String> ms = moves(position(OUK, "3mk3/8/8/8/8/8/8/3KM3 b DEde - 0 1"));
        assertTrue(ms.containsAll(set("e8c7", "e8g7", "d8d6")), ms::toString);
        assertEquals(9, ms.size(), ms::toString);
    }

    /**
     * rules-notes.md Ouk Chatrang: counting as in Makruk, but the attacker must win before the count
     * reaches the limit (Makruk: passes it); Fairy-Stockfish HEAD's cambodian limits 63/7/15/...
     * Two rooks: 7 moves, the count starting at the 4 pieces on the board (8 plies), so White has
     * 7 - 4 = 3 moves; Fairy-Stockfish 11.1 (option fairy-stockfish-11) counts as Makruk: 16.
     */
    @Test
    void cambodianPiecesHonour() {
        String fen = "8/8/8/4k3/8/8/8/R2K1R2 w - - 0 1";
        Position p = play(position(OUK, fen), "a1a2");
        assertEquals("8/8/8/4k3/8/8/R7/3K1R2 b - 14 8 1", p.toFen());
        play(p, "e5e6", "a2a3", "e6e5", "a3a4", "e5e6");
        assertEquals(varia.engine.GameResult.Status.ONGOING, p.result().status(), () -> p.result() + " " + p.toFen());
        play(p, "f1f2");
        assertEquals(varia.engine.GameResult.Status.DRAW, p.result().status(), () -> "third move without mate: " + p.result() + " " + p.toFen());
        assertEquals("8/8/8/4k3/8/8/R7/3K1R2 b - 16 8 1", play(position(FS11, fen), "a1a2").toFen());
    }

    /**
     * fairy-stockfish-oracle.md section 3: in Fairy-Stockfish 11.1 the neang's step counts as an attack while
     * the neang holds it (gate E: the black king may not go to e3, perft 1 = 4), and not once the
     * right is gone ('-': perft 1 = 5). Today's step never captures, so it never attacks: 5 both times.
     */
    @Test
    void neangsStepThreatensOnlyWhileHeldIn11_1() {
        assertEquals(4, moves(position(FS11, "8/8/8/8/8/3k4/8/3KM3 b DE - 0 1")).size());
        assertEquals(5, moves(position(FS11, "8/8/8/8/8/3k4/8/3KM3 b - - 0 1")).size());
        assertEquals(5, moves(position(OUK, "8/8/8/8/8/3k4/8/3KM3 b DE - 0 1")).size());
    }

    /**
     * seed 004 section VII "First Move Rules: King": a knight jump or capture as the first move
     * (option ruleset=seed-004), where today's rules allow only the two non-capturing leaps one
     * rank forward. The black fish on c3 guards b2 and d2.
     */
    @Test
    void seedReadingKingLeapsAndCapturesLikeAKnight() {
        String fen = "4k3/8/8/8/8/2p5/8/3K4 w D - 0 1";
        assertEquals(set("d1c1", "d1c2", "d1e1", "d1e2", "d1f2"), moves(position(OUK, fen)));
        Variant seed = variant("ouk-chatrang", java.util.Map.of("ruleset", "seed-004"));
        assertEquals(set("d1c1", "d1c2", "d1e1", "d1e2", "d1f2", "d1c3", "d1e3"), moves(position(seed, fen)));
    }

    /**
     * Option ruleset=seed-004 takes Makruk's counting as seed 004 section VI reads it (section VII
     * changes nothing there): the board's count runs by itself and its expiry draws (issue 28: it
     * bound only once announced, while the same unannounced count drew the weaker side's mate).
     * The default (today's rules, pychess) keeps the announced count, and no mate rule for it.
     */
    @Test
    void seedReadingBoardsCountRunsByItself() {
        Variant seed = variant("ouk-chatrang", java.util.Map.of("ruleset", "seed-004"));
        String[] shuffle = {"a8b8", "a1b1", "b8a8", "b1a1"};
        Position p = play(position(seed, "r3k3/8/8/8/8/8/8/R2K1N2 w - - 0 1"), "f1e3");
        for (int i = 0; i < 32; i++) play(p, shuffle);
        assertEquals(varia.engine.GameResult.Status.DRAW, p.result().status(), () -> p.result() + " " + p.toFen());
        Position t = play(position(OUK, "r3k3/8/8/8/8/8/8/R2K1N2 w - - 0 1"), "f1e3");
        for (int i = 0; i < 32; i++) play(t, shuffle);
        assertEquals(varia.engine.GameResult.Status.ONGOING, t.result().status(), () -> t.result() + " " + t.toFen());
        assertTrue(t.claims().stream().anyMatch(c -> c.ending() == varia.engine.Ending.COUNT), () -> t.claims().toString());
    }

    /**
     * A rule the file adds (docs/sources.md OUK-8): no seed states a repetition rule for Ouk
     * Chatrang; Fairy-Stockfish's cambodian keeps its makruk's threefold rule, made a claim here as
     * in Makruk: the third occurrence offers a draw and the game goes on.
     */
    @Test
    void threefoldRepetitionIsAClaim() {
        Position p = Position.start(OUK);
        for (int i = 0; i < 2; i++) play(p, "b1d2", "b8d7", "d2b1", "d7b8");
        assertEquals(varia.engine.GameResult.Status.ONGOING, p.result().status(), () -> p.result().toString());
        assertTrue(p.claims().stream().anyMatch(c -> c.ending() == varia.engine.Ending.REPETITION), () -> p.claims().toString());
    }
}
