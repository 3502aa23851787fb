package varia.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.chess.ChessPlay.*;

import org.junit.jupiter.api.Test;
import varia.engine.GameResult.Status;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Makruk's counting (variants/makruk.yaml, end.counting) through {@code Position.result()} and the
 * FEN count fields as Fairy-Stockfish writes them: field 4 = the limit in plies, field 5 = the
 * plies counted so far (fairy-stockfish-oracle.md section 3). The default follows seed 004
 * section VI; option {@code counting=fairy-stockfish} is Fairy-Stockfish 11.1's counting, which the
 * oracle tests run. The first three tests hold under both readings.
 */
class MakrukCountingTest {

    static final Variant MAKRUK = variant("makruk");
    static final Variant FS = variant("makruk", java.util.Map.of("counting", "fairy-stockfish"));

    /** Option counting=announced: the board's count binds only once announced (rules-notes.md, Makruk). */
    static Variant announced() { return variant("makruk", java.util.Map.of("counting", "announced")); }

    /**
     * seed 004 section VI "Bare King": the count value of the stronger side (two rooks: 8) minus
     * the pieces on the board is how many moves the stronger side has, otherwise a draw;
     * rules-notes.md Makruk "Worked example (pychess): White K+R+R vs bare k: count runs 5..8".
     * FS 11.1 writes the start of the count as {@code b - 16 8 1} (Fairy-Stockfish 11.1; fairy-stockfish-oracle.md section 3).
     */
    @Test
    void piecesHonourTwoRooksLimitEight() {
        Position p = play(position(MAKRUK, "8/8/8/4k3/8/8/8/R2K1R2 w - - 0 1"), "a1a2");
        assertEquals("8/8/8/4k3/8/8/R7/3K1R2 b - 16 8 1", p.toFen());
        play(p, "e5e6");
        assertEquals("8/8/4k3/8/8/8/R7/3K1R2 w - 16 9 2", p.toFen());
        // White has 8 - 4 = 4 moves; three of them pass without mate, the game goes on
        play(p, "a2a3", "e6e5", "a3a4", "e5e6", "f1f2", "e6e5");
        assertEquals(Status.ONGOING, status(p), () -> "before White's fourth move: " + p.result() + " " + p.toFen());
        // the fourth is no mate either: the count has run out (ply 16 of 16) and the game is drawn
        play(p, "f2f3");
        assertEquals(Status.DRAW, status(p), () -> "pieces' honour expired: " + p.result() + " " + p.toFen());
        assertEquals("8/8/8/4k3/R7/5R2/8/3K4 b - 16 16 5", p.toFen());
    }

    /**
     * seed 004 section VI "Battle without Pawns": with no pawns left, mate must come within 64
     * moves or the game is a draw; FS counts the board's honour in plies from 0 to 128
     * ({@code b - 128 0 1}, Fairy-Stockfish 11.1 (fairy-stockfish-oracle.md section 3)). The game is drawn when the count reaches
     * the limit (ply 128 of 128; Fairy-Stockfish's older source: {@code countingPly >= countingLimit}),
     * unless the move that reaches it mates.
     */
    @Test
    void boardsHonourExpires() {
        Position start = play(position(MAKRUK, "r3k3/8/8/8/8/8/8/R2K1N2 w - - 0 1"), "f1e3");
        assertEquals("r3k3/8/8/8/8/4N3/8/R2K4 b - 128 0 1", start.toFen());

        Position p = position(MAKRUK, "r3k3/8/8/8/8/4N3/8/R2K4 b - 128 126 40");
        assertEquals(Status.ONGOING, status(p), () -> "ply 126 of 128: " + p.result());
        play(p, "e8e7");
        assertEquals(Status.ONGOING, status(p), () -> "ply 127 of 128: " + p.result());
        play(p, "d1d2");
        assertEquals(Status.DRAW, status(p), () -> "board's honour expired (ply 128 of 128): " + p.result() + " " + p.toFen());
    }

