package varia.rules.castling;

import java.util.List;

/**
 * Castling between the royal piece and a corner piece, chess style: both unmoved (rights in the
 * FEN castling field), the squares between them empty, the king not in check and not passing
 * over or landing on an attacked square.
 *
 * @param kingType type index of the castling king
 * @param rookType type index of its partner
 * @param sides    the castling moves (usually king side and queen side)
 * @param freePhaseOnly castling exists only while turns are free (Senterej's werera)
 * @param byDrop   castling rights earned by dropping the king and its partners on their home squares (Placement chess), or null
 */
public record Castling(int kingType, int rookType, List<Side> sides, boolean freePhaseOnly, ByDrop byDrop) {
    public static final varia.variant.RuleKey<Castling> KEY = new varia.variant.RuleKey<>("castling", Castling.class);

    public Castling { sides = List.copyOf(sides); }

    public Castling(int kingType, int rookType, List<Side> sides, boolean freePhaseOnly) { this(kingType, rookType, sides, freePhaseOnly, null); }

    public Castling(int kingType, int rookType, List<Side> sides) { this(kingType, rookType, sides, false); }

    /**
     * Castling rights earned by drops, on the dropping side's first rank: a king dropped on its home
     * file gains the rights with the partners already on their home files; a partner dropped on a
     * home file gains its right when the king already stands on its home square.
     *
     * @param kingFile     0-based file of the king's home square
     * @param partnerFiles 0-based files of the partners' home squares
     */
    public record ByDrop(int kingFile, List<Integer> partnerFiles) {
        public ByDrop { partnerFiles = List.copyOf(partnerFiles); }
    }

    /**
     * @param name       e.g. "king side"
     * @param fenLetter  White's letter in the FEN castling field (K or Q); Black's is lower case
     * @param towardsHigherFiles true when the partner stands on a higher file than the king
     * @param kingToFile 0-based file where the king lands
     * @param rookToFile 0-based file where the partner lands
     * @param colour     -1 for both sides, else the only colour (0 White, 1 Black) that may castle this way
     */
    public record Side(String name, char fenLetter, boolean towardsHigherFiles, int kingToFile, int rookToFile, int colour) {
        public Side(String name, char fenLetter, boolean towardsHigherFiles, int kingToFile, int rookToFile) {
            this(name, fenLetter, towardsHigherFiles, kingToFile, rookToFile, -1);
        }
    }
}
