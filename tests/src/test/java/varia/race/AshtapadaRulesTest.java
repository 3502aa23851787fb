package varia.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.race.RaceTestGames.ashtapada;
import static varia.race.RaceTestGames.at;
import static varia.race.RaceTestGames.moves;
import static varia.race.RaceTestGames.play;
import static varia.race.RaceTestGames.start;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Ashtapada's rules on constructed positions: one test per sentence of seed 004, Appendix I
 * ("Equipment" and "Play Rules"), named in each test's comment and in docs/sources.md (ASH-*).
 * Players of the four-player game: 0 south (a1), 1 east (h1), 2 north (h8), 3 west (a8).
 */
class AshtapadaRulesTest {
    static final int SOUTH = 0, EAST = 1, NORTH = 2, WEST = 3, OFF = RacePosition.OFF;

    /** ASH-1, Equipment: "8x8 Ashtapada Board" with 64 squares; the tracks cover all but three of them. */
    @Test
    void theBoardIsEightByEight() {
        RaceGame g = ashtapada();
        assertEquals(8, g.files());
        assertEquals(8, g.ranks());
        for (Seat s : g.seats()) assertEquals(61, s.length(), s.name());
    }

    /** ASH-2, Equipment: 16 marked squares serve as nests (places reconstructed: the cross-marks). */
    @Test
    void sixteenNests() {
        RaceGame g = ashtapada();
        List<String> nests = IntStream.range(0, 64).filter(g::isNest).mapToObj(g::squareName).sorted().toList();
        assertEquals(List.of("a1", "a4", "a5", "a8", "d1", "d4", "d5", "d8", "e1", "e4", "e5", "e8", "h1", "h4", "h5", "h8"), nests);
        for (String option : List.of("ring-corners", "start-only")) {
            RaceGame o = ashtapada(Map.of("nests", option));
            assertEquals(option.equals("start-only") ? 4 : 16, IntStream.range(0, 64).filter(o::isNest).count(), option);
        }
    }

    /** ASH-3, Equipment: four corner squares, each the starting square of one player. */
    @Test
    void eachPlayerStartsOnItsOwnCorner() {
        RaceGame g = ashtapada();
        assertEquals(List.of("a1", "h1", "h8", "a8"), g.seats().stream().map(s -> g.squareName(s.track()[0])).toList());
    }

    /** ASH-4, Equipment: four central squares, each the ending square of one player. */
    @Test
    void eachPlayerEndsOnItsOwnCentralSquare() {
        RaceGame g = ashtapada();
        assertEquals(List.of("d4", "e4", "e5", "d5"), g.seats().stream().map(s -> g.squareName(s.track()[s.length() - 1])).toList());
    }

    /** ASH-5, Equipment: four pieces for each player. */
    @Test
    void fourPiecesEach() {
        RacePosition pos = start(ashtapada(), 4);
        for (int p = 0; p < 4; p++) assertEquals(4, pos.off(p) + pos.home(p));
    }

    /** ASH-6, Equipment: four cowries; 1-4 openings up move 1-4, none up moves 8 (fair shells: 1, 4, 6, 4, 1 in 16). */
    @Test
    void cowrieThrows() {
        Throw t = ashtapada().dice();
        assertEquals(List.of(8, 1, 2, 3, 4), t.outcomes().stream().map(Outcome::distance).toList());
        double[] expected = {1 / 16.0, 4 / 16.0, 6 / 16.0, 4 / 16.0, 1 / 16.0};
        for (int i = 0; i < 5; i++) assertEquals(expected[i], t.outcome(i).probability(), 1e-12);
        assertEquals(2.5, t.meanDistance(), 1e-12);
    }

    /** ASH-7, Play Rules: a race spiralling inwards: along each track a piece never moves to an outer ring. */
    @Test
    void theTracksSpiralInwards() {
        RaceGame g = ashtapada();
        for (Seat s : g.seats()) {
            int previous = 0;
            for (int sq : s.track()) {
                int x = sq % 8, y = sq / 8, ring = Math.min(Math.min(x, y), Math.min(7 - x, 7 - y));
                assertTrue(ring >= previous, s.name() + " goes outwards at " + g.squareName(sq));
                previous = ring;
            }
            assertEquals(3, previous, s.name() + " ends on the centre");
        }
    }

