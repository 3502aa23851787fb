package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/**
 * Issue 30, a choice of piece set, in Chromium: each set is offered where the game's own set is its
 * tradition's (found from the names the variant files give their pieces), drawn as SVG by the page
 * (the glyph, shape or picture of every piece asserted), kept in the browser across a reload and
 * carried by the address and the shared link. The pieces keep their tooltips.
 */
class PieceSetsBrowserTest {
    static Browser b;

    @BeforeAll
    static void start() throws Exception { b = new Browser(); }

    @AfterAll
    static void stop() throws Exception { if (b != null) b.close(); }

    @BeforeEach
    void fresh() { b.open("/"); b.js("localStorage.clear();"); }

    static void play(String query, int plies) {
        b.open(Browser.PLAY + "?" + query);
        b.waiting(60).until(d -> {
            Map<String, Object> s = b.seated();
            return s != null && ((List<?>) s.get("history")).size() >= plies && TraditionsBrowserTest.ownNotation(s)
                    && !d.findElements(By.cssSelector("#board svg[data-pieces]")).isEmpty() ? s : null;
        });
    }

    static List<String> offered() {
        return ((List<?>) b.js("return [...document.querySelectorAll('#pieces option')].map(o => o.value);")).stream().map(Object::toString).toList();
    }

    /** Opens the Display menu where the page folds its view choices into one (the one page shows them in a row). */
    static void display() {
        for (var menu : b.driver.findElements(By.cssSelector("details.settings")))
            if (menu.getAttribute("open") == null) menu.findElement(By.cssSelector("summary")).click();
    }

    static void pick(String set) {
        display();
        new Select(b.driver.findElement(By.id("pieces"))).selectByValue(set);
        drawnIn(set);
    }

    static void drawnIn(String set) {
        b.waiting(20).until(d -> set.equals(b.js("const s = document.querySelector('#board svg'); return s && s.dataset.pieces;")));
    }

    /** What the chosen set drew for the piece on a square (its glyph's data-glyph: a letter, a kind). */
    static String glyph(String sq) { return glyphOf("#board .piece[data-sq='" + sq + "'] .art .glyph"); }

    static String glyphOf(String css) {
        return (String) b.js("const g = document.querySelector(arguments[0]); return g && g.getAttribute('data-glyph');", css);
    }

    static Object attr(String css, String name) {
        return b.js("const g = document.querySelector(arguments[0]); return g && g.getAttribute(arguments[1]);", css, name);
    }

    static long count(String css) { return b.driver.findElements(By.cssSelector(css)).size(); }

    static String tooltip(String sq) {
        return (String) b.js("const t = document.querySelector(`#board .cell[data-sq='" + sq + "'] title`); return t && t.textContent;");
    }

