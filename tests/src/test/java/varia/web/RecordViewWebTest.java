package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The records page's one shape ({@link RecordView}): a chess-like record, a race record and a
 * dice-chess record all answer {@code replays} whose steps, failure and opening step the one
 * renderer (recordview.js) reads, with the same names, and each family's own fields beside them.
 * Where a refusal is placed (line, column) is checked against the record's own text.
 */
@ExtendWith(LocalServer.class)
class RecordViewWebTest {
    static WebServer server;
    static Http http;

    /** The fields of the one shape: of a replay, of each step, of a failure. */
    static final List<String> REPLAY = List.of("name", "label", "ok", "verdict", "result", "unit", "opensAt", "steps", "failure");
    static final List<String> STEP = List.of("n", "label", "text", "told");
    static final List<String> FAILURE = List.of("n", "label", "written", "headline", "reason", "line", "column", "legal", "partial", "next");

    static JsonNode replays(String text) throws Exception {
        Http.Answer a = http.post("/api/records", Map.of("text", text));
        assertEquals(200, a.status(), a.body());
        JsonNode r = a.json().get("replays");
        for (JsonNode v : r) {
            for (String k : REPLAY) assertTrue(v.has(k), "a replay has '" + k + "': " + v.fieldNames().next());
            for (JsonNode s : v.get("steps")) for (String k : STEP) assertTrue(s.has(k), "a step has '" + k + "'");
            if (!v.get("failure").isNull()) for (String k : FAILURE) assertTrue(v.get("failure").has(k), "a failure has '" + k + "'");
        }
        return r;
    }

    /** The column (from 1) of {@code word} on line {@code line} of {@code text}, as an editor counts it. */
    static int column(String text, int line, String word) {
        String l = text.split("\n")[line - 1];
        assertTrue(l.contains(word), l);
        return l.indexOf(word) + 1;
    }

    @Test
    void aChessLikeRecordInTheOneShapeWithItsSvgBoard() throws Exception {
        String pgn = "[Event \"test\"]\n[White \"A\"]\n[Black \"B\"]\n[Variant \"makruk\"]\n[Result \"*\"]\n\n"
                + "1. c4 f5 2. Nc3 Nf6 3. Nd5 Nxd5 4. cxd5 Ke7 5. Ke2 Ke5 *\n";
        JsonNode r = replays(pgn);
        assertEquals(1, r.size());
        JsonNode v = r.get(0);
        assertEquals("ply", v.get("unit").asText());
        assertEquals(9, v.get("steps").size(), "the nine legal plies before 5... Ke5");
        assertEquals(9, v.get("opensAt").asInt(), "opened at the position before the illegal move");
        JsonNode first = v.get("steps").get(0), second = v.get("steps").get(1);
        assertEquals("1.", first.get("label").asText());
        assertEquals("c4", first.get("text").asText());
        assertTrue(second.get("label").isNull(), "Black's ply has no number of its own in the list");
        assertEquals("1... f5", second.get("told").asText());
        assertEquals("c3c4", first.get("uci").asText(), "the engine's own fields ride along");
        JsonNode f = v.get("failure");
        assertEquals(10, f.get("n").asInt());
        assertEquals("Ke5", f.get("written").asText());
        assertEquals(7, f.get("line").asInt());
        assertEquals(column(pgn, 7, "Ke5"), f.get("column").asInt());
        assertTrue(f.get("headline").asText().startsWith("Move 5... Ke5 (ply 10, line 7:" + column(pgn, 7, "Ke5") + "): "), f.get("headline").asText());
        assertFalse(f.get("partial").asBoolean());
        assertTrue(f.get("legal").size() > 0);
        // the board of any step is the engine's SVG from the address the replay names
        JsonNode svg = v.get("svg");
        StringBuilder q = new StringBuilder(svg.get("address").asText()).append('?');
        svg.get("query").fields().forEachRemaining(e -> q.append(e.getKey()).append('=').append(enc(e.getValue().asText())).append('&'));
        JsonNode third = v.get("steps").get(2);
        q.append("fen=").append(enc(third.get("fen").asText())).append("&last=").append(third.get("uci").asText());
        Http.Answer board = http.get(q.toString());
        assertEquals(200, board.status(), board.body());
        assertTrue(board.body().startsWith("<svg"), board.body().substring(0, Math.min(80, board.body().length())));
        assertEquals("/play.html", v.get("playFrom").get("address").asText());
    }

    @Test
    void raceAndDiceRecordsInTheSameShape() throws Exception {
        String race = Files.readString(RaceWebPagesApiTest.SAMPLE, StandardCharsets.UTF_8).replace("21. south 2 b1-d1\n", "21. south 2 b1-e1\n");
        JsonNode v = replays(race).get(0);
        assertEquals("turn", v.get("unit").asText());
        assertEquals(20, v.get("steps").size());
        assertEquals(20, v.get("opensAt").asInt(), "the board before the refused turn");
        assertEquals("1.", v.get("steps").get(0).get("label").asText());
        assertEquals("3 @c1", v.get("steps").get(0).get("text").asText(), "the turn as the record writes it, after the seat");
        assertEquals("south threw 3: @c1", v.get("steps").get(0).get("told").asText());
        JsonNode f = v.get("failure");
        assertEquals(21, f.get("n").asInt());
        assertEquals(24, f.get("line").asInt());
        assertEquals(column(race, 24, "b1-e1"), f.get("column").asInt());
        assertEquals("south 2 b1-e1", f.get("written").asText());
        assertTrue(f.get("headline").asText().startsWith("Turn 21 (line 24): south throws 2, b1-e1 — "), f.get("headline").asText());
        assertEquals("next: turn 21 is refused", f.get("next").asText());

        String dice = Files.readString(DiceWebApiTest.SAMPLE, StandardCharsets.UTF_8).replace("17. south 5,2 d1-c1 g7-e5", "17. south 5,2 d1-c1 g7-e4");
        JsonNode d = replays(dice).get(0);
        JsonNode g = d.get("failure");
        assertEquals(16, d.get("steps").size());
        assertTrue(g.get("partial").asBoolean(), "d1-c1 was accepted before g7-e4: one step more shows it");
        assertEquals(17, d.get("opensAt").asInt());
        assertEquals(column(dice, 20, "g7-e4"), g.get("column").asInt());
        assertEquals("turn 17 is refused after d1-c1", g.get("nextInTurn").asText());
    }

    private static String enc(String s) { return URLEncoder.encode(s, StandardCharsets.UTF_8); }
}
