package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * Dice chess in a real browser: Chaturaji played from the home page by clicks on the board (a
 * piece, then its target), the computer's seats moving by themselves; a sample record stepped
 * through on the records page, then broken and shown at its turn; the study page's piece reach.
 * Screenshots as {@link Browser} takes them.
 */
@ExtendWith(OneBrowser.class)
class DiceBrowserTest {
    static Browser b;

    @SuppressWarnings("unchecked")
    static Map<String, Object> dice() { return (Map<String, Object>) b.js("return window.variaDice || null;"); }

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> list(Map<String, Object> s, String key) { return (List<Map<String, Object>>) s.get(key); }

    static WebElement cell(String sq) { return b.driver.findElement(By.cssSelector("#board .cell[data-sq='" + sq + "']")); }

    /** Waits for a state with at least {@code turns} turns in which the person acts (or the game is over). */
    static Map<String, Object> settle(int turns) {
        return b.waiting(60).until(d -> {
            Map<String, Object> s = dice();
            if (s == null || list(s, "history").size() < turns) return null;
            return "over".equals(s.get("phase")) || Boolean.TRUE.equals(s.get("humanToAct")) ? s : null;
        });
    }

    @Test
    void chaturajiFromTheHomePage() throws Exception {
        b.open("/");
        b.waitFor(".card[data-dice='chaturaji'] a").click();
        b.waiting(30).until(d -> d.getCurrentUrl().contains("/dice.html"));
        String first = (String) settle(0).get("id"); // the link starts a four-handed game at once: south is the person
        b.driver.findElement(By.id("seed")).sendKeys("12"); // a seeded game, to play the same turns each run
        b.driver.findElement(By.id("new")).click();
        Map<String, Object> s = b.waiting(30).until(d -> { Map<String, Object> r = settle(0); return !first.equals(r.get("id")) ? r : null; });
        assertEquals(12L, ((Number) s.get("seed")).longValue());
        assertEquals(4, list(s, "seats").size());
        assertTrue(b.driver.findElement(By.id("players")).isDisplayed(), "chaturaji is played by 2, 3 or 4: the Players choice shown");
        assertEquals(64, b.driver.findElements(By.cssSelector("#board .cell")).size());
        assertEquals(32, b.driver.findElements(By.cssSelector("#board .man")).size());
        int byBoard = 0, turns = 0;
        for (; turns < 4 && !"over".equals(s.get("phase")); turns++) {
            int before = list(s, "history").size();
            b.waitFor("#throw:not([disabled])").click();
            s = b.waiting(30).until(d -> {
                Map<String, Object> r = dice();
                return r != null && list(r, "history").size() > before ? r : null;
            });
            if ("move".equals(s.get("phase")) && Boolean.TRUE.equals(s.get("humanToAct")))
                assertEquals(2, b.driver.findElements(By.cssSelector("#dice .die")).size(), "the turn's two dice shown");
            else // no man could use them: lost at once, and said so
                assertTrue(b.driver.findElement(By.id("last")).getText().contains("no piece could use the dice; 2 dice lost")
                        || before + 1 < list(s, "history").size(), b.driver.findElement(By.id("last")).getText());
            while ("move".equals(s.get("phase")) && Boolean.TRUE.equals(s.get("humanToAct"))) {
                List<Map<String, Object>> legal = list(s, "legal");
                Map<String, Object> m = legal.get(turns % legal.size());
                int played = list(list(s, "history").get(before), "moves").size();
                cell((String) m.get("from")).click();                       // the piece: its targets dotted
                b.waitFor("#board .target[data-target='" + m.get("to") + "']");
                long same = legal.stream().filter(x -> x.get("from").equals(m.get("from")) && x.get("to").equals(m.get("to"))).count();
                cell((String) m.get("to")).click();
                if (same > 1) b.waitFor("#legal button[data-move='" + m.get("move") + "']").click(); // two dice would make it: say which
                s = b.waiting(30).until(d -> {
                    Map<String, Object> r = dice();
                    return list(list(r, "history").get(before), "moves").size() > played ? r : null;
                });
                assertEquals(m.get("move"), list(list(s, "history").get(before), "moves").get(played).get("text"), "the person's move as played");
                byBoard++;
            }
            s = settle(before + 1);
        }
        assertEquals(4, turns, "four turns of the person");
        assertTrue(list(s, "history").size() >= 4 * (turns - 1) + 1, "the computer's seats played their turns: " + list(s, "history").size());
        assertEquals(list(s, "men").size(), b.driver.findElements(By.cssSelector("#board .man")).size(), "every man drawn");
        assertTrue(byBoard >= 1, "moves made on the board");
        if (!"over".equals(s.get("phase"))) { // the picture: dice waiting to be played, the movable men ringed
            b.waitFor("#throw:not([disabled])").click();
            b.waiting(30).until(d -> { Map<String, Object> r = dice(); return "move".equals(r.get("phase")) || !Boolean.TRUE.equals(r.get("humanToAct")); });
        }
        b.screenshot("web-dice-chaturaji.png");
    }

