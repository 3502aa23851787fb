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
 * The one play page (seated.js) tells a game of two sides in their own words (twoseatwords.js), as
 * the engine's own page did: whose move it is, the result with its score, a draw offered and
 * accepted, and each side's name in the setup; from the seats' sides in the answer, for shogi's
 * Sente and Gote as for xiangqi's Red and Black.
 */
class TwoSeatWordsBrowserTest {
    static Browser b;

    @BeforeAll
    static void start() throws Exception { b = new Browser(); }

    @AfterAll
    static void stop() throws Exception { if (b != null) b.close(); }

    static int plies(Map<String, Object> s) { return ((List<?>) s.get("history")).size(); }

    static String text(String id) { return b.driver.findElement(By.id(id)).getText(); }

    static void move(String from, String to) {
        int before = plies(b.seated());
        b.waitFor("#board svg .cell[data-sq='" + from + "']").click();
        b.waitFor("#board svg .cell.live-to[data-sq='" + to + "']").click();
        b.waiting(20).until(d -> plies(b.seated()) > before);
    }

    @Test
    void shogiSidesOfferAndAgreeADraw() {
        b.open("/seated.html?family=variant&game=shogi&who=human,human");
        b.waiting(90).until(d -> b.seated()); // the first list of games loads every variant (30 s under load)
        assertEquals("Sente (Black)", text("white-name"), "Sente moves first: Black in English");
        assertEquals("Gote (White)", text("black-name"));
        b.waiting(20).until(d -> text("status").startsWith("Sente to move"));
        b.waitFor("#draw").click();
        b.waiting(20).until(d -> !((List<?>) b.seated().get("drawOffers")).isEmpty());
        assertEquals("Offer draw", text("draw"), "Sente is to move: Gote cannot accept yet");
        move("c3", "c4"); // Sente moves on: the offer stands
        b.waiting(20).until(d -> text("status").startsWith("Gote to move"));
        assertEquals("Sente offers a draw.", text("notice"));
        assertEquals("Accept draw", text("draw"), "Gote, to move, may accept");
        b.driver.findElement(By.id("draw")).click();
        assertEquals("1/2-1/2 — draw (draw agreed)", b.waitFor("#result-text").getText());
        assertEquals("draw agreed", text("notice"), "the answer to the acceptance, no offer standing");
    }

    @Test
    void xiangqiRedResignsAndBlackWins() {
        b.open("/seated.html?family=variant&game=xiangqi&who=human,human");
        b.waiting(90).until(d -> b.seated());
        assertEquals("Red", text("white-name"));
        b.waiting(20).until(d -> text("status").startsWith("Red to move"));
        move("h3", "e3");
        b.waiting(20).until(d -> text("status").startsWith("Black to move"));
        move("h10", "g8");
        b.waiting(20).until(d -> text("status").startsWith("Red to move"));
        Map<?, ?> second = (Map<?, ?>) ((List<?>) ((Map<?, ?>) ((List<?>) b.seated().get("history")).get(1)).get("moves")).get(0);
        Object written = second.get("written") != null ? second.get("written") : second.get("text");
        assertEquals("2. Black played: " + written, text("last"), "the last turn told by its side, in the notation the list shows");
        b.driver.findElement(By.id("resign")).click();
        b.driver.switchTo().alert().accept();
        assertEquals("0-1 — Black wins (Red resigned)", b.waitFor("#result-text").getText());
        Map<String, Object> s = b.seated();
        assertEquals("over", s.get("phase"));
        assertTrue(text("status").startsWith("Game over"));
    }
}
