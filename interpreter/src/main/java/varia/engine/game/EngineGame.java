package varia.engine.game;

import java.util.List;
import java.util.Map;
import varia.engine.FenException;
import varia.engine.Position;
import varia.game.Family;
import varia.game.Game;
import varia.game.Player;
import varia.game.Records;
import varia.game.State;
import varia.rules.Describer;
import varia.variant.OptionChoice;
import varia.variant.Variant;
import varia.variant.VariantException;

/**
 * A variant of the engine as a game of the API: two seats, White and Black; its states are the
 * engine's {@link Position}s ({@link EngineState}), its records PGN ({@link PgnRecords}), its best
 * player the engine's search ({@link SearchPlayer}).
 */
public final class EngineGame implements Game {
    /** The seats of every two-sided game, as the summaries' columns name them. */
    static final List<String> SEATS = List.of("white", "black");

    private final Variant variant;

    private final EngineViews views;

    private EngineGame(Variant variant) {
        this.variant = variant;
        this.views = new EngineViews(variant);
    }

    /** The game of a variant; its setup is read here, so that a file whose setup the engine refuses fails to load. */
    public static EngineGame of(Variant v) throws VariantException {
        try {
            Position.fromFen(v, v.startFen());
        } catch (FenException e) {
            throw VariantSetup.problem(v, e);
        }
        return new EngineGame(v);
    }

    /** Line and column (1-based) of the value of the top-level {@code setup:} key in a variant file's text; 1:1 when not found. */
    public static int[] setupLocation(String text) { return VariantSetup.location(text); }

    /** The engine's model of the game. */
    @Override public Variant variant() { return variant; }

    @Override public Family family() { return EngineFamily.FAMILY; }

    @Override public String key() { return variant.key(); }

    @Override public String name() { return variant.name(); }

    @Override public String origin() { return variant.origin(); }

    @Override public List<String> sources() { return variant.sources(); }

    @Override public List<OptionChoice> options() { return variant.options(); }

    @Override public List<Integer> playerCounts() { return List.of(2); }

    @Override public int defaultPlayers() { return 2; }

    @Override public List<String> seats(int players) {
        if (players != 2) throw new IllegalArgumentException(key() + " is played by [2] players, not " + players);
        return SEATS;
    }

    @Override public String summary() {
        int n = variant.pieces().size();
        return variant.files() + "x" + variant.ranks() + ", " + n + (n == 1 ? " piece" : " pieces");
    }

    @Override public String describe() { return Describer.describe(variant); }

    /** What the variant takes in memory ({@link EngineMemory}). */
    @Override public String memory() { return EngineMemory.of(variant); }

    @Override public State start(int players) {
        seats(players);
        return new EngineState(this, Position.start(variant));
    }

    /** A game from a position in FEN (surrounding blanks ignored); a FEN the variant refuses is said why. */
    @Override public State start(int players, String fen) {
        seats(players);
        try {
            return fromFen(fen.strip());
        } catch (FenException e) {
            throw new IllegalArgumentException("invalid FEN for " + key() + ": " + e.getMessage());
        }
    }

    /** A game from a position in FEN. */
    public State fromFen(String fen) throws FenException { return new EngineState(this, Position.fromFen(variant, fen)); }

    @Override public Records records() { return new PgnRecords(this); }

    /** The board as the engine's SVG and each move's squares ({@link EngineViews}), for the one live session's pages. */
    @Override public varia.game.Views views() { return views; }

    /** A pawn and a half: a clear advantage. */
    @Override public double evaluationScale() { return 150; }

    @Override public String computerName() { return "Searcher"; }

    /**
     * The engine's search ({@link varia.search.Searcher}): the effort's nodes, milliseconds or depth
     * a move (default {@link SearchPlayer#DEFAULT_NODES} nodes), at its level, on its threads.
     */
    @Override public Player computer(varia.game.Effort effort) {
        varia.search.Limits limits = effort.depth() > 0 ? varia.search.Limits.depth(effort.depth())
                : effort.millis() > 0 ? varia.search.Limits.moveTime(effort.millis())
                : varia.search.Limits.nodes(effort.nodes() > 0 ? effort.nodes() : SearchPlayer.DEFAULT_NODES);
        return new SearchPlayer(variant, limits, effort.hashMb(), effort.level(), effort.threads());
    }

    /** The search judges any position ({@link EngineAnalysis}). */
    @Override public boolean analyses() { return true; }

    /** The engine's search of {@code s} for the seat to act, within the bounds given, as White's judgement ({@link EngineAnalysis}); {@code s} is left as it was. */
    @Override public varia.game.Analysis analyse(State s, long nodes, long millis) {
        Position p = ((PositionState) s).position();
        varia.game.Analysis over = EngineAnalysis.ended(p);
        if (over != null) return over;
        if (s.isTerminal()) // a claim ended it where the rules alone do not
            return new varia.game.Analysis(s.winner() == 0 ? 1 : s.winner() == 1 ? 0 : .5, null, null, s.score(), List.of(), 0, 0,
                    s.score() + " (" + s.reason() + ")");
        return EngineAnalysis.search(variant, p, s.current(), nodes, millis);
    }

    /** The search plays at every {@link varia.search.Strength} level. */
    @Override public boolean computerLevels() { return true; }

    /** The load options of another value set (as {@code Variants.resolve} with these options). */
    Map<String, String> optionValues() {
        Map<String, String> m = new java.util.LinkedHashMap<>();
        for (OptionChoice o : variant.options()) if (!o.value().equals(o.defaultValue())) m.put(o.name(), o.value());
        return m;
    }
}
