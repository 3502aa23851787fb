package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import varia.engine.game.EngineGame;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The old {@code /api/games} answer made from the one live session ({@link OldGameView}, issue 27
 * step 5c) is the answer the engine page's own session gave for the same game: seeded random games
 * of several variants (checks, captures, drops, promotions, free turns, a running count, the
 * tradition's notations), the answer compared field by field after every move and undo, then the
 * endings a seat makes (a resignation in the side's traditional name, a draw agreed) and a claim.
 * That old session ({@code GameSession}) is deleted; what it answered on these same games is kept
 * in {@code old-game-answers.tsv} (a digest per field and state, recorded while this test still
 * compared the two answers live and found them equal), so a field that drifts is named with its step.
 */
class OldGameViewTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Recorded RECORDED = Recorded.read();

    /** The old session's answers: the field names in order, and per state ({@code when}) a digest per field. */
    private record Recorded(List<String> fields, Map<String, List<String>> digests) {
        static Recorded read() {
            try (var in = OldGameViewTest.class.getResourceAsStream("old-game-answers.tsv")) {
                List<String> fields = null;
                Map<String, List<String>> digests = new HashMap<>();
                for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                    if (line.startsWith("#")) continue;
                    List<String> cells = List.of(line.split("\t"));
                    if (fields == null) fields = cells.subList(1, cells.size());
                    else digests.put(cells.get(0), cells.subList(1, cells.size()));
                }
                return new Recorded(fields, digests);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** The first 8 hex digits of the SHA-256 of a field's JSON, as recorded. */
    private static String digest(JsonNode n) throws Exception {
        byte[] h = MessageDigest.getInstance("SHA-256").digest(n.toString().getBytes(StandardCharsets.UTF_8));
        return HexFormat.of().formatHex(h, 0, 4);
    }

    /** One live game (two people, the old words' level 2). */
    private static SeatedSession live(String key, Map<String, String> options) throws Exception {
        Variant v = Variants.resolve(key, options);
        return new SeatedSession("g", "/api/live/", "variant", EngineGame.of(v), 2, new String[] {"human", "human"}, 1,
                options, null, 2, true);
    }

    private static JsonNode answer(SeatedSession live, String notation) {
        return JSON.valueToTree(OldGameView.of(live, notation == null ? Map.of() : Map.of("notation", notation)));
    }

    /** The live answer now is the old session's answer recorded for {@code when}, every field (the message names the first that differs). */
    private static void same(SeatedSession live, String notation, String when) throws Exception {
        List<String> old = RECORDED.digests().get(when);
        assertNotNull(old, "no old answer recorded for '" + when + "'");
        JsonNode now = answer(live, notation);
        assertEquals(RECORDED.fields(), names(now), when + ": the fields");
        for (int i = 0; i < old.size(); i++) {
            String name = RECORDED.fields().get(i);
            assertEquals(old.get(i), digest(now.get(name)), when + ": " + name + " is now " + now.get(name));
        }
    }

    /** The field names of an answer, in order. */
    private static List<String> names(JsonNode n) {
        List<String> out = new ArrayList<>();
        n.fieldNames().forEachRemaining(out::add);
        return out;
    }

    private static void randomGame(String key, Map<String, String> options, String notation, long seed, int moves) throws Exception {
        SeatedSession p = live(key, options);
        Random r = new Random(seed);
        same(p, notation, key + " at the start");
        for (int step = 0; step < moves; step++) {
            if (step > 2 && r.nextInt(8) == 0) {
                p.undo(1);
                same(p, notation, key + " step " + step + " (undo)");
                continue;
            }
            JsonNode legal = answer(p, null).get("legal");
            if (legal.isEmpty()) break;
            String uci = legal.get(r.nextInt(legal.size())).get("uci").asText();
            p.humanMove(uci);
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
        SeatedSession p = live("xiangqi", Map.of());
        p.humanMove("h3e3");
        p.resign(1);
        same(p, null, "resigned");
        assertEquals("Black resigned", answer(p, null).get("result").get("reason").asText());

        SeatedSession d = live("chess", Map.of());
        d.offerDraw(0);
        same(d, null, "a draw offered");
        d.offerDraw(1);
        same(d, null, "a draw agreed");
    }

    @Test
    void aRepetitionOfferedAndClaimed() throws Exception {
        SeatedSession p = live("chess", Map.of());
        for (int i = 0; i < 2; i++) for (String m : new String[] {"g1f3", "g8f6", "f3g1", "f6g8"}) p.humanMove(m);
        same(p, null, "a repetition to claim");
        assertTrue(answer(p, null).get("claims").size() > 0);
        p.claim(0);
        same(p, null, "claimed");
    }
}
