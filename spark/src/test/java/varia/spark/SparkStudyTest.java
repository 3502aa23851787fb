package varia.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import varia.study.Arm;
import varia.study.Budget;
import varia.study.GameRow;
import varia.study.LocalStudy;
import varia.study.OutputDir;
import varia.study.SelfPlay;
import varia.study.StudyOutput;
import varia.study.StudyPlan;
import varia.study.VariantSource;

/**
 * The study on embedded Spark plays exactly the games of {@code varia study}: the same rows
 * whatever the number of tasks, the same CSV and summary as the threads on one machine.
 */
class SparkStudyTest {
    @TempDir Path dir;

    static StudyPlan plan(int games) throws Exception {
        VariantSource v = VariantSource.of("chaturanga");
        List<Arm> arms = StudyPlan.arms(v, Map.of(), Map.of("elephant", List.of("alfil", "dabbaba")));
        return new StudyPlan(v, arms, games, Budget.nodes(120), 21, 4, 50, 1);
    }

    /** The rows of a Parquet output in the study's order (arm, then game). */
    static List<GameRow> parquet(StudyPlan plan, Path out) {
        List<GameRow> rows = new ArrayList<>();
        for (Row r : LocalSpark.session().read().parquet(out.resolve(SparkStudy.GAMES_PARQUET).toString()).collectAsList()) rows.add(Schemas.game(r));
        List<String> arms = plan.arms().stream().map(Arm::label).toList();
        rows.sort(Comparator.comparingInt((GameRow g) -> arms.indexOf(g.arm())).thenComparingInt(GameRow::game));
        return rows;
    }

    static Path csvPart(Path folder) throws Exception {
        try (var s = Files.list(folder)) {
            List<Path> parts = s.filter(p -> p.getFileName().toString().endsWith(".csv")).toList();
            assertEquals(1, parts.size(), "one CSV part file: " + parts);
            return parts.get(0);
        }
    }

    @Test
    void sameGamesAsOneMachineWhateverTheTasks() throws Exception {
        StudyPlan plan = plan(3);
        List<GameRow> expected = new ArrayList<>();
        SelfPlay player = new SelfPlay(plan);
        for (int i = 0; i < plan.size(); i++) expected.add(player.play(i));

        SparkStudy.Outcome a = SparkStudy.run(LocalSpark.session(), plan, dir.resolve("a").toString(), 2);
        SparkStudy.run(LocalSpark.session(), plan, dir.resolve("b").toString(), 5);
        assertEquals(expected, parquet(plan, dir.resolve("a")));
        assertEquals(expected, parquet(plan, dir.resolve("b")));

        LocalStudy.Outcome local = LocalStudy.run(plan, 2, OutputDir.local(dir.resolve("local")), done -> { });
        StudyOutput.write(OutputDir.local(dir.resolve("local")), plan, local.summary(), List.of());
        assertEquals(Files.readAllLines(dir.resolve("local/games.csv")), Files.readAllLines(csvPart(dir.resolve("a/games.csv"))));
        assertEquals(Files.readAllLines(dir.resolve("local/summary.csv")), Files.readAllLines(dir.resolve("a/summary.csv")));
        assertEquals(6, a.summary().arms().stream().mapToLong(s -> s.games()).sum());
        String html = Files.readString(dir.resolve("a/report.html"));
        assertTrue(html.contains("<svg ") && html.contains("elephant=dabbaba") && html.contains("Apache Spark"), html);
    }

    /**
     * Issue 27: a race game (Ashtapada, four seats) and a dice game (Chaturaji, four seats) on
     * Spark play the games one machine plays, with the same CSV and summary (the families' own
     * seat columns).
     */
    @ParameterizedTest
    @ValueSource(strings = {"ashtapada", "chaturaji"})
    void aRaceAndADiceGameOnSparkAreTheGamesOfOneMachine(String game) throws Exception {
        VariantSource v = VariantSource.of(game);
        StudyPlan plan = new StudyPlan(v, StudyPlan.arms(v, Map.of(), Map.of()), 3, Budget.nodes(50), 5, 4, 200, 1);
        List<GameRow> expected = new ArrayList<>();
        SelfPlay player = new SelfPlay(plan);
        for (int i = 0; i < plan.size(); i++) expected.add(player.play(i));
        Path spark = dir.resolve(game + "-spark"), local = dir.resolve(game + "-local");
        SparkStudy.run(LocalSpark.session(), plan, spark.toString(), 2);
        assertEquals(expected, parquet(plan, spark));
        LocalStudy.Outcome one = LocalStudy.run(plan, 2, OutputDir.local(local), done -> { });
        StudyOutput.write(OutputDir.local(local), plan, one.summary(), List.of());
        assertEquals(Files.readAllLines(local.resolve("games.csv")), Files.readAllLines(csvPart(spark.resolve("games.csv"))));
        assertEquals(Files.readAllLines(local.resolve("summary.csv")), Files.readAllLines(spark.resolve("summary.csv")));
        assertTrue(Files.readAllLines(local.resolve("summary.csv")).get(0).contains("south_wins"), "the race's and dice chess's seats name the columns");
    }

    @Test
    void aFailingArmIsRecordedAndTheJobFinishes() throws Exception {
        VariantSource v = VariantSource.of("chaturanga");
        List<Arm> arms = new ArrayList<>(StudyPlan.arms(v, Map.of(), Map.of()));
        arms.add(new Arm(1, Map.of("elephant", "rook"), "elephant=rook"));
        StudyPlan plan = new StudyPlan(v, arms, 2, Budget.nodes(80), 3, 2, 20, 1);
        SparkStudy.Outcome o = SparkStudy.run(LocalSpark.session(), plan, dir.toString(), 0);
        List<GameRow> rows = parquet(plan, dir);
        assertEquals(4, rows.size());
        assertTrue(rows.subList(0, 2).stream().noneMatch(r -> r.result().equals(GameRow.ERROR)), rows.toString());
        assertTrue(rows.subList(2, 4).stream().allMatch(r -> r.result().equals(GameRow.ERROR) && r.reason().contains("rook")), rows.toString());
        assertEquals(2, o.summary().arms().get(1).errors());
        // an empty options field and a reason with quotes and commas: the same CSV as varia study's
        LocalStudy.run(plan, 1, OutputDir.local(dir.resolve("local")), done -> { });
        assertEquals(Files.readAllLines(dir.resolve("local/games.csv")), Files.readAllLines(csvPart(dir.resolve("games.csv"))));
        assertTrue(Files.readString(dir.resolve("local/games.csv")).contains(",,defaults,"));
    }
}
