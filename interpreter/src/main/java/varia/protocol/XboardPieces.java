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

    /** The {@code piece} commands: one per piece type, valid for both colours. */
    public static List<String> pieceCommands(Variant v) {
        List<String> out = new ArrayList<>();
        for (PieceType p : v.pieces()) out.add("piece " + p.letter() + "& " + p.movement().replace(" ", ""));
        return out;
    }
}
