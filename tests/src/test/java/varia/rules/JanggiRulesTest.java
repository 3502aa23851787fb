package varia.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.EastPlay.*;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import java.util.Map;
import varia.engine.Perft;
import varia.engine.GameResult;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Constructed positions for each Janggi rule of variants/janggi.yaml. Expected move sets were
 * checked against Fairy-Stockfish 11.1 ('janggi' / 'janggicasual', {@code go perft 1}); several
 * were checked with Fairy-Stockfish 11.1 (fairy-stockfish-oracle.md section 3). A pass is written as the
 * general moving to its own square ({@code e2e2}), as FS writes it.
 */
class JanggiRulesTest {

    static final String START = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
    /** After 1.e4d4 e7d7: the generals face each other on the open e-file. */
    static final String BIKJANG = "rnba1abnr/4k4/1c5c1/p1pp2p1p/9/9/P1PP2P1P/1C5C1/4K4/RNBA1ABNR w - - 2 2";

    static final Variant JANGGI = variant("janggi");

    @Test
    @DisplayName("seed 004 X (King, Guard) + rules-notes Janggi: one point along the palace lines, 8 moves from the centre, 3 from d2")
    void palaceDiagonalsForTheGeneral() {
        // from e2 (the centre) all 8 points, plus the pass
        assertMoves(set("e2d1", "e2d2", "e2d3", "e2e1", "e2e2", "e2e3", "e2f1", "e2f2", "e2f3"),
                moves(JANGGI, "3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1"), "general in the centre");
        // d2 is no diagonal point: d1 e2 d3 only (checked with Fairy-Stockfish 11.1; fairy-stockfish-oracle.md section 3)
        assertMoves(set("d2d1", "d2d2", "d2d3", "d2e2"), movesFrom(JANGGI, "4k4/9/9/9/9/9/9/9/3K5/9 w - - 0 1", "d2"), "general on d2: no diagonal");
    }

    @Test
    @DisplayName("seed 004 X (Chariot) + FS 11.1: the chariot also runs along the palace diagonals")
    void chariotOnPalaceDiagonals() {
        assertMoves(set("d1a1", "d1b1", "d1c1", "d1e2", "d1f3"),
                movesFrom(JANGGI, "5k3/9/9/9/9/9/9/9/3A5/3RK4 w - - 0 1", "d1"), "chariot d1: along the diagonal to e2 and f3");
    }

    @Test
    @DisplayName("seed 004 X (Cannon): moves and captures only over one screen; no cannon as screen; never takes a cannon; palace jump over the centre")
    void cannonScreens() {
        // the screen may not be a cannon: a1 cannot go up the a-file (a3 holds a cannon)
        assertMoves(set("a1f1", "a1g1", "a1h1", "a1i1"), movesFrom(JANGGI, "3k5/9/9/9/9/p8/9/C8/9/C3K4 w - - 0 1", "a1"), "cannon screen");
        // may not capture a cannon: a1 hops the pawn a3 to a4, but a5 holds a cannon
        assertMoves(set("a1a4", "a1f1", "a1g1", "a1h1", "a1i1"), movesFrom(JANGGI, "3k5/9/9/9/9/c8/9/P8/9/C3K4 w - - 0 1", "a1"), "no capture of a cannon");
        // palace diagonal: d1 -> f3 over a piece on e2; the general e1 serves as a screen along rank 1
        assertMoves(set("d1f1", "d1f3", "d1g1", "d1h1", "d1i1"), movesFrom(JANGGI, "5k3/9/9/9/9/9/9/9/4P4/3CK4 w - - 0 1", "d1"), "palace jump over e2");
        assertMoves(set("d1f1", "d1g1", "d1h1", "d1i1"), movesFrom(JANGGI, "5k3/9/9/9/9/9/9/9/9/3CK4 w - - 0 1", "d1"), "empty centre: no diagonal jump");
        assertMoves(set("d1f1", "d1g1", "d1h1", "d1i1"), movesFrom(JANGGI, "5k3/9/9/9/9/9/9/9/4c4/3CK4 w - - 0 1", "d1"), "cannon in the centre: no jump, no capture");
    }

