package varia.protocol;

import java.util.ArrayList;
import java.util.List;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * Tells XBoard about a variant's pieces: the {@code setup (PIECETOCHAR) ...} table and one
 * {@code piece X& BETZA} line per piece.
 *
 * <p>XBoard has 22 piece slots per colour, in this order (its -pieceToCharTable documentation):
 * P N B R Q F E A C W M O H I J G D V L S U K; the last is the king. Each non-royal piece goes to
 * the slot whose built-in move matches its movement (so XBoard draws a fitting image), else to
 * the slot of its letter, else to the first free slot; the royal piece goes to K. The
 * {@code piece} lines then define every piece's moves with the movement string of the variant file.
 */
public final class XboardPieces {
    static final String SLOTS = "PNBRQFEACWMOHIJGDVLSUK";
    /** XBoard's built-in movement of each slot, in Betza notation (null: none comparable). */
    static final String[] SLOT_BETZA = {"fmWfceFifmnD", "N", "B", "R", "Q", "F", "A", "BN", "RN", "W", "K", "mRcpR",
            "NN", null, null, null, "D", null, null, null, null, "K"};

    private XboardPieces() {}

    /** The PIECETOCHAR table: White's 22 slots then Black's, '.' for unused ones. */
    public static String pieceToChar(Variant v) {
        char[] white = new char[SLOTS.length()];
        java.util.Arrays.fill(white, '.');
        List<PieceType> left = new ArrayList<>();
        for (PieceType p : v.pieces()) {
            if (p.royal() && white[SLOTS.length() - 1] == '.') white[SLOTS.length() - 1] = p.letter();
            else left.add(p);
        }
        // 1: a slot whose built-in movement equals the piece's
        for (var it = left.iterator(); it.hasNext(); ) {
            PieceType p = it.next();
            for (int s = 0; s < SLOTS.length() - 1; s++) {
                if (white[s] == '.' && p.movement().replace(" ", "").equals(SLOT_BETZA[s])) { white[s] = p.letter(); it.remove(); break; }
            }
        }
        // 2: the slot of its letter; 3: the first free slot
        for (var it = left.iterator(); it.hasNext(); ) {
            PieceType p = it.next();
            int s = SLOTS.indexOf(p.letter());
            if (s >= 0 && s < SLOTS.length() - 1 && white[s] == '.') { white[s] = p.letter(); it.remove(); }
        }
        for (PieceType p : left) {
            for (int s = 0; s < SLOTS.length() - 1; s++) if (white[s] == '.') { white[s] = p.letter(); break; }
        }
        String w = new String(white);
        StringBuilder b = new StringBuilder();
        for (char c : white) b.append(c == '.' ? '.' : Character.toLowerCase(c));
        return w + b;
    }

    /**
     * The board part of {@code setup} for a variant XBoard does not know: {@code WxH+N_PARENT},
     * the board's size, the number of piece types a hand can hold (0 without hands), and the
     * variant XBoard takes the remaining rules from (shogi's when pieces promote to forms of
     * their own, crazyhouse's for other drop games, else its general 'fairy'), as Fairy-Stockfish
     * writes it.
     */
    public static String boardSpec(Variant v) {
        boolean hands = v.startFen().contains("["), promotedForms = v.pieces().stream().anyMatch(PieceType::isPromotedForm);
        long held = hands ? v.pieces().stream().filter(p -> !p.royal() && !p.isPromotedForm()).count() : 0;
        String parent = !hands ? "fairy" : promotedForms ? "shogi" : "crazyhouse";
        return v.files() + "x" + v.ranks() + "+" + held + "_" + parent;
    }

    /** The {@code piece} commands: one per piece type, valid for both colours. */
    public static List<String> pieceCommands(Variant v) {
        List<String> out = new ArrayList<>();
        varia.rules.castling.Castling castling = v.rule(varia.rules.castling.Castling.KEY);
        String castles = castling == null ? "" : castlingAtom(v, castling);
        for (PieceType p : v.pieces())
            out.add("piece " + p.letter() + "& " + p.movement().replace(" ", "") + (castling != null && p.index() == castling.kingType() ? castles : ""));
        return out;
    }

    /**
     * XBoard's castling atom {@code On} for the castling piece (its moves alone would make XBoard
     * refuse a castling): n is how far it goes, the same on every side (as on 10x8 boards,
     * f1-i1 and f1-c1); none when the sides differ or the piece has no start square of White's.
     */
    private static String castlingAtom(Variant v, varia.rules.castling.Castling c) {
        varia.engine.Position start = varia.engine.Position.start(v);
        int kingFile = -1;
        for (int sq = 0; sq < start.squareCount() && kingFile < 0; sq++)
            if (start.colourAt(sq) == 0 && start.pieceTypeAt(sq).index() == c.kingType()) kingFile = start.squareName(sq).charAt(0) - 'a';
        if (kingFile < 0) return "";
        java.util.Set<Integer> distances = new java.util.HashSet<>();
        for (var side : c.sides()) if (side.colour() <= 0) distances.add(Math.abs(side.kingToFile() - kingFile));
        return distances.size() == 1 && !distances.contains(0) ? "O" + distances.iterator().next() : "";
    }
}
