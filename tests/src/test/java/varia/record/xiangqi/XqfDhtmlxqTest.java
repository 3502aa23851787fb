package varia.record.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import varia.cli.Main;
import varia.record.Game;
import varia.record.PgnReader;
import varia.record.RecordedMove;
import varia.record.formats.Dhtmlxq;
import varia.record.formats.Formats;
import varia.record.formats.Head;
import varia.record.formats.Iccs;
import varia.record.formats.Xqf;

/**
 * XQF (the binary format of XQStudio, plain before version 0x0B and encrypted after) and
 * DhtmlXQ (the dpxq.com viewer's UBB code) on real files kept in {@code tests/records/xiangqi/}
 * (sources in its README): every file reads to the game its publisher's own converter shows,
 * encrypted and plain copies of one game give the same moves, and damaged files give a byte
 * offset, never an exception.
 */
class XqfDhtmlxqTest {
    static final Path RECORDS = Path.of("records", "xiangqi");
    @TempDir Path dir;

    record Run(int code, String out, String err) {}

    static Run run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        String all = out + "" + err;
        assertFalse(all.contains("\tat ") || all.contains("Exception"), all);
        return new Run(code, out.toString(), err.toString());
    }

    static Game xqf(String file) throws Exception {
        return new Xqf().read(Files.readAllBytes(RECORDS.resolve(file)), new String[1]).get(0);
    }

    static List<String> moves(Game g) { return g.moves().stream().map(RecordedMove::text).toList(); }

    /** Each real file, validated without naming the variant or the format: the verdict on its main line. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "xqf-eleeye/SAMPLE.XQF | 0 | OK, 75 plies, 1-0 result not decided by the rules",
            "xqf-eleeye/XQFEXAMA.XQF | 0 | OK, 110 plies, 0-1 result not decided by the rules",
            "xqf-eleeye/XQFEXAMB.XQF | 0 | OK, 87 plies, 1/2-1/2 result not decided by the rules; note: 19 variations left out",
            "xqf-cchess/test1.xqf | 0 | OK, 110 plies, 0-1 result not decided by the rules",
            "xqf-cchess/ucci_test1.xqf | 0 | OK, 43 plies, 1-0 agrees with the rules (checkmate)",
            "xqf-cchess/WildHouse.xqf | 0 | OK, 65 plies, 1/2-1/2 result not decided by the rules; note: 138 variations left out",
            "xqf-cchess/BadMoveTest3.xqf | 1 | FAIL move 5... E1-F0 (byte 1106): no piece on e2",
            "dhtmlxq-wxf/44.html | 0 | OK, 127 plies, 0-1 result not decided by the rules",
            "dhtmlxq-wxf/80.html | 0 | OK, 43 plies, 1-0 agrees with the rules (checkmate)",
    })
    void realFilesValidate(String file, int code, String verdict) {
        Run r = run("validate", RECORDS.resolve(file).toString(), "--no-progress");
        assertEquals(code, r.code(), r.out());
        assertTrue(r.out().contains(verdict), r.out());
    }

    /** SAMPLE.XQF against the PGN ElephantEye's own XQF2PGN made of it (SAMPLE.PGN): same start position, same players, result, first comment. */
    @Test
    void elephantEyesSampleReadsAsItsConverterReadIt() throws Exception {
        Game g = xqf("xqf-eleeye/SAMPLE.XQF");
        String pgn = new String(Files.readAllBytes(RECORDS.resolve("xqf-eleeye/SAMPLE.PGN")), java.nio.charset.Charset.forName("GB18030"));
        assertTrue(pgn.contains("[FEN \"" + g.tag("FEN") + "\"]"), g.tag("FEN"));
        assertTrue(pgn.contains("[Red \"" + g.tag("White") + "\"]") && pgn.contains("[Black \"" + g.tag("Black") + "\"]"));
        assertTrue(pgn.contains("[Result \"" + g.result() + "\"]"));
        assertTrue(g.preComment().startsWith("象棋让九子原属茶余饭后的娱乐"), g.preComment());
        assertEquals(75, g.moves().size());
        assertEquals("b3e3", g.moves().get(0).text()); // 1. 炮八平五
        assertEquals("h8e8", g.moves().get(1).text()); // 1... 炮８平５
    }

    /** The same game as an encrypted file (version 0x12) and a plain one (0x0A): the same moves. */
    @Test
    void encryptedAndPlainCopiesAgree() throws Exception {
        Game plain = xqf("xqf-cchess/test1.xqf"), encrypted = xqf("xqf-cchess/test.xqf"), eleeye = xqf("xqf-eleeye/XQFEXAMA.XQF");
        assertEquals(10, Files.readAllBytes(RECORDS.resolve("xqf-cchess/test1.xqf"))[2]);
        assertEquals(18, Files.readAllBytes(RECORDS.resolve("xqf-cchess/test.xqf"))[2]);
        assertEquals(moves(plain), moves(encrypted));
        assertEquals(moves(plain), moves(eleeye));
        assertNull(plain.tag("FEN"));
    }

    /** The wxf.ca game 44 as DhtmlXQ and as ICCS (samples/xiangqi, the same archive): the same moves. */
    @Test
    void dhtmlxqAndIccsGiveTheSameGame() throws Exception {
        Game d = new Dhtmlxq().read(Files.readString(RECORDS.resolve("dhtmlxq-wxf/44.html"))).get(0);
        Game i = new Iccs().read(Files.readString(Path.of("..", "samples", "xiangqi", "wxf-ca-masters.iccs"))).get(0);
        assertEquals("ZHAO GuoRong", d.tag("White"));
        assertEquals(moves(i), moves(d));
        assertEquals(17, d.moves().get(0).line());
    }

    @Test
    void contentDetectionFindsBoth() throws Exception {
        assertEquals("xqf", Formats.recognise(Head.of(Files.readAllBytes(RECORDS.resolve("xqf-cchess/WildHouse.xqf")))).name());
        assertEquals("dhtmlxq", Formats.recognise(Head.of(Files.readAllBytes(RECORDS.resolve("dhtmlxq-wxf/116.html")))).name());
        Path renamed = dir.resolve("game.bin");
        Files.copy(RECORDS.resolve("xqf-eleeye/SAMPLE.XQF"), renamed);
        Run r = run("validate", renamed.toString(), "--no-progress");
        assertEquals(0, r.code(), r.out());
        Run c = run("convert", renamed.toString(), "--coordinates");
        assertEquals(0, c.code(), c.err());
        assertEquals(75, PgnReader.readAll(c.out()).get(0).moves().size());
    }

    /** A position ({@code binit}), several games in a page, results in words, variations and comments. */
    @Test
    void dhtmlxqBlocksPositionsResultsAndComments() {
        String page = """
                <html><body>
                [DhtmlXQ][DhtmlXQ_title]A[/DhtmlXQ_title][DhtmlXQ_red]Red one[/DhtmlXQ_red][DhtmlXQ_black]Black one[/DhtmlXQ_black]
                [DhtmlXQ_result]红胜[/DhtmlXQ_result]
                [DhtmlXQ_binit]8979695949392919097717866646260600102030405060708012720323436383[/DhtmlXQ_binit]
                [DhtmlXQ_movelist]77477242[/DhtmlXQ_movelist][DhtmlXQ_comment1]central cannon[/DhtmlXQ_comment1]
                [DhtmlXQ_move_1_1_1]1927[/DhtmlXQ_move_1_1_1][/DhtmlXQ]
                [DhtmlXQ][DhtmlXQ_result]黑胜[/DhtmlXQ_result]
                [DhtmlXQ_binit]9999999949999999999999999999999999999999309999999999999999999999[/DhtmlXQ_binit]
                [DhtmlXQ_movelist]4948[/DhtmlXQ_movelist][/DhtmlXQ]
                </body></html>
                """;
        List<Game> games = new Dhtmlxq().read(page);
        assertEquals(2, games.size());
        Game a = games.get(0);
        assertEquals(List.of("h3e3", "h8e8"), moves(a));
        assertNull(a.tag("FEN")); // the standard binit is the start position
        assertEquals("1-0", a.result());
        assertEquals("central cannon", a.moves().get(0).comment());
        assertTrue(a.notes().get(0).message().contains("1 variation left out"), a.notes().toString());
        Game b = games.get(1);
        assertEquals("0-1", b.result());
        assertEquals("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", b.tag("FEN")); // Red's king on e1 (49), Black's on d10 (30); Red moves first (4948)
        assertEquals(List.of("e1e2"), moves(b));
    }

    @Test
    void badDhtmlxqIsAProblemAtItsLineAndColumn() {
        Game g = new Dhtmlxq().read("[DhtmlXQ_movelist]7747\n72x2[/DhtmlXQ_movelist]").get(0);
        assertEquals("2:3: 'x' in the move list: moves are groups of four digits", g.problems().get(0).toString());
        Game odd = new Dhtmlxq().read("[DhtmlXQ_movelist]774772[/DhtmlXQ_movelist]").get(0);
        assertEquals("1:23: the move list ends with 2 digit(s): moves are groups of four digits", odd.problems().get(0).toString());
        Game off = new Dhtmlxq().read("[DhtmlXQ_movelist]9747[/DhtmlXQ_movelist]").get(0);
        assertTrue(off.problems().get(0).message().contains("file 9 is off the board"), off.problems().toString());
    }

    /** Damaged XQF: a clear message at a byte offset, from validate and convert alike; thousands of random damages never throw. */
    @Test
    void damagedXqfSaysWhereAndNeverThrows() throws Exception {
        byte[] sample = Files.readAllBytes(RECORDS.resolve("xqf-eleeye/SAMPLE.XQF"));
        Path cut = dir.resolve("cut.xqf");
        Files.write(cut, Arrays.copyOf(sample, 700));
        Run r = run("validate", cut.toString(), "--no-progress");
        assertEquals(1, r.code());
        assertTrue(r.out().contains("FAIL syntax: byte 700: the file ends inside the XQF header (1,024 bytes): the file is cut short"), r.out());
        Path shorter = dir.resolve("short.xqf");
        Files.write(shorter, Arrays.copyOf(sample, 1300));
        Run s = run("validate", shorter.toString(), "--no-progress");
        assertEquals(1, s.code(), s.out());
        assertTrue(s.out().matches("(?s).*FAIL syntax: byte 1\\d{3}: .*"), s.out());
        Run c = run("convert", shorter.toString());
        assertEquals(1, c.code());
        assertTrue(c.err().contains("byte 1"), c.err());
        SplittableRandom rnd = new SplittableRandom(25);
        for (int k = 0; k < 3000; k++) {
            byte[] b = sample.clone();
            for (int n = 1 + rnd.nextInt(8); n > 0; n--) b[rnd.nextInt(b.length)] = (byte) rnd.nextInt(256);
            if (rnd.nextInt(4) == 0) b = Arrays.copyOf(b, rnd.nextInt(b.length));
            List<Game> games = new Xqf().read(b, new String[1]);
            assertEquals(1, games.size());
        }
        assertTrue(new Xqf().read("XQ text").get(0).problems().get(0).message().contains("binary"));
        assertTrue(new String(sample, 0, 2, StandardCharsets.ISO_8859_1).equals("XQ"));
    }
}
