package varia.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import varia.record.formats.Csa;
import varia.record.formats.Formats;
import varia.record.formats.Gib;
import varia.record.formats.Iccs;
import varia.record.formats.Kif;
import varia.record.formats.Usi;
import varia.record.formats.Wxf;

/**
 * Native formats at the text and coordinate level (the shogi and xiangqi variants are not
 * bundled yet, so the moves are not replayed here): each reader's output is Fairy-Stockfish
 * coordinates, tags and results.
 */
class FormatsTest {

    static List<String> moves(Game g) { return g.moves().stream().map(RecordedMove::text).toList(); }

    @Test
    void usiMovesAndSfen() {
        assertEquals("c3c4", Usi.move("7g7f"));
        assertEquals("b2h8+", Usi.move("8h2b+"));
        assertEquals("P@e5", Usi.move("P*5e"));
        assertEquals("i1i9", Usi.move("1i1a"));
        assertNull(Usi.move("7g7j"));
        assertNull(Usi.move("0g7f"));
        assertEquals("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
                Usi.sfenToFen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL", "b", "-", "1"));
        assertEquals("8k/9/9/9/9/9/9/9/K8[RPPpn] b - - 0 3", Usi.sfenToFen("8k/9/9/9/9/9/9/9/K8", "w", "R2Ppn", "5"));
        List<Game> games = new Usi().read("position startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e\nposition sfen 8k/9/9/9/9/9/9/9/K8 b P 1 moves P*5e\n");
        assertEquals(2, games.size());
        assertEquals(List.of("c3c4", "g7g6", "b2h8+", "g9h8", "B@f5"), moves(games.get(0)));
        assertEquals("shogi", games.get(0).tag("Variant"));
        assertNull(games.get(0).tag("FEN"));
        assertEquals("8k/9/9/9/9/9/9/9/K8[P] w - - 0 1", games.get(1).tag("FEN"));
        Game bad = new Usi().read("position startpos moves 7g7f xx").get(0);
        assertEquals("1:30: not a USI move: 'xx'", bad.problems().get(0).toString());
    }

    static final String CSA = """
            V2.2
            N+Sente Player
            N-Gote Player
            $EVENT:Test match
            $START_TIME:2024/01/02 10:00:00
            PI
            +
            +7776FU
            T10
            -3334FU
            +8822UM,T3
            -3122GI
            +0045KA
            ' a comment
            %TORYO
            """;

    @Test
    void csaMovesPromotionsDropsAndEnding() {
        List<Game> games = new Csa().read(CSA);
        assertEquals(1, games.size());
        Game g = games.get(0);
        assertTrue(g.problems().isEmpty(), g.problems().toString());
        assertEquals(List.of("c3c4", "g7g6", "b2h8+", "g9h8", "B@f5"), moves(g));
        assertEquals("a comment", g.moves().get(4).comment());
        assertEquals("Sente Player", g.tag("White"));
        assertEquals("Gote Player", g.tag("Black"));
        assertEquals("Test match", g.tag("Event"));
        assertEquals("2024.01.02", g.tag("Date"));
        assertEquals("1-0", g.result()); // after 5 moves Gote is to move and resigns
        assertEquals("resignation", g.tag("Termination"));
        assertNull(g.tag("FEN"));
    }

    @Test
    void csaCustomPositionBecomesFen() {
        String csa = "P1 *  *  *  *  *  *  *  * -OU\nP2 * \nP9+OU\nP+00FU\n-\n-1112OU\n%SENNICHITE\n";
        Game g = new Csa().read(csa).get(0);
        assertEquals("8k/9/9/9/9/9/9/9/K8[P] b - - 0 1", g.tag("FEN"));
        assertEquals(List.of("i9i8"), moves(g));
        assertEquals("1/2-1/2", g.result());
    }

    @Test
    void csaProblemsHaveLines() {
        Game g = new Csa().read("PI\n+\n+7776FU\n+3334FU\n+9999XX\n").get(0);
        assertEquals("4:1: move by the wrong side: '+3334FU'", g.problems().get(0).toString());
        assertEquals("5:1: bad move '+9999XX'", g.problems().get(1).toString());
    }

    static final String KIF = """
            # KIF sample written for this test
            開始日時：2024/01/02
            棋戦：テスト
            手合割：平手
            先手：先手の人
            後手：後手の人
            手数----指手---------消費時間--
               1 ７六歩(77)   ( 0:01/00:00:01)
               2 ３四歩(33)   ( 0:01/00:00:02)
               3 ２二角成(88)   ( 0:01/00:00:03)
            *角を交換
               4 同　銀(31)   ( 0:01/00:00:04)
               5 ４五角打   ( 0:01/00:00:05)
               6 投了
            まで5手で先手の勝ち
            変化：3手
               3 ２六歩(27)
            """;

    @Test
    void kifMovesSameSquareDropsAndResult() {
        List<Game> games = new Kif().read(KIF);
        assertEquals(1, games.size());
        Game g = games.get(0);
        assertTrue(g.problems().isEmpty(), g.problems().toString());
        assertEquals(List.of("c3c4", "g7g6", "b2h8+", "g9h8", "B@f5"), moves(g));
        assertEquals("角を交換", g.moves().get(2).comment());
        assertEquals("先手の人", g.tag("White"));
        assertEquals("後手の人", g.tag("Black"));
        assertEquals("2024.01.02", g.tag("Date"));
        assertEquals("1-0", g.result()); // Gote resigned at move 6
        assertEquals("resignation", g.tag("Termination"));
    }

    @Test
    void kifHandicapAndProblems() {
        Game g = new Kif().read("手合割：香落ち\n1 ３四歩(33)\n2 ７六歩(77)\n3 投了\n").get(0);
        assertEquals("lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1", g.tag("FEN"));
        assertEquals(List.of("g7g6", "c3c4"), moves(g));
        assertEquals("1-0", g.result()); // the upper player (Gote side, moving first) resigned at move 3
        Game bad = new Kif().read("1 ７六歩(77)\n2 ３四金\n").get(0); // without its origin, the move is looked for on the board
        assertEquals("2:3: no 金 of gote can go to 34: '３四金'", bad.problems().get(0).toString());
    }

    @Test
    void iccsMoves() {
        assertEquals("h3e3", Iccs.move("H2-E2"));
        assertEquals("h1g3", Iccs.move("h0g2"));
        assertNull(Iccs.move("j2e2"));
        Game g = new Iccs().read("[Format \"ICCS\"]\n[Result \"1-0\"]\n1. H2-E2 H9-G7 2. H0-G2 1-0\n").get(0);
        assertEquals(List.of("h3e3", "h10g8", "h1g3"), moves(g));
        assertEquals("xiangqi", g.tag("Variant"));
        assertNull(g.tag("Format"));
    }

    @Test
    void wxfMovesTrackTheBoard() {
        Game g = new Wxf().read("[Format \"WXF\"]\n1. C2.5 H8+7 2. H2+3 R9.8 3. R1.2 C8+4 4. P7+1 E3+5 5. A4+5 K5.4 *\n").get(0);
        assertTrue(g.problems().isEmpty(), g.problems().toString());
        // files from the mover's right: Red's 1 is i, Black's 1 is a
        assertEquals(List.of("h3e3", "h10g8", "h1g3", "i10h10", "i1h1", "h8h4", "c4c5", "c10e8", "f1e2", "e10d10"), moves(g));
        Game tandem = new Wxf().read("[FEN \"4k4/9/9/9/9/9/9/4R4/9/4RK3 w - - 0 1\"]\n1. R+.3 *\n").get(0);
        assertEquals(List.of("e3g3"), moves(tandem), tandem.problems().toString());
        Game bad = new Wxf().read("1. C2.5 C2.5 2. C2.5 *\n").get(0);
        assertEquals("1:17: move 'C2.5': no such piece on that file", bad.problems().get(0).toString());
    }

    @Test
    void wxfFullWidthGluedPairsPrefixedTandemsAndConfinedPieces() {
        // full-width characters, the two moves of a pair written without a space
        Game g = new Wxf().read("[Format \"WXF\"]\n1. Ｃ２＝５Ｈ８＋７ 2. Ｈ２＋３Ｒ９＝８ *\n").get(0);
        assertTrue(g.problems().isEmpty(), g.problems().toString());
        assertEquals(List.of("h3e3", "h10g8", "h1g3", "i10h10"), moves(g));
        // the sign before the letter: +R=3 is the front rook (R+=3)
        Game tandem = new Wxf().read("[FEN \"4k4/9/9/9/9/9/9/4R4/9/4RK3 w - - 0 1\"]\n1. +R=3 *\n").get(0);
        assertEquals(List.of("e3g3"), moves(tandem));
        // two red elephants on file 7 (c1, c5): only the one on c1 can go forward to file 5
        Game elephants = new Wxf().read("[FEN \"3k5/9/9/9/9/2B6/9/9/9/2B1K4 w - - 0 1\"]\n1. E7+5 *\n").get(0);
        assertTrue(elephants.problems().isEmpty(), elephants.problems().toString());
        assertEquals(List.of("c1e3"), moves(elephants));
    }

    @Test
    void gibMovesFormationsAndResult() {
        assertEquals("i4h4", Gib.move("79졸78"));
        assertEquals("a7b7", Gib.move("41漢兵42"));
        assertEquals("h1g3", Gib.move("08마87"));
        assertEquals("b10c8", Gib.move("12마33"));
        assertEquals("e3e2", Gib.move("85포95장군"));
        assertEquals("pass", Gib.move("한수쉼"));
        assertNull(Gib.move("7졸78"));
        String gib = """
                [대회명 "연습"]
                [초대국자 "갑"]
                [한대국자 "을"]
                [초차림 "상마상마"]
                [한차림 "마상상마"]
                [대국결과 "한 기권승"]
                {a comment
                over lines}
                1. 79졸78 2. 41漢兵42 3. 한수쉼 <0>

                [대국결과 "초 완승"]
                1. 08마87 2. 12마33
                """;
        List<Game> games = new Gib().read(gib);
        assertEquals(2, games.size());
        Game g = games.get(0);
        assertTrue(g.problems().isEmpty(), g.problems().toString());
        assertEquals(List.of("i4h4", "a7b7", "pass"), moves(g));
        assertEquals("갑", g.tag("White"));
        assertEquals("0-1", g.result());
        assertEquals("기권승", g.tag("Termination"));
        assertEquals("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR w - - 0 1", g.tag("FEN"));
        assertEquals(List.of("h1g3", "b10c8"), moves(games.get(1)));
        assertEquals("1-0", games.get(1).result());
        assertEquals("janggi", games.get(1).tag("Variant"));
        assertNull(games.get(1).tag("FEN"));
    }

    @Test
    void formatsAreFoundByNameExtensionAndContent() {
        assertEquals("kif", Formats.byFileName("game.KIF").name());
        assertEquals("csa", Formats.byFileName("a/b.csa").name());
        assertNull(Formats.byFileName("x.pgn"));
        assertEquals("csa", Formats.sniff(CSA).name());
        assertEquals("kif", Formats.sniff(KIF).name());
        assertEquals("usi", Formats.sniff("position startpos moves 7g7f").name());
        assertNull(Formats.sniff("[Event \"x\"]\n1. e4 *"));
        assertEquals("gib", Formats.byFileName("x.GIB").name());
    }
}
