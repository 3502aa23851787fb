package varia.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.batch.ArchiveCheck;
import varia.record.Game;
import varia.record.PgnReader;
import varia.record.Verdict;

/**
 * Self-play studies on this machine: reproducible by seed whatever the thread count, openings
 * diversified by the seeded random plies, every game a legal game whose result the rules give,
 * and a game that fails is recorded without stopping the others.
 */
class StudyTest {
    @TempDir Path dir;

    /** Chaturanga, two readings of the elephant, small budgets so the test stays quick. */
    static StudyPlan plan(long seed, int games, int openingPlies) throws Exception {
        VariantSource v = VariantSource.of("chaturanga");
        List<Arm> arms = StudyPlan.arms(v, Map.of(), Map.of("elephant", List.of("alfil", "dabbaba")));
        return new StudyPlan(v, arms, games, Budget.nodes(120), seed, openingPlies, 70, 1);
    }

    static LocalStudy.Outcome run(StudyPlan plan, int threads, Path out) throws Exception {
        return LocalStudy.run(plan, threads, OutputDir.local(out), done -> { });
    }

    static List<String> lines(Path p) throws Exception { return Files.readAllLines(p); }

    @Test
    void sameSeedSameFilesWhateverTheThreads() throws Exception {
        StudyPlan plan = plan(7, 4, 4);
        run(plan, 1, dir.resolve("one"));
        run(plan, 3, dir.resolve("three"));
        List<String> a = lines(dir.resolve("one/games.csv")), b = lines(dir.resolve("three/games.csv"));
        assertEquals(1 + 8, a.size(), "header and 2 x 4 games");
        assertEquals(GameRow.COLUMNS, List.of(a.get(0).split(",")));
        assertEquals(a, b);
        assertEquals(lines(dir.resolve("one/games.pgn")), lines(dir.resolve("three/games.pgn")));
    }

    @Test
    void anotherSeedPlaysOtherGames() throws Exception {
        run(plan(7, 3, 4), 2, dir.resolve("a"));
        run(plan(8, 3, 4), 2, dir.resolve("b"));
        List<String> a = lines(dir.resolve("a/games.csv")), b = lines(dir.resolve("b/games.csv"));
        Set<String> movesA = new HashSet<>(), movesB = new HashSet<>();
        for (String l : a.subList(1, a.size())) movesA.add(l.split(",")[5]);
        for (String l : b.subList(1, b.size())) movesB.add(l.split(",")[5]);
        movesA.retainAll(movesB);
        assertTrue(movesA.isEmpty(), "games repeated across seeds: " + movesA);
    }

    /** The random plies are what makes games differ: without them, both players being deterministic, every game of an arm is the same. */
    @Test
    void openingsComeFromTheSeededRandomPlies() throws Exception {
        SelfPlay player = new SelfPlay(plan(3, 6, 4));
        Set<String> openings = new HashSet<>();
        for (int i = 0; i < 6; i++) {
            GameRow r = player.play(i);
            String[] m = r.moves().split(" ");
            openings.add(String.join(" ", List.of(m).subList(0, 4)));
        }
        assertTrue(openings.size() >= 5, "six seeded openings should nearly all differ: " + openings);

        SelfPlay fixed = new SelfPlay(plan(3, 3, 0));
        Set<String> games = new HashSet<>();
        for (int i = 0; i < 3; i++) games.add(fixed.play(i).moves());
        assertEquals(1, games.size(), "no random plies: the same game every time");
    }

    /** Every game written is legal and ends as the rules say: varia's own validator agrees with the row. */
    @Test
    void everyGameValidatesWithTheRecordedResult() throws Exception {
        StudyPlan plan = plan(11, 4, 4);
        run(plan, 2, dir);
        List<String> rows = lines(dir.resolve("games.csv"));
        Map<String, ArchiveCheck> checks = new LinkedHashMap<>();
        List<Game> games = PgnReader.readAll(Files.readString(dir.resolve("games.pgn")));
        assertEquals(8, games.size());
        for (int i = 0; i < games.size(); i++) {
            Game g = games.get(i);
            String options = g.tag("VariantOptions");
            ArchiveCheck check = checks.computeIfAbsent(options, o -> {
                try {
                    return new ArchiveCheck(plan.variant(), varia.variant.Variants.options(o));
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            Verdict v = check.verdict(g);
            String[] row = rows.get(i + 1).split(",");
            assertTrue(v.ok(), g.tags() + " " + v);
            assertEquals(Integer.parseInt(row[8]), v.plies());
            assertEquals(row[6], v.recorded());
            assertEquals(row[6].equals("*") ? Verdict.Outcome.UNFINISHED : Verdict.Outcome.AGREES, v.outcome(), row[7]);
            assertEquals(row[7], g.tag("Termination"));
        }
    }

    /** An arm whose variant cannot be loaded fails each of its games with the reason; the other arm's games are played. */
    @Test
    void aFailedGameIsRecordedAndTheStudyGoesOn() throws Exception {
        VariantSource v = VariantSource.of("chaturanga");
        List<Arm> arms = new ArrayList<>(StudyPlan.arms(v, Map.of(), Map.of("elephant", List.of("alfil"))));
        arms.add(new Arm(1, Map.of("elephant", "rook"), "elephant=rook")); // not one of the file's values: refused per game
        StudyPlan plan = new StudyPlan(v, arms, 3, Budget.nodes(100), 5, 2, 30, 1);
        LocalStudy.Outcome o = run(plan, 2, dir);
        List<String> rows = lines(dir.resolve("games.csv"));
        assertEquals(7, rows.size());
        for (String r : rows.subList(1, 4)) assertTrue(!r.contains(",error,"), r);
        for (String r : rows.subList(4, 7)) {
            assertTrue(r.contains(",error,"), r);
            assertTrue(r.contains("rook"), "the reason names the bad value: " + r);
        }
        Summary.ArmSummary bad = o.summary().arms().get(1);
        assertEquals(3, bad.errors());
        assertEquals(0, bad.played());
        assertEquals(3, o.summary().arms().get(0).played());
    }

    @Test
    void gameSeedsDifferAndDependOnTheStudySeed() {
        Set<Long> seeds = new HashSet<>();
        for (int g = 0; g < 1000; g++) seeds.add(StudyPlan.gameSeed(1, g));
        assertEquals(1000, seeds.size());
        assertNotEquals(StudyPlan.gameSeed(1, 0), StudyPlan.gameSeed(2, 0));
    }
}