    @Test
    @DisplayName("seed 004 X (Pawns): left, right or forward; in the enemy palace also forward along the diagonals; never backward")
    void soldier() {
        assertMoves(set("d3c3", "d3d4", "d3e3"), movesFrom(JANGGI, "3k5/9/9/9/9/9/9/3P5/9/4K4 w - - 0 1", "d3"), "own palace: no diagonal");
        assertMoves(set("d8c8", "d8d9", "d8e8", "d8e9"), movesFrom(JANGGI, "5k3/9/3P5/9/9/9/9/9/9/4K4 w - - 0 1", "d8"), "enemy palace corner");
        assertMoves(set("e9d10", "e9d9", "e9e10", "e9f10", "e9f9"), movesFrom(JANGGI, "9/4P4/4k4/9/9/9/9/9/9/5K3 w - - 0 1", "e9"), "enemy palace centre (general behind it on e8)");
    }

    @Test
    @DisplayName("seed 004 X (Sang, Horse): the elephant is blocked on either point it passes")
    void elephantBlocked() {
        assertMoves(set("a1c4", "a1d3"), movesFrom(JANGGI, "3k5/9/9/9/9/9/9/9/9/B3K4 w - - 0 1", "a1"), "free elephant in the corner");
        assertMoves(set("a1d3"), movesFrom(JANGGI, "3k5/9/9/9/9/9/9/9/P8/B3K4 w - - 0 1", "a1"), "a2 occupied: the leap to c4 is blocked");
    }

    @Test
    @DisplayName("rules-notes Janggi (Passing) + FS 11.1: a pass is a move, not allowed while in check")
    void passNotInCheck() {
        assertEquals(32, moves(Position.start(JANGGI)).size(), "31 board moves + the pass");
        assertTrue(moves(Position.start(JANGGI)).contains("e2e2"));
        assertMoves(set("e2d1", "e2d3", "e2e1", "e2e3", "e2f1", "e2f3"), moves(JANGGI, "9/3k5/9/9/9/9/9/9/r3K4/9 w - - 0 1"), "in check: no pass");
    }

    @ParameterizedTest
    @ValueSource(strings = {"janggi", "janggi-fairy-stockfish", "janggitraditional", "janggimodern", "janggicasual"})
    @DisplayName("FS 11.1: two passes in a row end the game in every ruleset")
    void doublePass(String ruleset) {
        Position p = play(Position.start(variant(ruleset)), "e2e2", "e9e9");
        assertTrue(moves(p).isEmpty(), "no moves after two passes");
        assertTrue(p.result().isOver(), "the game is over after two passes");
    }

    @ParameterizedTest
    @ValueSource(strings = {"janggi", "janggi-fairy-stockfish", "janggitraditional"})
    @DisplayName("seed 004 X (Special Rules, Bitjang) + FS 11.1: facing generals must be broken or answered by a pass")
    void bikjang(String ruleset) {
        Variant v = variant(ruleset);
        assertMoves(set("c1e4", "d4e4", "e2d2", "e2d3", "e2e2", "e2f2", "e2f3", "g1e4"), moves(v, BIKJANG), "bikjang: 8 moves");
        assertFalse(position(v, BIKJANG).inCheck(), "bikjang is not check");
        // check and bikjang at once: the pass is allowed, king moves must leave the file
        assertMoves(set("e2d1", "e2d3", "e2e2", "e2f1", "e2f3"), moves(v, "9/4k4/9/9/9/9/9/9/r3K4/9 w - - 0 1"), "check + bikjang");
        // generals facing on the open d-file: d1d2 keeps the bikjang and is illegal
        assertMoves(set("d1d1", "d1e1", "d1e2"), moves(v, "3k5/9/9/9/9/9/9/9/9/3K5 w - - 0 1"), "bikjang on the d-file");
    }

