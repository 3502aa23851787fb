package varia.rules.counting;

import java.util.List;
import varia.rules.Outcome;
import varia.variant.RuleKey;

/**
 * The count rules of a variant (Makruk's honours, Cambodian, Sittuyin), in the order written, and
 * how a running count behaves.
 *
 * @param rules        the clauses
 * @param weakerCounts a board's count belongs to the weaker side by {@code end.material} points
 *                     (nobody counts when the points are equal); false: the count belongs to
 *                     nobody (Fairy-Stockfish 11.1). A pieces' count always belongs to the bare side.
 * @param restarts     a new count starts whenever the count in force changes (another clause, another
 *                     counting side) or the counting side captures (seed 004 section VI); false: a
 *                     running count restarts only when a capture bares the side to move (Fairy-Stockfish 11.1)
 * @param counterMate  the result for the side checkmated by the counting side while its count runs
 *                     (seed 004 section VI: a draw); LOSS = an ordinary checkmate
 * @param atSetup      a count the setup position already calls for, whose counting side is to move
 *                     there, starts in the setup, as it would right after the move that brought it
 *                     (a FEN with a bare king to move: its first move counts); false: a count
 *                     starts only after a move (Fairy-Stockfish 11.1). A FEN's count fields win.
 */
public record Counts(List<CountRule> rules, boolean weakerCounts, boolean restarts, Outcome counterMate, boolean atSetup) {
    public static final RuleKey<Counts> KEY = new RuleKey<>("counting", Counts.class);

    public Counts { rules = List.copyOf(rules); }

    public Counts(List<CountRule> rules, boolean weakerCounts, boolean restarts, Outcome counterMate) {
        this(rules, weakerCounts, restarts, counterMate, false);
    }

    /** Fairy-Stockfish 11.1's behaviour for these clauses. */
    public Counts(List<CountRule> rules) { this(rules, false, false, Outcome.LOSS, false); }
}
