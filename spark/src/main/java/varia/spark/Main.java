package varia.spark;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code varia-spark study|batch validate}: Varia's jobs that outgrow one machine, on Apache
 * Spark (embedded {@code local[*]} by default, or any master). Started by {@code spark/varia-spark},
 * by {@code ./varia study --spark} / {@code ./varia batch ...}, or by spark-submit with the job jar.
 */
@Command(name = "varia-spark", mixinStandardHelpOptions = true, version = "Varia on Spark 0.1.0-SNAPSHOT",
        description = "Self-play studies and archive validation on Apache Spark (docs/study.md).",
        subcommands = {StudyCommand.class, BatchCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing command: see the list of commands below");
    }

    public static void main(String[] args) {
        // Spark logs at INFO by default; Varia's own configuration keeps the driver's terminal to warnings
        if (System.getProperty("log4j2.configurationFile") == null) System.setProperty("log4j2.configurationFile", "varia-spark-log4j2.properties");
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        System.exit(varia.cli.Main.run(new Main(), out, err, args));
    }
}
