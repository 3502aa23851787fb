package varia.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A game of a family beside the engine's starts without the engine's rule readers: a race
 * game's simulation in a fresh JVM loads no class of {@code varia.rules}, while checking a chess
 * variant loads them. Those 133 classes were about 0.3 s of CPU at every start of a race or dice game (issue
 * 27: the families' simulation speed against the build before the game API), loaded because
 * picocli builds every command and {@code schema}'s list of kinds reached the engine's loader.
 */
class StartupClassesTest {

    /** The {@code varia.rules} classes a fresh JVM loads running {@code varia ARGS}, which must succeed and print {@code expected}. */
    private static List<String> rulesLoaded(String expected, String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new java.util.ArrayList<>(List.of(java, "-Xlog:class+load=info", "-cp", System.getProperty("java.class.path"), "varia.cli.Main"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), out);
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains(expected), out);
        return out.lines().filter(l -> l.contains(" varia.rules.")).toList();
    }

    @Test
    void aRaceGameStartsWithoutTheEngineRuleReaders() throws Exception {
        List<String> race = rulesLoaded("Ashtapada, 4 players, 1 games", "simulate", "ashtapada", "--games", "1", "--threads", "1", "--seed", "1");
        assertTrue(race.isEmpty(), "ashtapada loaded " + race.size() + " rule classes, the first: " + (race.isEmpty() ? "" : race.get(0)));
        assertTrue(rulesLoaded("makruk", "check", "makruk").size() > 20, "a chess variant's check loads the rule readers (the check has teeth)");
    }
}
