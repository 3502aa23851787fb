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

/** save/load through PGN, and moves typed in SAN. */
class PgnFormatTest {
    static Game roundTrip(Game g) throws Exception {
        StringWriter w = new StringWriter();
        GameFormat.standard(g.variant()).write(g, w);
        return GameFormat.standard(g.variant()).read(new StringReader(w.toString()));
    }

    static void play(Game g, String... moves) {
        MoveParser mp = new MoveParser(new San(g.variant()));
        for (String s : moves) {
            MoveParser.Parsed m = mp.parseTyped(g.position(), s);
            assertTrue(m.ok(), s + " in " + g.position().toFen() + ": " + m.error());
            g.play(m.move());
        }
    }

    @Test
    void shogiWithADropRoundTrips() throws Exception {
        Game g = Game.start(Variants.resolve("shogi"));
        play(g, "c3c4", "g7g6", "Bxh8+", "Sxh8", "B*e5");  // the drop in the '*' form of shogi records
        StringWriter w = new StringWriter();
        GameFormat.standard(g.variant()).write(g, w);
        assertTrue(w.toString().contains("B@e5"), w.toString());
        Game back = roundTrip(g);
        assertEquals(g.position().toFen(), back.position().toFen());
        assertEquals(g.sanTexts(), back.sanTexts());
    }

    @Test
    void janggiPassRoundTrips() throws Exception {
        Game g = Game.start(Variants.resolve("janggi"));
        play(g, "pass", "e9e9");  // a pass in words and as the general's move to its own square
        Game back = roundTrip(g);
        assertEquals(2, back.plies());
        assertEquals(g.position().toFen(), back.position().toFen());
    }

    @Test
    void startFromAFenAndFinishedGame() throws Exception {
        Game g = Game.fromFen(Variants.resolve("chess"), "4k3/8/4K3/8/8/8/8/7R w - - 0 1");
        play(g, "Rh8#");
        StringWriter w = new StringWriter();
        GameFormat.standard(g.variant()).write(g, w);
        String pgn = w.toString();
        assertTrue(pgn.contains("[FEN \"4k3/8/4K3/8/8/8/8/7R w - - 0 1\"]") && pgn.contains("[Termination \"checkmate\"]")
                && pgn.contains("1. Rh8# 1-0"), pgn);
        assertEquals("1-0", roundTrip(g).result().pgn());
    }

    @Test
    void oldLineFormatStillLoadsAndBadFilesSayWhy() throws Exception {
        Game g = GameFormat.standard().read(new StringReader("# Varia game\nvariant makruk\nmoves a3a4 h6h5\n"));
        assertEquals(2, g.plies());
        var e = assertThrows(IllegalArgumentException.class,
                () -> GameFormat.standard().read(new StringReader("[Variant \"makruk\"]\n\n1. Qe4 *\n")));
        assertTrue(e.getMessage().contains("Qe4"), e.getMessage());
    }

    @Test
    void sanIsReadAfterCoordinatesWithTheReasonForARejectedMove() throws Exception {
        Position p = Position.start(Variants.resolve("chess"));
        MoveParser mp = new MoveParser(new San(p.variant()));
        assertEquals(p.parseUci("g1f3"), mp.parseTyped(p, "Nf3").move());
        assertEquals(p.parseUci("e2e4"), mp.parseTyped(p, "e2e4").move());
        assertEquals(Moves.NONE, mp.parseTyped(p, "Ke2").move());
        assertNotNull(mp.parseTyped(p, "Ke2").error());
    }
}
