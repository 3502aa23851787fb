package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;

/**
 * The one study page (study.html): every study address serves the same page, old ones included,
 * and each game's catalog entry names the study answer it draws: the engine's piece view (pieces
 * and the address that draws a piece's moves) or a family's scene (a layout, choices, overlays).
 */
@ExtendWith(LocalServer.class)
class StudyPageWebTest {
    static WebServer server;
    static Http http;
    static Browser b;

    @AfterAll
    static void stop() throws Exception { if (b != null) b.close(); }

    @Test
    void everyStudyAddressServesTheOnePage() throws Exception {
        String one = http.get("/study.html").body();
        for (String page : List.of("/race-study.html", "/dice-study.html", "/seated-study.html"))
            assertEquals(one, http.get(page).body(), page + " is the one study page");
    }

    @Test
    void eachEntryNamesTheStudyAnswerItsPageDraws() throws Exception {
        JsonNode list = http.get("/api/catalog").json();
        int pieceViews = 0, scenes = 0;
        for (JsonNode g : list) {
            String key = g.get("key").asText();
            if (!List.of("chess", "makruk", "ashtapada", "chaturaji").contains(key)) continue;
            Http.Answer a = http.get(g.get("studyData").asText());
            assertEquals(200, a.status(), key + ": " + a.body());
            JsonNode s = a.json();
            assertEquals(g.get("name").asText(), s.get("name").asText());
            assertTrue(s.get("text").asText().length() > 100, key + ": the rules in words");
            if (s.has("pieces") && s.has("explore")) {
                pieceViews++;
                String symbol = s.get("pieces").get(0).get("symbol").asText();
                Http.Answer svg = http.get(s.get("explore").asText() + "?piece=" + symbol + "&colour=white&square=d4");
                assertEquals(200, svg.status(), svg.body());
                assertTrue(svg.body().startsWith("<svg"));
            }
            if (s.has("layout")) {
                scenes++;
                assertTrue(s.get("choices").size() > 0 && s.get("overlays").size() > 0, key + ": what its board shows for each choice");
            }
        }
        assertEquals(2, pieceViews, "chess and makruk: the piece view");
        assertEquals(2, scenes, "ashtapada and chaturaji: the family's scene");
    }

    @Test
    void theOldSeatedStudyAddressOpensTheRaceStudy() throws Exception {
        b = new Browser();
        b.open("/seated-study.html?family=race&game=ashtapada");
        b.waiting(30).until(d -> d.getCurrentUrl().contains("/race-study.html?game=ashtapada"));
        b.waitFor("#board svg.race-board .track");
        assertTrue(b.driver.findElement(By.id("piece-view")).getAttribute("hidden") != null, "no piece view for a race game");
        b.open("/study.html?variant=makruk");
        b.waitFor("#explore svg");
        b.waitFor("#pieces .piece-card svg");
        assertTrue(b.driver.findElement(By.id("scene-view")).getAttribute("hidden") != null, "no scene for the engine's game");
    }
}
