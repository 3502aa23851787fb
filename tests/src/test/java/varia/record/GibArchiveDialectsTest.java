package varia.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.record.formats.Gib;

/**
 * What the GIB archives of the Korean servers hold and the reader once refused (issue 25 item 5,
 * tests/src/test/resources/archives/janggi): a comment over several lines after a move, blank lines
 * inside comments, the board tag 판 of handicap games, Kakao's letter coordinates, and the old
 * numbering, which is refused with its reason. Each shape is copied from a real file, named.
 */
class GibArchiveDialectsTest {

    static List<String> moves(Game g) { return g.moves().stream().map(RecordedMove::text).toList(); }

    /**
     * daejanggun-jeon.gib (1968): move 1, then a comment over five lines, later a comment holding a
     * blank line. Before: the line left after a closing brace read as a blank line, so the game
     * ended after move 1 and its move 2 began a game of its own (refused: "the piece on i7 is not
     * White's").
     */
    @Test
    void aCommentOverSeveralLinesOrHoldingABlankLineDoesNotEndTheGame() {
        String gib = """
                [초대국자 "갑"]
                [한대국자 "을"]
                [대국결과 "한 완승"]

                {before the first move}
                1. 71楚卒72
                {a list
                of names

                over lines}
                2. 49漢兵48 3. 08楚馬87 {mid-line} 4. 18漢馬37 {one
                more} 5. 88楚包85
                {the end}

                [초대국자 "병"]
                1. 79졸78
                """;
        List<Game> games = new Gib().read(gib);
        assertEquals(2, games.size());
        Game g = games.get(0);
        assertTrue(g.problems().isEmpty(), g.problems().toString());
        assertEquals(List.of("a4b4", "i7h7", "h1g3", "h10g8", "h3e3"), moves(g));
        // the moves keep their columns: '4. 18漢馬37' after a comment on line 11
        assertEquals(11, g.moves().get(3).line());
        assertEquals("2. 49漢兵48 3. 08楚馬87 {mid-line} ".length() + 4, g.moves().get(3).column());
        assertEquals(List.of("i4h4"), moves(games.get(1)));
        assertEquals("병", games.get(1).tag("White"));
    }

    /**
     * neojanggi.gib game 27 (2002): Han gives the handicap of its two guards (접장기) and moves first.
     * The tag lists Cho's back row first, Cho in Korean letters and Han in Hanja, leaves out a row's
     * empty points after its last piece, and the first row matches 초차림 마상상마, the last 한차림 마상마상.
     */
    @Test
    void theBoardTagOfAHandicapGameIsItsStartPosition() {
        String gib = """
                [초대국자 "손도끼 1단아마"]
                [한대국자 "IQ180 9단아마"]
                [초차림 "마상상마"]
                [한차림 "마상마상"]
                [대국결과 "楚 불계승"]
                [판 "차마상사1사상마차/4장/1포5포/졸1졸1졸1졸1졸///兵1兵1兵1兵1兵/1包5包/4將/車馬象3馬象車 한 접장기"]

                1. 12마33 2. 08마87
                """;
        Game g = new Gib().read(gib).get(0);
        assertTrue(g.problems().isEmpty(), g.problems().toString());
        assertEquals("rnb3nbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 1", g.tag("FEN"));
        assertNull(g.tag("초차림"));
        Variantless.validates(g, 2);
        // what does not fit the board is the game's problem at the tag's line, never a guess
        Map<String, String> bad = Map.of(
                "차마상사1사상마차/4장 한 접장기", "board tag 판: 2 rows, 10 expected",
                "차마상사1사상마차1/4장/1포5포/졸1졸1졸1졸1졸///兵1兵1兵1兵1兵/1包5包/4將/車馬象3馬象車 한 접장기", "board tag 판: the tag's row 1 has 10 points, 9 at most",
                "차마상사1사상마차/4장/1포5포/졸1졸1졸1졸1졸///兵1兵1兵1兵1兵/1包5包/4漢/車馬象3馬象車 한 접장기", "board tag 판: unknown piece '漢' in the tag's row 9",
                "차마상사1사상마차/4장/1포5포/졸1졸1졸1졸1졸///兵1兵1兵1兵1兵/1包5包/4將/車馬象3馬象車 접장기", "board tag 판: side to move '접장기' after the board");
        bad.forEach((value, error) -> {
            Game b = new Gib().read("[판 \"" + value + "\"]\n\n1. 12마33\n").get(0);
            assertEquals(1, b.problems().size(), value);
            assertEquals(1, b.problems().get(0).line());
            assertTrue(b.problems().get(0).message().startsWith(error), b.problems().get(0).message());
        });
    }

    /** kakao-041.gib game 94 (2020): Kakao writes the points with letters, rank 0-9 from Cho's back row. */
    @Test
    void kakaosLetterCoordinates() {
        assertEquals("i4h4", Gib.move("i3卒h3"));
        assertEquals("a7b7", Gib.move("a6兵b6"));
        assertEquals("i1i5", Gib.move("i0車i4"));
        assertEquals("b10c8", Gib.move("b9馬c7"));
        assertEquals("e3e2", Gib.move("e2包e1장군"));
        assertNull(Gib.move("j3卒h3"));
    }

    /** lee-ilhun-old-coordinates.gib (1993): the old numbering is refused at its tag, with the reason, not replayed as the usual one. */
    @Test
    void theOldCoordinatesAreRefusedWithTheirReason() {
        Game g = new Gib().read("""
                [초대국자 "이일훈 9단"]
                [기보형식 "구좌표"]

                1. 84졸74 2. 20마28
                """).get(0);
        assertEquals(1, g.problems().size(), g.problems().toString());
        assertEquals(2, g.problems().get(0).line());
        assertTrue(g.problems().get(0).message().startsWith("the old coordinates (기보형식 \"구좌표\") are not read"), g.problems().toString());
    }

    /** Validates a janggi game read from GIB under the bundled rules: every move replays. */
    static final class Variantless {
        static void validates(Game g, int plies) {
            Verdict v = new Validator(Archives.variant("janggi", Map.of())).validate(g);
            assertTrue(v.ok(), VerdictFormat.text("x.gib", v));
            assertEquals(plies, v.plies());
        }
    }
}
