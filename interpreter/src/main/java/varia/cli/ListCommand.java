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
 * {@code varia list}: one line per bundled variant, {@code key  Name  aliases: a, b}, columns aligned;
 * then the race games, marked as such.
 * A bundled file that fails to load is listed with its first problem (exit code 1).
 */
@Command(name = "list", mixinStandardHelpOptions = true, description = "Lists the bundled variants with their names and aliases.")
public final class ListCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<String[]> rows = new ArrayList<>();
        boolean failed = false;
        for (String key : Variants.bundled()) {
            try {
                Variant v = Variants.resolve(key);
                rows.add(new String[] {key, v.name(), v.aliases().isEmpty() ? "" : "aliases: " + String.join(", ", v.aliases())});
            } catch (VariantException | RuntimeException e) {
                failed = true;
                rows.add(new String[] {key, "(broken)", "error: " + Main.describe(e)});
            }
        }
        for (String key : varia.race.RaceGames.bundled()) { // race games ('game: race'), after the engine's variants
            try {
                rows.add(new String[] {key, varia.race.RaceGames.find(key, java.util.Map.of()).name(), "race game: check, describe, play, simulate, validate"});
            } catch (VariantException | RuntimeException e) {
                failed = true;
                rows.add(new String[] {key, "(broken)", "error: " + Main.describe(e)});
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
