package varia.engine;

/**
 * The rules' reply proofs ({@link ReplyWitness}) asked in a position, and what a proof may rest
 * on: a filter that refuses a move only for want of a reply need not make a move they vouch for.
 */
public final class ReplyWitnesses {
    private ReplyWitnesses() {}

    /** Does a rule prove, before the move, that it leaves the opponent a legal reply and the reply the mover a move? */
    public static boolean vouched(Position p, int move) {
        if (p.free) return false;
        for (ReplyWitness w : p.c.replyWitnesses) if (w.vouches(p, move)) return true;
        return false;
    }

    /** Does a rule vouch for every legal move here ({@link ReplyWitness#vouchesAll})? Then no reply test need be run. */
    public static boolean allVouched(Position p) {
        if (p.free) return false;
        for (ReplyWitness w : p.c.replyWitnesses) if (w.vouchesAll(p)) return true;
        return false;
    }

    /** Have the moves of this kind a filter of their own ({@link Installer#filter(int, MoveFilter)})? */
    public static boolean kindFiltered(Position p, int kind) { return p.c.kindFilters[kind] != null; }

    /** Could a piece dropped by {@code colour} serve the enemy's hoppers as a screen (the drop must then be made to be judged)? */
    public static boolean dropsScreenHoppers(Position p, int colour) { return p.t.hasHoppers[colour ^ 1]; }
}
