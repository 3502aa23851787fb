package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A small load test for CI: 16 games at once over loopback, each some rounds of human move and
 * computer reply, with no error. The run is bounded in time so that a deadlock fails instead of
 * hanging; speed itself is measured by bench/web-load.sh (200 games), not asserted here.
 */
class WebLoadTest {
    @Test
    void manyConcurrentGamesWithoutErrors() throws Exception {
        LocalServer.with(WebServer.Config.local(0), (server, http) -> {
            LoadRun.Report r = LoadRun.run(server.port(), 16, 8, 7, 600);
            assertEquals(0, r.errors(), r.text() + " " + r.firstErrors());
            assertTrue(r.requests() >= 16 * 3, r.text());
            assertEquals(16, server.liveGames() + server.finishedGames(), "every game is kept, live or (finished) as its record");
        });
    }
}
