package varia.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The pages that list games read the one catalog in a real browser: the home page draws a card a
 * game of every family with the same links; the study, records and author pages offer every
 * family's games under their headings, and a game chosen on the study page opens the study page
 * its catalog entry names.
 */
class CatalogBrowserTest {
    static Browser b;

    @BeforeAll
    static void start() throws Exception { b = new Browser(); }

    @AfterAll
    static void stop() throws Exception { if (b != null) b.close(); }

    @Test
    void homeCardsOfEveryFamilyLinkToTheirPages() {
        b.open("/");
        WebElement race = b.waitFor(".cards.family .card[data-race='ashtapada']");
        assertTrue(race.findElement(By.linkText("Study")).getAttribute("href").endsWith("/race-study.html?game=ashtapada"));
        WebElement chess = b.waitFor("#list .card[data-variant='chess']");
        assertTrue(chess.findElement(By.linkText("Play")).getAttribute("href").endsWith("/play.html?variant=chess"));
        b.waitFor(".cards.family .card[data-dice='chaturaji']");
        b.waitFor("#list .card[data-variant='chess'] .thumb svg");
    }

    @Test
    void listsOfGamesHoldEveryFamilyUnderItsHeading() {
        for (String page : List.of("/study.html?variant=makruk", "/records.html", "/author.html")) {
            b.open(page);
            String select = page.startsWith("/author") ? "#from" : "#variant";
            b.waitFor(select + " optgroup option[value='chaturaji']");
            b.waitFor(select + " optgroup option[value='ashtapada']");
            b.waitFor(select + " optgroup option[value='makruk']");
            assertTrue(b.driver.findElements(By.cssSelector(select + " optgroup")).size() >= 3, page + ": a heading a family");
        }
        b.waitFor("#from option[value='ashtapada']");
        b.js("const s = document.getElementById('from'); s.value = 'ashtapada'; s.dispatchEvent(new Event('change'));");
        b.waiting(30).until(d -> ((String) b.js("return document.getElementById('text').value")).contains("Ashtapada"));
    }

    @Test
    void theStudyPageSendsAGameToTheStudyPageItsEntryNames() {
        b.open("/study.html?variant=makruk");
        b.waitFor("#variant optgroup option[value='ashtapada']");
        b.js("const s = document.getElementById('variant'); s.value = 'ashtapada'; s.dispatchEvent(new Event('change'));");
        b.waiting(30).until(d -> d.getCurrentUrl().contains("/race-study.html?game=ashtapada"));
        b.open("/study.html?variant=chaturaji"); // a key of another family's game, given to this page
        b.waiting(30).until(d -> d.getCurrentUrl().contains("/dice-study.html?game=chaturaji"));
    }
}
