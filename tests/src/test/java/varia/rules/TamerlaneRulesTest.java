package varia.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.RulesPlay.*;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import varia.engine.GameResult;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Constructed positions for variants/tamerlane.yaml, each worked out by hand from the sentence it
 * tests (named in the display name). No engine we could run plays the game (Fairy-Stockfish has no
 * squares outside its board, Sjaak II's variants.txt has no Tamerlane chess, Muller's interactive
 * diagram gives no perft), so these positions are its checks. Squares are those of the 13x10
 * rectangle: the camp is files b-l (Wikipedia's a-k), White's citadel m2, Black's a9.
 */
class TamerlaneRulesTest {

    static final Variant TAM = variant("tamerlane");

    /** A FEN of the 13x10 rectangle with its holes, the given pieces (square to symbol), the castling field and the side. */
    static String fen(String side, String rights, String... placements) {
        Map<String, String> at = new TreeMap<>();
        for (int i = 0; i < placements.length; i += 2) at.put(placements[i], placements[i + 1]);
        StringBuilder sb = new StringBuilder();
        for (int rank = 10; rank >= 1; rank--) {
            int empty = 0;
            for (int file = 0; file < 13; file++) {
                String sq = (char) ('a' + file) + Integer.toString(rank);
                boolean hole = file == 0 && rank != 9 || file == 12 && rank != 2;
                String piece = hole ? "*" : at.get(sq);
                if (piece == null) { empty++; continue; }
                if (empty > 0) { sb.append(empty); empty = 0; }
                sb.append(piece);
            }
            if (empty > 0) sb.append(empty);
            if (rank > 1) sb.append('/');
        }
        return sb + " " + side + " " + rights + " - 0 1";
    }

    static Set<String> from(String square, String... squares) {
        Set<String> out = new java.util.TreeSet<>();
        for (String s : squares) out.add(square + s);
        return out;
    }

    @Test
    @DisplayName("Wikipedia: 110 squares 'arranged in a 10x11 pattern' and two citadels, 'a total of 112 squares'")
    void theBoard() {
        int squares = 0;
        for (int sq = 0; sq < 130; sq++) if (TAM.board().exists(sq)) squares++;
        assertEquals(112, squares);
        assertTrue(TAM.board().exists(8 * 13) && TAM.board().exists(13 + 12), "a9 and m2, the citadels, are on the board");
    }

    @Test
    @DisplayName("Wikipedia: the setup, rank by rank from White's left; White's 24 first moves counted by hand")
    void theSetup() {
        Position p = Position.start(TAM);
        // rank 1: elephant, camel, war engine, war engine, camel, elephant on every other square; rank 2: rook, knight,
        // picket, giraffe, general, king, vizier, giraffe, picket, knight, rook; rank 3: the pawns of pawns, war engines,
        // camels, elephants, general, king, vizier, giraffes, pickets, knights, rooks
        assertEquals("*e1c1d1d1c1e*/1rntgvkfgtnr*/*r'n't'g'v'k'f'e'c'd'p*/*11*/*11*/*11*/*11*/*PD'C'E'F'K'V'G'T'N'R'*/*RNTGFKVGTNR1/*E1C1D1D1C1E* w - - 0 1",
                p.toFen());
        // eleven pawn steps; knights c2: b4 d4 e1, k2: j4 l4 i1; camels d1: c4 e4, j1: i4 k4; general f2: e1 g1; king g2: g1
        assertEquals(24, moves(p).size());
    }

    @Test
    @DisplayName("Wikipedia: 'When the opposing king occupies a player's citadel, the game is declared a draw'")
    void aKingInTheEnemyCitadelDraws() {
        Position p = position(TAM, fen("w", "-", "b9", "K", "g5", "k", "h6", "r"));
        play(p, "b9a9");
        assertEquals(GameResult.Status.DRAW, p.result().status());
    }

    @Test
    @DisplayName("Wikipedia: 'No piece other than a king may occupy a citadel'")
    void onlyKingsEnterTheCitadels() {
        String fen = fen("w", "-", "b9", "R", "l2", "R", "g5", "K", "h7", "k");
        assertFalse(moves(TAM, fen).contains("b9a9"), "not Black's citadel");
        assertFalse(moves(TAM, fen).contains("l2m2"), "nor White's own");
    }

    @Test
    @DisplayName("Friedlander: 'Only an accessory king can enter the friendly citadel'")
    void onlyTheAdventitiousKingEntersItsOwnCitadel() {
        assertFalse(moves(TAM, fen("w", "-", "l2", "K", "g7", "k", "c5", "A")).contains("l2m2"), "the king may not");
        assertTrue(moves(TAM, fen("w", "-", "l2", "A", "g7", "k", "c5", "K")).contains("l2m2"), "the adventitious king may");
    }

    @Test
    @DisplayName("The adventitious king in his own citadel cannot be taken there: an enemy king beside it must go")
    void theAdventitiousKingIsSafeInHisCitadel() {
        // White's A on m2 checks Black's king on l3; the king may not take it (the citadel is entered empty only); l2 is attacked too
        Position p = position(TAM, fen("b", "-", "m2", "A", "b1", "K", "l3", "k"));
        assertTrue(p.inCheck());
        assertEquals(from("l3", "k4", "l4", "k3", "k2"), movesFrom(p, "l3"));
    }

    @Test
    @DisplayName("Wikipedia: the giraffe moves 'one square diagonally and then a minimum of three squares' straight")
    void giraffe() {
        // from f5: e6 then up (e7, e8 passed) to e9 e10, left (d6, c6 passed) to b6 (a6 a hole); g6 up to g9 g10, right
        // to j6 k6 l6; e4 down to e1, left to b4; g4 down to g1, right to j4 k4 l4
        assertEquals(from("f5", "e9", "e10", "b6", "g9", "g10", "j6", "k6", "l6", "e1", "b4", "g1", "j4", "k4", "l4"),
                movesFrom(TAM, fen("w", "-", "f5", "G", "k1", "K", "c10", "k"), "f5"));
        // a piece on a square it passes stops that way: a pawn on e7 leaves only the left way from e6
        assertFalse(movesFrom(TAM, fen("w", "-", "f5", "G", "e7", "P", "k1", "K", "c10", "k"), "f5").contains("f5e9"));
    }

    @Test
    @DisplayName("Wikipedia: the picket moves as a bishop 'but must move a minimum of two squares'")
    void picket() {
        assertEquals(from("f5", "d7", "c8", "b9", "h7", "i8", "j9", "k10", "d3", "c2", "b1", "h3", "i2", "j1"),
                movesFrom(TAM, fen("w", "-", "f5", "T", "l1", "K", "c10", "k"), "f5"));
    }

    @Test
    @DisplayName("Wikipedia: 'a pawn is promoted to its corresponding piece'; the pawn of kings 'becomes a prince'")
    void pawnsPromoteToTheirOwnPiece() {
        String fen = fen("w", "-", "c9", "R'", "e9", "K'", "g1", "K", "j7", "k");
        assertEquals(Set.of("c9c10r"), movesFrom(TAM, fen, "c9"));
        assertEquals(Set.of("e9e10s"), movesFrom(TAM, fen, "e9"));
    }

    @Test
    @DisplayName("Wikipedia: with a king and a prince, 'one of the two must be captured' before the other can be mated")
    void aKingWithAPrinceMayBeLeftAttacked() {
        // the black rook on h8 holds the h-file; with the prince on d5 White's king may step into it
        String fen = fen("w", "-", "g2", "K", "d5", "S", "h8", "r", "c9", "k");
        assertTrue(moves(TAM, fen).contains("g2h2"));
        // without the prince it may not
        assertFalse(moves(TAM, fen("w", "-", "g2", "K", "h8", "r", "c9", "k")).contains("g2h2"));
    }

    @Test
    @DisplayName("Wikipedia: 'When the pawn of pawns reaches the last rank, it stays there and cannot be taken'")
    void thePawnOfPawnsWaitsOnTheLastRank() {
        Position p = position(TAM, fen("w", "-", "e9", "P", "g1", "K", "c5", "k", "h10", "r"));
        play(p, "e9e10+");
        assertEquals("+P", p.pieceTypeAt(9 * 13 + 4).symbol());
        assertFalse(moves(p).contains("h10e10"), "the rook cannot take it");
    }

    @Test
    @DisplayName("Friedlander: it 'may be moved to any square where it forks two enemy units, or where it attacks a unit that cannot then be moved'")
    void thePawnOfPawnsGoesWhereItForks() {
        // Black: rooks c6 and e6 (a pawn on d5 forks them), an elephant l10 whose only leap, j8, its own pawn holds
        // (a pawn on k9 attacks it, and it cannot move), king h9 (attacked alone from g8 or i8, it has moves)
        String fen = fen("w", "-", "e10", "+P", "g1", "K", "c6", "r", "e6", "r", "l10", "e", "j8", "r'", "h9", "k");
        assertEquals(Set.of("e10d5p'", "e10k9p'"), movesFrom(TAM, fen, "e10"));
        Position p = position(TAM, fen);
        play(p, "e10d5p'");
        assertEquals("P'", p.pieceTypeAt(4 * 13 + 3).symbol(), "it goes on as a pawn, on its second journey");
    }

    @Test
    @DisplayName("Friedlander: on its second arrival it goes to the pawn of kings' square 'as soon as that square is empty'")
    void theSecondArrivalGoesToTheKingsPawnsSquare() {
        Position p = position(TAM, fen("w", "-", "d9", "P'", "l1", "K", "h8", "k"));
        assertEquals(Set.of("d9d10@g3"), movesFrom(p, "d9"));
        play(p, "d9d10@g3");
        assertEquals("+P'", p.pieceTypeAt(2 * 13 + 6).symbol());
        assertEquals(-1, p.typeAt(9 * 13 + 3), "d10 stays empty");
        // with g3 taken it waits; under 'displace' (Terraprint) the piece there leaves the board
        String taken = fen("w", "-", "d9", "P'", "g3", "N", "l1", "K", "h8", "k");
        assertEquals(Set.of(), movesFrom(TAM, taken, "d9"));
        assertEquals(Set.of("d9d10@g3"), movesFrom(variant("tamerlane", Map.of("second-arrival", "displace")), taken, "d9"));
    }

    @Test
    @DisplayName("Wikipedia and Friedlander: on its third arrival the pawn of pawns becomes the adventitious king")
    void theThirdArrivalMakesTheAdventitiousKing() {
        assertEquals(Set.of("c9c10a"), movesFrom(TAM, fen("w", "-", "c9", "+P'", "l1", "K", "h8", "k"), "c9"));
    }

    @Test
    @DisplayName("Wikipedia: 'once during the game it may switch places with any of its own pieces to evade check/checkmate or stalemate'")
    void theKingsSwapOnceInAGame() {
        // the black rook on g8 checks the king on g2: it may change places with the rook b1 or the knight k5
        String fen = fen("w", "-", "g2", "K", "b1", "R", "k5", "N", "g8", "r", "c9", "k");
        Position p = position(TAM, fen);
        assertTrue(moves(p).containsAll(Set.of("g2b1", "g2k5")), moves(p).toString());
        play(p, "g2b1");
        assertTrue(p.toFen().contains(" b S - "), "the FEN marks White's swap: " + p.toFen());
        // once used, no more: in check again, no swap
        Position again = position(TAM, fen.replace(" w - ", " w S "));
        assertFalse(moves(again).contains("g2b1"));
        // not in check, no swap
        assertFalse(moves(TAM, fen("w", "-", "g2", "K", "b1", "R", "h8", "r", "c9", "k")).contains("g2b1"));
    }

    @Test
    @DisplayName("Wikipedia: 'stalemating an opponent is also a win' (and the stalemated king may swap, once)")
    void stalemate() {
        // Black's king on b10: its pawn b8 shields it from the rook b7 and cannot move; the rooks c1 and l9 take c10, c9
        // and b9, and a9 is its own citadel; its pawn e5 is blocked by White's e4. The swap with e5 is its one move
        String stuck = fen("b", "-", "b10", "k", "b8", "p", "b7", "R", "c1", "R", "l9", "R", "g1", "K", "e5", "r'", "e4", "P");
        Position p = position(TAM, stuck);
        assertFalse(p.inCheck());
        assertEquals(Set.of("b10e5"), moves(p), "the swap is its one move");
        Position used = position(TAM, stuck.replace(" b - ", " b s "));
        assertEquals(0, moves(used).size());
        assertEquals(GameResult.Status.WHITE_WINS, used.result().status());
    }

    @Test
    @DisplayName("Friedlander's options: the giraffe at least two straight; the swap out of check only")
    void friedlandersReadings() {
        Variant two = variant("tamerlane", Map.of("giraffe", "two"));
        assertTrue(movesFrom(two, fen("w", "-", "f5", "G", "k1", "K", "c10", "k"), "f5").containsAll(Set.of("f5e8", "f5c6")));
        Variant check = variant("tamerlane", Map.of("swap", "check"));
        String stuck = fen("b", "-", "b10", "k", "b8", "p", "b7", "R", "c1", "R", "l9", "R", "g1", "K", "e5", "r'", "e4", "P");
        assertEquals(GameResult.Status.WHITE_WINS, position(check, stuck).result().status(), "stalemated, no swap: lost");
    }

    @Test
    @DisplayName("Forbes (1860), p. 151: a king without a move 'might change places with any remaining piece', as often as it comes")
    void forbesSwap() {
        Variant forbes = variant("tamerlane", Map.of("swap", "forbes"));
        // stalemated: the swap is its one move (no right to keep: the FEN has no mark for it)
        String stuck = fen("b", "-", "b10", "k", "b8", "p", "b7", "R", "c1", "R", "l9", "R", "g1", "K", "e5", "r'", "e4", "P");
        assertEquals(Set.of("b10e5"), moves(position(forbes, stuck)));
        // and not a way out of check
        assertFalse(moves(forbes, fen("w", "-", "g2", "K", "b1", "R", "k5", "N", "g8", "r", "c9", "k")).contains("g2b1"));
    }

    @Test
    @DisplayName("Wikipedia's reading: any king may enter either citadel")
    void anyKingInEitherCitadel() {
        assertTrue(moves(variant("tamerlane", Map.of("citadels", "any-king")), fen("w", "-", "l2", "K", "g7", "k")).contains("l2m2"));
    }

    @Test
    @DisplayName("TAM-3c, Friedlander: only 'the ranking king (original, then prince, then accessory)' may enter the enemy citadel")
    void onlyTheRankingKingEntersTheEnemyCitadel() {
        Variant ranked = variant("tamerlane", Map.of("citadels", "ranked"));
        // White has a shah on g5 and a prince beside Black's citadel: the prince may not enter while the shah lives
        String both = fen("w", "-", "b9", "S", "g5", "K", "h7", "k");
        assertFalse(moves(ranked, both).contains("b9a9"), "the prince, while the shah lives");
        assertTrue(moves(TAM, both).contains("b9a9"), "the default (any king) lets him in");
        // the shah taken, the prince is the ranking king; the adventitious king ranks below him
        assertTrue(moves(ranked, fen("w", "-", "b9", "S", "g5", "A", "h7", "k")).contains("b9a9"), "the prince, the shah gone");
        assertFalse(moves(ranked, fen("w", "-", "b9", "A", "g5", "S", "h7", "k")).contains("b9a9"), "the adventitious king, a prince alive");
        assertTrue(moves(ranked, fen("w", "-", "b9", "A", "h7", "k")).contains("b9a9"), "the adventitious king, alone");
        // the shah himself always may, and his arrival draws (TAM-2)
        Position p = position(ranked, fen("w", "-", "b9", "K", "g5", "S", "h7", "k"));
        play(p, "b9a9");
        assertEquals(GameResult.Status.DRAW, p.result().status());
    }

    @Test
    @DisplayName("TAM-3e, Forbes p. 151: a king in the citadel may change places with a prince, or the game be 'declared drawn, at the option of the fugitive King's owner'")
    void theFugitiveKingsOwnerChooses() {
        Variant forbes = variant("tamerlane", Map.of("refuge", "forbes"));
        // the shah flees into Black's citadel: under Forbes's reading the game goes on (the default draws at once)
        String flight = fen("w", "-", "b9", "K", "g5", "S", "e2", "A", "h7", "k");
        Position p = play(position(forbes, flight), "b9a9");
        assertEquals(GameResult.Status.ONGOING, p.result().status());
        Position q = play(position(TAM, flight), "b9a9");
        assertEquals(GameResult.Status.DRAW, q.result().status(), "the default: his arrival draws");
        // on White's next turn the choice is offered as moves: change with the prince or the adventitious king, or the draw
        play(p, "h7h8");
        Set<String> choice = movesFrom(p, "a9");
        assertTrue(choice.containsAll(Set.of("a9~g5", "a9~e2", "a9~=")), choice.toString());
        // the exchange: the prince takes the citadel, the shah is back on g5, and the game continues
        Position swapped = play(position(forbes, p.toFen()), "a9~g5");
        assertEquals("K", swapped.pieceTypeAt(swapped.square("g5")).symbol());
        assertEquals("S", swapped.pieceTypeAt(swapped.square("a9")).symbol());
        assertEquals(GameResult.Status.ONGOING, swapped.result().status());
        swapped.unmake();
        assertEquals(p.toFen(), swapped.toFen(), "the exchange taken back exactly");
        // the declaration ends the game drawn
        play(p, "a9~=");
        assertEquals(GameResult.Status.DRAW, p.result().status());
        assertEquals(varia.engine.Ending.DECLARATION, p.result().ending());
        // with a prince on the board the shah may stand attacked (royals: last, TAM-5c), so the exchange onto an attacked
        // square is offered; without a prince or an adventitious king only the draw is
        assertTrue(moves(forbes, fen("w", "-", "a9", "K", "g5", "S", "g8", "r", "k10", "k")).contains("a9~g5"), "g5 attacked by the rook");
        assertEquals(Set.of("a9~="), movesFrom(position(forbes, fen("w", "-", "a9", "K", "h7", "k", "g5", "F")), "a9~"));
        // Black's shah in White's citadel gives Black the same choice; none is offered to a king outside it
        assertTrue(moves(forbes, fen("b", "-", "m2", "k", "c3", "s", "h9", "K")).contains("m2~c3"));
        assertFalse(moves(forbes, fen("w", "-", "b9", "K", "g5", "S", "h7", "k")).stream().anyMatch(m -> m.contains("~")));
    }

    @Test
    @DisplayName("The new readings change nothing at the start: perft 24, 576 (24 x 24: the armies cannot meet in two plies), 14518 as main counted before them")
    void theStartIsUnchangedByTheNewReadings() {
        for (Variant v : new Variant[] {TAM, variant("tamerlane", Map.of("citadels", "ranked", "refuge", "forbes"))}) {
            Position p = Position.start(v);
            assertEquals(24, varia.engine.Perft.perft(p, 1));
            assertEquals(576, varia.engine.Perft.perft(p, 2));
            assertEquals(14518, varia.engine.Perft.perft(p, 3), "main b0e331d's count (./varia perft tamerlane 3)");
        }
    }
}
