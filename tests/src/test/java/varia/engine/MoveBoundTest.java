package varia.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.cli.Main;
import varia.variant.Variant;
import varia.variant.VariantLoader;
import varia.variant.Variants;

/**
 * Issue 26, item 9: a variant whose positions could offer more legal moves than the generator's
 * arrays hold ({@link Moves#MAX_MOVES}) is refused at its setup, by {@code check}, with the reason,
 * instead of passing and then breaking perft, play and the engines. The bound ({@link MoveBound})
 * must hold in every position: checked along random games of every bundled variant.
 */
class MoveBoundTest {
    /** A 16x16 board with a king each and twenty kinds of piece in White's hand: 20 x 254 drops. */
    static String manyDrops(int kinds) {
        String letters = "ABCDEFGHIJLMNOPQRSTUVWXY".substring(0, kinds);
        StringBuilder s = new StringBuilder("name: Many Drops\nboard: {files: 16, ranks: 16}\npieces:\n  K: {name: King, moves: K, royal: true}\n");
        for (int i = 0; i < kinds; i++) s.append("  ").append(letters.charAt(i)).append(": {name: Piece").append(i).append(", moves: W}\n");
        s.append("setup: k15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/15K[").append(letters).append("] w - - 0 1\n");
        s.append("play:\n  drops: {captures-to-hand: true}\nend:\n  checkmate: loss\n  stalemate: draw\n");
        return s.toString();
    }

    @Test
    void aVariantWithMoreMovesThanTheGeneratorHoldsFailsItsCheck(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("many.yaml");
        Files.writeString(file, manyDrops(20));
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), "check", file.toString());
        assertEquals(1, code, out + " " + err);
        assertTrue((out + " " + err).contains("many.yaml:25:8: setup: its pieces could have up to 5,493 legal moves"), out + " " + err);
        assertTrue((out + " " + err).contains("Varia lists at most 4,096"), out + " " + err);
        // perft, the engines: the same refusal, never an array-index error
        out = new StringWriter();
        err = new StringWriter();
        assertEquals(1, Main.run(new PrintWriter(out), new PrintWriter(err), "perft", file.toString(), "1"));
        String said = out + " " + err;
        assertTrue(said.contains("4,096") && !said.contains("Index"), said);
    }

    @Test
    void justUnderTheLimitEveryMoveIsListed(@TempDir Path dir) throws Exception {
        Variant v = new VariantLoader().load("fewer", "fewer.yaml", manyDrops(7));
        Position p = Position.start(v);
        int n = p.legalMoves(new int[Moves.MAX_MOVES]);
        assertEquals(7 * 254 + 3, n, "seven kinds of piece dropped on each of 254 empty squares, and the king's three moves");
        assertTrue(MoveBound.of(p) >= n);
    }

    @Test
    void aFenWithTooManyMovesIsRefused() throws Exception {
        Variant v = new VariantLoader().load("queens", "queens.yaml", "name: Queens\nboard: {files: 16, ranks: 16}\n"
                + "pieces:\n  K: {name: King, moves: K, royal: true}\n  Q: {name: Queen, moves: Q}\n"
                + "setup: k15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/15K w - - 0 1\nend:\n  checkmate: loss\n  stalemate: draw\n");
        String row = "QQQQQQQQQQQQQQQQ/";
        // 112 white queens on seven ranks: their moves cannot be listed
        FenException e = assertThrows(FenException.class, () -> Position.fromFen(v,
                "k15/16/16/16/16/16/16/16/" + row.repeat(7) + "15K w - - 0 1"));
        assertTrue(e.getMessage().contains("4,096"), e.getMessage());
    }

    @Test
    void theBoundHoldsAlongRandomGamesOfEveryBundledVariant() throws Exception {
        Random random = new Random(26);
        int[] moves = new int[Moves.MAX_MOVES];
        for (String key : Variants.bundled()) {
            Variant v = Variants.registry().bundledVariant(key);
            long most = 0;
            for (int game = 0; game < 4; game++) {
                Position p = Position.start(v);
                for (int ply = 0; ply < 150 && !p.result().isOver(); ply++) {
                    int n = p.legalMoves(moves);
                    long bound = MoveBound.of(p);
                    assertTrue(n <= bound, key + " ply " + ply + ": " + n + " legal moves, bound " + bound + " (" + p.toFen() + ")");
                    most = Math.max(most, n);
                    if (n == 0) break;
                    p.make(moves[random.nextInt(n)]);
                }
            }
            assertTrue(MoveBound.of(Position.start(v)) <= Moves.MAX_MOVES, key);
        }
    }
}
