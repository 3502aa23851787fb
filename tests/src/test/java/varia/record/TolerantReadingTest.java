package varia.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import varia.variant.Variants;

/**
 * What the PGN reader accepts though PGN's letter forbids it (issue 25: archives as published),
 * each a note at its line and column that {@link Game#strict()} (validate's and convert's
 * {@code --strict}) turns back into an error; and what stays an error (the tags that decide how
 * the moves are read). The players' names under each game's own tags.
 */
class TolerantReadingTest {

    static Game one(String pgn) {
        List<Game> games = PgnReader.readAll(pgn);
        assertEquals(1, games.size(), games.toString());
        return games.get(0);
    }

    static List<String> tolerated(Game g) { return g.tolerated().stream().map(Game.Tolerated::text).toList(); }

    @Test
    void aMissingResultIsTheResultTagsElseUnfinished() {
        Game g = one("[Event \"x\"]\n1. e4 e5\n");
        assertTrue(g.problems().isEmpty(), g.problems().toString());
        assertEquals("*", g.result());
        assertEquals(List.of("3:1: missing result (1-0, 0-1, 1/2-1/2 or *) at the end of the game; read as * (unfinished)"), tolerated(g));
        Game tagged = PgnReader.readAll("[Result \"0-1\"]\n1. e4 e5\n\n[Event \"next\"]\n1. d4 *\n").get(0);
        assertEquals("0-1", tagged.result());
        assertEquals(List.of("4:1: missing result (1-0, 0-1, 1/2-1/2 or *) before the next game's tags; the Result tag's 0-1 stands"),
                tolerated(tagged));
        assertEquals("4:1: missing result (1-0, 0-1, 1/2-1/2 or *) before the next game's tags", tagged.strict().problems().get(0).toString());
        assertTrue(tagged.tolerated().isEmpty());
    }

    @Test
    void oddResultTokensAreUnfinishedWithANote() {
        for (String odd : List.of("1:0", "0:1", "1–0", "0—1", "½:½", "0.5-0.5", "1/2:1/2", "1/2-0")) {
            Game g = one("1. e4 e5 " + odd + "\n");
            assertEquals("*", g.result(), odd);
            assertEquals(List.of("e4", "e5"), g.moves().stream().map(RecordedMove::text).toList(), odd);
            assertEquals(List.of("1:10: '" + odd + "' is not a PGN result (1-0, 0-1, 1/2-1/2 or *); read as *"), tolerated(g), odd);
        }
        // 0-0 is a castling (never an odd result), 1/2 the draw some programs write
        assertTrue(!PgnReader.oddResult("0-0") && !PgnReader.oddResult("0-0-0") && !PgnReader.oddResult("e4"));
        assertEquals("1/2-1/2", one("1. e4 1/2").result());
    }

    /** The wxf.ca archive's game 758: {@code [Event ""Huangshan Cup" National GM,CM Tournament 2002"]}. */
    @Test
    void anUnescapedQuoteInsideATagValue() {
        Game g = one("[Event \"\"Huangshan Cup\" National GM,CM Tournament 2002\"]\n[Red \"A\"]\n1. e4 *\n");
        assertTrue(g.problems().isEmpty(), g.problems().toString());
        assertEquals("\"Huangshan Cup\" National GM,CM Tournament 2002", g.tag("Event"));
        assertEquals("A", g.tag("Red"), "the next tag is read as usual");
        assertTrue(tolerated(g).get(0).startsWith("1:8: tag Event: a '\"' inside the value is not escaped (PGN writes \\\"); read as"), tolerated(g).toString());
        assertEquals("1:8: tag Event: a '\"' inside the value is not escaped (PGN writes \\\")", g.strict().problems().get(0).toString());
    }

