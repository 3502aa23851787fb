package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;
import varia.diagram.EngineView;
import varia.engine.Position;
import varia.variant.Variants;

/**
 * Issue 30's second part in Chromium: each game drawn and named in its own terms. Pieces name
 * themselves in a tooltip; the last move and check stay visible above xiangqi's discs; Chu Shogi's
 * board fits a 1366x768 screen; the study page's legend is readable; the header does not wrap on a
 * phone; standalone SVGs name their fonts so that a viewer finds them.
 */
class GameTermsBrowserTest {
    static Browser b;

    @BeforeAll
    static void start() throws Exception { b = new Browser(); }

    @AfterAll
    static void stop() throws Exception { if (b != null) b.close(); }

    @AfterEach
    void size() { b.driver.manage().window().setSize(new Dimension(1300, 1000)); }

    static Map<String, Object> settle(int plies) {
        return b.waiting(90).until(d -> {
            Map<String, Object> s = b.seated();
            // and in the game's own notation (the first the game offers): its board is drawn in it
            return s != null && ((List<?>) s.get("history")).size() >= plies && ownNotation(s) ? s : null;
        });
    }

    @Test
    void piecesNameThemselves() {
        b.open(Browser.PLAY + "?variant=makruk&white=human&black=human");
        settle(0);
        WebElement title = b.waitFor("#board .cell[data-sq='d1'] title");
        assertEquals("Khun (K), White's; also King, Lord", title.getAttribute("textContent"));
        assertEquals("Rua (R), Black's; also Rook, Boat",
                b.driver.findElement(By.cssSelector("#board .cell[data-sq='a8'] title")).getAttribute("textContent"));
    }

    @Test
    void xiangqiMarksStayAboveTheDiscs() {
        b.open(Browser.PLAY + "?variant=xiangqi&white=human&black=human");
        settle(0);
        b.waitFor("#board .cell[data-sq='h3']").click();
        b.waitFor("#board .cell.live-to[data-sq='e3']").click();
        settle(1);
        List<WebElement> rings = b.driver.findElements(By.cssSelector("#board .last-ring"));
        assertEquals(List.of("h3", "e3"), rings.stream().map(r -> r.getAttribute("data-mark")).toList());
        // drawn after the pieces: nothing covers them
        Object after = b.js("const p = document.querySelector('#board .pieces'), r = document.querySelector('#board .last-ring');"
                + " return !!(p.compareDocumentPosition(r) & Node.DOCUMENT_POSITION_FOLLOWING);");
        assertEquals(Boolean.TRUE, after);
        // a check: Black's cannon comes to e8, Red's takes e7's soldier and checks over it
        b.waitFor("#board .cell[data-sq='h8']").click();
        b.waitFor("#board .cell.live-to[data-sq='e8']").click();
        settle(2);
        b.waitFor("#board .cell[data-sq='e3']").click();
        b.waitFor("#board .cell.live-to[data-sq='e7']").click();
        Map<String, Object> s = settle(3);
        assertEquals(Boolean.TRUE, s.get("inCheck"), s.get("fen").toString());
        assertEquals("e10", b.waitFor("#board .check-ring").getAttribute("data-mark"));
    }

    /** The rank labels from the top of the board down. */
    static List<String> ranks() {
        return ((List<?>) b.js("return [...document.querySelectorAll('#board .coord-rank')].sort((a, b) => a.getAttribute('y') - b.getAttribute('y')).map(t => t.textContent);"))
                .stream().map(Object::toString).toList();
    }

    /** The file labels from left to right. */
    static List<String> files() {
        return ((List<?>) b.js("return [...document.querySelectorAll('#board text:not(.coord-rank)')].filter(t => /^[0-9]+$/.test(t.textContent))"
                + ".sort((a, b) => a.getAttribute('x') - b.getAttribute('x')).map(t => t.textContent);")).stream().map(Object::toString).toList();
    }

