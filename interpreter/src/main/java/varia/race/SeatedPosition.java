package varia.race;

import java.lang.reflect.Array;

/**
 * What the positions of the families played by seats share (race games, dice chess): whose turn
 * it is, whether the game is over, and a copy made in one loop over the position's arrays
 * (allocation-free, so that computer players try moves on scratch positions).
 */
public abstract class SeatedPosition {
    /** The seat to move (or to throw). */
    protected int toMove;
    protected boolean over;
    private Object[] arrays = new Object[0];

    /** Names the arrays {@link #copyFrom} copies (each position's own, made in its constructor). */
    protected final void arrays(Object... all) { arrays = all.clone(); }

    /** Makes this position equal to {@code o}, a position of the same table: its arrays, whose turn, whether over. */
    protected final void copyArrays(SeatedPosition o) {
        for (int i = 0; i < arrays.length; i++) System.arraycopy(o.arrays[i], 0, arrays[i], 0, Array.getLength(arrays[i]));
        toMove = o.toMove;
        over = o.over;
    }

    public int toMove() { return toMove; }

    public boolean over() { return over; }
}
