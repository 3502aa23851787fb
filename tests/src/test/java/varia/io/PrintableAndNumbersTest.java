package varia.io;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

/** Issue 13, item 7: text from input is inert on a terminal; numbers out of range say the range. */
class PrintableAndNumbersTest {
    @Test
    void controlAndBidiCharactersAreShownAsEscapes() {
        assertEquals("\\x1B[2J\\x1B]0;title\\x07 a b", Printable.forTerminal("\u001b[2J\u001b]0;title\u0007 a\tb"));
        assertEquals("abc\\u202Edef\\x9B", Printable.forTerminal("abc\u202edef\u009b"));
        assertEquals("Réti 王 ♔", Printable.forTerminal("Réti 王 ♔"), "other text unchanged");
        String s = Printable.shorten("x".repeat(1 << 20));
        assertTrue(s.length() < 120 && s.endsWith("...(1048576 characters)"), s);
        assertEquals("first line", Printable.firstLine("  first line\nsecond\u001b"));
    }

    @Test
    void wholeNumbersSayTheirRange() {
        assertEquals(42, WholeNumber.parse(" 42 ", 0, 100, "depth"));
        assertEquals(Long.MAX_VALUE, WholeNumber.parse("9223372036854775807", 0, Long.MAX_VALUE, "nodes"));
        for (String bad : new String[] {"99999999999999999999", "-1", "101", "4.5", "ten", "", "1e3"}) {
            var e = assertThrows(IllegalArgumentException.class, () -> WholeNumber.parse(bad, 0, 100, "depth"));
            assertEquals("depth must be a whole number from 0 to 100, not '" + bad + "'", e.getMessage());
        }
        var big = assertThrows(IllegalArgumentException.class, () -> WholeNumber.parse("9".repeat(100_000), 1, 1024, "Hash"));
        assertTrue(big.getMessage().startsWith("Hash must be a whole number from 1 to 1,024, not '999"), big.getMessage());
    }
}