    @Test
    void shogiInKanjiWesternLettersAndPictograms() throws Exception {
        // Sente's bishop has taken Gote's and promoted on h8 (2b): a horse on the board, a bishop in Sente's hand
        play("variant=shogi&white=human&black=human&moves=c3c4,g7g6,b2h8%2B", 3);
        assertEquals(List.of("", "letters", "western", "pictograms"), offered(), "shogi's sets: no icons, no Thai pieces");
        assertEquals("玉", b.js("return document.querySelector(`#board .piece[data-sq='e1'] text`).textContent;"), "kanji by default");

        pick("western");
        assertEquals(List.of("K", "R", "L", "N", "P", "+B"), List.of(glyph("e1"), glyph("h2"), glyph("a1"), glyph("b1"), glyph("a3"), glyph("h8")));
        assertEquals("#c0262d", attr("#board .piece[data-sq='h8'] .glyph", "fill"), "the promoted bishop in red");
        assertEquals("#1a1a1a", attr("#board .piece[data-sq='h2'] .glyph", "fill"));
        assertEquals("B", glyphOf("#board .hand[data-colour='0'][data-drop='B'] .glyph"), "the bishop in hand too");
        assertEquals(1, count("#board .piece[data-sq='e9'] .art g[transform^='rotate(180']"), "Gote's pentagons point at Sente");
        assertEquals(40, count("#board .art polygon"), "every piece on its pentagon, in hand too");
        assertTrue(tooltip("h8").startsWith("Horse (+B), Sente's"), "the tooltip stays: " + tooltip("h8"));
        shot("web-pieces-shogi-western.png");

        pick("pictograms");
        // each piece's own moves, from its file: no table of shogi's pieces in the page
        assertEquals(List.of("K", "R", "L", "N", "P", "+B", "G", "S"),
                List.of(glyph("e1"), glyph("h2"), glyph("a1"), glyph("b1"), glyph("a3"), glyph("h8"), glyph("d1"), glyph("c1")));
        assertEquals(List.of(6L, 5L, 1L), List.of(count("#board .piece[data-sq='d1'] .pictogram .step"),
                count("#board .piece[data-sq='c1'] .pictogram .step"), count("#board .piece[data-sq='a3'] .pictogram .step")), "gold, silver, pawn");
        String king = "#board .piece[data-sq='e1'] .pictogram", rook = "#board .piece[data-sq='h2'] .pictogram";
        assertEquals(List.of(8L, 0L), List.of(count(king + " .step"), count(king + " .slide")), "the king: a step each way");
        assertEquals(List.of(0L, 4L), List.of(count(rook + " .step"), count(rook + " .slide")), "the rook: four lines");
        assertEquals(List.of(4L, 4L), List.of(count("#board .piece[data-sq='h8'] .pictogram .step"), count("#board .piece[data-sq='h8'] .pictogram .slide")),
                "the horse: the bishop's lines and the king's orthogonal steps");
        assertEquals(2, count("#board .piece[data-sq='b1'] .pictogram .jump"), "the knight's two jumps");
        assertEquals(List.of(0L, 1L), List.of(count("#board .piece[data-sq='a1'] .pictogram .step"), count("#board .piece[data-sq='a1'] .pictogram .slide")), "the lance");
        assertEquals("#c0262d", attr("#board .piece[data-sq='h8'] .pictogram circle", "fill"), "promoted: red");
        // the lance's line points forward: up the board for Sente, inside Gote's turned pentagon for Gote
        assertTrue((double) num("#board .piece[data-sq='a1'] .slide", "y2") < (double) num("#board .piece[data-sq='a1'] .slide", "y1"));
        shot("web-pieces-shogi-pictograms.png");

        // the address carries the set; a shared link too
        assertTrue(b.driver.getCurrentUrl().endsWith("&pieces=pictograms"), b.driver.getCurrentUrl());
        b.driver.findElement(By.id("share")).click();
        String shared = b.driver.findElement(By.id("share-url")).getAttribute("value");
        assertTrue(shared.contains("pieces=pictograms"), shared);
        // remembered: a new shogi game (no set in its address) after a reload is drawn in pictograms
        play("variant=shogi&white=human&black=human", 0);
        drawnIn("pictograms");
        assertEquals("pictograms", new Select(b.driver.findElement(By.id("pieces"))).getFirstSelectedOption().getAttribute("value"));
        b.driver.navigate().refresh();
        drawnIn("pictograms");
        // a shared link with another set: that set, kept from then on
        play("variant=shogi&white=human&black=human&pieces=western", 0);
        drawnIn("western");
        play("variant=shogi&white=human&black=human", 0);
        drawnIn("western");
        // games of the same tradition, found by their files' pieces: Sho Shogi (its drunk elephant's moves drawn) ...
        play("variant=sho-shogi&white=human&black=human", 0);
        assertEquals(List.of("", "letters", "western", "pictograms"), offered());
        drawnIn("western");
        pick("pictograms");
        String elephant = (String) b.js("const p = [...document.querySelectorAll('#board .piece')].find(p => p.dataset.names.includes('suizo') && p.dataset.colour === '0'); return p && p.dataset.sq;");
        assertEquals(7, count("#board .piece[data-sq='" + elephant + "'] .pictogram .step"), "the drunk elephant: every way but straight back");
        pick("western");
        // ... and Chu Shogi, whose pieces the kanji set mostly does not name: each piece's pictogram from its moves
        play("variant=chushogi&white=human&black=human", 0);
        assertTrue(offered().containsAll(List.of("western", "pictograms")), "chu shogi: " + offered());
        pick("pictograms");
        String lion0 = (String) b.js("const p = [...document.querySelectorAll('#board .piece')].find(p => p.dataset.names.startsWith('lion|')); return p && p.dataset.sq;");
        assertEquals(List.of(8L, 16L), List.of(count("#board .piece[data-sq='" + lion0 + "'] .pictogram .step"),
                count("#board .piece[data-sq='" + lion0 + "'] .pictogram .jump")), "the lion: every square within two");
        String phoenix = (String) b.js("const p = [...document.querySelectorAll('#board .piece')].find(p => p.dataset.names.startsWith('phoenix|')); return p && p.dataset.sq;");
        assertEquals(List.of(4L, 4L), List.of(count("#board .piece[data-sq='" + phoenix + "'] .pictogram .step"),
                count("#board .piece[data-sq='" + phoenix + "'] .pictogram .jump")), "the phoenix: W and A");
        shot("web-pieces-chu-shogi-pictograms.png");
        pick("western");
        // ... and in Western letters (the lion's is N)
        play("variant=chushogi&white=human&black=human", 0);
        assertTrue(offered().containsAll(List.of("western", "pictograms")), "chu shogi: " + offered());
        drawnIn("western");
        String lion = (String) b.js("const p = [...document.querySelectorAll('#board .piece')].find(p => p.dataset.names.startsWith('lion|')); return p && p.dataset.sq;");
        assertEquals("N", glyph(lion));
    }

