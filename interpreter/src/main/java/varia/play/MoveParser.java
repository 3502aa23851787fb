package varia.play;

import varia.engine.Position;

/**
 * Reads a move typed by a player. The seam where SAN plugs in: the records work (package
 * {@code varia.record}) adds a SAN parser; {@link #standard()} then tries it after coordinates.
 */
public interface MoveParser {
    /** The legal move {@code text} names in {@code pos}, or {@code Moves.NONE}. */
    int parse(Position pos, String text);

    /** The parser the terminal game uses: coordinates today; coordinates, then SAN, once SAN exists. */
    static MoveParser standard() { return new CoordinateMoveParser(); }
}
