package varia.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.cli.ValidateAnyFormatTest.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.cli.ValidateAnyFormatTest.Result;

/**
 * {@code validate} and {@code convert} on a record shaped as the wxf.ca archive publishes it
 * (issue 25): a .pgn file of ICCS moves without a Format tag, Red/Black tags, no result tokens, an
 * unescaped quote in a tag. Read as published with notes, from a file and from standard input;
 * {@code --strict} fails each game at its line:column; never a stack trace (the helper checks).
 */
class ArchiveCliTest {
    @TempDir Path dir;

    static final String WXF_CA = """
            [Event ""Huangshan Cup" National GM,CM Tournament 2002"]
            [Red "XU YinChuan"]
            [Black "LIU DaHua"]

            1. h2e2 h9g7 2. h0g2 i9h9 3. b0c2 b9c7

            [Event "Chinese National Champion 1991"]
            [Red "LIU DaHua"]
            [Black "HUANG Yong"]

            1. h2e2 h9g7 2. h0g2 i9h9 3. c3c4 g6g5
            """;

    @Test
    void validateReadsTheArchiveAsPublished() throws Exception {
        Path f = dir.resolve("Liu_Dahua.pgn");
        Files.writeString(f, WXF_CA);
        Result r = run(null, "validate", f.toString(), "--no-progress");
        assertEquals(0, r.code(), r.out());
        List<String> l = r.out().lines().toList();
        assertEquals(f + ":1: game 1 (XU YinChuan - LIU DaHua): OK, 6 plies, * unfinished; note: 1:8: tag Event: a '\"' inside the value"
                + " is not escaped (PGN writes \\\"); read as \"\"Huangshan Cup\" National GM,CM Tourna...\"; note: 7:1: missing result"
                + " (1-0, 0-1, 1/2-1/2 or *) before the next game's tags; read as * (unfinished)", l.get(0));
        assertEquals(f + ":7: game 2 (LIU DaHua - HUANG Yong): OK, 6 plies, * unfinished; note: 12:1: missing result"
                + " (1-0, 0-1, 1/2-1/2 or *) at the end of the game; read as * (unfinished)", l.get(1));
        assertEquals("2 passed, 0 failed", l.get(2));
        Result stdin = run(WXF_CA, "validate", "-", "--quiet");
        assertEquals("2 passed, 0 failed", stdin.out().strip(), "standard input: the content says ICCS");
    }

    @Test
    void strictFailsEachGameAtItsLineAndColumn() throws Exception {
        Path f = dir.resolve("Liu_Dahua.pgn");
        Files.writeString(f, WXF_CA);
        Result r = run(null, "validate", f.toString(), "--no-progress", "--strict");
        assertEquals(1, r.code());
        List<String> l = r.out().lines().toList();
        assertEquals(f + ":1:8: game 1 (XU YinChuan - LIU DaHua): FAIL syntax: tag Event: a '\"' inside the value is not escaped (PGN writes \\\")", l.get(0));
        assertEquals(f + ":12:1: game 2 (LIU DaHua - HUANG Yong): FAIL syntax: missing result (1-0, 0-1, 1/2-1/2 or *) at the end of the game", l.get(1));
        Result json = run(null, "validate", f.toString(), "--strict", "--json");
        assertTrue(json.out().lines().toList().get(1).contains("\"status\":\"fail\",\"plies\":6,"), json.out()); // every move replayed before the end
    }

    @Test
    void convertWritesThePlayersAndSaysWhatItTolerated() throws Exception {
        Path f = dir.resolve("Liu_Dahua.pgn");
        Files.writeString(f, WXF_CA);
        Result c = run(null, "convert", f.toString());
        assertEquals(0, c.code(), c.err());
        assertTrue(c.out().contains("[White \"XU YinChuan\"]\n[Black \"LIU DaHua\"]\n[Result \"*\"]"), c.out());
        assertTrue(c.out().contains("[Event \"\\\"Huangshan Cup\\\" National GM,CM Tournament 2002\"]"), c.out());
        assertTrue(c.err().contains("note: " + f + ":7:1: game 1: missing result"), c.err());
        Result strict = run(null, "convert", f.toString(), "--strict");
        assertEquals(1, strict.code());
        assertTrue(strict.err().contains(f + ":1:8: game 1: tag Event: a '\"' inside the value is not escaped"), strict.err());
    }

    /** convert's verdicts: a record going on after a perpetual the offender then broke converts whole; one ending in the cycle gets its Termination. */
    @Test
    void convertFollowsTheRulings() throws Exception {
        String head = "[Variant \"xiangqi\"]\n[FEN \"3k5/9/9/9/9/9/9/9/9/3R1K3 b - - 0 1\"]\n"
                + "1... d10e10 2. d1e1 e10d10 3. e1d1 d10e10 4. d1e1 e10d10 5. e1d1";
        Path on = dir.resolve("on.pgn"), ends = dir.resolve("ends.pgn");
        Files.writeString(on, head + " d10e10 6. d1d2 e10e9 *\n");
        Files.writeString(ends, head + " 0-1\n");
        Result c = run(null, "convert", on.toString());
        assertEquals(0, c.code(), c.err());
        assertTrue(c.out().contains("6. Rd2 Ke9 *"), c.out());
        Result e = run(null, "convert", ends.toString());
        assertEquals(0, e.code(), e.err());
        assertTrue(e.out().contains("[Termination \"perpetual check\"]"), e.out());
        Result ended = run(null, "convert", on.toString(), "--variant", "xiangqi");
        assertEquals(0, ended.code(), ended.err());
    }

    @Test
    void wxfInAPgnFileIsRecognised() throws Exception {
        Path f = dir.resolve("masters.pgn");
        Files.writeString(f, "[Red \"A\"]\n[Black \"B\"]\n\n1. Ｃ２＝５ Ｈ８＋７ 2. Ｈ２＋３ Ｒ９＝８\n");
        Result r = run(null, "validate", f.toString(), "--no-progress");
        assertEquals(0, r.code(), r.out());
        assertTrue(r.out().startsWith(f + ":1: game 1 (A - B): OK, 4 plies, * unfinished"), r.out());
    }
}
