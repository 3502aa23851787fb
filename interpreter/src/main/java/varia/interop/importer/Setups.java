package varia.interop.importer;

import varia.interop.fs.FsPieceType;
import varia.interop.fs.FsVariant;

/** What the start position holds: counts of a type per side, on the board (and in hand). */
final class Setups {
    private Setups() {}

    /** {White's, Black's} pieces of the type on the board of the start position (promoted forms not counted). */
    static int[] count(Context c, FsPieceType t) { return count(c.v, t, false); }

    static int[] count(FsVariant v, FsPieceType t, boolean withHand) {
        String fen = v.text("startFen");
        String board = fen.split("\\s+")[0];
        char upper = v.letter(t), lower = Character.toLowerCase(upper);
        int[] n = new int[2];
        boolean hand = false, promoted = false;
        for (int i = 0; i < board.length(); i++) {
            char ch = board.charAt(i);
            if (ch == '[') hand = true;
            if (ch == '+') { promoted = true; continue; }
            if (!promoted && (!hand || withHand)) {
                if (ch == upper) n[0]++;
                else if (ch == lower) n[1]++;
            }
            promoted = false;
        }
        return n;
    }

    /**
     * Which sides can have the type: it is theirs in the setup (board or hand), they may promote
     * to it, or it may come to their hand by a capture.
     */
    static boolean[] sides(Context c, FsPieceType t) {
        FsVariant v = c.v;
        int[] n = count(v, t, true);
        boolean[] out = {n[0] > 0, n[1] > 0};
        long bit = 1L << t.id();
        if ((v.pieceSet("promotionPieceTypes/w") & bit) != 0) out[0] = true;
        if ((v.pieceSet("promotionPieceTypes/b") & bit) != 0) out[1] = true;
        for (FsPieceType x : v.pieceTypes())
            if (v.integer("promotedPieceType/" + x.name()) == t.id()) {
                int[] m = count(v, x, true);
                if (m[0] > 0) out[0] = true;
                if (m[1] > 0) out[1] = true;
            }
        if (v.bool("capturesToHand") && (out[0] || out[1])) out[0] = out[1] = true;
        return out;
    }
}
