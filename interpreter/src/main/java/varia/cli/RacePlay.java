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
import varia.io.Printable;
import varia.race.RaceGame;
import varia.race.RaceGames;
import varia.race.RaceRecord;
import varia.race.RaceRun;
import varia.race.RaceTable;
import varia.race.RaceTerminal;
import varia.variant.VariantException;

/** The race games' side of {@code play} and {@code validate} (files with {@code game: race}). */
final class RacePlay {
    private RacePlay() {}

    /** The number of players, checked against the file. */
    static int players(CommandLine.Model.CommandSpec spec, RaceGame g, Integer players) {
        int n = players == null ? g.defaultPlayers() : players;
        if (!g.seating().containsKey(n))
            throw new CommandLine.ParameterException(spec.commandLine(), "--players: " + g.key() + " is played by "
                    + g.playerCounts() + " players, not " + n);
        return n;
    }

    /** Who plays each seat: human, computer, greedy or random; checked. */
    static String[] seats(CommandLine.Model.CommandSpec spec, int n, List<String> given, String first, String others, String option) {
        String[] out = new String[n];
        for (int p = 0; p < n; p++) out[p] = given == null ? (p == 0 ? first : others) : given.size() == 1 ? given.get(0) : p < given.size() ? given.get(p) : null;
        if (given != null && given.size() != 1 && given.size() != n)
            throw new CommandLine.ParameterException(spec.commandLine(), option + ": give one player per seat (" + n + "), or one for all; not " + given.size());
        for (String s : out)
            if (!List.of("human", "computer", "expectimax", "greedy", "random").contains(s) || (option.equals("--strategy") && s.equals("human")))
                throw new CommandLine.ParameterException(spec.commandLine(), option + ": '" + Printable.shorten(s) + "' is not "
                        + (option.equals("--strategy") ? "computer, expectimax, greedy or random" : "human, computer, greedy or random"));
        return out;
    }

    static int play(CommandLine.Model.CommandSpec spec, RaceGame g, Integer players, List<String> who, Long seed, Path record,
                    Map<String, String> options) throws IOException {
        int n = players(spec, g, players);
        String[] seats = seats(spec, n, who, "human", "computer", "--who");
        long s = seed != null ? seed : System.nanoTime() & 0xFFFFFFFFL;
        PrintWriter out = spec.commandLine().getOut();
        RaceTable t = new RaceTable(g, n);
        out.println(g.name() + ", " + n + " players, seed " + s + (seed == null ? " (replay this game with --seed " + s + ")" : ""));
        for (int p = 0; p < n; p++) out.println("  " + t.seat(p).letter() + " " + t.seat(p).name() + " (from " + g.squareName(t.square(p, 0)) + "): " + seats[p]);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        RaceRun run = new RaceTerminal(t, seats, s, in, out, System.console() == null).run();
        if (record != null) {
            Files.writeString(record, RaceRecord.write(t, options, run.record(), run.position, g.name() + ", seed " + s), StandardCharsets.UTF_8);
            out.println("record written to " + record);
        }
        out.flush();
        return 0;
    }

    static int validate(CommandLine.Model.CommandSpec spec, String variant, List<Path> files, Map<String, String> options) throws VariantException {
        return RecordReplays.each(spec.commandLine().getOut(), files, text -> {
            Map<String, String> chosen = new LinkedHashMap<>(options);
            RaceRecord.header(text).options().forEach(chosen::putIfAbsent);
            RaceRecord.Verdict v = RaceRecord.replay(RaceGames.find(variant, chosen), text);
            return new RecordReplays.Verdict(v.ok(), v.message());
        });
    }
}
