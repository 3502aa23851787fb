package varia.rules.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.components.ComponentPlay.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import varia.diagram.Diagram;
import varia.engine.FenException;
import varia.engine.Position;
import varia.record.why.Why;
import varia.rules.Describer;
import varia.variant.Variant;

/**
 * Holes (issue 29, item 3): squares of the board's rectangle that are not on the board. Fairy-Stockfish
 * (ffish's build) proves the default reading on Troitzky chess ({@code DifferentialFfishTest}); these
 * positions check each construct by hand, both readings of {@code hole-crossing}, the FEN, the
 * errors and the drawings. "A hole" below is a square listed in {@code board.holes}.
 */
class HolesTest {

    /** A chess board with holes, the chess men and a cannon (C) and a lame horse (H), castling, and extra lines. */
    static String board(String holes, String crossing, String setup, String extra) {
        return "board: {files: 8, ranks: 8, holes: \"" + holes + "\"" + (crossing == null ? "" : ", hole-crossing: " + crossing) + "}\n"
                + "pieces:\n"
                + "  K: {name: King, moves: K, royal: true}\n"
                + "  Q: {name: Queen, moves: Q}\n"
                + "  R: {name: Rook, moves: R}\n"
                + "  N: {name: Knight, moves: N}\n"
                + "  C: {name: Cannon, moves: mRcpR}\n"
                + "  H: {name: Horse, moves: nN}\n"
                + "  P: {name: Pawn, moves: fmWfceFifmnD, promotion: {to: [Q], zone: rank 8, forced: true}}\n"
                + "castling: {king: K, partner: R, sides: {king-side: {fen-letter: K, king-to: g, partner-to: f},"
                + " queen-side: {fen-letter: Q, king-to: c, partner-to: d}}}\n"
                + "setup: \"" + setup + "\"\n" + extra;
    }

    static Variant blocked(String holes, String setup) { return load(board(holes, null, setup, "")); }

    static Variant open(String holes, String setup) { return load(board(holes, "open", setup, "")); }

    @Test
    void aSlideStopsBeforeABlockingHoleAndGoesOnBeyondAnOpenOne() {
        String fen = "4k3/8/8/8/8/8/8/R1*1K3 w - - 0 1";
        assertEquals(set("a1b1", "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8"), movesFrom(blocked("c1", fen), fen, "a1"));
        assertEquals(set("a1b1", "a1d1", "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8"), movesFrom(open("c1", fen), fen, "a1"));
    }

    @Test
    void nothingLandsOnAHoleAndALeapJumpsOverOne() {
        String fen = "4k3/8/8/8/8/2*5/1*6/1N2K3 w - - 0 1";
        // b1 knight: a3 and d2; c3 is a hole; the hole b2 beside it does not matter to a leap
        assertEquals(set("b1a3", "b1d2"), movesFrom(blocked("c3 b2", fen), fen, "b1"));
        assertEquals(set("b1a3", "b1d2"), movesFrom(open("c3 b2", fen), fen, "b1"));
    }

    @Test
    void aLameLeapIsBlockedByAHoleOnItsPathUnlessHolesAreOpen() {
        String fen = "4k3/8/8/8/8/8/3*4/3HK3 w - - 0 1"; // the horse's forward leaps pass d2
        // (f2's path is e1, where the king stands; c3's and e3's is d2, the hole)
        assertEquals(set("d1b2"), movesFrom(blocked("d2", fen), fen, "d1"));
        assertEquals(set("d1b2", "d1c3", "d1e3"), movesFrom(open("d2", fen), fen, "d1"));
    }

    @Test
    void aPawnsDoubleStepOverAHoleAndNoEnPassantSquareOnIt() {
        String fen = "4k3/8/8/8/3p4/4*3/4P3/4K3 w - - 0 1";
        assertEquals(set(), movesFrom(blocked("e3", fen), fen, "e2"));
        Position p = position(open("e3", fen), fen);
        assertEquals(set("e2e4"), movesFrom(p, "e2"));
        play(p, "e2e4");
        assertEquals("4k3/8/8/8/3pP3/4*3/8/4K3 b - - 0 1", p.toFen(), "no en-passant square on the hole: d4 cannot take on e3");
        assertFalse(moves(p).contains("d4e3"));
    }

