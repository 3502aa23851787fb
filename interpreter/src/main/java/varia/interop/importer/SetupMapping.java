package varia.interop.importer;

import java.util.ArrayList;
import java.util.List;
import varia.interop.fs.FsPieceType;
import varia.interop.fs.FsVariant;

/**
 * The start position ({@code startFen}) in Varia's reading of Fairy-Stockfish's FEN: an empty hand
 * {@code [-]} as {@code []}, wall squares {@code *} as the board's holes, and the castling field as Fairy-Stockfish reads it: a castling letter
 * gives a right only where the king piece and a partner stand on the castling rank (the
 * partner found from {@code castlingRookKingsideFile} / {@code castlingRookQueensideFile} inwards),
 * file letters name gating squares; letters it ignores are left out, so Varia does not refuse
 * what Fairy-Stockfish skips.
 */
final class SetupMapping implements Mapping {
    @Override public void map(Context c) {
        FsVariant v = c.v;
        c.uses("startFen");
        String fen = v.text("startFen").strip();
        String[] f = fen.split("\\s+");
        Board board = Board.read(fen, v.files(), v.ranks());
        if (board.walls) holes(c, board);
        if (board.promotedMarks && !demotes(c.root))
            c.lack("startFen", "Varia marks with '~' only pieces a promotion that remembers made (promotion.demote-on-capture); here no promotion does");
        String placement = f[0].replace("[-]", "[]");
        List<String> out = new ArrayList<>(List.of(placement, f.length > 1 && f[1].equals("b") ? "b" : "w"));
        int i = 2;
        String castling = "-", ep = "-", counter = null;
        if (i < f.length && !isNumber(f[i]) && !f[i].contains("+")) castling = f[i++];
        if (i < f.length && !isNumber(f[i]) && !f[i].contains("+")) ep = f[i++];
        if (i < f.length && f[i].contains("+")) counter = f[i++];
        else if (v.bool("checkCounting")) counter = "1+1"; // Fairy-Stockfish's reading of a FEN without the counter
        out.add(Castles.field(c, board, castling, c.root.has("castling"), true));
        out.add(ep);
        if (counter != null) out.add(counter);
        out.add(i < f.length ? f[i++] : "0");
        out.add(i < f.length ? f[i] : "1");
        c.root.put("setup", String.join(" ", out), c.from("startFen"));
    }

    /**
     * Fairy-Stockfish's wall squares ('*' in the start FEN) as holes that block moves, as its walls
     * do; but its hoppers may hop over a wall as over a piece, which a hole does not allow.
     */
    private static void holes(Context c, Board board) {
        FsVariant v = c.v;
        for (FsPieceType t : c.types())
            if (v.betza(t).matches(".*[pg].*")) {
                c.lack("startFen", "Varia's holes are no hopper's screen; Fairy-Stockfish's " + t.name() + " (" + v.betza(t) + ") may hop over a wall ('*')");
                return;
            }
        List<String> squares = new ArrayList<>();
        for (int r = 0; r < v.ranks(); r++)
            for (int f = 0; f < v.files(); f++)
                if (board.at(f, r) == '*') squares.add((char) ('a' + f) + String.valueOf(r + 1));
        YamlTree b = c.root.map("board");
        b.put("holes", String.join(" ", squares), c.from("startFen") + ": its wall squares ('*')");
        b.put("hole-crossing", "blocked", "Fairy-Stockfish's walls block sliders");
    }

    /** Does some piece's promotion remember (so that '~' marks may stand in the setup)? */
    private static boolean demotes(YamlTree root) {
        YamlTree pieces = root.child("pieces");
        if (pieces == null) return false;
        for (String letter : pieces.keys()) {
            YamlTree p = pieces.child(letter), pr = p == null ? null : p.child("promotion");
            if (pr != null && "true".equals(pr.text("demote-on-capture"))) return true;
        }
        return false;
    }

    private static boolean isNumber(String s) { return s.matches("[0-9]+"); }

}
