package varia.cli;

import static org.junit.jupiter.api.Assertions.*;
import static varia.TestPaths.root;

import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 13, items 2, 4, 6 and 7 through the command line: files that are not files, records
 * that name paths, nothing dropped by {@code convert}, honest encodings, messages that say the
 * range and never carry an escape sequence to the terminal.
 */
class HostileInputTest {
    @TempDir Path dir;
    Path fifo;

    record Result(int code, String out, String err) {
        String all() { return "exit " + code + "\n--- stdout\n" + out + "--- stderr\n" + err; }
    }

    static Result run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = assertTimeoutPreemptively(Duration.ofSeconds(120), () -> Main.run(new PrintWriter(out), new PrintWriter(err), args),
                "varia " + String.join(" ", args) + " did not end");
        return new Result(code, out.toString(), err.toString());
    }

    @BeforeEach
    void makeFifo() throws Exception {
        fifo = dir.resolve("pipe.yaml");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
    }

    @Test
    void variantPathsThatAreNoFilesAreRefusedEverywhere() {
        for (String path : List.of("/dev/zero", "/dev/urandom", fifo.toString(), dir.toString())) {
            String kind = path.equals(dir.toString()) ? "a directory" : path.startsWith("/dev") ? "a character device" : "a FIFO";
            String why = "not a regular file (" + kind + "), so not read as a variant file";
            Result check = run("check", path);
            assertEquals(1, check.code(), check.all());
            assertEquals(path + ": " + why.replace(", so not read as a variant file", "") + ", so not read as a variant file", check.out().strip(), check.all());
            for (String[] args : List.of(new String[] {"describe", path}, new String[] {"perft", path, "1"},
                    new String[] {"validate", path, "x.pgn"}, new String[] {"play", path})) {
                Result r = run(args);
                assertEquals(1, r.code(), r.all());
                assertTrue(r.err().contains(why), r.all());
            }
        }
    }

    @Test
    void aRecordsVariantTagNamesAVariantAndAPathOnlyWhenAllowed() throws Exception {
        Path pgn = dir.resolve("g.pgn");
        Files.writeString(pgn, "[Variant \"" + fifo + "\"]\n\n1. e4 e5 *\n\n[Variant \"/dev/zero\"]\n\n1. e4 *\n");
        Result v = run("validate", "chess", pgn.toString());
        assertEquals(0, v.code(), "the tag is not followed: both games validate as chess\n" + v.all());
        Result allowed = run("validate", "chess", pgn.toString(), "--allow-variant-paths");
        assertEquals(0, allowed.code(), "allowed, the paths are tried through the bounded reader and refused\n" + allowed.all());
        Result c = run("convert", pgn.toString());
        assertTrue(c.err().contains("note: variant '" + fifo + "': the Variant tag names a file; records may name variant files only with --allow-variant-paths"), c.all());
        assertTrue(c.err().contains("note: variant '/dev/zero': the Variant tag names a file"), c.all());
        Result ca = run("convert", pgn.toString(), "--allow-variant-paths");
        assertTrue(ca.err().contains("note: variant '/dev/zero': not a regular file (a character device), so not read as a variant file"), ca.all());
        Path named = dir.resolve("n.pgn");
        Files.writeString(named, "[Variant \"THAI\"]\n\n1. c3c4 *\n");
        Result n = run("convert", named.toString());
        assertEquals(0, n.code(), n.all());
        assertTrue(n.out().contains("1. c4 *"), "an alias in any case names the bundled variant: " + n.all());
    }

    @Test
    void recordFilesThatAreNoFilesAreRefused() {
        Result v = run("validate", "chess", "/dev/zero", fifo.toString());
        assertEquals(1, v.code());
        assertTrue(v.out().contains("/dev/zero: FAIL not a regular file (a character device), so not read as a game record"), v.all());
        assertTrue(v.out().contains(fifo + ": FAIL not a regular file (a FIFO), so not read as a game record"), v.all());
        Result c = run("convert", fifo.toString());
        assertEquals(1, c.code());
        assertEquals("error: " + fifo + ": not a regular file (a FIFO), so not read as a game record", c.err().strip());
    }

    @Test
    void convertCarriesLongTagsCommentsAndManyTagsWhole() throws Exception {
        StringBuilder pgn = new StringBuilder("[Event \"" + "e".repeat(5000) + "\"]\n");
        for (int i = 0; i < 300; i++) pgn.append("[Tag").append(i).append(" \"v").append(i).append("\"]\n");
        String comment = "word ".repeat(4000).strip();
        pgn.append("\n1. e4 {").append(comment).append("} e5 *\n");
        Path f = dir.resolve("long.pgn");
        Files.writeString(f, pgn);
        Result r = run("convert", f.toString());
        assertEquals(0, r.code(), r.all());
        assertTrue(r.out().contains("[Event \"" + "e".repeat(5000) + "\"]"), "a 5,000-character tag whole");
        assertTrue(r.out().contains("[Tag299 \"v299\"]"), "all 300 tags");
        assertEquals(comment, String.join(" ", r.out().substring(r.out().indexOf('{') + 1, r.out().indexOf('}')).split("\\s+")),
                "a 20,000-character comment whole (rewrapped)");
    }

    @Test
    void convertFailsRatherThanCutWhatPassesItsLimits() throws Exception {
        Path f = dir.resolve("huge-tag.pgn");
        Files.writeString(f, "[Event \"" + "e".repeat(varia.record.PgnReader.MAX_TEXT + 1) + "\"]\n\n1. e4 *\n");
        Result r = run("convert", f.toString());
        assertEquals(1, r.code(), "not silently cut");
        assertTrue(r.err().contains(":1:8: game 1: string longer than 1048576 characters; not kept"), r.err());
    }

    @Test
    void convertWithAnUnknownVariantFails() throws Exception {
        Path f = dir.resolve("g.pgn");
        Files.writeString(f, "1. e4 *\n");
        Result r = run("convert", f.toString(), "--variant", "nosuch");
        assertEquals(1, r.code(), r.all());
        assertTrue(r.err().startsWith("error: ") && r.err().contains("unknown variant 'nosuch'"), r.all());
        assertEquals("", r.out());
    }

    @Test
    void theSameProblemIsPrintedThreeTimesThenCounted() throws Exception {
        Path f = dir.resolve("many.pgn");
        Files.writeString(f, "1. e4 Ke6 *\n\n".repeat(20));
        Result r = run("convert", f.toString());
        assertEquals(1, r.code());
        List<String> lines = r.err().lines().toList();
        assertEquals(4, lines.size(), r.all());
        assertEquals(f + ": 17 more times: move 1... Ke6: not a legal move: the King on e8 cannot go to e6: it steps one square in any direction; read as chess (the game has no Variant tag; name another variant on the command line); moves left as written", lines.get(3));
    }

    @Test
    void kifEncodingsAreDetectedAndSaid() throws Exception {
        Path kif = root().resolve("samples/shogi/fujii-ohashi-2020.kif");
        String text = Files.readString(kif);
        Path sjis = dir.resolve("sjis.kif");
        Files.write(sjis, text.getBytes(Charset.forName("windows-31j")));
        Result s = run("convert", sjis.toString());
        assertEquals(0, s.code(), s.all());
        assertTrue(s.err().matches("note: .*sjis\\.kif: not UTF-8 \\(first at line \\d+, byte \\d+\\); read as Shift_JIS \\(Windows code page 932\\)\\s*"), s.all());
        assertEquals(run("convert", kif.toString()).out(), s.out(), "the same game as from UTF-8");
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream damaged = new ByteArrayOutputStream();
        int at = text.indexOf('\n', text.indexOf('\n') + 1) + 1; // start of line 3 (ASCII up to there in bytes? count below)
        int byteAt = text.substring(0, at).getBytes(StandardCharsets.UTF_8).length;
        damaged.write(utf8, 0, byteAt);
        damaged.write(0xFE);
        damaged.write(utf8, byteAt, utf8.length - byteAt);
        Path bad = dir.resolve("bad.kif");
        Files.write(bad, damaged.toByteArray());
        Result b = run("convert", bad.toString());
        assertEquals(1, b.code(), b.all());
        assertEquals("error: " + bad + ": not valid UTF-8 at line 3, byte 1 (byte 0xFE), though the rest of the text is UTF-8:"
                + " the file looks damaged; fix or remove that byte", b.err().strip());
    }

    @Test
    void escapeSequencesFromRecordsNeverReachTheTerminal() throws Exception {
        Path f = dir.resolve("esc.pgn");
        Files.writeString(f, "[White \"\u001b]0;pwned\u0007\u001b[2J\"]\n[Black \"b\u202e\"]\n\n1. e4 \u001b[31mzz *\n");
        Result v = run("validate", "chess", f.toString());
        Result c = run("convert", f.toString());
        for (Result r : List.of(v, c)) {
            assertFalse(r.out().contains("\u001b") && r == v, v.all());
            assertFalse(r.err().contains("\u001b") || r.err().contains("\u202e"), r.all());
        }
        assertTrue(v.out().contains("\\x1B]0;pwned\\x07\\x1B[2J - b\\u202E"), v.all());
        Result j = run("validate", "chess", f.toString(), "--json");
        assertFalse(j.out().contains("\u001b") || j.out().contains("\u202e"), j.all());
        assertTrue(j.out().contains("\\u001b]0;pwned\\u0007") && j.out().contains("b\\u202e"), j.all());
    }

    @Test
    void numbersSayTheirRangeNotJavasWords() {
        Result p = run("perft", "chess", "99999999999");
        assertEquals(2, p.code());
        assertTrue(p.err().startsWith("error: Invalid value for positional parameter at index 1 (DEPTH): '99999999999' is not a whole number from -2,147,483,648 to 2,147,483,647"), p.all());
        Result f = run("perft", "chess", "1", "--fen", "K99999999999k/8/8/8/8/8/8/8 w - - 0 1");
        assertEquals(1, f.code());
        assertFalse(f.err().contains("For input string"), f.all());
        Result d = run("play", "chess", "--depth", "500");
        assertEquals(2, d.code());
        assertTrue(d.err().startsWith("error: --depth must be from 1 to 100, not 500"), d.all());
    }
}
