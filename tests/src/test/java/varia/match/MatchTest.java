package varia.match;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.oracle.FairyStockfish;
import varia.search.Limits;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Short matches: Varia against a random mover in every bundled variant ({@code Variants.bundled()},
 * so a new variant file is covered without a change here), and against Fairy-Stockfish at skill
 * level 0 in makruk, shatranj, xiangqi and shogi (Fairy-Stockfish's own names for them). No
 * illegal move from either side; the results table is printed. Under a node budget the same
 * seeded match played twice gives the same games, move for move.
 */
class MatchTest {
    @Test
    void againstRandomMoverInEveryVariant() throws Exception {
        List<MatchRunner.GameRecord> all = new ArrayList<>();
        for (String key : Variants.bundled()) {
            Variant v = Variants.resolve(key);
            var varia = new MatchRunner.VariaPlayer(Limits.nodes(20_000)); // a node budget: the same games on any machine
            all.addAll(MatchRunner.match(v, varia, new MatchRunner.RandomPlayer(key.hashCode()), 2, 400));
        }
        System.out.print(MatchRunner.table(all));
        for (var r : all) {
            assertNull(r.illegal(), r.toString());
            assertTrue(r.endedByRules(), "ended by the rules: " + r.result());
            assertEquals(1.0, r.variaScore(), "Varia beats a random mover: " + r.variant() + " " + r.result() + " " + r.moves());
        }
    }

    @Test
    void againstFairyStockfishSkillZero() throws Exception {
        List<MatchRunner.GameRecord> all = new ArrayList<>();
        for (String key : List.of("makruk", "shatranj", "xiangqi", "shogi")) {
            Variant v = Variants.resolve(key);
            var varia = new MatchRunner.VariaPlayer(Limits.moveTime(50));
            try (var fs = new MatchRunner.UciPlayer(FairyStockfish.locate(), "Fairy-Stockfish skill 0", 50, Map.of("Skill Level", "0"), null)) {
                all.addAll(MatchRunner.match(v, varia, fs, 2, 300));
            }
        }
        System.out.print(MatchRunner.table(all));
        for (var r : all) assertNull(r.illegal(), "no illegal move: " + r.illegal());
    }

    /** Two runs of one seeded match at a node budget: identical records (the machine's load cannot change them). */
    @Test
    void nodeBudgetMatchesRepeatExactly() throws Exception {
        Variant v = Variants.resolve("makruk");
        Budget budget = Budget.parse("nodes:3000");
        List<List<MatchRunner.GameRecord>> runs = new ArrayList<>();
        for (int run = 0; run < 2; run++) {
            var varia = new MatchRunner.VariaPlayer(budget.limits());
            // skill 20: Fairy-Stockfish's weakened levels draw their random numbers from the clock
            try (var fs = new MatchRunner.UciPlayer(FairyStockfish.locate(), "Fairy-Stockfish", budget, Map.of("Skill Level", "20"), null)) {
                runs.add(MatchRunner.match(v, varia, fs, 2, 80, 4, 3));
            }
        }
        System.out.print(MatchRunner.table(runs.get(0)));
        for (int g = 0; g < 2; g++) {
            var a = runs.get(0).get(g);
            var b = runs.get(1).get(g);
            assertNull(a.illegal(), a.toString());
            assertTrue(a.moves().size() > 4, "the game went past its opening: " + a.moves());
            assertEquals(a.moves(), b.moves(), "game " + (g + 1) + ": the same moves");
            assertEquals(a.result(), b.result(), "game " + (g + 1) + ": the same result");
            assertEquals(a.variaNodes(), b.variaNodes(), "game " + (g + 1) + ": Varia searched the same nodes");
        }
        assertNotEquals(runs.get(0).get(0).moves(), runs.get(0).get(1).moves(), "the two games (colours swapped) differ");
    }

    @Test
    void budgetFromTheCommandLine() {
        assertEquals(Budget.nodes(5000), Budget.parse("nodes:5000"));
        assertEquals(Budget.nodes(5000), Budget.parse("5000n"));
        assertEquals(Budget.time(200), Budget.parse("200"));
        assertEquals("go nodes 5000", Budget.parse("nodes:5000").uciGo());
        assertEquals(Limits.nodes(5000), Budget.parse("nodes:5000").limits());
        assertThrows(IllegalArgumentException.class, () -> Budget.parse("nodes:"));
        assertThrows(IllegalArgumentException.class, () -> Budget.parse("0"));
        assertThrows(IllegalArgumentException.class, () -> Budget.parse("fast"));
    }
}
