package varia.rules.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.components.ComponentPlay.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import varia.diagram.Diagram;
import varia.diagram.MovePattern;
import varia.engine.Position;
import varia.rules.Describer;
import varia.variant.Variant;

/**
 * Boards of other shapes (issue 32): boards that wrap along one axis (a cylinder; Byzantine
 * chess's rings, drawn round), and squares only some pieces may enter ({@code play.entry}:
 * Tamerlane chess's citadels, squares beyond the camp on a rectangle with holes). Every position's
 * moves are counted by hand; the comment says how.
 */
class BoardShapesTest {

    /** A 16x4 ring (files wrap) with shatranj's men and the two kinds of pawn of Byzantine chess. */
    static String ring(String setup, String extra) {
        return "board: {files: 16, ranks: 4, wrap: files, round: true}\n"
                + "pieces:\n"
                + "  K: {name: King, moves: K, royal: true}\n"
                + "  R: {name: Rook, moves: R}\n"
                + "  N: {name: Knight, moves: N}\n"
                + "  B: {name: Alfil, moves: A}\n"
                + "  C: {name: Cannon, moves: mRcpR}\n"
                + "  P: {name: Pawn, moves: rmWrcF, orientation: mirrored}\n"
                + "setup: \"" + setup + "\"\n" + extra;
    }

    static final Variant RING = load(ring("16/2K13/16/9k6 w - - 0 1", ""));

    @Test
    void aRookGoesRoundTheRingOnceAndNeverOntoItsOwnSquare() {
        // a1 on an empty ring: the other 15 squares of rank 1, each once though both rays reach it, and a2-a4
        assertEquals(set("a1b1", "a1c1", "a1d1", "a1e1", "a1f1", "a1g1", "a1h1", "a1i1", "a1j1", "a1k1", "a1l1", "a1m1", "a1n1",
                "a1o1", "a1p1", "a1a2", "a1a3", "a1a4"), movesFrom(RING, "9k6/2K13/16/R15 w - - 0 1", "a1"));
    }

    @Test
    void aSlideOnTheRingStopsAtTheFirstPieceEitherWayRound() {
        // own pawn on e1: b1-d1 one way, p1-f1 the other (g1 and beyond: the black king on j1 ends that way first)
        assertEquals(set("a1b1", "a1c1", "a1d1", "a1p1", "a1o1", "a1n1", "a1m1", "a1l1", "a1k1", "a1a2", "a1a3", "a1a4"),
                movesFrom(RING, "16/2K13/16/R3P4k6 w - - 0 1", "a1"));
        // an enemy pawn there is taken from both sides: one move a1e1
        assertEquals(set("a1b1", "a1c1", "a1d1", "a1e1", "a1p1", "a1o1", "a1n1", "a1m1", "a1l1", "a1k1", "a1a2", "a1a3", "a1a4"),
                movesFrom(RING, "16/2K13/16/R3p4k6 w - - 0 1", "a1"));
    }

    @Test
    void leapsCrossTheSeam() {
        // a knight on a2: b4 and c3, c1 to the right; p4 and o3, o1 to the left, across the seam between p and a
        assertEquals(set("a2b4", "a2c3", "a2c1", "a2p4", "a2o3", "a2o1"), movesFrom(RING, "7K8/16/N15/9k6 w - - 0 1", "a2"));
        // the alfil on p1 leaps to b3 and n3
        assertEquals(set("p1b3", "p1n3"), movesFrom(RING, "16/2K13/16/9k5B w - - 0 1", "p1"));
    }

    @Test
    void aCannonHopsRoundTheRingToo() {
        // cannon a1, screen c1 (own pawn), black pawn e1: captures e1 over c1; moves b1 and round the other way p1-f1
        // (f1 is reached empty from the left; e1 from the left would need a screen between: there is none)
        assertEquals(set("a1b1", "a1e1", "a1p1", "a1o1", "a1n1", "a1m1", "a1l1", "a1k1", "a1a2", "a1a3", "a1a4"),
                movesFrom(RING, "16/2K13/16/C1P1p4k6 w - - 0 1", "a1"));
    }

