package varia.rules.repetition;

import varia.engine.EndRule;
import varia.engine.Ending;
import varia.engine.GameResult;
import varia.engine.Installer;
import varia.engine.Moves;
import varia.engine.Position;
import varia.rules.Outcome;

/**
 * Repetition in the engine: the n-th occurrence of a position draws; where perpetual check (or
 * chase) loses, a side that reached the repetition by checking (or chasing) on every move since the
 * position first occurred loses. Check beats chase: a side checking on every move loses to a side
 * chasing on every move (seed 004 IX); both sides doing the same is no loss.
 */
final class RepetitionRule implements EndRule {
    private final Repetition r;
    private final String reason;
    /** Occurrence at which the first rule applies. */
    private final int first;

    private RepetitionRule(Repetition r) {
        this.r = r;
        reason = r.times() + "-fold repetition";
        boolean perpetual = r.perpetualCheckLoses() || r.perpetualChaseLoses();
        first = r.times() == 0 ? r.perpetualAt() : perpetual ? Math.min(r.times(), r.perpetualAt()) : r.times();
    }

    static void install(Repetition r, Installer in) {
        if (r.times() > 0 || r.perpetualCheckLoses() || r.perpetualChaseLoses()) in.ending(new RepetitionRule(r));
    }

    @Override public boolean afterMate() { return true; }

    @Override public GameResult check(Position p) {
        int reps = p.repetitions();
        if (reps < first) return null;
        if ((r.perpetualCheckLoses() || r.perpetualChaseLoses()) && reps >= r.perpetualAt()) {
            GameResult loss = perpetual(p);
            if (loss != null) return loss;
        }
        return r.times() > 0 && reps >= r.times() ? GameResult.draw(Ending.REPETITION, reason) : null;
    }

    /**
     * Replays the moves since the repeated position first occurred and judges them: the side that
     * checked with every one of its moves loses where perpetual check loses; otherwise the side
     * that chased with every one of its moves, while the other side neither checked nor chased on
     * every move, loses where perpetual chase loses. Null when nobody loses.
     */
    private GameResult perpetual(Position p) {
        int span = -1;
        for (int k = 2, stop = p.ply() - p.repetitionWindow(); k <= stop; k += 2) if (p.back(k).hash() == p.hash()) span = k;
        if (span < 0) return null;
        for (int i = 0; i < span; i++) p.unmake();
        Cycle cycle = new Cycle(r.perpetualChaseLoses());
        for (int i = 0; i < span; i++) {
            p.redo();
            cycle.after(p);
        }
        boolean[] check = cycle.check, chase = cycle.chase;
        if (r.perpetualCheckLoses())
            for (int c = 0; c < 2; c++)
                if (check[c] && !check[c ^ 1]) return GameResult.of(c, Outcome.LOSS, Ending.PERPETUAL_CHECK, "perpetual check");
        if (r.perpetualChaseLoses())
            for (int c = 0; c < 2; c++)
                if (chase[c] && !chase[c ^ 1] && !check[c ^ 1] && !check[c])
                    return GameResult.of(c, Outcome.LOSS, Ending.PERPETUAL_CHECK, "perpetual chase");
        return null;
    }

    /**
     * What each side did on every one of its moves through the cycle: checked; chased (the same
     * piece of its own, moving each time, left attacking the same enemy piece, not royal, that no
     * piece of the enemy protects). The chased pieces are followed square by square as they flee.
     */
    private static final class Cycle {
        final boolean[] check = {true, true}, chase;
        /** Per side: the chasing piece's square (-1 before its first move), the chased candidates' squares. */
        private final int[] chaser = {-1, -1};
        private final int[][] chased = new int[2][];
        private final int[] count = new int[2];

        Cycle(boolean chases) { chase = new boolean[] {chases, chases}; }

        /** Judges the move just replayed ({@code p.before()}). */
        void after(Position p) {
            int move = p.before().move, from = Moves.from(move), to = Moves.to(move), kind = Moves.kind(move);
            boolean board = kind == Moves.KIND_NORMAL || kind == Moves.KIND_EN_PASSANT;
            int c = p.before().movedBy, them = c ^ 1;
            if (!p.inCheck()) check[c] = false;
            // the mover's piece may be one the other side chases: follow it
            for (int i = 0; i < count[them]; i++) if (chased[them][i] == from && board) chased[them][i] = to;
            if (!chase[c]) return;
            if (!board || chaser[c] >= 0 && chaser[c] != from) { chase[c] = false; return; }
            chaser[c] = to;
            if (chased[c] == null) { // the first move of the side: every unprotected enemy piece it attacks is a candidate
                chased[c] = new int[p.pieceCount(them)];
                for (int i = 0; i < p.pieceCount(them); i++) {
                    int sq = p.pieceSquare(them, i);
                    if (victim(p, c, sq)) chased[c][count[c]++] = sq;
                }
            } else {
                int kept = 0;
                for (int i = 0; i < count[c]; i++) if (victim(p, c, chased[c][i])) chased[c][kept++] = chased[c][i];
                count[c] = kept;
            }
            if (count[c] == 0) chase[c] = false;
        }

        /** Does the chaser of side {@code c} attack an enemy piece on {@code sq}, not royal, that no piece of its side protects? */
        private boolean victim(Position p, int c, int sq) {
            int them = c ^ 1;
            return p.colourAt(sq) == them && !p.isRoyalType(p.typeAt(sq)) && p.attacksSquare(chaser[c], sq, true)
                    && !p.attacked(sq, them);
        }
    }
}
