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
import varia.race.RaceGame;
import varia.race.RaceGames;
import varia.race.RaceTable;
import varia.race.Simulation;

/**
 * {@code varia simulate RACE --games N [--players N] [--seed S] [--strategy LIST] [--option k=v]}:
 * self-play of a race game by computer players on all cores; prints wins by seat with 95%
 * confidence intervals, the mean game length, the share of lost throws and captures per game.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = {"Simulates many games of a race game (game: race) or a dice-chess game (game: dice-chess) by computer players, on all cores:",
                "wins by seat with 95%% confidence intervals, mean game length, lost throws, captures. A seed gives the same figures."})
public final class SimulateCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "A bundled race or dice-chess game (ashtapada, chaturaji) or a path to its YAML file.")
    String game;

    @Option(names = "--games", paramLabel = "N", description = "Games to play (default 10000).")
    long games = 10_000;

    @Option(names = "--players", paramLabel = "N", description = "Number of players (default: the file's).")
    Integer players;

    @Option(names = "--seed", paramLabel = "S", description = "Seed (default 1).")
    long seed = 1;

    @Option(names = "--strategy", paramLabel = "LIST", split = ",",
            description = "The computer player of each seat in turn order, or one for all: greedy (default), expectimax, random.")
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
        varia.dice.DiceChessGame dice = varia.dice.DiceGames.find(game, options);
        if (dice != null) return DicePlay.simulate(spec, dice, players, strategy, games, seed, cores, options);
        RaceGame g = RaceGames.find(game, options);
        if (g == null) throw new UserError(game + " is neither a race game ('game: race') nor a dice-chess game ('game: dice-chess'); simulate plays "
                + String.join(", ", RaceGames.bundled()) + ", " + String.join(", ", varia.dice.DiceGames.bundled()));
        int n = RacePlay.players(spec, g, players);
        String[] strategies = RacePlay.seats(spec, n, strategy, "greedy", "greedy", "--strategy");
        for (int i = 0; i < n; i++) if (strategies[i].equals("computer")) strategies[i] = "expectimax";
        RaceTable t = new RaceTable(g, n);
        Simulation.Result r = Simulation.run(t, strategies, games, seed, cores);
        PrintWriter out = spec.commandLine().getOut();
        if (!options.isEmpty()) out.println("options: " + options);
        out.print(Simulation.report(t, strategies, r));
        out.flush();
        return 0;
    }
}
