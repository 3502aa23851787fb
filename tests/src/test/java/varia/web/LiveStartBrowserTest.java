package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The one play page's start controls in Chromium (livestart.js): janggi's set-up pictures per seat
 * (asked of the server, none for chess) start the game with the pair clicked; a pasted record is
 * gone on from; a link's moves as coordinates are played; a draw offer's answer is shown in words.
 */
class LiveStartBrowserTest {
    static Browser b;

    @BeforeAll
    static void start() throws Exception { b = new Browser(); }

    @AfterAll
    static void stop() throws Exception { if (b != null) b.close(); }

    /** A new game from the setup form, once the page has answered with it. */
    static Map<String, Object> newGame() {
        Object before = b.seated() == null ? null : b.seated().get("id");
        b.waitFor("#new").click();
        return b.waiting(30).until(d -> b.seated() != null && !b.seated().get("id").equals(before) ? b.seated() : null);
    }

    @Test
    void janggisSetUpIsChosenByPicturesPerSeat() throws Exception {
        b.open("/seated.html?family=variant&game=janggi&who=human,human");
        b.waiting(30).until(d -> b.seated());
        b.waiting(20).until(d -> b.driver.findElements(org.openqa.selenium.By.cssSelector("#options .setup-pick")).size() == 8 ? true : null);
        b.waitFor(".setup-side[data-side='0'] .setup-pick[data-choice='outer']").click();
        b.waitFor(".setup-side[data-side='1'] .setup-pick[data-choice='left']").click();
        assertEquals("outer-left", b.js("return document.querySelector('#options select[data-option=setup]').value;"));
        Map<String, Object> s = newGame();
        String fen = (String) s.get("fen");
        assertTrue(fen.startsWith("rnba1anbr/") && fen.contains("/RBNA1ANBR "), fen);
        b.js("const g = document.getElementById('game'); g.value = 'chess'; g.dispatchEvent(new Event('change'));");
        b.waiting(20).until(d -> b.driver.findElements(org.openqa.selenium.By.cssSelector("#options .setup-pick")).isEmpty() ? true : null);
    }

    @Test
    void aPastedRecordAndALinksMovesAreGoneOnFrom() throws Exception {
        b.open("/seated.html?family=variant&game=chess&who=human,human&moves=e2e4,e7e5");
        Map<String, Object> s = b.waiting(30).until(d -> b.seated());
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", s.get("fen"));
        b.js("document.getElementById('from').open = true;");
        b.waitFor("#start-text").sendKeys("[Result \"*\"]\n\n1. d4 d5 2. c4 *\n");
        s = newGame();
        assertEquals("rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2", s.get("fen"));
        assertEquals(3, ((List<?>) s.get("actions")).size());
    }

    @Test
    void aDrawOfferIsAnsweredInWords() throws Exception {
        b.open("/seated.html?family=variant&game=chess&who=human,computer");
        b.waiting(30).until(d -> b.seated());
        b.waitFor("#draw").click();
        String notice = b.waiting(20).until(d -> {
            Object t = b.js("return document.getElementById('notice').textContent;");
            return t != null && !t.toString().isEmpty() ? t.toString() : null;
        });
        assertTrue(notice.startsWith("the computer declines"), notice);
    }
}
