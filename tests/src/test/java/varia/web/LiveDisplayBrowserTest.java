package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * What the one play page (seated.js) took over from the engine's own page (issue 27), in Chromium:
 * the two clocks of the server's board above and below it (changing places when it is flipped), a
 * picker per option with its value's description (optionpicker.js), the board's colours kept across
 * a reload (theme.js), "play from here" while a turn is reviewed (a new game, its moves up to there),
 * a piece dragged to its square (piecedrag.js), a piece in hand clicked, then
 * the square it is dropped on, and the promotion box (promotebox.js).
 */
class LiveDisplayBrowserTest {
    static Browser b;

    @BeforeAll
    static void start() throws Exception { b = new Browser(); }

    @AfterAll
    static void stop() throws Exception { if (b != null) b.close(); }

    static int turns(Map<String, Object> s) { return ((List<?>) s.get("history")).size(); }

    static boolean hidden(String id) { return b.driver.findElement(By.id(id)).getAttribute("hidden") != null; }

    static final String DARK = "return getComputedStyle(document.querySelector('#board svg rect[fill=\"#c9a77c\"]')).fill;";

    @Test
    void clocksStandAboveAndBelowTheBoardAndOptionsAndColoursAreChosen() throws Exception {
        b.open("/seated.html?family=variant&game=makruk&who=human,human&clock=5%2B3");
        b.waiting(90).until(d -> b.seated()); // the first list of games loads every variant (30 s under load)
        assertEquals("5:00", b.waitFor("#clock-bottom .time").getText());
        assertEquals("0", b.driver.findElement(By.id("clock-bottom")).getAttribute("data-seat"), "the first seat's clock at the bottom");
        assertEquals("1", b.driver.findElement(By.id("clock-top")).getAttribute("data-seat"));
        assertTrue(!hidden("clock-top") && !hidden("clock-bottom"));
        assertTrue(b.driver.findElements(By.cssSelector("#clocks .clock")).isEmpty(), "two seats: no clock in the seats' box");
        b.waitFor("#flip").click();
        b.waiting(20).until(d -> "1".equals(d.findElement(By.id("clock-bottom")).getAttribute("data-seat")));
        assertEquals("0", b.driver.findElement(By.id("clock-top")).getAttribute("data-seat"), "flipped: the first seat's clock on top");

        b.js("document.getElementById('options-box').open = true;");
        new Select(b.waitFor("#option-counting")).selectByValue("announced"); // the picker, with the value's description
        assertTrue(b.driver.findElement(By.cssSelector("#options .option-description")).getText().contains("announces"));

        new Select(b.driver.findElement(By.id("theme"))).selectByValue("green");
        assertEquals("rgb(118, 150, 86)", b.js(DARK));
        b.driver.navigate().refresh();
        b.waiting(30).until(d -> b.seated());
        b.waitFor("#board svg");
        assertEquals("rgb(118, 150, 86)", b.js(DARK), "the theme after a reload");
        assertEquals("green", new Select(b.driver.findElement(By.id("theme"))).getFirstSelectedOption().getAttribute("value"));
    }

    @Test
    void aTurnReviewedIsPlayedOnFromAsANewGame() throws Exception {
        b.open("/seated.html?family=variant&game=chess&who=human,human&moves=e2e4,e7e5,g1f3");
        Map<String, Object> s = b.waiting(90).until(d -> b.seated());
        assertEquals(3, turns(s));
        assertTrue(hidden("play-from"), "the game now: nothing to play from");
        b.waitFor("#prev").click();
        b.waitFor("#prev").click();
        b.waiting(20).until(d -> !hidden("play-from"));
        Object before = s.get("id");
        b.driver.findElement(By.id("play-from")).click();
        Map<String, Object> from = b.waiting(30).until(d -> !before.equals(b.seated().get("id")) ? b.seated() : null);
        assertNotEquals(before, from.get("id"));
        assertEquals(1, turns(from), "the game goes on after the turn reviewed");
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", from.get("fen"));
        assertEquals(List.of("human", "human"), ((List<?>) from.get("seats")).stream().map(x -> ((Map<?, ?>) x).get("who")).toList());
        b.waiting(20).until(d -> hidden("play-from"));
    }

    static void drag(String from, String to) {
        WebElement a = b.waitFor("#board svg .cell[data-sq='" + from + "']"), z = b.driver.findElement(By.cssSelector("#board svg .cell[data-sq='" + to + "']"));
        new Actions(b.driver).clickAndHold(a).moveByOffset(5, 5).moveToElement(z).release().perform();
    }

