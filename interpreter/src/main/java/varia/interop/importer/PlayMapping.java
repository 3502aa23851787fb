package varia.interop.importer;

import java.util.List;
import varia.interop.fs.FsPieceType;
import varia.interop.fs.FsVariant;

/**
 * Rules of play: {@code checking} (checks forbidden), {@code mustCapture}, {@code pass},
 * {@code makpongRule}, {@code flyingGeneral} and {@code bikjangRule} (facing kings), and gating:
 * Seirawan's from the hand ({@code seirawanGating}) and Ouk Chatrang's first moves
 * ({@code cambodianMoves}).
 */
final class PlayMapping implements Mapping {
    @Override public void map(Context c) {
        FsVariant v = c.v;
        c.uses("checking", "mustCapture", "makpongRule", "flyingGeneral", "bikjangRule", "gating", "seirawanGating", "cambodianMoves");
        c.usesBoth("pass");
        if (!v.bool("checking")) c.root.map("play").put("checks", "forbidden", c.from("checking"));
        if (v.bool("mustCapture")) c.root.map("play").put("must-capture", "any", c.from("mustCapture"));
        if (v.bool("makpongRule")) c.root.map("play").put("royal-in-check", "capture-checker", c.from("makpongRule"));
        boolean hasKing = c.presence.any(FsPieceType.king());
        if (v.bool("bikjangRule") && hasKing) c.root.map("play").put("facing", "bikjang", c.from("bikjangRule"));
        else if (v.bool("flyingGeneral") && hasKing) {
            c.root.map("play").put("facing", "forbidden", c.from("flyingGeneral"));
            if (kingsShareRank(c)) c.lack("flyingGeneral", "Varia's facing rule looks along files only; Fairy-Stockfish's also along ranks");
        }
        pass(c);
        if (v.bool("passOnStalemate/w") || v.bool("passOnStalemate/b"))
            c.lack(v.bool("passOnStalemate/w") ? "passOnStalemate/w" : "passOnStalemate/b", "Varia lacks a pass allowed only when a side has no other move");
        c.usesBoth("passOnStalemate");
        gating(c);
    }

    /** Can the two kings stand on one rank (no mobility regions keeping them in ranks of their own)? */
    private static boolean kingsShareRank(Context c) {
        FsVariant v = c.v;
        java.util.Set<Integer> white = new java.util.HashSet<>(), black = new java.util.HashSet<>();
        for (int side = 0; side < 2; side++) {
            String f = "mobilityRegion/" + (side == 0 ? "w" : "b") + "/king";
            varia.interop.fs.FsSquares s = v.has(f) && !v.squares(f).isEmpty() ? v.squares(f) : varia.interop.fs.FsSquares.ALL;
            for (int[] q : s.on(v.files(), v.ranks()).squares()) (side == 0 ? white : black).add(q[1]);
        }
        white.retainAll(black);
        return !white.isEmpty();
    }

    private static void pass(Context c) {
        FsVariant v = c.v;
        boolean w = v.bool("pass/w"), b = v.bool("pass/b");
        if (!w && !b) return;
        if (w != b) {
            c.lack(w ? "pass/w" : "pass/b", "Varia's passing is for both sides");
            return;
        }
        if (v.letter(FsPieceType.king()) == 0) {
            c.lack("pass/w", "Varia passes with the king; this variant has none");
            return;
        }
        YamlTree p = c.root.map("play").map("pass", c.from("pass/w"));
        p.put("in-check", false, "Fairy-Stockfish's pass is the king's move to its own square: never in check");
        p.put("ends-after", 2, "two passes in a row end the game");
        p.put("outcome", "draw", v.get("materialCounting").equals("none") ? null : "scored by material counting, see end.material");
    }

    private static void gating(Context c) {
        FsVariant v = c.v;
        if (!v.bool("gating")) return;
        if (v.bool("seirawanGating")) {
            String fen = v.text("startFen");
            Board board = Board.read(fen, v.files(), v.ranks());
            for (FsPieceType t : c.types()) {
                if (t.special() == FsPieceType.Special.PAWN) continue;
                boolean onFirst = false;
                for (int f = 0; f < v.files(); f++) {
                    char ch = board.at(f, 0);
                    if (ch == v.letter(t)) onFirst = true;
                }
                if (onFirst) c.root.map("pieces").map(c.letter(t)).put("gate", "hand", c.from("seirawanGating"));
            }
            return;
        }
        if (v.bool("cambodianMoves")) {
            FsPieceType king = FsPieceType.king(), met = FsPieceType.named("fers");
            if (v.letter(king) != 0) {
                YamlTree s = c.root.map("pieces").map(c.letter(king)).map("special", c.from("cambodianMoves"));
                s.put("moves", "fsmN", "a knight's leap to the next rank, onto an empty square");
                s.put("first-move-only", true, null);
                s.put("not-in-check", true, null);
                s.list("lost-when-aimed-by", List.of(c.letter(FsPieceType.named("rook"))), "Fairy-Stockfish since 2022: an enemy rook aiming at the king ends it");
            }
            if (v.letter(met) != 0) {
                YamlTree s = c.root.map("pieces").map(c.letter(met)).map("special", c.from("cambodianMoves"));
                s.put("moves", "fmnD", "two squares straight forward, onto an empty square");
                s.put("first-move-only", true, null);
            }
            return;
        }
        c.lack("gating", "Varia lacks Fairy-Stockfish's plain gating (without Seirawan's hand or Ouk Chatrang's moves)");
    }
}
