package varia.engine;

/**
 * Who casts a slide stop (zones of influence), asked only for a type whose own zone also covers
 * its own side: a piece's own zone never stops it (the Hia slides its two squares through the
 * squares around itself), while another piece's zone still does.
 */
public interface OwnStops {
    /** Whether the stop on {@code sq}, for the piece standing on {@code from}, is cast by that piece alone. */
    boolean ownOnly(Position p, int from, int sq);
}
