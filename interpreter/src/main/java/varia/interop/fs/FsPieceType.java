package varia.interop.fs;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Fairy-Stockfish's piece types, in its numbering (src/types.h): the built-in pieces with the
 * movement its piece table gives them (src/piece.cpp), 25 custom pieces whose movement a variant
 * writes, and the king. The ini key of a type is its name ({@code shogiPawn = p},
 * {@code customPiece1 = a:mQ}). Some types move by code beyond their Betza (pawn, soldier, janggi
 * cannon, king): {@link Special} names them.
 *
 * @param id    Fairy-Stockfish's number of the type (1 = pawn ... 63 = king)
 * @param betza its built-in movement in Fairy-Stockfish's Betza; empty for custom pieces
 */
public record FsPieceType(int id, String name, String betza, Special special) {

    /** What Fairy-Stockfish's code adds to or changes in a type's Betza. */
    public enum Special {
        NONE,
        /** double and triple steps by region, promotion, en passant (src/movegen.cpp) */
        PAWN,
        /** sideways steps only from {@code soldierPromotionRank} on */
        SOLDIER,
        /** may neither capture nor hop over another janggi cannon */
        JANGGI_CANNON,
        /** moves as {@code kingType}: {@code king = k:Betza} gives it a Betza of its own */
        KING,
        /** a piece whose Betza the variant writes */
        CUSTOM
    }

    public static final int CUSTOM_FIRST = 37, CUSTOM_COUNT = 25, KING_ID = 63;

    private static final List<FsPieceType> ALL;
    private static final Map<String, FsPieceType> BY_NAME = new LinkedHashMap<>();
    private static final FsPieceType[] BY_ID = new FsPieceType[64];

    static {
        List<FsPieceType> all = new ArrayList<>();
        String[][] builtIn = {
            {"pawn", "fmWfceF"}, {"knight", "N"}, {"bishop", "B"}, {"rook", "R"}, {"queen", "Q"},
            {"fers", "F"}, {"alfil", "A"}, {"fersAlfil", "FA"}, {"silver", "FfW"}, {"aiwok", "RNF"},
            {"bers", "RF"}, {"archbishop", "BN"}, {"chancellor", "RN"}, {"amazon", "QN"},
            {"knibis", "mNcB"}, {"biskni", "mBcN"}, {"kniroo", "mNcR"}, {"rookni", "mRcN"},
            {"shogiPawn", "fW"}, {"lance", "fR"}, {"shogiKnight", "fN"}, {"gold", "WfF"}, {"dragonHorse", "BW"},
            {"clobber", "cW"}, {"breakthrough", "fmWfF"}, {"immobile", ""}, {"cannon", "mRcpR"}, {"janggiCannon", "pR"},
            {"soldier", "fsW"}, {"horse", "nN"}, {"elephant", "nA"}, {"janggiElephant", "nZ"}, {"banner", "RcpRnN"},
            {"wazir", "W"}, {"commoner", "K"}, {"centaur", "KN"}};
        int id = 1;
        for (String[] p : builtIn) {
            Special s = switch (p[0]) {
                case "pawn" -> Special.PAWN;
                case "soldier" -> Special.SOLDIER;
                case "janggiCannon" -> Special.JANGGI_CANNON;
                default -> Special.NONE;
            };
            all.add(new FsPieceType(id++, p[0], p[1], s));
        }
        for (int i = 1; i <= CUSTOM_COUNT; i++) all.add(new FsPieceType(CUSTOM_FIRST + i - 1, "customPiece" + i, "", Special.CUSTOM));
        all.add(new FsPieceType(KING_ID, "king", "K", Special.KING));
        ALL = Collections.unmodifiableList(all);
        for (FsPieceType t : ALL) {
            BY_NAME.put(t.name, t);
            BY_ID[t.id] = t;
        }
    }

    /** Every type, in Fairy-Stockfish's order. */
    public static List<FsPieceType> all() { return ALL; }

    /** The type with this ini name ({@code shogiPawn}), or null. */
    public static FsPieceType named(String name) { return BY_NAME.get(name); }

    /** The type with this number, or null. */
    public static FsPieceType byId(int id) { return id > 0 && id < 64 ? BY_ID[id] : null; }

    public static FsPieceType pawn() { return BY_ID[1]; }

    public static FsPieceType king() { return BY_ID[KING_ID]; }

    public boolean isCustom() { return special == Special.CUSTOM; }

    /** The type's name with a capital first letter, as in {@code mobilityRegionWhiteShogiPawn}. */
    public String capitalized() { return Character.toUpperCase(name.charAt(0)) + name.substring(1); }

    @Override public String toString() { return name; }
}
