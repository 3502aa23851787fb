package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * The evaluation bar and best line on the one play page (seated.js with live-analysis.js): offered
 * for a game that analyses (its answer's {@code analyses}), the judgement of the game now and of a
 * turn reviewed; not offered for a race.
 */
class LiveAnalysisBrowserTest {
    static Browser b;

    @BeforeAll
    static void start() throws Exception { b = new Browser(); }

    @AfterAll
    static void stop() throws Exception { if (b != null) b.close(); }

    static String bar(String data) { return (String) b.js("return document.getElementById('evalbar').dataset." + data + " ?? null;"); }

    @Test
    void theBarJudgesTheTurnShown() throws Exception {
        b.open("/seated.html?family=variant&game=chess&who=human,human");
        b.waiting(90).until(d -> b.seated() != null); // the first list of games loads every variant (30 s under load)
        assertTrue(b.waitFor("#evalbar").getAttribute("hidden") != null, "no bar until asked");
        b.waitFor("#analyse-box input").click();
        b.waiting(60).until(d -> "0".equals(bar("turn")) && b.driver.findElement(By.id("evalbar")).getAttribute("hidden") == null);
        String best = b.driver.findElement(By.id("best")).getText();
        assertTrue(best.contains("best: ") && best.contains("(depth "), best);
        int before = ((List<?>) b.seated().get("history")).size();
        b.waitFor("#board svg .cell[data-sq='e2']").click();
        b.waitFor("#board svg .cell.live-to[data-sq='e4']").click();
        b.waiting(20).until(d -> ((List<?>) b.seated().get("history")).size() > before);
        b.waiting(60).until(d -> "1".equals(bar("turn")));
        b.driver.findElement(By.id("first")).click(); // the start reviewed: its judgement again (kept)
        b.waiting(20).until(d -> "0".equals(bar("turn")));
        assertEquals(best, b.driver.findElement(By.id("best")).getText());

        b.open("/race.html?game=ashtapada");
        b.waiting(30).until(d -> b.seated() != null);
        assertTrue(b.waitFor("#analyse-box").getAttribute("hidden") != null, "a race: no analysis offered");
    }
}
