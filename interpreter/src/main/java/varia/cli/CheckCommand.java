package varia.cli;

import java.io.IOException;
import java.io.PrintWriter;
import varia.io.BoundedFiles;
import varia.io.FileRefusedException;
import varia.io.Printable;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import varia.game.Families;
import varia.game.Game;
import varia.variant.VariantException;
import varia.variant.Variants;

/**
 * {@code varia check FILE.yaml...}: loads each file (of any family) and its start. Prints
 * {@code file:line:col: message} per problem, {@code file: ok (8x8, 6 pieces)} per good file,
 * on stdout. Exit code 1 when any file failed, else 0.
 */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Checks variant files: prints file:line:col: message for each problem, an ok line per good file.")
public final class CheckCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** --variants DIR: applied by Main to every lookup the command makes. */
    @CommandLine.Mixin
    VariantFolderOption variantFolders;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = {"Variant files (YAML), or the key or alias of a",
            "variant of a variant folder (--variants) or a bundled one, or a Fairy-Stockfish configuration file (FILE.ini)."})
    List<String> files;

    @CommandLine.Option(names = "--option", paramLabel = "NAME=VALUE",
            description = "Check with this value of an option (repeatable), e.g. --option knight-mate=draw.")
    java.util.Map<String, String> options = new java.util.LinkedHashMap<>();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        boolean failed = false;
        for (String file : files) {
            if (!check(file, out, options)) failed = true;
        }
        out.flush();
        return failed ? 1 : 0;
    }

    /** A file by path, or a game by name: a folder's file is checked as a file, a bundled game by loading it. */
    static boolean check(String arg, PrintWriter out, java.util.Map<String, String> options) {
        if (arg.strip().toLowerCase(java.util.Locale.ROOT).endsWith(".ini")) return IniCheck.check(arg.strip(), out);
        if (varia.variant.VariantRegistry.looksLikePath(arg)) {
            try {
                return check(Path.of(arg.strip()), out, options);
            } catch (java.nio.file.InvalidPathException e) {
                out.println(arg + ": not a usable file name");
                return false;
            }
        }
        Path file = Variants.registry().file(arg);
        if (file != null) return check(file, out, options);
        return check(arg.strip(), arg, out, options, true);
    }

    /** Checks one file, printing its lines; true when it is good. */
    static boolean check(Path file, PrintWriter out) { return check(file, out, java.util.Map.of()); }

    /** Checks one file with option values, printing its lines; true when it is good. */
    static boolean check(Path file, PrintWriter out, java.util.Map<String, String> options) {
        String shown = file.toString();
        try {
            BoundedFiles.regular(file, "variant file");
        } catch (FileRefusedException e) {
            out.println(Printable.forTerminal(shown + ": " + e.reason()));
            return false;
        } catch (IOException e) {
            out.println(Printable.forTerminal(shown + ": " + Printable.firstLine(e.getMessage())));
            return false;
        }
        return check(shown, file.toString(), out, options, false);
    }

    /**
     * Loads a game of any family (its start included: a setup the engine refuses is a problem at
     * its line) and prints {@code shown: ok (SUMMARY)}, with where a bundled one comes from, or its problems.
     */
    private static boolean check(String shown, String nameOrPath, PrintWriter out, java.util.Map<String, String> options, boolean byName) {
        Game g;
        try {
            g = Families.find(nameOrPath, options);
        } catch (VariantException e) {
            if (e.diagnostics().isEmpty()) out.println(shown + ": " + Main.describe(e));
            for (varia.yaml.Diagnostic d : e.diagnostics()) out.println(Main.format(d));
            return false;
        } catch (RuntimeException e) {
            out.println(shown + ": " + Main.describe(e));
            return false;
        }
        out.println(shown + ": ok (" + g.summary() + ")" + (byName ? ", bundled as " + g.origin() : ""));
        return true;
    }
}
