package varia.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import varia.engine.FenException;
import varia.engine.Perft;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * {@code varia perft VARIANT DEPTH [--fen FEN] [--divide]}. Output: with --divide one
 * {@code move: count} line per root move (coordinate notation, engine order), then always
 * {@code nodes N  time T s  R M nodes/s}.
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

    @Option(names = "--cpu", description = "Also print the perft thread's CPU time on stderr (for benchmarks on a busy machine).")
    boolean cpu;

    @Option(names = "--option", paramLabel = "NAME=VALUE",
            description = "Choose a value of one of the variant's options (repeatable), e.g. --option knight-mate=draw.")
    java.util.Map<String, String> options = new java.util.LinkedHashMap<>();

    @Override
    public Integer call() throws Exception {
        if (depth < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "DEPTH must be at least 1, not " + depth);
        }
        Variant v = Variants.resolve(variant, options);
        Position pos;
        if (fen == null) {
            pos = Position.start(v);
        } else {
            try {
                pos = Position.fromFen(v, fen.strip());
            } catch (FenException e) {
                throw new UserError("invalid FEN for " + v.key() + ": " + e.getMessage());
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        long nodes;
        var threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpuStart = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        if (divide) {
            List<Perft.Entry> entries = Perft.divide(pos, depth);
            long elapsedAtEnd = System.nanoTime();
            nodes = 0;
            for (Perft.Entry e : entries) {
                out.println(e.move() + ": " + e.nodes());
                nodes += e.nodes();
            }
            out.println(summary(nodes, elapsedAtEnd - start));
        } else {
            nodes = Perft.perft(pos, depth);
            out.println(summary(nodes, System.nanoTime() - start));
        }
        out.flush();
        if (cpu) {
            double seconds = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e9;
            PrintWriter err = spec.commandLine().getErr();
            err.println(String.format(Locale.ROOT, "cpu %.2f s  %s (perft thread)", seconds, rate(nodes, seconds)));
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
