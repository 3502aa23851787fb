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

    /** "White - Black" from the tags, or null when neither is set. */
    public String players() {
        String w = tags.get("White"), b = tags.get("Black");
        if ((w == null || w.isBlank() || w.equals("?")) && (b == null || b.isBlank() || b.equals("?"))) return null;
        return (w == null ? "?" : w) + " - " + (b == null ? "?" : b);
    }
}
