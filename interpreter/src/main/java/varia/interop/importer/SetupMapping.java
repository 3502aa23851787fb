package varia.interop.importer;

import java.util.ArrayList;
import java.util.List;
import varia.interop.fs.FsVariant;

/**
 * The start position ({@code startFen}) in Varia's reading of Fairy-Stockfish's FEN: an empty hand
 * {@code [-]} as {@code []}, and the castling field as Fairy-Stockfish reads it: a castling letter
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
        if (board.walls) { // Fairy-Stockfish's wall squares: nothing enters them, no slider crosses them (Varia's holes, '*' in both FENs)
            varia.interop.fs.FsSquares walls = varia.interop.fs.FsSquares.NONE;
            for (int file = 0; file < v.files(); file++)
                for (int rank = 0; rank < v.ranks(); rank++) if (board.at(file, rank) == '*') walls = walls.with(file, rank);
            YamlTree b = c.root.map("board");
            b.put("holes", Regions.text(walls, v.files(), v.ranks()), c.from("startFen") + ": its wall squares '*'");
            b.put("hole-crossing", "blocked", null);
        }
        if (board.promotedMarks) c.lack("startFen", "the importer does not carry promoted pieces marked '~' in a start position yet (Varia reads them with promotion.demote-on-capture)");
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

    private static boolean isNumber(String s) { return s.matches("[0-9]+"); }

}
