package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;
import varia.variant.Variants;

/**
 * Issue 30, each game in its own terms, in Chromium: janggi's set-up chosen by each side from
 * pictures of its horses and elephants (the pieces then stand where chosen); xiangqi's move list
 * in Chinese notation by the switch, and its board numbered as each side counts its files (Red's
 * Chinese numerals along Red's edge, Black's digits along Black's), which follow a flip and the
 * review of an earlier position; janggi's board numbered as GIB records number it.
 */
class TraditionsBrowserTest {
    static Browser b;

    @BeforeAll
    static void start() throws Exception { b = new Browser(); }

    @AfterAll
    static void stop() throws Exception { if (b != null) b.close(); }

    static Map<String, Object> settle(int plies) {
        return b.waiting(90).until(d -> {
            Map<String, Object> s = b.seated();
            // and in the game's own notation (the first the game offers): its board is drawn in it
            return s != null && ((List<?>) s.get("history")).size() >= plies && ownNotation(s) ? s : null;
        });
    }

    /** Whether the state is written in the game's own notation: the first it offers besides SAN (seated.js asks for it anew). */
    @SuppressWarnings("unchecked")
    static boolean ownNotation(Map<String, Object> s) {
        List<Map<String, Object>> offered = (List<Map<String, Object>>) s.get("notations");
        return offered == null || offered.size() < 2 || java.util.Objects.equals(offered.get(1).get("key"), s.get("notation"));
    }

    static List<String> shownMoves() {
        return ((List<?>) b.js("return [...document.querySelectorAll('#moves .mv')].map(m => m.textContent);")).stream().map(Object::toString).toList();
    }

    static void shot(String name) throws Exception { b.screenshot(name); }

    static String labels(String cls) {
        return String.join("", ((List<?>) b.js("return [...document.querySelectorAll('#board ." + cls + "')]"
                + ".sort((a, b) => a.getAttribute('x') - b.getAttribute('x')).map(t => t.textContent);")).stream().map(Object::toString).toList());
    }

    static double y(String cls) {
        return ((Number) b.js("return +document.querySelector('#board ." + cls + "').getAttribute('y');")).doubleValue();
    }

    /** The name of the piece on a point, from its tooltip ("Elephant (B), Cho's; also Sang"). */
    static String piece(String sq) {
        return (String) b.js("const t = document.querySelector(`#board .cell[data-sq='" + sq + "'] title`); return t && t.textContent.split(' (')[0];");
    }

    @Test
    void janggiSidesChooseTheirSetUpFromPictures() throws Exception {
        b.open(Browser.PLAY + "?variant=janggi&white=human&black=human");
        settle(0);
        b.waitFor("#setup-choice-setup .setup-pick[data-side='0'][data-choice='outer']");
        assertEquals(8, b.driver.findElements(By.cssSelector("#setup-choice-setup .setup-pick")).size(), "four orders for each side");
        assertEquals(Boolean.TRUE, b.js("return document.getElementById('option-setup').closest('label').hidden;"), "the pictures instead of the list");
        assertEquals("inner", b.driver.findElement(By.cssSelector(".setup-pick.chosen[data-side='0']")).getAttribute("data-choice"), "the default");
        b.driver.findElement(By.cssSelector(".setup-pick[data-side='0'][data-choice='outer']")).click();
        b.driver.findElement(By.cssSelector(".setup-pick[data-side='1'][data-choice='left']")).click();
        assertEquals("outer-left", new Select(b.driver.findElement(By.id("option-setup"))).getFirstSelectedOption().getAttribute("value"));
        assertEquals(List.of("outer", "left"), List.of(
                b.driver.findElement(By.cssSelector(".setup-pick.chosen[data-side='0']")).getAttribute("data-choice"),
                b.driver.findElement(By.cssSelector(".setup-pick.chosen[data-side='1']")).getAttribute("data-choice")));
        // the pictures and this line read each side's pieces from its own seat (Han's from file i to a), whereas the
        // option's descriptions spell both as Cho sees the board ("Han left 마상마상"): the line says which is which
        assertEquals("From each side's own seat: Cho outer 象馬·馬象, Han left 象馬·象馬",
                b.driver.findElement(By.cssSelector("#setup-choice-setup .setup-seen")).getText());
        assertEquals("象馬象馬", b.js("return [...document.querySelectorAll(\".setup-pick.chosen[data-side='1'] svg text\")].map(t => t.textContent).join('');"),
                "Han's chosen picture, left to right");
        shot("web-play-janggi-setup.png");
        String before = (String) b.seated().get("id");
        b.driver.findElement(By.id("new")).click();
        Map<String, Object> s = b.waiting(30).until(d -> {
            Map<String, Object> st = b.seated();
            return st != null && !st.get("id").equals(before) ? st : null;
        });
        assertEquals(Map.of("setup", "outer-left"), s.get("options"));
        assertEquals(Variants.resolve("janggi", Map.of("setup", "outer-left")).startFen().split(" ")[0], s.get("fen").toString().split(" ")[0]);
        // Cho outer (상마마상): elephants on b1 and h1; Han left (상마상마 from Han's seat): elephants on h10 and c10
        assertEquals(List.of("Elephant", "Horse", "Horse", "Elephant"), List.of(piece("b1"), piece("c1"), piece("g1"), piece("h1")));
        assertEquals(List.of("Elephant", "Horse", "Elephant", "Horse"), List.of(piece("h10"), piece("g10"), piece("c10"), piece("b10")));
    }

