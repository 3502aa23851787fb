package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.web.BrowserTest.*;

import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * Boards of other shapes in a real browser (issue 32): the round board of Byzantine chess, whose
 * cells are ring sectors, played by clicks and drags across the seam; Tamerlane chess's board with
 * its citadels outside the camp. Each test ends with a screenshot.
 */
class BoardShapesBrowserTest {
    @BeforeAll
    static void start() throws Exception { BrowserTest.b = new Browser(); }

    @AfterAll
    static void stop() throws Exception { if (BrowserTest.b != null) BrowserTest.b.close(); }

    @Test
    void byzantineOnTheRoundBoardByClicksAndDrags() throws Exception {
        b.open(Browser.PLAY + "?variant=byzantine&white=human&black=human");
        Map<String, Object> s = settle(0);
        assertEquals(64, b.driver.findElements(By.cssSelector("#board .cell")).size(), "one cell per square of the rings");
        assertTrue(b.driver.findElement(By.cssSelector("#board svg")).getAttribute("data-round") != null, "drawn round");
        // White's pawn on a1 goes round the seam to p1: its target is marked, a sector with its centre
        clickCell("a1");
        WebElement target = b.waitFor("#board .cell.live-to[data-sq='p1']");
        assertTrue(Double.parseDouble(target.getAttribute("data-cx")) > 0);
        clickCell("p1");
        s = settle(1);
        assertTrue(((String) s.get("fen")).startsWith("P'RRP4p'rrp4/P'NNP4p'nnp4/P'BBP4p'bbp4/1QKP4p'qkp3P'"), (String) s.get("fen"));
        // then moves chosen at random, every fourth dragged, for both sides
        Random random = new Random(5);
        for (int ply = 1; ply < 24 && "ongoing".equals(result(s)); ply++) {
            List<Map<String, Object>> moves = legal(s);
            Map<String, Object> m = moves.get(random.nextInt(moves.size()));
            if (m.get("from") == null || "action".equals(m.get("kind"))) continue;
            if (ply % 4 == 0) dragMove((String) m.get("from"), (String) m.get("to"));
            else clickMove((String) m.get("from"), (String) m.get("to"));
            s = settle(ply + 1);
            assertEquals(m.get("move"), history(s).get(ply), "the move as played");
        }
        b.screenshot("web-play-byzantine.png");
    }

    @Test
    void tamerlaneWithItsCitadels() throws Exception {
        b.open(Browser.PLAY + "?variant=tamerlane&white=human&black=computer&level=1");
        Map<String, Object> s = settle(0);
        assertEquals(112, b.driver.findElements(By.cssSelector("#board .cell")).size(), "110 squares of the camp and two citadels");
        assertFalse(b.driver.findElements(By.cssSelector("#board .cell[data-sq='m2']")).isEmpty(), "White's citadel is a cell");
        assertTrue(b.driver.findElements(By.cssSelector("#board .cell[data-sq='m1']")).isEmpty(), "the holes are not");
        assertEquals(2, b.driver.findElements(By.cssSelector("#board .restricted")).size(), "the citadels drawn walled");
        clickMove("c2", "d4"); // the knight
        s = settle(2);
        assertEquals("Nd4", history(s).get(0));
        b.screenshot("web-play-tamerlane.png");
    }

    @Test
    void tamerlanesRefugeOfferedByClicksAndAButton() throws Exception {
        // White's shah on b9 beside Black's citadel, his prince on g5 and adventitious king on e2; Forbes's refuge
        String fen = "*11*/1K10*/*6k4*/*11*/*11*/*5S5*/*2r8*/*11*/*3A8/*11* w - - 0 1";
        b.open(Browser.PLAY + "?variant=tamerlane&options=refuge=forbes&white=human&black=human&fen="
                + java.net.URLEncoder.encode(fen, java.nio.charset.StandardCharsets.UTF_8));
        settle(0);
        clickMove("b9", "a9");
        Map<String, Object> s = settle(1);
        assertEquals("ongoing", result(s), "under Forbes's reading the flight does not end the game");
        clickMove("h8", "h9");
        s = settle(2);
        // the exchange is a target of the shah's square; the draw, on his own square, is a button
        clickCell("a9");
        b.waitFor("#board .cell.live-to[data-sq='g5']");
        b.waitFor("#board .cell.live-to[data-sq='e2']");
        b.screenshot("web-play-tamerlane-refuge.png");
        b.waitFor("#legal button.legal-move[data-move='a9~=']").click();
        s = settle(3);
        assertEquals("a9~=", history(s).get(2));
        assertEquals("draw", result(s));
    }
}
