package varia.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import varia.dice.DiceChessGame;
import varia.dice.DiceGames;
import varia.dice.DiceRecord;
import varia.dice.DiceRun;
import varia.dice.DiceSimulation;
import varia.dice.DiceTable;
import varia.dice.DiceTerminal;
import varia.io.Printable;
import varia.variant.VariantException;

/** The dice-chess games' side of check, play, simulate and validate (files with {@code game: dice-chess}, read by {@code varia.dice}). */
final class DicePlay {
    private DicePlay() {}

    /** The one-line summary {@code check} prints for a good file. */
    static String summary(DiceChessGame g) {
        return "ok (dice-chess game, " + g.files() + "x" + g.ranks() + ", " + g.seats().size() + " seats, " + g.pieces().size()
                + " piece types, " + g.options().size() + " options)";
    }

    static int players(CommandLine.Model.CommandSpec spec, DiceChessGame g, Integer players) {
        int n = players == null ? g.defaultPlayers() : players;
        if (!g.seating().containsKey(n))
            throw new CommandLine.ParameterException(spec.commandLine(), "--players: " + g.key() + " is played by " + g.playerCounts() + " players, not " + n);
        return n;
    }

    /** Who plays each seat: human, computer (expectimax), expectimax, greedy or random; checked. */
    static String[] seats(CommandLine.Model.CommandSpec spec, int n, List<String> given, String first, String others, String option) {
        String[] out = new String[n];
        if (given != null && given.size() != 1 && given.size() != n)
            throw new CommandLine.ParameterException(spec.commandLine(), option + ": give one player per seat (" + n + "), or one for all; not " + given.size());
        for (int p = 0; p < n; p++) out[p] = given == null ? (p == 0 ? first : others) : given.size() == 1 ? given.get(0) : given.get(p);
        boolean computersOnly = option.equals("--strategy");
        for (String s : out)
            if (!List.of("human", "computer", "expectimax", "greedy", "random").contains(s) || (computersOnly && s.equals("human")))
                throw new CommandLine.ParameterException(spec.commandLine(), option + ": '" + Printable.shorten(s) + "' is not "
                        + (computersOnly ? "computer, expectimax, greedy or random" : "human, computer, expectimax, greedy or random"));
        return out;
    }

    static int play(CommandLine.Model.CommandSpec spec, DiceChessGame g, Integer players, List<String> who, Long seed, Path record,
                    Map<String, String> options) throws IOException {
        int n = players(spec, g, players);
        String[] seats = seats(spec, n, who, "human", "computer", "--who");
        long s = seed != null ? seed : System.nanoTime() & 0xFFFFFFFFL;
        PrintWriter out = spec.commandLine().getOut();
        DiceTable t = new DiceTable(g, n);
        out.println(g.name() + ", " + n + " players, seed " + s + (seed == null ? " (replay this game with --seed " + s + ")" : ""));
        for (int p = 0; p < n; p++) out.println("  " + t.seat(p).letter() + " " + t.seat(p).name() + " (moves " + t.seat(p).forwardName() + "): " + seats[p]);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        DiceRun run = new DiceTerminal(t, seats, s, in, out, System.console() == null).run();
        if (record != null) {
            Files.writeString(record, DiceRecord.write(t, options, run.record(), run.position, g.name() + ", seed " + s), StandardCharsets.UTF_8);
            out.println("record written to " + record);
        }
        out.flush();
        return 0;
    }

    static int simulate(CommandLine.Model.CommandSpec spec, DiceChessGame g, Integer players, List<String> strategy, long games, long seed,
                        int threads, Map<String, String> options) throws InterruptedException {
        int n = players(spec, g, players);
        String[] strategies = seats(spec, n, strategy, "greedy", "greedy", "--strategy");
        for (int i = 0; i < n; i++) if (strategies[i].equals("computer")) strategies[i] = "expectimax";
        DiceTable t = new DiceTable(g, n);
        DiceSimulation.Result r = DiceSimulation.run(t, strategies, games, seed, threads);
        PrintWriter out = spec.commandLine().getOut();
        if (!options.isEmpty()) out.println("options: " + options);
        out.print(DiceSimulation.report(t, strategies, r));
        out.flush();
        return 0;
    }

    static int validate(CommandLine.Model.CommandSpec spec, String variant, List<Path> files, Map<String, String> options) throws VariantException {
        return RecordReplays.each(spec.commandLine().getOut(), files, text -> {
            Map<String, String> chosen = new LinkedHashMap<>(options);
            varia.race.RaceRecord.header(text).options().forEach(chosen::putIfAbsent);
            DiceRecord.Verdict v = DiceRecord.replay(DiceGames.find(variant, chosen), text);
            return new RecordReplays.Verdict(v.ok(), v.message());
        });
    }
}
