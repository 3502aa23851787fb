package varia.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import varia.game.Families;
import varia.game.Game;
import varia.game.Simulation;

/**
 * {@code varia simulate GAME --games N [--players N] [--seed S] [--strategy LIST] [--option k=v]}:
 * self-play of any game by computer players on all cores; prints wins by seat with 95%
 * confidence intervals and what the game's family counts (game length, lost throws, captures...).
 */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = {"Simulates many games of any game (race games, dice chess, the engine's variants) by computer players, on all cores:",
                "wins by seat with 95%% confidence intervals, mean game length and the family's own figures. A seed gives the same figures."})
public final class SimulateCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** --variants DIR: applied by Main to every lookup the command makes. */
    @CommandLine.Mixin
    VariantFolderOption variantFolders;

    @Parameters(index = "0", paramLabel = "GAME", description = "A bundled game (ashtapada, chaturaji, chess...) or a path to its YAML file.")
    String game;

    @Option(names = "--games", paramLabel = "N", description = "Games to play (default 10000).")
    long games = 10_000;

    @Option(names = "--players", paramLabel = "N", description = "Number of players (default: the file's).")
    Integer players;

    @Option(names = "--seed", paramLabel = "S", description = "Seed (default 1).")
    long seed = 1;

    @Option(names = "--strategy", paramLabel = "LIST", split = ",",
            description = "The computer player of each seat in turn order, or one for all: greedy (default), expectimax, mcts, random, computer.")
    List<String> strategy;

    @Option(names = "--threads", paramLabel = "T", description = "Threads (default: all cores).")
    Integer threads;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "Play under this value of an option (repeatable), e.g. --option nests=ring-corners.")
    Map<String, String> options = new LinkedHashMap<>();

    @Override
    public Integer call() throws Exception {
        if (games < 1 || games > 100_000_000L) throw new CommandLine.ParameterException(spec.commandLine(), "--games must be from 1 to 100000000, not " + games);
        int cores = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (cores < 1 || cores > 256) throw new CommandLine.ParameterException(spec.commandLine(), "--threads must be from 1 to 256, not " + cores);
        Game g = Families.find(game, options);
        int n = Seating.players(spec, g, players);
        String[] strategies = Seating.who(spec, n, strategy, "greedy", "greedy", "--strategy", false);
        Simulation.Result r = Simulation.run(g, n, strategies, games, seed, cores);
        PrintWriter out = spec.commandLine().getOut();
        if (!options.isEmpty()) out.println("options: " + options);
        out.print(Simulation.report(g, n, strategies, r));
        out.flush();
        return 0;
    }
}