    /** Hostile tag lines cost one pass: a megabyte of quotes and brackets after an open value is read at once. */
    @Test
    void aHostileTagLineIsReadInOnePass() {
        String line = "[Event \"\"" + "\"]x\" ]y".repeat(100_000) + "\n1. e4 *\n";
        long t = System.nanoTime();
        Game g = one(line);
        assertTrue(System.nanoTime() - t < 30_000_000_000L, "bounded time (a regular expression over the line took hours)");
        assertEquals(List.of("e4"), g.moves().stream().map(RecordedMove::text).toList());
        assertEquals(1, g.tolerated().size(), tolerated(g).toString());
    }

    @Test
    void otherBrokenTagsAreNotesAndTheMovesAreRead() {
        Game g = one("[Event Some Cup]\n[Site \"Here]\n[Round \"1\" x]\n[White \"A\"]\n[White \"B\"]\n[Black \"C\" junk]\n1. e4 *\n");
        assertTrue(g.problems().isEmpty(), g.problems().toString());
        assertEquals("Some Cup", g.tag("Event"));
        assertEquals("Here", g.tag("Site"));
        assertNull(g.tag("Round"));
        assertEquals("A", g.tag("White"));
        assertEquals(List.of("e4"), g.moves().stream().map(RecordedMove::text).toList());
        assertEquals(List.of(
                "1:8: tag Event: value in double quotes expected; read as \"Some Cup\"",
                "2:7: tag Site: string not closed: missing '\"'; read as \"Here\"",
                "3:12: tag Round: ']' expected; the tag is skipped",
                "5:1: tag White given twice; the first is kept",
                "6:12: tag Black: ']' expected; the tag is skipped"), tolerated(g));
    }

    /** FEN, SetUp, Variant and VariantOptions decide how the moves are read: broken, they fail the game. */
    @Test
    void theTagsThatDecideTheMovesStayErrors() {
        Game fen = one("[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1]\n1. Kb1 *\n");
        assertEquals("1:6: tag FEN: string not closed: missing '\"'", fen.problems().get(0).toString());
        Game twice = one("[Variant \"chess\"]\n[Variant \"shogi\"]\n1. e4 *\n");
        assertEquals("2:1: tag Variant given twice", twice.problems().get(0).toString());
        Verdict v = new Validator(load("chess")).validate(fen);
        assertEquals(Verdict.Failure.Kind.SYNTAX, v.failure().kind());
    }

    @Test
    void playersAreNamedByEachGamesOwnTags() {
        assertEquals("R - B", one("[Red \"R\"]\n[Black \"B\"]\n1. e4 *").players());
        assertEquals("C - H", one("[Cho \"C\"]\n[Han \"H\"]\n1. e4 *").players());
        assertEquals("S - G", one("[Sente \"S\"]\n[Gote \"G\"]\n1. e4 *").players());
        assertEquals("先 - 後", one("[先手 \"先\"]\n[後手 \"後\"]\n1. e4 *").players());
        assertEquals("W - B", one("[White \"W\"]\n[Red \"R\"]\n[Black \"B\"]\n1. e4 *").players(), "White comes first");
        // convert writes them into the roster
        String pgn = PgnWriter.write(one("[Red \"R\"]\n[Black \"B\"]\n1. e4 *"));
        assertTrue(pgn.contains("[White \"R\"]\n[Black \"B\"]") && pgn.contains("[Red \"R\"]"), pgn);
    }

    /** With --strict a syntax failure still says how many moves replayed before it (--json's plies). */
    @Test
    void aStrictFailureCountsTheMovesReplayedBeforeIt() {
        Game g = one("[Event \"x\"]\n1. e4 e5 2. Nf3\n").strict();
        Verdict v = new Validator(load("chess")).validate(g);
        assertEquals(Verdict.Failure.Kind.SYNTAX, v.failure().kind());
        assertEquals(3, v.plies());
        assertEquals(3, v.failure().line());
        assertTrue(VerdictFormat.json("f.pgn", v).contains("\"plies\":3,"));
    }

    static varia.variant.Variant load(String key) {
        try {
            return Variants.resolve(key, java.util.Map.of());
        } catch (varia.variant.VariantException e) {
            throw new AssertionError(e);
        }
    }
}
