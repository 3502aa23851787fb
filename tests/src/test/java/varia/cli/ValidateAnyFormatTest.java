package varia.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code varia validate} on every record format directly (issue 15 item 4): from a file and from
 * standard input, the variant inferred from the Variant tag or the format, {@code --from} over the
 * file name, and errors that point at the bad move's own line, column, number and text.
 */
class ValidateAnyFormatTest {
    @TempDir Path dir;

    record Result(int code, String out, String err) {}

    static Result run(String stdin, String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        InputStream saved = System.in;
        try {
            if (stdin != null) System.setIn(new ByteArrayInputStream(stdin.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
            int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
            String both = out + "" + err;
            assertFalse(both.contains("\tat ") || both.contains("Exception"), both);
            return new Result(code, out.toString(), err.toString());
        } finally {
            System.setIn(saved);
        }
    }

    static Path sample(String variant, String file) {
        Path p = Path.of("..", "samples", variant, file);
        assertTrue(Files.isRegularFile(p), p.toString());
        return p;
    }

    /** Each native sample: validated from its file with no variant given (the format's own), and from stdin with --from. */
    @ParameterizedTest
    @ValueSource(strings = {"shogi/fujii-ohashi-2020.kif", "shogi/floodgate-2011-ponanza-gpsshogi.csa",
            "xiangqi/wxf-ca-masters.iccs", "xiangqi/wxf-ca-masters.wxf", "janggi/gib-2016-hatteomol-cup.gib"})
    void eachNativeSampleValidatesFromItsFileAndFromStdin(String sample) throws Exception {
        String[] parts = sample.split("/");
        Path f = sample(parts[0], parts[1]);
        Result fromFile = run(null, "validate", f.toString(), "--no-progress");
        assertEquals(0, fromFile.code(), fromFile.out() + fromFile.err());
        assertTrue(fromFile.out().matches("(?s).*\\n[1-9]\\d* passed, 0 failed\\s*"), fromFile.out());
        String ext = parts[1].substring(parts[1].lastIndexOf('.') + 1);
        Result fromStdin = run(Files.readString(f), "validate", "-", "--from", ext, "--no-progress");
        assertEquals(0, fromStdin.code(), fromStdin.out() + fromStdin.err());
        assertEquals(fromFile.out().replace(f.toString(), "<stdin>"), fromStdin.out());
        // the old form, naming the variant, gives the same lines
        Result named = run(null, "validate", parts[0], f.toString(), "--no-progress");
        assertEquals(fromFile.out(), named.out());
    }

    @Test
    void usiFromFileAndStdinSniffed() throws Exception {
        Path f = dir.resolve("g.usi");
        String usi = "position startpos moves 7g7f 3c3d 8h2b+\n";
        Files.writeString(f, usi);
        Result r = run(null, "validate", f.toString(), "--no-progress");
        assertEquals(0, r.code(), r.out());
        assertTrue(r.out().contains("OK, 3 plies"), r.out());
        Result s = run(usi, "validate", "-", "--no-progress"); // no name: the content says USI
        assertEquals(0, s.code(), s.out());
        assertTrue(s.out().startsWith("<stdin>:1: game 1: OK, 3 plies"), s.out());
    }

    @Test
    void pgnFromStdinInfersTheVariantFromItsTag() {
        String pgn = "[Variant \"makruk\"]\n\n1. c4 Sb7 2. Md2 *\n\n[Variant \"Xiangqi\"]\n\n1. h3e3 h10g8 *\n\n1. e4 e5 *\n";
        Result r = run(pgn, "validate", "-", "--no-progress");
        assertEquals(0, r.code(), r.out());
        assertEquals("3 passed, 0 failed", r.out().strip().lines().reduce((a, b) -> b).orElseThrow());
    }

    @Test
    void anUnknownVariantTagFailsItsGameClearly() throws Exception {
        Path f = dir.resolve("u.pgn");
        Files.writeString(f, "[Variant \"makrook\"]\n\n1. c4 *\n\n[Variant \"../evil.yaml\"]\n\n1. e4 *\n\n1. e4 e5 *\n");
        Result r = run(null, "validate", f.toString(), "--no-progress");
        assertEquals(1, r.code(), r.out());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).startsWith(f + ":1:1: game 1: FAIL tag: Variant tag \"makrook\": unknown variant 'makrook'"), lines.get(0));
        assertTrue(lines.get(0).contains("varia validate VARIANT FILE"), lines.get(0));
        assertTrue(lines.get(1).contains("game 2: FAIL tag: Variant tag \"../evil.yaml\"") && lines.get(1).contains("--allow-variant-paths"), lines.get(1));
        assertTrue(lines.get(2).contains("game 3: OK"), lines.get(2));
        assertEquals("1 passed, 2 failed", lines.get(3));
    }

