package varia.match;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import varia.engine.Moves;
import varia.engine.Position;
import varia.search.Limits;
import varia.variant.Variant;
import varia.variant.Variants;

/** The match book (issue 33): fixed by its seed, legal, and each opening played once with each colour. */
class OpeningsTest {

    @Test void theSameSeedGivesTheSameBookAndAnotherSeedAnother() throws Exception {
        Variant v = Variants.resolve("makruk");
        List<List<String>> a = Openings.book(v, 20, 4, 1), b = Openings.book(v, 20, 4, 1), c = Openings.book(v, 20, 4, 2);
        assertEquals(a, b);
        assertNotEquals(a, c);
        assertEquals(20, a.size());
        assertTrue(a.stream().distinct().count() > 10, "random plies give varied openings: " + a);
    }

    @Test void everyOpeningIsLegalAndLeavesTheGameGoing() throws Exception {
        for (String key : List.of("makruk", "janggi", "shogi", "hiashatar", "senterej")) {
            Variant v = Variants.resolve(key);
            for (List<String> line : Openings.book(v, 10, 6, 3)) {
                assertEquals(6, line.size(), key);
                Position p = Position.start(v);
                for (String text : line) {
                    int m = p.parseUci(text);
                    assertNotEquals(Moves.NONE, m, key + ": " + text + " in " + line);
                    p.make(m);
                }
                assertFalse(p.result().isOver(), key + ": " + line);
            }
        }
    }

    @Test void eachOpeningIsPlayedWithBothColours() throws Exception {
        Variant v = Variants.resolve("shatranj");
        List<List<String>> book = Openings.book(v, 2, 4, 9);
        var games = MatchRunner.match(v, new MatchRunner.VariaPlayer(Limits.nodes(2_000)), new MatchRunner.RandomPlayer(5), 4, 60, 4, 9);
        for (int g = 0; g < 4; g++) {
            assertEquals(g % 2 == 0, games.get(g).variaWhite(), "game " + (g + 1));
            assertEquals(book.get(g / 2), games.get(g).moves().subList(0, 4), "game " + (g + 1) + " opens with its pair's opening");
        }
    }
}
