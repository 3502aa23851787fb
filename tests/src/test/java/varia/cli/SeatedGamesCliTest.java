package varia.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.cli.CliTest.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import varia.TestPaths;
import varia.cli.CliTest.Result;

/**
 * The commands every game played by seats answers the same way, written once and run for a game of
 * each family (Ashtapada, a race; Chaturaji, dice chess): check and describe read its file, simulate gives the same figures on any
 * thread count, a computers' game is recorded and validates, and the engine's commands refuse the
 * game in one line. Each game's own figures and words are its row's.
 */
class SeatedGamesCliTest {
    static Stream<Arguments> files() {
        return Stream.of(
                Arguments.of("ashtapada", "race game, 8x8, 4 seats, 4 pieces each, 11 options", "nests=start-only",
                        List.of("Nests (no capture there): a1 h1 a8 h8 (4)", "  south (S, 61 squares): a1 b1 c1", "  nests = start-only\n")),
                Arguments.of("chaturaji", "dice-chess game, 8x8, 4 seats, 5 piece types, 7 options", "dice=long-die",
                        List.of("  5      counts as 1  probability 0.2500  moves king or pawn\n", "  east (E, forward west): Bh1 Hh2 Eh3 Kh4 Pg1 Pg2 Pg3 Pg4\n",
                                "  P pawn       fmWfcF   value 1, promotes: steps one square forward, without capturing")));
    }

    /** {@code summary}: what check says of the bundled file; {@code said}: lines describe prints with the option. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void checkAndDescribe(String game, String summary, String option, List<String> said) {
        String file = TestPaths.root().resolve("variants/" + game + ".yaml").toString();
        Result c = run("check", file);
        assertEquals(file + ": ok (" + summary + ")\n", c.out(), c.err());
        Result d = run("describe", game, "--option", option);
        assertEquals(0, d.code(), d.err());
        for (String line : said) assertTrue(d.out().contains(line), d.out());
    }

    static Stream<Arguments> simulations() {
        return Stream.of(
                Arguments.of("ashtapada", 400, 9, "Ashtapada, 4 players, 400 games\n  south    (a1, greedy    ) wins "),
                Arguments.of("chaturaji", 60, 4, "Chaturaji, 4 players, 60 games\n  south    (greedy  ) wins "));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("simulations")
    void simulateGivesTheSameFiguresWithAnyThreadCount(String game, int games, int seed, String opening) {
        Result one = run("simulate", game, "--games", "" + games, "--seed", "" + seed, "--threads", "1");
        Result two = run("simulate", game, "--games", "" + games, "--seed", "" + seed, "--threads", "2");
        assertEquals(0, one.code(), one.err());
        String a = one.out().replaceAll("time .*", ""), b = two.out().replaceAll("time .*", "");
        assertEquals(a, b);
        assertTrue(a.startsWith(opening), a);
        assertTrue(a.contains("mean game length"), a);
        Result bad = run("simulate", game, "--players", "5");
        assertEquals(2, bad.code());
        assertTrue(bad.err().startsWith("error: --players: " + game + " is played by [2, 3, 4] players, not 5"), bad.err());
    }

    static Stream<Arguments> computerGames() {
        return Stream.of(
                Arguments.of("ashtapada", "3", "computer,greedy,random", "Ashtapada, 3 players, seed 5\n", List.of("(?s).* wins after .*")),
                Arguments.of("chaturaji", null, "computer,random,greedy,computer", "Chaturaji, 4 players, seed 5\n",
                        List.of("(?s).*1\\. south throws .*", "(?s).*( wins after |drawn: only kings).*")));
    }

    /** {@code players} null: the game's default; {@code shown}: patterns the game's text must match. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("computerGames")
    void aComputerGameIsRecordedAndValidates(String game, String players, String who, String opening, List<String> shown, @TempDir Path dir) {
        Path record = dir.resolve("game.txt");
        Result p = run(play(game, players, who, "--record", record.toString()));
        assertEquals(0, p.code(), p.err());
        assertTrue(p.out().startsWith(opening), p.out());
        for (String pattern : shown) assertTrue(p.out().matches(pattern), pattern + " in " + p.out());
        Result again = run(play(game, players, who));
        assertEquals(p.out().replaceAll("record written to .*\n", ""), again.out());
        Result v = run("validate", game, record.toString());
        assertEquals(0, v.code(), v.out());
        assertTrue(v.out().endsWith("1 passed, 0 failed\n"), v.out());
    }

    /** {@code varia play GAME [--players N] --who WHO --seed 5} and what follows. */
    static String[] play(String game, String players, String who, String... more) {
        List<String> args = new ArrayList<>(List.of("play", game));
        if (players != null) args.addAll(List.of("--players", players));
        args.addAll(List.of("--who", who, "--seed", "5"));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    static Stream<Arguments> refusals() {
        return Stream.of(
                Arguments.of("ashtapada", "a race game ('game: race')"),
                Arguments.of("chaturaji", "a dice-chess game ('game: dice-chess')"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refusals")
    void theEngineCommandsRefuseTheGameWithOneLine(String game, String kind) {
        Result r = run("perft", game, "1");
        assertEquals(1, r.code());
        assertEquals("error: " + game + ": " + game + " is " + kind + "; the commands check, describe, play, simulate and validate read it\n", r.err());
    }
}
