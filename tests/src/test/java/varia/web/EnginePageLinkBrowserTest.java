package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The one play page (seated.js) at the engine's page address ({@link SeatedPages#ENGINE_PAGE}) reads
 * the engine page's links (variantlink.js): an alias of a game plays that game with the alias's own
 * options, an unknown name is told and nothing played, and white=, black=, level=, fen=, moves=
 * set up the first game as they did there.
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
    void anAliasInTheAddressPlaysItsGame() {
        b.open(PAGE + "?variant=chushogi&white=human&black=human");
        Map<String, Object> s = game();
        assertEquals("chu-shogi", s.get("game"), "the alias shown on the home card plays Chu Shogi");
        assertEquals(List.of("human", "human"), who(s));

        b.open(PAGE + "?variant=makruk-fairy-stockfish&white=human&black=human");
        s = b.waiting(60).until(d -> b.seated() != null && "makruk".equals(b.seated().get("game")) ? b.seated() : null);
        assertEquals(Map.of("counting", "fairy-stockfish"), s.get("options"), "the alias's own option value");
        assertEquals("fairy-stockfish", b.driver.findElement(By.id("option-counting")).getAttribute("value"));
    }

    @Test
    void anUnknownNameIsToldNotPlayed() throws Exception {
        b.open(PAGE + "?variant=chushogo");
        WebElement error = b.waiting(90).until(d -> {
            WebElement e = d.findElement(By.id("error"));
            return e.getText().isBlank() ? null : e;
        });
        assertEquals("no variant 'chushogo'; did you mean 'chushogi'? (the home page lists every variant)", error.getText());
        Thread.sleep(500);
        assertNull(b.seated(), "no game was started");
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
