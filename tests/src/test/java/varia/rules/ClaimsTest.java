package varia.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.RulesPlay.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import varia.engine.Ending;
import varia.engine.GameResult;
import varia.engine.GameResult.Status;
import varia.engine.Position;
import varia.record.Game;
import varia.record.PgnReader;
import varia.record.Validator;
import varia.record.Verdict;
import varia.record.VerdictFormat;
import varia.variant.Variant;

/**
 * Claims versus automatic endings (issue 15): a rule that only lets a player claim a result
 * leaves the game going (legal moves, {@code result()} ongoing) and is listed by
 * {@code Position.claims()}; a rule that ends the game by itself ends it. Each test names the
 * sentence of its source.
 */
class ClaimsTest {
    static final Variant CHESS = variant("chess");

    /** Knights out and back: each repetition of the start position takes four plies. */
    static final String[] SHUFFLE = {"g1f3", "g8f6", "f3g1", "f6g8"};

    static Position shuffled(Variant v, int times) {
        Position p = Position.start(v);
        for (int i = 0; i < times; i++) play(p, SHUFFLE);
        return p;
    }

    /**
     * FIDE Laws 9.2: the third occurrence of a position lets the player claim a draw (the game
     * goes on until a claim); 9.6.1: the fifth occurrence ends the game by itself.
     */
    @Test
    void chessThreefoldIsAClaimAndFivefoldEndsTheGame() {
        Position p = shuffled(CHESS, 1);
        assertEquals(List.of(), p.claims(), "second occurrence: nothing to claim");
        play(p, SHUFFLE);
        assertEquals(Status.ONGOING, status(p), "third occurrence: the game goes on");
        assertEquals(20, moves(p).size(), "the moves go on after a claimable draw");
        List<GameResult> claims = p.claims();
        assertEquals(1, claims.size(), claims::toString);
        assertEquals(Status.DRAW, claims.get(0).status());
        assertEquals(Ending.REPETITION, claims.get(0).ending());
        assertEquals("3-fold repetition", claims.get(0).reason());
        play(p, SHUFFLE);
        assertEquals(Status.ONGOING, status(p), "fourth occurrence: still only a claim");
        assertEquals(1, p.claims().size());
        play(p, SHUFFLE);
        assertEquals(Status.DRAW, status(p), "fifth occurrence ends the game");
        assertEquals("5-fold repetition", p.result().reason());
        assertEquals(0, moves(p).size(), "an automatic ending leaves no moves");
        assertEquals(List.of(), p.claims(), "nothing to claim in a finished game");
    }

    /** FIDE Laws 9.3: 50 moves without capture or pawn move: a claim; 9.6.2: 75 moves end the game. */
    @Test
    void chessFiftyMovesIsAClaimAndSeventyFiveEndTheGame() {
        Position p = position(CHESS, "8/8/4k3/8/8/4K3/8/R7 w - - 99 80");
        assertEquals(List.of(), p.claims());
        play(p, "a1a2");
        assertEquals(Status.ONGOING, status(p));
        assertEquals("50-move rule", p.claims().get(0).reason());
        Position q = position(CHESS, "8/8/4k3/8/8/4K3/8/R7 w - - 149 80");
        play(q, "a1a2");
        assertEquals(Status.DRAW, status(q));
        assertEquals("75-move rule", q.result().reason());
        assertEquals(List.of(), q.claims());
    }

