package varia.rules.turns;

import static varia.TestPaths.root;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.turns.TurnPlay.moves;
import static varia.rules.turns.TurnPlay.movesFrom;
import static varia.rules.turns.TurnPlay.play;
import static varia.rules.turns.TurnPlay.position;
import static varia.rules.turns.TurnPlay.set;
import static varia.rules.turns.TurnPlay.variant;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import varia.engine.GameResult;
import varia.engine.Perft;
import varia.engine.Position;
import varia.record.Game;
import varia.record.PgnReader;
import varia.record.Validator;
import varia.record.Verdict;
import varia.variant.Variant;

/** Senterej (variants/senterej.yaml; seed 004 section III): the werera and the rules after it. */
class SenterejTest {
    static final Variant V = variant("senterej");


    @Test
    void theStartPositionIsInTheWerera() {
        Position p = Position.start(V);
        assertEquals("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR f Kq - 0 1", p.toFen());
    }

    @Test
    void perftDuringTheWereraCountsBothSidesMoves() {
        Position p = Position.start(V);
        // each side: 8 pawn steps, 4 knight moves, 4 saba leaps; the fers and the king are shut in
        assertEquals(32, Perft.perft(p, 1));
        Set<String> m = moves(p);
        assertTrue(m.contains("e2e3") && m.contains("e7e6") && m.contains("c1a3") && m.contains("f8h6"));
        // no capture is possible within two plies from the start, so the werera lasts: every
        // reply is again counted for both sides
        long two = 0;
        for (String first : m) two += moves(play(Position.start(V), first)).size();
        assertEquals(two, Perft.perft(Position.start(V), 2));
        assertTrue(two > 32 * 30, "both sides move after each first move: " + two);
    }

    @Test
    void aSideMayMoveTwiceInARowDuringTheWerera() {
        Position p = play(Position.start(V), "e2e3", "e3e4", "g1f3");
        assertTrue(p.toFen().contains(" f "), p.toFen());
        assertTrue(moves(p).contains("d7d6"), "Black may still move");
    }

    @Test
    void theFirstCaptureEndsTheWereraAndTheOtherSideMoves() {
        String fen = "rnbkqbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR f Kq - 0 1";
        Position w = play(position(V, fen), "e4d5");
        assertTrue(w.toFen().contains(" b "), "White captured: Black moves next " + w.toFen());
        assertTrue(moves(w).stream().allMatch(m -> w.colourAt(fromSquare(m)) == 1),
                "only Black's moves: " + moves(w));
        play(w, "e7e6");
        assertTrue(w.toFen().contains(" w "), "then turns alternate: " + w.toFen());
        Position b = play(position(V, fen), "d5e4");
        assertTrue(b.toFen().contains(" w "), "Black captured: White moves next " + b.toFen());
    }

    private static int fromSquare(String uci) {
        int file = uci.charAt(0) - 'a', rank = uci.charAt(1) - '1';
        return rank * 8 + file;
    }

    @Test
    void castlingToTheRightOnlyDuringTheWerera() {
        Set<String> white = moves(V, "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R f Kq - 0 1");
        assertTrue(white.contains("e1g1"), "White's king two squares to its right: " + white);
        Set<String> black = moves(V, "r2kqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR f Kq - 0 1");
        assertTrue(black.contains("d8b8"), "Black's king two squares to its right (towards a8): " + black);
        Position castled = play(position(V, "r2kqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR f Kq - 0 1"), "d8b8");
        assertTrue(castled.toFen().startsWith("1kr1qbnr/"), "the rook stands beside the king: " + castled.toFen());
        assertFalse(moves(V, "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R w Kq - 0 1").contains("e1g1"),
                "no castling after the werera");
        assertFalse(moves(V, "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/R3KBNR f Kq - 0 1").stream().anyMatch(m -> m.startsWith("e1c1")
                || m.startsWith("e1b1")), "never to the left");
        // nor can a FEN give White a right to the left: 'Q' is Black's letter only (issue 18)
        org.junit.jupiter.api.Assertions.assertThrows(varia.engine.FenException.class,
                () -> Position.fromFen(V, "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/R3KBNR f KQkq - 0 1"));
    }

