package varia.play;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import varia.engine.Position;
import varia.variant.PieceType;
import varia.variant.Region;
import varia.variant.Variant;

/**
 * Draws a position as text for any board size: ranks from the top (White at the bottom unless
 * flipped), rank numbers on the left, file letters below, upper case for White, lower case for
 * Black (promoted forms with their {@code +}), {@code .} for an empty square, a blank for a hole (a square of
 * the rectangle that is not on the board).
 *
 * <p>Marks taken from the variant file's regions, with no per-game code: an empty square of a
 * region whose name contains {@code palace} is drawn {@code +}; when a region covers exactly the
 * lower half of the board's ranks (xiangqi's {@code half}), a river line is drawn between the
 * halves. In variants with drops the hands are listed beside the board: the side drawn at the
 * top beside the top rank, the other beside the bottom rank ({@code hand: P2 L N}).
 */
public final class BoardRenderer {
    private BoardRenderer() {}

    public static String render(Position pos, boolean flipped) {
        Variant v = pos.variant();
        int files = v.files(), ranks = v.ranks();
        int w = Integer.toString(ranks).length();
        boolean wide = false; // promoted forms take two characters
        for (PieceType p : v.pieces()) if (p.symbol().length() > 1) wide = true;
        BitSet palace = palace(v);
        int river = river(v);
        String[] hands = hands(pos);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ranks; i++) {
            int r = flipped ? i : ranks - 1 - i;
            StringBuilder row = new StringBuilder(String.format("%" + w + "d ", r + 1));
            for (int j = 0; j < files; j++) {
                int f = flipped ? files - 1 - j : j;
                int sq = r * files + f;
                PieceType p = pos.pieceTypeAt(sq);
                String c = v.board().isHole(sq) ? " " : p == null ? (palace.get(sq) ? "+" : ".")
                        : pos.colourAt(sq) == 0 ? p.symbol() : p.symbol().toLowerCase(Locale.ROOT);
                row.append(wide ? String.format("%3s", c) : " " + c);
            }
            if (hands != null && i == 0) row.append("    ").append(hands[flipped ? 0 : 1]);
            if (hands != null && i == ranks - 1) row.append("    ").append(hands[flipped ? 1 : 0]);
            sb.append(row).append('\n');
            // river between the halves: after the top half has been drawn
            if (river > 0 && i == ranks - river - 1 && i < ranks - 1) {
                sb.append(" ".repeat(w + 1));
                for (int j = 0; j < files; j++) sb.append(wide ? "  ~" : " ~");
                sb.append('\n');
            }
        }
        sb.append(" ".repeat(w + 1));
        for (int j = 0; j < files; j++) sb.append(wide ? "  " : " ").append((char) ('a' + (flipped ? files - 1 - j : j)));
        sb.append('\n');
        return sb.toString();
    }

    /** Squares of the regions named like a palace, both colours' sets. */
    static BitSet palace(Variant v) {
        BitSet s = new BitSet();
        for (var e : v.regions().entrySet()) {
            if (!e.getKey().toLowerCase(Locale.ROOT).contains("palace")) continue;
            Region r = e.getValue();
            s.or(r.of(0));
            s.or(r.of(1));
        }
        return s;
    }

    /**
     * The number of ranks below the river, or 0: a region whose White set is exactly the lower
     * half of the ranks (an even number of ranks) marks a river.
     */
    static int river(Variant v) {
        int files = v.files(), ranks = v.ranks();
        if (ranks % 2 != 0) return 0;
        BitSet half = new BitSet();
        half.set(0, files * ranks / 2);
        for (Region r : v.regions().values()) if (r.of(0).equals(half)) return ranks / 2;
        return 0;
    }

    /** "hand: P2 L" for White [0] and Black [1], or null when the variant has no drops. */
    static String[] hands(Position pos) {
        Variant v = pos.variant();
        if (v.rule(varia.rules.drops.Drops.KEY) == null) return null;
        String[] out = new String[2];
        for (int c = 0; c < 2; c++) {
            List<String> items = new ArrayList<>();
            for (PieceType p : v.pieces()) {
                int n = pos.inHand(c, p.index());
                if (n <= 0) continue;
                String l = c == 0 ? p.symbol() : p.symbol().toLowerCase(Locale.ROOT);
                items.add(n == 1 ? l : l + n);
            }
            out[c] = (c == 0 ? "White" : "Black") + " in hand: " + (items.isEmpty() ? "-" : String.join(" ", items));
        }
        return out;
    }
}
