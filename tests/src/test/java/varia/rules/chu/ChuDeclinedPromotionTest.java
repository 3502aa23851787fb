package varia.rules.chu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import varia.rules.RulesPlay;
import varia.variant.Variant;

/**
 * Chu shogi's rule that a piece which declined to promote may promote later only by capturing, as
 * HaChu plays it (docs/sources.md DAI-20; Dai shogi's default, checked there against HaChu by
 * DaiShogiOracleTest): in variants/chu-shogi.yaml the option after-declining=capture; the default
 * stays any-move, the reading of the file's perft table (ChuPerftTest, unchanged).
 */
class ChuDeclinedPromotionTest {
    // a Sente rook on e10, in the zone (ranks 9-12), unpromoted: it declined; Gote pawns on e12 (in the zone) and e5
    static final String FEN = "4p2k4/12/4R7/12/12/12/12/4p7/12/12/12/7K4 w - - 0 1";

    static Set<String> promoting(Variant v) {
        Set<String> out = new TreeSet<>();
        for (String m : RulesPlay.movesFrom(v, FEN, "e10")) if (m.endsWith("+")) out.add(m);
        return out;
    }

    @Test
    void underTheOptionOnlyACapturePromotesAPieceThatDeclined() {
        Variant capture = RulesPlay.variant("chu-shogi", Map.of("after-declining", "capture"));
        assertEquals(Set.of("e10e12+", "e10e5+"), promoting(capture));
        Variant byDefault = RulesPlay.variant("chu-shogi");
        assertTrue(promoting(byDefault).containsAll(Set.of("e10e11+", "e10e9+", "e10d10+", "e10e12+", "e10e5+")),
                "by default any move that starts in the zone may promote: " + promoting(byDefault));
    }
}
