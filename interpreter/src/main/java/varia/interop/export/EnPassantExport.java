package varia.interop.export;

import varia.notation.MoveRule;
import varia.rules.enpassant.EnPassantSquares;
import varia.variant.PieceType;
import varia.variant.RegionMoves;
import varia.variant.Variant;

/**
 * {@code pieces.X.en-passant-on} as {@code enPassantRegionWhite} / {@code enPassantRegionBlack}:
 * Fairy-Stockfish's region is the capturing side's and holds for every piece, so the export needs
 * every piece whose moves give en-passant rights to name the same region, and those moves to pass
 * one square each (Fairy-Stockfish gives a longer step's rights on all its squares or none; Varia
 * on the region's squares).
 */
final class EnPassantExport {
    private EnPassantExport() {}

    static void write(Variant v, Out out) {
        EnPassantSquares ep = v.rule(EnPassantSquares.KEY);
        out.said(EnPassantSquares.KEY);
        if (ep == null) return;
        String region = null;
        boolean agree = true;
        for (PieceType p : v.pieces()) {
            if (!givesRights(p)) continue;
            String r = ep.of(p.index());
            if (r == null || region != null && !region.equals(r)) agree = false;
            else region = r;
            for (MoveRule m : moves(p))
                if (m.createsEnPassant() && m.leg().mustBeEmpty().size() > 1)
                    out.missing("pieces." + p.symbol() + ".en-passant-on", "en-passant squares on a step over several squares (Fairy-Stockfish gives all of its squares or none)");
        }
        if (!agree || region == null) {
            out.missing("en-passant-on", "en-passant squares for some pieces only, or differing between pieces (Fairy-Stockfish's region is one per side)");
            return;
        }
        // White's pawns are taken on White's region: that is where Black captures en passant
        out.put("enPassantRegionBlack", Squares.text(v, Squares.region(v, region, 0)), "pieces' en-passant-on (the squares White's pieces pass)");
        out.put("enPassantRegionWhite", Squares.text(v, Squares.region(v, region, 1)), null);
    }

    private static boolean givesRights(PieceType p) {
        for (MoveRule m : moves(p)) if (m.createsEnPassant()) return true;
        return false;
    }

    private static java.util.List<MoveRule> moves(PieceType p) {
        java.util.List<MoveRule> all = new java.util.ArrayList<>(p.moves());
        for (RegionMoves r : p.regionMoves()) all.addAll(r.moves());
        return all;
    }
}
