package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import varia.TestPaths;
import varia.variant.VariantException;
import varia.variant.VariantLoader;

/**
 * The pages in a real browser, as a person uses them: clicks and drags on the board, the
 * promotion dialog, file uploads. Each test ends with a screenshot (see {@link Browser}).
 */
@ExtendWith(OneBrowser.class)
class BrowserTest {
    static Browser b;

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> legal(Map<String, Object> s) { return (List<Map<String, Object>>) s.get("legal"); }

    /** Each turn played, as its moves' texts (the one page's history[].moves[].text: SAN for the engine's games, a turn a ply). */
    static List<String> history(Map<String, Object> s) { return turnTexts(s, "text"); }

    /** The moves as the page shows them, in the game's chosen notation (the history stays SAN): history[].moves[].written. */
    static List<String> written(Map<String, Object> s) { return turnTexts(s, "written"); }

    private static List<String> turnTexts(Map<String, Object> s, String key) {
        List<String> out = new ArrayList<>();
        for (Object t : (List<?>) s.get("history")) {
            List<String> texts = new ArrayList<>();
            for (Object m : (List<?>) ((Map<?, ?>) t).get("moves")) texts.add(String.valueOf(((Map<?, ?>) m).get(key)));
            out.add(String.join(" ", texts));
        }
        return out;
    }

    /**
     * The result as the engine's page said it: "ongoing", "draw" or "white wins" ("black wins"),
     * from the one page's result (status ongoing or over, the winner's seat, none in a draw).
     */
    static String result(Map<String, Object> s) {
        @SuppressWarnings("unchecked") Map<String, Object> r = (Map<String, Object>) s.get("result");
        if ("ongoing".equals(r.get("status"))) return "ongoing";
        return r.get("winner") == null ? "draw" : r.get("winner") + " wins";
    }

    static WebElement cell(String sq) { return b.driver.findElement(By.cssSelector("#board .cell[data-sq='" + sq + "']")); }

    /**
     * Waits until the one page shows a state with {@code plies} moves played in which a human acts
     * (or the game is over), written in the game's own notation (the first it offers besides SAN:
     * the page asks for it anew after a game's first answer).
     */
    static Map<String, Object> settle(int plies) {
        return b.waiting(60).until(d -> {
            Map<String, Object> s = b.seated();
            if (s == null || history(s).size() < plies || !TraditionsBrowserTest.ownNotation(s)) return null;
            boolean over = !"ongoing".equals(result(s));
            return over || Boolean.TRUE.equals(s.get("humanToAct")) ? s : null;
        });
    }

    /** A click on the piece, then on its target once the page marks it (.live-to). */
    static void clickMove(String from, String to) {
        clickCell(from);
        b.waitFor("#board .cell.live-to[data-sq='" + to + "']");
        clickCell(to);
    }

    /**
     * A click on a square: a square cell at its centre; a round board's ring sector at the centre
     * it gives (data-cx, data-cy), for the centre of its bounding box may lie in the next sector.
     */
    static void clickCell(String sq) {
        WebElement c = cell(sq);
        if (c.getAttribute("data-cx") == null) { c.click(); return; }
        int[] at = sectorCentre(c);
        new Actions(b.driver).moveToLocation(at[0], at[1]).click().perform();
    }

    /** A ring sector's centre in the window's coordinates, the sector scrolled into view. */
    static int[] sectorCentre(WebElement c) {
        List<?> xy = (List<?>) b.js("const c = arguments[0]; c.scrollIntoView({block: 'center'});"
                + " const p = c.ownerSVGElement.createSVGPoint(); p.x = +c.getAttribute('data-cx'); p.y = +c.getAttribute('data-cy');"
                + " const q = p.matrixTransform(c.getScreenCTM()); return [Math.round(q.x), Math.round(q.y)];", c);
        return new int[] {((Number) xy.get(0)).intValue(), ((Number) xy.get(1)).intValue()};
    }