    @Test
    void xiangqiInChineseNotationWithEachSidesNumbers() throws Exception {
        b.open(Browser.PLAY + "?variant=xiangqi&white=human&black=human");
        settle(0);
        b.waitFor("#board .cell[data-sq='h3']").click();
        b.waitFor("#board .cell.live-to[data-sq='e3']").click();
        settle(1);
        b.waitFor("#board .cell[data-sq='h10']").click();
        b.waitFor("#board .cell.live-to[data-sq='g8']").click();
        settle(2);
        b.waiting(20).until(d -> shownMoves().equals(List.of("C2.5", "H8+7")));
        assertEquals("九八七六五四三二一", labels("coord-red"));
        assertEquals("123456789", labels("coord-black"));
        assertTrue(y("coord-red") > y("coord-black"), "Red's numbers along Red's edge, at the bottom");
        new Select(b.driver.findElement(By.id("notation"))).selectByValue("chinese");
        b.waiting(20).until(d -> shownMoves().equals(List.of("炮二平五", "马８进７")));
        assertEquals("九八七六五四三二一", labels("coord-red"));
        b.js("document.getElementById('board').scrollIntoView();");
        shot("web-play-xiangqi-chinese.png");
        b.driver.findElement(By.id("flip")).click();
        b.waiting(20).until(d -> "一二三四五六七八九".equals(labels("coord-red")) && y("coord-red") < y("coord-black"));
        b.driver.findElement(By.id("flip")).click();
        b.waiting(20).until(d -> y("coord-red") > y("coord-black"));
        // reviewing the start: the same numbers
        b.driver.findElement(By.id("first")).click();
        b.waiting(20).until(d -> "0".equals(d.findElement(By.id("where")).getAttribute("data-ply")) && "九八七六五四三二一".equals(labels("coord-red")));
        new Select(b.driver.findElement(By.id("notation"))).selectByValue("san");
        b.driver.findElement(By.id("last")).click();
        b.waiting(20).until(d -> "san".equals(b.seated().get("notation")) && labels("coord-red").isEmpty());

        b.open(Browser.PLAY + "?variant=janggi&white=human&black=human");
        settle(0);
        b.waiting(20).until(d -> "123456789".equals(labels("coord-file")));
        assertEquals("1234567890", String.join("", ((List<?>) b.js("return [...document.querySelectorAll('#board .coord-rank')]"
                + ".sort((a, b) => a.getAttribute('y') - b.getAttribute('y')).map(t => t.textContent);")).stream().map(Object::toString).toList()));
    }
}
