package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import varia.TestPaths;

/**
 * Issue 26, item 4, in a real browser: the user has Varia open (a session, its cookie) and visits
 * a page of another origin (a second small server on another port, named {@code localhost} so that
 * it is another site too). That page tries what any page can: a {@code text/plain} fetch without
 * CORS to move a piece in the user's game, a form posted into a hidden frame to plant a variant
 * file, and a JSON fetch (which needs the server's consent first). Nothing changes; the same move
 * from Varia's own page goes through.
 */
class CrossOriginBrowserTest {
    @Test
    void aPageOfAnotherOriginCannotWrite() throws Exception {
        try (Browser b = new Browser()) {
            Http http = new Http(b.server.port());
            JsonNode g = http.post("/api/games", Map.of("variant", "chess", "white", "human", "black", "human")).json();
            String id = g.get("id").asText(), fen = g.get("fen").asText();
            String varia = "http://127.0.0.1:" + b.server.port();
            String chess = Files.readString(TestPaths.root().resolve("variants/chess.yaml")).replace("name: Chess", "name: Planted");
            String page = "<!doctype html><html><body><p id='state'>working</p>"
                    + "<form id='plant' method='POST' enctype='text/plain' target='sink' action='" + varia + "/api/author/check'>"
                    + "<input type='hidden' id='field'></form><iframe name='sink'></iframe><script>\n"
                    + "const varia = '" + varia + "', id = '" + id + "';\n"
                    + "const results = [];\n"
                    + "async function attempt(name, f) { try { const r = await f(); results.push(name + ':' + r.type + ':' + r.status); }"
                    + " catch (e) { results.push(name + ':refused:' + e.message); } }\n"
                    + "(async () => {\n"
                    + "  await attempt('text-plain', () => fetch(varia + '/api/games/' + id + '/move', {method: 'POST', mode: 'no-cors',"
                    + " credentials: 'include', headers: {'Content-Type': 'text/plain'}, body: JSON.stringify({move: 'e2e4'})}));\n"
                    + "  await attempt('json', () => fetch(varia + '/api/games/' + id + '/move', {method: 'POST', credentials: 'include',"
                    + " headers: {'Content-Type': 'application/json'}, body: JSON.stringify({move: 'e2e4'})}));\n"
                    + "  await attempt('session', () => fetch(varia + '/api/session', {credentials: 'include'}).then(r => r.json()));\n"
                    + "  const field = document.getElementById('field');\n"
                    + "  field.name = '{\"text\": ' + JSON.stringify(" + Http.JSON.writeValueAsString(chess) + ") + ', \"x\": \"';\n"
                    + "  field.value = '\"}';\n"
                    + "  document.querySelector('iframe').onload = () => { results.push('form:sent'); document.getElementById('state').textContent = 'done ' + results.join(' | '); };\n"
                    + "  document.getElementById('plant').submit();\n"
                    + "})();\n</script></body></html>";
            HttpServer evil = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
            evil.createContext("/", ex -> {
                byte[] bytes = page.getBytes(StandardCharsets.UTF_8);
                ex.getResponseHeaders().add("Content-Type", "text/html; charset=utf-8");
                ex.sendResponseHeaders(200, bytes.length);
                ex.getResponseBody().write(bytes);
                ex.close();
            });
            evil.start();
            try {
                b.open("/play.html"); // the user has Varia open: a session and its cookie
                b.waitFor("#board, main");
                b.driver.get("http://localhost:" + evil.getAddress().getPort() + "/evil.html");
                String state = b.waiting(30).until(d -> {
                    String t = d.findElement(By.id("state")).getText();
                    return t.startsWith("done") ? t : null;
                });
                System.out.println("cross-origin page: " + state);
                assertTrue(state.contains("json:refused"), "a JSON write needs the server's consent, which it does not give: " + state);
                assertTrue(state.contains("session:refused"), "the page cannot read the session's token: " + state);
            } finally {
                evil.stop(0);
            }
            JsonNode after = http.get("/api/games/" + id).json();
            assertEquals(fen, after.get("fen").asText(), "the game is unchanged");
            assertEquals(0, after.get("ply").asInt());
            assertFalse(http.get("/api/variants").body().contains("Planted"), "no variant was planted");
            // the same move from Varia's own page, through its own helper, goes through
            b.open("/play.html");
            b.waitFor("#board, main");
            Object moved = b.driver.executeAsyncScript("const done = arguments[arguments.length - 1];"
                    + "import('/common.js').then(m => m.api('/api/games/" + id + "/move', {body: {move: 'e2e4'}}))"
                    + ".then(s => done(s.ply), e => done('failed: ' + e.message));");
            assertEquals(1L, moved);
        }
    }
}
