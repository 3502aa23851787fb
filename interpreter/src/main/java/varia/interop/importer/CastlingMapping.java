package varia.interop.importer;

import java.util.ArrayList;
import java.util.List;
import varia.interop.fs.FsPieceType;
import varia.interop.fs.FsVariant;

/**
 * Castling: the king piece ({@code castlingKingPiece}) with its partner ({@code castlingRookPieces})
 * lands on {@code castlingKingsideFile} / {@code castlingQueensideFile}, the partner beside it on
 * the inner side; {@code castlingDroppedPiece} as rights earned by drops. Which rights the start
 * position really gives is {@link SetupMapping}'s business.
 */
final class CastlingMapping implements Mapping {
    @Override public void map(Context c) {
        FsVariant v = c.v;
        c.uses("castling", "castlingKingsideFile", "castlingQueensideFile", "castlingRank", "castlingKingFile",
                "castlingRookKingsideFile", "castlingRookQueensideFile", "castlingDroppedPiece");
        c.usesBoth("castlingKingPiece", "castlingRookPieces");
        if (v.bool("oppositeCastling")) c.lack("oppositeCastling", "Varia lacks the rule that both sides may not castle on the same side");
        else c.uses("oppositeCastling");
        if (!v.get("castlingWins").equals("")) c.lack("castlingWins", "Varia lacks a win by castling");
        else c.uses("castlingWins");
        if (v.bool("chess960")) c.lack("chess960", "Varia lacks Chess960 start positions and castling");
        else c.uses("chess960");
        if (!enabled(v)) return;
        String[] fen = v.text("startFen").strip().split("\\s+");
        String field = fen.length > 2 && !fen[2].matches("[0-9]+") ? fen[2] : "-";
        boolean rights = !Castles.field(c, Board.read(v.text("startFen"), v.files(), v.ranks()), field, true, false).equals("-");
        int kf = v.integer("castlingKingsideFile"), qf = v.integer("castlingQueensideFile");
        if (!rights && !v.bool("castlingDroppedPiece") || kf >= v.files() || qf + 1 >= v.files()) return; // no castling ever
        FsPieceType king = FsPieceType.byId(v.integer("castlingKingPiece/w"));
        if (v.integer("castlingKingPiece/w") != v.integer("castlingKingPiece/b")) {
            c.lack("castlingKingPiece/w", "Varia's castling has one king piece for both sides");
            return;
        }
        long rooks = v.pieceSet("castlingRookPieces/w");
        if (rooks != v.pieceSet("castlingRookPieces/b") || Long.bitCount(rooks & ~1L) != 1) {
            c.lack("castlingRookPieces/w", "Varia's castling has one partner piece, the same for both sides");
            return;
        }
        FsPieceType rook = FsPieceType.byId(Long.numberOfTrailingZeros(rooks));
        YamlTree cs = c.root.map("castling", c.from("castling", "castlingKingPiece/w", "castlingRookPieces/w"));
        cs.put("king", c.letter(king), c.from("castlingKingPiece/w"));
        cs.put("partner", c.letter(rook), c.from("castlingRookPieces/w"));
        int k = v.integer("castlingKingsideFile"), q = v.integer("castlingQueensideFile");
        YamlTree sides = cs.map("sides", c.from("castlingKingsideFile", "castlingQueensideFile"));
        YamlTree ks = sides.map("king-side");
        ks.put("fen-letter", "K", null);
        ks.put("king-to", file(k), null);
        ks.put("partner-to", file(k - 1), null);
        YamlTree qs = sides.map("queen-side");
        qs.put("fen-letter", "Q", null);
        qs.put("king-to", file(q), null);
        qs.put("partner-to", file(q + 1), null);
        if (v.bool("castlingDroppedPiece")) {
            YamlTree d = cs.map("rights-by-drop", c.from("castlingDroppedPiece", "castlingKingFile"));
            d.put("king", file(v.integer("castlingKingFile")), null);
            List<String> partners = new ArrayList<>(List.of(file(v.integer("castlingRookQueensideFile")),
                    file(Math.min(v.integer("castlingRookKingsideFile"), v.files() - 1))));
            d.list("partners", partners, null);
        }
    }

    /** Castling exists: enabled, with its king and partner pieces in the game. */
    static boolean enabled(FsVariant v) {
        if (!v.bool("castling")) return false;
        FsPieceType king = FsPieceType.byId(v.integer("castlingKingPiece/w"));
        if (king == null || v.letter(king) == 0) return false;
        long rooks = v.pieceSet("castlingRookPieces/w");
        for (FsPieceType t : v.pieceTypes()) if ((rooks & (1L << t.id())) != 0) return true; // a partner type the variant has
        return false;
    }

    static String file(int f) { return String.valueOf((char) ('a' + f)); }
}
