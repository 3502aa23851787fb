package varia.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The PGN reader: tokens, structure, and problems with line and column. */
class PgnReaderTest {

    static List<String> moves(Game g) { return g.moves().stream().map(RecordedMove::text).toList(); }

    @Test
    void readsTagsMovesCommentsNagsVariationsAndEscapes() {
        String pgn = """
                % an escape line, ignored
                [Event "Test \\"quoted\\" \\\\ event"]
                [VariantOptions "knight-mate=draw"]
                [Result "1-0"]

                {before} 1. e4 $1 e5 {a comment
                over two lines} 2. Nf3 ; rest of line
                Nc6 (2... d6 3. d4 (3. Bc4) exd4) 3.Bb5 !? a6 4...Nf6 1-0
                """;
        List<Game> games = PgnReader.readAll(pgn);
        assertEquals(1, games.size());
        Game g = games.get(0);
        assertTrue(g.problems().isEmpty(), g.problems().toString());
        assertEquals("Test \"quoted\" \\ event", g.tag("Event"));
        assertEquals("knight-mate=draw", g.tag("VariantOptions"));
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Nf6"), moves(g));
        assertEquals("before", g.preComment());
        assertEquals("a comment over two lines", g.moves().get(1).comment());
        assertEquals("rest of line", g.moves().get(2).comment());
        assertEquals("1-0", g.termination());
        assertEquals(2, g.line());
        RecordedMove bb5 = g.moves().get(4);
        assertEquals(8, bb5.line());
        assertEquals(37, bb5.column());
    }

    @Test
    void severalGamesAndPasses() {
        String pgn = "[Result \"*\"]\n1. e4 -- 2. (Pass) pass *\n\n[Result \"0-1\"]\n1. d4 d5 0-1\n1. c4 1/2-1/2\n";
        List<Game> games = PgnReader.readAll(pgn);
        assertEquals(3, games.size());
        assertEquals(List.of("e4", "--", "(Pass)", "pass"), moves(games.get(0)));
        assertEquals("0-1", games.get(1).result());
        assertEquals("1/2-1/2", games.get(2).result());
        assertEquals(3, games.get(2).number());
    }

    @Test
    void problemsHaveLineAndColumn() {
        Game g = PgnReader.readAll("[Event \"x]\n1. e4 {open").get(0);
        assertEquals("2:7: comment not closed: missing '}'", g.problems().get(0).toString());
        assertEquals("1:8: tag Event: string not closed: missing '\"'; read as \"x\"", g.tolerated().get(0).text());
        g.strict(); // PGN's letter: the tolerated tag is a problem again, in the order of the text
        assertEquals("1:8: tag Event: string not closed: missing '\"'", g.problems().get(0).toString());
        assertEquals("2:7: comment not closed: missing '}'", g.problems().get(1).toString());
        Game h = PgnReader.readAll("1. e4 ) e5 (1... d5").get(0);
        assertEquals("1:7: ')' without a matching '('", h.problems().get(0).toString());
        assertTrue(h.problems().get(1).message().startsWith("variation not closed"));
        Game i = PgnReader.readAll("1. e4 e5\n[Event \"next\"]\n1. d4 *").get(0);
        assertTrue(i.problems().isEmpty());
        assertEquals("2:1: missing result (1-0, 0-1, 1/2-1/2 or *) before the next game's tags", i.strict().problems().get(0).toString());
        Game j = PgnReader.readAll("[Event x]\n1. e4 12 *").get(0);
        assertEquals("2:7: not a move number: '12'", j.problems().get(0).toString());
        assertEquals("x", j.tag("Event"));
        j.strict();
        assertEquals("1:8: tag Event: value in double quotes expected", j.problems().get(0).toString());
        assertEquals("2:7: not a move number: '12'", j.problems().get(1).toString());
    }

    @Test
    void emptyInputHasNoGames() {
        assertEquals(0, PgnReader.readAll("").size());
        assertEquals(0, PgnReader.readAll("\n% only an escape\n  \n").size());
        try (PgnReader r = PgnReader.of("")) { assertNull(r.next()); }
    }
}
