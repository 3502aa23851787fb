package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Iterator;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import varia.engine.game.EngineGame;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The old {@code /api/games} answer made from the one live session ({@link OldGameView}, issue 27
 * step 5c) is the answer the engine page's own session ({@link GameSession}) gives for the same
 * game: seeded random games of several variants (checks, captures, drops, promotions, free turns,
 * a running count, the tradition's notations), each move played in both and the two answers
 * compared field by field after every move and undo, then the endings a seat makes (a resignation
 * in the side's traditional name, a draw agreed) and a claim.
 */
class OldGameViewTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The same game twice: the old session and the live one (two people, the old words' level 2). */
    private record Pair(GameSession old, SeatedSession live) {}

    private static Pair pair(String key, Map<String, String> options) throws Exception {
        Variant v = Variants.resolve(key, options);
        GameSession old = new GameSession("g", key, v, options, null, GameSession.Player.HUMAN, GameSession.Player.HUMAN, 2);
        SeatedSession live = new SeatedSession("g", "/api/live/", "variant", EngineGame.of(v), 2, new String[] {"human", "human"}, 1,
                options, null, 2, true);
        return new Pair(old, live);
    }

    /** Both answers as JSON, every field the same (the message names the first that differs). */
    private static void same(Pair p, String notation, String when) throws Exception {
        JsonNode old = JSON.valueToTree(p.old().state(false, notation, false));
        JsonNode now = JSON.valueToTree(OldGameView.of(p.live(), notation == null ? Map.of() : Map.of("notation", notation)));
        for (Iterator<String> names = old.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            assertEquals(old.get(name), now.get(name), when + ": " + name);
        }
        assertEquals(old.size(), now.size(), when + ": the fields " + now.properties());
    }

    private static void randomGame(String key, Map<String, String> options, String notation, long seed, int moves) throws Exception {
        Pair p = pair(key, options);
        Random r = new Random(seed);
        same(p, notation, key + " at the start");
        for (int step = 0; step < moves; step++) {
            if (step > 2 && r.nextInt(8) == 0) {
                p.old().undo(1);
                p.live().undo(1);
                same(p, notation, key + " step " + step + " (undo)");
                continue;
            }
            JsonNode legal = JSON.valueToTree(p.old().state(false)).get("legal");
            if (legal.isEmpty()) break;
            String uci = legal.get(r.nextInt(legal.size())).get("uci").asText();
            assertTrue(p.old().play(uci), uci);
            p.live().humanMove(uci);
            same(p, notation, key + " step " + step + " (" + uci + ")");
        }
    }

    @Test
    void chessCrazyhouseAndShogiGiveTheOldAnswerMoveByMove() throws Exception {
        randomGame("chess", Map.of(), null, 1, 120);
        randomGame("crazyhouse", Map.of(), null, 2, 80);
        randomGame("shogi", Map.of(), "shogi-japanese", 3, 80);
    }

    @Test
    void freeTurnsACountAndATraditionsNotationGiveTheOldAnswer() throws Exception {
        randomGame("senterej", Map.of(), null, 4, 60);
        randomGame("makruk", Map.of(), null, 5, 200);
        randomGame("xiangqi", Map.of(), "wxf", 6, 60);
    }

    @Test
    void aResignationInTheSidesTraditionalNameAndADrawAgreed() throws Exception {
        Pair p = pair("xiangqi", Map.of());
        p.old().play("h3e3");
        p.live().humanMove("h3e3");
        p.old().resign(1);
        p.live().resign(1);
        same(p, null, "resigned");
        assertEquals("Black resigned", JSON.valueToTree(OldGameView.of(p.live(), Map.of())).get("result").get("reason").asText());

        Pair d = pair("chess", Map.of());
        d.old().offerDraw(0, null);
        d.live().offerDraw(0);
        same(d, null, "a draw offered");
        d.old().offerDraw(1, null);
        d.live().offerDraw(1);
        same(d, null, "a draw agreed");
    }

    @Test
    void aRepetitionOfferedAndClaimed() throws Exception {
        Pair p = pair("chess", Map.of());
        for (int i = 0; i < 2; i++) {
            for (String m : new String[] {"g1f3", "g8f6", "f3g1", "f6g8"}) {
                assertTrue(p.old().play(m), m);
                p.live().humanMove(m);
            }
        }
        same(p, null, "a repetition to claim");
        assertTrue(JSON.valueToTree(OldGameView.of(p.live(), Map.of())).get("claims").size() > 0);
        assertTrue(p.old().claim(0));
        p.live().claim(0);
        same(p, null, "claimed");
    }
}
