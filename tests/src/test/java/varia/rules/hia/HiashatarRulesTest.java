package varia.rules.hia;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.hia.HiaPlay.*;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Hiashatar (variants/hiashatar.yaml): constructed positions, each naming the sentence it checks.
 * "seed 000" is /work/shared/seeds/000_3c2e2e628276f23f.txt (Carrillo's preset page); "rules-notes"
 * is shared/reference/rules-notes.md, section Hiashatar. Squares are files a-j, ranks 1-10.
 */
class HiashatarRulesTest {

    static final Variant HIA = variant("hiashatar");

    /**
     * The worked example of seed 000 (the paragraphs after "The Hia on h4 shows"): White K i2,
     * Hia h4; Black Q i8, B d7; plus a black king on a10 and a white pawn on c2 for tempo moves.
     */
    static final String EXAMPLE = "k9/10/8q1/3b6/10/10/7H2/10/2P5K1/10";

    /** seed 000: "it would appear that Black's Bishop and Queen are both checking the White King; but this is not the case". */
    @Test
    void workedExampleWhiteIsNotInCheck() {
        assertFalse(position(HIA, EXAMPLE + " w - - 0 1").inCheck(), "the h4 zone truncates both paths");
        // without the Hia the same queen and bishop do check: the zone is what protects the king
        assertTrue(position(HIA, "k9/10/8q1/3b6/10/10/10/10/2P5K1/10 w - - 0 1").inCheck());
    }

    /**
     * seed 000: the bishop "can slide as far as g4, the first square inside of the Hia's zone"; "The
     * Black Queen's path itself is truncated at i5".
     */
    @Test
    void workedExampleSlidesStopOnTheFirstZoneSquare() {
        Position p = position(HIA, EXAMPLE + " b - - 0 1");
        assertEquals(set("d7e6", "d7f5", "d7g4"), movesTo(p, "d7", "e6", "f5", "g4", "h3", "i2"));
        assertEquals(set("i8i7", "i8i6", "i8i5"), movesTo(p, "i8", "i7", "i6", "i5", "i4", "i3", "i2"));
    }

    /**
     * seed 000: after Bg4 "should White try to play Hxg4, the zone of influence ... would move to the
     * left, exposing the White King to check by the Black Queen, which is illegal"; "the Bishops only
     * other moves on his next turn would be Bh3+ (check!) and Bh5".
     */
    @Test
    void workedExampleAfterBishopG4() {
        Position p = play(position(HIA, EXAMPLE + " b - - 0 1"), "d7g4");
        assertFalse(p.inCheck());
        assertFalse(moves(p).contains("h4g4"), "Hxg4 would expose the king to the queen: " + movesFrom(p, "h4"));
        play(p, "c2c3");
        // the zone of the Hia on h4: g3 h3 i3 g4 i4 g5 h5 i5
        String[] zone = {"g3", "h3", "i3", "g4", "i4", "g5", "h5", "i5", "h4"};
        assertEquals(set("g4h3", "g4h5"), movesTo(p, "g4", zone));
        play(p, "g4h3");
        assertTrue(p.inCheck(), "Bh3+ checks the king on i2");
    }

    /**
     * seed 000: "should Black play Qi5 ..., the Hia cannot capture the Black Queen"; "After Qi5, the
     * Queen's only posible moves within the zone of influence ... would be: Qh5, Qi4 and Qxh4+
     * (capturing the Hia, destroying the zone of influence, and giving a discovered check with the
     * Bishop)". Played after ...Bg4 as in the issue: the discovered check comes from g4.
     */
    @Test
    void workedExampleAfterQueenI5() {
        Position p = play(position(HIA, EXAMPLE + " b - - 0 1"), "d7g4", "c2c3", "i8i5");
        assertFalse(p.inCheck(), "the queen on i5 stops at i4, the bishop on g4 at h3");
        Set<String> hia = movesFrom(p, "h4");
        assertFalse(hia.contains("h4i5"), "Hxi5 would expose the king to the bishop: " + hia);
        assertFalse(hia.contains("h4g4"), "Hxg4 would expose the king to the queen: " + hia);
        play(p, "c3c4");
        String[] zone = {"g3", "h3", "i3", "g4", "i4", "g5", "h5", "h4"};
        assertEquals(set("i5h5", "i5i4", "i5h4"), movesTo(p, "i5", zone));
        play(p, "i5h4");
        assertTrue(p.inCheck(), "Qxh4 removes the zone: the bishop on g4 checks through h3");
        // the check is the bishop's: the queen on h4 alone does not attack i2
        assertFalse(position(HIA, "k9/10/10/10/10/10/7q2/10/2P5K1/10 w - - 0 1").inCheck());
        // the same example with the bishop still on d7: Qxh4 is a discovered check from d7
        Position d7 = play(position(HIA, EXAMPLE + " b - - 0 1"), "i8i5");
        assertFalse(movesFrom(d7, "h4").contains("h4i5"), "Hxi5 would expose the king to the bishop on d7");
        play(d7, "c2c3");
        assertEquals(set("i5h5", "i5i4", "i5h4"), movesTo(d7, "i5", zone));
        assertTrue(play(d7, "i5h4").inCheck());
    }

    /**
     * seed 000: "Knights are immune to this zone of influence, and can therefore capture the
     * Bodyguards with their common L-shape leap"; "Bodyguards cannot be captured from far away by the
     * long distance sliders".
     */
    @Test
    void knightCapturesAHiaFromAfar() {
        Position p = position(HIA, "9k/10/10/10/10/4h5/10/3N6/10/K3R5 w - - 0 1");
        assertTrue(moves(p).contains("d3e5"), "the knight leaps onto the Hia");
        assertEquals(set("e1e2", "e1e3", "e1e4"), movesTo(p, "e1", "e2", "e3", "e4", "e5", "e6"),
                "the rook stops on e4, next to the Hia");
    }

    /**
     * seed 000: "An enemy slider trying to cross a Hia's zone of influence can only reach the very
     * first square in it's path ..., and can only move one-square at a time ... within an enemy zone
     * of influence". Two black Hias on e6 and g6 share f5, f6 and f7.
     */
    @Test
    void twoHiasZonesOverlapping() {
        Position p = position(HIA, "9k/10/10/10/4h1h3/10/10/10/10/K4R4 w - - 0 1");
        assertEquals(set("f1f2", "f1f3", "f1f4", "f1f5"), movesTo(p, "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8"));
        // a rook between them stands in both zones: one square each way, and it may take either Hia
        Position between = position(HIA, "9k/10/10/10/4hRh3/10/10/10/10/K9 w - - 0 1");
        assertEquals(set("f6e6", "f6g6", "f6f5", "f6f7"), movesFrom(between, "f6"));
    }

    /**
     * seed 000: "it takes sliders (Queens, Bishops, Rooks and opposite Hias) at least 2 steps to
     * capture a Hia"; the Hia "cannot leap over the first square" (the paragraph on the Hia on c5).
     * White Hia e4, black Hia e6: e5, d5 and f5 lie in the black zone.
     */
    @Test
    void aHiasTwoStepIsBlockedByAnEnemyZone() {
        Position p = position(HIA, "9k/10/10/10/4h5/10/4H5/10/10/K9 w - - 0 1");
        assertEquals(set("e4e5", "e4f5", "e4f4", "e4g4", "e4f3", "e4g2", "e4e3", "e4e2", "e4d3", "e4c2",
                "e4d4", "e4c4", "e4d5"), movesFrom(p, "e4"));
        assertFalse(moves(p).contains("e4e6"), "no capture of the Hia from two squares away");
    }

    /**
     * Seed 000: the zone stops "enemy long distance sliders: Queen, Rooks and Bishops" (and
     * "opposite Hias"); pawns are not named: a black Hia on f5 (e4 in its zone) or on f4 (e3 in it)
     * leaves the pawn's double and triple steps free.
     */
    @Test
    void pawnStepsPassAZoneAsTheSeedNamesOnlySliders() {
        Position f5 = position(HIA, "9k/10/10/10/10/5h4/10/10/4P5/K9 w - - 0 1");
        assertEquals(set("e2e3", "e2e4", "e2e5"), movesFrom(f5, "e2"));
        Position f4 = position(HIA, "9k/10/10/10/10/10/5h4/10/4P5/K9 w - - 0 1");
        assertEquals(set("e2e3", "e2e4", "e2e5"), movesFrom(f4, "e2"));
    }

    /**
     * Option zone-stops=slides-and-lame-leaps (rules-notes, Hiashatar, zone: Wikipedia, a pawn's
     * step read as a slide): the triple step stops on the first zone square.
     */
    @Test
    void pawnTripleStepStoppedByAZoneUnderTheOption() {
        varia.variant.Variant v = variant("hiashatar", java.util.Map.of("zone-stops", "slides-and-lame-leaps"));
        Position f5 = position(v, "9k/10/10/10/10/5h4/10/10/4P5/K9 w - - 0 1");
        assertEquals(set("e2e3", "e2e4"), movesFrom(f5, "e2"), "e4 is in the zone: no step beyond it");
        Position f4 = position(v, "9k/10/10/10/10/10/5h4/10/4P5/K9 w - - 0 1");
        assertEquals(set("e2e3"), movesFrom(f4, "e2"), "e3 is in the zone: the single step only");
        Position none = position(v, "9k/10/10/10/10/10/10/10/4P5/K9 w - - 0 1");
        assertEquals(set("e2e3", "e2e4", "e2e5"), movesFrom(none, "e2"));
    }

    /**
     * seed 000: "Pawns may be captured en passant either on their 2-step or 3-step squares initial
     * moves"; rules-notes (Winther): also when the pawn ends one rank beyond the capturing pawn. After
     * e2-e5 the pawn on d4 takes on e3 and the pawn on f5 on e4.
     */
    @Test
    void enPassantAfterATripleStep() {
        String fen = "9k/10/10/10/10/5p4/3p6/10/4P5/K9 w - - 0 1";
        Position p = play(position(HIA, fen), "e2e5");
        assertEquals(set("d4d3", "d4e3"), movesFrom(p, "d4"));
        assertEquals(set("f5f4", "f5e4"), movesFrom(p, "f5"));
        play(p, "d4e3");
        assertEquals('.', at(p, "e5"), "the pawn that stepped is taken");
        assertEquals('p', at(p, "e3"));
        Position q = play(position(HIA, fen), "e2e5", "f5e4");
        assertEquals('.', at(q, "e5"));
        assertEquals('p', at(q, "e4"));
    }

    /**
     * seed 000: "Bodyguards do not check (and therefore cannot checkmate) enemy Kings. As a
     * consecuence, Kings can approach enemy Bodyguards without any concern of being captured."
     * Black Hias on e5 and e7; the white king on e4 may take the Hia on e5 although the other covers it.
     */
    @Test
    void aKingNextToAnEnemyHiaIsNotInCheck() {
        String board = "9k/10/10/4h5/10/4h5/4K5/10/10/10";
        Position p = position(HIA, board + " w - - 0 1");
        assertFalse(p.inCheck());
        assertEquals(set("e4d3", "e4e3", "e4f3", "e4d4", "e4f4", "e4d5", "e4e5", "e4f5"), movesFrom(p, "e4"));
        Position b = position(HIA, board + " b - - 0 1");
        assertFalse(movesFrom(b, "e5").contains("e5e4"), "a Hia never takes a king");
    }

    /**
     * Option zone=strict (rules-notes, Hiashatar, zone: Wikipedia "any piece in the zone can move
     * only one square"): a black rook on d5, inside the zone of the white Hia on e4, moves one square
     * even out of the zone; by default it slides out freely (seed 000: "it can slide out of the zone
     * of influece as many squares as possible").
     */
    @Test
    void strictOptionLimitsAPieceInAZoneToOneSquare() {
        String fen = "9k/10/10/10/10/3r6/4H5/10/10/K9 b - - 0 1";
        String[] up = {"d6", "d7", "d8", "d9", "d10"};
        assertEquals(set("d5d6", "d5d7", "d5d8", "d5d9", "d5d10"), movesTo(position(HIA, fen), "d5", up));
        Variant strict = variant("hiashatar", Map.of("zone", "strict"));
        assertEquals(set("d5d6"), movesTo(position(strict, fen), "d5", up));
    }

    /** Option zone=all (rules-notes: Kisliouk, Winther's friend-and-foe version): the zone stops its own side too. */
    @Test
    void allOptionStopsFriendlySliders() {
        String fen = "9k/10/10/10/10/10/4H5/10/10/K2R6 w - - 0 1"; // white rook d1, white Hia e4: d3 d4 d5 in its zone
        String[] file = {"d2", "d3", "d4", "d5", "d6"};
        assertEquals(set("d1d2", "d1d3", "d1d4", "d1d5", "d1d6"), movesTo(position(HIA, fen), "d1", file));
        Variant all = variant("hiashatar", Map.of("zone", "all"));
        assertEquals(set("d1d2", "d1d3"), movesTo(position(all, fen), "d1", file));
    }

    /**
     * Options zone=all and zone=strict-all stop the sliders of both sides, but a Hia's own zone never
     * stops that Hia: seed 000 (the Hia on c5) gives it one or two squares, and its zone is the
     * squares around it (issue 28: under these options it never moved two squares). Another
     * friendly Hia's zone does stop it: with white Hias on d5 and f5, the d5 Hia reaches d7, b7 and
     * b3 (through its own zone) but stops on e6 and e4, in the zone of the f5 Hia.
     */
    @Test
    void aHiasOwnZoneNeverStopsItUnderTheAllOptions() {
        String fen = "k9/9p/10/10/10/3H1H4/10/10/10/K9 w - - 0 1";
        String[] two = {"d7", "b7", "b5", "b3", "d3", "f3", "f7", "e6", "e4", "c6", "c5", "c4", "d6", "d4"};
        Variant all = variant("hiashatar", Map.of("zone", "all"));
        assertEquals(set("d5d7", "d5b7", "d5b5", "d5b3", "d5d3", "d5e6", "d5e4", "d5c6", "d5c5", "d5c4", "d5d6", "d5d4"),
                movesTo(position(all, fen), "d5", two));
        assertEquals(set("d5d7", "d5b7", "d5b5", "d5b3", "d5d3", "d5f3", "d5f7", "d5e6", "d5e4", "d5c6", "d5c5", "d5c4", "d5d6", "d5d4"),
                movesTo(position(HIA, fen), "d5", two), "by default friendly zones do not stop it");
        // a lone Hia: its 16 squares under every reading of the zone
        String lone = "k9/9p/10/10/10/3H6/10/10/10/K9 w - - 0 1";
        for (String o : new String[] {"enemies", "all", "strict", "strict-all"})
            assertEquals(16, movesFrom(position(variant("hiashatar", Map.of("zone", o)), lone), "d5").size(), "zone=" + o);
    }

    /** seed 000, the setup paragraphs: the queen to the right of the king on both sides; option setup=wikipedia mirrors it. */
    @Test
    void setups() {
        Position p = Position.start(HIA);
        assertEquals('K', at(p, "e1"));
        assertEquals('Q', at(p, "f1"));
        assertEquals('k', at(p, "f10"));
        assertEquals('q', at(p, "e10"));
        assertEquals('h', at(p, "d10"));
        assertEquals('h', at(p, "g10"));
        Position w = Position.start(variant("hiashatar", Map.of("setup", "wikipedia")));
        assertEquals('k', at(w, "e10"));
        assertEquals('q', at(w, "f10"));
    }
}