    /** ASH-8, Play Rules: four players, or two or three. */
    @Test
    void twoThreeOrFourPlayers() {
        RaceGame g = ashtapada();
        assertEquals(List.of(2, 3, 4), g.playerCounts());
        assertEquals(4, g.defaultPlayers());
        assertEquals(List.of("a1", "h8"), seatsOf(g, 2));
        assertEquals(List.of("a1", "h1", "h8"), seatsOf(g, 3));
        assertEquals(List.of("a1", "h1"), seatsOf(ashtapada(Map.of("two-players", "adjacent")), 2));
        assertEquals(List.of("a1", "a8", "h8", "h1"), seatsOf(ashtapada(Map.of("turn-order", "clockwise")), 4));
    }

    private static List<String> seatsOf(RaceGame g, int players) {
        RaceTable t = new RaceTable(g, players);
        return IntStream.range(0, players).mapToObj(p -> g.squareName(t.square(p, 0))).toList();
    }

    /** ASH-9, Play Rules: players begin with no pieces on the board. */
    @Test
    void noPieceOnTheBoardAtTheStart() {
        RacePosition pos = start(ashtapada(), 4);
        for (int p = 0; p < 4; p++) {
            assertEquals(4, pos.off(p));
            for (int sq = 0; sq < 64; sq++) assertEquals(0, pos.count(p, sq));
        }
    }

    /** ASH-10, Play Rules: a piece enters on any throw, onto the square corresponding to the throw. */
    @Test
    void aPieceEntersOnAnyThrowOnTheThrowsSquare() {
        RacePosition pos = start(ashtapada(), 4);
        assertEquals(List.of("@a1"), moves(pos, 1));
        assertEquals(List.of("@c1"), moves(pos, 3));
        assertEquals(List.of("@d1"), moves(pos, 4));
        assertEquals(List.of("@h1"), moves(pos, 8));
        pos.setToMove(EAST);
        assertEquals(List.of("@h2"), moves(pos, 2));
        // the option on-start (Falkener): every throw enters on the corner
        RacePosition onStart = start(ashtapada(Map.of("entry", "on-start")), 4);
        assertEquals(List.of("@a1"), moves(onStart, 8));
    }

    /** ASH-11, Play Rules: each starts on his own square and moves round the board in an anticlockwise spiral. */
    @Test
    void anticlockwiseSpiralFromTheOwnCorner() {
        RaceGame g = ashtapada();
        // docs/ashtapada.md's table for the player on a1
        String south = "a1 b1 c1 d1 e1 f1 g1 h1 h2 h3 h4 h5 h6 h7 h8 g8 f8 e8 d8 c8 b8 a8 a7 a6 a5 a4 a3 a2 b2 c2 d2 e2 f2 g2 g3 g4 g5 g6"
                + " g7 f7 e7 d7 c7 b7 b6 b5 b4 b3 c3 d3 e3 f3 f4 f5 f6 e6 d6 c6 c5 c4 d4";
        assertEquals(south, track(g, 0));
        // the others: the same path turned by a quarter anticlockwise per seat, (x, y) -> (7 - y, x)
        for (int s = 1; s < 4; s++) {
            int[] prev = g.seats().get(s - 1).track(), cur = g.seats().get(s).track();
            for (int i = 0; i < prev.length; i++) assertEquals((prev[i] % 8) * 8 + 7 - prev[i] / 8, cur[i], "seat " + s + " square " + (i + 1));
        }
        // reversing (Ashta-kashte): the inner rings clockwise
        assertTrue(track(ashtapada(Map.of("track", "reversing")), 0).contains("a2 b2 b3 b4 b5 b6 b7 c7"));
        assertEquals(64, ashtapada(Map.of("track", "full-spiral")).seats().get(0).length());
    }

    private static String track(RaceGame g, int seat) {
        return IntStream.of(g.seats().get(seat).track()).mapToObj(g::squareName).collect(Collectors.joining(" "));
    }

    /** ASH-12, Play Rules: the paths differ; each player moves inwards at a different place. */
    @Test
    void eachMovesInwardsAtAnotherPlace() {
        RaceGame g = ashtapada();
        Set<String> inward = new HashSet<>();
        for (Seat s : g.seats()) inward.add(g.squareName(s.track()[28])); // the first square of the second ring
        assertEquals(Set.of("b2", "g2", "g7", "b7"), inward);
        Set<String> paths = new HashSet<>();
        for (int s = 0; s < 4; s++) paths.add(track(g, s));
        assertEquals(4, paths.size());
    }

