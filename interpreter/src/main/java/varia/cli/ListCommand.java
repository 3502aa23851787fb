package varia.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import varia.game.Families;
import varia.game.Family;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.Variants;

/**
 * {@code varia list}: one line per variant, {@code key  Name  aliases: a, b}, columns aligned: the
 * bundled ones, then the other families' bundled games (race games, dice chess), marked as such,
 * then those of the variant folders, each with its file. A file that fails to load is listed with its first problem (exit code 1).
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
        boolean familiesListed = false;
        for (String key : Variants.known()) {
            if (!bundled.contains(key) && !familiesListed) { familiesListed = true; failed |= listFamilies(rows); }
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
        if (!familiesListed) failed |= listFamilies(rows);
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

    /** The bundled games of the families beside the engine (their files say {@code game:}): after the engine's bundled variants, before the folders'. */
    private static boolean listFamilies(List<String[]> rows) {
        boolean failed = false;
        for (Family f : Families.all()) {
            if (f.word() == null) continue;
            for (String key : f.bundled()) {
                try {
                    rows.add(new String[] {key, f.find(key, java.util.Map.of()).name(), f.kind() + ": check, describe, play, simulate, validate, study"});
                } catch (VariantException | RuntimeException e) {
                    failed = true;
                    rows.add(new String[] {key, "(broken)", "error: " + Main.describe(e)});
                }
            }
        }
        return failed;
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(Math.max(0, width - s.length()));
    }
}
