package varia.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import java.util.List;
import java.util.ArrayList;
import varia.game.Families;
import varia.game.Family;
import varia.variant.VariantSchema;

/**
 * {@code varia schema [-o FILE]}: the JSON Schema of every kind of game file (chess variants, race
 * games, dice chess), generated from the keys the loaders declare (docs/variant.schema.json is its
 * output; a test keeps them equal). Each family says its own kind ({@link Family#schema}).
 */
@Command(name = "schema", mixinStandardHelpOptions = true,
        description = {"Prints the JSON Schema of game files (chess variants, race games, dice chess) (for editors: completion and typo marks while typing),",
                "generated from the keys the loader reads. docs/variant.schema.json is this output."})
public final class SchemaCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write it to FILE instead of standard output.")
    Path output;

    /**
     * The kinds of file, as the families on the class path describe them: the engine's (no 'game'
     * key) first, then the others in the registry's order. Built on first use (a holder), since
     * the engine's kind reaches every rule's reader and picocli builds this command at every start.
     */
    public static List<VariantSchema.Family> families() { return Kinds.ALL; }

    private static final class Kinds {
        static final List<VariantSchema.Family> ALL = collect();

        private static List<VariantSchema.Family> collect() {
            List<VariantSchema.Family> out = new ArrayList<>();
            out.add(Families.engine().schema());
            for (Family f : Families.all()) if (f != Families.engine() && f.schema() != null) out.add(f.schema());
            return List.copyOf(out);
        }
    }

    /** The schema's text. */
    public static String json() { return VariantSchema.json(families()); }

    /** The schema as nested maps and lists. */
    public static java.util.Map<String, Object> schemaMap() { return VariantSchema.schema(families()); }

    @Override
    public Integer call() {
        String json = json();
        if (output == null) {
            spec.commandLine().getOut().print(json);
            spec.commandLine().getOut().flush();
            return 0;
        }
        try {
            Files.writeString(output, json, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UserError("cannot write " + output + ": " + e.getMessage());
        }
        return 0;
    }
}
