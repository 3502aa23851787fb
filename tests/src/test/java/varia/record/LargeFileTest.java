package varia.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * A 100,000-game file streams: {@code varia validate} runs in a separate JVM limited to a
 * 32 MB heap (far below the file's size) and passes every game. Prints the speed.
 */
class LargeFileTest {
    static final int GAMES = 100_000;
    static final String HEAP = "-Xmx32m";

    @TempDir Path dir;

    @Test
    void hundredThousandGamesInBoundedMemory() throws Exception {
        Variant chess = Variants.resolve("chess");
        List<String> bodies = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            Game g = RandomGames.play(chess, 90_000 + i, 10 + i % 30);
            g.tags().remove("Termination");
            bodies.add(PgnWriter.write(g));
        }
        Path big = dir.resolve("big.pgn");
        try (BufferedWriter w = Files.newBufferedWriter(big, StandardCharsets.UTF_8)) {
            for (int i = 0; i < GAMES; i++) w.write(bodies.get(i % bodies.size()).replaceFirst("\\[Round \"\\d+\"\\]", "[Round \"" + (i + 1) + "\"]"));
        }
        long size = Files.size(big);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(java, HEAP, "-cp", System.getProperty("java.class.path"),
                "varia.cli.Main", "validate", "chess", big.toString(), "--quiet", "--no-progress");
        pb.redirectErrorStream(true);
        long t0 = System.nanoTime();
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(10, TimeUnit.MINUTES));
        double secs = (System.nanoTime() - t0) / 1e9;
        assertEquals(0, p.exitValue(), out);
        assertEquals(GAMES + " passed, 0 failed", out.strip());
        System.out.printf("LargeFileTest: %d games, %.1f MB, %s, %.1f s, %.0f games/s%n", GAMES, size / 1e6, HEAP, secs, GAMES / secs);
    }
}
