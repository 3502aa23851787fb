package varia.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The search never plays an illegal move and always gives the position back as it found it:
 * seeded games in every bundled variant (a few random plies, then the searcher at a node budget
 * for both sides, one shared searcher so its hash table carries moves from move to move), every
 * chosen move compared with {@code legalMoves} and the position's FEN and hash compared before
 * and after each search. The staged generation (hash move played before any generation, then
 * captures, then quiet moves) is what this guards.
 */
class SearchLegalityTest {
    static final int GAMES = 2, RANDOM_PLIES = 4, PLIES = 60, NODES = 1500;

    @TestFactory
    Stream<DynamicTest> everyChosenMoveIsLegal() {
        return Variants.bundled().stream().map(key -> DynamicTest.dynamicTest(key, () -> play(key, GAMES, NODES)));
    }

    /** The games of the matches, more of them and deeper. */
    @TestFactory
    Stream<DynamicTest> moreGamesInTheMatchGames() {
        return Stream.of("xiangqi", "shogi", "makruk", "janggi", "shatranj").map(key -> DynamicTest.dynamicTest(key, () -> play(key, 6, 6000)));
    }

    @Test
    void theHashTableKeepsTheWholeMove() {
        TranspositionTable tt = new TranspositionTable(1);
        tt.allocate();
        // a multi-leg capture (bits 31, 29 and 27 set), a special move with en-passant rights, a drop
        int[] moves = {Moves.multi(3, 20, 11), Moves.make(12, 28) | Moves.CREATES_EP | Moves.SPECIAL, Moves.drop(2, 40)};
        for (int i = 0; i < moves.length; i++) {
            long key = 0x9E3779B97F4A7C15L * (i + 1);
            tt.store(key, moves[i], -123, 7, TranspositionTable.LOWER, 3);
            long e = tt.probe(key);
            assertEquals(moves[i], TranspositionTable.move(e));
            assertEquals(-123, TranspositionTable.score(e, 3));
            assertEquals(7, TranspositionTable.depth(e));
            assertEquals(TranspositionTable.LOWER, TranspositionTable.flag(e));
        }
    }

    private static void play(String key, int games, int nodes) throws Exception {
        Variant v = Variants.resolve(key);
        Searcher searcher = new Searcher(v, 4);
        int[] buf = new int[Moves.MAX_MOVES];
        for (int game = 0; game < games; game++) {
            SplittableRandom rnd = new SplittableRandom(game * 104729L + key.hashCode());
            Position p = Position.start(v);
            searcher.newGame();
            for (int ply = 0; ply < PLIES && !p.result().isOver(); ply++) {
                int n = p.legalMoves(buf);
                int m;
                if (ply < RANDOM_PLIES) m = buf[rnd.nextInt(n)];
                else {
                    String fen = p.toFen();
                    long hash = p.hash();
                    m = searcher.search(p, Limits.nodes(nodes), null, ply % 2).move();
                    String at = key + " game " + game + " ply " + ply + " at " + fen;
                    assertEquals(fen, p.toFen(), at + ": position restored");
                    assertEquals(hash, p.hash(), at + ": hash restored");
                    final int chosen = m;
                    assertTrue(Arrays.stream(buf, 0, n).anyMatch(x -> x == chosen), at + ": illegal move " + m);
                }
                p.make(m);
            }
        }
    }
}
