package varia.interop.fs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import varia.interop.fs.FsKey.Kind;

/**
 * Every key of a variant section that Fairy-Stockfish reads, in the order it applies them
 * (src/parser.cpp): the piece keys first (their letters decide what later piece letters mean),
 * then the rest; where a key for both colours and one for each are both given, the later wins as
 * there. The piece keys ({@code knight}, {@code customPiece3}, {@code mobilityRegionWhiteKnight})
 * are {@link #pieceKey}s, not in this list.
 */
public final class FsKeys {
    private FsKeys() {}

    private static final List<FsKey> ORDER = new ArrayList<>();
    private static final Map<String, FsKey> BY_NAME = new LinkedHashMap<>();

    private static void k(String name, Kind kind, String... fields) { add(name, kind, false, List.of(), fields); }

    private static void old(String name, Kind kind, String... fields) { add(name, kind, true, List.of(), fields); }

    private static void e(String name, List<String> words, String... fields) { add(name, Kind.ENUM, false, words, fields); }

    /** A key for both colours: {@code field/w} and {@code field/b}. */
    private static void both(String name, Kind kind, String field) { k(name, kind, field + "/w", field + "/b"); }

    private static void add(String name, Kind kind, boolean deprecated, List<String> words, String... fields) {
        FsKey key = new FsKey(name, kind, Arrays.asList(fields), words, deprecated);
        ORDER.add(key);
        BY_NAME.put(name, key);
    }

    static final List<String> ENCLOSING = List.of("reversi", "ataxx", "quadwrangle", "snort", "anyside", "top", "none");

