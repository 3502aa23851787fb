package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * The records page's one renderer (recordview.js) in a real browser: a makruk PGN stepped on the
 * engine's SVG board (each step's board asked from the address its replay names, the last move
 * highlighted, "Play from here" carrying the moves so far), then, on the same page, a race record
 * stepped on its Scene board by the same code.
 */
class RecordViewBrowserTest {
    static Browser b;

    @BeforeAll
    static void start() throws Exception { b = new Browser(); }

    @AfterAll
    static void stop() throws Exception { if (b != null) b.close(); }

    private static String where() { return b.driver.findElement(By.id("where")).getAttribute("data-ply"); }

    private static void read(String text) {
        b.js("document.getElementById('text').value = arguments[0];", text);
        b.driver.findElement(By.id("read")).click();
    }

    @Test
    void engineAndRaceRecordsSteppedByOneRenderer() throws Exception {
        b.open("/records.html");
        b.waitFor("#variant optgroup[label='Race games']");
        read("[Event \"test\"]\n[Variant \"makruk\"]\n[Result \"*\"]\n\n1. c4 f5 2. Nc3 Nf6 *\n");
        b.waitFor("#board svg");
        b.waiting(10).until(d -> "0".equals(where()));
        String start = b.driver.findElement(By.id("board")).getAttribute("innerHTML");
        assertEquals(4, b.driver.findElements(By.cssSelector("#moves .mv")).size());
        assertEquals("legal", b.driver.findElement(By.id("verdict")).getAttribute("class").contains("good") ? "legal" : "not");
        b.driver.findElement(By.cssSelector("#moves .mv[data-ply='3']")).click();
        b.waiting(10).until(d -> "3".equals(where()));
        b.waiting(10).until(d -> !start.equals(d.findElement(By.id("board")).getAttribute("innerHTML")));
        assertTrue(b.driver.findElement(By.id("board")).getAttribute("innerHTML").contains("#f4d03f"), "the last move (2. Nc3) is highlighted");
        assertTrue(b.driver.findElement(By.id("where")).getText().startsWith("ply 3 of 4 — 2. Nc3"), b.driver.findElement(By.id("where")).getText());
        String play = b.driver.findElement(By.id("play-from")).getAttribute("href");
        assertTrue(play.contains("/play.html?") && play.contains("moves=c3c4%2Cf6f5%2Cb1c3"), play);
        new Actions(b.driver).sendKeys(Keys.ARROW_RIGHT).perform();
        b.waiting(10).until(d -> "4".equals(where()));

        // the same page, the same renderer: a race record on its Scene board
        read(Files.readString(RaceWebPagesApiTest.SAMPLE, StandardCharsets.UTF_8));
        b.waitFor("#board svg.race-board");
        assertEquals(337, b.driver.findElements(By.cssSelector("#moves .mv")).size());
        assertTrue(b.driver.findElement(By.id("play-from")).getAttribute("hidden") != null, "no play-from for a family whose replay offers none");
        b.driver.findElement(By.cssSelector("#moves .mv[data-ply='2']")).click();
        b.waiting(10).until(d -> "2".equals(where()));
        assertEquals("turn 2 of 337 — east threw 2: @h2", b.driver.findElement(By.id("where")).getText());
        assertNotEquals(0, b.driver.findElements(By.cssSelector("#board .token")).size());
    }
}