    @Test
    void aLeapThatWouldComeBackOntoItsOwnSquareIsNoMove() {
        // two files that wrap: the dabbaba's sideways leap (2,0) lands on its own square, only (0,2) is a move
        Variant v = load("board: {files: 2, ranks: 5, wrap: files}\n"
                + "pieces:\n  K: {name: King, moves: K, royal: true}\n  D: {name: Dabbaba, moves: D}\n"
                + "setup: \"1K/2/1k/2/D1 w - - 0 1\"\n");
        assertEquals(set("a1a3"), movesFrom(v, "1K/2/1k/2/D1 w - - 0 1", "a1"));
    }

    @Test
    void ranksMayWrapInstead() {
        // an 8x8 board whose last rank joins the first: a rook on a1 reaches a2-a8 (once each) and b1-h1;
        // a pawn on e8 steps on to e1
        Variant v = load("board: {files: 8, ranks: 8, wrap: ranks}\n"
                + "pieces:\n  K: {name: King, moves: K, royal: true}\n  R: {name: Rook, moves: R}\n  P: {name: Pawn, moves: fmWfcF}\n"
                + "setup: \"4P3/8/8/3k4/8/8/8/R6K w - - 0 1\"\n");
        assertEquals(set("a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1c1", "a1d1", "a1e1", "a1f1", "a1g1"),
                movesFrom(v, "4P3/8/8/3k4/8/8/8/R6K w - - 0 1", "a1"));
        assertEquals(set("e8e1"), movesFrom(v, "4P3/8/8/3k4/8/8/8/R6K w - - 0 1", "e8"));
    }

    @Test
    void theRingsFenIsTheRectanglesAndRoundTrips() {
        String fen = "16/2K13/16/R3p4k6 w - - 0 1";
        Position p = position(RING, fen);
        assertEquals(fen, p.toFen());
        play(p, "a1e1");
        assertEquals("16/2K13/16/4R4k6 b - - 0 1", p.toFen());
    }

    @Test
    void wrapAndRoundAreCheckedWhereTheyAreWritten() {
        String pieces = "pieces:\n  K: {name: King, moves: K, royal: true}\nsetup: \"k7/8/8/8/8/8/8/7K w - - 0 1\"\n";
        List<String> e = errors("board: {files: 8, ranks: 8, round: true}\n" + pieces);
        assertEquals(1, e.size(), e.toString());
        assertTrue(e.get(0).startsWith("1:36: board.round draws the files as sectors round a centre, so they must wrap; add 'wrap: files'"), e.toString());
        e = errors("board: {files: 8, ranks: 8, wrap: diagonal}\n" + pieces);
        assertEquals(1, e.size(), e.toString());
        assertTrue(e.get(0).contains("board.wrap must be one of none, files, ranks"), e.toString());
    }

    @Test
    void describeAndTheDrawingsSayTheBoardIsRound() {
        String words = Describer.describe(RING);
        assertTrue(words.contains("A round board: the ranks are rings (rank 1 the innermost), the files sectors round the centre;"
                + " the files wrap: a move off file p comes back on file a."), words);
        String svg = Diagram.of(RING).interactive(true).svg();
        assertTrue(svg.contains("data-round=\"true\""), "the SVG says it is round");
        assertEquals(64, count(svg, "class=\"cell\""), "one clickable sector per square");
        assertTrue(svg.contains("data-cx="), "each sector gives its centre for the browser's marks");
        assertFalse(svg.contains("<rect class=\"cell\""), "no square cells on a round board");
        // the rook's diagram goes round: b1 and p1 are both marked, a1 is not
        String rook = MovePattern.draw(RING, RING.pieceByLetter('R'), 0, 0, MovePattern.Show.DEFAULT).svg();
        assertTrue(rook.contains("class=\"mark\" data-mark=\"p1\"") && rook.contains("class=\"mark\" data-mark=\"b1\"")
                && !rook.contains("class=\"mark\" data-mark=\"a1\""), rook);
    }

    @Test
    void aFlatDrawingOfACylinderMarksTheEdgesThatJoin() {
        Variant v = load("board: {files: 8, ranks: 8, wrap: files}\n"
                + "pieces:\n  K: {name: King, moves: K, royal: true}\n  R: {name: Rook, moves: R}\n"
                + "setup: \"k7/8/8/8/8/8/8/R6K w - - 0 1\"\n");
        String svg = Diagram.of(v).svg();
        assertEquals(2, count(svg, "class=\"wrap-edge\""), "the a- and h-file edges are dashed");
        assertTrue(svg.contains("data-wrap=\"files\""));
    }

