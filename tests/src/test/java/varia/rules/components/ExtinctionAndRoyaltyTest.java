package varia.rules.components;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.components.ComponentPlay.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import varia.engine.Ending;
import varia.engine.GameResult.Status;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Component 1 of issue 21 (games without a royal piece, extinction) and component 6 (royalty per
 * colour), on constructed positions. Sources: variants/extinction.yaml, three-kings.yaml,
 * horde.yaml, antichess.yaml, losers.yaml (their rule pages, cited in each test).
 */
class ExtinctionAndRoyaltyTest {

    /** chessvariants.com, Extinction chess: "a player wins by capturing all of the opponent's pieces of any one type". */
    @Test
    void extinctionChessLosesWithTheLastPieceOfAKind() {
        Variant v = variant("extinction");
        // one piece of each kind a side: any capture ends the game
        Position p = position(v, "rnbqk3/p7/8/8/8/8/P7/RNBQK3 w - - 0 1");
        assertFalse(p.result().isOver());
        p = play(p, "d1d8"); // the black queen, Black's only one
        assertEquals(Status.WHITE_WINS, status(p));
        assertEquals(Ending.EXTINCTION, p.result().ending());
        assertEquals(0, p.legalMoves(new int[varia.engine.Moves.MAX_MOVES]), "an ended game has no moves");
    }

    /**
     * Wikipedia "Extinction chess": "Both sides can suffer an extinction on the same move, if pawn
     * promotion is involved ... White is ruled to have won ... it was a move by White that brought this
     * situation about": the last pawn takes the last bishop as it promotes.
     */
    @Test
    void bothExtinctOnOneMoveWinsForTheMover() {
        Position p = play(position(variant("extinction"), "2b1k2q/1P5p/8/8/8/8/r6n/RNBQK3 w - - 0 1"), "b7c8q");
        assertEquals(Status.WHITE_WINS, status(p));
    }

    /** The king of Extinction chess is no royal piece: it may stand attacked, and castles through attacked squares (Fairy-Stockfish's extinction). */
    @Test
    void extinctionKingIsAnOrdinaryPiece() {
        Variant v = variant("extinction");
        Position p = position(v, "rnb1kbnr/pppppppp/8/8/8/5q2/PPPP1PPP/RNBQK2R w KQkq - 0 1");
        assertFalse(p.inCheck());
        assertTrue(movesFrom(p, "e1").contains("e1g1"), "castling through f1, which the queen attacks");
        assertTrue(movesFrom(p, "e1").contains("e1e2"), "the king may step next to the queen");
    }

    /** Three Kings chess (Cute Chess's rules): a side that has lost one of its three kings has lost; two kings down to one is no condition of its own. */
    @Test
    void threeKingsFallingBelowThree() {
        Variant v = variant("threekings");
        Position p = position(v, "k1k1k3/8/8/8/8/8/8/K1K1K2Q w - - 0 1");
        assertFalse(p.result().isOver());
        p = play(p, "h1h8"); // nothing taken
        p = play(p, "e8f7");
        p = play(p, "h8c8"); // takes one of three
        assertEquals(Status.WHITE_WINS, status(p));
        assertEquals(Ending.EXTINCTION, p.result().ending());
    }

    /** lichess Antichess: "Lose all your pieces ... to win the game"; the last piece taken wins for its owner. */
    @Test
    void antichessLosingTheLastPieceWins() {
        Position p = play(position(variant("antichess"), "8/8/8/8/8/8/1p6/R7 b - - 0 1"), "b2a1q");
        assertEquals(Status.WHITE_WINS, status(p));
    }

    /** Losers chess (Fairy-Stockfish losers_variant): a side with only its king left has won. */
    @Test
    void losersBareKingWins() {
        Position p = play(position(variant("losers"), "4k3/8/8/8/8/8/r7/R3K3 b - - 0 1"), "a2a1");
        assertEquals(Status.WHITE_WINS, status(p), "Black took White's last piece but its king: White has won");
    }

    /** lichess Horde: White, without a king, loses when all its pieces are taken; Black's king stays royal. */
    @Test
    void hordeWhiteWithoutPiecesLoses() {
        Position p = play(position(variant("horde"), "4k3/8/8/8/8/8/1P6/r7 b - - 0 1"), "a1b1", "b2b3", "b1b3");
        assertEquals(Status.BLACK_WINS, status(p));
        assertEquals(Ending.EXTINCTION, p.result().ending());
    }

