package varia.rules.extinction;

import java.util.List;
import varia.rules.Outcome;
import varia.variant.RuleKey;

/**
 * Extinction: a side whose pieces of some kinds are gone, or down to a number, gets an outcome
 * (loses, or wins in the losing games). Clauses are checked in order, the side to move's first: a
 * move that leaves both sides extinct wins for the side that made it (Extinction chess's ruling;
 * Fairy-Stockfish looks at White first, which differs only in that result).
 *
 * @param clauses the conditions, each with its outcome
 */
public record Extinction(List<Clause> clauses) {
    public static final RuleKey<Extinction> KEY = new RuleKey<>("extinction", Extinction.class);

    public Extinction { clauses = List.copyOf(clauses); }

    /**
     * One condition.
     *
     * @param types    the piece types counted; empty means every piece of the side
     * @param together the types are counted together (their sum), rather than each on its own
     * @param atMost   the condition holds when the count is at most this (0: all gone)
     * @param outcome  what the side whose count it is gets
     * @param withHand pieces in hand count as well as those on the board
     */
    public record Clause(List<Integer> types, boolean together, int atMost, Outcome outcome, boolean withHand) {
        public Clause { types = List.copyOf(types); }

        /** Every piece of the side is counted. */
        public boolean allPieces() { return types.isEmpty(); }
    }
}
