package varia.rules.repetition;

import varia.engine.EndRule;
import varia.engine.Ending;
import varia.engine.GameResult;
import varia.engine.Installer;
import varia.engine.Position;
import varia.rules.Outcome;

/**
 * Repetition in the engine: the n-th occurrence of a position draws, or loses for a side that
 * reached it by checking on every move where perpetual check loses.
 */
final class RepetitionRule implements EndRule {
    private final Repetition r;
    private final String reason;

    private RepetitionRule(Repetition r) {
        this.r = r;
        reason = r.times() + "-fold repetition";
    }

    static void install(Repetition r, Installer in) {
        if (r.times() > 0 || r.perpetualCheckLoses()) in.ending(new RepetitionRule(r));
    }

    @Override public boolean afterMate() { return true; }

    @Override public GameResult check(Position p) {
        int first = r.times() == 0 ? r.perpetualAt() : r.perpetualCheckLoses() ? Math.min(r.times(), r.perpetualAt()) : r.times();
        int reps = p.repetitions();
        if (reps < first) return null;
        if (r.perpetualCheckLoses() && reps >= r.perpetualAt()) {
            int checker = perpetualChecker(p);
            if (checker >= 0) return GameResult.of(checker, Outcome.LOSS, Ending.PERPETUAL_CHECK, "perpetual check");
        }
        return r.times() > 0 && reps >= r.times() ? GameResult.draw(Ending.REPETITION, reason) : null;
    }

    /** The side that gave check with every one of its moves since the repeated position first occurred, or -1. */
    private static int perpetualChecker(Position p) {
        int first = -1;
        for (int k = 2, stop = p.ply() - p.repetitionWindow(); k <= stop; k += 2) if (p.back(k).hash() == p.hash()) first = k;
        if (first < 0) return -1;
        int undone = 0;
        boolean[] everyCheck = {true, true};
        // walk back: the position after each move tells whether that move gave check
        while (undone < first) {
            if (!p.inCheck()) everyCheck[p.sideToMove() ^ 1] = false;
            p.unmake();
            undone++;
        }
        for (int k = 0; k < undone; k++) p.redo();
        if (everyCheck[0] && !everyCheck[1]) return 0;
        if (everyCheck[1] && !everyCheck[0]) return 1;
        return -1;
    }
}
