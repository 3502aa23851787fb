package varia.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import varia.game.Families;
import varia.game.Game;

/**
 * {@code varia describe GAME [--option NAME=VALUE]... [--memory]}: the rules of a game of any family
 * in plain words, generated from the loaded model (board, pieces and their movement, setup, play,
 * end, options, sources); with {@code --memory}, what it takes in memory (the engine's variants).
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
        Game g = Families.find(variant, options);
        out.print(g.describe());
        if (memory) out.print(g.memory());
        out.flush();
        return 0;
    }
}
