package varia.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 13, items 4 and 5, in real processes: {@code convert} streams its input (a file far
 * larger than its heap converts), says so and fails when stdout cannot be written
 * ({@code > /dev/full}), and stops when the reader of its output goes away ({@code | head -1}).
 */
class ConvertStreamingTest {
    static final int GAMES = 40_000;
    @TempDir static Path dir;
    static Path big;

    /** About 20 MB of PGN: 40,000 short games. */
    @BeforeAll
    static void bigFile() throws Exception {
        big = dir.resolve("big.pgn");
        try (BufferedWriter w = Files.newBufferedWriter(big, StandardCharsets.UTF_8)) {
            for (int i = 0; i < GAMES; i++) {
                w.write("[Event \"game " + i + "\"]\n[White \"" + "w".repeat(i % 200) + "\"]\n\n"
                        + "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O {a comment} *\n\n");
            }
        }
    }

    static ProcessBuilder varia(String heap, String... args) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, heap, "-cp", System.getProperty("java.class.path"), "varia.cli.Main"));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd);
    }

    @Test
    void aFileLargerThanTheHeapConvertsGameByGame() throws Exception {
        Path first = dir.resolve("first.pgn");
        Files.write(first, Files.readAllLines(big).subList(0, 6 * 500)); // 500 games
        Path out = dir.resolve("out.pgn");
        // the whole file at 32 MB of heap would not fit as text (20 MB of bytes = 40 MB of chars); streamed, it does
        Process p = varia("-Xmx32m", "convert", big.toString(), "-o", out.toString()).redirectErrorStream(true).start();
        String log = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(20, TimeUnit.MINUTES), log);
        assertEquals(0, p.exitValue(), log);
        long games;
        try (var lines = Files.lines(out)) {
            games = lines.filter(l -> l.startsWith("[Event ")).count();
        }
        assertEquals(GAMES, games);
    }

    @Test
    void aFullDiskOnStdoutIsAnErrorNotASilentSuccess() throws Exception {
        Path small = dir.resolve("small.pgn");
        Files.writeString(small, "1. e4 e5 *\n");
        Process p = varia("-Xmx256m", "convert", small.toString()).redirectOutput(new File("/dev/full")).start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(2, TimeUnit.MINUTES));
        assertEquals(1, p.exitValue(), err);
        assertEquals("error: cannot write the output: No space left on device", err.strip());
    }

    @Test
    void aClosedPipeStopsTheWork() throws Exception {
        // the last game has an illegal move: a run that went on to the end would report it
        Path tail = dir.resolve("tail.pgn");
        Files.copy(big, tail);
        Files.writeString(tail, "[Event \"last\"]\n\n1. e4 Ke6 *\n", java.nio.file.StandardOpenOption.APPEND);
        Process p = varia("-Xmx256m", "convert", tail.toString()).start();
        String firstLine;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            firstLine = r.readLine(); // then close, as 'head -1' does
        }
        assertEquals("[Event \"game 0\"]", firstLine);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(10, TimeUnit.MINUTES), err);
        assertEquals(1, p.exitValue(), err);
        assertEquals("error: cannot write the output: Broken pipe", err.strip(), "stopped before the last game's problem");
    }
}
