package varia.engine;

/**
 * Asks the rules a variant installed why they refuse a move (its kind, the legality filters, the
 * restrictions of the game's phase), in their own words: for explaining an illegal move in a
 * record or a typed one. Never used while generating; makes and takes back moves freely.
 */
public final class RuleRefusals {
    private RuleRefusals() {}

    /** Does some rule of the variant define this kind of move ({@link Moves}' KIND_ constants: drops...)? */
    public static boolean hasKind(Position p, int kind) { return p.c.kinds[kind] != null; }

    /** Why a move of a rule's own kind (a drop...) cannot be made here, or null (the kind has no words, or none). */
    public static String kind(Position p, int move) {
        MoveKind k = p.c.kinds[Moves.kind(move)];
        return k == null ? null : k.refusal(p, move);
    }

    /**
     * The first legality filter that refuses the move (made, asked, taken back), in its words; a
     * filter without words is named by the game. Null when every filter allows it.
     */
    public static String filters(Position p, int move) {
        MoveFilter[] all = p.c.filters;
        boolean[] active = new boolean[all.length];
        for (int i = 0; i < all.length; i++) active[i] = all[i].active(p);
        MoveFilter own = p.c.kindFilters[Moves.kind(move)];
        p.make(move);
        try {
            for (int i = 0; i < all.length; i++)
                if (active[i] && !all[i].allows(p, move)) return words(all[i].refusal(p, move), p);
            if (own != null && !own.allows(p, move)) return words(own.refusal(p, move), p);
            return null;
        } finally {
            p.unmake();
        }
    }

    /**
     * The first restriction of the game's phase (a compulsory capture, an opening series...) that
     * leaves the move out of the legal moves, in its words, or null when none does.
     */
    public static String restrictions(Position p, int move) {
        int[] moves = new int[Moves.MAX_MOVES + 1];
        int n = p.legalMoves(moves);
        for (MoveRestriction r : p.c.restrictions) {
            if (!r.active(p)) continue;
            int[] trial = java.util.Arrays.copyOf(moves, moves.length);
            trial[n] = move;
            int kept = r.restrict(p, trial, n + 1);
            boolean in = false;
            for (int i = 0; i < kept; i++) in |= trial[i] == move;
            if (!in) return words(r.refusal(p, move), p);
        }
        return null;
    }

    private static String words(String refusal, Position p) {
        return refusal != null ? refusal : "a rule of " + p.c.variant.name() + " forbids it";
    }
}
