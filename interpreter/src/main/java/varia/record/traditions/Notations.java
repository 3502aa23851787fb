package varia.record.traditions;

import java.util.ArrayList;
import java.util.List;
import varia.diagram.Glyphs;
import varia.engine.MoveInfo;
import varia.engine.Moves;
import varia.engine.Position;
import varia.rules.traditions.Traditions;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * The move notations of the games' traditions, offered by a variant's {@code notations} key:
 * shogi in Japanese (KI2: {@code ▲７六歩}, {@code △同　角成}, with the relative words
 * {@code 右左上引寄直} and {@code 打} where the reader needs them) and in Western (Hodges:
 * {@code P-7f}, {@code Bx2b+}, {@code S*5e}; {@code +} promotes, {@code =} declines, checks are not
 * marked), xiangqi in WXF ({@code C2.5}, {@code H8+7}, {@code R+.3}) and in Chinese ({@code 炮二平五},
 * {@code 马８进７}, {@code 前马退二}) and janggi as GIB writes it
 * ({@code 79卒78}). Each is written as its record format's reader in varia.record.formats reads it
 * back (NotationsRoundTripTest).
 */
public final class Notations {
    private Notations() {}

    /** A notation's name and its words for a menu. */
    public record Named(String key, String label) {}

    public static String label(String name) {
        return switch (name) {
            case "shogi-japanese" -> "Japanese (▲７六歩)";
            case "shogi-western" -> "Western (P-7f)";
            case "wxf" -> "WXF (C2.5)";
            case "chinese" -> "Chinese (炮二平五)";
            case "gib" -> "Korean (79卒78)";
            default -> name;
        };
    }

    /** The notations a variant offers that suit its board and pieces, its file's order kept. */
    public static List<Named> offered(Variant v) {
        List<Named> out = new ArrayList<>();
        for (String n : Traditions.of(v)) if (writer(n, v) != null) out.add(new Named(n, label(n)));
        return out;
    }

    /** The moves, from {@code start} (left as it was), in the notation {@code name}; null when the variant does not offer it. */
    public static List<String> write(String name, Variant v, Position start, List<Integer> moves) {
        WrittenMoves w = WrittenMoves.of(name, v);
        if (w == null) return null;
        int made = 0;
        try {
            for (int m : moves) {
                w.add(start, m);
                made++;
            }
        } finally {
            for (int i = 0; i < made; i++) start.unmake();
        }
        return new ArrayList<>(w.written());
    }

    static MoveWriter writer(String name, Variant v) {
        return switch (name) {
            case "shogi-japanese" -> v.files() <= 9 && v.ranks() <= 9 && kanji(v) ? new ShogiWriter(v, true) : null;
            case "shogi-western" -> v.ranks() <= 26 ? new ShogiWriter(v, false) : null;
            case "wxf" -> v.files() == 9 && v.ranks() == 10 && WxfWriter.letters(v) ? new WxfWriter(v) : null;
            case "chinese" -> v.files() == 9 && v.ranks() == 10 && WxfWriter.letters(v) ? new ChineseWriter(v) : null;
            case "gib" -> v.files() == 9 && v.ranks() == 10 ? new GibWriter(v) : null;
            default -> null;
        };
    }

    /** Every piece has a kanji figure (shogi's set). */
    private static boolean kanji(Variant v) { return Glyphs.of(v).setName().equals("kanji"); }

    // ---------------------------------------------------------------- shared by the writers

    static int file(Position p, int sq) { return p.squareName(sq).charAt(0) - 'a'; }

    static int rank(Position p, int sq) { return Integer.parseInt(p.squareName(sq).substring(1)) - 1; }

    /** The legal moves of the same piece type as {@code move} to the same square, from other squares (drops left out). */
    static List<MoveInfo> rivals(Position p, int move) {
        MoveInfo me = p.info(move);
        int[] legal = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(legal);
        List<MoveInfo> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            MoveInfo o = p.info(legal[i]);
            if (o.kind() == MoveInfo.Kind.DROP || o.from() < 0 || o.from() == me.from() || o.to() != me.to()) continue;
            if (o.piece() != me.piece()) continue;
            if (out.stream().noneMatch(x -> x.from() == o.from())) out.add(o);
        }
        return out;
    }

    /** Whether the same piece could also make the move with the other choice of promotion. */
    static boolean promotionChoice(Position p, int move) {
        MoveInfo me = p.info(move);
        int[] legal = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(legal);
        for (int i = 0; i < n; i++) {
            MoveInfo o = p.info(legal[i]);
            if (o.move() != move && o.from() == me.from() && o.to() == me.to() && o.kind() == me.kind()
                    && (o.promotion() == null) != (me.promotion() == null)) return true;
        }
        return false;
    }

    /** A board piece of the dropped type could also reach the square. */
    static boolean boardPieceReaches(Position p, PieceType type, int to) {
        int[] legal = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(legal);
        for (int i = 0; i < n; i++) {
            MoveInfo o = p.info(legal[i]);
            if (o.kind() != MoveInfo.Kind.DROP && o.to() == to && o.piece() == type) return true;
        }
        return false;
    }
}
