package varia.play;

import static org.junit.jupiter.api.Assertions.*;

import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import varia.engine.Moves;
import varia.engine.Position;
import varia.record.MoveParser;
import varia.record.San;
import varia.variant.Variants;

class MoveListFormatTest {
    @Test
    void roundTripFromAFenWithResult() throws Exception {
        Game g = Game.fromFen(Variants.resolve("chess"), "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        g.play(g.position().parseUci("a1a8"));
        StringWriter w = new StringWriter();
        new MoveListFormat().write(g, w);
        assertEquals("# Varia game\nvariant chess\nfen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\nmoves a1a8\nresult 1-0 checkmate\n", w.toString());
        Game back = new MoveListFormat().read(new StringReader(w.toString()));
        assertEquals(g.position().toFen(), back.position().toFen());
        assertEquals(g.moveTexts(), back.moveTexts());
        assertTrue(back.result().isOver());
    }

    @Test
    void errorsNameTheProblem() {
        var f = new MoveListFormat();
        assertEquals("no 'variant' line", assertThrows(IllegalArgumentException.class, () -> f.read(new StringReader("moves e2e4\n"))).getMessage());
        assertEquals("unknown variant 'nosuch'", assertThrows(IllegalArgumentException.class, () -> f.read(new StringReader("variant nosuch\n"))).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> f.read(new StringReader("variant makruk\nmoves e2e4\n")))
                .getMessage().startsWith("move 1 'e2e4' is not legal in rnsmksnr/"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> f.read(new StringReader("variant makruk\nbogus 1\n")))
                .getMessage().startsWith("line 2: expected"));
    }

    @Test
    void coordinateParserAcceptsCommonSpellings() throws Exception {
        Position p = Position.start(Variants.resolve("chess"));
        MoveParser mp = new MoveParser(new San(p.variant()));
        int m = p.parseUci("e2e4");
        assertEquals(m, mp.parseTyped(p, "e2e4").move());
        assertEquals(m, mp.parseTyped(p, " E2-E4 ").move());
        assertFalse(mp.parseTyped(p, "e2e5").ok());
        assertEquals(p.parseUci("g1f3"), mp.parseTyped(p, "G1xF3").move(), "coordinates in capitals with a separator");
        assertEquals(p.parseUci("g1f3"), mp.parseTyped(p, "Nf3").move(), "the typed reading reads SAN too");
        Position q = Position.fromFen(Variants.resolve("chess"), "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        assertEquals(q.parseUci("a7a8q"), mp.parseTyped(q, "a7a8=Q").move());
    }
}