    /** An illegal move in a KIF: the message names the move's own line and column, its number as the KIF counts it (plies) and its text as written. */
    @Test
    void kifIllegalMoveIsPlacedAtItsOwnLine() throws Exception {
        Path f = dir.resolve("bad.kif");
        Files.writeString(f, "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２三歩(26)\n");
        Result v = run(null, "validate", f.toString(), "--no-progress");
        assertEquals(1, v.code(), v.out());
        assertTrue(v.out().startsWith(f + ":5:6: game 1: FAIL move 3 ２三歩(26): "), v.out());
        Result c = run(null, "convert", f.toString());
        assertEquals(1, c.code());
        assertTrue(c.err().startsWith(f + ":5:6: game 1: move 3 ２三歩(26): "), c.err());
        Result j = run(null, "validate", f.toString(), "--json");
        assertTrue(j.out().contains("\"kind\":\"move\",\"line\":5,\"column\":6,\"moveNumber\":\"3\",\"move\":\"２三歩(26)\""), j.out());
    }

    /** The same in WXF: the move as written ({@code R1+9}), not its coordinates. */
    @Test
    void wxfIllegalMoveIsPlacedAtItsOwnLine() throws Exception {
        Path f = dir.resolve("bad.wxf");
        Files.writeString(f, "[Format \"WXF\"]\n\n1. C2.5 H8+7\n2. R1+9 R9.8 *\n");
        Result v = run(null, "validate", f.toString(), "--no-progress");
        assertEquals(1, v.code(), v.out());
        assertTrue(v.out().startsWith(f + ":4:4: game 1: FAIL move 2. R1+9: "), v.out());
        Result c = run(null, "convert", f.toString());
        assertEquals(1, c.code());
        assertTrue(c.err().contains(f + ":4:4: game 1: move 2. R1+9: "), c.err()); // then the move it made unreadable
    }

    @Test
    void fromOverridesTheFileName() throws Exception {
        Path f = dir.resolve("really-iccs.pgn");
        Files.writeString(f, "[Format \"ICCS\"]\n\n1. H2-E2 H9-G7 *\n");
        Result asPgn = run(null, "validate", f.toString(), "--from", "pgn", "--no-progress");
        assertEquals(1, asPgn.code(), asPgn.out()); // read as PGN of chess: H2-E2 means nothing
        Result detected = run(null, "validate", f.toString(), "--no-progress");
        assertEquals(0, detected.code(), detected.out()); // a .pgn file's content says ICCS
        Result asIccs = run(null, "validate", f.toString(), "--from", "iccs", "--no-progress");
        assertEquals(0, asIccs.code(), asIccs.out());
        assertTrue(asIccs.out().contains("OK, 2 plies"), asIccs.out());
        Result unknown = run(null, "validate", f.toString(), "--from", "kifu2");
        assertTrue(unknown.code() != 0 && unknown.out().isEmpty(), unknown.err());
        assertTrue(unknown.err().contains("unknown format 'kifu2'"), unknown.err());
    }

    /** The old form: VARIANT first, then PGN files, read exactly as before. */
    @Test
    void theOldFormIsUnchanged() throws Exception {
        Path f = dir.resolve("g.pgn");
        Files.writeString(f, "1. e4 e5 2. Qh5 *\n");
        Result r = run(null, "validate", "chess", f.toString(), "--no-progress");
        assertEquals(0, r.code(), r.out());
        assertEquals(f + ":1: game 1: OK, 3 plies, * unfinished\n1 passed, 0 failed\n", r.out().replace("\r", ""));
        Result inferred = run(null, "validate", f.toString(), "--no-progress");
        assertEquals(r.out(), inferred.out());
        Result wrong = run(null, "validate", "makruk", f.toString(), "--no-progress");
        assertEquals(1, wrong.code(), wrong.out());
        Result noFiles = run(null, "validate", "chess");
        assertTrue(noFiles.code() != 0 && noFiles.err().contains("'chess' is a variant: name the records too"), noFiles.err());
    }

    @Test
    void aMissingFileStillFailsAlone() {
        List<String> args = new ArrayList<>(List.of("validate", dir.resolve("none.kif").toString(), "--no-progress"));
        Result r = run(null, args.toArray(String[]::new));
        assertEquals(1, r.code());
        assertTrue(r.out().contains("none.kif: FAIL no such file"), r.out());
    }
}
