package varia.interop.fs;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The defaults of Fairy-Stockfish's {@code Variant} struct (src/variant.h): chess's pieces, board
 * and rules. A section without a parent starts from them with no pieces (its pieces are the
 * keys it writes); the built-in variants start from them with chess's pieces.
 */
public final class FsDefaults {
    private FsDefaults() {}

    public static final String CHESS_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /** The struct's defaults, chess's pieces included. */
    public static FsVariant root(String name) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("maxRank", 7);
        v.put("maxFile", 7);
        v.put("variantTemplate", "fairy");
        v.put("pieceToCharTable", "-");
        v.put("pocketSize", 0);
        v.put("chess960", false);
        v.put("twoBoards", false);
        v.put("startFen", CHESS_FEN);
        for (String[] p : new String[][] {{"pawn", "P"}, {"knight", "N"}, {"bishop", "B"}, {"rook", "R"}, {"queen", "Q"}, {"king", "K"}})
            v.put("letter/" + p[0], p[1].charAt(0));
        both(v, "promotionRegion", FsSquares.ranks(7), FsSquares.ranks(0));
        both(v, "promotionPawnTypes", set("pawn"));
        both(v, "promotionPieceTypes", set("queen", "rook", "bishop", "knight"));
        for (String f : List.of("sittuyinPromotion", "piecePromotionOnCapture", "mandatoryPiecePromotion", "pieceDemotion",
                "blastOnCapture", "petrifyBlastPieces", "castlingDroppedPiece", "oppositeCastling", "mustCapture", "mustDrop",
                "pieceDrops", "dropLoop", "capturesToHand", "firstRankPawnDrops", "promotionZonePawnDrops", "sittuyinRookDrop",
                "dropOppositeColoredBishop", "dropPromoted", "immobilityIllegal", "gating", "wallOrMove", "seirawanGating",
                "cambodianMoves", "makpongRule", "flyingGeneral", "freeDrops", "nFoldValueAbsolute", "perpetualCheckIllegal",
                "moveRepetitionIllegal", "stalematePieceCount", "shogiPawnDropMateIllegal", "shatarMateRule", "bikjangRule",
                "extinctionClaim", "extinctionPseudoRoyal", "dupleCheck", "flagPieceBlockedWin", "flagMove", "flagPieceSafe",
                "checkCounting", "adjudicateFullBoard"))
            v.put(f, false);
        for (String f : List.of("mandatoryPawnPromotion", "doubleStep", "castling", "checking", "dropChecks",
                "connectHorizontal", "connectVertical", "connectDiagonal"))
            v.put(f, true);
        for (String f : List.of("blastImmuneTypes", "mutuallyImmuneTypes", "petrifyOnCaptureTypes", "extinctionPieceTypes"))
            v.put(f, 0L);
        v.put("connectPieceTypes", -1L);
        both(v, "doubleStepRegion", FsSquares.ranks(1), FsSquares.ranks(6));
        both(v, "tripleStepRegion", FsSquares.NONE);
        both(v, "enPassantRegion", FsSquares.ALL);
        both(v, "enPassantTypes", set("pawn"));
        v.put("castlingKingsideFile", 6);
        v.put("castlingQueensideFile", 2);
        v.put("castlingRank", 0);
        v.put("castlingKingFile", 4);
        both(v, "castlingKingPiece", FsPieceType.KING_ID);
        v.put("castlingRookKingsideFile", FsSquares.FILES - 1);
        v.put("castlingRookQueensideFile", 0);
        both(v, "castlingRookPieces", set("rook"));
        v.put("mustDropType", 0);
        v.put("enclosingDrop", "none");
        v.put("enclosingDropStart", FsSquares.NONE);
        both(v, "dropRegion", FsSquares.ALL);
        v.put("dropNoDoubled", 0);
        v.put("dropNoDoubledCount", 1);
        v.put("wallingRule", "none");
        both(v, "wallingRegion", FsSquares.ALL);
        v.put("diagonalLines", FsSquares.NONE);
        both(v, "pass", false);
        both(v, "passOnStalemate", false);
        v.put("soldierPromotionRank", 0);
        v.put("flipEnclosedPieces", "none");
        both(v, "nMoveRuleTypes", set("pawn"));
        v.put("nMoveRule", 50);
        v.put("nFoldRule", 3);
        v.put("nFoldValue", "draw");
        v.put("chasingRule", "none");
        v.put("stalemateValue", "draw");
        v.put("checkmateValue", "loss");
        v.put("extinctionValue", "none");
        v.put("extinctionPieceCount", 0);
        v.put("extinctionOpponentPieceCount", 0);
        both(v, "flagPiece", 0);
        both(v, "flagRegion", FsSquares.NONE);
        v.put("flagPieceCount", 1);
        v.put("connectN", 0);
        both(v, "connectRegion1", FsSquares.NONE);
        both(v, "connectRegion2", FsSquares.NONE);
        v.put("connectNxN", 0);
        v.put("collinearN", 0);
        v.put("connectValue", "win");
        v.put("materialCounting", "none");
        v.put("countingRule", "none");
        v.put("castlingWins", "");
        return new FsVariant(v, new HashMap<>(), new java.util.ArrayList<>(List.of(name)));
    }

    /** The default value of a field, or null (no value: an unset per-piece field). */
    public static Object value(String field) { return Holder.ROOT.get(field); }

    private static final class Holder {
        static final FsVariant ROOT = root("default");
    }

    static long set(String... names) {
        long s = 0;
        for (String n : names) s |= 1L << FsPieceType.named(n).id();
        return s;
    }

    private static void both(Map<String, Object> v, String field, Object value) { both(v, field, value, value); }

    private static void both(Map<String, Object> v, String field, Object white, Object black) {
        v.put(field + "/w", white);
        v.put(field + "/b", black);
    }
}