    /** ASH-13, Play Rules: landing on an opponent's piece captures it; it leaves the board and must start again. */
    @Test
    void landingOnAnOpponentCapturesIt() throws Exception {
        RacePosition pos = start(ashtapada(), 4);
        pos.place(SOUTH, at(pos, SOUTH, "b1"), OFF, OFF, OFF);
        pos.place(EAST, at(pos, EAST, "c1"), OFF, OFF, OFF);  // c1 is no nest
        assertEquals(List.of("@a1", "b1-c1"), moves(pos, 1));
        assertEquals(1, play(pos, 1, "b1-c1"));
        assertEquals(4, pos.off(EAST));
        assertEquals(0, pos.count(EAST, square("c1")));
        assertEquals(1, pos.count(SOUTH, square("c1")));
        // the captured piece starts again: east enters as at the start
        assertEquals(EAST, pos.toMove());
        assertEquals(List.of("@h3"), moves(pos, 3));
    }

    private static int square(String name) { return ashtapada().square(name); }

    /** ASH-14, Play Rules: a piece cannot land on an opponent's piece that is on a resting square. */
    @Test
    void noLandingOnAnOpponentOnANest() throws Exception {
        RacePosition pos = start(ashtapada(), 4);
        pos.place(SOUTH, at(pos, SOUTH, "a1"), OFF, OFF, OFF);
        pos.place(EAST, at(pos, EAST, "d1"), OFF, OFF, OFF);  // d1 is a nest
        assertEquals(List.of("@c1"), moves(pos, 3));
        // the same piece off the nest can be captured
        pos.place(EAST, at(pos, EAST, "c1"), OFF, OFF, OFF);
        assertEquals(List.of("@b1", "a1-c1"), moves(pos, 2));
        // option nest-sharing=shared (Falkener): both rest on the nest, nobody is captured
        RacePosition shared = start(ashtapada(Map.of("nest-sharing", "shared")), 4);
        shared.place(SOUTH, at(shared, SOUTH, "a1"), OFF, OFF, OFF);
        shared.place(EAST, at(shared, EAST, "d1"), OFF, OFF, OFF);
        assertEquals(0, play(shared, 3, "a1-d1"));
        assertEquals(1, shared.count(EAST, square("d1")));
        assertEquals(1, shared.count(SOUTH, square("d1")));
    }

    /** ASH-15, Play Rules: a piece landing on another of its player's pieces makes a double. */
    @Test
    void landingOnAnOwnPieceMakesADouble() throws Exception {
        RacePosition pos = start(ashtapada(), 4);
        pos.place(SOUTH, at(pos, SOUTH, "c1"), at(pos, SOUTH, "f1"), OFF, OFF);
        assertTrue(moves(pos, 3).contains("c1-f1"));
        play(pos, 3, "c1-f1");
        assertEquals(2, pos.count(SOUTH, square("f1")));
        // no third piece (the default): a piece may not join a double
        pos.setToMove(SOUTH);
        pos.place(SOUTH, at(pos, SOUTH, "f1"), at(pos, SOUTH, "f1"), at(pos, SOUTH, "c1"), OFF);
        assertFalse(moves(pos, 3).contains("c1-f1"));
        RacePosition triples = start(ashtapada(Map.of("stack", "triples")), 4);
        triples.place(SOUTH, at(triples, SOUTH, "f1"), at(triples, SOUTH, "f1"), at(triples, SOUTH, "c1"), OFF);
        assertTrue(moves(triples, 3).contains("c1-f1"));
    }

