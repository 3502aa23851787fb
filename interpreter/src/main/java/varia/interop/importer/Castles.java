package varia.interop.importer;

import varia.interop.fs.FsPieceType;
import varia.interop.fs.FsVariant;

/**
 * The castling field of a start position as Fairy-Stockfish reads it (src/position.cpp, set): a
 * castling letter gives a right only where the king piece stands on the castling rank and a
 * partner is found from {@code castlingRookKingsideFile} / {@code castlingRookQueensideFile}
 * inwards; a file letter names a partner, or a gating square in a gating variant. Letters it
 * ignores are left out, so Varia does not refuse what Fairy-Stockfish skips.
 */
final class Castles {
    private Castles() {}

    /** The castling field with only the letters Fairy-Stockfish turns into rights or gates. */
    static String field(Context c, Board board, String field, boolean castle, boolean report) {
        FsVariant v = c.v;
        castle &= CastlingMapping.enabled(v);
        boolean gates = v.bool("gating") && (v.bool("seirawanGating") || v.bool("cambodianMoves"));
        StringBuilder white = new StringBuilder(), black = new StringBuilder();
        for (char ch : field.toCharArray()) {
            if (ch == '-') continue;
            boolean w = Character.isUpperCase(ch);
            char u = Character.toUpperCase(ch);
            int rank = w ? v.integer("castlingRank") : v.ranks() - 1 - v.integer("castlingRank");
            boolean kept = false;
            if ((u == 'K' || u == 'Q') && castle) kept = partner(v, board, w, rank, u == 'K') >= 0 && kingFile(v, board, w, rank) >= 0;
            else if (u >= 'A' && u < 'A' + v.files()) {
                int file = u - 'A';
                char piece = board.at(file, w ? 0 : v.ranks() - 1);
                boolean own = piece != 0 && piece != '*' && Character.isUpperCase(piece) == w;
                if (gates && own) kept = true;
                else if (castle) kept = kingFile(v, board, w, rank) >= 0 && isPartner(v, board.at(file, rank), w);
            }
            if (kept) (w ? white : black).append(ch);
            else if (report) c.notes.add("startFen: Fairy-Stockfish ignores the castling letter '" + ch + "', so it is left out");
        }
        String out = white.toString() + black;
        return out.isEmpty() ? "-" : out;
    }

    /** The file of the castling king of a side on the castling rank (Fairy-Stockfish's rule), or -1. */
    static int kingFile(FsVariant v, Board board, boolean white, int rank) {
        FsPieceType king = FsPieceType.byId(v.integer(FsVariant.side("castlingKingPiece", white)));
        if (king == null || v.letter(king) == 0) return -1;
        char k = white ? v.letter(king) : Character.toLowerCase(v.letter(king));
        int found = -1, n = 0;
        for (int f = 0; f < v.files(); f++) if (board.at(f, rank) == k) { found = f; n++; }
        if (n == 1) return found;
        int file = v.integer("castlingKingFile");
        return board.at(file, rank) == k ? file : -1;
    }

    /** The partner a K or Q right names: scanning from the rook file setting inwards to the first castling partner of the side. */
    static int partner(FsVariant v, Board board, boolean white, int rank, boolean kingSide) {
        if (kingSide) {
            for (int f = Math.min(v.integer("castlingRookKingsideFile"), v.files() - 1); f >= 0; f--)
                if (isPartner(v, board.at(f, rank), white)) return f;
        } else {
            for (int f = v.integer("castlingRookQueensideFile"); f < v.files(); f++)
                if (isPartner(v, board.at(f, rank), white)) return f;
        }
        return -1;
    }

    static boolean isPartner(FsVariant v, char piece, boolean white) {
        if (piece == 0 || piece == '*' || Character.isUpperCase(piece) != white) return false;
        FsPieceType t = v.typeOf(piece);
        return t != null && (v.pieceSet(FsVariant.side("castlingRookPieces", white)) & (1L << t.id())) != 0;
    }
}
