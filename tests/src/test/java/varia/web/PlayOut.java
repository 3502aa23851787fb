package varia.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import java.util.Random;

/** A live game of any family played by seats, played to its end through the JSON API: written once for every family's tests. */
final class PlayOut {
    private PlayOut() {}

    /**
     * Plays game {@code g} at {@code sessions} ({@code /api/races}, {@code /api/dice}) to the end: the
     * humans' throws and moves chosen by {@code random}, the computer's turns asked for; fails after
     * {@code most} requests without a result. The state at the end.
     */
    static JsonNode to(Http h, String sessions, JsonNode g, Random random, int most) throws Exception {
        String at = sessions + "/" + g.get("id").asText() + "/";
        for (int requests = 0; !g.get("phase").asText().equals("over"); requests++) {
            assertTrue(requests < most, "no result after " + most + " requests");
            if (!g.get("humanToAct").asBoolean()) g = h.postOk(at + "computer", "{}", "computer");
            else if (g.get("phase").asText().equals("throw")) g = h.postOk(at + "throw", "{}", "throw");
            else {
                JsonNode legal = g.get("legal");
                assertTrue(legal.size() > 0, g.toString());
                g = h.postOk(at + "move", Map.of("move", legal.get(random.nextInt(legal.size())).get("move").asText()), "move");
            }
        }
        return g;
    }
}