    /**
     * seed 004 section VI "Bare King": a bare king's count starts at the pieces on the board plus
     * one. From a setup where Black's king is already bare and to move, the count starts there (its
     * first move is the fourth counted), as it does right after a baring capture (issue 28: it started
     * one ply late, after that move); Fairy-Stockfish 11.1 starts it only after a move.
     */
    @Test
    void aKingAlreadyBareInTheSetupCountsItsFirstMove() {
        Position p = position(MAKRUK, "7k/8/8/8/8/8/8/R2K4 b - - 0 1");
        assertEquals("7k/8/8/8/8/8/8/R2K4 b - 32 6 1", p.toFen(), "a rook: 16 moves, counted from 3 pieces");
        play(p, "h8g8");
        assertEquals("6k1/8/8/8/8/8/8/R2K4 w - 32 7 2", p.toFen());
        Position w = play(position(MAKRUK, "7k/8/8/8/8/8/8/R2K4 w - - 0 1"), "a1a2");
        assertEquals("7k/8/8/8/8/8/R7/3K4 b - 32 6 1", w.toFen(), "White to move: as after a capture, once Black is to move");
        Position f = position(FS, "7k/8/8/8/8/8/8/R2K4 b - - 0 1");
        assertEquals("7k/8/8/8/8/8/8/R2K4 b - - 0 1", f.toFen(), "Fairy-Stockfish 11.1: no count in the setup");
    }

    /**
     * seed 004 section VI "Bare King": the count gives "how many moves the stronger side is allowed
     * to make", so a mate with the last of them wins: the count reaches its limit (ply 16 of 16)
     * with the mating move, and checkmate decides.
     */
    @Test
    void mateWithTheLastCountedMoveWins() {
        Position p = play(position(MAKRUK, "7k/R7/8/8/8/8/8/1R1K4 w - 16 15 10"), "b1b8");
        assertEquals(Status.WHITE_WINS, status(p), () -> "mate on the last counted move: " + p.result() + " " + p.toFen());
    }

    /**
     * Seed 004 section VI "Bare King": "If the Bare King makes any capture, a new count should"
     * start on the stronger side's remaining pieces. 1.Rxa4+ bares Black (two rooks and a knight: 8
     * minus 5 pieces = 3 moves); 1...Kxd3 takes a rook: a rook and a knight give 16 minus 4 = 12 moves.
     */
    @Test
    void theBareKingsCaptureStartsANewCount() {
        String fen = "8/8/8/8/n3k3/3R4/8/R5NK w - - 0 1";
        Position p = play(position(MAKRUK, fen), "a1a4");
        assertEquals("8/8/8/8/R3k3/3R4/8/6NK b - 16 10 1", p.toFen());
        play(p, "e4d3");
        assertEquals("8/8/8/8/R7/3k4/8/6NK w - 32 8 2", p.toFen(), "a new count: rook 16 moves, from 4 pieces");
        // Fairy-Stockfish keeps the first count: White's third counted move ends the game
        Position f = play(position(FS, fen), "a1a4", "e4d3");
        assertEquals("8/8/8/8/R7/3k4/8/6NK w - 16 11 2", f.toFen());
        play(f, "a4a3", "d3c4", "a3a4", "c4b5", "h1h2");
        assertEquals(Status.DRAW, status(f), () -> f.result().toString());
        play(p, "a4a3", "d3c4", "a3a4", "c4b5", "h1h2");
        assertEquals(Status.ONGOING, status(p), () -> "the seed's new count runs on: " + p.toFen());
    }

    /**
     * Seed 004 section VI, the first table ("If remaining pieces of the stronger side includes
     * unpromoted pawns": count value 64, minus the pieces), and "As soon as the stronger side has no
     * more unpromoted pawns, a new count should start" from the second table.
     */
    @Test
    void aBareKingCountsWhileTheStrongerSideHasPawnsThenANewCountWhenTheyAreGone() {
        Position p = play(position(MAKRUK, "8/8/8/4k3/8/n2P4/8/R2K4 w - - 0 1"), "a1a3");
        assertEquals("8/8/8/4k3/8/R2P4/8/3K4 b - 128 8 1", p.toFen(), "64 moves counted from 4 pieces");
        play(p, "e5e6", "d3d4", "e6f6", "d4d5", "f6e7");
        assertEquals("8/4k3/8/3P4/8/R7/8/3K4 w - 128 13 4", p.toFen());
        play(p, "d5d6m"); // the pawn promotes to a met: the stronger side has no pawn left, a rook's count
        assertEquals("8/4k3/3M4/8/8/R7/8/3K4 b - 32 8 4", p.toFen());
        // Fairy-Stockfish counts nothing while a pawn is on the board
        Position f = play(position(FS, "8/8/8/4k3/8/n2P4/8/R2K4 w - - 0 1"), "a1a3");
        assertEquals("8/8/8/4k3/8/R2P4/8/3K4 b - - 0 1", f.toFen());
    }

