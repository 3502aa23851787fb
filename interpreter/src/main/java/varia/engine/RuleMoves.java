package varia.engine;

/**
 * The side's moves as the rules shape them around the generator's piece loop: the search's stages
 * (captures, then the rest), the restrictions that refuse moves once all are known
 * ({@link MoveRestriction}), the sources that offer moves only when there are none (a stalemated
 * king's swap), free turns (both sides' moves), and the reply test the rule filters ask (a lead
 * source's reply first, then one legal move is enough).
 */
final class RuleMoves {
    private final Generator g;

    RuleMoves(Generator g) { this.g = g; }

    /** Writes the legal moves into {@code out}; a finished game has none. */
    int legalMoves(int[] out) {
        if (g.p.c.endings.length > 0 && g.p.endedByRule() != null) return 0;
        return only(out, false, false);
    }

    /** The legal captures and promotions (moves the rules add, such as drops and passes, left out). */
    int legalCaptures(int[] out) {
        if (g.p.c.endings.length > 0 && g.p.endedByRule() != null) return 0;
        return only(out, true, false);
    }

    /**
     * One stage of the search's generation, in a position the caller knows no rule has ended:
     * the captures and promotions, or the other moves (the two together are {@link #legalMoves}
     * where {@link StagedMoves#applies} holds).
     */
    int stage(int[] out, boolean captures) { return only(out, captures, !captures); }

    /**
     * Generates with the stage flags set as asked, restoring them after: a rule that generates
     * moves of its own while a stage is generated (a reply, a piece's escapes) sees all of them.
     */
    private int only(int[] out, boolean captures, boolean quiets) {
        boolean savedCaptures = g.capturesOnly, savedQuiets = g.quietsOnly;
        g.capturesOnly = captures;
        g.quietsOnly = quiets;
        try {
            return generateRestricted(out);
        } finally {
            g.capturesOnly = savedCaptures;
            g.quietsOnly = savedQuiets;
        }
    }

    /**
     * The side's legal moves with the rules' restrictions applied (no look at endings); when there
     * are none, the moves of the sources that offer moves only then (a stalemated king's swap).
     */
    int generateRestricted(int[] out) {
        int n = restricted(out);
        if (n == 0 && !g.capturesOnly && !g.quietsOnly && g.p.c.fallbackSources.length > 0)
            for (MoveSource s : g.p.c.fallbackSources) n = s.generate(g.p, out, n, g.p.inCheck());
        return n;
    }

    private int restricted(int[] out) {
        MoveRestriction[] rs = g.p.c.restrictions;
        if (rs.length == 0) return generate(out);
        boolean active = false;
        for (MoveRestriction r : rs) active |= r.active(g.p);
        if (!active) return generate(out);
        boolean saved = g.firstOnly;
        g.firstOnly = false; // a first move found may be one a restriction refuses
        int n;
        try {
            n = generate(out);
        } finally {
            g.firstOnly = saved;
        }
        for (MoveRestriction r : rs) if (r.active(g.p)) n = r.restrict(g.p, out, n);
        return n;
    }

    private int generate(int[] out) {
        if (!g.p.free) return g.generateSide(out, 0);
        int n = 0;
        int savedStm = g.p.stm;
        long savedHash = g.p.hash;
        for (int c = 0; c < 2; c++) { // free turns: both sides' moves
            g.p.stm = c;
            n = g.generateSide(out, n);
        }
        g.p.stm = savedStm;
        g.p.hash = savedHash;
        return n;
    }


    /** Is there a legal move (a reply, for a filter)? A position a rule has ended counts as having one (nobody is stalemated). */
    boolean hasLegalMove() {
        if (g.filterDepth >= g.filterBufs.length) return true; // deeper nesting cannot happen: replies of replies are not g.filtered
        boolean saved = g.firstOnly;
        g.firstOnly = true; // one legal reply is enough
        try {
            if (leadReply(g.filterBufs[g.filterDepth]) || only(g.filterBufs[g.filterDepth], false, false) > 0) return true;
        } finally {
            g.firstOnly = saved;
        }
        return g.p.c.endings.length > 0 && g.p.endedByRule() != null; // asked last: most positions have a move
    }

    /**
     * A reply from the lead sources (a duty to drop while the hand holds pieces), asked before the
     * piece loop's set-up (royals, pins), which a reply test then does not need: where a lead source
     * offers a move, its moves are the side's only ones ({@link Generator#generateSide}), so one found is a
     * legal reply. Only where generation would ask them first: no free turns, no restriction active.
     * False sends the test on to the full generation.
     */
    private boolean leadReply(int[] out) {
        MoveSource[] lead = g.p.c.leadSources;
        if (lead.length == 0 || g.p.free) return false;
        for (MoveRestriction r : g.p.c.restrictions) if (r.active(g.p)) return false;
        boolean savedFiltered = g.filtered, savedCaptures = g.capturesOnly, savedQuiets = g.quietsOnly;
        g.capturesOnly = false;
        g.quietsOnly = false;
        g.filtered = g.filtersActive();
        try {
            boolean check = Attacks.inCheck(g.p); // what the set-up's pin walk would have found
            for (MoveSource s : lead) if (s.generate(g.p, out, 0, check) > 0) return true;
            return false;
        } finally {
            g.filtered = savedFiltered;
            g.capturesOnly = savedCaptures;
            g.quietsOnly = savedQuiets;
        }
    }
}