    static {
        k("pieceValueMg", Kind.SPECIAL);
        k("pieceValueEg", Kind.SPECIAL);
        old("promotionRank", Kind.SPECIAL, "promotionRegion/w", "promotionRegion/b");
        old("doubleStepRank", Kind.SPECIAL, "doubleStepRegion/w", "doubleStepRegion/b");
        old("doubleStepRankMin", Kind.SPECIAL, "doubleStepRegion/w", "doubleStepRegion/b");
        old("whiteFlag", Kind.SQUARES, "flagRegion/w");
        old("blackFlag", Kind.SQUARES, "flagRegion/b");
        old("castlingRookPiece", Kind.PIECE_SET, "castlingRookPieces/w", "castlingRookPieces/b");
        old("whiteDropRegion", Kind.SQUARES, "dropRegion/w");
        old("blackDropRegion", Kind.SQUARES, "dropRegion/b");
        old("dropOnTop", Kind.SPECIAL, "enclosingDrop");
        k("pawnTypes", Kind.PIECE_SET, "promotionPawnTypes/w", "promotionPawnTypes/b", "enPassantTypes/w", "enPassantTypes/b",
                "nMoveRuleTypes/w", "nMoveRuleTypes/b");
        k("variantTemplate", Kind.TEXT, "variantTemplate");
        k("pieceToCharTable", Kind.TEXT, "pieceToCharTable");
        k("pocketSize", Kind.INT, "pocketSize");
        k("chess960", Kind.BOOL, "chess960");
        k("twoBoards", Kind.BOOL, "twoBoards");
        k("startFen", Kind.TEXT, "startFen");
        k("promotionRegionWhite", Kind.SQUARES, "promotionRegion/w");
        k("promotionRegionBlack", Kind.SQUARES, "promotionRegion/b");
        both("promotionPawnTypes", Kind.PIECE_SET, "promotionPawnTypes");
        k("promotionPawnTypesWhite", Kind.PIECE_SET, "promotionPawnTypes/w");
        k("promotionPawnTypesBlack", Kind.PIECE_SET, "promotionPawnTypes/b");
        both("promotionPieceTypes", Kind.PIECE_SET, "promotionPieceTypes");
        k("promotionPieceTypesWhite", Kind.PIECE_SET, "promotionPieceTypes/w");
        k("promotionPieceTypesBlack", Kind.PIECE_SET, "promotionPieceTypes/b");
        k("sittuyinPromotion", Kind.BOOL, "sittuyinPromotion");
        k("promotionLimit", Kind.SPECIAL);
        k("promotedPieceType", Kind.SPECIAL);
        for (String b : List.of("piecePromotionOnCapture", "mandatoryPawnPromotion", "mandatoryPiecePromotion", "pieceDemotion", "blastOnCapture"))
            k(b, Kind.BOOL, b);
        for (String s : List.of("blastImmuneTypes", "mutuallyImmuneTypes", "petrifyOnCaptureTypes")) k(s, Kind.PIECE_SET, s);
        k("petrifyBlastPieces", Kind.BOOL, "petrifyBlastPieces");
        k("doubleStep", Kind.BOOL, "doubleStep");
        k("doubleStepRegionWhite", Kind.SQUARES, "doubleStepRegion/w");
        k("doubleStepRegionBlack", Kind.SQUARES, "doubleStepRegion/b");
        k("tripleStepRegionWhite", Kind.SQUARES, "tripleStepRegion/w");
        k("tripleStepRegionBlack", Kind.SQUARES, "tripleStepRegion/b");
        both("enPassantRegion", Kind.SQUARES, "enPassantRegion");
        k("enPassantRegionWhite", Kind.SQUARES, "enPassantRegion/w");
        k("enPassantRegionBlack", Kind.SQUARES, "enPassantRegion/b");
        both("enPassantTypes", Kind.PIECE_SET, "enPassantTypes");
        k("enPassantTypesWhite", Kind.PIECE_SET, "enPassantTypes/w");
        k("enPassantTypesBlack", Kind.PIECE_SET, "enPassantTypes/b");
        k("castling", Kind.BOOL, "castling");
        k("castlingDroppedPiece", Kind.BOOL, "castlingDroppedPiece");
        k("castlingKingsideFile", Kind.FILE, "castlingKingsideFile");
        k("castlingQueensideFile", Kind.FILE, "castlingQueensideFile");
        k("castlingRank", Kind.RANK, "castlingRank");
        k("castlingKingFile", Kind.FILE, "castlingKingFile");
        both("castlingKingPiece", Kind.PIECE, "castlingKingPiece");
        k("castlingKingPieceWhite", Kind.PIECE, "castlingKingPiece/w");
        k("castlingKingPieceBlack", Kind.PIECE, "castlingKingPiece/b");
        k("castlingRookKingsideFile", Kind.FILE, "castlingRookKingsideFile");
        k("castlingRookQueensideFile", Kind.FILE, "castlingRookQueensideFile");
        both("castlingRookPieces", Kind.PIECE_SET, "castlingRookPieces");
        k("castlingRookPiecesWhite", Kind.PIECE_SET, "castlingRookPieces/w");
        k("castlingRookPiecesBlack", Kind.PIECE_SET, "castlingRookPieces/b");
        for (String b : List.of("oppositeCastling", "checking", "dropChecks", "mustCapture", "mustDrop")) k(b, Kind.BOOL, b);
        k("mustDropType", Kind.PIECE, "mustDropType");
        for (String b : List.of("pieceDrops", "dropLoop", "capturesToHand", "firstRankPawnDrops", "promotionZonePawnDrops")) k(b, Kind.BOOL, b);
        e("enclosingDrop", ENCLOSING, "enclosingDrop");
        k("enclosingDropStart", Kind.SQUARES, "enclosingDropStart");
        k("dropRegionWhite", Kind.SQUARES, "dropRegion/w");
        k("dropRegionBlack", Kind.SQUARES, "dropRegion/b");
        for (String b : List.of("sittuyinRookDrop", "dropOppositeColoredBishop", "dropPromoted")) k(b, Kind.BOOL, b);
        k("dropNoDoubled", Kind.PIECE, "dropNoDoubled");
        k("dropNoDoubledCount", Kind.INT, "dropNoDoubledCount");
        k("immobilityIllegal", Kind.BOOL, "immobilityIllegal");
        k("gating", Kind.BOOL, "gating");
        e("wallingRule", List.of("arrow", "duck", "edge", "past", "static", "none"), "wallingRule");
        k("wallingRegionWhite", Kind.SQUARES, "wallingRegion/w");
        k("wallingRegionBlack", Kind.SQUARES, "wallingRegion/b");
        both("wallingRegion", Kind.SQUARES, "wallingRegion");
        for (String b : List.of("wallOrMove", "seirawanGating", "cambodianMoves")) k(b, Kind.BOOL, b);
        k("diagonalLines", Kind.SQUARES, "diagonalLines");
        both("pass", Kind.BOOL, "pass");
        k("passWhite", Kind.BOOL, "pass/w");
        k("passBlack", Kind.BOOL, "pass/b");
        both("passOnStalemate", Kind.BOOL, "passOnStalemate");
        k("passOnStalemateWhite", Kind.BOOL, "passOnStalemate/w");
        k("passOnStalemateBlack", Kind.BOOL, "passOnStalemate/b");
        k("makpongRule", Kind.BOOL, "makpongRule");
        k("flyingGeneral", Kind.BOOL, "flyingGeneral");
        k("soldierPromotionRank", Kind.RANK, "soldierPromotionRank");
        e("flipEnclosedPieces", ENCLOSING, "flipEnclosedPieces");
        both("nMoveRuleTypes", Kind.PIECE_SET, "nMoveRuleTypes");
        k("nMoveRuleTypesWhite", Kind.PIECE_SET, "nMoveRuleTypes/w");
        k("nMoveRuleTypesBlack", Kind.PIECE_SET, "nMoveRuleTypes/b");
        k("nMoveRule", Kind.INT, "nMoveRule");
        k("nFoldRule", Kind.INT, "nFoldRule");
        k("nFoldValue", Kind.VALUE, "nFoldValue");
        for (String b : List.of("nFoldValueAbsolute", "perpetualCheckIllegal", "moveRepetitionIllegal")) k(b, Kind.BOOL, b);
        e("chasingRule", List.of("axf", "none"), "chasingRule");
        k("stalemateValue", Kind.VALUE, "stalemateValue");
        k("stalematePieceCount", Kind.BOOL, "stalematePieceCount");
        k("checkmateValue", Kind.VALUE, "checkmateValue");
        for (String b : List.of("shogiPawnDropMateIllegal", "shatarMateRule", "bikjangRule")) k(b, Kind.BOOL, b);
        k("extinctionValue", Kind.VALUE, "extinctionValue");
        for (String b : List.of("extinctionClaim", "extinctionPseudoRoyal", "dupleCheck")) k(b, Kind.BOOL, b);
        k("extinctionPieceTypes", Kind.PIECE_SET, "extinctionPieceTypes");
        k("extinctionPieceCount", Kind.INT, "extinctionPieceCount");
        k("extinctionOpponentPieceCount", Kind.INT, "extinctionOpponentPieceCount");
        both("flagPiece", Kind.PIECE, "flagPiece");
        k("flagPieceWhite", Kind.PIECE, "flagPiece/w");
        k("flagPieceBlack", Kind.PIECE, "flagPiece/b");
        both("flagRegion", Kind.SQUARES, "flagRegion");
        k("flagRegionWhite", Kind.SQUARES, "flagRegion/w");
        k("flagRegionBlack", Kind.SQUARES, "flagRegion/b");
        k("flagPieceCount", Kind.INT, "flagPieceCount");
        for (String b : List.of("flagPieceBlockedWin", "flagMove", "flagPieceSafe", "checkCounting")) k(b, Kind.BOOL, b);
        k("connectN", Kind.INT, "connectN");
        k("connectPieceTypes", Kind.PIECE_SET, "connectPieceTypes");
        for (String b : List.of("connectHorizontal", "connectVertical", "connectDiagonal")) k(b, Kind.BOOL, b);
        k("connectRegion1White", Kind.SQUARES, "connectRegion1/w");
        k("connectRegion2White", Kind.SQUARES, "connectRegion2/w");
        k("connectRegion1Black", Kind.SQUARES, "connectRegion1/b");
        k("connectRegion2Black", Kind.SQUARES, "connectRegion2/b");
        k("connectNxN", Kind.INT, "connectNxN");
        k("collinearN", Kind.INT, "collinearN");
        k("connectValue", Kind.VALUE, "connectValue");
        e("materialCounting", List.of("janggi", "unweighted", "whitedrawodds", "blackdrawodds", "none"), "materialCounting");
        k("adjudicateFullBoard", Kind.BOOL, "adjudicateFullBoard");
        e("countingRule", List.of("makruk", "cambodian", "asean", "none"), "countingRule");
        k("castlingWins", Kind.CASTLING, "castlingWins");
    }

