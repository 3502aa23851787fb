package varia.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;
import varia.TestPaths;

/**
 * A real browser on a real server: Debian's chromium driven through chromedriver (both installed
 * by .ci/run; a missing one fails the test, it is never skipped), with a fresh profile, and a
 * {@link WebServer} on a free loopback port. Screenshots go to tests/target/screenshots, and to
 * docs/images when the property varia.screenshots.update is true.
 */
final class Browser implements AutoCloseable {
    static final String CHROMIUM = System.getProperty("varia.chromium", "/usr/bin/chromium");
    static final String CHROMEDRIVER = System.getProperty("varia.chromedriver", "/usr/bin/chromedriver");

    final WebServer server;
    final ChromeDriver driver;
    final Path profile;

    Browser() throws IOException {
        if (!Files.isExecutable(Path.of(CHROMIUM)) || !Files.isExecutable(Path.of(CHROMEDRIVER))) {
            throw new IllegalStateException("the browser tests need " + CHROMIUM + " and " + CHROMEDRIVER
                    + " (apt-get install chromium chromium-driver; .ci/run does it)");
        }
        server = WebServer.start(WebServer.Config.local(0));
        profile = Files.createTempDirectory("varia-chromium-");
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM);
        o.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
                "--user-data-dir=" + profile, "--window-size=1300,1000", "--force-device-scale-factor=1");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(Path.of(CHROMEDRIVER).toFile()).usingAnyFreePort().build();
        ChromeDriver d;
        try {
            d = new ChromeDriver(service, o);
        } catch (RuntimeException e) {
            server.stop();
            throw e;
        }
        driver = d;
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
    }

    /** The engine's play page: the one play page (seated.js) at the engine page's address ({@link SeatedPages#ENGINE_PAGE}). */
    static final String PLAY = "/" + SeatedPages.ENGINE_PAGE;

    String url(String path) { return "http://127.0.0.1:" + server.port() + path; }

    void open(String path) { driver.get(url(path)); }

    WebDriverWait waiting(int seconds) { return new WebDriverWait(driver, Duration.ofSeconds(seconds)); }

    WebElement waitFor(String css) {
        return waiting(30).until(d -> {
            List<WebElement> e = d.findElements(By.cssSelector(css));
            return e.isEmpty() ? null : e.get(0);
        });
    }

    Object js(String script, Object... args) { return ((JavascriptExecutor) driver).executeScript(script, args); }

    /** The latest game state the play page received (window.variaState), as parsed JSON maps. */
    @SuppressWarnings("unchecked")
    Map<String, Object> state() { return (Map<String, Object>) js("return window.variaState || null;"); }

    /** The latest game state the one play page (seated.js) received (window.variaSeated), as parsed JSON maps. */
    @SuppressWarnings("unchecked")
    Map<String, Object> seated() { return (Map<String, Object>) js("return window.variaSeated || null;"); }

    /** Saves a screenshot under tests/target/screenshots (and docs/images when asked). */
    void screenshot(String name) throws IOException {
        Path shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE).toPath();
        Path dir = Path.of("target", "screenshots");
        Files.createDirectories(dir);
        Files.copy(shot, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING);
        if (Boolean.getBoolean("varia.screenshots.update")) {
            Path docs = TestPaths.root().resolve("docs").resolve("images");
            Files.createDirectories(docs);
            Files.copy(shot, docs.resolve(name), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    @Override
    public void close() throws IOException {
        try {
            driver.quit();
        } finally {
            server.stop();
            try (Stream<Path> files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
