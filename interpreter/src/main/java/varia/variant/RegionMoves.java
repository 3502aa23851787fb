package varia.variant;

import java.util.List;
import varia.notation.MoveRule;

/**
 * Moves tied to a region.
 *
 * @param region   the region's name
 * @param movement the movement string as written
 * @param moves    the compiled movement
 * @param mode     {@code WHERE_STANDING}: these moves replace the piece's own while it stands in
 *                 the region (a soldier past the river); {@code WITHIN}: extra moves allowed only
 *                 when every square of the path, the origin included, is in the region (moves
 *                 along the palace diagonals)
 */
public record RegionMoves(String region, String movement, List<MoveRule> moves, Mode mode) {
    public RegionMoves { moves = List.copyOf(moves); }

    public enum Mode { WHERE_STANDING, WITHIN }
}