    /** The non-piece keys in Fairy-Stockfish's order of application. */
    public static List<FsKey> inOrder() { return Collections.unmodifiableList(ORDER); }

    /** A non-piece key by name, or null. */
    public static FsKey named(String name) { return BY_NAME.get(name); }

    /** The piece type a piece key names ({@code knight}, {@code customPiece2}, {@code king}), or null. */
    public static FsPieceType pieceKey(String key) {
        FsPieceType t = FsPieceType.named(key);
        return t;
    }

    /** The type and colour of a mobility-region key ({@code mobilityRegionWhiteKing}), or null. */
    public static Object[] mobilityKey(String key) {
        for (String colour : List.of("White", "Black")) {
            String prefix = "mobilityRegion" + colour;
            if (key.startsWith(prefix) && key.length() > prefix.length()) {
                String rest = key.substring(prefix.length());
                FsPieceType t = FsPieceType.named(Character.toLowerCase(rest.charAt(0)) + rest.substring(1));
                if (t != null && t.capitalized().equals(rest)) return new Object[] {t, colour.equals("White")};
            }
        }
        return null;
    }

    /** Is this a key Fairy-Stockfish reads? */
    public static boolean known(String key) { return BY_NAME.containsKey(key) || pieceKey(key) != null || mobilityKey(key) != null; }

    /** Every key name, for suggestions: the rule keys, the piece keys and the mobility-region keys. */
    public static List<String> allNames() {
        List<String> out = new ArrayList<>(BY_NAME.keySet());
        for (FsPieceType t : FsPieceType.all()) {
            out.add(t.name());
            out.add("mobilityRegionWhite" + t.capitalized());
            out.add("mobilityRegionBlack" + t.capitalized());
        }
        return out;
    }
}
