package varia.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.Variants;

/**
 * {@code varia list}: one line per variant, {@code key  Name  aliases: a, b}, columns aligned: the
 * bundled ones, then those of the variant folders, each with its file. A file that fails to load
 * is listed with its first problem (exit code 1).
 */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "Lists the bundled variants and those of the variant folders, with their names and aliases.")
public final class ListCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** --variants DIR: applied by Main to every lookup the command makes. */
    @CommandLine.Mixin
    VariantFolderOption variantFolders;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<String[]> rows = new ArrayList<>();
        boolean failed = false;
        List<String> bundled = Variants.bundled();
        for (String key : Variants.known()) {
            String file = bundled.contains(key) ? "" : "file: " + Variants.registry().file(key);
            try {
                Variant v = Variants.resolve(key);
                String aliases = v.aliases().isEmpty() ? "" : "aliases: " + String.join(", ", v.aliases());
                rows.add(new String[] {key, v.name(), aliases.isEmpty() || file.isEmpty() ? aliases + file : aliases + "; " + file});
            } catch (VariantException | RuntimeException e) {
                failed = true;
                String first = e instanceof VariantException ve && !ve.diagnostics().isEmpty() ? Main.format(ve.diagnostics().get(0))
                        : Main.describe(e);
                rows.add(new String[] {key, "(broken)", "error: " + first});
            }
        }
        int w0 = 0, w1 = 0;
        for (String[] r : rows) {
            w0 = Math.max(w0, r[0].length());
            w1 = Math.max(w1, r[1].length());
        }
        for (String[] r : rows) {
            String line = r[2].isEmpty() ? pad(r[0], w0) + "  " + r[1] : pad(r[0], w0) + "  " + pad(r[1], w1) + "  " + r[2];
            out.println(line.stripTrailing());
        }
        out.flush();
        return failed ? 1 : 0;
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(Math.max(0, width - s.length()));
    }
}
