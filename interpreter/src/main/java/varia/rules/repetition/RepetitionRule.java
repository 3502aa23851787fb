package varia.rules.repetition;

import varia.engine.EndRule;
import varia.engine.Ending;
import varia.engine.GameResult;
import varia.engine.Installer;
import varia.engine.Position;
import varia.rules.Outcome;

/**
 * Repetition in the engine: the n-th occurrence of a position draws by itself ({@code times}), or
 * lets a player claim the draw ({@code claim}); where perpetual check loses, the first of those
 * occurrences reached by one side checking on every move loses for that side, by itself.
 */
final class RepetitionRule implements EndRule {
    private final Repetition r;
    private final String reason, claimReason;

    private RepetitionRule(Repetition r) {
        this.r = r;
        reason = r.times() + "-fold repetition";
        claimReason = r.claim() + "-fold repetition";
    }

    static void install(Repetition r, Installer in) {
        if (r.first() == 0) return;
        RepetitionRule rule = new RepetitionRule(r);
        if (r.times() > 0 || r.perpetualCheckLoses()) in.ending(rule);
        if (r.claim() > 0) in.claim(rule);
    }

    @Override public boolean afterMate() { return true; }

    @Override public GameResult check(Position p) {
        int first = r.first();
        if (p.repetitions() < first) return null;
        if (r.perpetualCheckLoses()) {
            int checker = perpetualChecker(p);
            if (checker >= 0) return GameResult.of(checker, Outcome.LOSS, Ending.PERPETUAL_CHECK, "perpetual check");
        }
        return r.times() > 0 && p.repetitions() >= r.times() ? GameResult.draw(Ending.REPETITION, reason) : null;
    }

    @Override public GameResult claim(Position p) {
        if (r.claim() == 0 || p.repetitions() < r.claim() || r.times() > 0 && p.repetitions() >= r.times()) return null;
        if (r.perpetualCheckLoses() && perpetualChecker(p) >= 0) return null; // that one ends the game
        return GameResult.draw(Ending.REPETITION, claimReason);
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
