package varia.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * PGN written by XBoard/WinBoard, read as Varia's. The games are written by hand following XBoard's
 * own source (GNU XBoard, github arunpersaud/xboard at commit e5085376): common.h's {@code ONE}
 * ({@code '1' - (BOARD_HEIGHT == 10)}: a ten-rank board counts ranks 0-9); moves.c's
 * {@code CoordsToAlgebraic} (pawns and soldiers without a letter, their moves off the file as
 * {@code ed5} or {@code exd5}, pieces disambiguated by file then rank, drops {@code P@e5}, shogi
 * promotions {@code +} and declined ones {@code =}, promoted pieces as {@code +B}); backend.c's
 * {@code InitPosition} letter tables (xiangqi {@code "PH.R.AE..K.C."}: horse H, elephant E) and
 * {@code PositionToFEN} (holdings {@code [-]} when empty, no en-passant field in shogi or xiangqi).
 * The expected moves are the same games in Fairy-Stockfish coordinates, checked by replaying them.
 */
class XBoardDialectTest {
    static final String XIANGQI = """
            [Event "Computer Chess Game"]
            [Site "xboard-host"]
            [Date "2024.03.02"]
            [Round "-"]
            [White "Fairy-Max 5.0b"]
            [Black "HaQiKi D 1.8"]
            [Result "*"]
            [TimeControl "40/300"]
            [Variant "xiangqi"]

            1. Che2 Hg7 2. Hg2 Rh9 3. Rh0 c5 4. Cxe6 Hc7 5. Cf6 Ci7 6. Afe1 Ege7 7. e4 c4
            8. e5 cxc3 9. ed5 c2 10. Hf0 Eg9 11. Ece2 *
            """;
    static final String XIANGQI_UCI = "h3e3 h10g8 h1g3 i10h10 i1h1 c7c6 e3e7 b10c8 e7f7 h8i8 f1e2 g10e8 e4e5 c6c5"
            + " e5e6 c5c4 e6d6 c4c3 g3f1 e8g10 c1e3";

    /** A set-up position: XBoard's letters in the FEN (h, e), no en-passant field. */
    static final String XIANGQI_SETUP = """
            [Event "Edited game"]
            [Variant "xiangqi"]
            [FEN "3ak4/4a4/4e4/9/9/9/9/4E4/4H4/3K5 w - 0 1"]
            [SetUp "1"]

            1. Hc2 Af9 2. Hd4 *
            """;

    static final String SHOGI = """
            [Event "Computer Chess Game"]
            [White "GNU Shogi 1.4.2"]
            [Black "Fairy-Max 5.0b"]
            [Result "*"]
            [Variant "shogi"]

            1. c4 g6 2. Bxh8+ Sxh8 3. B@e5 Sg7 4. Bxc7++ Gd8 5. +Bxb7 Rxb7 6. g4 Rb4
            7. bxb4 B@e6 8. R@b8 Bxc4 9. Rxb9+ *
            """;
    static final String SHOGI_UCI = "c3c4 g7g6 b2h8+ g9h8 B@e5 h8g7 e5c7+ d9d8 c7b7 b8b7 g3g4 b7b4 b3b4 B@e6 B@b8 e6c4 b8b9+"
            .replace("B@b8", "R@b8");

    /** Empty hands as XBoard writes them, a declined promotion '='. */
    static final String SHOGI_SETUP = """
            [Event "Edited game"]
            [Variant "shogi"]
            [FEN "4k4/9/9/4P4/9/9/9/9/4K4[-] w - 0 1"]
            [SetUp "1"]

            1. e7= Kd8 2. e8++ Kxe8 *
            """;

    private static Variant v(String key) throws Exception { return Variants.resolve(key); }

    private static String coordinates(String pgn, String variant) throws Exception {
        Game g = PgnReader.of(pgn).next();
        String[] why = {null, null, null};
        Game out = PgnWriter.rewrite(g, v(variant), true, why);
        assertNotNull(out, () -> String.valueOf(why[0]));
        return String.join(" ", out.moves().stream().map(RecordedMove::text).toList());
    }

    private static Verdict validate(String pgn, String variant) throws Exception {
        return new Validator(v(variant)).validate(PgnReader.of(pgn).next());
    }

    @Test
    void xiangqiRanksFromZeroAndItsLettersReadAsVarias() throws Exception {
        assertEquals(XIANGQI_UCI, coordinates(XIANGQI, "xiangqi"));
        Verdict verdict = validate(XIANGQI, "xiangqi");
        assertTrue(verdict.ok(), () -> verdict.failure().reason());
        assertEquals(21, verdict.plies());
    }

    @Test
    void xiangqiSetupInXBoardsFen() throws Exception {
        assertEquals("e2c3 e9f10 c3d5", coordinates(XIANGQI_SETUP, "xiangqi"));
        Game g = XBoardDialect.adapt(PgnReader.of(XIANGQI_SETUP).next(), v("xiangqi"));
        assertEquals("3ak4/4a4/4b4/9/9/9/9/4B4/4N4/3K5 w - 0 1", g.tag("FEN"));
    }

    /** No square on rank 0 (nor 10): the game is XBoard's because only that reading replays it. */
    @Test
    void xiangqiWithoutRankZeroIsRecognisedByReplaying() throws Exception {
        assertEquals("h3e3 h10g8 h1g3", coordinates("[Variant \"xiangqi\"]\n\n1. Che2 Hg7 2. Hg2 *\n", "xiangqi"));
        // Varia's own notation is left alone
        Game own = PgnReader.of("[Variant \"xiangqi\"]\n\n1. Che3 Ng8 2. Ng3 *\n").next();
        assertSame(own, XBoardDialect.adapt(own, v("xiangqi")));
    }

    /** An illegal move of an XBoard game is quoted as XBoard wrote it, explained on Varia's board. */
    @Test
    void errorsQuoteTheMoveAsWritten() throws Exception {
        Verdict bad = validate("[Variant \"xiangqi\"]\n\n1. Che2 Hg7 2. Hg0 *\n", "xiangqi");
        assertEquals("Hg0", bad.failure().written());
        assertEquals("not a legal move: no Horse of White's (on b1, h1) can go to g1: it leaps (2,1) like a knight, blocked at the orthogonal neighbour",
                bad.failure().reason());
    }

    @Test
    void shogiAsXBoardWritesIt() throws Exception {
        assertEquals(SHOGI_UCI, coordinates(SHOGI, "shogi"));
        assertEquals("e6e7 e9d8 e7e8+ d8e8", coordinates(SHOGI_SETUP, "shogi"));
        Verdict verdict = validate(SHOGI_SETUP, "shogi");
        assertTrue(verdict.ok(), () -> verdict.failure().reason());
    }

    @Test
    void chessIsUntouched() throws Exception {
        Game g = PgnReader.of("1. e4 e5 *\n").next();
        assertSame(g, XBoardDialect.adapt(g, v("chess")));
        assertNull(XBoardDialect.LETTERS.get("chess"));
        assertEquals(List.of("e4", "e5"), g.moves().stream().map(RecordedMove::text).toList());
    }
}
