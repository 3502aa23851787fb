package varia.engine.game;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import varia.engine.GameResult;
import varia.engine.Moves;
import varia.engine.Position;
import varia.game.IllegalAction;
import varia.game.State;

/**
 * A game of the engine through the API: the {@link Position} with its moves, the engine's own
 * move ints as actions (SAN as their text; SAN or coordinates read back), FEN as the state's text.
 * No chance. While turns are free (Senterej's werera) the seats still alternate, White first. A
 * draw the rules offer is a {@link #claims claim}; what it shares with every state over a
 * position (history, copies, verdict, SAN, evaluation) is {@link PositionState}'s.
 */
public final class EngineState extends PositionState {
    private final EngineGame game;
    private GameResult claimed;

    EngineState(EngineGame game, Position pos) {
        super(game.variant(), pos);
        this.game = game;
    }

    @Override public EngineGame game() { return game; }

    @Override public String seat(int seat) { return EngineGame.SEATS.get(seat); }

    @Override protected GameResult rules() { return claimed != null ? claimed : super.rules(); }

    @Override protected void moved() {
        super.moved();
        claimed = null;
    }

    /** Whose turn: the side to move, or while turns are free the seats in turn, White first. */
    private int actor() { return pos.freeTurns() ? made() & 1 : pos.sideToMove(); }

    /** While turns are free, a move of the actor's own colour (a piece moved from the board; an entry, the actor's). */
    @Override public boolean ownAction(int action) {
        if (!pos.freeTurns()) return true;
        varia.engine.MoveInfo info = pos.info(action);
        return (info.from() >= 0 ? pos.colourAt(info.from()) : pos.sideToMove()) == actor();
    }

    @Override public int current() { return rules().isOver() ? TERMINAL : actor(); }

    @Override public int mover() { return rules().isOver() ? -1 : actor(); }

    @Override public int maxActions() { return Moves.MAX_MOVES; }

    @Override public int legalActions(int[] out) { return rules().isOver() ? 0 : pos.legalMoves(out); }

    @Override public int chanceOutcomes(int[] out, double[] probability) { return 0; }

    @Override public int sample(SplittableRandom random) { throw new IllegalStateException("the engine's games have no chance"); }

    /** A claim is taken back first, then the moves. */
    @Override public boolean undo() {
        if (claimed != null) {
            claimed = null;
            return true;
        }
        return takeBack();
    }

    @Override public String reason() { return claimed != null ? claimed.reason() + ", claimed" : super.reason(); }

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

    @Override public String actionText(int action) { return san().write(pos, action); }

    @Override public int parseAction(String text) throws IllegalAction { return parseMove(text); }

    /** The move's coordinates as Fairy-Stockfish writes them. */
    @Override public String actionCode(int action) { return pos.moveToUci(action); }

    @Override public String text() { return pos.toFen(); }

    /** A check announced (with the variant's named kinds), an opening series, free turns. */
    @Override public String situation() { return rules().isOver() ? "" : positionSituation(); }

    @Override protected PositionState fresh(Position start) { return new EngineState(game, start); }

    /** As {@link PositionState#copyFrom}, with the other's claim. */
    @Override public void copyFrom(State other) {
        super.copyFrom(other);
        claimed = ((EngineState) other).claimed;
    }
}