    @ParameterizedTest
    @ValueSource(strings = {"janggi", "janggi-fairy-stockfish", "janggitraditional"})
    @DisplayName("FS 11.1: a pass in a bikjang position ends the game (two bikjang positions in a row)")
    void bikjangPass(String ruleset) {
        Position p = play(Position.start(variant(ruleset)), "e4d4", "e7d7", "e2e2");
        assertTrue(moves(p).isEmpty(), "bikjang answered by a pass: game over");
        assertTrue(p.result().isOver());
        if (!ruleset.equals("janggi-fairy-stockfish")) {
            assertEquals(GameResult.Status.DRAW, p.result().status(), "traditional rules: bikjang is a draw (seed 004 X)");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"janggimodern", "janggicasual"})
    @DisplayName("rules-notes Janggi (FS janggimodern / janggicasual): no bikjang rule")
    void noBikjang(String ruleset) {
        Variant v = variant(ruleset);
        assertEquals(32, moves(v, BIKJANG).size(), "facing generals change nothing");
        assertMoves(set("e2d1", "e2d3", "e2e1", "e2e3", "e2f1", "e2f3"), moves(v, "9/4k4/9/9/9/9/9/9/r3K4/9 w - - 0 1"), "check only: no pass");
        assertMoves(set("d1d1", "d1d2", "d1e1", "d1e2"), moves(v, "3k5/9/9/9/9/9/9/9/9/3K5 w - - 0 1"), "facing on the d-file is harmless");
    }

    // ---- seed 004 section X's special rules (the default ruleset seed-004) ----

    static final Variant FS_JANGGI = variant("janggi-fairy-stockfish");

    /**
     * Seed 004 X "Special Rules": "There is no draw by perpetual check or repetition of position":
     * the horses going back and forth repeat the start three times and play goes on; under
     * Fairy-Stockfish's janggi (option ruleset=janggi) the threefold repetition draws.
     */
    @Test
    void noDrawByRepetition() {
        String[] line = {"b1c3", "b10c8", "c3b1", "c8b10", "b1c3", "b10c8", "c3b1", "c8b10"};
        Position seed = play(Position.start(JANGGI), line);
        assertEquals(3, seed.repetitions());
        assertEquals(GameResult.Status.ONGOING, seed.result().status(), () -> seed.result().toString());
        Position fs = play(Position.start(FS_JANGGI), line);
        assertEquals(GameResult.Status.DRAW, fs.result().status(), () -> fs.result().toString());
    }

    /** The same sentence on perpetual check: no draw; the checking side loses at the third occurrence (pychess). */
    @Test
    void perpetualCheckIsNoDrawTheCheckerLoses() {
        Position p = play(position(JANGGI, "3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1"),
                "a1a10", "d10d9", "a10a9", "d9d10", "a9a10", "d10d9", "a10a9", "d9d10", "a9a10");
        assertEquals(GameResult.Status.BLACK_WINS, p.result().status(), () -> p.result().toString());
        assertEquals("perpetual check", p.result().reason());
    }

