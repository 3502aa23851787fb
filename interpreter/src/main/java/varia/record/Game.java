package varia.record;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One game of a record as read: its tags in file order, the main line's moves as written, the
 * termination marker, and the problems met while reading it (the reader never throws).
 */
public final class Game {
    /** The result tokens of PGN. */
    public static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");

    private final Map<String, String> tags = new LinkedHashMap<>();
    private final List<RecordedMove> moves = new ArrayList<>();
    private final List<Problem> problems = new ArrayList<>();
    private final List<Tolerated> tolerated = new ArrayList<>();
    private final List<Problem> notes = new ArrayList<>();
    private String termination;
    private String preComment;
    private int line, number;

    public Game() {}

    public Game(int number, int line) { this.number = number; this.line = line; }

    /** Tags in the order they were read. */
    public Map<String, String> tags() { return tags; }
    public String tag(String name) { return tags.get(name); }
    public Game tag(String name, String value) { tags.put(name, value); return this; }

    /** The main line; variations are not kept. */
    public List<RecordedMove> moves() { return moves; }
    public Game move(String text) { moves.add(new RecordedMove(text, 0, 0, null)); return this; }

    public List<Problem> problems() { return problems; }
    public void problem(int line, int column, String message) { problems.add(new Problem(line, column, message)); }

    /**
     * What the reader accepted though PGN's letter forbids it (a missing result token, a tag with
     * an unescaped quote): notes for the user, not failures of the moves. {@link #strict()} makes
     * them problems.
     */
    public List<Tolerated> tolerated() { return tolerated; }

    /** Notes a departure from PGN that the reader accepted: {@code problem} (what PGN says), {@code reading} (how it was read). */
    public void tolerate(int line, int column, String problem, String reading) {
        tolerated.add(new Tolerated(new Problem(line, column, problem), reading));
    }

    /**
     * A departure from PGN the reader accepted.
     *
     * @param problem what PGN's letter says, at its line and column (the error under {@code --strict})
     * @param reading how the reader took it, e.g. "read as *"
     */
    public record Tolerated(Problem problem, String reading) {
        /** "4543:10: tag Event: ...; read as ..." */
        public String text() { return problem + "; " + reading; }
    }

    /** PGN's letter of the law ({@code --strict}): what was tolerated becomes problems, in the order of the text. */
    public Game strict() {
        if (tolerated.isEmpty()) return this;
        for (Tolerated t : tolerated) problems.add(t.problem());
        tolerated.clear();
        problems.sort(java.util.Comparator.comparingInt(Problem::line).thenComparingInt(Problem::column));
        return this;
    }

    /**
     * What the reader noticed and tolerated without failing the game (a variation left out, a
     * line it skipped, a guessed side to move): shown beside the verdict, never a failure.
     */
    public List<Problem> notes() { return notes; }
    public void note(int line, int column, String message) { notes.add(new Problem(line, column, message)); }

    /** The movetext's result token (1-0, 0-1, 1/2-1/2, *), or null when the game had none. */
    public String termination() { return termination; }
    public void termination(String t) { termination = t; }

    /** A comment before the first move, or null. */
    public String preComment() { return preComment; }
    public void preComment(String c) { preComment = c; }

    /** 1-based line where the game starts, 0 when unknown. */
    public int line() { return line; }
    /** 1-based index of the game in its file. */
    public int number() { return number; }

    /** The recorded result: the movetext's token, else the Result tag, else "*". */
    public String result() {
        if (termination != null) return termination;
        String r = tags.get("Result");
        return r != null && RESULTS.contains(r.strip()) ? r.strip() : "*";
    }

    /**
     * The tags that name the first player (White), in the order asked: xiangqi's Red, janggi's
     * Cho, shogi's Sente and 先手; and the second player (Black): Black, janggi's Han, shogi's
     * Gote and 後手.
     */
    public static final List<String> FIRST_PLAYER = List.of("White", "Red", "Cho", "Sente", "先手"),
            SECOND_PLAYER = List.of("Black", "Han", "Gote", "後手");

    /** "White - Black" from the tags (or the game's own names for the players, {@link #FIRST_PLAYER}), or null when none is set. */
    public String players() {
        String w = player(FIRST_PLAYER), b = player(SECOND_PLAYER);
        if (w == null && b == null) return null;
        return (w == null ? "?" : w) + " - " + (b == null ? "?" : b);
    }

    /** The first player's name (White, else the game's own name for him: Red, Cho, Sente, 先手), or null. */
    public String firstPlayer() { return player(FIRST_PLAYER); }

    /** The second player's name (Black, else Han, Gote, 後手), or null. */
    public String secondPlayer() { return player(SECOND_PLAYER); }

    /** The first of these tags that names someone, or null. */
    private String player(List<String> names) {
        for (String n : names) {
            String v = tags.get(n);
            if (v != null && !v.isBlank() && !v.equals("?")) return v;
        }
        return null;
    }
}
