package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * Issue 30's last item in Chromium: the race and dice pages use the move list, clocks and controls
 * of the play page (movelist.js, clocks.js, controls.js). In Ashtapada (two seats) and Chaturaji
 * (four): the move list steps with the arrow keys, Home and End and by clicks, each turn reviewed
 * showing the board as it stood then; the share link sets the same game up again; resigning ends
 * the game with the seat last; a 1+0 clock runs out and ends the game with that seat last.
 */
@ExtendWith(OneBrowser.class)
class SeatedControlsBrowserTest {
    static Browser b;

    @SuppressWarnings("unchecked")
    static <T> T get(Map<String, Object> s, String key) { return (T) s.get(key); }

    static int turns(Map<String, Object> s) { return ((List<?>) s.get("history")).size(); }

    static boolean over(Map<String, Object> s) { return "over".equals(s.get("phase")); }

    /** Waits for a state of a game other than {@code not} with at least {@code turns} turns in which the person acts (or it is over). */
    static Map<String, Object> settle(String not, int turns) {
        return b.waiting(60).until(d -> {
            Map<String, Object> s = b.seated();
            if (s == null || s.get("id").equals(not) || turns(s) < turns) return null;
            return over(s) || Boolean.TRUE.equals(s.get("humanToAct")) ? s : null;
        });
    }

    /** The tokens drawn on the board: seat, square and count of each, sorted. */
    @SuppressWarnings("unchecked")
    static List<String> drawn() {
        return (List<String>) b.js("return [...document.querySelectorAll('#board .token, #board .man')]"
                + ".map(t => t.dataset.seat + '@' + t.dataset.sq + 'x' + (t.dataset.count || 1)).sort();");
    }

    /** The person's whole turn: a throw, then the first move offered until the turn passes; the state once the person acts again. */
    static Map<String, Object> personTurn(Map<String, Object> s) {
        int before = turns(s);
        b.waitFor("#throw:not([disabled])").click();
        s = b.waiting(30).until(d -> {
            Map<String, Object> r = b.seated();
            return "move".equals(r.get("phase")) || turns(r) > before ? r : null;
        });
        while ("move".equals(s.get("phase")) && Boolean.TRUE.equals(s.get("humanToAct"))) {
            int acted = movesOf(s, before);
            b.waitFor("#legal button.legal-move").click();
            s = b.waiting(30).until(d -> {
                Map<String, Object> r = b.seated();
                return turns(r) > before + 1 || !"move".equals(r.get("phase")) || movesOf(r, before) > acted ? r : null;
            });
        }
        return settle(null, before + 1);
    }

    /** The moves made so far in turn {@code i} (0 when it has not begun). */
    static int movesOf(Map<String, Object> s, int i) {
        List<Map<String, Object>> h = get(s, "history");
        return h.size() <= i ? 0 : ((List<?>) h.get(i).get("moves")).size();
    }

    static void key(Keys k) { new Actions(b.driver).sendKeys(k).perform(); }

    /** Waits until the move list shows the board after {@code n} turns (the game now when {@code n} is every turn). */
    static void shown(int n, boolean reviewing) {
        b.waiting(20).until(d -> String.valueOf(n).equals(d.findElement(By.id("where")).getAttribute("data-ply"))
                && String.valueOf(n).equals(d.findElement(By.id("board")).getAttribute("data-turn"))
                && (!reviewing || Long.valueOf(n).equals(b.js("return window.variaReviewed && window.variaReviewed.reviewed;"))));
    }

    @Test
    void ashtapadaHasEveryControl() throws Exception { everyControl("/race.html", "ashtapada", 2); }

    @Test
    void chaturajiHasEveryControl() throws Exception { everyControl("/dice.html", "chaturaji", 4); }

