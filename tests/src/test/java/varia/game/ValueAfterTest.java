package varia.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link State#valueAfter}, which the one-ply players ask once per legal action, answers what
 * copying the state, applying the action and asking {@link State#value} answers (positive
 * infinity for a win there), in every bundled game of every family, where a family answers from a
 * scratch position of its own (race games, dice chess) as where it keeps the default; and it
 * leaves the state as it was. Checked at each decision of a seeded random game, every legal
 * action, up to {@link #DECISIONS} decisions a game.
 */
class ValueAfterTest {
    static final int DECISIONS = 40;

    @Test
    void everyFamilyAnswersAsCopyApplyAndValue() throws Exception {
        List<String> wrong = new ArrayList<>();
        int compared = 0, families = 0;
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (String key : Families.bundled()) {
            Game g = Families.find(key, Map.of());
            int n = g.defaultPlayers();
            State s = g.start(n), scratch = s.copy(), expected = s.copy();
            if (seen.add(s.getClass().getName())) families++;
            int[] actions = new int[s.maxActions()];
            SplittableRandom random = new SplittableRandom(key.hashCode());
            for (int d = 0; d < DECISIONS && !s.isTerminal(); ) {
                if (s.isChance()) {
                    s.apply(s.sample(random));
                    continue;
                }
                int k = s.legalActions(actions), p = s.current();
                String before = s.text();
                for (int i = 0; i < k && wrong.size() < 10; i++) {
                    expected.copyFrom(s);
                    expected.apply(actions[i]);
                    double want = expected.isTerminal() && expected.winner() == p ? Double.POSITIVE_INFINITY : expected.value(p);
                    double got = s.valueAfter(actions[i], p, scratch);
                    if (Double.compare(want, got) != 0) wrong.add(key + " decision " + d + " " + s.actionText(actions[i]) + ": " + got + ", not " + want);
                    if (!before.equals(s.text())) wrong.add(key + " decision " + d + ": the state changed under valueAfter");
                    compared++;
                }
                s.apply(actions[random.nextInt(k)]);
                d++;
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
        assertTrue(families >= 3, "the race, dice and engine states all asked: " + families);
        assertTrue(compared > 1000, "compared " + compared);
    }
}
