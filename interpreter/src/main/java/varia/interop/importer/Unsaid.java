package varia.interop.importer;

import java.util.Map;

/**
 * What the Fairy-Stockfish rules Varia has no component for are, in words, for the report of a
 * key no mapping says. A key missing here is reported with its name alone.
 */
final class Unsaid {
    private Unsaid() {}

    private static final Map<String, String> WHAT = Map.ofEntries(
            Map.entry("blastOnCapture", "Varia lacks explosions on capture (atomic chess)"),
            Map.entry("blastImmuneTypes", "Varia lacks explosions on capture (atomic chess)"),
            Map.entry("mutuallyImmuneTypes", "Varia lacks pieces that may not take their own kind (atomar chess)"),
            Map.entry("petrifyOnCaptureTypes", "Varia lacks pieces turned to stone when they capture"),
            Map.entry("petrifyBlastPieces", "Varia lacks pieces turned to stone by explosions"),
            Map.entry("wallingRule", "Varia lacks walls placed after a move (duck, arrows, trails)"),
            Map.entry("wallingRegion", "Varia lacks walls placed after a move"),
            Map.entry("wallOrMove", "Varia lacks walls placed instead of a move"),
            Map.entry("enclosingDrop", "Varia lacks drops that must enclose enemy pieces (reversi, ataxx)"),
            Map.entry("enclosingDropStart", "Varia lacks drops that must enclose enemy pieces (reversi, ataxx)"),
            Map.entry("flipEnclosedPieces", "Varia lacks pieces that change sides when enclosed (reversi, ataxx)"),
            Map.entry("connectN", "Varia lacks a win by a line of N pieces"),
            Map.entry("connectNxN", "Varia lacks a win by a square of pieces"),
            Map.entry("collinearN", "Varia lacks a win by pieces on one line"),
            Map.entry("connectRegion1", "Varia lacks a win by connecting two regions"),
            Map.entry("connectRegion2", "Varia lacks a win by connecting two regions"),
            Map.entry("connectPieceTypes", "Varia lacks a win by a line of pieces"),
            Map.entry("connectHorizontal", "Varia lacks a win by a line of pieces"),
            Map.entry("connectVertical", "Varia lacks a win by a line of pieces"),
            Map.entry("connectDiagonal", "Varia lacks a win by a line of pieces"),
            Map.entry("connectValue", "Varia lacks a win by a line of pieces"),
            Map.entry("adjudicateFullBoard", "Varia lacks adjudication when the board is full"),
            Map.entry("twoBoards", "Varia lacks two-board games (bughouse)"),
            Map.entry("castlingWins", "Varia lacks a win by castling"),
            Map.entry("dupleCheck", "Varia lacks Spartan chess's duple check"));

    static String what(String field) {
        String base = field.contains("/") ? field.substring(0, field.indexOf('/')) : field;
        String w = WHAT.get(base);
        return w != null ? w : "Varia has no rule for this key";
    }

    /** Settings that only change what Fairy-Stockfish shows, never the rules. */
    static boolean displayOnly(String field) {
        return field.equals("variantTemplate") || field.equals("pieceToCharTable") || field.equals("pocketSize");
    }
}
