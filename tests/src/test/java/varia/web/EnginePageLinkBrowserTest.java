package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * The one play page (seated.js) at the engine's page address ({@link SeatedPages#ENGINE_PAGE}) reads
 * the engine page's links (variantlink.js): white=, black=, level=, fen=, moves= set up the first
 * game as they did there. Aliases and an unknown name: {@link PlayControlsBrowserTest}, on the same page.
 */
class EnginePageLinkBrowserTest {
    static Browser b;
    static final String PAGE = "/" + SeatedPages.ENGINE_PAGE;

    @BeforeAll
    static void start() throws Exception { b = new Browser(); }

    @AfterAll
    static void stop() throws Exception { if (b != null) b.close(); }

    static Map<String, Object> game() { return b.waiting(90).until(d -> b.seated()); } // the first list of games loads every variant

    @SuppressWarnings("unchecked")
    static List<String> who(Map<String, Object> s) {
        return ((List<Map<String, Object>>) s.get("seats")).stream().map(x -> (String) x.get("who")).toList();
    }

    @Test
    void aSharedLinksPlayersPositionAndMovesSetTheGameUp() {
        String fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        b.open(PAGE + "?variant=chess&white=computer&black=human&level=1&fen=" + fen.replace("/", "%2F").replace(" ", "%20") + "&moves=e7e5");
        Map<String, Object> s = game();
        assertEquals("chess", s.get("game"));
        assertEquals(fen, s.get("start"), "the link's position is the game's start");
        assertEquals(List.of("computer", "human"), who(s), "white= and black= as the engine's page read them");
        assertEquals("computer", b.driver.findElement(By.cssSelector("#seats-who select[data-seat='0']")).getAttribute("value"));
        s = b.waiting(60).until(d -> Boolean.TRUE.equals(b.seated().get("humanToAct")) ? b.seated() : null); // the computer's reply
        assertEquals(2, ((List<?>) s.get("history")).size(), "the link's move, then the computer's");
    }
}
