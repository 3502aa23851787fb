package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import varia.TestPaths;

/**
 * Issue 30's first part in Chromium: a name in the play page's address is a key or an alias of the
 * game it names, or a clear error (never another game); the study page takes aliases; a record
 * without a Variant tag read as chess says so; a person resigns, offers a draw (the computer
 * answers by its stated rule, another person accepts) and claims the draw the rules allow.
 */
class PlayControlsBrowserTest {
    static Browser b;

    @BeforeAll
    static void start() throws Exception { b = new Browser(); }

    @AfterAll
    static void stop() throws Exception { if (b != null) b.close(); }

    static Map<String, Object> result(Map<String, Object> s) {
        @SuppressWarnings("unchecked") Map<String, Object> r = (Map<String, Object>) s.get("result");
        return r;
    }

    /** Waits for a state of the play page that {@code ok} accepts. */
    static Map<String, Object> until(java.util.function.Predicate<Map<String, Object>> ok) {
        return b.waiting(60).until(d -> {
            Map<String, Object> s = b.seated();
            return s != null && ok.test(s) ? s : null;
        });
    }

    static void click(String css) { b.waitFor(css).click(); }

    static void move(String from, String to) {
        b.waitFor("#board .cell[data-sq='" + from + "']").click();
        b.waitFor("#board .cell.live-to[data-sq='" + to + "']").click();
    }

    @SuppressWarnings("unchecked")
    static List<String> who(Map<String, Object> s) {
        return ((List<Map<String, Object>>) s.get("seats")).stream().map(x -> (String) x.get("who")).toList();
    }

    static int plies(Map<String, Object> s) { return ((List<?>) s.get("history")).size(); }

    @Test
    void anAliasInTheAddressPlaysItsGame() {
        b.open(Browser.PLAY + "?variant=chushogi&white=human&black=human");
        Map<String, Object> s = b.waiting(90).until(d -> b.seated()); // the first list of games loads every variant
        assertEquals("chu-shogi", s.get("game"), "the alias shown on the home card plays Chu Shogi");
        assertEquals("Chu Shogi", s.get("name"));

        b.open(Browser.PLAY + "?variant=makruk-fairy-stockfish&white=human&black=human");
        s = until(x -> "makruk".equals(x.get("game")));
        assertEquals(Map.of("counting", "fairy-stockfish"), s.get("options"), "the alias's own option value");
        assertEquals("fairy-stockfish", b.driver.findElement(By.id("option-counting")).getAttribute("value"));
    }

    @Test
    void anUnknownNameIsToldNotPlayed() throws Exception {
        b.open(Browser.PLAY + "?variant=chushogo");
        WebElement error = b.waiting(90).until(d -> {
            WebElement e = d.findElement(By.id("error"));
            return e.getText().isBlank() ? null : e;
        });
        assertEquals("no variant 'chushogo'; did you mean 'chushogi'? (the home page lists every variant)", error.getText());
        Thread.sleep(500);
        assertNull(b.seated(), "no game was started");
    }

    @Test
    void theStudyPageTakesAnAlias() {
        b.open("/study.html?variant=thai");
        b.waiting(30).until(d -> "Makruk".equals(d.findElement(By.id("title")).getText()));
        assertTrue(b.driver.findElement(By.id("rules")).getText().contains("Khun"));
        assertEquals("makruk", b.driver.findElement(By.id("variant")).getAttribute("value"));
    }

    @Test
    void aMakrukRecordWithoutVariantTagIsSaidToBeReadAsChess() {
        Path sample = TestPaths.root().resolve("samples/makruk/playok-2023-04-28.pgn");
        b.open("/records.html");
        b.waitFor("#variant optgroup[label='Dice chess']"); // the page's script is ready for the file
        b.waitFor("#file").sendKeys(sample.toAbsolutePath().normalize().toString());
        b.waiting(20).until(d -> !d.findElement(By.id("text")).getAttribute("value").isBlank());
        b.driver.findElement(By.id("read")).click();
        WebElement verdict = b.waitFor("#verdict-text");
        assertTrue(verdict.getText().startsWith("Chess: breaks the rules"), verdict.getText());
        assertTrue(verdict.getText().endsWith("read as chess (the game has no Variant tag; choose its variant in the list above)"), verdict.getText());
        // chosen, it is Makruk's legal game
        new org.openqa.selenium.support.ui.Select(b.driver.findElement(By.id("variant"))).selectByValue("makruk");
        b.driver.findElement(By.id("read")).click();
        String[] seen = {""};
        try {
            b.waiting(30).ignoring(org.openqa.selenium.StaleElementReferenceException.class).until(d -> (seen[0] = d.findElement(By.id("verdict-text")).getText() + " / " + d.findElement(By.id("error")).getText()).startsWith("Makruk: legal game"));
        } catch (org.openqa.selenium.TimeoutException e) {
            throw new AssertionError("shown: " + seen[0], e);
        }
    }

