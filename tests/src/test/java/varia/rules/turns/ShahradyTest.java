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

    /** The seed's study (samples/shahrady/seed-003-problem.pgn): White Ke4 Qg2 Pb5, Black Kc7 Qg5 Ba7 Pf6. */
    static final String STUDY = "8/b1k5/5p2/1P4q1/4K3/8/6Q1/8[] w - - 0 1";

    /**
     * Seed 003, the study's first line: "1. ...Bxb6 2. Qxg5 fg 3. Pass (White keeps his Queen ...)
     * Kd6 4. Qb4+". 2.Qxg5 answers 1...Bxb6 (both pieces leave the game), so 2...fxg5 opens a new
     * exchange and White may pass: the queen goes to White's reserve and comes back with check.
     */
    @Test
    void theStudysPassAfterAnAnsweredExchangeSavesTheQueen() {
        Position p = play(position(V, STUDY), "b5b6", "a7b6", "g2g5");
        assertFalse(moves(p).contains("c7c7"), "2.Qxg5 answered 1...Bxb6: Black may not pass " + moves(p));
        play(p, "f6g5");
        assertTrue(moves(p).contains("e4e4"), "2...fxg5 opened a new exchange: White may pass " + moves(p));
        play(p, "e4e4");
        assertTrue(p.toFen().startsWith("8/2k5/1b6/6p1/4K3/8/8/8[Q] b"), "the queen is in White's reserve: " + p.toFen());
        play(p, "c7d6", "Q@b4");
        assertTrue(p.inCheck(), "4.Q@b4+ gives check from the reserve: " + p.toFen());
    }

    /** Pairs: the fourth capture of a run answers the third, which opened an exchange: no pass after it. */
    @Test
    void capturesPairOffSoTheFourthOfARunIsAnAnswer() {
        // 1.Rxd5 (opens) Rxd5 (answers) 2.Rxd5 (opens) Bxd5 (answers): no pass for White
        Position p = play(position(V, "3r3k/8/4b3/3p4/8/8/3R4/3RK3[] w - - 0 1"), "d2d5", "d8d5");
        assertFalse(moves(p).contains("e1e1"), "the second capture answers the first: " + moves(p));
        play(p, "d1d5");
        assertTrue(moves(p).contains("h8h8"), "the third capture opens a new exchange: " + moves(p));
        play(p, "e6d5");
        assertFalse(moves(p).contains("e1e1"), "the fourth capture answers the third: " + moves(p));
    }

    /**
     * Option exchanges=runs: rule 2's "the first to make a capture" read strictly, a run of captures
     * is one exchange, so the seed's own study is refused at 3.Pass (which is why it is not the default).
     */
    @Test
    void runsOptionRefusesThePassAfterARunOfCaptures() {
        Variant runs = variant("shahrady", java.util.Map.of("exchanges", "runs"));
        Position p = play(position(runs, STUDY), "b5b6", "a7b6", "g2g5", "f6g5");
        assertFalse(moves(p).contains("e4e4"), "under runs 2...fxg5 follows a capture: no pass " + moves(p));
        Position q = play(position(runs, "4k3/p7/8/8/8/8/8/R3K3[] w - - 0 1"), "a1a7");
        assertTrue(moves(q).contains("e8e8"), "a capture after a quiet move may still be passed: " + moves(q));
    }
}
