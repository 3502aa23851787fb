package varia.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import varia.game.Families;
import varia.game.Game;
import varia.game.Records;

/**
 * The Acedrex de los cuatro tiempos's records through the game API (what `validate` does): the
 * sample records (samples/four-seasons/, written by ./varia play --record, one under the options)
 * replay to their results, and a record that breaks a rule is refused at its line with the reason.
 */
class FourSeasonsRecordTest {
    static Records.Verdict replay(String text) throws Exception {
        Game g = Families.find("four-seasons", java.util.Map.of());
        Records r = g.records();
        Game with = Families.find("four-seasons", r.options(text));
        return with.records().replay(text).verdict();
    }

    @Test
    void theSampleRecordsReplayToTheirResults() throws Exception {
        Path dir = varia.TestPaths.root().resolve("samples/four-seasons");
        List<Path> files;
        try (var list = Files.list(dir)) {
            files = list.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
        }
        assertEquals(2, files.size());
        for (Path f : files) {
            String text = Files.readString(f);
            Records.Verdict v = replay(text);
            assertTrue(v.ok(), f + ": " + v.message());
            assertTrue(text.contains("\nresult: "), f.toString());
            assertTrue(v.turns() > 100, f + ": " + v.turns());
        }
    }

    @Test
    void aBrokenRuleIsRefusedAtItsLine() throws Exception {
        // a throw whose piece cannot move is thrown again, so a record may not show it played (rows ACT-10)
        Records.Verdict rethrown = replay("game: four-seasons\nplayers: 4\n1. green 4 a7-a6\n");
        assertFalse(rethrown.ok());
        assertTrue(rethrown.message().contains("thrown again"), rethrown.message());
        // a knight's move that is not a knight's
        Records.Verdict bad = replay("game: four-seasons\nplayers: 4\n1. green 3 b8-b6\n");
        assertFalse(bad.ok());
        assertTrue(bad.message().startsWith("turn 1 (line 3)"), bad.message());
        // the turn order: red after green
        Records.Verdict seat = replay("game: four-seasons\nplayers: 4\n1. green 1 a6-a5\n2. black 1 h3-h4\n");
        assertFalse(seat.ok());
        assertTrue(seat.message().contains("red"), seat.message());
        Records.Verdict good = replay("game: four-seasons\nplayers: 4\n1. green 1 a6-a5\n2. red 3 b1-c3\n3. black 1 f1-e1\n4. white 2 g7-e5\n");
        assertTrue(good.ok(), good.message());
    }
}
