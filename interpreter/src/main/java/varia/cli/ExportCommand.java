package varia.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import varia.interop.export.Exporter;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * {@code varia export VARIANT --to fairy-stockfish-ini [--name NAME] [-o FILE] [--approximate]}: a
 * variant as a Fairy-Stockfish ini section. When a rule of the file has no ini key, the rules
 * missing are listed (each with the Varia key that says it) and nothing is written, unless
 * {@code --approximate}. Exit code 0 for an exact export, else 1.
 */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = {"Writes a variant as a Fairy-Stockfish ini section (for Fairy-Stockfish, ffish and pychess-variants),",
                "or lists the rules of the file that have no ini key."})
public final class ExportCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    VariantFolderOption variantFolders;

    @Parameters(index = "0", paramLabel = "VARIANT", description = "A variant's key or alias (bundled, or in a variant folder) or a path to a YAML file.")
    String variant;

    @Option(names = "--to", paramLabel = "FORMAT", required = true, description = "The format: fairy-stockfish-ini.")
    String to;

    @Option(names = "--name", paramLabel = "NAME", description = "The section's name (default: varia-KEY; Fairy-Stockfish refuses the names of its built-in variants).")
    String name;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to this file (default: print).")
    Path output;

    @Option(names = "--approximate", description = "Also write the section when some rules have no ini key (they are listed at its top).")
    boolean approximate;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "Choose a value of one of the variant's options (repeatable).")
    Map<String, String> options = new LinkedHashMap<>();

    @Override
    public Integer call() throws Exception {
        if (!to.equals("fairy-stockfish-ini"))
            throw new CommandLine.ParameterException(spec.commandLine(), "--to must be fairy-stockfish-ini, not '" + to + "'");
        Variant v = Variants.resolve(variant, options);
        String section = name != null ? name : "varia-" + v.key();
        if (!section.matches("[A-Za-z0-9][A-Za-z0-9_.-]*"))
            throw new CommandLine.ParameterException(spec.commandLine(), "--name must be one word (letters, digits, '-', '_', '.'), not '" + section + "'");
        Exporter.Result r = Exporter.export(v, section);
        PrintWriter out = spec.commandLine().getOut(), err = spec.commandLine().getErr();
        String where = v.origin().startsWith(varia.variant.VariantRegistry.RESOURCE_DIR) ? v.key() : v.origin();
        for (String m : r.missing()) err.println(where + ": no ini key for " + m);
        if (!r.exact() && !approximate) {
            err.println(v.key() + ": not exported: " + r.missing().size() + " rule" + (r.missing().size() == 1 ? "" : "s")
                    + " of the file " + (r.missing().size() == 1 ? "has" : "have") + " no Fairy-Stockfish key (--approximate writes it without them)");
            return 1;
        }
        if (output == null) out.print(r.ini());
        else {
            try {
                Files.writeString(output, r.ini(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UserError("cannot write " + output + ": " + e.getMessage());
            }
            err.println(v.key() + ": written to " + output + (r.exact() ? "" : " (without the rules listed above)"));
        }
        return r.exact() ? 0 : 1;
    }
}
