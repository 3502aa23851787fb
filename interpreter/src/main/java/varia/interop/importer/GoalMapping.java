package varia.interop.importer;

import java.util.List;
import varia.interop.fs.FsPieceType;
import varia.interop.fs.FsSquares;
import varia.interop.fs.FsVariant;

/**
 * Capture the flag: a side whose {@code flagPiece} stands on its {@code flagRegion} wins: at once
 * ({@code flagMove = false}), or if still there when its side is next to move ({@code flagMove});
 * with kings racing ({@code flagMove} and the king as flag piece) the second player may answer by
 * reaching its own region on the move in between, for a draw (Racing Kings).
 */
final class GoalMapping implements Mapping {
    @Override public void map(Context c) {
        FsVariant v = c.v;
        c.uses("flagMove");
        c.usesBoth("flagPiece", "flagRegion");
        int files = v.files(), ranks = v.ranks();
        FsSquares w = v.squares("flagRegion/w").on(files, ranks), b = v.squares("flagRegion/b").on(files, ranks);
        if (w.isEmpty() && b.isEmpty()) {
            c.uses("flagPieceCount", "flagPieceBlockedWin", "flagPieceSafe");
            return;
        }
        if (v.integer("flagPieceCount") != 1) c.lack("flagPieceCount", "Varia's goal is reached by one piece");
        else c.uses("flagPieceCount");
        if (v.bool("flagPieceBlockedWin")) c.lack("flagPieceBlockedWin", "Varia lacks a goal won by filling the region");
        else c.uses("flagPieceBlockedWin");
        if (v.bool("flagPieceSafe")) c.lack("flagPieceSafe", "Varia lacks a goal that counts only when the piece is not attacked there");
        else c.uses("flagPieceSafe");
        if (w.isEmpty() || b.isEmpty()) {
            c.lack(w.isEmpty() ? "flagRegion/b" : "flagRegion/w", "Varia has no region for one side only: only "
                    + (w.isEmpty() ? "Black" : "White") + " has a flag region");
            return;
        }
        int pw = v.integer("flagPiece/w"), pb = v.integer("flagPiece/b");
        if (pw != pb) {
            c.lack("flagPiece/w", "Varia's goal piece is the same for both sides");
            return;
        }
        List<String> pieces = c.lettersWithForms(pw == 0 ? -1L : 1L << pw);
        String region = c.region("goal", w, b, c.from("flagRegion/w", "flagRegion/b"));
        YamlTree g = c.root.map("end").map("goal", c.from("flagPiece/w", "flagRegion/w", "flagMove"));
        if (pieces.size() == 1) g.put("piece", pieces.get(0), null);
        else g.list("piece", pieces, null);
        g.put("region", region, null);
        // each side aims at its own squares (Varia asks a goal to say so, issue 29); the same squares need nothing
        if (!w.equals(b)) g.put("each-side", true, null);
        boolean kings = pw == FsPieceType.KING_ID;
        if (v.bool("flagMove")) {
            g.put("when", "next-turn", c.from("flagMove"));
            if (kings) {
                g.put("answer", "draw", "the second player's king may reach its region on the move between, for a draw");
                c.lack("flagMove", "Fairy-Stockfish (since 2022) ends a kings' race at once when the side to move cannot reach its region in"
                        + " answer, and when the second player arrives first; Varia (as Fairy-Stockfish 11.1) plays the move between");
            }
        } else g.put("when", "arrival", c.from("flagMove"));
    }
}
