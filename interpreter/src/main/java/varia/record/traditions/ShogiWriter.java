package varia.record.traditions;

import java.util.ArrayList;
import java.util.List;
import varia.diagram.Glyphs;
import varia.engine.MoveInfo;
import varia.engine.Position;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * Shogi's two notations. Files are numbered from Sente's right (9 on the left), ranks from Gote's
 * side: rank 一 (Western a) is the far rank for Sente, who plays White's side of the FEN.
 * Japanese (KI2): {@code ▲７六歩}, {@code △同　歩}, the moving piece's kanji (before promotion),
 * then the relative words that single it out among the pieces of its kind that could go there
 * (as the KI2 reader reads them: 上 forward, 引 back, 寄 sideways, 直 straight ahead, 右 左 the
 * rightmost or leftmost seen from the mover), 成 or 不成 when promotion is a choice, 打 when a
 * piece on the board could also go there. Western (Hodges): the piece's letter ({@code +P} for a
 * tokin), its origin only when another of its kind could go there, {@code -}, {@code x} or
 * {@code *}, the square ({@code 7f}), {@code +} for a promotion and {@code =} for one declined.
 */
final class ShogiWriter implements MoveWriter {
    private static final String FILES = "１２３４５６７８９", RANKS = "一二三四五六七八九";
    private static final String[] WORDS = {"上", "引", "寄", "直", "右", "左", "右上", "左上", "右引", "左引", "右寄", "左寄", "右直", "左直"};

    private final Variant v;
    private final boolean japanese;
    private final Glyphs glyphs;

    ShogiWriter(Variant v, boolean japanese) {
        this.v = v;
        this.japanese = japanese;
        this.glyphs = Glyphs.of(v);
    }

    /** The square's file number (from Sente's right) and rank number (from Gote's side), both from 1. */
    private int[] numbers(Position p, int sq) {
        return new int[] {v.files() - Notations.file(p, sq), v.ranks() - Notations.rank(p, sq)};
    }

    @Override public String write(Position p, int move, int lastTo) {
        MoveInfo m = p.info(move);
        if (m.kind() == MoveInfo.Kind.PASS) return japanese ? "パス" : "pass";
        int side = p.sideToMove();
        int[] to = numbers(p, m.to());
        boolean choice = m.kind() != MoveInfo.Kind.DROP && Notations.promotionChoice(p, move);
        if (japanese) {
            StringBuilder s = new StringBuilder(side == 0 ? "▲" : "△");
            if (m.to() == lastTo) s.append("同　");
            else s.append(FILES.charAt(to[0] - 1)).append(RANKS.charAt(to[1] - 1));
            s.append(glyphs.of(m.piece().index()).text(side));
            if (m.kind() == MoveInfo.Kind.DROP) {
                if (Notations.boardPieceReaches(p, m.piece(), m.to())) s.append("打");
                return s.toString();
            }
            s.append(relative(p, m, side));
            if (m.promotion() != null) s.append("成");
            else if (choice) s.append("不成");
            return s.toString();
        }
        StringBuilder s = new StringBuilder(m.piece().symbol());
        if (m.kind() == MoveInfo.Kind.DROP) return s.append('*').append(square(to)).toString();
        if (!Notations.rivals(p, move).isEmpty()) s.append(square(numbers(p, m.from())));
        s.append(m.captured() != null ? 'x' : '-').append(square(to));
        if (m.promotion() != null) s.append('+');
        else if (choice) s.append('=');
        return s.toString();
    }

    /** Western: the file's number and the rank's letter ({@code 7f}). */
    private static String square(int[] n) { return n[0] + String.valueOf((char) ('a' + n[1] - 1)); }

    /** The fewest relative words that leave only this move's origin among its rivals', read as the KI2 reader reads them. */
    private String relative(Position p, MoveInfo m, int side) {
        List<MoveInfo> rivals = Notations.rivals(p, m.move());
        if (rivals.isEmpty()) return "";
        List<int[]> all = new ArrayList<>();
        all.add(numbers(p, m.from()));
        for (MoveInfo r : rivals) all.add(numbers(p, r.from()));
        int[] target = numbers(p, m.to());
        for (String w : WORDS) {
            List<int[]> left = filter(all, w, side, target);
            if (left.size() == 1 && left.get(0) == all.get(0)) return w;
        }
        return ""; // cannot be told apart by words (the reader will say so)
    }

    /** The KI2 reader's filter (KifMove.filter): direction words first, then the extreme file. */
    private static List<int[]> filter(List<int[]> cands, String words, int mover, int[] to) {
        List<int[]> out = new ArrayList<>();
        for (int[] c : cands) {
            int forward = mover == 0 ? c[1] - to[1] : to[1] - c[1];
            boolean ok = !(words.contains("上") && forward <= 0) && !(words.contains("引") && forward >= 0)
                    && !(words.contains("寄") && forward != 0) && !(words.contains("直") && !(forward > 0 && c[0] == to[0]));
            if (ok) out.add(c);
        }
        boolean right = words.contains("右"), left = words.contains("左");
        if ((right || left) && out.size() > 1) {
            boolean lowFiles = right == (mover == 0);
            int best = lowFiles ? Integer.MAX_VALUE : Integer.MIN_VALUE;
            for (int[] c : out) best = lowFiles ? Math.min(best, c[0]) : Math.max(best, c[0]);
            List<int[]> extreme = new ArrayList<>();
            for (int[] c : out) if (c[0] == best) extreme.add(c);
            out = extreme;
        }
        return out;
    }
}
