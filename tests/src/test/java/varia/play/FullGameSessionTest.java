package varia.play;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

    /** The moves as typed: every fifth one in coordinates (taken from the move list the game prints with 'moves'), the others in SAN. */
    static String script(String moves, List<String> extra) {
        List<String> lines = new ArrayList<>(extra);
        lines.addAll(List.of(moves.split(" ")));
        lines.add("history");
        lines.add("quit");
        return String.join("\n", lines) + "\n";
    }

    @Test
    void makrukHumanAgainstHumanToCheckmate(@TempDir Path dir) throws Exception {
        Path saved = dir.resolve("makruk.pgn");
        List<String> typed = new ArrayList<>(List.of(MAKRUK.split(" ")));
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
        assertTrue(pgn.contains("[Termination \"checkmate\"]") && pgn.contains("Re5# 0-1"), pgn);
        // the saved game loads again, at its end
        String again = TerminalGameTest.play("load " + saved + "\nquit\n", "play", "makruk", "--white", "human", "--black", "human");
        assertTrue(again.contains("loaded Makruk, 66 plies") && again.contains("Result: 0-1 (checkmate)"), again);
    }

    @Test
    void shogiHumanAgainstHumanWithDropsToCheckmate(@TempDir Path dir) throws Exception {
        Path saved = dir.resolve("shogi.pgn");
        List<String> typed = new ArrayList<>(List.of(SHOGI.split(" ")));
        typed.set(18, "P@b3");         // drops read in both notations
        typed.set(1, "g7g6");
        typed.add(30, "board");
        String stdin = String.join("\n", typed) + "\nsave " + saved + "\nhistory\nquit\n";
        String out = TerminalGameTest.play(stdin, "play", "shogi", "--white", "human", "--black", "human");
        assertTrue(out.contains("Result: 0-1 (checkmate)"), tail(out));
        assertFalse(out.contains("not a legal move"), out);
        assertTrue(out.contains("Black> G@d2#"), "the game ends with a drop: " + tail(out));
        assertTrue(out.contains("Black in hand: ") && out.contains("White in hand: P"), "hands beside the board: " + out);
        String pgn = Files.readString(saved);
        assertTrue(pgn.contains("[Variant \"shogi\"]") && pgn.contains("G@d2# 0-1"), pgn);
        String again = TerminalGameTest.play("load " + saved + "\nquit\n", "play", "shogi", "--white", "human", "--black", "human");
        assertTrue(again.contains("loaded Shogi, 60 plies") && again.contains("Result: 0-1 (checkmate)"), again);
    }

    static String tail(String out) {
        List<String> l = out.lines().toList();
        return String.join("\n", l.subList(Math.max(0, l.size() - 40), l.size()));
    }
}
