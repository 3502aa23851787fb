package varia.rules.hia;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.hia.HiaPlay.*;

import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Shatar "Old 1 Hia" (variants/shatar-old-1-hia.yaml). "seed 002" is
 * /work/shared/seeds/002_4e23b2b760a25e2a.txt (Gifford's page); "rules-notes" is
 * shared/reference/rules-notes.md, section Shatar "Old 1 Hia".
 */
class ShatarOld1HiaRulesTest {

    static final Variant OLD1 = variant("shatar-old-1-hia");

    /**
     * seed 002, "Pieces", King: after the king's first move a Hia is placed on the vacated square,
     * and king move plus placement count as one move; rules-notes: the inventor records it as
     * "6. Kf2 / Hia e1". The game starts after the compulsory 1.d4 d5.
     */
    @Test
    void theKingsFirstMoveLeavesAHia() {
        Position p = play(Position.start(OLD1), "f2f3", "e7e6", "e1f2");
        assertEquals('K', at(p, "f2"));
        assertEquals('H', at(p, "e1"), "the Hia appears on e1");
        assertEquals(1, p.sideToMove(), "king move and placement are one move: Black is to move");
        play(p, "e8e7");
        assertEquals('h', at(p, "e8"), "Black's Hia appears on e8");
        play(p, "f2g3");
        assertEquals('.', at(p, "f2"), "only the king's first move places a Hia");
        assertEquals('H', at(p, "e1"));
        long hias = 0;
        for (int sq = 0; sq < p.squareCount(); sq++)
            if (p.pieceTypeAt(sq) != null && p.pieceTypeAt(sq).letter() == 'H') hias++;
        assertEquals(2, hias, "one Hia per side");
        // and undoing the king's move takes the Hia away again
        p.unmake();
        p.unmake();
        p.unmake();
        assertEquals('K', at(p, "e1"));
        assertEquals('.', at(p, "f2"));
        assertEquals('P', at(p, "f3"));
    }

    /**
     * seed 002, "Pieces", Bodyguard: the Hia "cannot give check or mate (Kings are immune to it and
     * can move next to and capture it)".
     */
    @Test
    void kingsMayApproachAndTakeAHia() {
        // white king e4 (and a pawn, so that White is not bare: robado), black Hia e5 and king h8
        Position p = position(OLD1, "7k/8/8/4h3/4K3/8/P7/8 w - - 0 1");
        assertFalse(p.inCheck());
        assertTrue(moves(p).contains("e4e5"));
        assertEquals(8, movesFrom(p, "e4").size());
    }

    /**
     * seed 002, "Pieces", Bodyguard: "(1) a Queen, Rook, or Bishop sliding through any square adjacent
     * to the bodyguard, must stop its move" (no side named: both sides, the default 'gifford');
     * option hia=carrillo (seed 000: "Friendly sliders ... are un-impacted"). After 2.f3 e6 3.Kf2 the
     * white bers on d1 stands next to its own Hia on e1.
     */
    @Test
    void giffordsZoneSlowsFriendsCarrillosDoesNot() {
        Position g = play(Position.start(OLD1), "f2f3", "e7e6", "e1f2", "a7a6");
        assertEquals(set("d1d2"), movesFrom(g, "d1"), "Gifford: d2 is next to the Hia, the bers stops there");
        Variant carrillo = variant("shatar-old-1-hia", Map.of("hia", "carrillo"));
        Position c = play(Position.start(carrillo), "f2f3", "e7e6", "e1f2", "a7a6");
        assertEquals(set("d1d2", "d1d3"), movesFrom(c, "d1"), "Carrillo: friendly sliders cross the zone");
    }

    /**
     * seed 002, "Pieces", Bodyguard: "(2) Any piece adjacent to a bodyguard can move only one square"
     * (the strict reading, default): a black rook on d4 next to the white Hia on e3 moves one square,
     * even out of the zone; under hia=carrillo it slides out freely.
     */
    @Test
    void giffordsSecondClauseOneSquareOnly() {
        String fen = "7k/8/8/8/3r4/4H3/8/K7 b - - 0 1";
        String[] up = {"d5", "d6", "d7", "d8"};
        assertEquals(set("d4d5"), movesTo(position(OLD1, fen), "d4", up));
        Variant carrillo = variant("shatar-old-1-hia", Map.of("hia", "carrillo"));
        assertEquals(set("d4d5", "d4d6", "d4d7", "d4d8"), movesTo(position(carrillo, fen), "d4", up));
    }

    /**
     * seed 002, "Pieces", Knight: "same as in western chess, but cannot give mate" (Shatar's rule,
     * kept): the smothered mate Nf7 is illegal, the other knight moves are not.
     */
    @Test
    void theKnightStillCannotMate() {
        Position p = position(OLD1, "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1");
        assertEquals(set("g5e4", "g5e6", "g5f3", "g5h3", "g5h7"), movesFrom(p, "g5"));
    }
}
