package varia.play;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.engine.Moves;
import varia.engine.Position;
import varia.record.MoveParser;
import varia.record.San;
import varia.variant.Variants;

/**
 * Issue 9's done-when: scripted terminal sessions (piped stdin through {@code varia play}) that
 * play whole games to a result by the rules, with moves typed as a person would: SAN mostly,
 * some in coordinates, commands in between. The move lists are games Varia played against itself
 * (White at depth 1, Black at depth 3), fixed here so the sessions do not depend on the search.
 */
class FullGameSessionTest {
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

    @Test
    void makrukHumanAgainstHumanToCheckmate(@TempDir Path dir) throws Exception {
        Path saved = dir.resolve("makruk.pgn");
        List<String> typed = typed("makruk", MAKRUK, MAKRUK_COORDINATES);
        typed.set(0, "b1d2");          // coordinates
        typed.set(7, "b6-b5");         // coordinates with a dash
        typed.add(20, "board");
        typed.add(21, "moves");
        String stdin = String.join("\n", typed) + "\nsave " + saved + "\nhistory\nquit\n";
        String out = TerminalGameTest.play(stdin, "play", "makruk", "--white", "human", "--black", "human");
        assertTrue(out.contains("Result: 0-1 (checkmate)"), tail(out));
        assertFalse(out.contains("not a legal move"), out);
        assertTrue(out.contains("White to move (in check)"), "a check is announced: " + out);
        String pgn = Files.readString(saved);
        assertTrue(pgn.contains("[Termination \"checkmate\"]") && pgn.contains("# 0-1"), pgn);
        // the saved game loads again, at its end
        String again = TerminalGameTest.play("load " + saved + "\nquit\n", "play", "makruk", "--white", "human", "--black", "human");
        assertTrue(again.contains("loaded Makruk, 66 plies") && again.contains("Result: 0-1 (checkmate)"), again);
    }

    @Test
    void shogiHumanAgainstHumanWithDropsToCheckmate(@TempDir Path dir) throws Exception {
        Path saved = dir.resolve("shogi.pgn");
        List<String> typed = typed("shogi", SHOGI, SHOGI_COORDINATES);
        typed.set(1, "g7g6");          // coordinates
        typed.add(30, "board");
        String stdin = String.join("\n", typed) + "\nsave " + saved + "\nhistory\nquit\n";
        String out = TerminalGameTest.play(stdin, "play", "shogi", "--white", "human", "--black", "human");
        assertTrue(out.contains("Result: 0-1 (checkmate)"), tail(out));
        assertFalse(out.contains("not a legal move"), out);
        assertTrue(out.contains("Black> G@d2"), "the game ends with a drop: " + tail(out));
        assertTrue(out.contains("Black in hand: ") && out.contains("White in hand: P"), "hands beside the board: " + out);
        String pgn = Files.readString(saved);
        assertTrue(pgn.contains("[Variant \"shogi\"]") && pgn.contains("@d2# 0-1"), pgn);
        String again = TerminalGameTest.play("load " + saved + "\nquit\n", "play", "shogi", "--white", "human", "--black", "human");
        assertTrue(again.contains("loaded Shogi, 60 plies") && again.contains("Result: 0-1 (checkmate)"), again);
    }

    static String tail(String out) {
        List<String> l = out.lines().toList();
        return String.join("\n", l.subList(Math.max(0, l.size() - 40), l.size()));
    }
}