    void everyControl(String page, String game, int players) throws Exception {
        b.open(page + "?game=" + game + "&players=" + players + "&who=human" + ",computer".repeat(players - 1) + "&seed=7&clock=3%2B0");
        Map<String, Object> s = settle(null, 0);
        String id = (String) s.get("id");
        assertEquals("3+0", ((Map<?, ?>) s.get("clock")).get("control"));
        assertEquals(players, b.driver.findElements(By.cssSelector("#clocks .clock")).size(), "a clock per seat");
        assertEquals("3:00", b.driver.findElement(By.cssSelector("#clocks .clock[data-seat='0'] .time")).getText());
        Map<Integer, List<String>> boards = new TreeMap<>();
        Map<Integer, Object> tokens = new TreeMap<>();
        boards.put(turns(s), drawn());
        tokens.put(turns(s), s.get("tokens"));
        for (int t = 0; t < 3 && !over(s); t++) {
            s = personTurn(s);
            boards.put(turns(s), drawn());
            tokens.put(turns(s), s.get("tokens"));
        }
        assertFalse(over(s), "the game goes on after three turns of the person");
        assertTrue(b.driver.findElement(By.id("sound")).isSelected(), "move sounds are on, as on the play page");
        assertEquals("move", b.js("return window.variaLastSound || null;"), "a move played is heard (sound.js, shared with the play page)");
        int n = turns(s);
        assertTrue(b.driver.findElement(By.cssSelector("#clocks .clock.running")).isDisplayed(), "the clock of the seat to act runs");

        // the move list: a turn an entry, reviewed by keys and clicks
        assertEquals(n, b.driver.findElements(By.cssSelector("#moves .mv")).size());
        assertEquals("turn " + n + " of " + n, b.driver.findElement(By.id("where")).getText());
        key(Keys.HOME);
        shown(0, true);
        assertEquals(boards.get(0), drawn(), "the board at the start");
        assertEquals("reviewing: after 0 of " + n + " turns", b.driver.findElement(By.id("where")).getText());
        key(Keys.ARROW_RIGHT);
        shown(1, true);
        for (Map.Entry<Integer, List<String>> e : boards.entrySet()) {
            if (e.getKey() == n) continue;
            if (e.getKey() == 0) key(Keys.HOME);
            else b.driver.findElement(By.cssSelector("#moves .mv[data-ply='" + e.getKey() + "']")).click();
            shown(e.getKey(), true);
            assertEquals(e.getValue(), drawn(), "the board after turn " + e.getKey());
            assertEquals(tokens.get(e.getKey()), b.js("return window.variaReviewed.tokens;"), "the tokens after turn " + e.getKey());
        }
        key(Keys.ARROW_LEFT);
        key(Keys.END);
        shown(n, false);
        assertEquals(boards.get(n), drawn(), "End: the game now");
        b.screenshot("web-" + game + "-controls.png");

        // the share link: copied, then the game resigned
        b.driver.findElement(By.id("share")).click();
        String url = b.waiting(10).until(d -> { String v = d.findElement(By.id("share-url")).getAttribute("value"); return v.isBlank() ? null : v; });
        assertTrue(url.contains("seed=7") && url.contains("actions=") && url.contains("clock=3%2B0") && url.contains("game=" + game), url);
        b.driver.findElement(By.id("resign")).click();
        b.driver.switchTo().alert().accept();
        Map<String, Object> done = b.waiting(30).until(d -> { Map<String, Object> r = b.seated(); return over(r) ? r : null; });
        Map<String, Object> result = get(done, "result");
        assertEquals("south resigned", result.get("reason"));
        List<String> places = get(result, "places");
        assertEquals("south", places.get(players - 1), "the seat that resigned is last");
        assertEquals(places.get(0), result.get("winner"));
        assertEquals("south resigned", b.waitFor("#result-text").getText());
        assertFalse(b.driver.findElement(By.id("rematch")).getAttribute("hidden") != null, "a rematch is offered");
        assertTrue(b.driver.findElement(By.id("resign")).getAttribute("hidden") != null, "no resigning a game over");

        // the link opened: the same game at the same turn, the same board; here with a 1+0 clock
        b.driver.get(url.replace("clock=3%2B0", "clock=1%2B0"));
        Map<String, Object> shared = settle(id, n);
        assertEquals(n, turns(shared));
        assertEquals(tokens.get(n), shared.get("tokens"), "the shared link's position");
        assertEquals(s.get("history"), shared.get("history"), "the same turns");
        assertEquals(boards.get(n), drawn());
        // one more turn, then the person's minute runs out on the next: the seat is placed last
        shared = personTurn(shared);
        String sharedId = (String) shared.get("id");
        Map<String, Object> flagged = b.waiting(120).until(d -> {
            Map<String, Object> r = b.seated();
            return r.get("id").equals(sharedId) && over(r) ? r : null;
        });
        result = get(flagged, "result");
        assertEquals("south's time ran out", result.get("reason"));
        places = get(result, "places");
        assertEquals("south", places.get(players - 1));
        assertEquals(places.get(0), result.get("winner"));
        if (players == 2) assertEquals("north", result.get("winner"), "two seats: the other wins");
        b.waitFor("#clocks .clock.flagged[data-seat='0']");
        assertEquals("0:00.0", b.driver.findElement(By.cssSelector("#clocks .clock[data-seat='0'] .time")).getText());
    }
}
