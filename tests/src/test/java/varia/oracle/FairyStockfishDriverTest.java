package varia.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Tests of the oracle itself, independent of Varia's engine. Fails (never skips) when the
 * binary is missing, with the installation hint.
 */
class FairyStockfishDriverTest {
    private static FairyStockfish fs;

    @BeforeAll
    static void start() throws IOException {
        fs = new FairyStockfish();
    }

    @AfterAll
    static void stop() {
        if (fs != null) fs.close();
    }

    @Test
    void makrukStartPositionHas23Moves() throws IOException {
        fs.setVariant("makruk");
        Set<String> moves = fs.legalMoves();
        assertEquals(23, moves.size(), moves.toString());
        assertTrue(moves.containsAll(List.of("e3e4", "b1d2", "d1c2", "e1f2", "c1b2")), moves.toString());
    }

    @Test
    void perftCountsMatchTheReferenceTable() throws IOException {
        fs.setVariant("makruk");
        assertEquals(529, fs.perft(2));
        assertEquals(12012, fs.perft(3));
        fs.setVariant("shatranj");
        assertEquals(4176, fs.perft(3));
        fs.setVariant("chess");
        assertEquals(8902, fs.perft(3));
    }

    @Test
    void divideSumsToTheNodeCount() throws IOException {
        fs.setVariant("chess");
        Map<String, Long> divide = fs.divide(2);
        assertEquals(20, divide.size());
        assertEquals(20L, divide.get("e2e4"));
        assertEquals(400L, divide.values().stream().mapToLong(Long::longValue).sum());
    }

    @Test
    void positionFromFenAndPromotionNotation() throws IOException {
        fs.setVariant("chess");
        String fen = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
        assertEquals(fen, fs.setPosition(fen));
        Set<String> moves = fs.legalMoves();
        assertTrue(moves.containsAll(List.of("b7b8q", "b7b8r", "b7b8b", "b7b8n")), moves.toString());
        assertEquals(9, moves.size(), moves.toString()); // 4 promotions + 5 king moves
    }

    @Test
    void unknownVariantIsDetected() throws IOException {
        fs.setVariant("makruk");
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> fs.setVariant("no-such-variant", FairyStockfish.START_FENS.get("makruk").replace('w', 'b')));
        assertTrue(e.getMessage().contains("did not switch"), e.getMessage());
    }

    @Test
    void garbageFenIsNotAccepted() throws IOException {
        fs.setVariant("chess");
        String sent = "garbage w - - 0 1";
        String reported = fs.setPosition(sent);
        assertFalse(FairyStockfish.accepts(sent, reported), reported);
    }

    @Test
    void enPassantSquareDroppedByFsIsStillAccepted() throws IOException {
        fs.setVariant("chess");
        String sent = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
        String reported = fs.setPosition(sent);
        assertTrue(FairyStockfish.accepts(sent, reported), reported);
    }

    @Test
    void stalemateAndMateHaveNoMoves() throws IOException {
        fs.setVariant("chess");
        fs.setPosition("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"); // stalemate
        assertEquals(Set.of(), fs.legalMoves());
        fs.setPosition("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"); // mate
        assertEquals(Set.of(), fs.legalMoves());
    }
}