    static void dragMove(String from, String to) {
        WebElement a = cell(from), z = cell(to);
        if (a.getAttribute("data-cx") == null) {
            new Actions(b.driver).clickAndHold(a).moveByOffset(5, 5).moveToElement(z).release().perform();
            return;
        }
        int[] p = sectorCentre(a);
        int[] q = sectorCentre(z);
        p = sectorCentre(a); // both in view: the first again after the second's scroll
        new Actions(b.driver).moveToLocation(p[0], p[1]).clickAndHold().moveByOffset(5, 5).moveToLocation(q[0], q[1]).release().perform();
    }

    @Test
    void makrukAgainstTheComputerToAResult() throws Exception {
        b.open(Browser.PLAY + "?variant=makruk&white=human&black=computer&level=1");
        Random random = new Random(17);
        Map<String, Object> s = settle(0);
        int humanMoves = 0;
        while ("ongoing".equals(result(s))) {
            assertTrue(humanMoves < 400, "no result after 400 moves of the human");
            List<Map<String, Object>> moves = legal(s);
            Map<String, Object> m = moves.get(random.nextInt(moves.size()));
            int before = history(s).size();
            if (humanMoves % 4 == 3) dragMove((String) m.get("from"), (String) m.get("to"));
            else clickMove((String) m.get("from"), (String) m.get("to"));
            List<WebElement> promo = b.driver.findElements(By.cssSelector(".promo button[data-promo]"));
            if (!promo.isEmpty()) {
                String want = m.get("promotion") == null ? "" : (String) m.get("promotion");
                b.driver.findElement(By.cssSelector(".promo button[data-promo='" + want + "']")).click();
            }
            s = settle(before + 1);
            assertEquals(m.get("move"), history(s).get(before), "the human's move as played");
            humanMoves++;
        }
        WebElement text = b.waitFor("#result-text");
        String shown = text.getText();
        assertTrue(shown.matches("(1-0|0-1|1/2-1/2) — .+ \\(.+\\)"), shown);
        @SuppressWarnings("unchecked") Map<String, Object> r = (Map<String, Object>) s.get("result");
        assertFalse(((String) r.get("reason")).isBlank());
        b.screenshot("web-play-makruk.png");
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> race() { return (Map<String, Object>) b.js("return window.variaRace || null;"); }

    /** Waits until the race page shows a state of game {@code id} with at least {@code turns} turns in which a person acts or the game is over. */
    static Map<String, Object> settleRace(String id, int turns) {
        return b.waiting(60).until(d -> {
            Map<String, Object> s = race();
            if (s == null || (id != null && !id.equals(s.get("id"))) || history(s).size() < turns) return null;
            return "over".equals(s.get("phase")) || Boolean.TRUE.equals(s.get("humanToAct")) ? s : null;
        });
    }

    @Test
    void familiesWithoutAGameHaveNoLinkAndNoBox() {
        // the tests' own family (Pig, varia.pig) is on the class path but offers no game here: a user would
        // find an empty page behind its link; race games and dice chess, which have bundled games, are listed
        b.open("/");
        b.waitFor(".card[data-race='ashtapada']");
        List<String> links = b.waiting(30).until(d -> {
            List<String> t = d.findElements(By.cssSelector("header nav .families a")).stream().map(WebElement::getText).toList();
            return t.isEmpty() ? null : t;
        });
        assertTrue(links.contains("Race games") && links.contains("Dice chess"), links.toString());
        assertFalse(links.contains("Pig games"), links.toString());
        assertTrue(b.driver.findElement(By.cssSelector("section.family:has([data-noun='race'])")).isDisplayed());
        assertFalse(b.driver.findElement(By.cssSelector("section.family:has([data-noun='pig'])")).isDisplayed());
    }

    @Test
    void ashtapadaFromTheHomePage() throws Exception {
        b.open("/");
        b.waitFor(".card[data-race='ashtapada'] a").click();
        b.waiting(30).until(d -> d.getCurrentUrl().contains("/race.html"));
        String first = (String) settleRace(null, 0).get("id");           // the link starts a game at once (four players)
        assertEquals(4, ((List<?>) race().get("seats")).size());
        new org.openqa.selenium.support.ui.Select(b.waitFor("#players")).selectByValue("2");
        assertEquals(List.of("south", "north"), b.driver.findElements(By.cssSelector("#seats-who label")).stream()
                .map(l -> l.getAttribute("data-name")).toList());
        b.driver.findElement(By.id("seed")).sendKeys("12");
        b.driver.findElement(By.id("new")).click();
        Map<String, Object> s = b.waiting(30).until(d -> { Map<String, Object> r = race(); return r != null && !first.equals(r.get("id")) ? r : null; });
        String id = (String) s.get("id");
        assertEquals(12L, ((Number) s.get("seed")).longValue());
        assertEquals(64, b.driver.findElements(By.cssSelector("#board .cell")).size());
        assertEquals(16, b.driver.findElements(By.cssSelector("#board .nest-mark")).size());
        int humanMoves = 0, byBoard = 0;
        for (int turn = 0; turn < 8 && !"over".equals(s.get("phase")); turn++) {
            int before = history(s).size();
            b.waitFor("#throw:not([disabled])").click();
            s = b.waiting(30).until(d -> {
                Map<String, Object> r = race();
                return r != null && ("move".equals(r.get("phase")) || history(r).size() > before) ? r : null;
            });
            if (!"move".equals(s.get("phase"))) { s = settleRace(id, before + 1); continue; } // a lost throw
            List<Map<String, Object>> moves = legal(s);
            Map<String, Object> m = moves.get(turn % moves.size());
            String sq = boardSquareFor(m, moves);
            if (sq != null && turn % 2 == 0) {
                cell(sq).click();
                byBoard++;
            } else {
                b.driver.findElement(By.cssSelector("#legal button[data-move='" + m.get("move") + "']")).click();
            }
            s = settleRace(id, before + 1);
            assertEquals(m.get("move"), ((Map<?, ?>) ((List<?>) s.get("history")).get(before)).get("move"), "the person's move as played");
            humanMoves++;
        }
        assertTrue(humanMoves >= 3 && byBoard >= 1, humanMoves + " moves, " + byBoard + " by a click on the board");
        int onTrack = 0;
        for (Object seat : (List<?>) s.get("seats"))
            for (Object p : (List<?>) ((Map<?, ?>) seat).get("pieces")) if ("track".equals(((Map<?, ?>) p).get("state"))) onTrack++;
        assertTrue(onTrack > 0, "pieces stand on the board");
        int drawn = 0;
        for (WebElement t : b.driver.findElements(By.cssSelector("#board .token"))) drawn += Integer.parseInt(t.getAttribute("data-count"));
        assertEquals(onTrack, drawn, "every piece on the board is drawn as a token");
        if (!"over".equals(s.get("phase"))) { // the picture: a throw waiting, its moves marked
            int before = history(s).size();
            b.waitFor("#throw:not([disabled])").click();
            b.waiting(30).until(d -> { Map<String, Object> r = race(); return "move".equals(r.get("phase")) || history(r).size() > before; });
        }
        b.screenshot("web-race-ashtapada.png");
    }

    /** The square whose click plays {@code m} alone (its piece, or where an entering piece lands), or null. */
    static String boardSquareFor(Map<String, Object> m, List<Map<String, Object>> moves) {
        Object from = m.get("from"), to = m.get("to");
        if (from != null) return moves.stream().filter(x -> from.equals(x.get("from"))).count() == 1 ? (String) from : null;
        if (to == null) return null;
        boolean pieceThere = moves.stream().anyMatch(x -> to.equals(x.get("from")));
        return !pieceThere && moves.stream().filter(x -> to.equals(x.get("to"))).count() == 1 ? (String) to : null;
    }

    @Test
    void shogiDropAndPromotionChoice() throws Exception {
        b.open(Browser.PLAY + "?variant=shogi&white=human&black=human");
        settle(0);
        clickMove("c3", "c4");
        settle(1);
        clickMove("g7", "g6");
        settle(2);
        clickMove("b2", "h8");                      // the bishop takes the bishop in the zone: promote or not
        WebElement promote = b.waitFor(".promo button[data-promo='+B']");
        assertEquals(1, b.driver.findElements(By.cssSelector(".promo button[data-promo='']")).size(), "may also stay unpromoted");
        promote.click();
        Map<String, Object> s = settle(3);
        // the move list speaks shogi's own notation by default (issue 30): 成 is the promotion
        assertEquals("▲２二角成", written(s).get(2), "promoted: " + written(s));
        clickMove("g9", "h8");                      // the silver takes the horse back
        s = settle(4);
        b.driver.findElement(By.cssSelector("#board .hand[data-colour='0'][data-drop='B']")).click();
        b.waitFor("#board .cell.live-to");
        assertTrue(b.driver.findElements(By.cssSelector("#board .cell.live-to[data-sq='e5']")).size() == 1, "e5 offered for the drop");
        cell("e5").click();
        s = settle(5);
        assertTrue(written(s).get(4).startsWith("▲５五角"), "the bishop dropped on 5e: " + written(s));
        assertTrue(b.driver.findElements(By.cssSelector("#board .piece[data-sq='e5']")).size() == 1);
        assertTrue(b.driver.findElements(By.cssSelector("#board .hand[data-colour='1'][data-drop='B']")).size() == 1,
                "Gote holds the captured bishop");
        b.screenshot("web-shogi-drop.png");
    }

    @Test
    void xiangqiMoveOnThePoints() throws Exception {
        b.open(Browser.PLAY + "?variant=xiangqi&white=human&black=human");
        settle(0);
        WebElement svg = b.waitFor("#board svg");
        assertEquals("intersections", svg.getAttribute("data-style"));
        assertFalse(b.driver.findElement(By.id("players")).isDisplayed(), "xiangqi is played by two: no Players choice shown");
        dragMove("h3", "e3");                       // the central cannon, dragged point to point
        Map<String, Object> s = settle(1);
        assertEquals(List.of("C2.5"), written(s), "xiangqi's move list speaks WXF by default (issue 30)");
        assertEquals(List.of("Che3"), history(s).stream().map(x -> x.replace("-", "")).toList(), "the history stays SAN");
        assertEquals(1, b.driver.findElements(By.cssSelector("#board .piece[data-sq='e3']")).size());
        assertEquals(0, b.driver.findElements(By.cssSelector("#board .piece[data-sq='h3']")).size());
        // a piece stands on a point: its centre lies on a rank line and a file line of the board
        WebElement e3 = b.driver.findElement(By.cssSelector("#board .piece[data-sq='e3'] circle"));
        double cx = Double.parseDouble(e3.getAttribute("cx")), cy = Double.parseDouble(e3.getAttribute("cy"));
        boolean onRank = false, onFile = false;
        for (WebElement line : b.driver.findElements(By.cssSelector("#board line"))) {
            double x1 = Double.parseDouble(line.getAttribute("x1")), x2 = Double.parseDouble(line.getAttribute("x2"));
            double y1 = Double.parseDouble(line.getAttribute("y1")), y2 = Double.parseDouble(line.getAttribute("y2"));
            if (y1 == y2 && y1 == cy && Math.min(x1, x2) <= cx && cx <= Math.max(x1, x2)) onRank = true;
            if (x1 == x2 && x1 == cx && Math.min(y1, y2) <= cy && cy <= Math.max(y1, y2)) onFile = true;
        }
        assertTrue(onRank && onFile, "the cannon stands on an intersection");
        b.screenshot("web-xiangqi.png");
    }

    @Test
    void shogiImpasseDeclaredByItsButton() throws Exception {
        // ImpasseTest's position: White's king in the enemy camp with 28 points; the 27-point rule lets White declare, and win
        String fen = "RBGGSSNNK/LLPP5/9/9/9/9/9/9/k8[PPPPPPPP] w - - 0 1";
        b.open(Browser.PLAY + "?variant=shogi&options=impasse=27-point&white=human&black=human&fen="
                + java.net.URLEncoder.encode(fen, StandardCharsets.UTF_8));
        settle(0);
        WebElement declare = b.waitFor("#legal button.legal-move[data-move='win']");
        assertEquals("Declare win", declare.getText(), "the declaration's button says what it does");
        declare.click();
        Map<String, Object> s = settle(1);
        assertEquals("win", history(s).get(0));
        @SuppressWarnings("unchecked") Map<String, Object> r = (Map<String, Object>) s.get("result");
        assertTrue(String.valueOf(r.get("reason")).contains("entering-king declaration"), r.toString());
        assertNotEquals("draw", result(s));
        assertNotEquals("ongoing", result(s));
    }

    @Test
    void hiashatarStudyShowsTheHiasZone() throws Exception {
        b.open("/study.html?variant=hiashatar&piece=H&square=e5");
        b.waitFor("#explore svg .zone");
        Set<String> zone = new HashSet<>();
        for (WebElement z : b.driver.findElements(By.cssSelector("#explore svg .zone"))) zone.add(z.getAttribute("data-mark"));
        assertEquals(Set.of("d4", "e4", "f4", "d6", "e6", "f6", "d5", "f5"), zone);
        assertTrue(b.driver.findElement(By.id("rules")).getText().contains("Hia"));
        assertTrue(b.driver.findElements(By.cssSelector("#pieces .piece-card")).size() >= 7);
        // a click elsewhere moves the piece and its zone
        b.driver.findElement(By.cssSelector("#explore .cell[data-sq='b2']")).click();
        b.waiting(20).until(d -> !d.findElements(By.cssSelector("#explore svg .zone[data-mark='a1']")).isEmpty());
        b.driver.findElement(By.cssSelector("#explore .cell[data-sq='e5']")).click();
        b.waiting(20).until(d -> !d.findElements(By.cssSelector("#explore svg .zone[data-mark='d4']")).isEmpty());
        b.screenshot("web-study-hiashatar.png");
    }

    @Test
    void recordWithAnIllegalMoveShownAtItsPly() throws Exception {
        b.open("/records.html");
        String pgn = "[Event \"test\"]\n[White \"A\"]\n[Black \"B\"]\n[Variant \"makruk\"]\n[Result \"*\"]\n\n"
                + "1. c4 f5 2. Nc3 Nf6 3. Nd5 Nxd5 4. cxd5 Ke7 5. Ke2 Ke5 *\n";
        b.driver.findElement(By.id("text")).sendKeys(pgn);
        b.driver.findElement(By.id("read")).click();
        WebElement failure = b.waitFor("#failure");
        // 5. ... Ke5: a king moves one square (e7 to e5 is two): the 10th ply
        assertEquals("10", failure.getAttribute("data-ply"));
        assertTrue(failure.getText().contains("Ke5"), failure.getText());
        WebElement illegal = b.driver.findElement(By.cssSelector("#moves .mv.illegal"));
        assertEquals("10", illegal.getAttribute("data-ply"));
        assertEquals("9", b.driver.findElement(By.id("where")).getAttribute("data-ply"), "the board shows the position before it");
        assertTrue(b.driver.findElement(By.id("verdict-text")).getText().contains("breaks the rules"));
        b.screenshot("web-records.png");
    }

    @Test
    void brokenVariantFileShowsItsLineAndColumn(@TempDir Path tmp) throws Exception {
        String good = Files.readString(TestPaths.root().resolve("variants/makruk.yaml"), StandardCharsets.UTF_8);
        String broken = good.replaceFirst("(?m)^(\\s+N: \\{name: Ma[^}]*moves: )N", "$1N3X");
        assertNotEquals(good, broken, "the test breaks the knight's movement");
        Path file = tmp.resolve("my-makruk.yaml");
        Files.writeString(file, broken, StandardCharsets.UTF_8);
        List<String> expected = new ArrayList<>();
        try {
            new VariantLoader().load(file);
        } catch (VariantException e) {
            for (varia.yaml.Diagnostic d : e.diagnostics()) expected.add(d.line() + ":" + d.column() + ": " + d.message());
        }
        assertFalse(expected.isEmpty(), "the broken file fails to load");
        int line = 1 + (int) broken.substring(0, broken.indexOf("N3X")).chars().filter(c -> c == '\n').count();
        assertTrue(expected.get(0).startsWith(line + ":"), expected.get(0));
        b.open("/author.html");
        b.waitFor("#file").sendKeys(file.toAbsolutePath().toString());
        b.waitFor("li.problem");
        List<String> shown = b.driver.findElements(By.cssSelector("li.problem")).stream().map(WebElement::getText).toList();
        assertEquals(expected, shown);
        b.driver.findElement(By.cssSelector("li.problem")).click();
        b.screenshot("web-author-error.png");
    }

    /** The tokens the board draws: "seat@square" -> pieces. */
    static Map<String, Integer> tokens() {
        Map<String, Integer> out = new java.util.TreeMap<>();
        for (WebElement t : b.driver.findElements(By.cssSelector("#board .token")))
            out.put(t.getAttribute("data-seat") + "@" + t.getAttribute("data-sq"), Integer.parseInt(t.getAttribute("data-count")));
        return out;
    }

    /** The tokens a board should show after {@code turns} turns of a record, by a replay of the test's own. */
    static Map<String, Integer> expectedTokens(varia.race.RaceGame g, int players, String text, int turns) throws Exception {
        varia.race.RaceTable t = new varia.race.RaceTable(g, players);
        Map<String, Integer> out = new java.util.TreeMap<>();
        if (turns == 0) return out;
        int[][] at = RaceWebPagesApiTest.positions(g, players, text).get(turns - 1);
        for (int p = 0; p < players; p++)
            for (int i : at[p]) if (i >= 0 && i < t.length(p) - 1) out.merge(p + "@" + g.squareName(t.square(p, i)), 1, Integer::sum);
        return out;
    }

    @Test
    void raceRecordSteppedOnTheRaceBoard() throws Exception {
        Path sample = RaceWebPagesApiTest.SAMPLE;
        String text = Files.readString(sample, StandardCharsets.UTF_8);
        varia.race.RaceGame g = (varia.race.RaceGame) new varia.race.RaceFamily().find("ashtapada", Map.of());
        WebElement verdict = RecordsPage.readSample(b, sample, "Race games", "# Ashtapada"); // uploaded; recognised by its text
        assertEquals("Ashtapada: legal record: 337 turns, south wins", verdict.getText());
        b.waitFor("#board svg.race-board");
        assertEquals(337, b.driver.findElements(By.cssSelector("#moves .mv")).size());
        assertEquals("0", b.driver.findElement(By.id("where")).getAttribute("data-ply"));
        assertEquals(Map.of(), tokens(), "no piece on the board at the start");
        for (int k = 1; k <= 3; k++) {
            b.driver.findElement(By.id("next")).click();
            int turn = k;
            b.waiting(10).until(d -> String.valueOf(turn).equals(d.findElement(By.id("where")).getAttribute("data-ply")));
            assertEquals(expectedTokens(g, 4, text, k), tokens(), "after turn " + k);
        }
        assertEquals(Map.of("0@c1", 1, "1@h2", 1, "2@g8", 1), tokens(), "south, east and north have entered");
        new Actions(b.driver).sendKeys(org.openqa.selenium.Keys.ARROW_RIGHT).perform();  // the arrow key steps too
        b.waiting(10).until(d -> "4".equals(d.findElement(By.id("where")).getAttribute("data-ply")));
        assertEquals(1, b.driver.findElements(By.cssSelector("#board .mark.last[data-mark='a7']")).size(), "west's entry marked");
        b.driver.findElement(By.cssSelector("#moves .mv[data-ply='17']")).click();
        b.waiting(10).until(d -> "17".equals(d.findElement(By.id("where")).getAttribute("data-ply")));
        assertEquals(expectedTokens(g, 4, text, 17), tokens(), "after turn 17 (clicked in the list)");
        assertTrue(b.driver.findElement(By.id("where")).getText().contains("south threw"), b.driver.findElement(By.id("where")).getText());
        RecordsPage.shootBoard(b, "web-records-race.png");

        // the same record broken at turn 21: shown at the step before it, the move marked red, the reason in words
        RecordsPage.refused(b, text.replace("21. south 2 b1-d1\n", "21. south 2 b1-e1\n"), 21, "Turn 21 (line 24): south throws 2, b1-e1",
                "the throw moves 2 squares: from b1 the piece reaches d1, not e1", 20, "the board before the bad turn"); // b1 and e1 framed in red
        assertEquals(expectedTokens(g, 4, text, 20), tokens());
        assertEquals("21", b.driver.findElement(By.cssSelector("#moves .mv.illegal")).getAttribute("data-ply"));
        assertTrue(b.driver.findElement(By.id("verdict-text")).getText().contains("breaks the rules: turn 21 (line 24)"));
        RecordsPage.shootBoard(b, "web-records-race-illegal.png");
    }

    @Test
    void brokenRaceFileOnTheAuthorPageThenPlayed() throws Exception {
        String good = RaceWebPagesApiTest.LITTLE;
        String broken = good.replace("nests: [c1, d2]", "nests: [c1, d9]");
        b.open("/author.html");
        WebElement area = b.waitFor("#text");
        b.js("arguments[0].value = arguments[1];", area, broken);
        b.driver.findElement(By.id("check")).click();
        b.waitFor("li.problem");
        List<String> expected = new ArrayList<>();
        try {
            varia.race.RaceLoader.load("little", "variant.yaml", broken, Map.of());
        } catch (VariantException e) {
            for (varia.yaml.Diagnostic d : e.diagnostics()) expected.add(d.line() + ":" + d.column() + ": " + d.message());
        }
        int column = broken.split("\n")[8].indexOf("d9") + 1;
        assertEquals(1, expected.size(), expected.toString());
        assertTrue(expected.get(0).startsWith("9:" + column + ": ") && expected.get(0).contains("d9"), expected.toString());
        List<String> shown = b.driver.findElements(By.cssSelector("li.problem")).stream().map(WebElement::getText).toList();
        assertEquals(expected, shown);
        b.driver.findElement(By.cssSelector("li.problem")).click();
        assertEquals(broken.indexOf("d9"), ((Number) b.js("return arguments[0].selectionStart;", area)).intValue(), "the cursor on the mistake");
        b.screenshot("web-author-race-error.png");

        // mended, it plays at once on the race page
        b.js("arguments[0].value = arguments[1];", area, good);
        b.driver.findElement(By.id("check")).click();
        b.waitFor("#play-it").click();
        b.waiting(30).until(d -> d.getCurrentUrl().contains("/race.html"));
        Map<String, Object> s = b.waiting(30).until(d -> {
            @SuppressWarnings("unchecked") Map<String, Object> r = (Map<String, Object>) b.js("return window.variaRace || null;");
            return r != null ? r : null;
        });
        assertEquals("Little Race", s.get("name"));
        assertTrue(((String) s.get("game")).startsWith("authored-"), (String) s.get("game"));
        assertEquals(12, b.driver.findElements(By.cssSelector("#board .cell")).size());
        assertEquals(2, b.driver.findElements(By.cssSelector("#board .nest-mark")).size());
    }

    @Test
    void ashtapadaStudyDrawsEachTrack() throws Exception {
        b.open("/race-study.html?game=ashtapada");
        b.waitFor("#board svg.race-board .track");
        assertEquals(61, b.driver.findElements(By.cssSelector("#board .step")).size(), "south's 61 squares numbered");
        assertEquals("0", b.driver.findElement(By.cssSelector("#board .track")).getAttribute("data-seat"));
        assertEquals(16, b.driver.findElements(By.cssSelector("#board .nest-mark")).size());
        assertEquals(5, b.driver.findElements(By.cssSelector("#outcomes tbody tr")).size());
        List<String> probabilities = b.driver.findElements(By.cssSelector("#outcomes tbody tr td:nth-child(3)")).stream().map(WebElement::getText).toList();
        assertEquals(Set.of("6.25 %", "25.00 %", "37.50 %"), new HashSet<>(probabilities), "four fair cowries: 1, 4, 6, 4, 1 in 16");
        assertEquals(5, probabilities.size());
        assertTrue(b.driver.findElement(By.id("rules")).getText().contains("Nests (no capture there)"));
        b.driver.findElement(By.cssSelector("#seat-buttons button[data-seat='2']")).click();
        b.waiting(10).until(d -> "2".equals(d.findElement(By.cssSelector("#board .track")).getAttribute("data-seat")));
        assertEquals(61, b.driver.findElements(By.cssSelector("#board .step")).size(), "north's track numbered");
        b.driver.findElement(By.cssSelector("#seat-buttons button[data-seat='-1']")).click();
        b.waiting(10).until(d -> d.findElements(By.cssSelector("#board .track")).size() == 4);
        b.driver.findElement(By.cssSelector("#seat-buttons button[data-seat='0']")).click();
        b.waiting(10).until(d -> d.findElements(By.cssSelector("#board .track")).size() == 1);
        b.screenshot("web-race-study.png");
    }
}
