package varia.play;

import static org.junit.jupiter.api.Assertions.*;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * 'varia play' on a real pseudo-terminal (tmux): the one terminal with JLine line editing and Tab
 * completion, then a game to its result. Skipped only when tmux is not installed.
 */
class PseudoTerminalTest {
    static boolean hasTmux() {
        try {
            return new ProcessBuilder("tmux", "-V").redirectErrorStream(true).start().waitFor(5, TimeUnit.SECONDS);
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    static String tmux(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("tmux"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor(10, TimeUnit.SECONDS);
        return out;
    }

    static String waitFor(String session, String text, long ms) throws Exception {
        long end = System.currentTimeMillis() + ms;
        String pane = "";
        while (System.currentTimeMillis() < end) {
            pane = tmux("capture-pane", "-t", session, "-p", "-S", "-200");
            if (pane.contains(text)) return pane;
            Thread.sleep(100);
        }
        fail("'" + text + "' did not appear; the pane:\n" + pane);
        return pane;
    }

    @Test
    void jlineSessionWithCompletionToCheckmate() throws Exception {
        assumeTrue(hasTmux(), "tmux not installed");
        String session = "varia-play-test-" + ProcessHandle.current().pid();
        Path script = Files.createTempFile("varia-play", ".sh");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Files.writeString(script, "exec '" + java + "' -cp '" + System.getProperty("java.class.path")
                + "' varia.cli.Main play chess --white human --black human\n");
        try {
            tmux("new-session", "-d", "-s", session, "-x", "120", "-y", "50", "sh " + script);
            waitFor(session, "your move:", 30_000);
            tmux("send-keys", "-t", session, "f2f3", "Enter");
            waitFor(session, "2. black", 10_000);
            tmux("send-keys", "-t", session, "mov", "Tab", "Enter");   // completes to 'moves'
            waitFor(session, "20 legal moves: ", 10_000);
            tmux("send-keys", "-t", session, "e7e5", "Enter");
            waitFor(session, "3. white", 10_000);
            tmux("send-keys", "-t", session, "g2g4", "Enter");
            waitFor(session, "4. black", 10_000);
            tmux("send-keys", "-t", session, "d8h", "Tab", "Enter");   // the only legal move starting so: d8h4
            String pane = waitFor(session, "0-1 (checkmate)", 10_000);
            assertTrue(pane.contains("your move: moves"), pane);
            assertTrue(pane.contains("your move: d8h4"), pane);
        } finally {
            tmux("kill-session", "-t", session);
            Files.deleteIfExists(script);
        }
    }
}