    /** ASH-16, Play Rules: doubles cannot be passed over by single pieces, the player's own or the opponents'. */
    @Test
    void singlesMayNotPassADouble() {
        RacePosition pos = start(ashtapada(), 4);
        pos.place(SOUTH, at(pos, SOUTH, "b1"), OFF, OFF, OFF);
        pos.place(EAST, at(pos, EAST, "c1"), at(pos, EAST, "c1"), OFF, OFF);   // an opponent's double on c1
        assertEquals(List.of("-"), moves(pos, 3));   // b1-e1 would pass the double; @c1 would land on it
        assertEquals(List.of("-"), moves(pos, 8));   // entering passes the squares before the throw's: @h1 passes c1
        // the player's own double blocks too
        RacePosition own = start(ashtapada(), 4);
        own.place(SOUTH, at(own, SOUTH, "b1"), at(own, SOUTH, "c1"), at(own, SOUTH, "c1"), OFF);
        assertFalse(moves(own, 3).contains("b1-e1"));
        // a double may pass a double (not forbidden)
        assertTrue(moves(own, 1).contains("c1=d1"));
        RacePosition doubles = start(ashtapada(), 4);
        doubles.place(SOUTH, at(doubles, SOUTH, "b1"), at(doubles, SOUTH, "b1"), OFF, OFF);
        doubles.place(EAST, at(doubles, EAST, "c1"), at(doubles, EAST, "c1"), OFF, OFF);
        assertTrue(moves(doubles, 3).contains("b1=e1"));
        assertFalse(moves(doubles, 3).contains("b1-e1"));
    }

    /** ASH-17, Play Rules: doubles can only be captured by other doubles. */
    @Test
    void onlyADoubleCapturesADouble() throws Exception {
        RacePosition pos = start(ashtapada(), 4);
        pos.place(SOUTH, at(pos, SOUTH, "a2"), at(pos, SOUTH, "b2"), at(pos, SOUTH, "b2"), OFF);
        pos.place(EAST, at(pos, EAST, "c2"), at(pos, EAST, "c2"), OFF, OFF);    // c2 is no nest
        List<String> m = moves(pos, 1);
        assertTrue(m.contains("b2=c2"), m.toString());
        assertFalse(m.contains("b2-c2"), m.toString());
        assertEquals(2, play(pos, 1, "b2=c2"));
        assertEquals(4, pos.off(EAST));
        assertEquals(2, pos.count(SOUTH, square("c2")));
    }

    /** ASH-18, Play Rules: the two pieces of a double may be moved together (or one alone). */
    @Test
    void aDoubleMayMoveTogether() throws Exception {
        RacePosition pos = start(ashtapada(), 4);
        pos.place(SOUTH, at(pos, SOUTH, "c1"), at(pos, SOUTH, "c1"), OFF, OFF);
        List<String> m = moves(pos, 2);
        assertTrue(m.containsAll(List.of("c1-e1", "c1=e1")), m.toString());
        play(pos, 2, "c1=e1");
        assertEquals(2, pos.count(SOUTH, square("e1")));
        assertEquals(0, pos.count(SOUTH, square("c1")));
    }

    /** ASH-19, Play Rules: the central square only by a direct throw; with a larger throw move another piece or wait. */
    @Test
    void theHomeSquareNeedsAnExactThrow() throws Exception {
        RacePosition pos = start(ashtapada(), 4);
        int threeShort = 60 - 3;    // c6: three squares before d4
        pos.place(SOUTH, threeShort, 60, 60, 60);
        assertEquals(List.of("-"), moves(pos, 4));   // too far: the throw is lost
        assertEquals(List.of("-"), moves(pos, 8));
        assertEquals(List.of("c6-d4"), moves(pos, 3));
        // with another piece, the larger throw moves that one
        pos.place(SOUTH, threeShort, 60, 60, OFF);
        assertEquals(List.of("@d1"), moves(pos, 4));
        // the exact throw brings the piece home, where it stays (no move from home)
        play(pos, 3, "c6-d4");
        assertEquals(3, pos.home(SOUTH));
        pos.setToMove(SOUTH);
        assertEquals(List.of("@c1"), moves(pos, 3));
    }

    /** ASH-20, Play Rules: the first to get all of his pieces to his central square wins. */
    @Test
    void theFirstWithAllPiecesHomeWins() throws Exception {
        RacePosition pos = start(ashtapada(), 4);
        pos.place(SOUTH, 59, 60, 60, 60);
        pos.place(EAST, 59, 60, 60, 60);
        play(pos, 1, "c4-d4");
        assertTrue(pos.over());
        assertEquals(SOUTH, pos.winner());
        // option places: the others play on for places
        RacePosition places = start(ashtapada(Map.of("places", "yes")), 4);
        places.place(SOUTH, 59, 60, 60, 60);
        play(places, 1, "c4-d4");
        assertFalse(places.over());
        assertEquals(EAST, places.toMove());
    }
}
