package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * The one play page (seated.js) playing an engine's variant through the one live session (issue 27,
 * step 5) in Chromium: the board is the server's SVG, a click on a piece then on its target plays
 * the move, the controls are those the state's verbs list (no throw, no claim at the start; undo
 * once a move is played), and a draw by repetition is claimed by its button.
 */
class LivePlayBrowserTest {
    static Browser b;

    @BeforeAll
    static void start() throws Exception { b = new Browser(); }

    @AfterAll
    static void stop() throws Exception { if (b != null) b.close(); }

    static int plies(Map<String, Object> s) { return ((List<?>) s.get("history")).size(); }

    /** Clicks {@code from} then {@code to} on the board and waits for the move to be played. */
    static Map<String, Object> click(String from, String to) {
        int before = plies(b.seated());
        b.waitFor("#board svg .cell[data-sq='" + from + "']").click();
        b.waitFor("#board svg .cell.live-to[data-sq='" + to + "']").click();
        return b.waiting(20).until(d -> plies(b.seated()) > before ? b.seated() : null);
    }

    @Test
    void chessIsPlayedOnTheServersBoardWithTheControlsItsVerbsList() throws Exception {
        b.open("/seated.html?family=variant&game=chess&who=human,human");
        Map<String, Object> s = b.waiting(30).until(d -> b.seated());
        assertEquals("chess", s.get("game"));
        assertTrue(b.js("return document.querySelector('#board svg .piece') !== null;").equals(Boolean.TRUE), "the SVG board is drawn");
        assertTrue(b.waitFor("#throw-box").getAttribute("hidden") != null, "no throw in chess");
        assertTrue(b.driver.findElement(By.id("undo")).getAttribute("hidden") != null, "nothing to undo yet");
        assertTrue(b.driver.findElements(By.cssSelector("#claims button")).isEmpty());

        String[][] shuffle = {{"g1", "f3"}, {"g8", "f6"}, {"f3", "g1"}, {"f6", "g8"}};
        for (int round = 0; round < 2; round++) for (String[] m : shuffle) s = click(m[0], m[1]);
        assertEquals(8, plies(s));
        assertFalse(b.driver.findElement(By.id("undo")).getAttribute("hidden") != null, "undo offered once moves are played");
        b.waitFor("#claims button.claim");
        b.screenshot("web-live-chess.png"); // docs/web.md: the one play page on the engine's board, the claim offered
        b.waitFor("#claims button.claim").click(); // the start position a third time: the draw claimed
        s = b.waiting(20).until(d -> "over".equals(b.seated().get("phase")) ? b.seated() : null);
        @SuppressWarnings("unchecked") Map<String, Object> result = (Map<String, Object>) s.get("result");
        assertEquals("1/2-1/2", result.get("score"));
        assertTrue(b.driver.findElements(By.cssSelector("#claims button")).isEmpty());
    }

    /** The page's view choices of the server's board, and the level offered for a game whose computer has levels. */
    @Test
    void theServersBoardIsFlippedAndDrawnInThePieceSetChosen() throws Exception {
        b.open("/seated.html?family=variant&game=makruk&who=human,human");
        b.waiting(30).until(d -> b.seated());
        assertTrue(b.waitFor("#level-box").getAttribute("hidden") == null, "the engine's computer has levels");
        assertEquals("false", b.js("return document.querySelector('#board svg').dataset.flipped;"));
        b.waitFor("#flip").click();
        b.waiting(20).until(d -> "true".equals(b.js("return document.querySelector('#board svg')?.dataset.flipped;")));
        assertTrue((Boolean) b.js("return document.querySelector('#board svg').innerHTML.includes('\u265C');"), "makruk's own set: chess figures");
        b.js("const s = document.getElementById('pieces'); s.value = 'letters'; s.dispatchEvent(new Event('change'));");
        b.waiting(20).until(d -> Boolean.FALSE.equals(b.js("return document.querySelector('#board svg')?.innerHTML.includes('\u265C');")));
        assertEquals("true", b.js("return document.querySelector('#board svg').dataset.flipped;"), "still flipped");
        assertTrue((Boolean) b.js("return [...document.querySelectorAll('#pieces option')].some(o => o.value === 'thai');"), "the Thai set fits makruk");
        b.js("const s = document.getElementById('pieces'); s.value = 'thai'; s.dispatchEvent(new Event('change'));");
        b.waiting(20).until(d -> Boolean.TRUE.equals(b.js("return document.querySelector('#board svg .glyph.thai') !== null;")));
    }
}
