package varia.interop.export;

import varia.rules.castling.Castling;
import varia.variant.PieceType;
import varia.variant.Variant;

/** Castling: Fairy-Stockfish's king side and queen side, the partner landing beside the king on the inner side. */
final class CastlingExport {
    private CastlingExport() {}

    static void write(Variant v, FsTypes types, Out out) {
        Castling c = v.rule(Castling.KEY);
        out.said(Castling.KEY);
        if (c == null) {
            out.put("castling", "false", "no castling block");
            return;
        }
        out.put("castling", "true", "castling");
        PieceType king = v.pieces().get(c.kingType()), rook = v.pieces().get(c.rookType());
        out.put("castlingKingPiece", String.valueOf(types.letterOf(king)), "castling.king");
        out.put("castlingRookPieces", String.valueOf(types.letterOf(rook)), "castling.partner");
        if (c.freePhaseOnly()) out.missing("castling.free-phase-only", "castling in the opening only");
        Castling.Side high = null, low = null;
        for (Castling.Side s : c.sides()) {
            if (s.colour() >= 0) out.missing("castling.sides." + s.name(), "a castling for one colour only");
            if (s.towardsHigherFiles()) {
                if (high != null) out.missing("castling.sides", "two castlings on one side");
                high = s;
            } else {
                if (low != null) out.missing("castling.sides", "two castlings on one side");
                low = s;
            }
        }
        if (high != null) {
            if (high.rookToFile() != high.kingToFile() - 1 || Character.toUpperCase(high.fenLetter()) != 'K')
                out.missing("castling.sides." + high.name(), "a partner that lands elsewhere than beside the king, or a letter other than K");
            out.put("castlingKingsideFile", String.valueOf((char) ('a' + high.kingToFile())), "castling.sides." + high.name() + ".king-to");
        }
        if (low != null) {
            if (low.rookToFile() != low.kingToFile() + 1 || Character.toUpperCase(low.fenLetter()) != 'Q')
                out.missing("castling.sides." + low.name(), "a partner that lands elsewhere than beside the king, or a letter other than Q");
            out.put("castlingQueensideFile", String.valueOf((char) ('a' + low.kingToFile())), "castling.sides." + low.name() + ".king-to");
        }
        int kingFile = -1, kingRank = -1;
        java.util.BitSet k = Squares.setup(v, king.letter(), 0);
        if (k.cardinality() == 1) { kingFile = k.nextSetBit(0) % v.files(); kingRank = k.nextSetBit(0) / v.files(); }
        if (kingRank > 0) out.put("castlingRank", String.valueOf(kingRank + 1), "the castling king's rank in the setup");
        if (kingFile >= 0) out.put("castlingKingFile", String.valueOf((char) ('a' + kingFile)), "the castling king's file in the setup");
        if (c.byDrop() != null) {
            out.put("castlingDroppedPiece", "true", "castling.rights-by-drop");
            out.put("castlingKingFile", String.valueOf((char) ('a' + c.byDrop().kingFile())), "castling.rights-by-drop.king");
            if (c.byDrop().partnerFiles().size() != 2 || c.byDrop().partnerFiles().get(0) != 0 || c.byDrop().partnerFiles().get(1) != v.files() - 1)
                out.missing("castling.rights-by-drop.partners", "partners' home files other than the corners");
        }
    }
}
