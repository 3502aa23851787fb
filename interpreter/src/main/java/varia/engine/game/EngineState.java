package varia.engine.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import varia.engine.FenException;
import varia.engine.GameResult;
import varia.engine.Moves;
import varia.engine.Position;
import varia.game.IllegalAction;
import varia.game.State;
import varia.play.BoardRenderer;
import varia.record.MoveParser;
import varia.record.San;
import varia.search.Evaluator;

/**
 * A game of the engine through the API: the {@link Position} with its moves, the engine's own
 * move ints as actions (SAN as their text; SAN or coordinates read back), FEN as the state's text.
 * No chance. While turns are free (Senterej's werera) the seats still alternate, White first. A
 * draw the rules offer is a {@link #claims claim}. The moves made are kept, so that a copy is
 * the same game (repetitions included): {@link #copyFrom} takes back and makes moves from where
 * the two games part.
 */
public final class EngineState implements State {
    private final EngineGame game;
    private Position pos;
    private final String startFen;
    private int[] moves = new int[64];
    private int made;
    private GameResult claimed, cached;
    private San san;
    private MoveParser parser;
    private Evaluator evaluator;

    EngineState(EngineGame game, Position pos) {
        this.game = game;
        this.pos = pos;
        this.startFen = pos.toFen();
    }

    /** The live position (callers leave it as they found it). */
    public Position position() { return pos; }

    @Override public EngineGame game() { return game; }

    @Override public int players() { return 2; }

    @Override public String seat(int seat) { return EngineGame.SEATS.get(seat); }

    private GameResult rules() {
        if (claimed != null) return claimed;
        if (cached == null) cached = pos.result();
        return cached;
    }

    /** Whose turn: the side to move, or while turns are free the seats in turn, White first. */
    private int actor() { return pos.freeTurns() ? made & 1 : pos.sideToMove(); }

    @Override public int current() { return rules().isOver() ? TERMINAL : actor(); }

    @Override public int mover() { return rules().isOver() ? -1 : actor(); }

    @Override public int maxActions() { return Moves.MAX_MOVES; }

    @Override public int legalActions(int[] out) { return rules().isOver() ? 0 : pos.legalMoves(out); }

    @Override public int chanceOutcomes(int[] out, double[] probability) { return 0; }

    @Override public int sample(SplittableRandom random) { throw new IllegalStateException("the engine's games have no chance"); }

    @Override public void apply(int action) {
        if (made == moves.length) moves = Arrays.copyOf(moves, made * 2);
        moves[made++] = action;
        pos.make(action);
        cached = null;
        claimed = null;
    }

    @Override public boolean undo() {
        if (claimed != null) {
            claimed = null;
            return true;
        }
        if (made == 0) return false;
        made--;
        pos.unmake();
        cached = null;
        return true;
    }

    @Override public void returns(double[] out) { TwoSides.returns(rules(), out); }

    @Override public int[] ranking() { return TwoSides.ranking(winner()); }

    @Override public int winner() { return TwoSides.winner(rules()); }

    @Override public String result() { return rules().isOver() ? rules().pgn() + " (" + reason() + ")" : "ongoing"; }

    @Override public String score() { return rules().pgn(); }

    @Override public String reason() { return claimed != null ? claimed.reason() + ", claimed" : rules().reason(); }

    @Override public List<String> claims() {
        if (rules().isOver()) return List.of();
        List<String> out = new ArrayList<>();
        for (GameResult c : pos.claims()) out.add((c.status() == GameResult.Status.DRAW ? "a draw" : c.pgn()) + " (" + c.reason() + ")");
        return out;
    }

    @Override public void claim(int i) {
        List<GameResult> offered = pos.claims();
        if (rules().isOver() || i < 0 || i >= offered.size()) throw new IllegalStateException("nothing to claim here");
        claimed = offered.get(i);
    }

    private San san() {
        if (san == null) san = new San(game.variant());
        return san;
    }

    @Override public String actionText(int action) { return san().write(pos, action); }

    @Override public int parseAction(String text) throws IllegalAction {
        if (parser == null) parser = new MoveParser(san());
        MoveParser.Parsed p = parser.parseTyped(pos, text);
        if (!p.ok()) throw new IllegalAction(p.error());
        return p.move();
    }

    /** The move's coordinates as Fairy-Stockfish writes them. */
    @Override public String actionCode(int action) { return pos.moveToUci(action); }

    @Override public String text() { return pos.toFen(); }

    @Override public String board(int viewer) { return BoardRenderer.render(pos, viewer == 1); }

    @Override public State copy() {
        EngineState c;
        try {
            c = new EngineState(game, Position.fromFen(game.variant(), startFen));
        } catch (FenException e) {
            throw new IllegalStateException("the game's own start does not read back: " + e.getMessage(), e);
        }
        c.copyFrom(this);
        return c;
    }

    /** Takes back this game's moves to where the two part, then makes the other's (same start: same history, repetitions included). */
    @Override public void copyFrom(State other) {
        EngineState o = (EngineState) other;
        if (!o.startFen.equals(startFen)) throw new IllegalArgumentException("a game from another start");
        int common = 0, limit = Math.min(made, o.made);
        while (common < limit && moves[common] == o.moves[common]) common++;
        while (made > common) {
            made--;
            pos.unmake();
        }
        for (int i = common; i < o.made; i++) apply(o.moves[i]);
        claimed = o.claimed;
        cached = o.cached;
    }

    /** The engine's static evaluation, for the seat (the side to move's in centipawn-like units, turned). */
    @Override public double value(int seat) {
        if (evaluator == null) evaluator = new Evaluator(game.variant());
        int e = evaluator.evaluate(pos);
        return seat == pos.sideToMove() ? e : -e;
    }
}