    /** FIDE Laws 9.3 and 5.1.1: a checkmate on the move that reaches the 50 moves wins; there is nothing to claim. */
    @Test
    void checkmateComesBeforeAClaim() {
        Position p = position(CHESS, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80");
        play(p, "a1a8");
        assertEquals(Status.WHITE_WINS, status(p));
        assertEquals(List.of(), p.claims());
    }

    /**
     * Makruk under option counting=announced (rules-notes.md Makruk: "the weaker side asks to
     * count"): an unannounced board's count only offers a claim when it expires; a count given in
     * a FEN was announced and ends the game by itself (MakrukCountingTest.boardsHonourExpires). By
     * default (seed 004 section VI) the count runs by itself and its expiry draws
     * (MakrukCountingTest#theUnannouncedBoardsCountEndsTheGameAsTheSeedSays).
     */
    @Test
    void makrukUnannouncedBoardCountOffersAClaim() {
        Variant makruk = variant("makruk", java.util.Map.of("counting", "announced"));
        Position p = play(position(makruk, "r3k3/8/8/8/8/8/8/R2K1N2 w - - 0 1"), "f1e3");
        assertEquals("r3k3/8/8/8/8/4N3/8/R2K4 b - 128 0 1", p.toFen(), "the count runs as Fairy-Stockfish keeps it");
        String[] shuffle = {"a8b8", "a1b1", "b8a8", "b1a1"};
        for (int i = 0; i < 32; i++) play(p, shuffle); // 128 plies
        assertEquals(Status.ONGOING, status(p), () -> p.result() + " " + p.toFen());
        assertFalse(moves(p).isEmpty());
        assertTrue(p.claims().stream().anyMatch(c -> c.ending() == Ending.COUNT), () -> p.claims().toString());
    }

    /**
     * seed 004 section IX (Xiangqi): perpetual check loses for the checking side; other
     * repetitions "may be ruled a draw": a claim.
     */
    @Test
    void xiangqiRepetitionIsAClaimPerpetualCheckEndsTheGame() {
        Variant xq = variant("xiangqi");
        Position p = Position.start(xq);
        for (int i = 0; i < 2; i++) play(p, "b1c3", "b10c8", "c3b1", "c8b10");
        assertEquals(Status.ONGOING, status(p));
        assertEquals("3-fold repetition", p.claims().get(0).reason());
        // a rook checks on every move (the kings on different files, so the black king may step
        // aside): the third occurrence loses for it, by itself
        Position q = position(xq, "3k5/9/9/9/9/9/9/9/4R4/5K3 w - - 0 1");
        for (int i = 0; i < 2; i++) play(q, "e2d2", "d10e10", "d2e2", "e10d10");
        assertEquals(Status.BLACK_WINS, status(q), () -> q.result() + " " + q.toFen());
        assertEquals("perpetual check", q.result().reason());
    }

    /**
     * seed 000, end rules: Hiashatar's draws are "like in Orthodox Chess" (HIA-22): threefold
     * repetition and the 50-move rule are claims; the game goes on until one is made.
     */
    @Test
    void hiashatarDrawRulesAreClaims() {
        Variant hia = variant("hiashatar");
        Position p = play(position(hia, "9k/10/10/10/10/10/10/10/10/K9 w - - 0 1"),
                "a1a2", "j10j9", "a2a1", "j9j10", "a1a2", "j10j9", "a2a1", "j9j10");
        assertEquals(Status.ONGOING, status(p));
        assertEquals("3-fold repetition", p.claims().get(0).reason());
        Position q = play(position(hia, "9k/10/10/10/10/10/10/10/10/K9 w - - 99 80"), "a1a2");
        assertEquals(Status.ONGOING, status(q));
        assertEquals("50-move rule", q.claims().get(0).reason());
    }

    /** Shogi's sennichite (seed 004 section XIII): the fourth occurrence draws by itself, no claim before it. */
    @Test
    void shogiSennichiteEndsTheGameByItself() {
        Variant shogi = variant("shogi");
        Position p = Position.start(shogi);
        for (int i = 0; i < 3; i++) play(p, "h2g2", "b8c8", "g2h2", "c8b8");
        assertEquals(Status.DRAW, status(p));
        assertEquals(List.of(), p.claims());
    }

    /** validate: a claimable draw is a note, the game goes on, and a recorded draw there agrees with the claim. */
    @Test
    void validatorNotesClaimsAndAcceptsAClaimedDraw() {
        String pgn = "[Variant \"chess\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 e5 1/2-1/2\n\n"
                + "[Variant \"chess\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2\n\n"
                + "[Variant \"chess\"]\n\n1. f3 e5 2. g4 Qh4# *\n";
        List<Game> games = PgnReader.readAll(pgn);
        Validator val = new Validator(CHESS);
        Verdict playedOn = val.validate(games.get(0));
        assertTrue(playedOn.ok());
        assertEquals(Verdict.Outcome.NOT_DECIDED, playedOn.outcome());
        assertEquals(1, playedOn.notes().size());
        assertEquals("a draw could have been claimed at move 4... Ng8 (3-fold repetition)", playedOn.notes().get(0).text());
        Verdict claimed = val.validate(games.get(1));
        assertEquals(Verdict.Outcome.CLAIMED, claimed.outcome());
        assertTrue(VerdictFormat.text("g.pgn", claimed).contains("OK, 8 plies, 1/2-1/2 agrees with a claim the rules allow (3-fold repetition)"),
                VerdictFormat.text("g.pgn", claimed));
        // '*' is never a failure: the rules' verdict is reported beside it
        Verdict unfinished = val.validate(games.get(2));
        assertTrue(unfinished.ok());
        assertTrue(VerdictFormat.text("g.pgn", unfinished).endsWith("OK, 4 plies, * unfinished; the rules say 0-1 (checkmate)"),
                VerdictFormat.text("g.pgn", unfinished));
    }
}
