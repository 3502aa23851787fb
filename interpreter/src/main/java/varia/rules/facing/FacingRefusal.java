package varia.rules.facing;

import varia.engine.Position;

/**
 * The facing rule's words for a move that leaves the royal pieces face to face where that is
 * forbidden (xiangqi's flying general): the engine sees facing as an attack (royal sight), so the
 * explanation of an illegal move asks this rule first to name it as what it is.
 */
public final class FacingRefusal {
    private FacingRefusal() {}

    /** In the position after a move: why it is illegal by this rule, or null. */
    public static String after(Position p) {
        if (p.variant().rule(Facing.KEY) != Facing.FORBIDDEN || !p.royalsFacing()) return null;
        int royal = p.royalSquare(0);
        String name = royal < 0 ? "royal piece" : p.pieceTypeAt(royal).name();
        String file = royal < 0 ? "" : " on the " + p.squareName(royal).charAt(0) + "-file";
        return "the " + name + "s would face each other" + file + " with nothing between";
    }
}
