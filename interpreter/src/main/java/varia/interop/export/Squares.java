package varia.interop.export;

import java.util.BitSet;
import java.util.List;
import varia.rules.promotion.Promotion;
import varia.variant.Region;
import varia.variant.Variant;

/** Varia's square sets (regions, rank zones, setup squares) as Fairy-Stockfish's ini writes squares: {@code a1 b2 ...}, as on the board. */
final class Squares {
    private Squares() {}

    /** The squares of a side ({0 White, 1 Black}) of a region, as on the board. */
    static BitSet region(Variant v, String name, int colour) {
        Region r = v.region(name);
        return r == null ? null : r.of(colour);
    }

    /** A promotion's zone for a side, as on the board. */
    static BitSet zone(Variant v, Promotion pr, int colour) {
        if (pr.region() != null) return region(v, pr.region(), colour);
        BitSet b = new BitSet();
        for (int rel = pr.fromRank(); rel <= pr.toRank(); rel++) {
            int rank = colour == 0 ? rel - 1 : v.ranks() - rel;
            if (rank < 0 || rank >= v.ranks()) continue;
            for (int f = 0; f < v.files(); f++) b.set(rank * v.files() + f);
        }
        return b;
    }

    /** Every square of the board. */
    static BitSet all(Variant v) {
        BitSet b = new BitSet();
        b.set(0, v.files() * v.ranks());
        return b;
    }

    /** The squares where a piece of this letter and side stands in the start position. */
    static BitSet setup(Variant v, char letter, int colour) {
        BitSet b = new BitSet();
        String board = v.startFen().split("\\s+")[0];
        int bracket = board.indexOf('[');
        if (bracket >= 0) board = board.substring(0, bracket);
        String[] rows = board.split("/");
        char want = colour == 0 ? Character.toUpperCase(letter) : Character.toLowerCase(letter);
        for (int i = 0; i < rows.length; i++) {
            int rank = v.ranks() - 1 - i, f = 0;
            boolean promoted = false;
            for (int k = 0; k < rows[i].length(); k++) {
                char ch = rows[i].charAt(k);
                if (Character.isDigit(ch)) {
                    int n = ch - '0';
                    while (k + 1 < rows[i].length() && Character.isDigit(rows[i].charAt(k + 1))) n = n * 10 + rows[i].charAt(++k) - '0';
                    f += n;
                } else if (ch == '+') promoted = true;
                else {
                    if (ch == want && !promoted) b.set(rank * v.files() + f);
                    promoted = false;
                    f++;
                }
            }
        }
        return b;
    }

    /** Fairy-Stockfish's square list ({@code a1 c3}), or {@code -} for none. */
    static String text(Variant v, BitSet b) {
        StringBuilder sb = new StringBuilder();
        for (int sq = b.nextSetBit(0); sq >= 0; sq = b.nextSetBit(sq + 1))
            sb.append(sb.length() == 0 ? "" : " ").append((char) ('a' + sq % v.files())).append(sq / v.files() + 1);
        return sb.length() == 0 ? "-" : sb.toString();
    }

    /** Is every square of this list on one rank, relative from the side's first (1-based), from {@code from} on? */
    static boolean ranksFrom(Variant v, BitSet b, int colour, int from) {
        BitSet want = new BitSet();
        for (int r = 0; r < v.ranks(); r++) {
            int rel = colour == 0 ? r + 1 : v.ranks() - r;
            if (rel >= from) for (int f = 0; f < v.files(); f++) want.set(r * v.files() + f);
        }
        return want.equals(b);
    }

    static List<Integer> list(BitSet b) { return b.stream().boxed().toList(); }
}