    // ---------------------------------------------------------------- squares only some pieces may enter

    /**
     * A 6x4 camp (files a-f) and a citadel beyond its right edge at g2 (file g is holes but for g2);
     * K the king, A a second king allowed into its own citadel, R a rook.
     */
    static String citadel(String entry, String setup) {
        return "board: {files: 7, ranks: 4, holes: \"g1 g3 g4\"}\n"
                + "regions:\n  citadel: {white: g2, black: g2, absolute: true}\n"
                + "pieces:\n  K: {name: King, moves: K, royal: true}\n  A: {name: Adventitious king, moves: K, royal: true}\n"
                + "  R: {name: Rook, moves: R}\n"
                + "setup: \"" + setup + "\"\n"
                + "play:\n  royals: last\n  entry: " + entry + "\n";
    }

    @Test
    void aRookStopsBeforeASquareItMayNotEnter() {
        Variant v = load(citadel("{region: citadel, pieces: [K, A]}", "2k3*/6*/R6/K5* w - - 0 1"));
        // a2 along rank 2: b2-f2, not g2; up: a3, a4; down: a1 is the own king
        assertEquals(set("a2b2", "a2c2", "a2d2", "a2e2", "a2f2", "a2a3", "a2a4"), movesFrom(v, "2k3*/6*/R6/K5* w - - 0 1", "a2"));
        // a king beside it may enter
        assertTrue(moves(v, "k5*/6*/7/5K* w - - 0 1").contains("f1g2"));
    }

    @Test
    void aSquareEnteredOnlyWhenEmptyShieldsThePieceOnIt() {
        // the white adventitious king A stands in the citadel; Black's king beside it may enter it (capture: false), not take it
        // the white king A stands in the citadel and checks Black's king on f3, which may enter the citadel only
        // when it is empty (capture: false): it cannot take A, and f2 is attacked too, so it flees to e4, f4, e3, e2
        Variant v = load(citadel("{region: citadel, pieces: [K], capture: false}", "6*/5k*/6A/K5* b - - 0 1"));
        Position p = position(v, "6*/5k*/6A/K5* b - - 0 1");
        assertTrue(p.inCheck());
        assertFalse(moves(p).contains("f3g2"), "no capture in the citadel");
        assertEquals(set("f3e4", "f3f4", "f3e3", "f3e2"), movesFrom(p, "f3"));
    }

    @Test
    void othersMayAttackWhatTheyMayNotEnter() {
        // others: capture: the rook may not move to g2, but attacks it: a black king there is in check
        Variant v = load(citadel("{region: citadel, pieces: [K], others: capture}", "6*/6*/R5k/K5* b - - 0 1"));
        Position p = position(v, "6*/6*/R5k/K5* b - - 0 1");
        assertTrue(p.inCheck(), "the rook checks along rank 2 into the citadel");
        assertFalse(moves(v, "2k3*/6*/R6/K5* w - - 0 1").contains("a2g2"), "but may not move there");
    }

    @Test
    void entryIsDescribedAndTheSquaresDrawnWalled() {
        Variant v = load(citadel("{region: citadel, pieces: [K, A]}", "2k3*/6*/R6/K5* w - - 0 1"));
        String words = Describer.describe(v);
        assertTrue(words.contains("Only King (K) or Adventitious king (A) may enter 'citadel' (g2 for White)."), words);
        String svg = Diagram.of(v).svg();
        assertEquals(1, count(svg, "class=\"restricted\""), "g2 is drawn with a second edge");
        String rook = MovePattern.draw(v, v.pieceByLetter('R'), 0, 7, MovePattern.Show.DEFAULT).svg();
        assertFalse(rook.contains("class=\"mark\" data-mark=\"g2\""), "the rook's diagram stops at f2");
        assertTrue(rook.contains("class=\"mark\" data-mark=\"f2\""));
    }

    private static int count(String s, String part) {
        int n = 0;
        for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + 1)) n++;
        return n;
    }
}
