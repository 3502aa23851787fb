package varia.game;

import java.util.List;
import java.util.Map;

/**
 * What a family gives front ends that draw its games (the web's pages, answers and records page),
 * besides the API's words: the board ({@link Scene}), and its own facts of a game, a state, a
 * seat, an action and a turn, as plain data merged into the JSON answers (a race's tracks, dice
 * chess's stakes). Every method has a default, so that a family without views is still played and
 * replayed, by its actions' texts, with no board. One instance per game (immutable).
 */
public interface Views {
    Views NONE = new Views() {};

    /** The board for {@code players} players. */
    default Scene.Layout layout(int players) { return Scene.Layout.NONE; }

    /** The pieces on the board in {@code s}. */
    default List<Scene.Token> tokens(State s) { return List.of(); }

    /** The squares an action moves from and to, in {@code s} before it is applied ({@code null} where there is none). */
    default String[] squares(State s, int action) { return new String[2]; }

    /** What a seat is, in a few words ({@code from a1}, {@code moves west}); "" for nothing. */
    default String about(int players, int seat) { return ""; }

    /** A seat's standing in {@code s} in a few words ({@code 4 off · 0 home}, {@code stakes 3, out}); {@code turns}: the turns played. */
    default String status(State s, int seat, List<Turn> turns) { return ""; }

    /** What the throw or dice waiting to be played show ({@code current}: the turn in play, or null). */
    default List<Scene.Chip> thrown(State s, Turn current) { return List.of(); }

    /** A line about the game so far beside the seats ({@code dice lost so far: 3}); "" for none. */
    default String summary(State s) { return ""; }

    /**
     * Whether a turn is listed (and taken back by undo) from its throw on, its dice and the moves
     * made so far (dice chess), or only once its seat has acted (a race: the throw with its move).
     */
    default boolean listsThrownTurns() { return true; }

    /** The game's own facts in the list of games (its board's size, its pieces). */
    default Map<String, Object> entry() { return Map.of(); }

    /** The state's own facts ({@code current}: the turn in play, or null). */
    default Map<String, Object> state(State s, Turn current) { return Map.of(); }

    /**
     * The same, drawn as the page asks ({@code view}: its choices of how to show the state, such as
     * {@code flip=1} or {@code pieces=letters}; a family reads those it knows, none by default).
     */
    default Map<String, Object> state(State s, Turn current, Map<String, String> view) { return state(s, current); }

    /** A seat's own facts in {@code s}; {@code turns}: the turns played. */
    default Map<String, Object> seat(State s, int seat, List<Turn> turns) { return Map.of(); }

    /** A legal action's own facts, in {@code s} before it is applied. */
    default Map<String, Object> legal(State s, int action) { return Map.of(); }

    /** What an action is about to do, in {@code s} before it is applied (kept with the turn). */
    default Map<String, Object> before(State s, int action) { return Map.of(); }

    /** What the action just applied did, added to what {@link #before} said. */
    default void after(State s, Map<String, Object> facts) {}

    /** A finished turn in words after its seat's name, as a page tells the last one ({@code threw 4,5: a5-b4, a6xa3 takes east's boat}). */
    default String told(Turn t) {
        StringBuilder b = new StringBuilder(t.chanceText() == null ? "played" : "threw " + t.chanceText());
        b.append(": ").append(t.actions().isEmpty() ? "no move" : String.join(", ", t.actions().stream().map(Played::text).toList()));
        return b.toString();
    }

    /** A turn's own facts, from what was played. */
    default Map<String, Object> turn(Turn t) { return Map.of(); }

    /** The position's own facts, for a record's step after each turn (the first one's value is also the record's start). */
    default Map<String, Object> position(State s) { return Map.of(); }

    /**
     * A record's refused turn's own facts: {@code partial} holds its chance as written (-1 when it
     * was not readable) and the actions accepted before the refused one; {@code at} is the state
     * there; {@code words}: the refusal as the verdict says it, without its place.
     */
    default Map<String, Object> refused(Turn partial, State at, String words) { return Map.of(); }

    /** The result's own facts ({@code reason} in the family's words replaces {@link State#result}'s). */
    default Map<String, Object> result(State s) { return Map.of(); }

    /**
     * The notations a page may show the game's actions in, each its key and its words for a menu;
     * the first is the family's own ({@link State#actionText}'s). None by default: the actions are
     * written one way only, and a page offers no choice.
     */
    default List<Notation> notations() { return List.of(); }

    /**
     * A writer of a game from {@code start} in notation {@code key}, one of {@link #notations} but
     * the first (the own notation needs none); null when the game does not offer it.
     */
    default Writer writer(String key, State start) { return null; }

    /** A notation a page may choose: its key ({@code wxf}) and its words for a menu ({@code WXF (C2.5)}). */
    record Notation(String key, String label) {}

    /**
     * Writes one game's actions in a notation. It may keep what it wrote, so that asked again after
     * more actions (or fewer, taken back) it writes only the new ones: its caller holds the game's
     * lock, it is not thread-safe.
     */
    interface Writer {
        /** Every action played from the start, in order, each written (a chance action as the family writes it). */
        List<String> write(List<Integer> actions);
    }

    /** The study page: the family's facts, choices of what to show on the board, tables and notes ({@code query}: the page's parameters). */
    default Study study(Map<String, String> query) { return Study.NONE; }

    /**
     * A turn: the seat whose it is, the chance outcome that began it (-1: none) and its text, the
     * actions its seat played, and whether it is over.
     */
    record Turn(int seat, int chance, String chanceText, List<Played> actions, boolean finished) {}

    /** An action played: its int and text, its squares, and what {@link #before}/{@link #after} said of it. */
    record Played(int action, String text, String from, String to, Map<String, Object> facts) {}

    /** A study page's contents. */
    record Study(Map<String, Object> facts, List<Choice> choices, Map<String, Overlay> overlays, List<Table> tables,
                 List<Section> sections) {
        public static final Study NONE = new Study(Map.of(), List.of(), Map.of(), List.of(), List.of());
    }

    /** A row of buttons: {@code id} names it ({@code seat}); each option's value, text, name and seat (for its colour, -1 none). */
    record Choice(String id, String label, List<Option> options) {}

    record Option(String value, String text, String name, int seat) {}

    /**
     * What the board shows for a choice of options (keyed by their values joined with ','): tokens,
     * the seats' paths drawn ({@code numbered}: the one seat whose path is numbered, -1 none), spots, and words.
     */
    record Overlay(List<Scene.Token> tokens, List<Integer> paths, int numbered, List<Scene.Spot> spots, String words) {}

    /** A table: its id, title, a line before it, its columns, rows (a key and cells) and a line after it. */
    record Table(String id, String title, String before, List<String> columns, List<Row> rows, String after) {}

    record Row(String key, List<String> cells) {}

    /** A few lines under a title; {@code seats}: per line the seat whose colour marks it (-1 none). */
    record Section(String title, List<String> lines, List<Integer> seats) {}
}
