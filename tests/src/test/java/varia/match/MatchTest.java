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
 * illegal move from either side; the results table is printed.
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
}
