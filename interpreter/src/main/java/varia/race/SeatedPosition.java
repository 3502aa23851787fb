package varia.race;

/**
 * What the positions of the families played by seats share (race games, dice chess): whose turn
 * it is, whether the game is over, and a copy made in one loop over the position's arrays
 * (allocation-free, so that computer players try moves on scratch positions).
 */
public abstract class SeatedPosition {
    /** The seat to move (or to throw). */
    protected int toMove;
    protected boolean over;
    private int[][] ints = new int[0][];
    private byte[][] bytes = new byte[0][];
    private boolean[][] flags = new boolean[0][];

    /** Names the arrays {@link #copyArrays} copies (each position's own, made in its constructor), by type: typed copies, no reflection. */
    protected final void arrays(int[][] ints, byte[][] bytes, boolean[][] flags) {
        this.ints = ints.clone();
        this.bytes = bytes.clone();
        this.flags = flags.clone();
    }

    /** Makes this position equal to {@code o}, a position of the same table: its arrays, whose turn, whether over. */
    protected final void copyArrays(SeatedPosition o) {
        for (int i = 0; i < ints.length; i++) System.arraycopy(o.ints[i], 0, ints[i], 0, ints[i].length);
        for (int i = 0; i < bytes.length; i++) System.arraycopy(o.bytes[i], 0, bytes[i], 0, bytes[i].length);
        for (int i = 0; i < flags.length; i++) System.arraycopy(o.flags[i], 0, flags[i], 0, flags[i].length);
        toMove = o.toMove;
        over = o.over;
    }

    public int toMove() { return toMove; }

    public boolean over() { return over; }
}
