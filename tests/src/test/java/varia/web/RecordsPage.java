package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The records page's steps that every family's record test takes, written once: a sample uploaded
 * (told apart by its text) and read, a broken copy pasted and read and its refused turn checked, the
 * board shot in view.
 */
final class RecordsPage {
    private RecordsPage() {}

    /** Opens the records page once it lists the games under {@code group}, uploads {@code sample}, reads it: the verdict. */
    static WebElement readSample(Browser b, Path sample, String group, String opening) {
        b.open("/records.html");
        b.waitFor("#variant optgroup[label='" + group + "']");
        b.waitFor("#file").sendKeys(sample.toAbsolutePath().normalize().toString());
        b.waiting(20).until(d -> d.findElement(By.id("text")).getAttribute("value").startsWith(opening));
        b.driver.findElement(By.id("read")).click();
        return b.waitFor("#verdict-text");
    }

    /** Replaces the text by {@code text} and reads it: the failure shown. */
    static WebElement readBroken(Browser b, String text) {
        b.js("document.getElementById('text').value = arguments[0];", text);
        b.driver.findElement(By.id("read")).click();
        return b.waitFor("#failure");
    }

    /**
     * Replaces the text by {@code text}, a record refused at turn {@code turn}, reads it and checks what
     * every family's replay shows of it: the failure at that turn, its text opening so and giving the
     * reason, the board at step {@code shownAt} ({@code where}: why there), the refused move's two squares
     * framed in red. The failure shown.
     */
    static WebElement refused(Browser b, String text, int turn, String opening, String reason, int shownAt, String where) {
        WebElement failure = readBroken(b, text);
        assertEquals(String.valueOf(turn), failure.getAttribute("data-ply"));
        assertTrue(failure.getText().startsWith(opening), failure.getText());
        assertTrue(failure.getText().contains(reason), failure.getText());
        assertEquals(String.valueOf(shownAt), b.driver.findElement(By.id("where")).getAttribute("data-ply"), where);
        assertEquals(2, b.driver.findElements(By.cssSelector("#board .mark.bad")).size(), "the refused move's two squares framed in red");
        return failure;
    }

    /** A screenshot with the board in view. */
    static void shootBoard(Browser b, String name) throws IOException {
        b.js("document.getElementById('board').scrollIntoView();");
        b.screenshot(name);
    }
}
