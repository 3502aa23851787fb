package varia.engine;

/**
 * The marks a position keeps on its squares for the rules (restored by unmake, in the hash where
 * they tell positions apart): unmoved pieces, once-only special rights, the slide stops of zones of
 * influence, and the mark sets a rule reserves ({@link Installer#markSet}). Reached by
 * {@link Position#squareMarks}.
 */
public final class SquareMarks {
    private final Position p;

    SquareMarks(Position p) { this.p = p; }

    public boolean unmoved(int sq) { return p.isUnmoved(sq); }

    public void setUnmoved(int sq) { p.setMark(Compiled.UNMOVED, sq, p.c.zobrist.unmoved); }

    public void clearUnmoved(int sq) { p.clearMark(Compiled.UNMOVED, sq, p.c.zobrist.unmoved); }

    /** Whether the piece on a square holds its once-only special right. */
    public boolean special(int sq) { return p.hasSpecial(sq); }

    /** The first square from {@code sq} on whose piece holds its special right, or -1 (a rule visits the holders, not every piece). */
    public int nextSpecial(int sq) {
        for (int w = sq >>> 6, at = Compiled.SPECIAL * p.words; w < p.words && sq < p.squares; w++, sq = w << 6) {
            long b = p.marks[at + w] & -1L << (sq & 63);
            if (b != 0) return w << 6 | Long.numberOfTrailingZeros(b);
        }
        return -1;
    }

    public void setSpecial(int sq) { p.setMark(Compiled.SPECIAL, sq, p.c.zobrist.special); }

    public void clearSpecial(int sq) { p.clearMark(Compiled.SPECIAL, sq, p.c.zobrist.special); }

    /** Sets or clears a square in a colour's slide stops (zones of influence); {@code strict}: the one-square set. */
    public void clearStops() { java.util.Arrays.fill(p.marks, Compiled.STOPS * p.words, (Compiled.STRICT + 2) * p.words, 0); }

    /** Whether a square is in a rule's mark set ({@link Installer#markSet}). */
    public boolean marked(int set, int sq) { return p.mark(set, sq); }

    /** Puts a square in a rule's mark set or takes it out (the hash follows). */
    public void setMarked(int set, int sq, boolean on) {
        long[] keys = p.c.ruleMarkKeys[set - Compiled.RULE_MARKS];
        if (on) p.setMark(set, sq, keys);
        else p.clearMark(set, sq, keys);
    }

    public void addStop(int colour, int sq, boolean strict) {
        int set = (strict ? Compiled.STRICT : Compiled.STOPS) + colour;
        p.marks[set * p.words + (sq >>> 6)] |= 1L << (sq & 63);
    }

    /** Adds a set of squares (a bit set of the board's p.words) to a colour's slide stops at once; {@code strict}: the one-square set. */
    public void addStops(int colour, long[] squares, boolean strict) {
        int at = ((strict ? Compiled.STRICT : Compiled.STOPS) + colour) * p.words;
        for (int w = 0; w < p.words; w++) p.marks[at + w] |= squares[w];
    }

    /** A dropped or placed piece on its own start square counts as unmoved (a pawn may step twice), as its FEN says. */
    public void markUnmovedIfOnStart(int sq) {
        int code = p.board[sq];
        if (code != 0 && p.c.unmovedOnStart[Position.typeOf(code)] && p.c.startBoard[sq] == code) setUnmoved(sq);
    }
}
