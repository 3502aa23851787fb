package varia.record;

import java.util.List;
import varia.engine.Position;
import varia.variant.PieceType;

/**
 * Explains why a move is illegal when the engine's legal moves lack it: the same position with
 * the mover's royal pieces replaced by a non-royal piece of the same side has the moves that are
 * possible if the royal's safety is ignored (lines and occupancy are unchanged). A move found
 * there but not in the real position leaves the royal piece attacked.
 *
 * <p>Built from the public API only (FEN text), so it costs a FEN parse; it is used only to
 * explain a rejected move. Castling rights are dropped in the copy.
 */
final class RoyalFree {
    private RoyalFree() {}

    /** The copy, or null when the variant has no suitable stand-in piece or the FEN is refused. */
    static Position of(Position pos, List<PieceType> avoid) {
        PieceType standIn = null;
        varia.rules.promotion.Promotions promotions = pos.variant().rule(varia.rules.promotion.Promotions.KEY);
        for (PieceType t : pos.variant().pieces())
            if (!t.royal() && (promotions == null || promotions.of(t.index()) == null) && (avoid == null || !avoid.contains(t))) { standIn = t; break; }
        if (standIn == null) return null;
        int files = pos.variant().files(), ranks = pos.variant().ranks(), us = pos.sideToMove();
        StringBuilder board = new StringBuilder();
        for (int r = ranks - 1; r >= 0; r--) {
            int empty = 0;
            for (int f = 0; f < files; f++) {
                int sq = r * files + f;
                PieceType t = pos.pieceTypeAt(sq);
                if (t == null && pos.variant().board().isHole(sq)) { // a hole is written '*'
                    if (empty > 0) { board.append(empty); empty = 0; }
                    board.append('*');
                    continue;
                }
                if (t == null) { empty++; continue; }
                if (empty > 0) { board.append(empty); empty = 0; }
                if (t.royal() && pos.colourAt(sq) == us) t = standIn;
                board.append(t.symbol(pos.colourAt(sq)));
            }
            if (empty > 0) board.append(empty);
            if (r > 0) board.append('/');
        }
        String[] fields = pos.toFen().split(" ");
        int hand = fields[0].indexOf('[');
        if (hand >= 0) board.append(fields[0].substring(hand));
        StringBuilder fen = new StringBuilder(board);
        for (int i = 1; i < fields.length; i++) fen.append(' ').append(i == 2 ? "-" : fields[i]);
        try {
            Position copy = Position.fromFen(pos.variant(), fen.toString());
            // the square numbering must be the one assumed above
            return copy.squareCount() == files * ranks && copy.squareName(files).equals("a2") ? copy : null;
        } catch (Exception | Error e) {
            return null;
        }
    }
}
