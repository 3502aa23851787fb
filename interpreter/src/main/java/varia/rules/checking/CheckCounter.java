package varia.rules.checking;

import varia.engine.AfterMove;
import varia.engine.EndRule;
import varia.engine.Ending;
import varia.engine.FenException;
import varia.engine.FenField;
import varia.engine.FenShape;
import varia.engine.GameResult;
import varia.engine.Installer;
import varia.engine.Position;
import varia.rules.Outcome;

/**
 * Checks in the engine: the filter that forbids giving check, and the check counter (two state
 * slots: the checks White and Black still have to give, hashed, written in the FEN after the
 * en-passant field as Fairy-Stockfish does).
 */
final class CheckCounter implements AfterMove, EndRule, FenField {
    private static final int MAX = 10;
    private final int slot;
    /** Hash keys per (colour, checks left). */
    private final long[] keys;

    private CheckCounter(Installer in) {
        slot = in.stateSlots(2);
        keys = in.hashKeys(2 * MAX);
    }

    static void install(Checking model, Installer in) {
        // after the move the opponent is to move: it must not be in check
        if (model.forbidden()) in.filter(new varia.engine.MoveFilter() {
            @Override public boolean allows(Position p, int move) { return !p.inCheck(); }

            @Override public String refusal(Position p, int move) { return "giving check is not allowed"; }
        });
        if (model.checksToWin() == 0) return;
        CheckCounter c = new CheckCounter(in);
        in.afterMove(c);
        in.ending(c);
        in.fenField(c);
    }

    private void set(Position p, int colour, int left) {
        int old = p.state(slot + colour);
        p.toggleHash(keys[colour * MAX + old] ^ keys[colour * MAX + left]);
        p.setState(slot + colour, left);
    }

    @Override public boolean changesAttacks() { return false; } // state slots only

    /** A move that gives check counts for the side that made it. */
    @Override public void afterMake(Position p, int move) {
        int mover = p.before().movedBy, left = p.state(slot + mover);
        if (left > 0 && p.inCheck()) set(p, mover, left - 1);
    }

    /** The side that has just given its last check wins. */
    @Override public GameResult check(Position p) {
        int mover = p.sideToMove() ^ 1;
        return p.state(slot + mover) == 0 ? GameResult.of(mover, Outcome.WIN, Ending.CHECKS, "checks given") : null;
    }

    @Override public FenShape.ExtraField shape() { return CheckingReader.COUNTER; }

    /** "W+B"; a FEN without the counter means the next check wins, as Fairy-Stockfish reads it. */
    @Override public void read(Position p, String field) throws FenException {
        int white = 1, black = 1;
        if (field != null) {
            int plus = field.indexOf('+');
            white = Integer.parseInt(field.substring(0, plus));
            black = Integer.parseInt(field.substring(plus + 1));
        }
        // the slots start at 0, whose key is in the hash as nothing: move from 0 to the value read
        set(p, 0, Math.min(white, MAX - 1));
        set(p, 1, Math.min(black, MAX - 1));
    }

    @Override public String write(Position p) { return p.state(slot) + "+" + p.state(slot + 1); }
}