    /**
     * Seed 004 section VI "Battle without Pawns": "The one who is in disadvantage will be the one who
     * will do the counting. Counting stops whenever the disadvantage side makes a capture": Black,
     * behind (a rook against rook, knight and khon), takes the khon and is still behind: a new count
     * from 1. A capture by the stronger side that bares nobody leaves the count running.
     */
    @Test
    void aCaptureByTheCountingSideStopsItsCount() {
        Position p = play(position(MAKRUK, "2r1k3/8/8/2S5/8/4N3/8/R2K4 b - 128 50 30"), "c8c5");
        assertEquals("4k3/8/8/2r5/8/4N3/8/R2K4 w - 128 0 31", p.toFen(), "the weaker side captured: a new count");
        Position q = play(position(MAKRUK, "2r1k3/8/8/2S5/3m4/4N3/8/R2K4 w - 128 50 30"), "c5d4");
        assertEquals("2r1k3/8/8/8/3S4/4N3/8/R2K4 b - 128 51 30", q.toFen(), "the stronger side captured: the count runs on");
        Position f = play(position(FS, "2r1k3/8/8/2S5/8/4N3/8/R2K4 b - 128 50 30"), "c8c5");
        assertEquals("4k3/8/8/2r5/8/4N3/8/R2K4 w - 128 51 31", f.toFen());
    }

    /**
     * Seed 004 section VI "Battle without Pawns": counting stops when the counting side "thinks that
     * he's no more in disadvantage": read as no longer behind on points (end.material). Black's rook
     * takes the met: a rook each, nobody counts.
     */
    @Test
    void theCountStopsWhenTheCountingSideIsNoLongerBehind() {
        Position p = play(position(MAKRUK, "4k3/8/8/8/8/8/r1M5/3K3R b - 128 50 30"), "a2c2");
        assertEquals("4k3/8/8/8/8/8/2r5/3K3R w - - 0 31", p.toFen(), "equal points: no count");
        assertEquals(-1, p.countMovesLeft());
    }

    /**
     * Seed 004 section VI "Battle without Pawns": "If the disadvantage side checks mate the advantage
     * side and did not stop counting at that move, the game will be declared a draw"
     * (samples/makruk/seed-004-counting.pgn, game 2); a mate by the stronger side still wins.
     */
    @Test
    void aMateByTheCountingSideIsADraw() {
        Position p = play(position(MAKRUK, "RN6/8/8/r7/8/8/5k2/7K w - - 0 1"), "b8c6", "a5h5");
        assertEquals(Status.DRAW, status(p), () -> p.result() + " " + p.toFen());
        assertEquals("checkmate by the counting side", p.result().reason());
        Position f = play(position(FS, "RN6/8/8/r7/8/8/5k2/7K w - - 0 1"), "b8c6", "a5h5");
        assertEquals(Status.BLACK_WINS, status(f), () -> f.result().toString());
        Position w = play(position(MAKRUK, "6k1/1R6/6K1/8/8/8/8/r6N w - - 0 1"), "b7b8");
        assertEquals(Status.WHITE_WINS, status(w), () -> "the stronger side's mate wins: " + w.result());
    }

    /**
     * Seed 004 section VI "Battle without Pawns": counting stops whenever the side at a disadvantage
     * "thinks that he's no more in disadvantage": a declaration, not a move (Position.declare,
     * "stop-count"), offered to the counting side on its turn only. Stopped, the count neither runs
     * nor expires (here two plies were left) until that side declares "count" again, which starts a
     * new announced count from nothing (rules-notes.md, Makruk: "restart later from 1").
     */
    @Test
    void theCountingSideMayStopItsCountByChoiceAndStartItAgain() {
        Position p = position(MAKRUK, "2r1k3/8/8/8/8/4N3/8/R2K4 b - 128 126 30");
        assertEquals(java.util.List.of("stop-count"), p.declarations(), "Black (a rook against rook and knight) counts");
        assertTrue(p.declare("stop-count"));
        assertEquals(-1, p.countMovesLeft(), "stopped: no count runs");
        assertEquals("2r1k3/8/8/8/8/4N3/8/R2K4 b - - 0 30", p.toFen());
        assertEquals(java.util.List.of("count"), p.declarations(), "stopped: it may start counting again");
        play(p, "e8e7");
        assertEquals(java.util.List.of(), p.declarations(), "White never counts here");
        assertFalse(p.declare("stop-count"));
        play(p, "a1a2", "e7e8", "a2a3");
        assertEquals(Status.ONGOING, status(p), () -> "the stopped count does not expire: " + p.result() + " " + p.toFen());
        assertEquals(-1, p.countMovesLeft());
        assertTrue(p.declare("count"));
        assertEquals("2r1k3/8/8/8/8/R3N3/8/3K4 b - 128 0 32", p.toFen(), "a new count from nothing");
        play(p, "e8e7");
        assertEquals("2r5/4k3/8/8/8/R3N3/8/3K4 w - 128 1 33", p.toFen(), "and it runs");
        Position f = position(FS, "2r1k3/8/8/8/8/4N3/8/R2K4 b - 128 126 30");
        assertEquals(java.util.List.of(), f.declarations(), "Fairy-Stockfish 11.1's count has no owner to stop it");
    }