    /** The board and the Display menu in view. */
    static void shot(String name) throws Exception {
        b.js("document.getElementById('board').scrollIntoView();");
        b.screenshot(name);
    }

    static Object num(String css, String name) { return Double.parseDouble((String) attr(css, name)); }

    @Test
    void xiangqiAndJanggiInCharactersAndIcons() throws Exception {
        play("variant=xiangqi&white=human&black=human", 0);
        assertEquals(List.of("", "letters", "icons"), offered());
        assertEquals("帥", b.js("return document.querySelector(`#board .piece[data-sq='e1'] text`).textContent;"), "characters by default");
        pick("icons");
        assertEquals(List.of("general", "advisor", "elephant", "horse", "chariot", "cannon", "soldier"),
                List.of(glyph("e1"), glyph("d1"), glyph("c1"), glyph("b1"), glyph("a1"), glyph("b3"), glyph("a4")));
        assertEquals("general", glyph("e10"));
        assertEquals("#c0262d", attr("#board .piece[data-sq='e1'] .icon", "fill"), "Red's in red");
        assertEquals("#1d1d1d", attr("#board .piece[data-sq='e10'] .icon", "fill"), "Black's in black");
        assertEquals(0, count("#board .piece .art text"), "no character left");
        assertEquals(32, count("#board .piece .art circle[r='25.2']"), "each on its disc");
        assertTrue(tooltip("b1").startsWith("Horse (N), Red's"), tooltip("b1"));
        shot("web-pieces-xiangqi-icons.png");

        play("variant=janggi&white=human&black=human", 0);
        assertEquals(List.of("", "letters", "icons"), offered(), "janggi: its own hanja set, and the icons");
        pick("icons");
        assertEquals(List.of("general", "chariot", "cannon", "soldier"), List.of(glyph("e2"), glyph("a1"), glyph("b3"), glyph("a4")));
        assertNotEquals(attr("#board .piece[data-sq='e2'] .icon", "fill"), attr("#board .piece[data-sq='e9'] .icon", "fill"), "Cho's and Han's inks");
        assertEquals(32, count("#board .piece .art polygon"), "each on its octagon");
        shot("web-pieces-janggi-icons.png");
        // the choice is xiangqi's and janggi's own: back to xiangqi, its icons are kept
        play("variant=xiangqi&white=human&black=human", 0);
        drawnIn("icons");
    }

    @Test
    void makrukInChessFiguresAndThaiPieces() throws Exception {
        play("variant=chess&white=human&black=human", 0);
        assertEquals(List.of("", "letters"), offered(), "chess's pieces are not Thai");
        play("variant=makruk&white=human&black=human", 0);
        assertEquals(List.of("", "letters", "thai"), offered());
        assertEquals("♚", b.js("return document.querySelector(`#board .piece[data-sq='d1'] text`).textContent;"), "chess figures by default");
        pick("thai");
        assertEquals(List.of("khun", "met", "khon", "ma", "rua", "bia"), List.of(glyph("d1"), glyph("e1"), glyph("c1"), glyph("b1"), glyph("a1"), glyph("a3")));
        assertEquals(List.of("#ffffff", "#262626"), List.of(attr("#board .piece[data-sq='d1'] .thai", "fill"), attr("#board .piece[data-sq='e8'] .thai", "fill")));
        assertEquals(0, count("#board .piece .art text"), "no chess figure left");
        assertTrue(tooltip("d1").startsWith("Khun (K), White's"), tooltip("d1"));
        shot("web-pieces-makruk-thai.png");
        // every game of the tradition: Ouk Chatrang's pieces are named Sdaach, Neang, Koul, Ses, Tuuk, Trey (and the Thai names)
        play("variant=makpong&white=human&black=human", 0);
        drawnIn("thai");
        play("variant=ouk-chatrang&white=human&black=human", 0);
        drawnIn("thai");
        assertEquals("rua", glyph("a1"));
        // the board's colours: a theme, remembered
        display();
        new Select(b.driver.findElement(By.id("theme"))).selectByValue("green");
        String dark = "return getComputedStyle(document.querySelector('#board svg rect[fill=\"#c9a77c\"]')).fill;";
        assertEquals("rgb(118, 150, 86)", b.js(dark));
        b.driver.navigate().refresh();
        drawnIn("thai");
        assertEquals("rgb(118, 150, 86)", b.js(dark), "the theme after a reload");
        assertEquals("green", new Select(b.driver.findElement(By.id("theme"))).getFirstSelectedOption().getAttribute("value"));
        // letters (drawn by the server) are still a choice
        pick("letters");
        b.waiting(20).until(d -> "R".equals(b.js("const t = document.querySelector(`#board .piece[data-sq='a1'] text`); return t && t.textContent;")));
    }
}
