package varia.engine;

/**
 * A rule's proof, asked before a move is made, that after it the opponent still has a legal reply,
 * and that reply leaves the mover a legal move in turn. A filter that refuses a move only for want
 * of a reply ({@link MoveFilter#onlyTestsReplies}: Sittuyin's forbidden stalemate) need not make a
 * move so vouched for (see {@link ReplyWitnesses#vouched}). False when the rule cannot tell.
 *
 * <p>Asked only where such a proof may rest on a reply's royal safety alone: every rule filter
 * tests replies only, no restriction narrows the moves, no rule sets the side to move, and the
 * turns are not free ({@link Compiled#repliesVouchable}). A witness must still answer for its own
 * kind's filter, if one is installed ({@link ReplyWitnesses#kindFiltered}).
 */
public interface ReplyWitness {
    boolean vouches(Position p, int move);

    /** Would it vouch for every legal move here ({@link ReplyWitnesses#allVouched}: a filter that tests replies is then not asked)? */
    default boolean vouchesAll(Position p) { return false; }
}
