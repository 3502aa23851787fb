package varia.record.traditions;

import varia.engine.MoveInfo;
import varia.engine.Position;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * Xiangqi in WXF: the piece's letter (K A E H R C P), its file counted from the mover's right (or
 * {@code +} / {@code -} for the front or rear of two of its kind on one file), {@code +} forward,
 * {@code -} back, {@code .} along the rank, then the new file, or for a straight move forward or
 * back the number of points moved.
 */
final class WxfWriter implements MoveWriter {
    private final Variant v;

    WxfWriter(Variant v) { this.v = v; }

    /** The variant's pieces are xiangqi's seven, by their FEN letters (K A B N R C P). */
    static boolean letters(Variant v) {
        for (PieceType p : v.pieces()) if ("KABNRCP".indexOf(p.symbol()) < 0 || p.symbol().length() != 1) return false;
        return true;
    }

    private static char letter(PieceType p) {
        return switch (p.symbol()) { case "B" -> 'E'; case "N" -> 'H'; default -> p.symbol().charAt(0); };
    }

    /** The file's number from the mover's right. */
    private int number(int file, int side) { return side == 0 ? v.files() - file : file + 1; }

    @Override public String write(Position p, int move, int lastTo) {
        MoveInfo m = p.info(move);
        if (m.kind() == MoveInfo.Kind.PASS) return "pass";
        int side = p.sideToMove();
        int ff = Notations.file(p, m.from()), fr = Notations.rank(p, m.from());
        int tf = Notations.file(p, m.to()), tr = Notations.rank(p, m.to());
        char l = letter(m.piece());
        StringBuilder s = new StringBuilder().append(l);
        // two of its kind on its file: front (+) or rear (-), seen from the mover (elephants and advisors never need it)
        int same = 0, ahead = 0;
        for (int r = 0; r < v.ranks(); r++) {
            int sq = p.square((char) ('a' + ff) + Integer.toString(r + 1));
            if (sq < 0 || r == fr || p.typeAt(sq) != m.piece().index() || p.colourAt(sq) != side) continue;
            same++;
            if (side == 0 ? r > fr : r < fr) ahead++;
        }
        if (same == 1 && l != 'E' && l != 'A') s.append(ahead == 0 ? '+' : '-');
        else s.append(number(ff, side));
        int forward = side == 0 ? tr - fr : fr - tr;
        s.append(forward > 0 ? '+' : forward < 0 ? '-' : '.');
        boolean straight = "KRCP".indexOf(l) >= 0;
        s.append(straight && forward != 0 ? Math.abs(forward) : number(tf, side));
        return s.toString();
    }
}
