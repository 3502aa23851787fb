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
    /** Option hia=gifford: the page's own wording of the field of influence (the default is Carrillo's). */
    static final Variant GIFFORD = variant("shatar-old-1-hia", Map.of("hia", "gifford"));

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
     * to the bodyguard, must stop its move" (no side named: both sides, option hia=gifford); by
     * default Carrillo's Hia (seed 000: "Friendly sliders ... are un-impacted"), to which the page
     * sends players for the Hia. After 2.f3 e6 3.Kf2 the white bers on d1 stands next to its own
     * Hia on e1.
     */
    @Test
    void giffordsZoneSlowsFriendsCarrillosDoesNot() {
        Position g = play(Position.start(GIFFORD), "f2f3", "e7e6", "e1f2", "a7a6");
        assertEquals(set("d1d2"), movesFrom(g, "d1"), "Gifford: d2 is next to the Hia, the bers stops there");
        Position c = play(Position.start(OLD1), "f2f3", "e7e6", "e1f2", "a7a6");
        assertEquals(set("d1d2", "d1d3"), movesFrom(c, "d1"), "Carrillo: friendly sliders cross the zone");
    }

    /**
     * seed 002, "Pieces", Bodyguard: "(2) Any piece adjacent to a bodyguard can move only one square"
     * (the strict reading, option hia=gifford): a black rook on d4 next to the white Hia on e3 moves
     * one square, even out of the zone; by default (Carrillo's) it slides out freely.
     */
    @Test
    void giffordsSecondClauseOneSquareOnly() {
        String fen = "7k/8/8/8/3r4/4H3/8/K7 b - - 0 1";
        String[] up = {"d5", "d6", "d7", "d8"};
        assertEquals(set("d4d5"), movesTo(position(GIFFORD, fen), "d4", up));
        assertEquals(set("d4d5", "d4d6", "d4d7", "d4d8"), movesTo(position(OLD1, fen), "d4", up));
    }

    /**
     * The inventor's own published game (samples/shatar-old-1-hia/gifford-2022-example.pgn, from the
     * page's comments, rules-notes.md) plays 16...Ra8 with the rook on c8 beside its own Hia on d7:
     * friendly pieces are not slowed, as in Carrillo's Hia (the default), which the page itself
     * sends players to; the page's clause (2) read for both sides (hia=gifford) refuses the move.
     */
    @Test
    void theInventorsGameFollowsCarrillosHia() {
        String fen = "2rj3r/pkphnpbp/2n1p1p1/1b1p4/1P1P4/2P1PPPN/1BJN1KBP/R3H2R b - - 1 16";
        assertTrue(movesFrom(position(OLD1, fen), "c8").contains("c8a8"));
        assertFalse(movesFrom(position(GIFFORD, fen), "c8").contains("c8a8"));
    }

    /**
     * seed 002, "Pieces", Bodyguard: the Hia moves "only one or two squares"; seed 000 (the Hia on c5,
     * to which seed 002 sends the reader): a slider of 1 or 2 squares. Its field of influence lies on
     * the squares adjacent to it, and a piece is not adjacent to itself: its own zone never stops it.
     * From d4 the Hia has its 16 squares under both readings (issue 28: Gifford's reading gave 8, and
     * validate refused Hd4-d6 as "stopped on d5 by the zone of the Hia on d4"; Gifford's reading
     * was then the default).
     */
    @Test
    void theHiasOwnZoneNeverStopsIt() {
        String fen = "k7/7p/8/8/3H4/8/8/K7 w - - 0 1";
        java.util.Set<String> sixteen = set("d4d5", "d4d6", "d4c4", "d4b4", "d4e4", "d4f4", "d4d3", "d4d2",
                "d4c5", "d4b6", "d4e5", "d4f6", "d4c3", "d4b2", "d4e3", "d4f2");
        for (Variant v : new Variant[] {OLD1, GIFFORD}) {
            Position p = position(v, fen);
            assertEquals(sixteen, movesFrom(p, "d4"), "hia=" + v.options().get(0).value());
            assertEquals(19, moves(p).size(), "and the king's three");
        }
        varia.record.Game g = varia.record.PgnReader.readAll("[FEN \"" + fen + "\"]\n\n1. Hd4-d6 h6 *\n").get(0);
        varia.record.Verdict v = new varia.record.Validator(GIFFORD).validate(g);
        assertTrue(v.ok(), () -> String.valueOf(v.failure()));
    }

    /**
     * seed 000: "it takes sliders (Queens, Bishops, Rooks and opposite Hias) at least 2 steps to
     * capture a Hia": another Hia's zone still stops a Hia. The black Hia on c6 covers d5 and c5, so
     * the white Hia on d4 stops there (under both readings); under Gifford's clause (2) a Hia next
     * to the other Hia moves one square only, under Carrillo's it slides out of the zone.
     */
    @Test
    void anotherHiasZoneStillStopsAHia() {
        String fen = "k7/7p/2h5/8/3H4/8/8/K7 w - - 0 1";
        for (Variant v : new Variant[] {OLD1, GIFFORD}) {
            Position p = position(v, fen);
            assertEquals(set("d4d5", "d4c5", "d4e5", "d4f6"), movesTo(p, "d4", "d5", "d6", "c5", "b6", "e5", "f6"),
                    "hia=" + v.options().get(0).value());
        }
        String next = "k7/7p/2h5/3H4/8/8/8/K7 w - - 0 1"; // the white Hia on d5, next to the black one
        String[] down = {"d4", "d3"};
        assertEquals(set("d5d4"), movesTo(position(GIFFORD, next), "d5", down), "Gifford (2): one square only");
        assertEquals(set("d5d4", "d5d3"), movesTo(position(OLD1, next), "d5", down), "Carrillo: it slides out of the zone");
    }

    /**
     * Old 1 Hia takes Shatar's rules (seed 002, "Rules"), so the readings of a mate the knight takes
     * part in are those of shatar.yaml (ShatarRulesTest#matesTheKnightTakesPartIn, seed 001's second
     * description): knight-mate=draw draws the double check 1.Ng6 and not the rook's mate that
     * 1.Nf5 uncovers; knight-mate=draw-knight-move draws both; by default both win.
     */
    @Test
    void matesTheKnightTakesPartIn() {
        String fen = "6rk/6p1/8/8/7N/8/8/K6R w - - 0 1";
        Variant draw = variant("shatar-old-1-hia", Map.of("knight-mate", "draw"));
        assertEquals(varia.engine.GameResult.Status.DRAW, play(position(draw, fen), "h4g6").result().status());
        assertEquals(varia.engine.GameResult.Status.WHITE_WINS, play(position(draw, fen), "h4f5").result().status());
        Variant byMove = variant("shatar-old-1-hia", Map.of("knight-mate", "draw-knight-move"));
        assertEquals(varia.engine.GameResult.Status.DRAW, play(position(byMove, fen), "h4g6").result().status());
        assertEquals(varia.engine.GameResult.Status.DRAW, play(position(byMove, fen), "h4f5").result().status());
        assertEquals(varia.engine.GameResult.Status.WHITE_WINS, play(position(OLD1, fen), "h4g6").result().status());
        assertEquals(varia.engine.GameResult.Status.WHITE_WINS, play(position(OLD1, fen), "h4f5").result().status());
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
