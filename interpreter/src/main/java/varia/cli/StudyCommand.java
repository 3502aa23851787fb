package varia.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import varia.study.LocalStudy;
import varia.study.OutputDir;
import varia.study.StudyOutput;
import varia.study.StudyPlan;

/**
 * {@code varia study VARIANT [--option NAME=V1,V2...] --games N [--nodes N|--movetime MS] --seed S
 * --threads T --out DIR}: self-play on this machine's cores; writes games.csv, games.pgn,
 * summary.csv, summary.txt and report.html and prints the summary table. The Spark module runs
 * the same study on a cluster (docs/study.md).
 */
@Command(name = "study", mixinStandardHelpOptions = true,
        description = {"Self-play study: the computer plays a variant against itself, per option value (arm), with seeded random openings.",
                "Writes games.csv, games.pgn, summary.csv, summary.txt and report.html to the output folder (see docs/study.md)."})
public final class StudyCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** --variants DIR: applied by Main to every lookup the command makes. */
    @CommandLine.Mixin
    VariantFolderOption variantFolders;

    @Mixin
    StudyOptions study;

    @Option(names = "--threads", paramLabel = "T", description = "Games played at once (default: the number of cores).")
    Integer threads;

    @Option(names = "--spark", description = "Run on Apache Spark instead: ./varia hands the command to spark/varia-spark (docs/study.md).")
    boolean spark;

    @Option(names = "--progress", negatable = true, description = "Progress on stderr (default: when there is a terminal).")
    Boolean progress;

    @Override
    public Integer call() throws Exception {
        if (spark) throw new UserError("--spark is handled by the ./varia launcher, which runs the Spark module: use ./varia study ... --spark or spark/varia-spark study ...");
        StudyPlan plan = study.plan();
        int t = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        PrintWriter out = spec.commandLine().getOut(), err = spec.commandLine().getErr();
        OutputDir dir = OutputDir.local(study.outPath(plan));
        boolean bar = progress != null ? progress : System.console() != null;
        long[] last = {0};
        LocalStudy.Outcome o = LocalStudy.run(plan, t, dir, done -> {
            long now = System.nanoTime();
            if (bar && (now - last[0] > 500_000_000L || done == plan.size())) {
                last[0] = now;
                err.print("\r" + done + "/" + plan.size() + " games");
                err.flush();
            }
        });
        if (bar) { err.print("\r\033[K"); err.flush(); }
        String text = StudyOutput.write(dir, plan, o.summary(), StudyOutput.about(plan, "this machine, " + t + " thread" + (t == 1 ? "" : "s"), o.seconds()));
        out.print(text);
        out.printf(java.util.Locale.ROOT, "%d games in %.1f s (%.2f games/s); wrote %s, %s, %s, %s, %s%n", plan.size(), o.seconds(), plan.size() / Math.max(1e-9, o.seconds()),
                dir.show(StudyOutput.GAMES_CSV), dir.show(StudyOutput.records(plan)), dir.show(StudyOutput.SUMMARY_CSV), dir.show(StudyOutput.SUMMARY_TXT), dir.show(StudyOutput.REPORT));
        out.flush();
        return 0;
    }
}
