package varia.spark;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import varia.study.VariantSource;

/** {@code varia-spark batch validate}: an archive re-validated on Spark, one Parquet row per game. */
@Command(name = "batch", mixinStandardHelpOptions = true, description = "Jobs over archives of game records.",
        subcommands = {BatchCommand.Validate.class})
final class BatchCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing command: batch validate");
    }

    @Command(name = "validate", mixinStandardHelpOptions = true,
            description = {"Replays every game of record files (PGN, KIF, CSA, USI, ICCS, WXF, GIB; files, folders or globs) by a variant's rules.",
                    "Writes games.parquet/ (one row per game), failures.csv/ and summary.csv; prints 'N passed, M failed'.",
                    "Exit code 0 only when no game failed."})
    static final class Validate implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Parameters(index = "0", paramLabel = "VARIANT", description = "A bundled variant (key or alias) or a path to a YAML file.")
        String variant;

        @Parameters(index = "1..*", arity = "1..*", paramLabel = "INPUT", description = "Record files, folders or globs ('archive/*.pgn', quoted).")
        List<String> inputs;

        @Option(names = "--option", paramLabel = "NAME=VALUE", description = "Validate under this option value (repeatable); a game's VariantOptions tag adds its own.")
        Map<String, String> options = new LinkedHashMap<>();

        @Option(names = "--out", paramLabel = "DIR", required = true, description = "Output folder.")
        String out;

        @Option(names = "--split-mb", paramLabel = "MB",
                description = "Large files are read in parts of about this size (default: the inputs' size over four parts per core, 1 to 64 MB).")
        Integer splitMb;

        @Mixin SparkOptions spark;

        @Override public Integer call() throws Exception {
            VariantSource source = VariantSource.of(variant);
            if (splitMb != null && (splitMb < 1 || splitMb > 4096)) throw new IllegalArgumentException("--split-mb must be between 1 and 4096");
            new varia.batch.ArchiveCheck(source, options); // a bad option fails before Spark starts
            HadoopOutputDir.checkWritable(out, new org.apache.hadoop.conf.Configuration()); // so does an output folder that cannot be written
            PrintWriter o = spec.commandLine().getOut();
            return spark.run("varia batch validate " + source.key(), session -> {
                SparkValidate.Outcome r = SparkValidate.run(session, source, options, inputs, out, splitMb == null ? 0 : (long) splitMb << 20);
                for (var e : r.byOutcome().entrySet()) o.printf(Locale.ROOT, "%12d  %s%n", e.getValue(), e.getKey());
                o.printf(Locale.ROOT, "%d games in %.1f s (%.1f games/s) on %s, %d parts in %d tasks; %d rows in %s/%s%n", r.games(), r.seconds(),
                        r.games() / Math.max(1e-9, r.seconds()), session.sparkContext().master(), r.parts(), r.tasks(), r.games(), out,
                        SparkValidate.GAMES_PARQUET);
                o.println(r.passed() + " passed, " + r.failed() + " failed");
                return r.failed() == 0 ? 0 : 1;
            });
        }
    }
}
