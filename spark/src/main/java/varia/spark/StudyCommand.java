package varia.spark;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import varia.cli.StudyOptions;
import varia.study.StudyOutput;
import varia.study.StudyPlan;

/** {@code varia-spark study}: {@code varia study} on Spark, with Parquet rows besides CSV. */
@Command(name = "study", mixinStandardHelpOptions = true,
        description = {"Self-play study on Spark: the same games as 'varia study' with the same seed.",
                "Writes games.parquet/, games.csv/, summary.csv, summary.txt and report.html to the output folder."})
final class StudyCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Mixin StudyOptions study;
    @Mixin SparkOptions spark;

    @Option(names = "--tasks", paramLabel = "N", defaultValue = "0", description = "Tasks to cut the games into (default: 4 per core).")
    int tasks;

    @Override public Integer call() throws Exception {
        StudyPlan plan = study.plan(); // bad input fails before Spark starts
        if (tasks < 0) throw new IllegalArgumentException("--tasks must not be negative");
        PrintWriter out = spec.commandLine().getOut();
        String dir = study.outOr(plan);
        return spark.run("varia study " + plan.variant().key(), session -> {
            SparkStudy.Outcome o = SparkStudy.run(session, plan, dir, tasks);
            out.print(o.text());
            out.printf(Locale.ROOT, "%d games in %.1f s (%.2f games/s) on %s; wrote %s/{%s/,%s/,%s,%s,%s}%n", plan.size(), o.seconds(),
                    plan.size() / Math.max(1e-9, o.seconds()), session.sparkContext().master(), dir, SparkStudy.GAMES_PARQUET,
                    StudyOutput.GAMES_CSV, StudyOutput.SUMMARY_CSV, StudyOutput.SUMMARY_TXT, StudyOutput.REPORT);
            return 0;
        });
    }
}
