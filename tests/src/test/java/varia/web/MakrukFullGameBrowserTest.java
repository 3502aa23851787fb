package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Issue 30's "done when", as one person at one screen does it in Chromium: a full makruk game from
 * the start with a 5+3 clock, under the option that makes the board's count a draw to claim
 * (counting=announced, chosen in the option picker), played by clicks on the board until the count
 * expires unannounced and the draw it gives is claimed; then reviewed move by move with the arrow
 * keys beside Varia's evaluation bar, and shared by a link that opens the same game.
 *
 * <p>The moves are the test's own, seeded: while unpromoted pawns stand, a capture of a pawn, else
 * (two times in three) a pawn's move, else any move; then moves that capture nothing, so that the
 * side behind counts the board's honour to its end (Makruk's "Battle without Pawns", seed 004
 * section VI; docs/variants: makruk.yaml's option 'announced').
 */
@ExtendWith(OneBrowser.class)
class MakrukFullGameBrowserTest {
    static Browser b;

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> legal(Map<String, Object> s) { return (List<Map<String, Object>>) s.get("legal"); }

    @SuppressWarnings("unchecked")
    static List<String> list(Map<String, Object> s, String key) { return (List<String>) s.get(key); }

    @SuppressWarnings("unchecked")
    static Map<String, Object> map(Map<String, Object> s, String key) { return (Map<String, Object>) s.get(key); }

    static Map<String, Object> settle(int plies) {
        return b.waiting(60).until(d -> {
            Map<String, Object> s = b.seated();
            return s != null && list(s, "history").size() >= plies ? s : null;
        });
    }

    /** The piece on a square of a FEN's board ('.' for none). */
    static char pieceAt(String fen, String sq) {
        String[] rows = fen.split(" ")[0].split("/");
        String row = rows[rows.length - 1 - (sq.charAt(1) - '1')];
        int f = 0, file = sq.charAt(0) - 'a';
        for (char c : row.toCharArray()) {
            if (Character.isDigit(c)) { f += c - '0'; if (f > file) return '.'; continue; }
            if (f++ == file) return c;
        }
        return '.';
    }

    /** The test's move: see the class comment. */
    static Map<String, Object> choose(Map<String, Object> s, Random random) {
        String fen = (String) s.get("fen"), board = fen.split(" ")[0];
        boolean pawns = board.indexOf('p') >= 0 || board.indexOf('P') >= 0;
        List<Map<String, Object>> pawnCaptures = new ArrayList<>(), pawnMoves = new ArrayList<>(), quiet = new ArrayList<>(), all = legal(s);
        for (Map<String, Object> m : all) {
            char at = pieceAt(fen, (String) m.get("to")), from = pieceAt(fen, (String) m.get("from"));
            if (at == 'p' || at == 'P') pawnCaptures.add(m);
            if (from == 'p' || from == 'P') pawnMoves.add(m);
            if (at == '.') quiet.add(m);
        }
        List<Map<String, Object>> pick = pawns ? (!pawnCaptures.isEmpty() ? pawnCaptures : !pawnMoves.isEmpty() && random.nextInt(3) > 0 ? pawnMoves : all)
                : (!quiet.isEmpty() ? quiet : all);
        return pick.get(random.nextInt(pick.size()));
    }

    static WebElement countClaim() {
        return b.driver.findElements(By.cssSelector("#claims button.claim")).stream()
                .filter(e -> e.getText().contains("count")).findFirst().orElse(null);
    }

