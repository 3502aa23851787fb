package varia.search;

import varia.engine.Moves;
import varia.engine.Position;

/**
 * Cheap reads of an encoded move for ordering and capture tests in the search's inner loops.
 *
 * <p>The engine's {@code Moves} accessors are package-private; this mirrors the encoding its
 * class comment documents (bits 0-7 origin, 8-15 destination, 16-23 promotion type + 1, 24-25 kind).
 * Only NORMAL moves (kind 0) are decoded here; any other kind (en passant, castling, and the
 * drops and passes to come) goes through the public {@link Position#info(int)}, so a new kind of
 * move can never be misread. To be replaced by public accessors on {@code Moves} (see docs/play.md,
 * "Engine hooks").
 */
final class MoveBits {
    private MoveBits() {}

    static int from(int m) { return m & 0xFF; }
    static int to(int m) { return (m >>> 8) & 0xFF; }
    static boolean normal(int m) { return (m >>> 24 & 0x3) == 0; }
    /** Promotion type of a NORMAL move, or -1. */
    static int promotion(int m) { return ((m >>> 16) & 0xFF) - 1; }

    /** Type index of the captured piece, or -1 for a non-capture. */
    static int capturedType(Position pos, int m) {
        if (normal(m)) {
            int to = to(m);
            if (pos.colourAt(to) != (pos.sideToMove() ^ 1)) return -1;
            return pos.pieceTypeAt(to).index();
        }
        var info = pos.info(m);
        return info.captured() == null ? -1 : info.captured().index();
    }

    /** Type index of the moving piece. */
    static int moverType(Position pos, int m) {
        if (normal(m)) return pos.pieceTypeAt(from(m)).index();
        var piece = pos.info(m).piece(); // a pass may name no piece
        return piece == null ? 0 : piece.index();
    }

    /** Type the piece becomes, or -1. */
    static int promotionType(Position pos, int m) {
        if (normal(m)) return promotion(m);
        var p = pos.info(m).promotion();
        return p == null ? -1 : p.index();
    }

    /** Index into a from-to history table of size 65536 (distinct enough for every kind of move). */
    static int historyIndex(int m) { return m & 0xFFFF; }

    static boolean isNone(int m) { return m == Moves.NONE; }
}
