package varia.rules.turns;

import static varia.TestPaths.root;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.turns.TurnPlay.moves;
import static varia.rules.turns.TurnPlay.play;
import static varia.rules.turns.TurnPlay.position;
import static varia.rules.turns.TurnPlay.variant;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import varia.engine.GameResult;
import varia.engine.Position;
import varia.record.Game;
import varia.record.PgnReader;
import varia.record.Validator;
import varia.record.Verdict;
import varia.variant.Variant;

/** Shahrady (variants/shahrady.yaml; seed 003): passes to the reserve, drops, peaceful kings, adjacent kings. */
class ShahradyTest {
    static final Variant V = variant("shahrady");
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";


    @Test
    void theSeedGameReplaysToCheckmate() throws IOException {
        String text = Files.readString(root().resolve("samples/shahrady/kholodov-voityushkevich.pgn"), StandardCharsets.UTF_8);
        List<Game> games = PgnReader.readAll(text);
        assertEquals(1, games.size());
        Verdict v = new Validator(V).validate(games.get(0));
        assertTrue(v.ok(), () -> String.valueOf(v.failure()));
        assertEquals(27, v.plies());
        assertEquals(Verdict.Outcome.AGREES, v.outcome());
        assertEquals(GameResult.Status.WHITE_WINS, v.rules().status());
        assertTrue(v.rules().reason().contains("checkmate"), v.rules().reason());
    }

    @Test
    void thePassAfterACaptureSavesTheLostPieceToTheReserve() {
        Position p = play(position(V, START), "e2e4", "d7d5", "e4d5");
        assertTrue(moves(p).contains("e8e8"), "Black may pass after White's capture: " + moves(p));
        play(p, "e8e8");
        assertTrue(p.toFen().startsWith("rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[p] w"), p.toFen());
        assertFalse(moves(p).contains("e1e1"), "a pass answers only a capture");
        play(p, "g1f3");
        assertTrue(moves(p).contains("P@d6") && !moves(p).contains("P@d4") && !moves(p).contains("P@d8"),
                "the saved pawn drops on Black's half, not on Black's first rank");
    }

    @Test
    void aPassIsRefusedInCheck() {
        // Rxa7 answers nothing and is a capture; Black may pass when not in check ...
        assertTrue(moves(play(position(V, "4k3/p7/8/8/8/8/8/R3K3[] w - - 0 1"), "a1a7")).contains("e8e8"));
        // ... but not when the capture gives check along the seventh rank
        Set<String> inCheck = moves(play(position(V, "8/p3k3/8/8/8/8/8/R3K3[] w - - 0 1"), "a1a7"));
        assertFalse(inCheck.contains("e7e7"), "no pass in check: " + inCheck);
    }

    @Test
    void aPassAfterARecaptureIsRefusedAndBothPiecesAreGone() {
        Position p = play(position(V, START), "e2e4", "d7d5", "e4d5", "d8d5");
        assertFalse(moves(p).contains("e1e1"), "Qxd5 recaptured: no pass");
        play(p, "b1c3");
        assertTrue(p.toFen().contains("[]"), "nothing went to a reserve: " + p.toFen());
    }

    @Test
    void aReservePieceDropsOnlyOnItsOwnersHalf() {
        Set<String> white = moves(V, "4k3/8/8/8/8/8/8/4K3[QP] w - - 0 1");
        assertTrue(white.contains("Q@g4") && white.contains("Q@a1") && white.contains("P@a2") && white.contains("P@h4"));
        assertFalse(white.contains("Q@g5"), "rank 5 is Black's half");
        assertFalse(white.contains("P@a1"), "no pawn on its owner's first rank");
        Set<String> black = moves(V, "4k3/8/8/8/8/8/8/4K3[qp] b - - 0 1");
        assertTrue(black.contains("Q@g5") && black.contains("Q@a8") && black.contains("P@a7"));
        assertFalse(black.contains("Q@g4") || black.contains("P@a8"));
    }

    @Test
    void theKingNeverCaptures() {
        Set<String> m = moves(V, "4k3/8/8/8/8/8/3n4/4K3[] w - - 0 1");
        assertFalse(m.contains("e1d2"), "the king may not take the knight: " + m);
        assertTrue(m.contains("e1e2"));
    }

    @Test
    void adjacentKingsEndTheGameOnMaterial() {
        Position w = play(position(V, "8/8/8/3k4/8/2K5/8/Q7[] w - - 0 1"), "c3c4");
        assertEquals(GameResult.Status.WHITE_WINS, w.result().status(), w.result().toString());
        assertTrue(w.result().reason().contains("adjacent"), w.result().reason());
        assertTrue(moves(w).isEmpty(), "the game is over");
        // the side that walks its king up may lose on material
        Position b = play(position(V, "7r/8/8/3k4/8/2K5/8/8[] w - - 0 1"), "c3c4");
        assertEquals(GameResult.Status.BLACK_WINS, b.result().status(), b.result().toString());
        Position d = play(position(V, "7r/8/8/3k4/8/2K5/8/7R[] w - - 0 1"), "c3c4");
        assertEquals(GameResult.Status.DRAW, d.result().status(), d.result().toString());
    }

    /**
     * Seed 003 rule 2: a capture made in response (any capture, not only on the same square)
     * removes both pieces for good, so the first capturer may not pass afterwards. The engine on
     * main counts only a capture on the same square as a recapture.
     */
    @Test
    void aCaptureElsewhereInResponseAlsoCountsAsARecapture() {
        // exd5 (Black may pass); Black answers with Nxd1, a capture on another square
        Position p = play(position(V, "4k3/8/8/3p4/4P3/8/1n6/3RK3[] w - - 0 1"), "e4d5", "b2d1");
        assertFalse(moves(p).contains("e1e1"), "Black's capture answered White's: no pass " + moves(p));
    }
}