    @Test
    void aFullMakrukGameWithAClockTheCountsDrawClaimedReviewedAndShared() throws Exception {
        b.open(Browser.PLAY);
        b.waiting(90).until(d -> !d.findElements(By.cssSelector("#game option[value='makruk']")).isEmpty()); // the first list loads every variant
        new Select(b.waitFor("#game")).selectByValue("makruk");
        b.js("document.getElementById('options-box').open = true;");
        new Select(b.waitFor("#option-counting")).selectByValue("announced"); // the picker, with the value's description
        assertTrue(b.driver.findElement(By.cssSelector("#options .option-description")).getText().contains("announces"));
        new Select(b.driver.findElement(By.cssSelector("#seats-who select[data-seat='0']"))).selectByValue("human");
        new Select(b.driver.findElement(By.cssSelector("#seats-who select[data-seat='1']"))).selectByValue("human");
        new Select(b.driver.findElement(By.id("clock"))).selectByValue("5+3");
        b.driver.findElement(By.id("new")).click();
        Map<String, Object> s = settle(0);
        assertEquals(Map.of("counting", "announced"), s.get("options"));
        assertEquals("5+3", map(s, "clock").get("control"));
        assertEquals("5:00", b.driver.findElement(By.cssSelector("#clock-bottom .time")).getText(), "White's clock at the bottom");

        List<String> played = new ArrayList<>(); // the moves clicked, as the engine writes them (uci)
        Random random = new Random(2);
        boolean counted = false;
        while (countClaim() == null) {
            assertEquals("ongoing", map(s, "result").get("status"), "the game ended before the count: " + map(s, "result"));
            int before = list(s, "history").size();
            assertTrue(before < 600, "no count to claim after 600 plies");
            Map<String, Object> m = choose(s, random);
            b.driver.findElement(By.cssSelector("#board .cell[data-sq='" + m.get("from") + "']")).click();
            b.waitFor("#board .cell.live-to[data-sq='" + m.get("to") + "']").click();
            s = settle(before + 1);
            assertEquals(m.get("move"), moveText(s, before));
            played.add((String) m.get("uci"));
            if (s.get("count") != null) {
                counted = true;
                Map<String, Object> c = map(s, "count");
                assertEquals("Count: " + c.get("counted") + " of " + c.get("limit") + " moves (" + c.get("left") + " left)",
                        b.driver.findElement(By.id("count")).getText(), "the count on the screen");
            }
        }
        assertTrue(counted, "the count was shown while it ran");
        int plies = list(s, "history").size();
        Map<String, Object> clock = map(s, "clock");
        for (String side : List.of("white", "black")) {
            long ms = ((Number) clock.get(side)).longValue();
            assertTrue(ms > 240_000 && ms <= 300_000 + 3_000L * (plies / 2 + 1), side + "'s clock: " + ms + " ms after " + plies + " plies");
        }
        assertTrue(b.driver.findElement(By.cssSelector(".clock.running")).isDisplayed(), "the clock of the side to move runs");
        countClaim().click();
        s = b.waiting(30).until(d -> { Map<String, Object> x = b.seated(); return !"ongoing".equals(map(x, "result").get("status")) ? x : null; });
        assertEquals("1/2-1/2", map(s, "result").get("score"));
        assertTrue(((String) map(s, "result").get("reason")).contains("count expired"), (String) map(s, "result").get("reason"));
        assertEquals(plies, list(s, "history").size(), "a claim is no move");
        assertTrue(b.waitFor("#result-text").getText().startsWith("1/2-1/2 — draw (count expired"));

        // the review: the arrow keys step through the game, the board and the evaluation bar follow
        List<String> fens = replay(s.get("start") != null ? (String) s.get("start") : fens0(), played);
        b.driver.findElement(By.id("analyse")).click();
        Actions keys = new Actions(b.driver);
        keys.sendKeys(Keys.HOME).perform();
        reviewed(0, fens);
        for (int k = 1; k <= 3; k++) {
            keys.sendKeys(Keys.ARROW_RIGHT).perform();
            reviewed(k, fens);
        }
        keys.sendKeys(Keys.END).perform();
        reviewed(plies, fens);
        keys.sendKeys(Keys.ARROW_LEFT).perform();
        reviewed(plies - 1, fens);
        b.driver.findElement(By.cssSelector("#moves .mv[data-ply='20']")).click();
        reviewed(20, fens);
        b.screenshot("web-play-makruk-review.png");

        // the link: the same game, its moves, options, players and clock, opened afresh
        b.driver.findElement(By.id("share")).click();
        String url = b.waitFor("#share-url").getAttribute("value");
        assertTrue(url.contains("game=makruk") && url.contains("counting%3Dannounced") && url.contains("clock=5%2B3"), url);
        Object moves = s.get("actions");
        String id = (String) s.get("id");
        b.driver.get(url);
        Map<String, Object> shared = b.waiting(60).until(d -> {
            Map<String, Object> x = b.seated();
            return x != null && !id.equals(x.get("id")) ? x : null;
        });
        assertEquals(moves, shared.get("actions"), "the shared link replays every move");
        assertEquals(s.get("fen"), shared.get("fen"));
        assertEquals("5+3", map(shared, "clock").get("control"));
        assertNotNull(b.waitFor("#claims button.claim"), "and the count's draw is there to claim");
    }

    /** Waits until the page shows the position after {@code ply} moves, with the evaluation of that position. */
    static void reviewed(int ply, List<String> fens) {
        b.waiting(60).until(d -> String.valueOf(ply).equals(d.findElement(By.id("where")).getAttribute("data-ply"))
                && fens.get(ply).equals(d.findElement(By.id("board")).getAttribute("data-fen"))
                && String.valueOf(ply).equals(d.findElement(By.id("evalbar")).getAttribute("data-turn")));
        WebElement bar = b.driver.findElement(By.id("evalbar"));
        assertTrue(bar.isDisplayed());
        String score = bar.getAttribute("data-score");
        assertTrue(score != null && !score.isBlank(), "a score for ply " + ply);
        if (ply < fens.size() - 1) assertTrue(b.driver.findElement(By.id("best")).getText().contains("best:"), "the best line at ply " + ply);
    }

    /** The text of the move of turn {@code i} (from 0) of a state's history, as the legal moves write it. */
    @SuppressWarnings("unchecked")
    static String moveText(Map<String, Object> s, int i) {
        Map<String, Object> turn = ((List<Map<String, Object>>) s.get("history")).get(i);
        return (String) ((List<Map<String, Object>>) turn.get("moves")).get(0).get("text");
    }

    /** Makruk's start (counting=announced). */
    static String fens0() throws Exception {
        return Position.start(Variants.registry().bundledVariant("makruk", Map.of("counting", "announced"))).toFen();
    }

    /** The FEN after each ply, by the engine's own replay (not the page's). */
    static List<String> replay(String startFen, List<String> moves) throws Exception {
        Variant v = Variants.registry().bundledVariant("makruk", Map.of("counting", "announced"));
        Position p = Position.fromFen(v, startFen);
        List<String> out = new ArrayList<>(List.of(p.toFen()));
        int[] legal = new int[Moves.MAX_MOVES];
        for (String uci : moves) {
            int n = p.legalMoves(legal), found = Moves.NONE;
            for (int i = 0; i < n; i++) if (p.moveToUci(legal[i]).equals(uci)) found = legal[i];
            assertTrue(found != Moves.NONE, uci + " is legal in " + p.toFen());
            p.make(found);
            out.add(p.toFen());
        }
        return out;
    }
}
