package varia.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.EastPlay.*;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.engine.GameResult;
import varia.engine.Position;
import varia.record.Game;
import varia.record.PgnReader;
import varia.record.Validator;
import varia.record.Verdict;
import varia.record.VerdictFormat;
import varia.variant.Variant;

/**
 * Xiangqi's perpetual check and chase in a replayed record (issue 25): "will be ruled to lose ...
 * unless he stops" (seed 004 IX) is an order the offender must heed, not the end of the game. The
 * record notes it and goes on when he changes; he loses where the record ends in the cycle, or, under
 * option perpetual-ruling=fourth-time, when the cycle brings its position back a fourth time;
 * perpetual-ruling=ends-game ends the game at the third occurrence as play does. Play (a position
 * not replaying a record) ends the game at the third occurrence under every option.
 */
class XiangqiRulingsTest {
    static final Variant XQ = variant("xiangqi");

    /** The chariot checks from d1 and e1 in turn (XiangqiRulesTest#perpetualCheckLoses); Black to move. */
    static final String CHECKS = "[FEN \"3k5/9/9/9/9/9/9/9/9/3R1K3 b - - 0 1\"]\n";
    /** Three occurrences of the start: after 5. e1d1 the start position stands for the third time. */
    static final String CYCLE = "1... d10e10 2. d1e1 e10d10 3. e1d1 d10e10 4. d1e1 e10d10 5. e1d1";

    static Verdict validate(Variant v, String pgn) {
        List<Game> games = PgnReader.readAll(pgn);
        assertEquals(1, games.size());
        return new Validator(v).validate(games.get(0));
    }

    static String text(Verdict v) { return VerdictFormat.text("r.pgn", v); }

    @Test
    void theOffenderWhoChangesPlaysOnWithANote() {
        Verdict v = validate(XQ, CHECKS + "[Red \"R\"]\n[Black \"B\"]\n" + CYCLE + " d10e10 6. d1d2 e10e9 7. d2d3 *");
        assertTrue(v.ok(), text(v));
        assertEquals(12, v.plies());
        assertEquals("r.pgn:1: game 1 (R - B): OK, 12 plies, * unfinished; note: Red's perpetual check (moves 1-5) could be ruled a loss",
                text(v));
        Verdict.Note n = v.notes().get(0);
        assertEquals(Verdict.Note.Kind.RULING, n.kind());
        assertEquals(8, n.ply());
        assertEquals("1-5", n.moveNo());
        assertEquals("0-1", n.claim().pgn());
        String json = VerdictFormat.json("r.pgn", v);
        assertTrue(json.contains("{\"kind\":\"ruling\",\"ply\":8,\"moves\":\"1-5\",\"move\":\"e1d1\",\"result\":\"0-1\",\"reason\":\"perpetual check\""), json);
    }

    @Test
    void aRecordEndingInTheCycleIsLostByTheOffender() {
        Verdict open = validate(XQ, CHECKS + CYCLE + " *");
        assertEquals("r.pgn:1: game 1: OK, 8 plies, * unfinished; the rules say 0-1 (perpetual check); note: Red's perpetual check"
                + " (moves 1-5) could be ruled a loss", text(open));
        Verdict ruled = validate(XQ, CHECKS + CYCLE + " 0-1");
        assertEquals(Verdict.Outcome.RULED, ruled.outcome());
        assertTrue(text(ruled).contains("OK, 8 plies, 0-1 agrees with the ruling the rules call for (perpetual check)"), text(ruled));
        // a ruling is asked for: a draw agreed or the offender's win on time is no contradiction, and it is said
        Verdict agreed = validate(XQ, CHECKS + CYCLE + " 1/2-1/2");
        assertTrue(agreed.ok(), text(agreed));
        assertTrue(text(agreed).contains("1/2-1/2 result not decided by the rules; the rules could rule 0-1 (perpetual check)"), text(agreed));
    }

    @Test
    void fourthTimeLosesAtTheFourthOccurrence() {
        Variant fourth = variant("xiangqi", Map.of("perpetual-ruling", "fourth-time"));
        // changing after the third occurrence is allowed under it too
        assertTrue(validate(fourth, CHECKS + CYCLE + " d10e10 6. d1d2 *").ok());
        Verdict v = validate(fourth, CHECKS + CYCLE + " d10e10 6. d1e1 e10d10 7. e1d1 d10e10 *");
        assertFalse(v.ok());
        assertEquals("7...", v.failure().moveNo());
        assertTrue(v.failure().reason().equals("the game is already over (0-1 (perpetual check kept up to the 4th occurrence))"),
                v.failure().reason());
        assertEquals(Verdict.Outcome.AGREES, validate(fourth, CHECKS + CYCLE + " d10e10 6. d1e1 e10d10 7. e1d1 0-1").outcome());
    }

    @Test
    void endsGameEndsItAtTheThirdOccurrenceAsPlayDoes() {
        Variant ends = variant("xiangqi", Map.of("perpetual-ruling", "ends-game"));
        Verdict v = validate(ends, CHECKS + CYCLE + " d10e10 6. d1d2 *");
        assertFalse(v.ok());
        assertEquals("5...", v.failure().moveNo());
        assertEquals("the game is already over (0-1 (perpetual check))", v.failure().reason());
        assertEquals(Verdict.Outcome.AGREES, validate(ends, CHECKS + CYCLE + " 0-1").outcome());
    }

    /** Play, the engines and the computer: a position that is not a record's replay ends the game at the third occurrence, under every option. */
    @Test
    void playEndsTheGameAtTheThirdOccurrenceUnderEveryOption() {
        for (String o : List.of("must-change", "fourth-time", "ends-game")) {
            Position p = play(position(variant("xiangqi", Map.of("perpetual-ruling", o)), "3k5/9/9/9/9/9/9/9/9/3R1K3 b - - 0 1"),
                    "d10e10", "d1e1", "e10d10", "e1d1", "d10e10", "d1e1", "e10d10", "e1d1");
            assertFalse(p.arbitrated());
            assertEquals(GameResult.Status.BLACK_WINS, p.result().status(), o);
            assertEquals("perpetual check", p.result().reason());
            assertTrue(p.rulings().isEmpty(), "rulings are a record's");
            assertEquals(0, p.legalMoves(new int[varia.engine.Moves.MAX_MOVES]));
        }
    }

    /** The same for a chase: noted, the chaser changes, the game goes on (XiangqiRulesTest#perpetualChaseLoses's cycle). */
    @Test
    void aPerpetualChaseIsNotedAndTheChaserMayChange() {
        String pgn = "[FEN \"3k4n/9/9/9/9/9/9/9/9/4K3R b - - 0 1\"]\n1... i10g9 2. i1g1 g9i10 3. g1i1 i10g9 4. i1g1 g9i10 5. g1i1 i10g9 6. i1h1 *";
        for (String chase : List.of("asian-rules", "plain")) {
            Verdict v = validate(variant("xiangqi", Map.of("chase", chase)), pgn);
            assertTrue(v.ok(), text(v));
            assertTrue(text(v).endsWith("* unfinished; note: Red's perpetual chase (moves 1-5) could be ruled a loss"), text(v));
        }
        Verdict draw = validate(variant("xiangqi", Map.of("perpetual-chase", "draw")), pgn);
        assertTrue(draw.ok());
        assertTrue(draw.notes().stream().noneMatch(n -> n.kind() == Verdict.Note.Kind.RULING), text(draw));
    }
}