    @Test
    void aHopperNeedsAPieceForScreenAndCannotHopAcrossABlockingHole() {
        String fen = "4k3/4r3/8/8/4*3/8/8/3KC3 w - - 0 1";
        // blocked: the hole ends the cannon's line: it moves e2, e3 and sideways, and captures nothing
        assertEquals(set("e1e2", "e1e3", "e1f1", "e1g1", "e1h1"), movesFrom(blocked("e4", fen), fen, "e1"));
        // open: the hole is no screen either; the line goes on over it (e5, e6) up to the rook, which nothing screens
        assertEquals(set("e1e2", "e1e3", "e1e5", "e1e6", "e1f1", "e1g1", "e1h1"), movesFrom(open("e4", fen), fen, "e1"));
        String screened = "4k3/4r3/8/4P3/4*3/8/8/3KC3 w - - 0 1"; // a pawn on e5 screens over the open hole
        assertTrue(movesFrom(open("e4", screened), screened, "e1").contains("e1e7"));
    }

    @Test
    void castlingAcrossAHole() {
        String fen = "4k3/8/8/8/8/8/8/R*2K2R w KQ - 0 1";
        assertEquals(set("e1g1"), castlings(blocked("b1", fen), fen));
        assertEquals(set("e1c1", "e1g1"), castlings(open("b1", fen), fen), "open: the queen-side castling passes the hole");
        String onLanding = "4k3/8/8/8/8/8/8/R3K1*R w KQ - 0 1"; // the king would land on g1, a hole
        assertEquals(set("e1c1"), castlings(open("g1", onLanding), onLanding));
    }