    /**
     * Seed 004 X: "The player who makes a move that causes his King to face the enemy King
     * unobstructed forfeits his right to win": 1.e4d4 e7d7 opens the e-file, Han forfeits (the FEN's
     * castling field says x); a checkmate Han gives later is a draw.
     */
    @Test
    void theSideThatMakesTheGeneralsFaceForfeitsItsWin() {
        Position p = play(Position.start(JANGGI), "e4d4", "e7d7");
        assertTrue(p.toFen().contains(" w x - "), p.toFen());
        play(p, "e2d2");
        assertTrue(p.toFen().contains(" b x - "), "the forfeit lasts: " + p.toFen());
        assertEquals(p.toFen(), position(JANGGI, p.toFen()).toFen(), "the forfeit round-trips through the FEN");
        String mate = "1r7/4k4/9/9/9/9/9/9/r8/3K5 b %s - 0 1";
        Position forfeited = play(position(JANGGI, String.format(mate, "x")), "b10b1");
        assertEquals(GameResult.Status.DRAW, forfeited.result().status(), () -> forfeited.result().toString());
        Position normal = play(position(JANGGI, String.format(mate, "-")), "b10b1");
        assertEquals(GameResult.Status.BLACK_WINS, normal.result().status(), () -> normal.result().toString());
        assertFalse(play(Position.start(FS_JANGGI), "e4d4", "e7d7").toFen().contains(" w x "), "Fairy-Stockfish: no forfeit");
    }

    /**
     * Seed 004 X: the kings on one file with "only one friendly piece in between" that "attacks the
     * enemy King without being defended by a friendly piece (other than the King)": a draw. With a
     * horse defending the chariot the game goes on.
     */
    @Test
    void aCheckByTheLoneUndefendedPieceBetweenTheGeneralsDraws() {
        Position p = play(position(JANGGI, "9/4k4/9/9/9/4R4/9/9/4K4/9 w - - 0 1"), "e5e8");
        assertEquals(GameResult.Status.DRAW, p.result().status(), () -> p.result().toString());
        Position defended = play(position(JANGGI, "9/4k4/9/2N6/9/4R4/9/9/4K4/9 w - - 0 1"), "e5e8");
        assertEquals(GameResult.Status.ONGOING, defended.result().status(), () -> defended.result().toString());
        Position fs = play(position(FS_JANGGI, "9/4k4/9/9/9/4R4/9/9/4K4/9 w - - 0 1"), "e5e8");
        assertEquals(GameResult.Status.ONGOING, fs.result().status(), () -> fs.result().toString());
    }

    @ParameterizedTest(name = "setup {0}: Cho {1}, Han {2}, perft 3 = {3}")
    @CsvSource({
            "inner-inner, RNBA1ABNR, rnba1abnr, 33000", "inner-outer, RNBA1ABNR, rbna1anbr, 33000",
            "inner-left, RNBA1ABNR, rnba1anbr, 33000", "inner-right, RNBA1ABNR, rbna1abnr, 33000",
            "outer-inner, RBNA1ANBR, rnba1abnr, 33336", "outer-outer, RBNA1ANBR, rbna1anbr, 33336",
            "outer-left, RBNA1ANBR, rnba1anbr, 33336", "outer-right, RBNA1ANBR, rbna1abnr, 33336",
            "left-inner, RBNA1ABNR, rnba1abnr, 33168", "left-outer, RBNA1ABNR, rbna1anbr, 33168",
            "left-left, RBNA1ABNR, rnba1anbr, 33168", "left-right, RBNA1ABNR, rbna1abnr, 33168",
            "right-inner, RNBA1ANBR, rnba1abnr, 33168", "right-outer, RNBA1ANBR, rbna1anbr, 33168",
            "right-left, RNBA1ANBR, rnba1anbr, 33168", "right-right, RNBA1ANBR, rbna1abnr, 33168"})
    @DisplayName("seed 004 X (Other Pieces) + rules-notes Janggi (Setup): each side chooses one of four horse/elephant orders")
    void setupOption(String value, String cho, String han, long perft3) {
        // left / right = the elephant on the owner's left / right goes outside; Han's left is the i-file side
        Variant v = variant("janggi", Map.of("setup", value));
        String fen = han + "/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/" + cho + " w - - 0 1";
        assertEquals(fen, v.startFen(), "start position of setup " + value);
        // perft 3 of that FEN under Fairy-Stockfish 11.1 'janggi'
        assertEquals(perft3, Perft.perft(Position.start(v), 3));
    }
}
