package varia.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import varia.io.Printable;
import varia.io.WatchedOutputStream;
import varia.io.WholeNumber;
import varia.variant.VariantException;

/**
 * Command-line entry point: {@code varia perft|check|list|describe|validate|convert|play|uci|usi|xboard}.
 *
 * <p>No stack trace reaches the user: an exception while a command runs becomes one
 * {@code error: ...} line on stderr (exit code 1); bad arguments print the message and the
 * usage (exit code 2). Output that cannot be written (a closed pipe, a full disk) is an error too.
 */
@Command(name = "varia",
        mixinStandardHelpOptions = true,
        version = "Varia 0.1.0-SNAPSHOT",
        description = "Historical chess variants as data files.",
        footer = {"", "On Apache Spark (docs/study.md), through spark/varia-spark:",
                "  ./varia study VARIANT ... --spark [--master URL]", "  ./varia batch validate VARIANT INPUT... --out DIR"},
        subcommands = {PerftCommand.class, CheckCommand.class, ListCommand.class, DescribeCommand.class,
                ValidateCommand.class, ConvertCommand.class, ImportCommand.class, ExportCommand.class, StudyCommand.class, SimulateCommand.class, PlayCommand.class, DiagramCommand.class, BenchCommand.class,
                ServeCommand.class, UciCommand.class, UsiCommand.class, XboardCommand.class, SchemaCommand.class,
                CommandLine.HelpCommand.class})
public final class Main implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Without a subcommand: print the usage and fail with the usage exit code. */
    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing command: see the list of commands below");
    }

    public static void main(String[] args) {
        // straight to the file descriptor: System.out would swallow a write error
        WatchedOutputStream stdout = new WatchedOutputStream(new java.io.BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16));
        PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(stdout, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        int code = run(new Main(), out, err, stdout::reason, args);
        out.flush();
        err.flush();
        System.exit(code);
    }

    /** Runs the command line with the given streams and returns the exit code (0 ok, 1 failure, 2 usage). */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        return run(new Main(), out, err, () -> null, args);
    }

    /**
     * Runs any picocli command (the Spark module's {@code varia-spark} too) with Varia's error
     * handling: one {@code error:} line and exit code 1 for a failure, usage and 2 for bad arguments.
     */
    public static int run(Object command, PrintWriter out, PrintWriter err, String... args) {
        return run(command, out, err, () -> null, args);
    }

    /**
     * As {@link #run(Object, PrintWriter, PrintWriter, String...)}; when the output could not be
     * written (a closed pipe, a full disk), says so with {@code outputFailure}'s reason and fails.
     */
    static int run(Object command, PrintWriter out, PrintWriter err, java.util.function.Supplier<String> outputFailure, String... args) {
        CommandLine cl = withHandlers(new CommandLine(command), out, err);
        int code;
        try {
            code = cl.execute(args);
        } catch (Throwable t) { // Errors (stack overflow, out of memory) are not passed to the handler
            err.println("error: " + describe(t));
            code = 1;
        }
        if (out.checkError()) { // flushes too
            String why = outputFailure.get();
            err.println("error: cannot write the output" + (why == null ? "" : ": " + why));
            code = Math.max(code, 1);
        }
        err.flush();
        return code;
    }

    static CommandLine commandLine(PrintWriter out, PrintWriter err) { return withHandlers(new CommandLine(new Main()), out, err); }

    static CommandLine withHandlers(CommandLine cl, PrintWriter out, PrintWriter err) {
        // whole numbers: the range in the message, for numbers too large for their type too
        cl.registerConverter(Integer.class, s -> (int) wholeNumber(s, Integer.MIN_VALUE, Integer.MAX_VALUE));
        cl.registerConverter(Integer.TYPE, s -> (int) wholeNumber(s, Integer.MIN_VALUE, Integer.MAX_VALUE));
        cl.registerConverter(Long.class, s -> wholeNumber(s, Long.MIN_VALUE, Long.MAX_VALUE));
        cl.registerConverter(Long.TYPE, s -> wholeNumber(s, Long.MIN_VALUE, Long.MAX_VALUE));
        cl.setOut(out);
        cl.setErr(err);
        cl.setExecutionStrategy(Main::runInFolders);
        cl.setExecutionExceptionHandler((ex, cmd, parseResult) -> {
            PrintWriter e = cmd.getErr();
            if (ex instanceof VariantException ve && !ve.diagnostics().isEmpty()) {
                for (varia.yaml.Diagnostic d : ve.diagnostics()) e.println("error: " + format(d));
            } else {
                e.println("error: " + describe(ex));
            }
            e.flush();
            return 1;
        });
        cl.setParameterExceptionHandler((ex, args) -> {
            CommandLine cmd = ex.getCommandLine();
            PrintWriter e = cmd.getErr();
            e.println("error: " + ex.getMessage());
            if (!CommandLine.UnmatchedArgumentException.printSuggestions(ex, e)) {
                cmd.usage(e);
            }
            e.flush();
            return cmd.getCommandSpec().exitCodeOnInvalidInput();
        });
        return cl;
    }

    private static long wholeNumber(String s, long min, long max) {
        try {
            return WholeNumber.parse(s, min, max, "the value");
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage().replaceFirst("^the value must be", "'" + Printable.shorten(s.strip()) + "' is not")
                    .replaceFirst(", not '.*'$", ""));
        }
    }

    /** Runs the chosen command with its {@code --variants} folders searched by every variant lookup it makes. */
    private static int runInFolders(CommandLine.ParseResult parsed) {
        java.util.List<java.nio.file.Path> folders;
        try {
            folders = VariantFolderOption.of(parsed);
        } catch (RuntimeException e) { // reported like any failure of the command: one 'error:' line
            throw new CommandLine.ExecutionException(parsed.commandSpec().commandLine(), describe(e), e);
        }
        try {
            return varia.variant.Variants.withFolders(folders, () -> new CommandLine.RunLast().execute(parsed));
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new CommandLine.ExecutionException(parsed.commandSpec().commandLine(), String.valueOf(e.getMessage()), e);
        }
    }

    /** {@code file:line:col: message}; without a known line (e.g. an unknown variant name) just {@code file: message}. */
    static String format(varia.yaml.Diagnostic d) {
        if (d.line() > 0) return d.toString();
        if (d.file() == null || d.file().isBlank()) return d.message();
        return d.file() + ": " + d.message();
    }

    /** A one-line description of an exception for users: its message, or what it is when it has none. */
    static String describe(Throwable t) {
        String msg = t.getMessage();
        if (t instanceof UnsupportedOperationException) {
            return "not implemented yet" + (msg == null || msg.isBlank() ? "" : ": " + msg);
        }
        if (t instanceof StackOverflowError) return "stack overflow (internal error)";
        if (t instanceof OutOfMemoryError) return "out of memory (try java -Xmx...)";
        if (t instanceof NumberFormatException && msg != null && msg.startsWith("For input string: ")) // Java's words, not a user's
            return "'" + Printable.shorten(msg.substring(18).replace("\"", "")) + "' is not a number Varia can read (too large, or not a whole number)";
        if (msg == null || msg.isBlank()) {
            return "internal error (" + t.getClass().getSimpleName() + ")";
        }
        String firstLine = msg.strip().lines().findFirst().orElse(msg);
        if (t instanceof RuntimeException && !(t instanceof IllegalArgumentException) && !(t instanceof UserError)) {
            return firstLine + " (internal error: " + t.getClass().getSimpleName() + ")";
        }
        return firstLine;
    }
}
