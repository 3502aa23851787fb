package varia.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.game.Families;
import varia.game.Game;
import varia.game.Trial;
import varia.engine.Moves;
import varia.engine.Position;
import varia.record.MoveParser;
import varia.record.San;
import varia.variant.Variants;

/**
 * Issue 9's done-when through the one terminal: whole games typed as a person would (SAN mostly,
 * some in coordinates, commands between: board, moves, save, history), to the checkmate the rules
 * decide; a check announced; once over, the game saved and loaded back at its end. The move lists
 * are games Varia played against itself (White at depth 1, Black at depth 3), fixed here so the
 * sessions do not depend on the search.
 */
class FullGameTerminalTest {
    static final String MAKRUK = "Nd2 Nd7 Ne2 Ne7 Mf2 Mc7 Nc4 b5 Nd2 Sb7 Ne4 d5 Nd2 Sf7 Sc2 Nf5 Sg2 h5 Nd4 Ne5 Nxf5 exf5 "
            + "Re1 h4 gxh4 Rxh4 Rc1 f4 exf4 Rxf4 Re3 c5 b4 d4 cxd4 cxd4 Re4 g5 Rxf4 gxf4 Ne4 a5 bxa5 Rxa5 Nc5 Sb6 "
            + "Nb3 Rxa3 Nxd4 Nxd3 Nxb5 Nb2+ Kd2 Nc4+ Ke2 Sxb5 h4 Ra6 h5 Re6+ Kd3 Ne5+ Kd4 Nc6+ Kd5 Re5#";

    /** Shogi with many drops; Black mates with a drop, G@d2#. */
    static final String SHOGI = "Sc2 g6 Sg2 Sc8 Gd2 Sg8 Gf2 Bf6 a4 g5 a5 Ng7 b4 b6 e4 b5 bxb5 Rxb5 P@b3 Nh5 i4 i6 f4 Gd8 "
            + "h4 P@b4 bxb4 Rxb4 P@b3 Rxe4+ Gde2 Nxg3=N Sxg3 g4 N@d2 gxg3=P Nxe4 gxh2 R@h5 R@g1+ Gf1 Rxf1+ Kxf1 "
            + "S@g2+ Ke1 Bxh4+ R@f2 Bxf2=B+ Gxf2 R@g1+ B@f1 Sxf1=S+ Gxf1 B@f2+ Kxf2 G@g2+ Gxg2 Rxg2=R+ Ke1 G@d2#";

    static final String MAKRUK_COORDINATES = "b1d2 b8d7 g1e2 g8e7 e1f2 d8c7 d2c4 b6b5 c4d2 c8b7 d2e4 d6d5 e4d2 f8f7 c1c2 e7f5 "
            + "f1g2 h6h5 e2d4 d7e5 d4f5 e6f5 h1e1 h5h4 g3h4 h8h4 a1c1 f5f4 e3f4 h4f4 e1e3 c6c5 b3b4 d5d4 c3d4 c5d4 e3e4 "
            + "g6g5 e4f4 g5f4 d2e4 a6a5 b4a5 a8a5 e4c5 b7b6 c5b3 a5a3 b3d4 e5d3 d4b5 d3b2 d1d2 b2c4 d2e2 b6b5 h3h4 a3a6 "
            + "h4h5 a6e6 e2d3 c4e5 d3d4 e5c6 d4d5 e6e5";

    static final String SHOGI_COORDINATES = "c1c2 g7g6 g1g2 c9c8 d1d2 g9g8 f1f2 h8f6 a3a4 g6g5 a4a5 h9g7 b3b4 b7b6 e3e4 b6b5 "
            + "b4b5 b8b5 P@b3 g7h5 i3i4 i7i6 f3f4 d9d8 h3h4 P@b4 b3b4 b5b4 P@b3 b4e4 d2e2 h5g3+ g2g3 g5g4 N@d2 g4g3+ d2e4 "
            + "g3h2 R@h5 R@g1 f2f1 g1f1+ e1f1 S@g2 f1e1 f6h4 R@f2 h4f2+ e2f2 R@g1 B@f1 g2f1+ f2f1 B@f2 e1f2 G@g2 f1g2 "
            + "g1g2+ f2e1 G@d2";

