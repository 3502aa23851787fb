package varia.interop.export;

import java.util.LinkedHashSet;
import java.util.Set;
import varia.rules.enpassant.EnPassantSquares;
import varia.variant.Variant;

/**
 * En passant only on some squares ({@code pieces.X.en-passant-on}, Horde's first-rank pawns):
 * Fairy-Stockfish's {@code enPassantRegionWhite}/{@code Black}, one region per side for every
 * piece, so the file says it when its pieces name one region between them.
 */
final class EnPassantExport {
    private EnPassantExport() {}

    static void write(Variant v, Out out) {
        EnPassantSquares ep = v.rule(EnPassantSquares.KEY);
        if (ep == null) return;
        out.said(EnPassantSquares.KEY);
        Set<String> regions = new LinkedHashSet<>();
        for (int t = 0; t < v.pieces().size(); t++) if (ep.of(t) != null) regions.add(ep.of(t));
        if (regions.isEmpty()) return;
        if (regions.size() > 1) {
            out.missing("pieces.en-passant-on", "en passant squares that differ between kinds of piece (Fairy-Stockfish has one region a side)");
            return;
        }
        String name = regions.iterator().next();
        // one key for both sides (Fairy-Stockfish 11.1 and ffish 0.7 read only this one): the union, which is
        // each side's own region as long as a side's squares are never passed over by the other side's moves
        java.util.BitSet both = (java.util.BitSet) Squares.region(v, name, 0).clone();
        both.or(Squares.region(v, name, 1));
        out.put("enPassantRegion", Squares.text(v, both), "pieces.en-passant-on");
    }
}
