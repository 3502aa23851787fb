package varia.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.TestPaths.root;

import java.io.File;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.io.SafeFiles;

/**
 * Issue 26, items 10 to 12 outside {@code batch}: outputs that are no files or cannot be written,
 * encodings said aloud, failed conversions that replace nothing, file modes from the umask, and
 * messages that say what is wrong.
 */
class CommandEdgesTest {
    @TempDir Path dir;

    static HostileInputTest.Result run(String... args) { return HostileInputTest.run(args); }

    record Ended(int code, String out, String err, long millis) {}

    /** {@code varia ARGS} as a process, with the given standard input and standard output (null: a pipe read back). */
    static Ended process(byte[] input, File stdout, boolean keepInputOpen, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "varia.cli.Main"));
        cmd.addAll(List.of(args));
        ProcessBuilder b = new ProcessBuilder(cmd);
        Path out = Files.createTempFile("varia-out-", ".txt"), err = Files.createTempFile("varia-err-", ".txt");
        b.redirectOutput(stdout != null ? ProcessBuilder.Redirect.to(stdout) : ProcessBuilder.Redirect.to(out.toFile()));
        b.redirectError(err.toFile());
        long t = System.nanoTime();
        Process p = b.start();
        OutputStream in = p.getOutputStream();
        in.write(input);
        in.flush();
        if (!keepInputOpen) in.close();
        boolean ended = p.waitFor(60, TimeUnit.SECONDS);
        long ms = (System.nanoTime() - t) / 1_000_000;
        if (!ended) p.destroyForcibly().waitFor();
        if (keepInputOpen) in.close();
        Ended e = new Ended(ended ? p.exitValue() : -1, Files.readString(out), Files.readString(err), ms);
        Files.delete(out);
        Files.delete(err);
        return e;
    }

    /** Item 10: diagram -o onto a FIFO is refused at once, never opened (it would block until a reader came). */
    @Test
    void aDiagramIsNeverWrittenIntoAFifo() throws Exception {
        Path fifo = dir.resolve("board.svg");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        HostileInputTest.Result r = run("diagram", "chess", "--piece", "N", "-o", fifo.toString());
        assertEquals(1, r.code(), r.all());
        assertTrue(r.err().contains("not a regular file (a FIFO); nothing written"), r.all());
        Path svg = dir.resolve("ok.svg");
        assertEquals(0, run("diagram", "chess", "-o", svg.toString()).code());
        assertTrue(Files.readString(svg).startsWith("<svg"));
    }

    /** Item 10: uci whose output cannot be written ends at once with the reason, not when its input ends. */
    @Test
    void anEngineWhoseOutputFailsStopsAtOnce() throws Exception {
        Ended e = process("uci\nisready\n".getBytes(StandardCharsets.UTF_8), new File("/dev/full"), true, "uci");
        assertEquals(1, e.code(), e.err());
        assertTrue(e.err().contains("cannot write the output: No space left on device"), e.err());
        assertTrue(e.millis() < 30_000, "ended after " + e.millis() + " ms, its input still open");
    }

    /** Item 11: validate says which encoding it read a PGN in (Latin-1, UTF-16), as convert does, and never shows mojibake in silence. */
    @Test
    void validateSaysWhichEncodingItRead() throws Exception {
        Path latin = dir.resolve("latin.pgn"), utf16 = dir.resolve("utf16.pgn");
        String pgn = "[Event \"Café\"]\n[White \"Müller\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. e4 e5 *\n";
        Files.write(latin, pgn.getBytes(StandardCharsets.ISO_8859_1));
        Files.write(utf16, pgn.getBytes(StandardCharsets.UTF_16)); // with its byte-order mark
        HostileInputTest.Result a = run("validate", "chess", latin.toString());
        assertEquals(0, a.code(), a.all());
        assertTrue(a.err().contains("read as Latin-1 (ISO-8859-1)"), a.all());
        assertTrue(a.out().contains("Müller"), a.all());
        HostileInputTest.Result b = run("validate", "chess", utf16.toString());
        assertEquals(0, b.code(), b.all());
        assertTrue(b.err().contains("read as UTF-16"), b.all());
        assertTrue(b.out().contains("Müller") && b.out().contains("1 passed"), b.all());
        // standard input is read once: it must be UTF-8, and says so when it is not
        Ended c = process(Files.readAllBytes(latin), null, false, "validate", "chess", "-");
        assertEquals(1, c.code(), c.out() + c.err());
        assertTrue(c.out().contains("not valid UTF-8"), c.out());
    }

    /** Item 11: a conversion that fails leaves the file it was to replace as it was. */
    @Test
    void aFailedConversionReplacesNothing() throws Exception {
        Path bad = dir.resolve("bad.gib"), existing = dir.resolve("existing.pgn");
        Files.writeString(bad, "garbage\n");
        Files.writeString(existing, "keep me\n");
        HostileInputTest.Result r = run("convert", bad.toString(), "-o", existing.toString());
        assertEquals(1, r.code(), r.all());
        assertTrue(r.err().contains("not written: the conversion failed"), r.all());
        assertEquals("keep me\n", Files.readString(existing));
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(p -> p.getFileName().toString().endsWith(".part")), "no temporary file left");
        }
    }

    /** Item 11: files written by convert -o (and save) get the mode any new file gets here, not 0600; a replaced file keeps its mode. */
    @Test
    void writtenFilesFollowTheUmask() throws Exception {
        Path plain = dir.resolve("plain.txt");
        Files.createFile(plain); // the umask's mode for a new file
        String expected = PosixFilePermissions.toString(Files.getPosixFilePermissions(plain));
        Path converted = dir.resolve("out.pgn");
        Path record = root().resolve("samples/chess").resolve(firstPgn(root().resolve("samples/chess")));
        HostileInputTest.Result r = run("convert", record.toString(), "-o", converted.toString());
        assertEquals(0, r.code(), r.all());
        assertEquals(expected, PosixFilePermissions.toString(Files.getPosixFilePermissions(converted)));
        Path saved = dir.resolve("saved.pgn");
        SafeFiles.write(saved, "1. e4 *\n".getBytes(StandardCharsets.UTF_8), false); // what play's save does
        assertEquals(expected, PosixFilePermissions.toString(Files.getPosixFilePermissions(saved)));
        Files.setPosixFilePermissions(saved, PosixFilePermissions.fromString("rw-rw-r--"));
        SafeFiles.write(saved, "1. d4 *\n".getBytes(StandardCharsets.UTF_8), true);
        assertEquals("rw-rw-r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(saved)), "a replaced file keeps its mode");
    }

    static String firstPgn(Path folder) throws Exception {
        try (var files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".pgn")).sorted().findFirst().orElseThrow();
        }
    }

    /** Item 12: no picocli warning on simulate's usage errors and help. */
    @Test
    void simulateHelpHasNoFormatWarning() throws Exception {
        Ended help = process(new byte[0], null, false, "simulate", "--help");
        assertFalse((help.out() + help.err()).contains("Could not format"), help.out() + help.err());
        assertTrue(help.out().contains("95% confidence"), help.out());
        Ended wrong = process(new byte[0], null, false, "simulate", "--games", "x", "ashtapada");
        assertEquals(2, wrong.code());
        assertFalse((wrong.out() + wrong.err()).contains("Could not format"), wrong.out() + wrong.err());
    }

    /** Item 12: study --out onto a FIFO says what is wrong. */
    @Test
    void studyOutputOntoAFifoSaysWhy() throws Exception {
        Path fifo = dir.resolve("out");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        HostileInputTest.Result r = run("study", "makruk", "--games", "2", "--out", fifo.toString());
        assertEquals(1, r.code(), r.all());
        assertTrue(r.err().contains(fifo + ": not a folder (a FIFO)"), r.all());
    }

    /** Item 12: convert - reads standard input, as validate - does. */
    @Test
    void convertReadsStandardInput() throws Exception {
        byte[] pgn = "[Event \"stdin\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n".getBytes(StandardCharsets.UTF_8);
        Ended e = process(pgn, null, false, "convert", "-");
        assertEquals(0, e.code(), e.err());
        assertTrue(e.out().contains("[Event \"stdin\"]") && e.out().contains("2. Nf3"), e.out());
    }

    /** Item 3: chess as a 157 KB file: named by an anchor on 100,000 characters, 8,000 aliases of it as its sources; it fails check (describe would print 800 MB). */
    @Test
    void aliasesOfLongStringsFailTheCheck() throws Exception {
        Path file = dir.resolve("bomb.yaml");
        String chess = Files.readString(root().resolve("variants/chess.yaml"));
        StringBuilder sources = new StringBuilder("sources:\n");
        for (int i = 0; i < 8000; i++) sources.append("  - *x\n");
        Files.writeString(file, chess.replace("name: Chess", "name: &x \"" + "Y".repeat(100_000) + "\"")
                .replaceFirst("(?s)sources:\n(  - [^\n]*\n)+", java.util.regex.Matcher.quoteReplacement(sources.toString())));
        HostileInputTest.Result r = run("check", file.toString());
        assertEquals(1, r.code(), r.all().length() > 2000 ? r.all().substring(0, 2000) : r.all());
        assertTrue(r.out().contains("bomb.yaml:24:5: with its aliases written out the file would hold more than 2,000,000 characters"), r.all());
        HostileInputTest.Result d = run("describe", file.toString());
        assertEquals(1, d.code());
        assertTrue(d.out().length() < 10_000, "describe printed " + d.out().length() + " characters");
    }

    /** Item 12: a probability in exponent notation is refused for its notation, not as out of range. */
    @Test
    void aProbabilityInExponentNotationIsRefusedForItsNotation() throws Exception {
        Path file = dir.resolve("ash.yaml");
        Files.writeString(file, Files.readString(root().resolve("variants/ashtapada.yaml")).replace("up: 0.5", "up: 1e-320"));
        HostileInputTest.Result r = run("check", file.toString());
        assertEquals(1, r.code(), r.all());
        assertTrue(r.out().contains("throw.up: write '1e-320' as a decimal number"), r.all());
        assertFalse(r.out().contains("found '1e-320'"), r.all());
    }
}
