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
import varia.dice.DiceLoader;
import varia.race.RaceLoader;
import varia.variant.VariantSchema;

/**
 * {@code varia schema [-o FILE]}: the JSON Schema of every kind of game file (chess variants, race
 * games, dice chess), generated from the keys the loaders declare (docs/variant.schema.json is its
 * output; a test keeps them equal). The kinds are listed here, where every loader is in reach.
 */
@Command(name = "schema", mixinStandardHelpOptions = true,
        description = {"Prints the JSON Schema of game files (chess variants, race games, dice chess) (for editors: completion and typo marks while typing),",
                "generated from the keys the loader reads. docs/variant.schema.json is this output."})
public final class SchemaCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write it to FILE instead of standard output.")
    Path output;

    /** The kinds of file, the one without a 'game' key first. */
    public static final List<VariantSchema.Family> FAMILIES = List.of(VariantSchema.VARIANTS,
            new VariantSchema.Family("race", "race",
                    "A race game (varia.race): board, pieces per player, the throw, seats with their tracks, rules (docs/variant-format.md, 'Race games')",
                    RaceLoader.TOP_KEYS),
            new VariantSchema.Family("dice-chess", "dice-chess",
                    "A dice-chess game (varia.dice): board, pieces in the movement notation, seats with their armies, the die, which number moves which piece, rules"
                            + " (docs/variant-format.md, 'Dice chess')",
                    DiceLoader.TOP_KEYS),
            new VariantSchema.Family("dice-variant", "dice-variant",
                    "One of the engine's variants moved by a die that names the piece (varia.dice): the variant, its option values, the die, which number moves which piece"
                            + " (docs/variant-format.md, 'Dice variants')",
                    varia.dice.VariantDiceLoader.TOP_KEYS));

    /** The schema's text. */
    public static String json() { return VariantSchema.json(FAMILIES); }

    /** The schema as nested maps and lists. */
    public static java.util.Map<String, Object> schemaMap() { return VariantSchema.schema(FAMILIES); }

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
