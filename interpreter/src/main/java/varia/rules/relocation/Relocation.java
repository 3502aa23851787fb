package varia.rules.relocation;

import java.util.List;
import varia.variant.RuleKey;

/**
 * Pieces that may, as their move, go to any square of the board from which they would attack
 * enemy pieces so (Tamerlane chess's pawn of pawns after its first arrival: "to any square where it
 * forks two enemy units, or where it attacks a unit that cannot then be moved"), taking off the
 * board whatever stood there ({@code pieces.X.relocation}).
 *
 * @param pieces the relocating pieces
 */
public record Relocation(List<Piece> pieces) {
    public static final RuleKey<Relocation> KEY = new RuleKey<>("relocation", Relocation.class);

    public Relocation { pieces = List.copyOf(pieces); }

    /** Where a relocating piece may go. */
    public enum Target {
        /** A square from which it attacks two enemy pieces or more. */
        FORK,
        /** Such a square, or one from which it attacks an enemy piece that then has no legal move. */
        FORK_OR_TRAPPED
    }

    /**
     * One relocating piece.
     *
     * @param type     its type
     * @param to       where it may go
     * @param becomes  the type it is after the move (its attacks are that type's), or its own
     * @param ownToo   a piece of its own side standing there is taken off too (else only an empty square or an enemy)
     */
    public record Piece(int type, Target to, int becomes, boolean ownToo) {}

    /** The rule for a type, or null. */
    public Piece of(int type) {
        for (Piece p : pieces) if (p.type() == type) return p;
        return null;
    }
}
