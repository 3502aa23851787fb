package varia.play;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.variant.Variants;

/** Board drawing: palace and river marks derived from the regions, hands beside the board (a check's words: EngineSituationTest). */
class BoardMarksTest {
    @Test
    void xiangqiHasPalaceMarksAndARiver() throws Exception {
        String b = BoardRenderer.render(Position.start(Variants.resolve("xiangqi")), false);
        String[] l = b.split("\n");
        assertEquals("10  r n b a k a b n r", l[0], b);
        assertEquals(" 9  . . . + + + . . .", l[1], b);
        assertEquals("    ~ ~ ~ ~ ~ ~ ~ ~ ~", l[5], "river between ranks 6 and 5: " + b);
        assertEquals(" 5  . . . . . . . . .", l[6], b);
        assertEquals(" 2  . . . + + + . . .", l[9], b);
        assertFalse(b.contains("in hand"), b);
    }

    @Test
    void janggiHasPalacesButNoRiver() throws Exception {
        String b = BoardRenderer.render(Position.start(Variants.resolve("janggi")), false);
        assertTrue(b.contains("+"), b);
        assertFalse(b.contains("~"), b);
    }

    @Test
    void shogiShowsHandsAndPromotedForms() throws Exception {
        Position p = Position.start(Variants.resolve("shogi"));
        varia.record.MoveParser mp = new varia.record.MoveParser(new varia.record.San(p.variant()));
        for (String m : new String[] {"c3c4", "g7g6", "Bxh8+"}) {
            varia.record.MoveParser.Parsed typed = mp.parseTyped(p, m);
            assertTrue(typed.ok(), m + ": " + typed.error());
            p.make(typed.move());
        }
        String b = BoardRenderer.render(p, false);
        String[] l = b.split("\n");
        assertTrue(l[0].endsWith("Black in hand: -"), b);
        assertTrue(l[8].endsWith("White in hand: B"), b);
        assertTrue(l[1].contains(" +B"), "promoted bishop: " + b);
        String f = BoardRenderer.render(p, true);
        assertTrue(f.split("\n")[0].endsWith("White in hand: B"), "flipped: White's hand on top: " + f);
    }
}
