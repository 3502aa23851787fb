package varia.interop.importer;

import varia.interop.fs.FsPieceType;
import varia.interop.fs.FsVariant;

/**
 * Which piece types each side can ever have: those of the start position (board and hand), what
 * they may promote to, and, where captures go to the hand, the opponent's. A type no side can have
 * (chess's pieces a section inherits but never places) is left out of the Varia file.
 */
final class Presence {
    private final boolean[][] has = new boolean[64][2];

    Presence(FsVariant v) {
        String board = v.text("startFen").split("\\s+")[0];
        boolean promoted = false;
        for (char ch : board.toCharArray()) {
            if (ch == '+') { promoted = true; continue; }
            FsPieceType t = Character.isLetter(ch) ? v.typeOf(ch) : null;
            if (t != null) {
                int side = Character.isUpperCase(ch) ? 0 : 1;
                has[t.id()][side] = true;
                if (promoted) {
                    FsPieceType p = FsPieceType.byId(v.integer("promotedPieceType/" + t.name()));
                    if (p != null) has[p.id()][side] = true;
                }
            }
            promoted = false;
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (FsPieceType t : v.pieceTypes()) {
                for (int side = 0; side < 2; side++) {
                    if (!has[t.id()][side]) continue;
                    String s = side == 0 ? "/w" : "/b";
                    if ((v.pieceSet("promotionPawnTypes" + s) & (1L << t.id())) != 0)
                        for (FsPieceType x : v.pieceTypes())
                            if ((v.pieceSet("promotionPieceTypes" + s) & (1L << x.id())) != 0) changed |= set(x, side);
                    FsPieceType p = FsPieceType.byId(v.integer("promotedPieceType/" + t.name()));
                    if (p != null && v.letter(p) != 0) changed |= set(p, side);
                    if (v.bool("capturesToHand")) changed |= set(t, 1 - side);
                }
            }
        }
    }

    private boolean set(FsPieceType t, int side) {
        if (has[t.id()][side]) return false;
        has[t.id()][side] = true;
        return true;
    }

    /** Can the side (0 White, 1 Black) ever have the type? */
    boolean has(FsPieceType t, int side) { return has[t.id()][side]; }

    /** Can either side ever have it? */
    boolean any(FsPieceType t) { return has[t.id()][0] || has[t.id()][1]; }

    /** {@code true}, {@code white} or {@code black}: the sides that have it, as Varia's per-colour keys write them. */
    String sides(FsPieceType t) {
        return has[t.id()][0] && has[t.id()][1] || !any(t) ? "true" : has[t.id()][0] ? "white" : "black";
    }
}