    /**
     * Royalty per colour (component 6): Horde's king is royal for Black only ({@code royal: black}).
     * A White king put on the board by FEN is an ordinary piece, which may stand and move where it is
     * attacked; Black's may not.
     */
    @Test
    void royaltyPerColour() {
        Variant v = variant("horde");
        assertTrue(v.pieceByLetter('K').royal(1));
        assertFalse(v.pieceByLetter('K').royal(0));
        Position white = position(v, "3rk3/8/8/8/8/8/8/4K3 w - - 0 1");
        assertFalse(white.inCheck());
        assertTrue(movesFrom(white, "e1").contains("e1d2"), "the white king may step onto an attacked square");
        Position black = position(v, "4k3/8/8/8/8/8/8/3RK3 b - - 0 1");
        assertFalse(movesFrom(black, "e8").contains("e8d7"), "Black's royal king may not");
        assertTrue(moves(position(v, "3Rk3/8/8/8/8/8/8/4K3 b - - 0 1")).stream().allMatch(m -> m.startsWith("e8")), "Black in check must answer it");
    }

    /** The royal requirement follows from the rules: a side needs a royal piece only when some piece is royal for it. */
    @Test
    void royalRequirementFollowsTheRules() {
        String noDecision = chessLike("", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", "");
        assertEquals(List.of("3:3: pieces: no piece is royal; mark the piece whose loss loses the game (the king) with 'royal: true',"
                + " or let another rule decide the game: end.extinction, end.goal, or end.stalemate: win or loss"), errors(noDecision));
        assertEquals(List.of(), errors(noDecision + "end: {extinction: {pieces: all, outcome: loss}}\n"));
        assertEquals(List.of(), errors(noDecision + "end: {stalemate: loss}\n"));
        String blackOnly = chessLike(", royal: black", "4k3/8/8/8/8/8/PPPPPPPP/8 w - - 0 1", "");
        assertEquals(List.of(), errors(blackOnly));
        String both = chessLike(", royal: true", "4k3/8/8/8/8/8/PPPPPPPP/8 w - - 0 1", "");
        assertEquals(List.of("9:8: setup: White has no royal piece (K) in the start position; each side needs one"), errors(both));
        String whiteOnly = chessLike(", royal: white", "4k3/8/8/8/8/8/PPPPPPPP/8 w - - 0 1", "");
        assertEquals(List.of("9:8: setup: White has no royal piece (K) in the start position; the file makes K royal for White"),
                errors(whiteOnly));
    }

    /** end.extinction's options: kinds counted together, pieces in hand counted or not, the outcome. */
    @Test
    void extinctionClausesCountAsWritten() {
        String base = chessLike("", "r2qk3/8/8/8/8/8/8/R2QK3 w - - 0 1", "end:\n  extinction: {pieces: [Q, R], count: together, at-most: 1, outcome: loss}\n");
        Variant v = load(base);
        assertFalse(position(v, "r2qk3/8/8/8/8/8/8/R2QK3 w - - 0 1").result().isOver(), "Q and R: two pieces each");
        assertEquals(Status.BLACK_WINS, status(position(v, "r2qk3/8/8/8/8/8/8/3QK3 w - - 0 1")), "White's queen alone: one piece, at most 1");
        Variant each = load(base.replace("count: together, at-most: 1", "count: each"));
        assertFalse(position(each, "r2qk3/8/8/8/8/8/8/R2QK3 w - - 0 1").result().isOver());
        assertEquals(Status.BLACK_WINS, status(position(each, "r2qk3/8/8/8/8/8/8/3QK3 w - - 0 1")), "White has no rook left");
        Variant hand = load(base.replace("count: together, at-most: 1", "count: each, in-hand: false"));
        assertEquals(Status.WHITE_WINS, status(position(hand, "3qk3/8/8/8/8/8/8/R2QK3 w - - 0 1")), "Black has no rook left");
    }

    @Test
    void extinctionErrors() {
        String base = chessLike(", royal: true", "4k3/8/8/8/8/8/8/R2QK3 w - - 0 1", "");
        assertEquals(List.of("11:25: end.extinction.pieces: unknown piece letter 'X'; the pieces are K, Q, R, B, N, P"),
                errors(base + "end:\n  extinction: {pieces: [X], outcome: loss}\n"));
        assertEquals(List.of("11:15: missing required key 'outcome' in 'end.extinction': what the side whose pieces are gone gets:"
                + " 'outcome: loss' (or win, draw)"), errors(base + "end:\n  extinction: {pieces: all}\n"));
        assertEquals(List.of("11:15: end.extinction must be a clause such as '{pieces: all, outcome: loss}' or a list of them; found 'yes'"),
                errors(base + "end:\n  extinction: yes\n"));
    }
}
