package varia.dice;

import java.util.SplittableRandom;
import varia.engine.FenException;
import varia.engine.Moves;
import varia.engine.Position;
import varia.engine.game.PositionState;
import varia.game.IllegalAction;

/**
 * An engine variant moved by a die, through the game API: a chance node (the throw, one outcome
 * index) before each move, then the engine's legal moves of the piece types the throw names. A
 * throw whose pieces have no legal move is thrown again, so only usable outcomes are listed (their
 * odds renormalised) and drawn. The history is the throws and moves made, so that a copy is the
 * same game (repetitions included): {@link #copyFrom} takes back to where two games part.
 */
final class VariantDiceState extends PositionState {
    private final VariantDiceGame game;
    private final int[] buffer = new int[Moves.MAX_MOVES];
    /** Bit per piece type with a legal move in the current position (-1: not computed), for the throw. */
    private long usable = -1;

    VariantDiceState(VariantDiceGame game) {
        this(game, Position.start(game.variant()));
    }

    private VariantDiceState(VariantDiceGame game, Position pos) {
        super(game.variant(), pos);
        if (game.variant().pieces().size() > 64) throw new IllegalArgumentException(game.key() + ": more than 64 piece types");
        this.game = game;
    }

    /** A game of {@code g} from a position (for constructed positions), at its chance node. */
    static VariantDiceState fromFen(VariantDiceGame g, String fen) throws FenException {
        return new VariantDiceState(g, Position.fromFen(g.variant(), fen));
    }

    @Override public VariantDiceGame game() { return game; }

    @Override public String seat(int seat) { return VariantDiceGame.SEATS.get(seat); }

    /** Throws and moves alternate from a throw: the actions at odd indices are moves. */
    @Override protected boolean isMove(int index) { return (index & 1) == 1; }

    @Override protected void moved() {
        super.moved();
        usable = -1;
    }

    /** The outcome thrown for the move to come, or -1 at a chance node. */
    private int face() { return (made() & 1) == 1 ? action(made() - 1) : -1; }

    @Override public int current() {
        if (rules().isOver()) return TERMINAL;
        return face() < 0 ? CHANCE : pos.sideToMove();
    }

    @Override public int mover() { return rules().isOver() ? -1 : pos.sideToMove(); }

    @Override public int maxActions() { return Math.max(Moves.MAX_MOVES, game.die().size()); }

    /** The type the move moves (a drop: the type dropped). */
    private int movedType(int move) {
        return Moves.kind(move) == Moves.KIND_DROP ? Moves.from(move) : pos.typeAt(Moves.from(move));
    }

    @Override public int legalActions(int[] out) {
        int o = face();
        if (o < 0 || rules().isOver()) return 0;
        int n = pos.legalMoves(buffer), k = 0;
        for (int i = 0; i < n; i++) if (game.moves(o, movedType(buffer[i]))) out[k++] = buffer[i];
        return k;
    }

    /** The piece types with a legal move now, as bits. */
    private long usableTypes() {
        if (usable < 0) {
            long bits = 0;
            int n = pos.legalMoves(buffer);
            for (int i = 0; i < n; i++) bits |= 1L << movedType(buffer[i]);
            usable = bits;
        }
        return usable;
    }

    private boolean usable(int o) {
        long bits = usableTypes();
        for (int t = 0; t < game.moves()[o].length; t++) if (game.moves(o, t) && (bits >>> t & 1) != 0) return true;
        return false;
    }

    @Override public int chanceOutcomes(int[] out, double[] probability) {
        if (face() >= 0 || rules().isOver()) return 0;
        int n = 0;
        double sum = 0;
        for (int o = 0; o < game.die().size(); o++) {
            if (!usable(o)) continue; // thrown again: its odds go to the others
            out[n] = o;
            probability[n] = game.die().outcome(o).probability();
            sum += probability[n++];
        }
        for (int i = 0; i < n; i++) probability[i] /= sum;
        return n;
    }

    @Override public int sample(SplittableRandom random) {
        int o = game.die().sample(random);
        if (usable(o) || usableTypes() == 0) return o;
        while (!usable(o)) o = game.die().sample(random);
        return o;
    }

    @Override public String actionText(int action) {
        if (face() < 0) return game.die().outcome(action).name();
        return san().write(pos, action);
    }

    @Override public String describe(int action) { return face() < 0 ? throwWords(action) : actionText(action); }

    private String throwWords(int o) { return game.die().outcome(o).name() + " (" + String.join(" or ", game.movedBy(o)) + ")"; }

    @Override public String situation() {
        int o = face();
        return o < 0 ? "" : "thrown " + throwWords(o);
    }

    @Override public int parseAction(String text) throws IllegalAction {
        String t = text.strip();
        int o = face();
        if (o < 0) {
            for (int i = 0; i < game.die().size(); i++)
                if (game.die().outcome(i).name().equals(t)) {
                    if (!usable(i)) throw new IllegalAction("no " + String.join(" or ", game.movedBy(i)) + " of " + seat(pos.sideToMove())
                            + "'s can move: such a throw is thrown again (write the throw that was played)");
                    return i;
                }
            throw new IllegalAction("'" + t + "' is not a throw; the outcomes are "
                    + String.join(", ", game.die().outcomes().stream().map(varia.race.Outcome::name).toList()));
        }
        int move = parseMove(t), type = movedType(move);
        if (!game.moves(o, type))
            throw new IllegalAction(t + " moves the " + game.variant().pieces().get(type).name() + "; the throw " + game.die().outcome(o).name()
                    + " names the " + String.join(" or ", game.movedBy(o)));
        return move;
    }

    /** The move's coordinates as Fairy-Stockfish writes them; a throw its face. */
    @Override public String actionCode(int action) { return face() < 0 ? actionText(action) : pos.moveToUci(action); }

    /** The FEN, then the throw when one is waiting to be played. */
    @Override public String text() {
        int o = face();
        return pos.toFen() + (o < 0 ? "" : " throw " + game.die().outcome(o).name());
    }

    @Override protected PositionState fresh(Position start) { return new VariantDiceState(game, start); }
}
