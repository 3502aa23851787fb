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

/**
 * The one play page (seated.js with live-notation.js) in a game's tradition, as the engine's own
 * page shows it (TraditionsBrowserTest): xiangqi's seats named Red and Black, its moves in WXF by
 * default and in Chinese by the switch, its board numbered as Red counts its files; chess offers no switch.
 */
class LiveTraditionsBrowserTest {
    static Browser b;

    @BeforeAll
    static void start() throws Exception { b = new Browser(); }

    @AfterAll
    static void stop() throws Exception { if (b != null) b.close(); }

    static int plies(Map<String, Object> s) { return ((List<?>) s.get("history")).size(); }

    static List<String> shownMoves() {
        return ((List<?>) b.js("return [...document.querySelectorAll('#moves .mv')].map(m => m.textContent);")).stream().map(Object::toString).toList();
    }

    static String labels(String cls) {
        return String.join("", ((List<?>) b.js("return [...document.querySelectorAll('#board ." + cls + "')]"
                + ".sort((a, b) => a.getAttribute('x') - b.getAttribute('x')).map(t => t.textContent);")).stream().map(Object::toString).toList());
    }

    static void click(String from, String to) {
        int before = plies(b.seated());
        b.waitFor("#board svg .cell[data-sq='" + from + "']").click();
        b.waitFor("#board svg .cell.live-to[data-sq='" + to + "']").click();
        b.waiting(20).until(d -> plies(b.seated()) > before);
    }

    @Test
    void xiangqiInItsTraditionsNotationsOnTheOnePage() throws Exception {
        b.open("/seated.html?family=variant&game=xiangqi&who=human,human");
        b.waiting(90).until(d -> b.seated() != null && "wxf".equals(b.seated().get("notation"))); // the first list of games loads every variant (30 s under load)
        assertTrue(b.waitFor("#notation-box").getAttribute("hidden") == null, "xiangqi offers notations: the switch is shown");
        assertEquals("Red to move", b.driver.findElement(By.id("status")).getText(), "the seat named as its tradition names it (in the two sides' words: twoseatwords.js)");
        assertEquals("Red", b.driver.findElement(By.cssSelector("#seats-who label[data-name='white']")).getText().strip().split("\\s+")[0]);
        click("h3", "e3");
        click("h10", "g8");
        b.waiting(20).until(d -> shownMoves().equals(List.of("C2.5", "H8+7")));
        assertEquals("九八七六五四三二一", labels("coord-red"));
        new Select(b.driver.findElement(By.id("notation"))).selectByValue("chinese");
        b.waiting(20).until(d -> shownMoves().equals(List.of("炮二平五", "马８进７")));
        new Select(b.driver.findElement(By.id("notation"))).selectByValue("san");
        b.waiting(20).until(d -> "san".equals(b.seated().get("notation")) && labels("coord-red").isEmpty());
        assertEquals(List.of("Che3", "Ng8"), shownMoves());

        b.open("/seated.html?family=variant&game=chess&who=human,human");
        b.waiting(30).until(d -> b.seated() != null && "chess".equals(b.seated().get("game")));
        assertTrue(b.waitFor("#notation-box").getAttribute("hidden") != null, "chess: SAN only, no switch");
    }
}