    @Test
    void theHiasZoneOnThePlayBoardAndLetterPieces() {
        b.open(Browser.PLAY + "?variant=hiashatar&white=human&black=human");
        settle(0);
        String hia = (String) b.js("const c = [...document.querySelectorAll('#board .cell')].find(c => /^Hia .*White's/.test(c.textContent)); return c && c.dataset.sq;");
        assertTrue(hia != null, "a White Hia on the board");
        java.util.Set<String> zone = new java.util.HashSet<>(((List<?>) b.js("return [...document.querySelectorAll('#board .zone')].map(z => z.getAttribute('data-mark'));"))
                .stream().map(Object::toString).toList());
        char f = hia.charAt(0);
        String up = "" + f + (char) (hia.charAt(1) + 1);
        assertTrue(zone.contains(up), "the square before the Hia (" + up + ") is in its zone: " + zone);
        new org.openqa.selenium.support.ui.Select(b.driver.findElement(By.id("pieces"))).selectByValue("letters");
        b.waiting(20).until(d -> !d.findElements(By.cssSelector("#board svg")).isEmpty()
                && "H".equals(b.js("const c = document.querySelector(`#board .piece[data-sq='" + hia + "'] text`); return c && c.textContent;")));
        b.js("Object.keys(localStorage).filter(k => k.startsWith('varia-pieces')).forEach(k => localStorage.removeItem(k));");
    }

    @Test
    void theAuthorPageNumbersItsLines() {
        b.open("/author.html?from=makruk");
        b.waiting(30).until(d -> !d.findElement(By.id("text")).getAttribute("value").isBlank());
        int lines = ((String) b.js("return document.getElementById('text').value;")).split("\n", -1).length;
        assertEquals(lines, b.driver.findElements(By.cssSelector("#gutter span")).size());
        b.js("const t = document.getElementById('text'); t.value = t.value.replace('moves: N}', 'moves: N3X}');");
        b.driver.findElement(By.id("check")).click();
        b.waitFor("li.problem");
        String bad = b.waitFor("#gutter span.bad").getAttribute("data-line");
        assertTrue(b.driver.findElement(By.cssSelector("li.problem")).getText().startsWith(bad + ":"), "the problem's line is marked");
        b.js("const t = document.getElementById('text'); t.value = t.value.replace('moves: N3X}', 'moves: N}');");
        b.driver.findElement(By.id("check")).click();
        assertTrue(b.waitFor("#play-it").getAttribute("href").contains("black=computer"), "play it against the computer");
    }

