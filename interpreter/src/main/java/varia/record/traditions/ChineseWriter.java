package varia.record.traditions;

import java.util.ArrayList;
import java.util.List;
import varia.engine.MoveInfo;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Xiangqi in Chinese notation, as xiangqi books and the xqbase/DhtmlXQ PGN files write it
 * ({@code 炮二平五}, {@code 马８进７}): the piece's name (Red 帅仕相马车炮兵, Black 将士象马车炮卒),
 * its file counted from the mover's right (Red in Chinese numerals 一-九, Black in full-width
 * digits １-９), 进 forward, 退 back or 平 along the rank, then the new file, or for a straight move
 * forward or back the number of points moved (the AXF/WXF notation page's system, whose letters
 * WXF transcribes). Two of a kind on one file: 前 or 后 instead of the file ({@code 前马退二});
 * pawns: 前中后 for three, 前二三四(五) for four or five, and when two files hold several, the
 * file instead of the pawn's name ({@code 前九平八}). Advisors and elephants never need it: the
 * one whose move stays inside its palace or half is meant.
 */
final class ChineseWriter implements MoveWriter {
    static final String RED_NUMBERS = "一二三四五六七八九", BLACK_NUMBERS = "１２３４５６７８９";
    private static final String RED = "帅仕相马车炮兵", BLACK = "将士象马车炮卒", LETTERS = "KABNRCP";

    private final Variant v;

    ChineseWriter(Variant v) { this.v = v; }

    /** The piece's name for a side: its FEN letter in {@link #LETTERS}. */
    static char name(String letter, int side) { return (side == 0 ? RED : BLACK).charAt(LETTERS.indexOf(letter)); }

    /** Number {@code n} (1-9) as the side writes it. */
    static char number(int n, int side) { return (side == 0 ? RED_NUMBERS : BLACK_NUMBERS).charAt(n - 1); }

    /** The file's number from the mover's right. */
    private int fileNumber(int file, int side) { return side == 0 ? v.files() - file : file + 1; }

    @Override public String write(Position p, int move, int lastTo) {
        MoveInfo m = p.info(move);
        if (m.kind() == MoveInfo.Kind.PASS) return "停着";
        int side = p.sideToMove();
        int ff = Notations.file(p, m.from()), fr = Notations.rank(p, m.from());
        int tf = Notations.file(p, m.to()), tr = Notations.rank(p, m.to());
        String letter = m.piece().symbol();
        char name = name(letter, side);
        List<Integer> mine = column(p, ff, m.piece().index(), side); // ranks, front first
        StringBuilder s = new StringBuilder();
        if (mine.size() < 2 || letter.equals("A") || letter.equals("B")) {
            s.append(name).append(number(fileNumber(ff, side), side));
        } else {
            s.append(position(mine.indexOf(fr), mine.size()));
            if (letter.equals("P") && pawnFiles(p, m.piece().index(), side) > 1) s.append(number(fileNumber(ff, side), side));
            else s.append(name);
        }
        int forward = side == 0 ? tr - fr : fr - tr;
        s.append(forward > 0 ? '进' : forward < 0 ? '退' : '平');
        boolean straight = "KRCP".contains(letter);
        s.append(number(straight && forward != 0 ? Math.abs(forward) : fileNumber(tf, side), side));
        return s.toString();
    }

    /** 前 后 for two, 前 中 后 for three, 前 二 三 四 (五) for four or five: the {@code index}-th from the front. */
    static char position(int index, int of) {
        if (index == 0) return '前';
        if (of == 2) return '后';
        if (of == 3) return index == 1 ? '中' : '后';
        return RED_NUMBERS.charAt(index);
    }

    /** The ranks of the side's pieces of {@code type} on file {@code file}, the furthest forward first. */
    private List<Integer> column(Position p, int file, int type, int side) {
        List<Integer> out = new ArrayList<>();
        for (int r = 0; r < v.ranks(); r++) {
            int sq = p.square((char) ('a' + file) + Integer.toString(r + 1));
            if (sq >= 0 && p.typeAt(sq) == type && p.colourAt(sq) == side) out.add(r);
        }
        if (side == 0) java.util.Collections.reverse(out);
        return out;
    }

    /** How many files hold two or more of the side's pieces of {@code type}. */
    private int pawnFiles(Position p, int type, int side) {
        int files = 0;
        for (int f = 0; f < v.files(); f++) if (column(p, f, type, side).size() >= 2) files++;
        return files;
    }
}
