package varia.record;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.variant.Variant;

/**
 * Records written as their sources write them (issue 28): Shatar's setup is the position after the
 * compulsory 1.d2-d4 d7-d5 ({@code play.setup-moves}), and seed 001 writes those moves ("1. d2-d4,
 * followed by 1. d7-d5"), as the inventor of Old 1 Hia does in his own published game ("1. d4 d5",
 * the Bers written Q). A record may write them or start after them; the chess set's letters are
 * aliases ({@code notation.aliases}). Before, the setup already holding the moves refused 1.d4.
 */
class SetupMovesTest {
    static final Variant SHATAR = varia.rules.RulesPlay.variant("shatar");
    static final Variant OLD1 = varia.rules.RulesPlay.variant("shatar-old-1-hia");

    static Verdict validate(Variant v, String headers, String movetext) throws Exception {
        try (PgnReader r = PgnReader.of(headers + "\n" + movetext + "\n")) {
            return new Validator(v).validate(r.next());
        }
    }

    static Verdict validate(Variant v, String movetext) throws Exception { return validate(v, "", movetext); }

    @Test
    void bothFormsOfAShatarRecordReplay() throws Exception {
        for (String record : new String[] {"1. d2-d4 d7-d5 2. Nf3 Nf6 3. Jd3 *", "1. d4 d5 2. Nf3 Nf6 3. Jd3 *",
                "1. d2d4 d7d5 2. Nf3 Nf6 3. Jd3 *", "1. Pd4 Pd5 2. Nf3 Nf6 3. Jd3 *", "1. Nf3 Nf6 2. Jd3 *"}) {
            Verdict v = validate(SHATAR, record);
            assertTrue(v.ok(), () -> record + ": " + v.failure());
        }
        Verdict v = validate(SHATAR, "1. d4 d5 2. Nf3 Nf6 3. Jd3 *");
        assertEquals(5, v.plies(), "the two compulsory moves are read (not played again) and counted");
    }

    /** The source's letters: seed 001 calls the Bers the Queen; Q reads as the bers (J), in a move and a promotion. */
    @Test
    void theBersWrittenQ() throws Exception {
        assertTrue(validate(SHATAR, "1. d4 d5 2. Qd3 Qd6 *").ok());
        Verdict p = validate(SHATAR, "[FEN \"7k/P6p/8/8/8/8/8/K7 w - - 0 1\"]\n", "1. a8=Q+ Kg7 *");
        assertTrue(p.ok(), () -> String.valueOf(p.failure()));
    }

    /** A record that writes the first compulsory move but not the second is refused there, saying so. */
    @Test
    void halfTheCompulsoryMovesIsRefused() throws Exception {
        Verdict v = validate(SHATAR, "1. d4 Nf6 2. Nf3 *");
        assertFalse(v.ok());
        assertEquals("1...", v.failure().moveNo());
        assertTrue(v.failure().reason().contains("expected d7d5 (the setup already holds the compulsory d2d4 d7d5"), v.failure().reason());
    }

    /** From a FEN of its own, a record's first moves are its own: nothing is passed over. */
    @Test
    void aRecordFromAnotherPositionIsReadAsWritten() throws Exception {
        Verdict v = validate(SHATAR, "[FEN \"rnbjkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBJKBNR w - - 0 1\"]\n", "1. d4 *");
        assertFalse(v.ok(), "no double step from the chess array");
    }

    /** Each opening of the file's option names its own compulsory moves (or none). */
    @Test
    void theOptionsOpenings() throws Exception {
        Variant blackFirst = varia.rules.RulesPlay.variant("shatar", Map.of("opening", "bers-pawns-black-first"));
        assertTrue(validate(blackFirst, "1... d5 2. d4 Nf6 *").ok());
        assertTrue(validate(blackFirst, "1... Nf6 *").ok());
        Variant kings = varia.rules.RulesPlay.variant("shatar", Map.of("opening", "kings-pawns"));
        assertTrue(validate(kings, "1. e4 e5 2. Nf3 *").ok());
        Variant left = varia.rules.RulesPlay.variant("shatar", Map.of("opening", "king-left"));
        assertFalse(validate(left, "1. d4 *").ok(), "no compulsory double step under king-left");
    }

    /**
     * The inventor's published game (samples/shatar-old-1-hia/gifford-2022-example.pgn): 1. d4 d5, the
     * Bers written Q (16. Qc2), his "Kf2 / Hia e1" written Kf2/He1 (the Hia the king's first move
     * leaves, named as a gate); and the same game from move 2 on.
     */
    @Test
    void theInventorsOwnRecordOfOld1Hia() throws Exception {
        String moves = "2. g3 Nc6 3. Bg2 e6 4. e3 b6 5. f3 g6 6. Kf2/He1 Bg7 7. b3 Ba6 8. Bb2 Nge7 9. c3 Kd7/He8 10. Nd2 Kc8"
                + " 11. Nh3 Kb7 12. a3 Rc8 13. a4 Hd7 14. b4 b5 15. axb5 Bxb5 16. Qc2 Ra8 17. He2 *";
        Verdict full = validate(OLD1, "1. d4 d5 " + moves);
        assertTrue(full.ok(), () -> String.valueOf(full.failure()));
        assertEquals(33, full.plies());
        Verdict after = validate(OLD1, moves.replaceFirst("^2\\. ", "1. "));
        assertTrue(after.ok(), () -> String.valueOf(after.failure()));
        Verdict plain = validate(OLD1, "1. d4 d5 2. f3 e6 3. Kf2 Ke7 4. Hd2 *");
        assertTrue(plain.ok(), "the gate may be left unwritten: " + plain.failure());
        Verdict wrong = validate(OLD1, "1. d4 d5 2. f3 e6 3. Kf2/Hf1 *");
        assertFalse(wrong.ok(), "the Hia appears on the square the king leaves, not elsewhere");
    }

    /** convert keeps the compulsory moves a record writes (numbering as the record), except in Fairy-Stockfish's dialect. */
    @Test
    void convertKeepsThemButFairyStockfishsRecordsStartAfterThem() throws Exception {
        Game g = PgnReader.readAll("[Variant \"shatar\"]\n\n1. d2-d4 d7-d5 2. Nf3 Nf6 3. Qd3 *\n").get(0);
        String[] why = {null};
        assertTrue(PgnWriter.write(PgnWriter.rewrite(g, SHATAR, false, why)).contains("1. d4 d5 2. Nf3 Nf6 3. Jd3 *"));
        assertTrue(PgnWriter.write(PgnWriter.rewrite(g, SHATAR, true, why)).contains("1. d2d4 d7d5 2. g1f3 g8f6 3. d1d3 *"));
        assertTrue(PgnWriter.write(PgnWriter.rewriteForFairyStockfish(g, SHATAR, false, why)).contains("1. Nf3 Nf6 2. Jd3 *"), why[0]);
    }
}