    private static java.util.Set<String> castlings(Variant v, String fen) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        for (String m : movesFrom(v, fen, "e1")) if (m.equals("e1g1") || m.equals("e1c1")) out.add(m);
        return out;
    }

    @Test
    void royalPiecesDoNotFaceAcrossABlockingHole() {
        String fen = "4k3/8/8/4*3/8/8/8/4K3 w - - 0 1";
        Variant facingBlocked = load(board("e5", null, fen, "play: {facing: forbidden}\n"));
        Variant facingOpen = load(board("e5", "open", fen, "play: {facing: forbidden}\n"));
        assertTrue(movesFrom(facingBlocked, fen, "e1").contains("e1e2"), "the hole blocks the sight");
        assertTrue(movesFrom(facingBlocked, "4k3/8/8/4*3/8/8/8/3K4 w - - 0 1", "d1").contains("d1e1"));
        assertFalse(movesFrom(facingOpen, "4k3/8/8/4*3/8/8/8/3K4 w - - 0 1", "d1").contains("d1e1"), "open: the kings would face");
    }

    @Test
    void dropsNeverGoOnAHole() {
        String fen = "4k3/8/8/8/8/8/8/4K3[Nn] w - - 0 1";
        Variant v = load(board("a1 b1 c1 d1 f1 g1 h1", null, "4k3/8/8/8/8/8/8/****K***[Nn] w - - 0 1", "play: {drops: {}}\n"));
        Position p = position(v, "4k3/8/8/8/8/8/8/****K***[Nn] w - - 0 1");
        for (String m : moves(p)) assertFalse(m.startsWith("N@") && m.endsWith("1"), m + " drops on a hole");
        assertEquals(64 - 7 - 2, moves(p).stream().filter(m -> m.startsWith("N@")).count());
        assertEquals("a1 is a hole: it is not on the board (board.holes)", Why.drop(p, v.pieceByLetter('N'), 0));
    }

    @Test
    void theFenWritesAHoleAsAStarAndReadsOnlyThat() {
        Variant v = blocked("d4 e5", "4k3/8/8/4*3/3*4/8/8/4K3 w - - 0 1");
        Position p = position(v, "4k3/8/8/4*3/3*4/8/8/4K3 w - - 0 1");
        assertEquals("4k3/8/8/4*3/3*4/8/8/4K3 w - - 0 1", p.toFen());
        FenException counted = assertThrows(FenException.class, () -> Position.fromFen(v, "4k3/8/8/8/3*4/8/8/4K3 w - - 0 1"));
        assertEquals("e5 is a hole (board.holes), not a square: write '*' for it (a count of empty squares counts squares only)",
                counted.getMessage());
        FenException star = assertThrows(FenException.class, () -> Position.fromFen(v, "4k3/8/8/4*3/3*4/*7/8/4K3 w - - 0 1"));
        assertEquals("'*' in rank 3 marks a hole, but a3 is a square of the board; write a piece letter or a count of empty squares",
                star.getMessage());
        FenException piece = assertThrows(FenException.class, () -> Position.fromFen(v, "4k3/8/8/4N3/3*4/8/8/4K3 w - - 0 1"));
        assertTrue(piece.getMessage().startsWith("e5 is a hole"), piece.getMessage());
    }

    @Test
    void aMoveOntoAHoleIsExplained() {
        Variant v = blocked("c3", "4k3/8/8/8/8/2*5/8/1N2K3 w - - 0 1");
        Position p = position(v, "4k3/8/8/8/8/2*5/8/1N2K3 w - - 0 1");
        assertEquals("c3 is a hole: it is not on the board (board.holes)", Why.move(p, null, 1, 0, 18));
        Variant r = blocked("c1", "4k3/8/8/8/8/8/8/R1*1K3 w - - 0 1");
        Position q = position(r, "4k3/8/8/8/8/8/8/R1*1K3 w - - 0 1");
        assertEquals("the Rook on a1 cannot pass over the hole at c1 (board.hole-crossing: blocked)", Why.move(q, null, 0, 0, 3));
    }

    @Test
    void fileErrors() {
        String ok = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
        assertEquals(List.of("1:40: board.holes: square 'z9' is outside the board (files a-h, ranks 1-8)"),
                errors(board("a1 z9", null, "*3k3/8/8/8/8/8/8/4K3 w - - 0 1", "")).subList(0, 1));
        assertEquals(List.of("1:37: board.holes: 'palace' is a region name; holes are written as squares, files and ranks"
                + " ('a1 b1', 'files a-b ranks 1-2'), since regions are read after the board"), errors(board("palace", null, ok, "")));
        assertEquals(List.of("1:44: board.hole-crossing says how moves pass over holes, but the board has none;"
                + " add 'holes' (e.g. 'holes: \"a1 j1\"') or remove 'hole-crossing'"),
                errors(board("", "open", ok, "").replace(", holes: \"\"", "")));
        assertEquals(List.of("1:36: board.holes: every square of the 8x8 board would be a hole; leave the squares pieces stand on"),
                errors(board("ranks 1-8", null, ok, "")));
        assertEquals(List.of("11:25: setup: a1 is a hole (board.holes), not a square: write '*' for it (a count of empty squares counts squares only)"),
                errors(board("a1", null, ok, "")));
    }

    @Test
    void drawingsLeaveHolesOut() {
        Variant v = blocked("d4 e5", "4k3/8/8/4*3/3*4/8/8/4K3 w - - 0 1");
        String svg = Diagram.of(v).interactive(true).svg();
        assertFalse(svg.contains("data-sq=\"d4\""), "no cell to click on a hole");
        assertTrue(svg.contains("data-sq=\"d5\""));
        assertTrue(svg.contains("class=\"board-edge\""), "the board's edge runs round the holes");
        String words = Describer.describe(v);
        assertTrue(words.contains("Holes, squares that are not on the board"), words);
        assertTrue(words.contains("d4 e5"), words);
        assertTrue(varia.play.BoardRenderer.render(position(v, v.startFen()), false).contains("5  . . . .   . . ."));
    }
}