    @Test
    void chaturajiRecordSteppedThenBroken() throws Exception {
        String text = Files.readString(DiceWebApiTest.SAMPLE, StandardCharsets.UTF_8);
        WebElement verdict = RecordsPage.readSample(b, DiceWebApiTest.SAMPLE, "Dice chess", "# Chaturaji");
        assertTrue(verdict.getText().startsWith("Chaturaji: legal record: south wins after 34 turns"), verdict.getText());
        b.waitFor("#board svg.dice-board");
        assertEquals(34, b.driver.findElements(By.cssSelector("#moves .mv")).size());
        assertEquals(32, b.driver.findElements(By.cssSelector("#board .man")).size());
        b.driver.findElement(By.cssSelector("#moves .mv[data-ply='4']")).click();   // west 4,5 a5-b4 a6xa3
        b.waiting(10).until(d -> "4".equals(d.findElement(By.id("where")).getAttribute("data-ply")));
        assertEquals(31, b.driver.findElements(By.cssSelector("#board .man")).size());
        assertEquals(1, b.driver.findElements(By.cssSelector("#board .man[data-sq='a3'][data-seat='3']")).size(), "west's elephant on a3");
        assertEquals(1, b.driver.findElements(By.cssSelector("#board .mark.last[data-mark='a3']")).size());
        b.driver.findElement(By.id("last")).click();
        b.waiting(10).until(d -> "34".equals(d.findElement(By.id("where")).getAttribute("data-ply")));
        assertTrue(b.driver.findElement(By.id("dice-seats")).getText().contains("east (moves west): stakes 3, out"));
        RecordsPage.shootBoard(b, "web-records-dice.png");

        RecordsPage.refused(b, text.replace("17. south 5,2 d1-c1 g7-e5", "17. south 5,2 d1-c1 g7-e4"), 17, "Turn 17 (line 20): south throws 5,2, g7-e4",
                "g7-e4 is illegal: the boat on g7 cannot go to e4", 17, "opened at the refused turn"); // g7 and e4 framed in red
        assertTrue(b.driver.findElement(By.id("where")).getText().contains("turn 17 is refused after d1-c1"));
        assertEquals(1, b.driver.findElements(By.cssSelector("#board .man[data-sq='c1'][data-seat='0']")).size(), "d1-c1, accepted, is played");
        RecordsPage.shootBoard(b, "web-records-dice-illegal.png");
    }

    @Test
    void studyShowsEachArmysPawn() throws Exception {
        b.open("/dice-study.html?game=chaturaji");
        b.waitFor("#board svg.dice-board");
        b.waitFor("#piece-buttons button[data-piece='4']").click();
        b.driver.findElement(By.cssSelector("#seat-buttons button[data-seat='1']")).click();
        b.waiting(10).until(d -> "east".equals(d.findElement(By.id("board")).getAttribute("data-seat")));
        assertEquals("pawn", b.driver.findElement(By.id("board")).getAttribute("data-piece"));
        assertEquals(List.of("c4"), b.driver.findElements(By.cssSelector("#board .reach-move")).stream().map(e -> e.getAttribute("data-sq")).toList());
        assertEquals(List.of("c3", "c5"), b.driver.findElements(By.cssSelector("#board .reach-capture")).stream().map(e -> e.getAttribute("data-sq")).toList());
        assertTrue(b.driver.findElement(By.id("rules")).getText().startsWith("Chaturaji (chaturaji): dice chess"));
        assertEquals(6, b.driver.findElements(By.cssSelector("#outcomes tbody tr")).size());
        b.screenshot("web-dice-study.png");
    }

    @Test
    void brokenDiceFileOnTheAuthorPageThenPlayed() throws Exception {
        String good = Files.readString(varia.TestPaths.root().resolve("variants/chaturaji.yaml"), StandardCharsets.UTF_8);
        String broken = good.replace("4: elephant}", "4: elefant}");
        int line = 1 + (int) broken.substring(0, broken.indexOf("elefant")).chars().filter(c -> c == '\n').count();
        int column = broken.split("\n")[line - 1].indexOf("elefant") + 1;
        b.open("/author.html?dice=chaturaji");
        b.waiting(20).until(d -> d.findElement(By.id("text")).getAttribute("value").contains("name: Chaturaji"));
        b.js("document.getElementById('text').value = arguments[0];", broken);
        b.driver.findElement(By.id("check")).click();
        WebElement problem = b.waitFor("#problems .problem");
        assertEquals(String.valueOf(line), problem.getAttribute("data-line"));
        assertEquals(String.valueOf(column), problem.getAttribute("data-column"));
        assertTrue(problem.getText().startsWith(line + ":" + column + ": moves.4: unknown piece 'elefant'"), problem.getText());
        b.screenshot("web-author-dice-error.png");
        b.js("document.getElementById('text').value = arguments[0];", good.replace("name: Chaturaji", "name: Chaturaji mended"));
        b.driver.findElement(By.id("check")).click();
        b.waiting(20).until(d -> d.findElement(By.id("verdict")).getText().startsWith("Chaturaji mended: the dice-chess file loads"));
        b.waitFor("#board svg.dice-board");
        assertEquals(32, b.driver.findElements(By.cssSelector("#board .man")).size(), "the armies drawn set up");
        b.waitFor("#play-it").click();
        b.waiting(30).until(d -> { Map<String, Object> r = dice(); return r != null && "Chaturaji mended".equals(r.get("name")) ? r : null; });
    }
}
