package varia.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import varia.io.BoundedFiles;
import varia.io.FileRefusedException;
import varia.io.Printable;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import varia.engine.FenException;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.Variants;

/**
 * {@code varia check FILE.yaml...}: loads each file and parses its setup. Prints
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

    private static final Pattern SETUP = Pattern.compile("^setup\\s*:\\s*");

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

    /** A file by path, or a variant by name: a folder's file is checked as a file, a bundled variant by loading it. */
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
        try {
            Variant v = Variants.resolve(arg, options);
            Position.start(v);
            out.println(arg.strip() + ": ok (" + v.files() + "x" + v.ranks() + ", " + v.pieces().size()
                    + (v.pieces().size() == 1 ? " piece)" : " pieces)") + ", bundled as " + v.origin());
            return true;
        } catch (VariantException e) {
            for (varia.yaml.Diagnostic d : e.diagnostics()) out.println(Main.format(d));
            if (e.diagnostics().isEmpty()) out.println(arg + ": " + Main.describe(e));
            return false;
        } catch (RuntimeException e) {
            out.println(arg + ": " + Main.describe(e));
            return false;
        }
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
        try {
            varia.dice.DiceChessGame dice = varia.dice.DiceGames.find(file.toString(), options);
            if (dice != null) { out.println(shown + ": " + DicePlay.summary(dice)); return true; }
            varia.race.RaceGame race = varia.race.RaceGames.find(file.toString(), options);
            if (race != null) {
                out.println(shown + ": ok (race game, " + race.files() + "x" + race.ranks() + ", " + race.seats().size() + " seats, "
                        + race.pieces() + " pieces each, " + race.options().size() + " options)");
                return true;
            }
        } catch (VariantException e) {
            if (e.diagnostics().isEmpty()) out.println(shown + ": " + Main.describe(e));
            for (varia.yaml.Diagnostic d : e.diagnostics()) out.println(Main.format(d));
            return false;
        }
        Variant v;
        try {
            v = Variants.load(file, options);
        } catch (VariantException e) {
            if (e.diagnostics().isEmpty()) out.println(shown + ": " + Main.describe(e));
            for (varia.yaml.Diagnostic d : e.diagnostics()) out.println(Main.format(d));
            return false;
        } catch (RuntimeException e) {
            out.println(shown + ": " + Main.describe(e));
            return false;
        }
        try {
            Position.fromFen(v, v.startFen());
        } catch (FenException e) {
            int[] where = setupLocation(file);
            out.println(shown + ":" + where[0] + ":" + where[1] + ": setup: " + e.getMessage());
            return false;
        } catch (RuntimeException e) {
            out.println(shown + ": setup: " + Main.describe(e));
            return false;
        }
        out.println(shown + ": ok (" + v.files() + "x" + v.ranks() + ", " + v.pieces().size()
                + (v.pieces().size() == 1 ? " piece)" : " pieces)"));
        return true;
    }

    /**
     * Line and column (1-based) of the value of the top-level {@code setup:} key, found by a plain
     * text scan (the loaded Variant does not carry source positions); 1:1 when not found.
     */
    static int[] setupLocation(Path file) {
        try {
            List<String> lines = new String(BoundedFiles.read(file, 4L << 20, "variant file"), StandardCharsets.UTF_8).lines().toList();
            for (int i = 0; i < lines.size(); i++) {
                Matcher m = SETUP.matcher(lines.get(i));
                if (m.find()) {
                    String rest = lines.get(i).substring(m.end());
                    if (rest.isEmpty() || rest.startsWith("#") || rest.startsWith("|") || rest.startsWith(">")) {
                        // block scalar or value on the next line
                        for (int j = i + 1; j < lines.size(); j++) {
                            String l = lines.get(j);
                            if (l.isBlank()) continue;
                            int col = l.length() - l.stripLeading().length();
                            return new int[] {j + 1, col + 1};
                        }
                        return new int[] {i + 1, 1};
                    }
                    return new int[] {i + 1, m.end() + 1};
                }
            }
        } catch (IOException | RuntimeException ignored) {
            // fall through
        }
        return new int[] {1, 1};
    }
}
