package varia.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.rules.RulesPlay.*;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * Constructed positions for variants/dai-shogi.yaml: the eight pieces Dai shogi adds to Chu shogi's,
 * their promotion to the gold general, the compulsory promotion of pieces that could not move again
 * (HaChu's rule, and its option), the setup's count of pieces, and the dressed letters in FEN. The
 * moves of every piece in play are also checked against HaChu along random games
 * ({@code DaiShogiOracleTest}); these positions name the sentence each checks. Each position leaves
 * both sides a pawn, so the bare-king rule does not end it.
 */
class DaiShogiRulesTest {

    static final Variant DAI = variant("dai-shogi");

    /** A 15x15 FEN with the kings on h1 and h15, pawns on a5 and a11, and the pieces given (square to symbol). */
    static String fen(String side, String... placements) {
        Map<String, String> at = new TreeMap<>(Map.of("h1", "K", "h15", "k", "a5", "P", "a11", "p"));
        for (int i = 0; i < placements.length; i += 2) at.put(placements[i], placements[i + 1]);
        StringBuilder sb = new StringBuilder();
        for (int rank = 15; rank >= 1; rank--) {
            int empty = 0;
            for (int file = 0; file < 15; file++) {
                String piece = at.get((char) ('a' + file) + Integer.toString(rank));
                if (piece == null) { empty++; continue; }
                if (empty > 0) { sb.append(empty); empty = 0; }
                sb.append(piece);
            }
            if (empty > 0) sb.append(empty);
            if (rank > 1) sb.append('/');
        }
        return sb + " " + side + " - - 0 1";
    }

    @Test
    @DisplayName("Wikipedia 'Dai shogi': 15x15, each player 65 pieces of 29 kinds")
    void setup() {
        Position p = Position.start(DAI);
        assertEquals(15, DAI.files());
        assertEquals(15, DAI.ranks());
        int[] count = new int[2];
        Set<String> kinds = new HashSet<>();
        for (int sq = 0; sq < p.squareCount(); sq++) {
            PieceType t = p.pieceTypeAt(sq);
            if (t == null) continue;
            count[p.colourAt(sq)]++;
            kinds.add(t.symbol());
        }
        assertEquals(65, count[0], "White's pieces");
        assertEquals(65, count[1], "Black's pieces");
        assertEquals(29, kinds.size(), "kinds in the setup: " + kinds);
        assertEquals(29, DAI.pieces().stream().filter(t -> !t.isPromotedForm()).count(), "kinds of the file");
    }

    @Test
    @DisplayName("Wikipedia 'Dai shogi': the iron general steps one square forward or diagonally forward, and promotes to a gold general")
    void ironGeneral() {
        assertMoves(set("e9d10", "e9e10", "e9f10"), movesFrom(DAI, fen("w", "e9", "I'"), "e9"), "three forward steps");
        assertMoves(set("e10d11", "e10d11+", "e10e11", "e10e11+", "e10f11", "e10f11+"),
                movesFrom(DAI, fen("w", "e10", "I'"), "e10"), "optional promotion on entering the zone (ranks 11-15)");
        Position p = play(position(DAI, fen("w", "e10", "I'")), "e10e11+");
        assertEquals("+I'", p.pieceTypeAt(squareOf(p, "e11")).symbol());
        assertEquals("WfF", p.pieceTypeAt(squareOf(p, "e11")).movement(), "the promoted iron general moves as a gold general");
    }

    @Test
    @DisplayName("Wikipedia 'Dai shogi': the stone general steps one square diagonally forward; the cat sword one diagonally; the angry boar one orthogonally")
    void stoneGeneralCatSwordAngryBoar() {
        assertMoves(set("e5d6", "e5f6"), movesFrom(DAI, fen("w", "e5", "S'"), "e5"), "stone general");
        assertMoves(set("e5d4", "e5d6", "e5f4", "e5f6"), movesFrom(DAI, fen("w", "e5", "C'"), "e5"), "cat sword");
        assertMoves(set("e5d5", "e5e4", "e5e6", "e5f5"), movesFrom(DAI, fen("w", "e5", "A'"), "e5"), "angry boar");
    }

    @Test
    @DisplayName("Wikipedia 'Dai shogi': the evil wolf steps one square forward, sideways or diagonally forward")
    void evilWolf() {
        assertMoves(set("e5d5", "e5d6", "e5e6", "e5f5", "e5f6"), movesFrom(DAI, fen("w", "e5", "W"), "e5"), "five steps");
    }

    @Test
    @DisplayName("Wikipedia 'Dai shogi': the violent ox moves up to two free squares orthogonally, the flying dragon up to two diagonally; neither jumps")
    void violentOxAndFlyingDragon() {
        assertMoves(set("e5c5", "e5d5", "e5e3", "e5e4", "e5f5", "e5g5"),
                movesFrom(DAI, fen("w", "e5", "X'", "e6", "P", "e7", "p"), "e5"), "the ox stops at an own piece and does not jump it");
        assertMoves(set("e5c3", "e5c7", "e5d4", "e5d6", "e5f4", "e5f6", "e5g3"),
                movesFrom(DAI, fen("w", "e5", "F'", "f6", "p", "g7", "p"), "e5"), "the dragon takes on f6 and does not jump to g7");
    }

    @Test
    @DisplayName("HaChu 0.23 board.c: the knight cannot defer promotion on the last two ranks; option stuck-pieces=may-stay")
    void knightMustPromoteOnTheLastTwoRanks() {
        assertMoves(set("e12d14+", "e12f14+"), movesFrom(DAI, fen("w", "e12", "N'"), "e12"), "to rank 14 it must promote");
        assertMoves(set("e10d12", "e10d12+", "e10f12", "e10f12+"), movesFrom(DAI, fen("w", "e10", "N'"), "e10"),
                "to rank 12 it may stay a knight");
        // a knight reaches rank 14 only from the zone, where it declined: under may-stay it then stays a knight (DAI-20);
        // with after-declining=any-move as well it has the choice
        Variant mayStay = variant("dai-shogi", Map.of("stuck-pieces", "may-stay"));
        assertMoves(set("e12d14", "e12f14"), movesFrom(mayStay, fen("w", "e12", "N'"), "e12"),
                "under may-stay a knight that declined stays a knight where it can no longer move");
        Variant mayStayAny = variant("dai-shogi", Map.of("stuck-pieces", "may-stay", "after-declining", "any-move"));
        assertMoves(set("e12d14", "e12d14+", "e12f14", "e12f14+"), movesFrom(mayStayAny, fen("w", "e12", "N'"), "e12"),
                "under may-stay and any-move it may stay a knight where it can no longer move");
    }

    @Test
    @DisplayName("HaChu 0.23 board.c: a pawn, lance, iron or stone general reaching the last rank must promote")
    void forwardPiecesMustPromoteOnTheLastRank() {
        assertMoves(set("e14e15+"), movesFrom(DAI, fen("w", "e14", "P"), "e14"), "pawn");
        assertMoves(set("e14d15+", "e14e15+", "e14f15+"), movesFrom(DAI, fen("w", "e14", "I'"), "e14"), "iron general");
        assertMoves(set("e14d15+", "e14f15+"), movesFrom(DAI, fen("w", "e14", "S'"), "e14"), "stone general");
    }

    @Test
    @DisplayName("Wikipedia 'Dai shogi': the pieces Dai shares with Chu shogi promote as in Chu (the kirin to a lion)")
    void kirinPromotesToLion() {
        Position p = play(position(DAI, fen("w", "e9", "O")), "e9e11+");
        assertEquals("+O", p.pieceTypeAt(squareOf(p, "e11")).symbol());
        assertEquals(DAI.pieceByLetter('N').movement(), p.pieceTypeAt(squareOf(p, "e11")).movement(), "a promoted kirin moves as the lion");
    }

    @Test
    @DisplayName("DAI-20, HaChu (Chu shogi's rule): a piece that declined to promote may promote later only by capturing; option after-declining=any-move")
    void dai20APieceThatDeclinedPromotesOnlyByCapturing() {
        // a rook standing unpromoted on e12 (in the zone: it declined); black pawns on e14 (in the zone) and e8 (outside)
        String declined = fen("w", "e12", "R", "e14", "p", "e8", "p");
        assertEquals(set("e12e14+", "e12e8+"), promoting(movesFrom(DAI, declined, "e12")),
                "only its two captures may promote, the one that leaves the zone too (as HaChu marks them)");
        assertTrue(movesFrom(DAI, declined, "e12").containsAll(set("e12e13", "e12e9", "e12d12", "e12e14", "e12e8")),
                "its other moves are made unpromoted");
        // a rook entering the zone may promote on any square of it
        assertEquals(set("e8e11+", "e8e12+", "e8e13+", "e8e14+", "e8e15+"), promoting(movesFrom(DAI, fen("w", "e8", "R"), "e8")));
        // the earlier reading: any move that starts or ends in the zone
        Variant anyMove = variant("dai-shogi", Map.of("after-declining", "any-move"));
        assertTrue(promoting(movesFrom(anyMove, declined, "e12")).containsAll(set("e12e13+", "e12d12+", "e12e9+", "e12e14+", "e12e8+")));
        // a pawn that declined still must promote where it could not move again (DAI-13 wins)
        assertEquals(set("e14e15+"), movesFrom(DAI, fen("w", "e14", "P"), "e14"));
    }

    static Set<String> promoting(Set<String> moves) {
        Set<String> out = new java.util.TreeSet<>();
        for (String m : moves) if (m.endsWith("+")) out.add(m);
        return out;
    }

    @Test
    @DisplayName("Wikipedia 'Dai shogi': pieces may not be dropped back into play after capture")
    void noDrops() {
        Position p = play(position(DAI, fen("w", "e5", "R", "e9", "c'")), "e5e9");
        for (String m : moves(p)) assertTrue(!m.contains("@"), "a drop in dai shogi: " + m);
        assertTrue(!p.toFen().contains("["), "no hands in the FEN: " + p.toFen());
    }

    @Test
    @DisplayName("Wikipedia 'Dai shogi': capturing all the other pieces, leaving a bare king, wins")
    void bareKingLoses() {
        Position p = play(position(DAI, fen("w", "e5", "R", "e9", "c'")), "e5e9"); // Black: king and the pawn on a11
        assertEquals(varia.engine.GameResult.Status.ONGOING, p.result().status(), "Black still has a pawn");
        Position bare = play(position(DAI, fen("w", "a10", "R")), "a10a11"); // Black's last piece but the king taken
        assertEquals(varia.engine.GameResult.Status.WHITE_WINS, bare.result().status(), () -> bare.result().toString());
    }

    @Test
    @DisplayName("no lion-trading rule by default (HaChu applies Chu shogi's to Chu only); option lion-trading=chu")
    void lionTradingOnlyUnderTheOption() {
        // White's lion on e5 may take Black's lion on e7, two squares away, protected by the pawn on e8
        String fen = fen("w", "e5", "N", "e7", "n", "e8", "p");
        assertTrue(movesFrom(DAI, fen, "e5").contains("e5e7"), "by default a lion takes a protected lion two squares away");
        Variant chu = variant("dai-shogi", Map.of("lion-trading", "chu"));
        assertTrue(!movesFrom(chu, fen, "e5").contains("e5e7"), "under Chu shogi's rule it may not");
    }

    @Test
    @DisplayName("dressed letters: a FEN with C' and +C' reads and writes back unchanged, Black's in lower case")
    void dressedLettersInFen() {
        String fen = fen("b", "e5", "C'", "f5", "+C'", "e11", "c'", "f11", "+x'");
        Position p = position(DAI, fen);
        assertEquals(fen, p.toFen());
        assertEquals("Cat sword", p.pieceTypeAt(squareOf(p, "e5")).name());
        assertEquals("Promoted violent ox", p.pieceTypeAt(squareOf(p, "f11")).name());
        assertEquals(1, p.colourAt(squareOf(p, "e11")));
    }

    private static int squareOf(Position p, String name) {
        for (int sq = 0; sq < p.squareCount(); sq++) if (p.squareName(sq).equals(name)) return sq;
        throw new IllegalArgumentException(name);
    }

    private static void assertMoves(Set<String> expected, Set<String> actual, String why) { assertEquals(expected, actual, why); }
}
