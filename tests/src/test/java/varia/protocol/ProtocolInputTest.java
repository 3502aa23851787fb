package varia.protocol;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.search.Limits;
import varia.search.SearchResult;
import varia.search.Searcher;
import varia.engine.Position;
import varia.variant.Variants;

/**
 * Issue 13, items 2, 6 and 7 in the engine protocols: values out of range are reported with
 * their range (never clamped in silence, never a crash), a huge move time is a long search
 * (not an overflow that answers at once), variant paths that are no files are refused.
 */
class ProtocolInputTest {
    static List<String> uci(String script) throws Exception {
        try (ProtocolSession s = ProtocolSession.uci(Variants.resolve("chess"))) {
            s.sendAll(script);
            s.endInput();
            assertTrue(s.ended());
            return s.lines();
        }
    }

    static List<String> xboard(String script) throws Exception {
        try (ProtocolSession s = ProtocolSession.xboard(Variants.resolve("chess"))) {
            s.sendAll(script);
            s.endInput();
            assertTrue(s.ended());
            return s.lines();
        }
    }

    @Test
    void uciValuesOutOfRangeAreReported() throws Exception {
        List<String> out = uci("""
                setoption name Hash value 99999
                setoption name Hash value 99999999999999999999
                setoption name Hash value 8
                setoption
                go depth 0 nodes -5 movetime 1.5 wtime
                stop
                """);
        assertEquals("info string Hash (MB) must be a whole number from 1 to 1,024, not '99999'; ignored", out.get(0));
        assertEquals("info string Hash (MB) must be a whole number from 1 to 1,024, not '99999999999999999999'; ignored", out.get(1));
        assertEquals("info string setoption needs 'name NAME [value VALUE]'", out.get(2));
        assertEquals("info string go depth must be a whole number from 1 to 100, not '0'; ignored", out.get(3));
        assertEquals("info string go nodes must be a whole number from 0 to 9,223,372,036,854,775,807, not '-5'; ignored", out.get(4));
        assertEquals("info string go movetime must be a whole number from 0 to 9,223,372,036,854,775,807, not '1.5'; ignored", out.get(5));
        assertEquals("info string go: wtime needs a value", out.get(6));
        assertTrue(out.get(out.size() - 1).startsWith("bestmove "), out.toString());
    }

    /** 9999999999999 ms once overflowed the deadline into the past: the search answered at once. */
    @Test
    void aHugeMoveTimeIsAVeryLongSearchNotAnImmediateOne() throws Exception {
        var chess = Variants.resolve("chess");
        SearchResult r = new Searcher(chess).search(Position.start(chess), Limits.moveTime(9_999_999_999_999L).withDepth(4));
        assertEquals(4, r.depth(), "the depth limit ended it, not the clock");
        Limits clock = Limits.clock(Long.MAX_VALUE, Long.MAX_VALUE, 0);
        assertTrue(clock.softMs() > 0 && clock.hardMs() > 0 && clock.softMs() <= clock.hardMs(), clock.toString());
        SearchResult c = new Searcher(chess).search(Position.start(chess), clock.withDepth(3));
        assertEquals(3, c.depth());
    }

    @Test
    void xboardBadNumbersAreErrorsNotCrashes() throws Exception {
        List<String> out = xboard("""
                st abc
                sd 0
                sd 99999999999
                time -5
                level 40 5
                level 40 x 0
                level 99999999999 5 0
                usermove a99999999999b1
                ping 1
                """);
        assertEquals(List.of(
                "Error (st must be a number of seconds from 0.001 to 999,999,999,999, not 'abc'): st",
                "Error (sd must be a whole number from 1 to 100, not '0'): sd",
                "Error (sd must be a whole number from 1 to 100, not '99999999999'): sd",
                "Error (time (centiseconds) must be a whole number from 0 to 922,337,203,685,477,580, not '-5'): time (centiseconds)",
                "Error (level needs MPS BASE INC, e.g. level 40 5 0): level 40 5",
                "Error (level BASE must be minutes or minutes:seconds, not 'x'): level",
                "Error (level MPS must be a whole number from 0 to 1,000,000, not '99999999999'): level MPS",
                "Illegal move: a99999999999b1",
                "pong 1"), out);
    }

    @Test
    void variantPathsThatAreNoFilesAreRefused(@TempDir java.nio.file.Path dir) throws Exception {
        List<String> u = uci("setoption name UCI_Variant value /dev/zero\nd\n");
        assertEquals("info string cannot load variant /dev/zero: /dev/zero: not a regular file (a character device), so not read as a variant file", u.get(0));
        assertTrue(u.get(1).startsWith("Fen: rnbqkbnr/pppppppp/"), "still chess: " + u);
        List<String> x = xboard("variant /dev/urandom\nvariant nosuch\n");
        assertEquals(List.of("Error (cannot load variant: /dev/urandom: not a regular file (a character device), so not read as a variant file): variant /dev/urandom",
                "Error (unknown variant): nosuch"), x);
    }

    @Test
    void overlongLinesAreSkippedWithAWord() throws Exception {
        List<String> out = uci("position startpos moves " + "e2e4 ".repeat(CommandInput.MAX_LINE / 5 + 10) + "\nisready\n");
        assertEquals(List.of("info string line 1 is longer than 1048576 characters; ignored", "readyok"), out);
    }
}
