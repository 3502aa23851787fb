package varia.variant;

import java.util.List;

/**
 * How a piece promotes when a move ends inside its promotion zone.
 *
 * @param to       type indices it may become (in the order the file lists them)
 * @param fromRank first rank of the zone, counted from the owner's side (1 = own back rank)
 * @param toRank   last rank of the zone, same counting (inclusive)
 * @param forced   true: it must promote; false: it may also stay as it is
 */
public record Promotion(List<Integer> to, int fromRank, int toRank, boolean forced) {
    public Promotion { to = List.copyOf(to); }

    /** True when {@code relativeRank} (1-based, from the owner's side) lies in the zone. */
    public boolean inZone(int relativeRank) { return relativeRank >= fromRank && relativeRank <= toRank; }
}
