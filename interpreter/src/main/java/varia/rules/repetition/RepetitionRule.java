package varia.rules.repetition;

import varia.engine.EndRule;
import varia.engine.Ending;
import varia.engine.GameResult;
import varia.engine.Installer;
import varia.engine.Moves;
import varia.engine.Position;
import varia.rules.Description;
import varia.rules.Outcome;

/**
 * Repetition in the engine: the n-th occurrence of a position draws by itself ({@code times}), or
 * lets a player claim the draw ({@code claim}); where perpetual check (or
 * chase) loses, a side that reached the repetition by checking (or chasing) on every move since the
 * position first occurred loses. Check beats chase: a side checking on every move loses to a side
 * chasing on every move (seed 004 IX); both sides doing the same is no loss.
 */
final class RepetitionRule implements EndRule {
    private final Repetition r;
    /** The chase rules compiled: free chaser types, per colour and type the squares where it is not chased, attackers against which protection does not count. */
    private final boolean[] freeChaser;
    private final java.util.BitSet[][] notChased;
    private final long[] unprotectedAgainst;
    private final String reason, claimReason;
    /** Occurrence at which the first rule applies. */
    private final int first;

    private RepetitionRule(Repetition r, Installer in) {
        this.r = r;
        int types = in.variant().pieces().size();
        ChaseRules rules = r.chase();
        freeChaser = new boolean[types];
        for (int t : rules.freeChasers()) freeChaser[t] = true;
        notChased = new java.util.BitSet[2][types];
        rules.notChasedIn().forEach((t, region) -> {
            for (int c = 0; c < 2; c++) notChased[c][t] = in.region(region, c);
        });
        unprotectedAgainst = new long[types];
        rules.chasedWhenProtected().forEach((t, by) -> by.forEach(a -> unprotectedAgainst[t] |= 1L << a));
        reason = r.times() + "-fold repetition";
        claimReason = r.claim() + "-fold repetition";
        boolean perpetual = r.perpetualCheckLoses() || r.perpetualChaseLoses();
        first = r.times() == 0 ? r.perpetualAt() : perpetual ? Math.min(r.times(), r.perpetualAt()) : r.times();
    }

    static void install(Repetition r, Installer in) {
        RepetitionRule rule = new RepetitionRule(r, in);
        if (r.times() > 0 || r.perpetualCheckLoses() || r.perpetualChaseLoses()) in.ending(rule);
        if (r.claim() > 0) in.claim(rule);
    }

    @Override public boolean afterMate() { return true; }

    /**
     * The perpetual's loss at the judging occurrence; in a record's replay under
     * {@code perpetual-in-records: must-change} only at the limit (a ruling before it, {@link #ruling}).
     * A repetition the offender keeps up is no draw.
     */
    @Override public GameResult check(Position p) {
        int reps = p.repetitions();
        if (reps < first) return null;
        if ((r.perpetualCheckLoses() || r.perpetualChaseLoses()) && reps >= r.perpetualAt()) {
            GameResult loss = perpetual(p);
            if (loss != null && r.mustChange() && p.arbitrated())
                return r.limit() > 0 && reps >= r.limit() ? GameResult.of(loser(loss), Outcome.LOSS, Ending.PERPETUAL_CHECK,
                        loss.reason() + " kept up to the " + Description.ordinal(reps) + " occurrence") : null;
            if (loss != null) return loss;
        }
        return r.times() > 0 && reps >= r.times() ? GameResult.draw(Ending.REPETITION, reason) : null;
    }

    /** In a record's replay, the perpetual an arbiter could rule a loss (the offender must change). */
    @Override public GameResult ruling(Position p) {
        if (!r.mustChange() || p.repetitions() < r.perpetualAt()) return null;
        return perpetual(p);
    }

    /** A repetition kept up: the perpetual's loss where the rules have one, else a draw (null). */
    @Override public GameResult cycle(Position p) { return judgesCycles() ? perpetual(p) : null; }

    @Override public boolean judgesCycles() { return r.perpetualCheckLoses() || r.perpetualChaseLoses(); }

    private static int loser(GameResult loss) { return loss.status() == GameResult.Status.WHITE_WINS ? 1 : 0; }

