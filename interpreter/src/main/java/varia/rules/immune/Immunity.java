package varia.rules.immune;

import java.util.List;
import varia.variant.RuleKey;

/**
 * Pieces no enemy piece may capture ({@code pieces.X.immune: true}): Tamerlane chess's pawn of
 * pawns while it waits on the last rank, "it stays there and cannot be taken".
 *
 * @param types the immune pieces
 */
public record Immunity(List<Integer> types) {
    public static final RuleKey<Immunity> KEY = new RuleKey<>("immune", Immunity.class);

    public Immunity { types = List.copyOf(types); }
}
