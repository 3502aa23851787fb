package varia.play;

import varia.engine.Moves;
import varia.engine.Position;

/**
 * Reads a move typed by a player. {@link #standard()} tries Fairy-Stockfish coordinates first
 * ({@link CoordinateMoveParser}), then SAN and the other notations of the records work
 * ({@link SanMoveParser}).
 */
public interface MoveParser {
    /** The legal move {@code text} names in {@code pos}, or {@code Moves.NONE}. */
    int parse(Position pos, String text);

    /** Why {@code text} names no legal move (for the player), or null when there is nothing to add. */
    default String why(Position pos, String text) { return null; }

    /** Coordinates, then SAN. */
    static MoveParser standard() {
        MoveParser coordinates = new CoordinateMoveParser(), san = new SanMoveParser();
        return new MoveParser() {
            @Override public int parse(Position pos, String text) {
                int m = coordinates.parse(pos, text);
                return m != Moves.NONE ? m : san.parse(pos, text);
            }
            @Override public String why(Position pos, String text) { return san.why(pos, text); }
        };
    }
}