    @Override public GameResult claim(Position p) {
        int reps = p.repetitions();
        if (r.claim() == 0 || reps < r.claim() || r.times() > 0 && reps >= r.times()) return null;
        if ((r.perpetualCheckLoses() || r.perpetualChaseLoses()) && reps >= r.perpetualAt() && perpetual(p) != null)
            return null; // that one ends the game by itself
        return GameResult.draw(Ending.REPETITION, claimReason);
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
        // the moves first: judging a chase makes moves of its own, which overwrite the history beyond the current ply
        int[] line = new int[span];
        for (int i = 0; i < span; i++) line[i] = p.back(span - i).move;
        for (int i = 0; i < span; i++) p.unmake();
        Cycle cycle = new Cycle(r.perpetualChaseLoses(), this);
        for (int i = 0; i < span; i++) {
            p.make(line[i]);
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
     * What each side did on every one of its moves through the cycle: checked; chased (the piece
     * it moved left attacking the same enemy piece, not royal, that no piece of the enemy protects;
     * the same piece every time unless {@code chasers: several}). The chased pieces are followed
     * square by square as they flee. A move that attacks none of the pieces chased so far ends the
     * chase, so one piece after two victims in turn is no chase (the Asian rules, rule 32); a
     * check breaks it as well, whatever it attacks: one check, one chase is no perpetual offence
     * (the Asian rules, rule 12). An attack on a piece of the attacker's own kind that can take it
     * back at once offers an exchange and chases nothing.
     */
    private static final class Cycle {
        final boolean[] check = {true, true}, chase;
        private final RepetitionRule rule;
        /** Per side: the square of the piece that made the side's last move (-1 before it), the chased candidates' squares. */
        private final int[] chaser = {-1, -1};
        private final int[][] chased = new int[2][];
        private final int[] count = new int[2];

        Cycle(boolean chases, RepetitionRule rule) {
            chase = new boolean[] {chases, chases};
            this.rule = rule;
        }

        /** Judges the move just replayed ({@code p.before()}). */
        void after(Position p) {
            int move = p.before().move, from = Moves.from(move), to = Moves.to(move), kind = Moves.kind(move);
            boolean board = kind == Moves.KIND_NORMAL || kind == Moves.KIND_EN_PASSANT;
            int c = p.before().movedBy, them = c ^ 1;
            if (!p.inCheck()) check[c] = false;
            // a check is never a move of a chase: one check one chase (or several checks and one chase)
            // is no perpetual offence (WXF Asian rules, rule 12, diagram 13; rule 18, diagrams 37-38)
            else chase[c] = false;
            // the mover's piece may be one the other side chases: follow it
            for (int i = 0; i < count[them]; i++) if (chased[them][i] == from && board) chased[them][i] = to;
            if (!chase[c]) return;
            boolean otherPiece = chaser[c] >= 0 && chaser[c] != from && !rule.r.chase().severalChasers();
            if (!board || otherPiece || rule.freeChaser[p.typeAt(to)]) { chase[c] = false; return; }
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

        /**
         * Does the chaser of side {@code c} attack an enemy piece on {@code sq}, not royal, not in a
         * region where it is not chased, that no piece of its side protects (where protection counts
         * against this attacker)? Under {@code protection: recapture} the capture must be legal and
         * a protector must be able to take back legally.
         */
        private boolean victim(Position p, int c, int sq) {
            int them = c ^ 1;
            if (p.colourAt(sq) != them) return false;
            int type = p.typeAt(sq);
            if (p.isRoyalType(type) || !p.attacksSquare(chaser[c], sq, true)) return false;
            java.util.BitSet spared = rule.notChased[them][type];
            if (spared != null && spared.get(sq)) return false;
            // an offer to exchange is no chase: the attacked piece, of the attacker's own kind, can take it at
            // once (a chariot attacking a chariot that attacks it back; xiangqi.com's move limits, rule 2,
            // "exchange invitation"; WXF Asian rules, rule 36, diagram 92, where the chariots' mutual attack
            // is the offer to exchange and the cannons' attack the chase). The chased side is to move here.
            if (type == p.typeAt(chaser[c]) && p.attacksSquare(sq, chaser[c], true)
                    && (!rule.r.chase().recapture() || p.isLegal(Moves.make(sq, chaser[c])))) return false;
            boolean unprotected = (rule.unprotectedAgainst[type] >>> p.typeAt(chaser[c]) & 1) != 0;
            if (!rule.r.chase().recapture()) return unprotected || !p.attacked(sq, them);
            p.makeNull(); // the chased side is to move: give the chaser the turn
            try {
                int capture = Moves.make(chaser[c], sq);
                if (!p.isLegal(capture)) return false; // a pinned chaser threatens nothing
                if (unprotected) return true;
                p.make(capture);
                try {
                    return !recaptures(p, sq);
                } finally {
                    p.unmake();
                }
            } finally {
                p.unmake();
            }
        }

        /** Can the side to move take back on {@code sq} with a legal move? */
        private static boolean recaptures(Position p, int sq) {
            int side = p.sideToMove();
            for (int i = 0; i < p.pieceCount(side); i++) {
                int from = p.pieceSquare(side, i);
                if (p.attacksSquare(from, sq, true) && p.isLegal(Moves.make(from, sq))) return true;
            }
            return false;
        }
    }
}
