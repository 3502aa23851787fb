package varia.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import varia.play.LineSource;
import varia.search.Limits;
import java.io.IOException;
import java.nio.file.Files;
import varia.game.Families;
import varia.game.Game;
import varia.game.Player;
import varia.game.State;
import varia.game.Trial;
import varia.play.Terminal;

/**
 * {@code varia play GAME}: any game in the one terminal ({@link Terminal}), seat by seat
 * ({@code --players N --who LIST --seed S --record FILE}; a two-seat game also takes
 * {@code --white human|computer --black human|computer}), the computers as hard as
 * {@code --depth N|--movetime MS --level N --threads N --hash MB} say, {@code --max-plies N} adjudicating a draw.
 */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = {"Plays a game in the terminal: humans type moves in coordinates (e2e4), the computer searches.",
                "Works with piped input too (one move or command per line), so games can be scripted."})
public final class PlayCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** --variants DIR: applied by Main to every lookup the command makes. */
    @CommandLine.Mixin
    VariantFolderOption variantFolders;

    @Parameters(index = "0", paramLabel = "VARIANT", description = "A variant's key or alias (bundled, or in a variant folder) or a path to a YAML file.")
    String variant;

    @Option(names = "--white", paramLabel = "human|computer", description = "A two-seat game: who plays the first seat, White (default: human).")
    String white;

    @Option(names = "--black", paramLabel = "human|computer", description = "A two-seat game: who plays the second seat, Black (default: computer).")
    String black;

    @Option(names = "--depth", paramLabel = "N", description = "The computer searches N plies per move.")
    Integer depth;

    @Option(names = "--movetime", paramLabel = "MS", description = "The computer thinks MS milliseconds per move (default 1000).")
    Long movetime;

    @Option(names = "--fen", paramLabel = "FEN", description = "Start from this position.")
    String fen;

    @Option(names = "--max-plies", paramLabel = "N", description = "Adjudicate a draw after N plies (default: no limit).")
    int maxPlies;

    @Option(names = "--option", paramLabel = "NAME=VALUE",
            description = "Play under this value of one of the variant's options (repeatable), e.g. --option werera=ten-moves.")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--level", paramLabel = "N",
            description = "The computer's strength, 0 (a beginner) to 20 (full strength, the default): below 20 it thinks for a level's number of nodes and may play a weaker move.")
    Integer level;

    @Option(names = "--threads", paramLabel = "N", description = "The computer's search threads (default 1).")
    Integer threads;

    @Option(names = "--hash", paramLabel = "MB", description = "The computer's transposition table size (default 16).")
    Integer hashMb;

    @Option(names = "--players", paramLabel = "N", description = "The number of players (default: the file's); plays seat by seat.")
    Integer players;

    @Option(names = "--who", paramLabel = "LIST", split = ",",
            description = "Who plays each seat in turn order: human, computer, expectimax, mcts, greedy or random (default: human, then computers).")
    java.util.List<String> who;

    @Option(names = "--seed", paramLabel = "N", description = "Seat by seat: the seed of the throws and players (default: the clock's, printed).")
    Long seed;

    @Option(names = "--record", paramLabel = "FILE", description = "Seat by seat: write the game's record to FILE at the end.")
    java.nio.file.Path record;

    @Override
    public Integer call() throws Exception {
        Game g = Families.find(variant, options);
        return seats(g);
    }

    /** --white and --black as --who's two names (human or computer); null when neither is given. */
    private java.util.List<String> sides(int n) {
        if (white == null && black == null) return null;
        if (who != null) throw new CommandLine.ParameterException(spec.commandLine(), "give --who or --white/--black, not both");
        if (n != 2) throw new CommandLine.ParameterException(spec.commandLine(), "--white and --black name the two seats of a two-player game; this one has " + n + ": use --who");
        return java.util.List.of(side("--white", white == null ? "human" : white), side("--black", black == null ? "computer" : black));
    }

    private String side(String opt, String s) {
        return switch (s.toLowerCase(Locale.ROOT)) {
            case "human", "h" -> "human";
            case "computer", "c", "engine" -> "computer";
            default -> throw new CommandLine.ParameterException(spec.commandLine(), opt + " must be human or computer, not '" + s + "'");
        };
    }

    /** Any game in the game API's terminal: seats played by humans or computer players, chance from a seed. */
    private int seats(Game g) throws IOException {
        int n = Seating.players(spec, g, players);
        if (maxPlies < 0)
            throw new CommandLine.ParameterException(spec.commandLine(), "--max-plies must be 0 (no limit) or more, not " + maxPlies);
        java.util.List<String> sides = sides(n);
        String[] seats = Seating.who(spec, n, sides != null ? sides : who, "human", "computer", "--who", true);
        varia.game.Effort effort = effort();
        Player[] computers = Seating.computers(g, seats, effort);
        if (effort != varia.game.Effort.DEFAULT && java.util.Arrays.stream(computers).allMatch(java.util.Objects::isNull))
            Seating.computers(g, new String[] {"computer"}, effort); // no computer seat: the game's computer still says whether it takes these
        long s = seed != null ? seed : System.nanoTime() & 0xFFFFFFFFL;
        PrintWriter out = spec.commandLine().getOut();
        State start;
        try {
            start = fen == null ? g.start(n) : g.start(n, fen);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
        out.println(g.name() + ", " + n + " players, seed " + s + (seed == null ? " (replay this game with --seed " + s + ")" : ""));
        for (int p = 0; p < n; p++) out.println("  " + start.seat(p) + ": " + seats[p]);
        Terminal[] t = new Terminal[1];
        LineSource in = LineSource.jline(() -> t[0] == null ? java.util.List.of() : t[0].completions()); // Tab completes on a real terminal
        if (in == null) in = LineSource.plain(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), out, System.console() == null);
        Trial trial;
        try (LineSource lines = in) {
            t[0] = new Terminal(start, fen == null ? null : fen.strip(), options, computers, s, lines, out).maxPlies(maxPlies);
            trial = t[0].run();
        }
        if (record != null) {
            Map<String, String> tags = new LinkedHashMap<>();
            tags.put("", g.name() + ", seed " + s);
            if (t[0].adjudicated()) tags.put("Result", "1/2-1/2"); // the move limit's draw, which the state does not know
            Files.writeString(record, g.records().write(trial, t[0].state(), tags), StandardCharsets.UTF_8);
            out.println("record written to " + record);
        }
        out.flush();
        return 0;
    }

    /**
     * How hard the computers think, from --depth, --movetime, --level, --threads and --hash (checked);
     * {@link varia.game.Effort#DEFAULT} when none is given. A player that has no use for one refuses it.
     */
    private varia.game.Effort effort() {
        searchOptionsChecked();
        if (depth == null && movetime == null && level == null && threads == null && hashMb == null) return varia.game.Effort.DEFAULT;
        varia.game.Effort e = new varia.game.Effort(0, movetime != null ? movetime : 0, hashMb != null ? hashMb : 16);
        if (depth != null) e = e.withDepth(depth);
        if (level != null) e = e.withLevel(level);
        if (threads != null) e = e.withThreads(threads);
        return e;
    }

    /** The search options' ranges, checked (a usage error otherwise). */
    private void searchOptionsChecked() {
        if (depth != null && movetime != null) throw new CommandLine.ParameterException(spec.commandLine(), "give --depth or --movetime, not both");
        if (depth != null && (depth < 1 || depth > Limits.MAX_DEPTH))
            throw new CommandLine.ParameterException(spec.commandLine(), "--depth must be from 1 to " + Limits.MAX_DEPTH + ", not " + depth);
        if (movetime != null && movetime < 1)
            throw new CommandLine.ParameterException(spec.commandLine(), "--movetime must be at least 1 (milliseconds), not " + movetime);
        if (hashMb != null && (hashMb < 1 || hashMb > 4096)) throw new UserError("--hash: from 1 to 4096 MB, not " + hashMb);
        if (level != null && (level < varia.game.Effort.MIN_LEVEL || level > varia.game.Effort.FULL))
            throw new CommandLine.ParameterException(spec.commandLine(), "--level must be from " + varia.game.Effort.MIN_LEVEL
                    + " (weakest) to " + varia.game.Effort.FULL + " (full strength), not " + level);
        if (threads != null && (threads < 1 || threads > 512))
            throw new CommandLine.ParameterException(spec.commandLine(), "--threads must be from 1 to 512, not " + threads);
    }
}