    @Test
    void promotionToFersOrWithTheOptionToALostPiece() {
        String fen = "k7/4P3/8/8/8/8/8/RNBQKBN1 w - - 0 1";
        assertEquals(set("e7e8q"), movesFrom(position(V, fen), "e7"));
        Variant lost = variant("senterej", Map.of("promotion", "lost-piece"));
        assertEquals(set("e7e8r"), movesFrom(position(lost, fen), "e7"), "only the rook has been lost");
    }

    @Test
    void stalemateDraws() {
        GameResult r = position(V, "k7/2K5/1P6/8/8/8/8/8 b - - 0 1").result();
        assertEquals(GameResult.Status.DRAW, r.status(), r.toString());
    }

    @Test
    void aBareKingThatSurvivesSevenMovesDraws() {
        Position p = play(position(V, "7k/8/8/8/8/8/r7/R3K3 w - - 0 1"), "a1a2");
        assertArrayEquals(new int[] {7, 0}, p.count(), "Black is bare: the count starts");
        // (no position repeats, so repetition does not end it first)
        String[] shuffle = {"h8g8", "a2b2", "g8h8", "b2c2", "h8g8", "c2d2", "g8h8", "d2e2", "h8g8", "e2f2",
                "g8h8", "e1d1", "h8g8", "d1c1", "g8h8", "c1b1"};
        int plies = 0;
        while (!p.result().isOver()) {
            play(p, shuffle[plies]);
            plies++;
        }
        assertEquals(GameResult.Status.DRAW, p.result().status(), p.result().toString());
        assertEquals(14, plies, "seven moves of each side after the capture");
    }

    /**
     * The same seven moves from a position where Black's king is already bare and to move (issue
     * 28: the count started only after White's reply, so the bare king's first move was not
     * counted and the game ran two plies longer): the count starts in the setup, as it does right
     * after the capture that bares a king; with White to move it starts after White's move, as
     * after a capture. seed 004 section III: a bare king "able to make seven moves" draws.
     */
    @Test
    void aKingAlreadyBareInTheSetupCountsItsFirstMove() {
        Position p = position(V, "7k/8/8/8/8/8/8/R3K3 b - - 0 1");
        assertArrayEquals(new int[] {7, 0}, p.count(), "Black is bare and to move: the count starts");
        String[] shuffle = {"h8g8", "a1a2", "g8h8", "a2b2", "h8g8", "b2c2", "g8h8", "c2d2", "h8g8", "d2e2",
                "g8h8", "e1d1", "h8g8", "d1c1", "g8h8", "c1b1"};
        int plies = 0;
        while (!p.result().isOver()) {
            play(p, shuffle[plies]);
            plies++;
        }
        assertEquals(GameResult.Status.DRAW, p.result().status(), p.result().toString());
        assertEquals(14, plies, "seven moves of each side from the setup, as after a capture");
        Position w = play(position(V, "7k/8/8/8/8/8/8/R3K3 w - - 0 1"), "a1a2");
        assertArrayEquals(new int[] {7, 0}, w.count(), "White to move: the count starts when the bare king is to move");
    }

    @Test
    void theWereraRecordReplays() throws Exception {
        String text = Files.readString(root().resolve("samples/senterej/werera-demo.pgn"), StandardCharsets.UTF_8);
        List<Game> games = PgnReader.readAll(text);
        assertEquals(1, games.size());
        Verdict v = new Validator(V).validate(games.get(0));
        assertTrue(v.ok(), () -> String.valueOf(v.failure()));
        assertEquals(15, v.plies());
        Position p = Validator.start(games.get(0), V);
        for (var m : games.get(0).moves()) p.make(new varia.record.MoveParser(new varia.record.San(V)).parse(p, m.text()).move());
        assertTrue(p.toFen().startsWith("1kr1qb1r/ppp2ppp/b1n2n2/3p4/8/2PB1N2/PP1P1PPP/RNBQ1RK1 w - - "), p.toFen());
    }
}
