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
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Constructed positions for variants/grande-acedrex.yaml, each set of moves worked out by hand from
 * the sentence it tests. No engine plays the game on its 12x12 board (Fairy-Stockfish's largest is
 * 12x10, Sjaak II's 128 squares), so these positions are its checks.
 */
class GrandeAcedrexRulesTest {

    static final Variant GA = variant("grande-acedrex");

    /** A 12x12 FEN with the given pieces (square to symbol) and no rights. */
    static String fen(String side, String... placements) {
        Map<String, String> at = new TreeMap<>();
        for (int i = 0; i < placements.length; i += 2) at.put(placements[i], placements[i + 1]);
        StringBuilder sb = new StringBuilder();
        for (int rank = 12; rank >= 1; rank--) {
            int empty = 0;
            for (int file = 0; file < 12; file++) {
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

    static Set<String> from(String square, String... squares) {
        Set<String> out = new java.util.TreeSet<>();
        for (String s : squares) out.add(square + s);
        return out;
    }

    @Test
    @DisplayName("Wikipedia (Cazaux, Musser): the aanca moves one square diagonally, then optionally on orthogonally outward")
    void aanca() {
        // from d6: c6 and d7 hold own pawns; from f6: the black pawn on g6 is taken, f7 is own
        String fen = fen("w", "e5", "A", "c6", "P", "d7", "P", "f7", "P", "g6", "p", "a1", "K", "l12", "k");
        assertEquals(from("e5", "d6", "f6", "g6", "d4", "c4", "b4", "a4", "d3", "d2", "d1",
                        "f4", "g4", "h4", "i4", "j4", "k4", "l4", "f3", "f2", "f1"),
                movesFrom(GA, fen, "e5"), "twenty moves");
        // the diagonal step must be to an empty square to go on: a piece on d4 stops the slides behind it
        assertFalse(movesFrom(GA, fen("w", "e5", "A", "d4", "p", "a1", "K", "l12", "k"), "e5").contains("e5c4"),
                "no slide past an occupied first square");
    }

    @Test
    @DisplayName("Wikipedia (Cazaux, Musser): the unicorn leaps as a knight, then optionally on diagonally outward")
    void unicorn() {
        String empty = fen("w", "e5", "U", "l1", "K", "a12", "k");
        assertEquals(from("e5", "d7", "f7", "c6", "g6", "c4", "g4", "d3", "f3",
                        "c8", "b9", "a10", "g8", "h9", "i10", "j11", "k12", "b7", "a8", "h7", "i8", "j9", "k10", "l11",
                        "b3", "a2", "h3", "i2", "j1", "c2", "b1", "g2", "h1"),
                movesFrom(GA, empty, "e5"), "8 leaps and 24 squares beyond them");
        // e6 occupied: the leap jumps it (d7 and what lies beyond); f7 own: no leap there, nothing beyond;
        // the black pawn on g6 is taken, and the unicorn stops there
        String blocked = fen("w", "e5", "U", "e6", "P", "f7", "P", "g6", "p", "l1", "K", "a12", "k");
        Set<String> moves = movesFrom(GA, blocked, "e5");
        assertTrue(moves.containsAll(from("e5", "d7", "c8", "b9", "a10", "g6")), "leaps over e6, takes on g6: " + moves);
        assertFalse(moves.contains("e5f7") || moves.contains("e5g8") || moves.contains("e5h7"), "not onto or past f7 and g6: " + moves);
        assertEquals(32 - 1 - 5 - 5, moves.size(), "the empty board's 32 less f7, the five beyond it and the five beyond g6");
    }

    @Test
    @DisplayName("Wikipedia (Cazaux, Musser): the lion leaps three squares straight, or as a camel (3,1); the giraffe as a zebra (3,2)")
    void lionAndGiraffe() {
        assertEquals(from("e5", "e8", "e2", "b5", "h5", "d8", "f8", "d2", "f2", "b6", "b4", "h6", "h4"),
                movesFrom(GA, fen("w", "e5", "L", "l1", "K", "a12", "k"), "e5"), "lion");
        assertEquals(from("e5", "c8", "g8", "c2", "g2", "b7", "b3", "h7", "h3"),
                movesFrom(GA, fen("w", "e5", "Z", "l1", "K", "a12", "k"), "e5"), "giraffe");
        Variant murray = variant("grande-acedrex", Map.of("lion", "murray"));
        assertEquals(from("e5", "e8", "e2", "b5", "h5"), movesFrom(murray, fen("w", "e5", "L", "l1", "K", "a12", "k"), "e5"),
                "Murray's lion: three squares straight only");
    }

    @Test
    @DisplayName("GAX-10, Murray (Bodlaender's page): the giraffe a (4,1) leaper, under giraffe=murray")
    void gax10MurraysGiraffeLeapsFourAndOne() {
        Variant murray = variant("grande-acedrex", Map.of("giraffe", "murray"));
        // from e5 the eight (4,1) leaps: i6 i4 a6 a4 f9 d9 f1 d1; f1 is the white king's square, d9 blocked by nothing
        assertEquals(from("e5", "i6", "i4", "a6", "a4", "f9", "d9", "d1"),
                movesFrom(murray, fen("w", "e5", "Z", "f1", "K", "a12", "k"), "e5"), "no leap onto its own king");
        // it leaps over whatever stands between, and captures where it lands
        assertEquals(from("e5", "i6", "i4", "a6", "a4", "f9", "d9", "d1", "f1"),
                movesFrom(murray, fen("w", "e5", "Z", "e6", "P", "e4", "P", "f1", "c", "l1", "K", "a12", "k"), "e5").stream()
                        .filter(m -> !m.startsWith("e6") && !m.startsWith("e4")).collect(java.util.stream.Collectors.toSet()),
                "a leap over pieces, a capture on f1");
        // the setup is unchanged: the giraffes stand on d1 and i1
        assertEquals(Position.start(GA).toFen(), Position.start(murray).toFen());
    }

    @Test
    @DisplayName("Wikipedia (Cazaux, Musser): on its first move the king may leap two squares straight or diagonally; Game Courier preset: without capturing")
    void kingsLeap() {
        Position start = Position.start(GA);
        assertEquals(from("g1", "f2", "g2", "h2", "g3", "e3", "i3"), movesFrom(start, "g1"), "three steps and three leaps at the start");
        Position moved = play(start, "g1g2", "a9a8", "g2g1", "a8a7");
        assertEquals(from("g1", "f2", "g2", "h2"), movesFrom(moved, "g1"), "back on g1 after a move: no leap");
        // the leap does not capture by default; under king-leap=captures it does
        String fen = "12/12/12/12/12/12/12/12/12/4p7/12/6K4k w G - 0 1";
        assertFalse(movesFrom(GA, fen, "g1").contains("g1e3"), "no capture by the leap");
        assertTrue(movesFrom(variant("grande-acedrex", Map.of("king-leap", "captures")), fen, "g1").contains("g1e3"),
                "option king-leap=captures");
    }

    @Test
    @DisplayName("GAX-5b, Game Courier preset: the king's leap may not pass over a square the opponent controls")
    void gax5bTheLeapMayNotPassOverAnAttackedSquare() {
        // a black rook on f12 holds the f-file: the leaps over f2 (to e3) and over f1 (to e1) are refused,
        // those over g2, h2, h1 (to g3, i3, i1) stay; the steps onto f1 and f2 are moves into check anyway
        String fen = "5r6/12/12/12/12/12/12/12/12/12/12/6K4k w G - 0 1";
        assertEquals(from("g1", "g2", "h2", "h1", "g3", "i3", "i1"), movesFrom(GA, fen, "g1"));
        // the rook moved off the file: every leap is back
        String free = "r11/12/12/12/12/12/12/12/12/12/12/6K4k w G - 0 1";
        assertEquals(from("g1", "f1", "f2", "g2", "h2", "h1", "g3", "e3", "i3", "e1", "i1"), movesFrom(GA, free, "g1"));
        // Muller's reading (king-leap=captures) has no such limit
        assertTrue(movesFrom(variant("grande-acedrex", Map.of("king-leap", "captures")), fen, "g1").containsAll(from("g1", "e3", "e1")),
                "option king-leap=captures");
        // the reason is given for the refused leap
        Position p = position(GA, fen);
        String why = varia.record.why.Why.move(p, null, 6, 0, p.geometry().parse("e3"));
        assertTrue(why.contains("f2") && why.contains("attacks"), why);
    }

    @Test
    @DisplayName("Wikipedia (Cazaux, Musser): a pawn reaching the last rank becomes the piece that started on that square; on the king's square, an aanca")
    void promotionToTheSquaresPiece() {
        String fen = fen("w", "a11", "P", "f11", "P", "g11", "P", "d11", "P", "a1", "K", "l9", "k");
        assertEquals(Set.of("a11a12r"), movesFrom(GA, fen, "a11"), "the rook's square");
        assertEquals(Set.of("d11d12z"), movesFrom(GA, fen, "d11"), "the giraffe's square");
        assertEquals(Set.of("f11f12a"), movesFrom(GA, fen, "f11"), "the aanca's square");
        assertEquals(Set.of("g11g12a"), movesFrom(GA, fen, "g11"), "the king's square gives an aanca");
    }

    @Test
    @DisplayName("Wikipedia (Cazaux, Musser): the pawn has no initial double step; Game Courier preset: option pawn-step=double")
    void pawnSteps() {
        Position start = Position.start(GA);
        assertEquals(Set.of("e4e5"), movesFrom(start, "e4"), "one step");
        assertEquals(Set.of("e4e5", "e4e6"), movesFrom(Position.start(variant("grande-acedrex", Map.of("pawn-step", "double"))), "e4"),
                "the preset's double step");
    }

    @Test
    @DisplayName("Murray (Bodlaender's page): the king on f1 and the griffon on g1; the unicorn's first move a non-capturing knight's move, then a bishop")
    void murraysReadings() {
        Position setup = Position.start(variant("grande-acedrex", Map.of("setup", "murray")));
        assertEquals("King", setup.pieceTypeAt(square(setup, "f1")).name());
        assertEquals("Aanca", setup.pieceTypeAt(square(setup, "g1")).name());
        Variant murray = variant("grande-acedrex", Map.of("unicorn", "murray"));
        Position p = Position.start(murray);
        assertEquals(from("c1", "a2+", "b3+", "d3+", "e2+"), movesFrom(p, "c1"), "the first move: a knight's move to an empty square, and only that");
        Position after = play(p, "c1d3+", "a9a8");
        assertEquals("+U", after.pieceTypeAt(square(after, "d3")).symbol(), "by it the unicorn becomes the bishop-moving one");
        assertEquals(from("d3", "c2", "e2"), movesFrom(after, "d3"), "then a bishop, hemmed in by its own pawns on c4 and e4 and pieces on b1 and f1");
    }

    private static int square(Position p, String name) {
        for (int sq = 0; sq < p.squareCount(); sq++) if (p.squareName(sq).equals(name)) return sq;
        throw new IllegalArgumentException(name);
    }
}
