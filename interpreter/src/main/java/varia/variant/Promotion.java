package varia.variant;

import java.util.List;

/**
 * How a piece promotes.
 *
 * @param to       type indices it may become (in the order the file lists them)
 * @param fromRank first rank of the zone, counted from the owner's side (1 = own back rank)
 * @param toRank   last rank of the zone, same counting (inclusive)
 * @param forced   true: it must promote; false: it may also stay as it is
 * @param region   a region name used as the zone instead of the ranks, or null
 * @param onLeaving also promote when the move starts in the zone (shogi), not only when it ends there
 * @param forcedIfStuck promotion is forced where the piece could not move again (shogi's last ranks)
 * @param family   which of the {@code to} types are available
 */
public record Promotion(List<Integer> to, int fromRank, int toRank, boolean forced, String region,
                        boolean onLeaving, boolean forcedIfStuck, Family family) {
    public Promotion { to = List.copyOf(to); }

    public Promotion(List<Integer> to, int fromRank, int toRank, boolean forced) {
        this(to, fromRank, toRank, forced, null, false, false, Family.LISTED);
    }

    /** True when {@code relativeRank} (1-based, from the owner's side) lies in the rank zone. */
    public boolean inZone(int relativeRank) { return relativeRank >= fromRank && relativeRank <= toRank; }

    public enum Family {
        /** Any of the listed types. */
        LISTED,
        /** Only a listed type of which the side has fewer on the board than in the setup (already lost). */
        LOST_ONLY,
        /** Only the type that stood on the promotion square in the setup, and only if one was lost. */
        SETUP_SQUARE
    }
}
