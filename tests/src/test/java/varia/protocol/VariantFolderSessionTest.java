package varia.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.VariantLoader;

/**
 * Issue 18, "done when": a file of a variant folder, played through {@code varia uci} and
 * {@code varia xboard} by its alias, in real processes: the folder given by the environment
 * variable, by {@code --variants}, and by the configuration folder under XDG_CONFIG_HOME.
 */
class VariantFolderSessionTest {
    static final String MINI = varia.variant.VariantFoldersTest.MINI;

    record Run(int code, List<String> lines) {
        String text() { return String.join("\n", lines); }
    }

    static Run varia(Map<String, String> env, String input, String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"), "varia.cli.Main"));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().remove("VARIA_VARIANTS");
        pb.environment().put("XDG_CONFIG_HOME", Path.of(System.getProperty("java.io.tmpdir"), "varia-no-config").toAbsolutePath().toString());
        pb.environment().putAll(env);
        Process p = pb.start();
        try (OutputStream in = p.getOutputStream()) {
            in.write(input.getBytes(StandardCharsets.UTF_8));
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(2, TimeUnit.MINUTES), out);
        return new Run(p.exitValue(), out.lines().toList());
    }

    /** The move is legal in Mini chess after the given moves. */
    static void assertLegal(Path file, List<String> before, String move) throws Exception {
        Variant v = new VariantLoader().load(file);
        Position p = Position.start(v);
        for (String m : before) p.make(p.parseUci(m));
        assertNotEquals(Moves.NONE, p.parseUci(move), move + " after " + before);
    }

    @Test
    void uciPlaysAFolderVariantByItsAliasFromTheEnvironmentVariable(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("minichess.yaml"), MINI);
        Run r = varia(Map.of("VARIA_VARIANTS", dir.toString()), """
                uci
                setoption name UCI_Variant value Gardner
                isready
                position startpos moves b2b3
                go depth 3
                quit
                """, "uci");
        String combo = r.lines().stream().filter(l -> l.startsWith("option name UCI_Variant")).findFirst().orElseThrow();
        assertTrue(combo.endsWith(" var minichess"), combo);
        assertTrue(combo.contains(" var makruk "), combo);
        assertTrue(r.lines().contains("readyok"), r.text());
        String best = r.lines().stream().filter(l -> l.startsWith("bestmove ")).findFirst().orElseThrow().substring(9).strip();
        assertLegal(dir.resolve("minichess.yaml"), List.of("b2b3"), best);
        assertEquals(0, r.code(), r.text());
    }

    @Test
    void xboardOffersAndPlaysAFolderVariantGivenWithTheVariantsOption(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("minichess.yaml"), MINI);
        Run r = varia(Map.of(), """
                xboard
                protover 2
                new
                variant gardner
                sd 2
                force
                b2b3
                go
                ping 1
                quit
                """, "xboard", "--variants", dir.toString());
        String features = r.lines().stream().filter(l -> l.contains("variants=")).findFirst().orElseThrow();
        assertTrue(features.contains(",minichess\""), features);
        // XBoard has never seen the game: the engine tells it the board, the start position and every piece's moves
        assertTrue(r.lines().contains("setup (PNBRQ................Kpnbrq................k) 5x5+0_fairy rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1"),
                r.text());
        assertTrue(r.lines().contains("piece N& N") && r.lines().contains("piece P& fmWfcF"), r.text());
        String move = r.lines().stream().filter(l -> l.startsWith("move ")).findFirst().orElseThrow().substring(5).strip();
        assertLegal(dir.resolve("minichess.yaml"), List.of("b2b3"), move);
    }

    @Test
    void theConfigurationFolderServesEveryCommand(@TempDir Path dir) throws Exception {
        Path config = dir.resolve("config");
        Files.createDirectories(config.resolve("varia/variants"));
        Files.writeString(config.resolve("varia/variants/minichess.yaml"), MINI);
        Map<String, String> env = Map.of("XDG_CONFIG_HOME", config.toString());
        Run perft = varia(env, "", "perft", "gardner", "3");
        assertTrue(perft.text().startsWith("nodes 506 "), perft.text());
        Run list = varia(env, "", "list");
        assertTrue(list.lines().stream().anyMatch(l -> l.matches("minichess +Mini chess +aliases: gardner, gardner-kings; file: .*minichess.yaml")),
                list.text());
        Run describe = varia(env, "", "describe", "gardner-kings");
        assertTrue(describe.text().contains("kings-only"), describe.text());
        // without the folder the name is unknown, and says how to give a file
        Run none = varia(Map.of(), "", "perft", "gardner", "1");
        assertEquals(1, none.code());
        assertTrue(none.text().contains("unknown variant 'gardner'"), none.text());
    }
}
