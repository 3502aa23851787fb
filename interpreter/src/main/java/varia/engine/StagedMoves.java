package varia.engine;

/**
 * The search's staged move generation (Stockfish's model): a remembered move tried before any
 * generation, then the captures and promotions, then the other moves, each stage generated only
 * when the one before has not ended the node.
 *
 * <p>Exact where it {@link #applies}: there the captures and the quiet moves are together the
 * legal moves ({@code legalMoves}), each once (StagedMovesTest checks it on every bundled variant).
 * It does not apply while turns are free (both sides' moves), where a rule hands out moves that,
 * when there are any, are the only ones (a duty to drop), where a rule makes moves out of the
 * moves generated before it (gating), or while a restriction of the moves as a whole is active
 * (an opening series, a duty to capture): the search then generates all moves.
 * A move only offered when a side has no other (a stalemated king's swap) is found by asking
 * {@code legalMoves} once both stages are empty.
 */
public final class StagedMoves {
    private StagedMoves() {}

    /** Does staged generation give exactly the legal moves here? */
    public static boolean applies(Position p) {
        if (p.free || p.c.leadSources.length > 0 || p.c.movesFromMoves) return false;
        for (MoveRestriction r : p.c.restrictions) if (r.active(p)) return false;
        return true;
    }

    /** Has a rule ended the game here (so that it has no legal move)? Cheap when the variant has no such rule. */
    public static boolean ended(Position p) { return p.c.endings.length > 0 && p.endedByRule() != null; }

    /** The legal captures and promotions of a position that has not {@link #ended}. */
    public static int captures(Position p, int[] out) { return p.gen.rules.stage(out, true); }

    /** The legal moves that are not among {@link #captures}, in a position that has not {@link #ended}. */
    public static int quiets(Position p, int[] out) { return p.gen.rules.stage(out, false); }

    /**
     * Is a remembered move (the hash table's, from a position with the same hash) legal here? Its
     * shape is checked first (a piece of the side to move on its origin, a piece in hand for a
     * drop), so a move from another position is refused rather than made; then it is made, the
     * mover's royal pieces and the rule filters are asked, and it is taken back.
     */
    public static boolean legal(Position p, int move) {
        if (move == Moves.NONE) return false;
        int kind = Moves.kind(move), from = Moves.from(move), to = Moves.to(move);
        if (to >= p.squares) return false;
        switch (kind) {
            case Moves.KIND_NORMAL, Moves.KIND_EN_PASSANT, Moves.KIND_CASTLE, Moves.KIND_STEP_PROMOTION -> {
                if (from >= p.squares || p.board[from] == 0 || Position.colourOf(p.board[from]) != p.stm) return false;
                boolean own = p.board[to] != 0 && Position.colourOf(p.board[to]) == p.stm && to != from;
                if (own && kind == Moves.KIND_NORMAL && !Moves.isSwap(move)) return false;
            }
            case Moves.KIND_DROP -> {
                int type = Moves.dropType(move);
                if (type >= p.types || p.hand[p.stm * p.types + type] == 0) return false;
                if (p.board[to] != 0 && (move >>> 27 & 0xF) == 0) return false; // (bits 27-30: a deployment that sends an own piece back)
            }
            case Moves.KIND_NULL -> { return false; }
            default -> { }
        }
        return p.gen.isLegalHere(move);
    }
}