    /**
     * A stopped count stays stopped only while the same side owns the same count: when a capture
     * bares the counting side, the pieces' honour starts by itself ("a new count should start").
     */
    @Test
    void aStoppedBoardsCountGivesWayToThePiecesCount() {
        Position p = position(MAKRUK, "2r1k3/8/8/8/8/4N3/8/R2K4 b - 128 126 30");
        assertTrue(p.declare("stop-count"));
        play(p, "c8c1", "d1c1");
        assertEquals("4k3/8/8/8/8/4N3/8/R1K5 b - 32 8 31", p.toFen(), "bare: rook and knight, 16 moves, counted from 4 pieces");
        assertEquals(java.util.List.of(), p.declarations(), "the pieces' count is not stopped by choice");
    }

    /**
     * Option counting=announced (rules-notes.md, Makruk: the weaker side asks to count): a board's
     * count reached by play is unannounced (its expiry only offers a claim); the counting side may
     * announce it ("count"), and from then it binds. By default the count runs without it.
     */
    @Test
    void underTheAnnouncedReadingAnUnannouncedCountMayBeAnnounced() {
        Position p = play(position(announced(), "r3k3/8/8/8/8/8/8/R2K1N2 w - - 0 1"), "f1e3");
        assertEquals(java.util.List.of("count", "stop-count"), p.declarations());
        assertTrue(p.declare("count"));
        assertEquals("r3k3/8/8/8/8/4N3/8/R2K4 b - 128 0 1", p.toFen());
        assertEquals(java.util.List.of("stop-count"), p.declarations(), "announced");
        Position d = play(position(MAKRUK, "r3k3/8/8/8/8/8/8/R2K1N2 w - - 0 1"), "f1e3");
        assertEquals(java.util.List.of("stop-count"), d.declarations(), "by default the count already runs: nothing to announce");
    }

    /**
     * Seed 004 section VI "Battle without Pawns": with no pawns left, mate must come "in 64 moves, or
     * else the game is a draw". The board's count reached by play, never announced, runs out: by
     * default the game is drawn by itself (issue 28: it only offered a claim, while the same
     * unannounced count made the weaker side's mate a draw); under counting=announced
     * (rules-notes.md, Makruk) only a claim is offered, and the weaker side's mate stands.
     */
    @Test
    void theUnannouncedBoardsCountEndsTheGameAsTheSeedSays() {
        String[] shuffle = {"a8b8", "a1b1", "b8a8", "b1a1"};
        Position p = play(position(MAKRUK, "r3k3/8/8/8/8/8/8/R2K1N2 w - - 0 1"), "f1e3");
        for (int i = 0; i < 31; i++) play(p, shuffle);
        play(p, "a8b8", "a1b1", "b8a8");
        assertEquals(Status.ONGOING, status(p), () -> "ply 127 of 128: " + p.result() + " " + p.toFen());
        play(p, "b1a1");
        assertEquals(Status.DRAW, status(p), () -> "the count has run out: " + p.result() + " " + p.toFen());
        assertEquals("count expired", p.result().reason());

        Position a = play(position(announced(), "r3k3/8/8/8/8/8/8/R2K1N2 w - - 0 1"), "f1e3");
        for (int i = 0; i < 32; i++) play(a, shuffle);
        assertEquals(Status.ONGOING, status(a), () -> a.result() + " " + a.toFen());
        assertTrue(a.claims().stream().anyMatch(c -> c.ending() == varia.engine.Ending.COUNT), () -> a.claims().toString());
        // the same unannounced count does not make the counting side's mate a draw: it was not counting
        Position m = play(position(announced(), "RN6/8/8/r7/8/8/5k2/7K w - - 0 1"), "b8c6", "a5h5");
        assertEquals(Status.BLACK_WINS, status(m), () -> "an unannounced count: the weaker side's mate wins: " + m.result());
        Position n = play(position(announced(), "RN6/8/8/r7/8/8/5k2/7K w - - 0 1"), "b8c6");
        assertTrue(n.declare("count"), "Black announces its count");
        play(n, "a5h5");
        assertEquals(Status.DRAW, status(n), () -> "announced, it binds both ways: " + n.result());
    }
}
