package varia.notation;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

/** Issue 13, item 5: the compiler's work is bounded; a megabyte of notation fails at once with a column. */
class LengthLimitTest {
    @Test
    void aMegabyteOfNotationIsRefusedAtTheLimitsColumn() {
        NotationException e = assertThrows(NotationException.class, () -> Notation.compile("W".repeat(1 << 20)));
        assertEquals(Notation.MAX_LENGTH + 1, e.column());
        assertEquals("movement longer than 1000 characters (this one has 1048576)", e.getMessage());
        assertNotNull(e.hint());
    }

    @Test
    void aStringAtTheLimitStillCompiles() throws Exception {
        String s = "WF".repeat(Notation.MAX_LENGTH / 2); // no letter twice in a row: no rider
        assertEquals(Notation.MAX_LENGTH, s.length());
        assertEquals(Notation.compile("WF"), Notation.compile(s), "repeats merge into the same moves");
    }
}