    /**
     * The moves as typed: SAN where the SAN reader finds the game's move, else coordinates (SAN
     * spellings of promotions, promoted pieces and check marks have changed as the records work
     * went on; the coordinates pin the game down). Most moves are typed in SAN.
     */
    static List<String> typed(String variant, String san, String coordinates) throws Exception {
        String[] s = san.split(" "), c = coordinates.split(" ");
        assertEquals(s.length, c.length);
        Position p = Position.start(Variants.resolve(variant));
        MoveParser mp = new MoveParser(new San(p.variant()));
        List<String> out = new ArrayList<>();
        int sanCount = 0;
        for (int i = 0; i < s.length; i++) {
            int m = p.parseUci(c[i]);
            assertNotEquals(Moves.NONE, m, c[i]);
            boolean sanOk = mp.parseTyped(p, s[i]).move() == m;
            out.add(sanOk ? s[i] : c[i]);
            if (sanOk) sanCount++;
            p.make(m);
        }
        assertTrue(sanCount * 3 >= s.length * 2, "most moves typed in SAN: " + out);
        return out;
    }

    private record Run(Trial trial, String out) {}

    private static Run play(String key, String input) throws Exception {
        Game g = Families.find(key, Map.of());
        StringWriter sw = new StringWriter();
        Terminal t = Terminal.seated(g.start(2), new String[] {"human", "human"}, 1, new BufferedReader(new StringReader(input)), new PrintWriter(sw), true);
        Trial trial = t.run();
        return new Run(trial, sw.toString());
    }

    @Test
    void makrukHumanAgainstHumanToCheckmate(@TempDir Path dir) throws Exception {
        Path saved = dir.resolve("makruk.pgn");
        List<String> typed = typed("makruk", MAKRUK, MAKRUK_COORDINATES);
        typed.set(0, "b1d2");          // coordinates
        typed.set(7, "b6-b5");         // coordinates with a dash
        typed.add(20, "board");
        typed.add(21, "moves");
        String input = String.join("\n", typed) + "\nsave " + saved + "\nhistory\nquit\n";
        Run r = play("makruk", input);
        assertTrue(r.out().contains("your move: moves\n   "), "moves lists the legal moves: " + r.out());
        assertEquals(66, r.trial().size(), "every typed move was played: " + tail(r.out()));
        assertTrue(r.out().contains("\n0-1 (checkmate)\n"), tail(r.out()));
        assertTrue(r.out().contains("   in check; moves:"), "a check is announced: " + r.out());
        String pgn = Files.readString(saved);
        assertTrue(pgn.contains("[Termination \"checkmate\"]") && pgn.contains("# 0-1"), pgn);
        Run again = play("makruk", "load " + saved + "\nquit\n");
        assertEquals(66, again.trial().size(), again.out());
        assertTrue(again.out().contains("   loaded ") && again.out().contains("\n0-1 (checkmate)\n"), again.out());
    }

    @Test
    void shogiHumanAgainstHumanWithDropsToCheckmate(@TempDir Path dir) throws Exception {
        Path saved = dir.resolve("shogi.pgn");
        List<String> typed = typed("shogi", SHOGI, SHOGI_COORDINATES);
        typed.set(1, "g7g6");          // coordinates
        typed.add(30, "board");
        String input = String.join("\n", typed) + "\nsave " + saved + "\nhistory\nquit\n";
        Run r = play("shogi", input);
        assertEquals(60, r.trial().size(), tail(r.out()));
        assertTrue(r.out().contains("\n0-1 (checkmate)\n"), tail(r.out()));
        assertEquals("G@d2", r.trial().steps().get(59).text().replace("#", ""), "the game ends with a drop");
        assertTrue(r.out().contains("Black in hand: ") && r.out().contains("White in hand: P"), "hands beside the board: " + r.out());
        String pgn = Files.readString(saved);
        assertTrue(pgn.contains("[Variant \"shogi\"]") && pgn.contains("@d2# 0-1"), pgn);
        Run again = play("shogi", "load " + saved + "\nquit\n");
        assertEquals(60, again.trial().size(), again.out());
        assertTrue(again.out().contains("\n0-1 (checkmate)\n"), again.out());
    }

    @Test
    void undoOnceOverTakesBackTheMateAndPlayGoesOn() throws Exception {
        Run r = play("chess", "f3\ne5\ng4\nQh4\nundo\nd6\nquit\n");
        assertTrue(r.out().contains("the game is over: undo"), r.out());
        assertEquals(List.of("f3", "e5", "g4", "d6"), r.trial().steps().stream().map(Trial.Step::text).toList(), r.out());
        assertFalse(r.out().strip().endsWith("(checkmate)"), r.out());
    }

    static String tail(String out) {
        List<String> l = out.lines().toList();
        return String.join("\n", l.subList(Math.max(0, l.size() - 40), l.size()));
    }
}
