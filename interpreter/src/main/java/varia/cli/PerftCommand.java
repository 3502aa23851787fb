package varia.cli;

import java.io.PrintWriter;
import java.util.function.Supplier;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import varia.engine.FenException;
import varia.engine.ParallelPerft;
import varia.engine.Perft;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * {@code varia perft VARIANT DEPTH [--fen FEN] [--divide] [--threads N]}. Output: with --divide one
 * {@code move: count} line per root move (coordinate notation, engine order), then always
 * {@code nodes N  time T s  R M nodes/s}. On N threads (all cores by default) each thread counts
 * on a position of its own ({@link ParallelPerft}); the counts are those of one thread.
 */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = {"Counts the move paths of DEPTH plies from the start position (or --fen).",
                "The last ply is counted in bulk, as Fairy-Stockfish does."})
public final class PerftCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** --variants DIR: applied by Main to every lookup the command makes. */
    @CommandLine.Mixin
    VariantFolderOption variantFolders;

    @Parameters(index = "0", paramLabel = "VARIANT", description = "A variant's key or alias (bundled, or in a variant folder) or a path to a YAML file.")
    String variant;

    @Parameters(index = "1", paramLabel = "DEPTH", description = "Plies to enumerate (at least 1).")
    int depth;

    @Option(names = "--fen", paramLabel = "FEN", description = "Start from this position (Fairy-Stockfish FEN dialect).")
    String fen;

    @Option(names = "--divide", description = "First print one 'move: count' line per root move.")
    boolean divide;

    @Option(names = "--cpu", description = "Also print the perft threads' CPU time on stderr (for benchmarks on a busy machine).")
    boolean cpu;

    @Option(names = "--threads", paramLabel = "N", description = "Count on N threads (default: all cores, here ${DEFAULT-VALUE}); the counts do not change.")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--option", paramLabel = "NAME=VALUE",
            description = "Choose a value of one of the variant's options (repeatable), e.g. --option knight-mate=draw.")
    java.util.Map<String, String> options = new java.util.LinkedHashMap<>();

    @Override
    public Integer call() throws Exception {
        if (depth < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "DEPTH must be at least 1, not " + depth);
        }
        if (threads < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--threads must be at least 1, not " + threads);
        }
        Variant v = Variants.resolve(variant, options);
        Supplier<Position> copies = () -> {
            try {
                return fen == null ? Position.start(v) : Position.fromFen(v, fen.strip());
            } catch (FenException e) {
                throw new UserError("invalid FEN for " + v.key() + ": " + e.getMessage());
            }
        };
        copies.get(); // a bad FEN is reported before any thread starts
        PrintWriter out = spec.commandLine().getOut();
        long start = System.nanoTime();
        ParallelPerft.Result r = ParallelPerft.run(copies, depth, threads);
        long elapsed = System.nanoTime() - start;
        if (divide) for (Perft.Entry e : r.divide()) out.println(e.move() + ": " + e.nodes());
        out.println(summary(r.nodes(), elapsed));
        out.flush();
        if (cpu) {
            double seconds = r.cpuNanos() / 1e9;
            PrintWriter err = spec.commandLine().getErr();
            err.println(String.format(Locale.ROOT, "cpu %.2f s  %s (%s)", seconds, rate(r.nodes(), seconds),
                    r.threads() == 1 ? "perft thread" : r.threads() + " perft threads"));
            err.flush();
        }
        return 0;
    }

    /** {@code nodes 6223994  time 0.52 s  11.9 M nodes/s}. */
    static String summary(long nodes, long nanos) {
        double seconds = nanos / 1e9;
        return String.format(Locale.ROOT, "nodes %d  time %.2f s  %s", nodes, seconds, rate(nodes, seconds));
    }

    static String rate(long nodes, double seconds) {
        if (seconds <= 0) return "- nodes/s";
        double r = nodes / seconds;
        if (r >= 1e6) return String.format(Locale.ROOT, "%.1f M nodes/s", r / 1e6);
        if (r >= 1e3) return String.format(Locale.ROOT, "%.1f k nodes/s", r / 1e3);
        return String.format(Locale.ROOT, "%.0f nodes/s", r);
    }
}
