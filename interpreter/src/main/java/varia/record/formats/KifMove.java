package varia.record.formats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One shogi move as KIF and KI2 write it, and its translation into Fairy-Stockfish coordinates on
 * a tracked {@link ShogiBoard}. KIF names the origin ({@code ７六歩(77)}); KI2 does not, and says
 * which piece moves with relative words when two could ({@code ５八金右}: the one on the mover's
 * right; {@code 上 引 寄 直}: moving forward, back, sideways, straight forward) and with {@code 打}
 * when a drop could be confused with a move. A move whose piece is pinned is told apart as the
 * rules do: the other one is meant.
 *
 * @param side     0 sente, 1 gote, -1 when the move has no mark (▲ △)
 * @param same     {@code 同}: the destination is the previous move's
 * @param file     destination file (0 with {@code same})
 * @param rank     destination rank
 * @param type     the piece's type as written (a {@link ShogiBoard} type index)
 * @param relative the relative words ({@code 右上}), empty when none
 * @param promote  {@code 成}: true; {@code 不成}/{@code 生}: false; null when neither is written
 * @param drop     {@code 打}
 * @param fromFile origin file ({@code (77)}), 0 when not written
 * @param fromRank origin rank
 */
record KifMove(int side, boolean same, int file, int rank, int type, String relative, Boolean promote, boolean drop,
               int fromFile, int fromRank) {

    static final Map<String, String> PIECES = Map.ofEntries(
            Map.entry("歩", "P"), Map.entry("香", "L"), Map.entry("桂", "N"), Map.entry("銀", "S"), Map.entry("金", "G"),
            Map.entry("角", "B"), Map.entry("飛", "R"), Map.entry("玉", "K"), Map.entry("王", "K"),
            Map.entry("と", "+P"), Map.entry("成香", "+L"), Map.entry("杏", "+L"), Map.entry("成桂", "+N"), Map.entry("圭", "+N"),
            Map.entry("成銀", "+S"), Map.entry("全", "+S"), Map.entry("馬", "+B"), Map.entry("龍", "+R"), Map.entry("竜", "+R"));

    private static final String REL = "[右左直上引寄行入]*";
    static final Pattern MOVE = Pattern.compile(
            "([▲△☗☖▼▽])?(?:(同)[\\s　]*|([1-9１-９])([一二三四五六七八九1-9１-９]))[\\s　]*"
                    + "(成香|成桂|成銀|[歩香桂銀金角飛玉王と杏圭全馬龍竜])(" + REL + ")(成|不成|生)?(" + REL + ")(打)?"
                    + "(?:[\\s　]*[(（]([1-9１-９])([1-9１-９])[)）])?");

    /** The move at the start of {@code text} (after marks and spaces), or null; {@code end[0]} gets where it ends. */
    static KifMove parse(String text, int from, int[] end) {
        Matcher m = MOVE.matcher(text);
        m.region(from, text.length());
        if (!m.lookingAt()) return null;
        end[0] = m.end();
        int side = m.group(1) == null ? -1 : "▲☗▼".contains(m.group(1)) ? 0 : 1;
        boolean same = m.group(2) != null;
        int file = same ? 0 : Shogi.digit(m.group(3).charAt(0)), rank = same ? 0 : Shogi.digit(m.group(4).charAt(0));
        int type = ShogiBoard.type(PIECES.get(m.group(5)));
        String rel = (m.group(6) + m.group(8)).replace('行', '上').replace('入', '上');
        Boolean promote = m.group(7) == null ? null : m.group(7).equals("成");
        int ff = m.group(10) == null ? 0 : Shogi.digit(m.group(10).charAt(0)), fr = m.group(11) == null ? 0 : Shogi.digit(m.group(11).charAt(0));
        return new KifMove(side, same, file, rank, type, rel, promote, m.group(9) != null, ff, fr);
    }

    /** The result of resolving a move: the Fairy-Stockfish text, or why it cannot be resolved. */
    record Resolved(String text, String error) {}

    /**
     * The move on {@code board} in Fairy-Stockfish coordinates ({@code c3c4}, {@code b2h8+},
     * {@code P@e5}); {@code last} is the previous move's destination {file, rank} for {@code 同}.
     * Plays it on the board when it resolves.
     */
    Resolved resolve(ShogiBoard board, int[] last) {
        int tf = file, tr = rank;
        if (same) {
            if (last == null) return new Resolved(null, "同 (same square) before any move");
            tf = last[0];
            tr = last[1];
        }
        String to = Shogi.square(tf, tr);
        int mover = board.sideToMove();
        if (drop) {
            if (ShogiBoard.promoted(type)) return new Resolved(null, "a promoted piece cannot be dropped");
            board.drop(type, tf, tr);
            return new Resolved(ShogiBoard.TYPES[type] + "@" + to, null);
        }
        int ff = fromFile, fr = fromRank;
        if (ff == 0) { // KI2: find the piece
            int written = type;
            List<int[]> cands = board.origins(mover, written, tf, tr);
            // a promotion is written with the unpromoted name; a promoted piece may also be named by its base (成銀 as 銀成 is not)
            cands = filter(cands, mover, tf, tr);
            if (cands.size() > 1) cands = notPinned(board, cands, mover, tf, tr);
            if (cands.isEmpty()) {
                if (board.inHand(mover, ShogiBoard.demote(type)) > 0 && !ShogiBoard.promoted(type) && board.empty(tf, tr) && relative.isEmpty()) {
                    board.drop(type, tf, tr); // KI2 leaves 打 out when no piece on the board could go there
                    return new Resolved(ShogiBoard.TYPES[type] + "@" + to, null);
                }
                return new Resolved(null, "no " + name(type) + " of " + (mover == 0 ? "sente" : "gote") + " can go to " + tf + tr
                        + (relative.isEmpty() ? "" : " (" + relative + ")"));
            }
            if (cands.size() > 1) {
                StringBuilder from = new StringBuilder();
                for (int[] c : cands) from.append(from.length() == 0 ? "" : ", ").append(c[0]).append(c[1]);
                return new Resolved(null, "ambiguous: the " + name(type) + " on " + from + " can each go to " + tf + tr
                        + (relative.isEmpty() ? "; say which (右 左 上 引 寄 直)" : " (" + relative + ")"));
            }
            ff = cands.get(0)[0];
            fr = cands.get(0)[1];
        }
        String from = Shogi.square(ff, fr);
        if (from == null || to == null) return new Resolved(null, "no such square");
        boolean promotes = Boolean.TRUE.equals(promote);
        board.move(ff, fr, tf, tr, promotes);
        return new Resolved(from + to + (promotes ? "+" : ""), null);
    }

    /** The candidates the relative words allow, seen from the mover ({@code 上}: towards the opponent). */
    private List<int[]> filter(List<int[]> cands, int mover, int tf, int tr) {
        if (relative.isEmpty() || cands.isEmpty()) return cands;
        List<int[]> out = new ArrayList<>();
        for (int[] c : cands) {
            int forward = mover == 0 ? c[1] - tr : tr - c[1];
            boolean ok = true;
            if (relative.contains("上") && forward <= 0) ok = false;
            if (relative.contains("引") && forward >= 0) ok = false;
            if (relative.contains("寄") && forward != 0) ok = false;
            if (relative.contains("直") && !(forward > 0 && c[0] == tf)) ok = false;
            if (ok) out.add(c);
        }
        boolean right = relative.contains("右"), left = relative.contains("左");
        if ((right || left) && out.size() > 1) {
            // sente's right is the low files; gote's the high ones
            boolean lowFiles = right == (mover == 0);
            int best = lowFiles ? 10 : 0;
            for (int[] c : out) best = lowFiles ? Math.min(best, c[0]) : Math.max(best, c[0]);
            List<int[]> extreme = new ArrayList<>();
            for (int[] c : out) if (c[0] == best) extreme.add(c);
            out = extreme;
        }
        return out;
    }

    /** Of several candidates, those that do not leave the mover's king attacked. */
    private static List<int[]> notPinned(ShogiBoard board, List<int[]> cands, int mover, int tf, int tr) {
        List<int[]> out = new ArrayList<>();
        for (int[] c : cands) {
            ShogiBoard b = board.copy();
            b.move(c[0], c[1], tf, tr, false);
            if (!b.inCheck(mover)) out.add(c);
        }
        return out.isEmpty() ? cands : out;
    }

    private static final String[] NAMES = {"歩", "香", "桂", "銀", "金", "角", "飛", "玉", "と", "成香", "成桂", "成銀", "馬", "龍"};

    static String name(int type) { return NAMES[type]; }
}