    static void shot(String name) {
        try {
            b.screenshot(name);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The moves of a state's history as the state writes them (SAN), whatever the list shows. */
    @SuppressWarnings("unchecked")
    static List<String> sans(Map<String, Object> s) {
        return ((List<Map<String, Object>>) s.get("history")).stream()
                .map(t -> (String) ((List<Map<String, Object>>) t.get("moves")).get(0).get("text")).toList();
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

    @Test
    void shogiInItsOwnNamesAndNotations() throws Exception {
        b.open(Browser.PLAY + "?variant=shogi&white=human&black=human");
        settle(0);
        assertEquals("Sente (Black)", b.driver.findElement(By.id("white-name")).getText(), "Sente moves first: Black in English");
        assertEquals("Gote (White)", b.driver.findElement(By.id("black-name")).getText());
        b.waiting(20).until(d -> d.findElement(By.id("status")).getText().startsWith("Sente to move"));
        String[][] moves = {{"c3", "c4"}, {"g7", "g6"}, {"b2", "h8"}};
        for (int i = 0; i < moves.length; i++) {
            b.driver.findElement(By.cssSelector("#board .cell[data-sq='" + moves[i][0] + "']")).click();
            b.waitFor("#board .cell.live-to[data-sq='" + moves[i][1] + "']").click();
            if (i == 2) b.waitFor(".promo button[data-promo='+B']").click();
            settle(i + 1);
        }
        // Japanese by default (the file's first notation): the promotion is 成, no check is written
        b.waiting(20).until(d -> shownMoves().equals(List.of("▲７六歩", "△３四歩", "▲２二角成")));
        varia.variant.Variant shogi = Variants.registry().bundledVariant("shogi");
        Object first = sans(b.seated()).get(0);
        assertTrue(new varia.record.San(shogi).legalSans(Position.start(shogi)).contains(first),
                "the state's history stays SAN whatever the list shows: " + first);
        assertEquals("一二三四五六七八九", String.join("", ranks()), "ranks in kanji from Gote's side");
        assertEquals(List.of("9", "8", "7", "6", "5", "4", "3", "2", "1"), files(), "files from Sente's right");
        shot("web-play-shogi-japanese.png");
        new org.openqa.selenium.support.ui.Select(b.driver.findElement(By.id("notation"))).selectByValue("shogi-western");
        b.waiting(20).until(d -> shownMoves().equals(List.of("P-7f", "P-3d", "Bx2b+")));
        b.waiting(20).until(d -> String.join("", ranks()).equals("abcdefghi"));
        new org.openqa.selenium.support.ui.Select(b.driver.findElement(By.id("notation"))).selectByValue("san");
        b.waiting(20).until(d -> shownMoves().equals(sans(b.seated())) && "san".equals(b.seated().get("notation")));
    }

    @Test
    void xiangqiAndJanggiInTheirOwnTerms() {
        b.open(Browser.PLAY + "?variant=xiangqi&white=human&black=human");
        settle(0);
        b.waiting(20).until(d -> d.findElement(By.id("status")).getText().startsWith("Red to move"));
        b.waitFor("#board .cell[data-sq='h3']").click();
        b.waitFor("#board .cell.live-to[data-sq='e3']").click();
        settle(1);
        b.waiting(20).until(d -> shownMoves().equals(List.of("C2.5")) && d.findElement(By.id("status")).getText().startsWith("Black to move"));

        b.open(Browser.PLAY + "?variant=janggi&white=human&black=human");
        settle(0);
        b.waiting(20).until(d -> d.findElement(By.id("status")).getText().startsWith("Cho to move"));
        assertEquals("rgba(0, 0, 255, 1)", b.driver.findElement(By.id("white-name")).getCssValue("color"), "Cho in blue");
        b.waitFor("#board .cell[data-sq='a4']").click();
        b.waitFor("#board .cell.live-to[data-sq='b4']").click();
        settle(1);
        b.waiting(20).until(d -> shownMoves().equals(List.of("71卒72")));
        assertEquals("a4b4", varia.record.formats.Gib.move("71卒72"), "as the GIB reader reads it");
        assertEquals(List.of("Pass"), b.driver.findElements(By.cssSelector("#legal button.legal-move")).stream().map(e -> e.getText()).toList(),
                "janggi's pass offered as a verb, as the rules allow it (the move's kind), not as its text '--'");
        shot("web-play-janggi.png");
    }

    @Test
    void chuShogiFitsA1366By768Screen() {
        b.driver.manage().window().setSize(new Dimension(1366, 768));
        b.open(Browser.PLAY + "?variant=chu-shogi&white=human&black=human");
        settle(0);
        b.js("document.getElementById('board').scrollIntoView();");
        Map<?, ?> box = (Map<?, ?>) b.js("const r = document.querySelector('#board svg').getBoundingClientRect();"
                + " return {top: r.top, bottom: r.bottom, width: r.width, inner: window.innerHeight};");
        double bottom = ((Number) box.get("bottom")).doubleValue(), top = ((Number) box.get("top")).doubleValue();
        double inner = ((Number) box.get("inner")).doubleValue();
        assertTrue(top >= 0 && bottom <= inner, "the whole board in view: " + box);
        assertTrue(((Number) box.get("width")).doubleValue() > 500, "and not tiny: " + box);
        shot("web-play-chu-shogi-1366x768.png");
    }

    @Test
    void theStudyLegendIsReadable() {
        b.open("/study.html?variant=chess");
        b.waitFor("#pieces .piece-card svg");
        Number height = (Number) b.js("let most = 0; for (const t of document.querySelectorAll('#pieces .piece-card svg text'))"
                + " if (/moves|captures/.test(t.textContent)) most = Math.max(most, t.getBoundingClientRect().height); return most;");
        assertTrue(height.doubleValue() >= 10, "the legend's text is " + height + " px high");
    }

    @Test
    void thePhoneHeaderDoesNotWrap() {
        b.driver.manage().window().setSize(new Dimension(390, 844));
        b.open("/");
        b.waitFor("header nav a");
        List<Number> tops = ((List<?>) b.js("return [...document.querySelectorAll('header nav a')].map(a => a.offsetTop);"))
                .stream().map(o -> (Number) o).toList();
        Number line = (Number) b.js("return Math.min(...[...document.querySelectorAll('header nav a')].map(a => a.offsetHeight));");
        // one line: the links' tops differ by less than half a link's height (a second line is a whole one lower)
        double spread = tops.stream().mapToDouble(Number::doubleValue).max().orElse(0) - tops.stream().mapToDouble(Number::doubleValue).min().orElse(0);
        assertTrue(spread < line.doubleValue() / 2, "one line of links: " + tops + " (links " + line + " px high)");
    }

    @Test
    void standaloneSvgsQuoteTheirFonts() throws Exception {
        String svg = EngineView.diagram(Position.start(Variants.registry().bundledVariant("shogi"))).svg();
        assertTrue(svg.contains("font-family=\"'DejaVu Sans', 'Noto Sans Symbols 2', "), svg.substring(0, 400));
        assertTrue(svg.contains("'Noto Sans CJK JP'"), "the kanji's fonts too");
    }
}