    @Test
    void resignAndDrawOffersAgainstTheComputer() {
        b.open(Browser.PLAY + "?variant=makruk&white=human&black=computer&level=1");
        b.waiting(90).until(d -> b.seated());
        until(x -> Boolean.TRUE.equals(x.get("humanToAct")));
        move("e3", "e4");
        until(x -> plies(x) == 2 && Boolean.TRUE.equals(x.get("humanToAct")));
        click("#draw");
        b.waiting(30).until(d -> d.findElement(By.id("notice")).getText().startsWith("the computer declines"));
        assertEquals("ongoing", result(b.seated()).get("status"), "an even opening: the computer plays on");
        click("#resign");
        b.driver.switchTo().alert().accept();
        Map<String, Object> s = until(x -> !"ongoing".equals(result(x).get("status")));
        assertEquals("0-1", result(s).get("score"));
        assertEquals("0-1 — Black wins (White resigned)", b.waitFor("#result-text").getText());
        assertFalse(b.driver.findElement(By.id("rematch")).getAttribute("hidden") != null, "a rematch is offered");
        click("#rematch");
        s = until(x -> "ongoing".equals(result(x).get("status")));
        assertEquals(List.of("computer", "human"), who(s), "colours changed for the rematch (white's player first)");
    }

    @Test
    void twoPeopleAgreeADrawAndClaimARepetition() {
        b.open(Browser.PLAY + "?variant=makruk&white=human&black=human");
        b.waiting(90).until(d -> b.seated());
        click("#draw");
        b.waiting(20).until(d -> d.findElement(By.id("notice")).getText().startsWith("draw offered: Black may accept it (Offer draw) or decline by"));
        assertEquals("Offer draw", b.driver.findElement(By.id("draw")).getText(), "White is to move: Black cannot accept yet");
        move("e3", "e4"); // White moves on: the offer stands (only the other side's move declines it)
        until(x -> plies(x) == 1);
        assertEquals("White offers a draw.", b.driver.findElement(By.id("notice")).getText());
        assertEquals("Accept draw", b.driver.findElement(By.id("draw")).getText(), "Black, to move, may accept");
        click("#draw");
        Map<String, Object> s = until(x -> !"ongoing".equals(result(x).get("status")));
        assertEquals("1/2-1/2 — draw (draw agreed)", b.waitFor("#result-text").getText());

        // a repetition, claimed: knights out and back twice
        b.open(Browser.PLAY + "?variant=makruk&white=human&black=human");
        until(x -> plies(x) == 0);
        String[][] moves = {{"b1", "d2"}, {"b8", "d7"}, {"d2", "b1"}, {"d7", "b8"}, {"b1", "d2"}, {"b8", "d7"}, {"d2", "b1"}, {"d7", "b8"}};
        for (int i = 0; i < moves.length; i++) {
            assertTrue(b.driver.findElements(By.cssSelector("#claims button")).isEmpty(), "no claim before move " + (i + 1));
            move(moves[i][0], moves[i][1]);
            int n = i + 1;
            until(x -> plies(x) == n);
        }
        WebElement claim = b.waitFor("#claims button.claim");
        assertTrue(claim.getText().contains("repetition"), claim.getText());
        claim.click();
        s = until(x -> !"ongoing".equals(result(x).get("status")));
        assertEquals("1/2-1/2", result(s).get("score"));
        assertTrue(((String) result(s).get("reason")).contains("repetition"), (String) result(s).get("reason"));
    }
}