    @Test
    void aPieceIsDraggedToItsSquareAndNowhereElse() throws Exception {
        b.open("/seated.html?family=variant&game=chess&who=human,human");
        b.waiting(90).until(d -> b.seated());
        drag("g1", "f3");
        Map<String, Object> s = b.waiting(20).until(d -> turns(b.seated()) == 1 ? b.seated() : null);
        assertEquals("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1", s.get("fen"));
        drag("g8", "g5"); // no move of the knight's: let go there, it goes back
        drag("g8", "f6");
        s = b.waiting(20).until(d -> turns(b.seated()) == 2 ? b.seated() : null);
        assertEquals("rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2", s.get("fen"));
        assertEquals("", b.driver.findElement(By.id("error")).getText(), "the drop off the knight's moves asked nothing of the server");
    }

    @Test
    void aPieceInHandIsClickedThenDroppedOnItsSquare() throws Exception {
        b.open("/seated.html?family=variant&game=crazyhouse&who=human,human&moves=e2e4,d7d5,e4d5,d8d5");
        Map<String, Object> s = b.waiting(90).until(d -> b.seated());
        assertEquals(4, turns(s));
        b.waitFor("#board .hand[data-colour='0']").click(); // White's pawn taken on d5
        b.waiting(20).until(d -> !d.findElements(By.cssSelector("#board .cell.live-to[data-sq='e4']")).isEmpty());
        b.driver.findElement(By.cssSelector("#board .hand[data-colour='1']")).click(); // Black's, not to move: nothing to drop
        b.waiting(20).until(d -> d.findElements(By.cssSelector("#board .cell.live-to")).isEmpty());
        b.driver.findElement(By.cssSelector("#board .hand[data-colour='0']")).click();
        b.waitFor("#board .cell.live-to[data-sq='e4']").click();
        s = b.waiting(20).until(d -> turns(b.seated()) == 5 ? b.seated() : null);
        assertEquals(1, b.driver.findElements(By.cssSelector("#board .piece[data-sq='e4']")).size(), "the pawn dropped on e4");
        assertTrue(b.driver.findElements(By.cssSelector("#board .hand[data-colour='0']")).isEmpty(), "White's hand is empty");
    }

    /** The text of the last move of the game shown, in the notation the page shows. */
    @SuppressWarnings("unchecked")
    static String lastWritten(Map<String, Object> s) {
        List<Map<String, Object>> history = (List<Map<String, Object>>) s.get("history");
        List<Map<String, Object>> moves = (List<Map<String, Object>>) history.get(history.size() - 1).get("moves");
        Map<String, Object> m = moves.get(moves.size() - 1);
        return (String) (m.get("written") != null ? m.get("written") : m.get("text"));
    }

    @Test
    void aPromotionIsChosenInTheBoxOverTheBoard() throws Exception {
        b.open("/seated.html?family=variant&game=shogi&who=human,human&moves=c3c4,g7g6");
        Map<String, Object> s = b.waiting(90).until(d -> b.seated());
        assertEquals(2, turns(s));
        b.waitFor("#board svg .cell[data-sq='b2']").click();
        b.waitFor("#board svg .cell.live-to[data-sq='h8']").click(); // the bishop takes the bishop in the zone: promote or not
        b.waitFor(".promo button[data-promo='+B']");
        assertEquals(1, b.driver.findElements(By.cssSelector(".promo button[data-promo='']")).size(), "may also stay unpromoted");
        b.driver.findElements(By.cssSelector(".promo button")).stream().filter(x -> x.getText().equals("cancel")).findFirst().orElseThrow().click();
        assertTrue(b.driver.findElements(By.cssSelector(".promo")).isEmpty(), "cancelled: the box is gone");
        assertEquals(2, turns(b.seated()), "nothing played");
        b.waitFor("#board svg .cell[data-sq='b2']").click();
        b.waitFor("#board svg .cell.live-to[data-sq='h8']").click();
        b.waitFor(".promo button[data-promo='+B']").click();
        s = b.waiting(20).until(d -> turns(b.seated()) == 3 && lastWritten(b.seated()).startsWith("▲") ? b.seated() : null);
        assertEquals("▲２二角成", lastWritten(s), "promoted");
    }
}
