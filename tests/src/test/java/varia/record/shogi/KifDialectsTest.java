package varia.record.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import varia.cli.Main;
import varia.record.Game;
import varia.record.RecordedMove;
import varia.record.formats.Csa;
import varia.record.formats.Kif;

/**
 * KIF, KI2 and CSA as the applications write them (issue 25 item 3), on the files of
 * {@code tests/records/shogi/} (sources in its README): each validates as a whole game with the
 * ending its record states; start positions from board diagrams and CSA rows give the position
 * the record shows; KI2's relative moves find the piece the words name.
 */
class KifDialectsTest {
    static final Path RECORDS = Path.of("records", "shogi");

    record Run(int code, String out, String err) {}

    static Run run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        String all = out + "" + err;
        assertTrue(!all.contains("\tat ") && !all.contains("Exception"), all);
        return new Run(code, out.toString(), err.toString());
    }

    /** Each application's file: validated with no variant named, its plies and its result as the record says. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "apps/piyo-shogi.kif | 104 | 1-0 agrees with the rules (checkmate)",
            "apps/piyo-shogi-shogi-wars-export.kifu | 113 | 1-0 result not decided by the rules",
            "apps/shogidokoro.kif | 131 | 1-0 agrees with the rules (checkmate)",
            "apps/81dojo-kakuochi-2021.kifu | 177 | 0-1 result not decided by the rules",
            "apps/kifu-for-android.kifu | 24 | * unfinished",
            "apps/kifu-for-windows-yaneuraou.ki2 | 102 | 1-0 agrees with the rules (checkmate)",
            "apps/shogi-wars-time-loss.kif | 9 | 1-0 result not decided by the rules",
            "apps/shogi-club-24-illegal.kif | 3 | 0-1 result not decided by the rules",
            "apps/floodgate-v22.csa | 125 | 1-0 result not decided by the rules",
            "kifu-tests/jt201409130101.kif | 107 | 1-0 result not decided by the rules",
            "kifu-tests/kifu_for_iphone.kif | 3 | 1-0 agrees with the rules (checkmate)",
            "kifu-tests/20091203.ki2 | 172 | 0-1 result not decided by the rules",
            "kifu-tests/2005_YAMADA_GPS.csa | 107 | 1-0 agrees with the rules (checkmate)",
            "positions/kifu-for-windows-v7-kakuochi-bod.kifu | 16 | * unfinished",
            "positions/tsumeshogi-00AL.csa | 3 | 1-0 agrees with the rules (checkmate)",
    })
    void eachApplicationsFileValidates(String file, int plies, String outcome) {
        Run r = run("validate", RECORDS.resolve(file).toString(), "--no-progress");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("OK, " + plies + " plies, " + outcome), r.out());
    }

    @Test
    void aShiftJisKifSaysItsEncodingWasAGuess() {
        Run r = run("validate", RECORDS.resolve("apps/piyo-shogi.kif").toString(), "--no-progress");
        assertTrue(r.err().contains("read as Shift_JIS (Windows code page 932)"), r.err());
        Run euc = run("validate", RECORDS.resolve("kifu-tests/2005_YAMADA_GPS.csa").toString(), "--no-progress");
        assertTrue(euc.err().contains("read as EUC-JP"), euc.err());
    }

    @Test
    void endingsAreResultsWithTheirReasons() throws Exception {
        Game wars = new Kif().read(Files.readString(RECORDS.resolve("apps/shogi-wars-time-loss.kif"))).get(0);
        assertEquals("1-0", wars.result());
        assertEquals("time forfeit", wars.tag("Termination"));
        Game club24 = new Kif().read(Files.readString(RECORDS.resolve("apps/shogi-club-24-illegal.kif"))).get(0);
        assertEquals("0-1", club24.result()); // the named side (先手, sente) loses
        assertEquals("illegal move", club24.tag("Termination"));
        String[][] cases = {
                {"まで107手で後手の反則負け", "1-0", "illegal move"}, {"まで108手で詰", "0-1", "checkmate"},
                {"まで109手で不詰", "*", "no mate (不詰)"}, {"まで296手で先手の入玉勝ち", "1-0", "entering king declaration"},
                {"まで105手で時間切れにより先手の勝ち", "1-0", "time forfeit"}, {"まで100手で千日手", "1/2-1/2", "repetition (sennichite)"},
                {"まで64手で中断", "*", "interrupted"}, {"まで4手で後手の勝ち", "0-1", "resignation"}};
        for (String[] c : cases) {
            Game g = new Kif().read("手合割：平手\n" + c[0] + "\n").get(0);
            assertEquals(c[1], g.result(), c[0]);
            assertEquals(c[2], g.tag("Termination"), c[0]);
            assertTrue(g.problems().isEmpty(), c[0] + " " + g.problems());
        }
    }

    @Test
    void boardDiagramsGiveTheirPosition() throws Exception {
        Game tsume = new Kif().read(Files.readString(RECORDS.resolve("positions/todai-shogi-6-tsumeshogi-bod.kifu"))).get(0);
        assertTrue(tsume.problems().isEmpty(), tsume.problems().toString());
        // the position the file shows (tsshogi reads it as SFEN 9/7S1/5P1k1/7pP/6P2/9/2B6/9/9 b 2rb4g3s4n4l14p)
        assertEquals("9/7S1/5P1k1/7pP/6P2/9/2B6/9/9[rrbggggsssnnnnllllpppppppppppppp] w - - 0 1", tsume.tag("FEN"));
        Game kakuochi = new Kif().read(Files.readString(RECORDS.resolve("positions/kifu-for-windows-v7-kakuochi-bod.kifu"))).get(0);
        assertEquals("lnsg1gsnl/1r4k2/p1ppppp1p/7R1/1p7/9/PPPPPPP1P/1BG6/LNS1KGSNL[Pp] w - - 0 1", kakuochi.tag("FEN"));
        assertEquals("g1g2", kakuochi.moves().get(0).text()); // ３八銀(39), sente (下手番)
        Game rows = new Csa().read(Files.readString(RECORDS.resolve("positions/kakuochi-rows.csa"))).get(0);
        assertEquals("lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1", rows.tag("FEN"));
        Game pi = new Csa().read("PI82HI22KA\n-\n-3334FU\n").get(0); // PI less the pieces named: the two-piece handicap, gote first
        assertEquals("lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1", pi.tag("FEN"));
        assertEquals(List.of("g7g6"), pi.moves().stream().map(RecordedMove::text).toList());
        Game handicap = new Kif().read(Files.readString(RECORDS.resolve("apps/81dojo-kakuochi-2021.kifu"))).get(0);
        assertEquals("lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1", handicap.tag("FEN"));
    }

    static final String PINNED = """
            後手の持駒：なし
              ９ ８ ７ ６ ５ ４ ３ ２ １
            +---------------------------+
            | ・ ・ ・ ・ ・ ・ ・ ・v玉|一
            | ・ ・ ・ ・ ・ ・ ・ ・ ・|二
            | ・ ・ ・ ・ ・ ・ ・ ・ ・|三
            | ・ ・ ・ ・ ・ ・ ・ ・ ・|四
            | ・ ・ ・ ・v角 ・ ・ ・ ・|五
            | ・ ・ ・ ・ ・ ・ ・ ・ ・|六
            | ・ ・ ・ ・ ・ ・ ・ ・ ・|七
            | ・ 金 ・ ・ ・ ・ ・ ・ ・|八
            | 玉 ・ 金 ・ ・ ・ ・ ・ ・|九
            +---------------------------+
            先手の持駒：角
            先手番
            ▲７八金 △１二玉 ▲４四角
            """;

    @Test
    void ki2FindsThePieceTheWordsName() {
        List<RecordedMove> m = new Kif(true).read("手合割：平手\n▲５八金右△５二金右▲６八金寄△４二金寄\n").get(0).moves();
        assertEquals(List.of("f1e2", "d9e8", "e2d2", "e8f8"), m.stream().map(RecordedMove::text).toList());
        Game pinned = new Kif(true).read(PINNED).get(0);
        assertTrue(pinned.problems().isEmpty(), pinned.problems().toString());
        // the gold on 8八 is pinned by the bishop on 5五: ７八金 is the one from 7九; ４四角 is a drop (KI2 needs no 打 when no bishop on the board reaches 4四)
        assertEquals(List.of("c1c2", "i9i8", "B@f6"), pinned.moves().stream().map(RecordedMove::text).toList());
        Game ambiguous = new Kif(true).read("手合割：平手\n▲５八金\n").get(0);
        assertEquals("2:1: ambiguous: the 金 on 49, 69 can each go to 58; say which (右 左 上 引 寄 直): '▲５八金'",
                ambiguous.problems().get(0).toString());
    }

    /** A record that says its game ended on an illegal move (反則勝ち after it) stands when that move is illegal; one that says otherwise fails at it. */
    @Test
    void anIllegalLastMoveTheRecordDeclaresStands() throws Exception {
        Path dir = Files.createTempDirectory("kif");
        Path declared = dir.resolve("declared.kif"), contradicted = dir.resolve("contradicted.kif");
        String moves = "手合割：平手\n1 ７六歩(77)\n2 ３四歩(33)\n3 ７七歩(76)\n";
        Files.writeString(declared, moves + "4 反則勝ち\n");
        Files.writeString(contradicted, moves + "4 反則負け\n");
        Run ok = run("validate", declared.toString(), "--no-progress");
        assertEquals(0, ok.code(), ok.out());
        assertTrue(ok.out().contains("OK, 2 plies, 0-1 agrees with the rules (illegal move); note: line 4: move 3 ７七歩(76) is illegal, as the record says"), ok.out());
        Run fail = run("validate", contradicted.toString(), "--no-progress");
        assertEquals(1, fail.code(), fail.out());
        assertTrue(fail.out().contains(":4:3: game 1: FAIL move 3 ７七歩(76): not a legal move"), fail.out());
    }
}
