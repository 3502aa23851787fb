package varia.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.cli.Main;

/** {@code varia validate} and {@code varia convert}: output formats and exit codes. */
class ValidateCliTest {
    @TempDir Path dir;

    record Result(int code, String out, String err) {
        List<String> lines() { return List.of(out.split("\\R")); }
    }

    static Result run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        String both = out + "" + err;
        assertFalse(both.contains("\tat ") || both.contains("Exception"), both);
        return new Result(code, out.toString(), err.toString());
    }

    @Test
    void samplesPass() throws Exception {
        for (String v : Samples.VARIANTS) {
            List<String> args = new java.util.ArrayList<>(List.of("validate", v));
            for (Path f : Samples.files(v)) args.add(f.toString());
            assertTrue(args.size() > 2, v + " has no PGN samples");
            args.add("--no-progress");
            Result r = run(args.toArray(String[]::new));
            assertEquals(0, r.code(), r.out());
            assertTrue(r.lines().get(r.lines().size() - 1).matches("\\d+ passed, 0 failed"), r.out());
        }
    }

    /** Options: --option for every game, a game's VariantOptions tag over it, a bad choice refusing only its game. */
    @Test
    void optionsFromTheCommandAndFromTheTag() throws Exception {
        Path f = dir.resolve("s.pgn");
        String tenMoves = "1. e2-e3 2. e3-e4 1... d7-d6 *";
        Files.writeString(f, "[Variant \"senterej\"]\n\n" + tenMoves + "\n");
        Result free = run("validate", "senterej", f.toString(), "--no-progress");
        assertEquals(0, free.code(), free.out()); // the werera: any order
        Result ten = run("validate", "senterej", f.toString(), "--option", "werera=ten-moves", "--no-progress");
        assertEquals(1, ten.code(), ten.out());
        assertTrue(ten.out().contains("FAIL move 3. d7-d6"), ten.out());
        Files.writeString(f, "[VariantOptions \"werera=ten-moves\"]\n\n" + tenMoves + "\n\n"
                + "[VariantOptions \"werera=eleven-moves\"]\n\n1. e2-e3 *\n");
        Result tagged = run("validate", "senterej", f.toString(), "--no-progress");
        assertEquals(1, tagged.code(), tagged.out());
        assertTrue(tagged.lines().get(0).contains("FAIL move 3. d7-d6"), tagged.out());
        assertTrue(tagged.lines().get(1).contains("VariantOptions") && tagged.lines().get(1).contains("eleven-moves"), tagged.out());
        assertEquals("0 passed, 2 failed", tagged.lines().get(2));
    }

    @Test
    void textAndJsonLines() throws Exception {
        Path f = dir.resolve("g.pgn");
        Files.writeString(f, """
                [White "A"]
                [Black "B"]
                [Result "1-0"]
                1. f3 e5 2. g4 Qh4# 1-0

                [Result "0-1"]
                1. e4 e5 2. Ke3 0-1

                1. e4 {resigns} 1-0

                [Event "broken
                1. e4 *
                """);
        Result r = run("validate", "chess", f.toString(), "--no-progress");
        assertEquals(1, r.code());
        List<String> l = r.lines();
        assertEquals(5, l.size(), r.out());
        assertEquals(f + ":1: game 1 (A - B): FAIL result after 4 plies: recorded 1-0 but the rules say 0-1 (checkmate); "
                + "position rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", l.get(0));
        assertTrue(l.get(1).startsWith(f + ":7:13: game 2: FAIL move 2. Ke3: not a legal move: the King on e1 cannot go to e3: it steps one square in any direction; position rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2; legal moves: Na3 Nc3 "), l.get(1));
        assertEquals(f + ":9: game 3: OK, 1 ply, 1-0 result not decided by the rules", l.get(2));
        // a broken tag is a note (the archives have them), not a failure of the moves
        assertEquals(f + ":11: game 4: OK, 1 ply, * unfinished; note: 11:8: tag Event: string not closed: missing '\"'; read as \"broken\"", l.get(3));
        assertEquals("2 passed, 2 failed", l.get(4));
        // --strict: PGN's letter, the broken tag fails its game at its line and column; the moves before it are counted
        Result strict = run("validate", "chess", f.toString(), "--no-progress", "--strict");
        assertEquals(f + ":11:8: game 4: FAIL syntax: tag Event: string not closed: missing '\"'", strict.lines().get(3));
        assertEquals("1 passed, 3 failed", strict.lines().get(4));
        Result strictJson = run("validate", "chess", f.toString(), "--strict", "--json");
        assertTrue(strictJson.lines().get(3).contains("\"status\":\"fail\",\"plies\":0,"), strictJson.out()); // the tag comes before the move

        Result j = run("validate", "chess", f.toString(), "--json");
        List<String> jl = j.lines();
        assertEquals(5, jl.size());
        assertTrue(jl.get(1).startsWith("{\"file\":\"" + f + "\",\"game\":2,\"line\":6,\"status\":\"fail\",\"plies\":2,\"recorded\":\"0-1\",\"outcome\":\"not_checked\",\"error\":{\"kind\":\"move\",\"line\":7,\"column\":13,\"moveNumber\":\"2.\",\"move\":\"Ke3\",\"reason\":\"not a legal move: the King on e1 cannot go to e3: it steps one square in any direction\",\"fen\":"), jl.get(1));
        assertEquals("{\"file\":\"" + f + "\",\"game\":3,\"line\":9,\"status\":\"ok\",\"plies\":1,\"recorded\":\"1-0\",\"rules\":\"*\",\"reason\":\"\",\"outcome\":\"not_decided\"}", jl.get(2));
        assertTrue(jl.get(3).contains("\"notes\":[{\"kind\":\"reading\",\"line\":11,\"column\":8,\"text\":"), jl.get(3));
        assertEquals("{\"passed\":2,\"failed\":2}", jl.get(4));
    }

    @Test
    void missingFileAndUnknownVariant() {
        Result r = run("validate", "chess", dir.resolve("nope.pgn").toString());
        assertEquals(1, r.code());
        assertEquals(dir.resolve("nope.pgn") + ": FAIL no such file", r.lines().get(0));
        assertEquals("0 passed, 1 failed", r.lines().get(1));
        Result u = run("validate", "nosuchvariant", dir.resolve("nope.pgn").toString());
        assertEquals(1, u.code());
        assertTrue(u.err().startsWith("error: "), u.err());
    }

    @Test
    void convertCsaReplaysShogiInSan() throws Exception {
        Path f = dir.resolve("g.csa");
        Files.writeString(f, FormatsTest.CSA);
        Result r = run("convert", f.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("[Variant \"shogi\"]"), r.out());
        assertTrue(r.out().contains("[Termination \"resignation\"]"), r.out());
        // the bishop's promotion is written '+', the drop P@-style
        assertTrue(r.out().contains("1. c4 g6 2. Bxh8+ Sxh8 3. B@f5 {a comment} 1-0"), r.out());
        Result c = run("convert", f.toString(), "--coordinates");
        assertTrue(c.out().contains("1. c3c4 g7g6 2. b2h8+ g9h8 3. B@f5 {a comment} 1-0"), c.out());
    }

    /** convert plays each game under its VariantOptions tag, as validate does (the sample's 88...c3=F needs Fairy-Stockfish's promotion rule). */
    @Test
    void convertHonoursTheVariantOptionsTag() {
        String sample = varia.TestPaths.root().resolve("samples/sittuyin/computer-seeded.pgn").toString();
        Result c = run("convert", sample, "--coordinates");
        assertEquals(0, c.code(), c.err());
        assertTrue(c.out().contains("b4c3f"), c.out());
        assertEquals(3, c.out().split("\\[VariantOptions \"promotion=fairy-stockfish\"\\]", -1).length - 1, c.out());
        Path bad = dir.resolve("opt.pgn");
        try {
            Files.writeString(bad, "[Variant \"sittuyin\"]\n[VariantOptions \"promotion=nonsense\"]\n\n1. R@b1 *\n");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        Result b = run("convert", bad.toString());
        assertEquals(1, b.code(), b.err());
        assertTrue(b.err().contains("moves left as written"), b.err());
        assertFalse(b.err().contains("\tat "), b.err());
    }

    @Test
    void convertPgnRewritesSanAndCoordinates() throws Exception {
        Path f = dir.resolve("g.pgn");
        Files.writeString(f, "[Variant \"makruk\"]\n1. c3c4 Bb7 2. Qd2 *\n");
        Result r = run("convert", f.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("1. c4 Sb7 2. Md2 *"), r.out());
        Result c = run("convert", f.toString(), "--coordinates");
        assertTrue(c.out().contains("1. c3c4 c8b7 2. e1d2 *"), c.out());
        Result west = run("convert", f.toString(), "--letters", "western");
        assertTrue(west.out().contains("1. c4 Bb7 2. Qd2 *"), west.out());
        Result none = run("convert", f.toString(), "--letters", "klingon");
        assertEquals(1, none.code());
        assertEquals("error: no letter dialect 'klingon' for Makruk (its dialects: western)\n", none.err().replace("\r", ""));
        Path bad = dir.resolve("b.pgn");
        Files.writeString(bad, "1. e4 Ke6 *\n");
        Result b = run("convert", bad.toString());
        assertEquals(1, b.code());
        assertTrue(b.err().contains("1:7: game 1: move 1... Ke6: not a legal move: the King on e8 cannot go to e6: it steps one square in any direction; read as chess (the game has no Variant tag; name another variant on the command line); moves left as written"), b.err());
    }
}
