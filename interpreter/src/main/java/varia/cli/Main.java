package varia.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import varia.variant.VariantException;

/**
 * Command-line entry point: {@code varia perft|check|list}.
 *
 * <p>No stack trace reaches the user: an exception while a command runs becomes one
 * {@code error: ...} line on stderr (exit code 1); bad arguments print the message and the
 * usage (exit code 2).
 */
@Command(name = "varia",
        mixinStandardHelpOptions = true,
        version = "Varia 0.1.0-SNAPSHOT",
        description = "Historical chess variants as data files.",
        footer = {"", "On Apache Spark (docs/study.md), through spark/varia-spark:",
                "  ./varia study VARIANT ... --spark [--master URL]", "  ./varia batch validate VARIANT INPUT... --out DIR"},
        subcommands = {PerftCommand.class, CheckCommand.class, ListCommand.class, DescribeCommand.class,
                ValidateCommand.class, ConvertCommand.class, StudyCommand.class, PlayCommand.class, DiagramCommand.class,
                ServeCommand.class, UciCommand.class, XboardCommand.class, SchemaCommand.class,
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
        PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        int code = run(out, err, args);
        out.flush();
        err.flush();
        System.exit(code);
    }

    /** Runs the command line with the given streams and returns the exit code (0 ok, 1 failure, 2 usage). */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        return run(new Main(), out, err, args);
    }

    /**
     * Runs any picocli command (the Spark module's {@code varia-spark} too) with Varia's error
     * handling: one {@code error:} line and exit code 1 for a failure, usage and 2 for bad arguments.
     */
    public static int run(Object command, PrintWriter out, PrintWriter err, String... args) {
        try {
            return withHandlers(new CommandLine(command), out, err).execute(args);
        } catch (Throwable t) {
            err.println("error: " + describe(t));
            return 1;
        } finally {
            out.flush();
            err.flush();
        }
    }

    static CommandLine withHandlers(CommandLine cl, PrintWriter out, PrintWriter err) {
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

    /** Runs the chosen command with its {@code --variants} folders searched by every variant lookup it makes. */
    private static int runInFolders(CommandLine.ParseResult parsed) {
        java.util.List<java.nio.file.Path> folders;
        try {
            folders = VariantFolderOption.of(parsed);
        } catch (UserError e) { // reported like any failure of the command: one 'error:' line
            throw new CommandLine.ExecutionException(parsed.commandSpec().commandLine(), e.getMessage(), e);
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
