package varia.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import varia.engine.Footprint;
import varia.engine.Position;
import varia.rules.Describer;
import varia.search.Limits;
import varia.search.Searcher;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * {@code varia describe VARIANT [--option NAME=VALUE]... [--memory]}: the rules of a variant in plain words,
 * generated from the loaded model (board, pieces and their movement, setup, play, end, options,
 * sources); with {@code --memory}, what the variant takes in memory.
 */
@Command(name = "describe", mixinStandardHelpOptions = true,
        description = "Prints the rules of a variant in plain words, generated from its file.")
public final class DescribeCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** --variants DIR: applied by Main to every lookup the command makes. */
    @CommandLine.Mixin
    VariantFolderOption variantFolders;

    @Parameters(index = "0", paramLabel = "VARIANT", description = "A variant's key or alias (bundled, or in a variant folder) or a path to a YAML file.")
    String variant;

    @Option(names = "--option", paramLabel = "NAME=VALUE",
            description = "Choose a value of one of the variant's options (repeatable), e.g. --option knight-mate=draw.")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--memory", description = "Also print what the variant takes in memory: move tables, rule hooks, a position, the computer player's tables.")
    boolean memory;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        varia.dice.DiceChessGame dice = varia.dice.DiceGames.find(variant, options);
        if (dice != null) { // a dice-chess game ('game: dice-chess')
            out.print(varia.dice.DiceDescriber.describe(dice));
            out.flush();
            return 0;
        }
        varia.race.RaceGame race = varia.race.RaceGames.find(variant, options);
        if (race != null) { // a race game ('game: race'): its own rule book
            out.print(varia.race.RaceDescriber.describe(race));
            out.flush();
            return 0;
        }
        Variant v = Variants.resolve(variant, options);
        out.print(Describer.describe(v));
        if (memory) out.print(memory(v));
        out.flush();
        return 0;
    }

    /**
     * The "Memory" section: the loaded variant's tables ({@link Footprint}), a position, and the
     * computer player's: its hash table at the default size and its per-thread arrays, measured
     * after a short search (move lists grow with the positions searched).
     */
    static String memory(Variant v) {
        Footprint f = Footprint.of(v);
        Searcher s = new Searcher(v);
        s.search(Position.start(v), Limits.nodes(20_000));
        return String.format(java.util.Locale.ROOT, """

                Memory (estimated)
                  move tables %s, rule hooks and keys %s: %s while the variant is loaded
                  a position %s, and %s per move of its history
                  the computer player: hash table %s (UCI/XBoard option Hash, play --hash), %s per search thread
                """, Footprint.human(f.moveTables()), Footprint.human(f.compiled()), Footprint.human(f.variantBytes()),
                Footprint.human(f.position()), Footprint.human(f.plyBytes()), Footprint.human(s.hashBytes()), Footprint.human(s.workBytes()));
    }
}
