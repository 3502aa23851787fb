package varia.protocol;

import static org.junit.jupiter.api.Assertions.*;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import varia.cli.Main;
import varia.engine.Moves;
import varia.engine.Position;
import varia.search.Limits;
import varia.search.SearchResult;
import varia.search.Searcher;
import varia.search.StopSignal;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Issue 13, item 1: a stop, quit, {@code ?}, force or the end of the input ends a search in
 * every interleaving with the search thread, through the real command loops. The searches asked
 * for here (depth 30, centuries of move time) would run for hours if a stop were lost; the
 * sessions' hang limit ({@link ProtocolSession#HANG_MS}) only catches such a loss.
 */
class SearchStopTest {
    static final List<String> VARIANTS = List.of("chess", "makruk", "xiangqi", "shogi");

    /** The stop raised before the search starts is the one the old searcher wiped. */
    @Test
    void aSignalRaisedBeforeTheSearchStartsIsNotLost() throws Exception {
        Variant chess = Variants.resolve("chess");
        StopSignal stop = new StopSignal();
        stop.raise();
        Position p = Position.start(chess);
        SearchResult r = new Searcher(chess).search(p, Limits.depth(30), null, 0, stop);
        assertNotEquals(Moves.NONE, r.move());
        assertNotEquals(Moves.NONE, p.parseUci(p.moveToUci(r.move())), "a legal move");
        assertEquals(0, r.depth(), "no iteration ran");
    }

    /** The exact command of the issue, through {@code varia uci} itself (stdin and stdout replaced). */
    @Test
    void theIssuesUciCommandsEndThroughTheCommandLine() throws Exception {
        String out = throughMain("uci", "position startpos\ngo depth 30\nstop\nquit\n");
        assertEquals(1, out.lines().filter(l -> l.matches("bestmove [a-h][1-8][a-h][1-8]")).count(), out);
    }

    @Test
    void theIssuesXboardCommandsEndThroughTheCommandLine() throws Exception {
        for (String end : List.of("quit\n", "?\nquit\n", "force\nquit\n", "")) {
            String out = throughMain("xboard", "new\nst 100000000\ngo\n" + end);
            assertTrue(out.lines().filter(l -> l.startsWith("move ")).count() <= 1, out);
        }
        String out = throughMain("uci", "position startpos\ngo infinite\n"); // then the end of the input
        assertEquals(1, out.lines().filter(l -> l.startsWith("bestmove ")).count(), out);
    }

    /** Runs {@code varia ARGS} in this JVM with the given stdin, on a thread the hang limit guards. */
    private static String throughMain(String command, String stdin) throws Exception {
        InputStream saved = System.in;
        StringWriter sw = new StringWriter();
        int[] code = {-1};
        try {
            System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
            Thread t = new Thread(() -> code[0] = Main.run(new PrintWriter(sw), new PrintWriter(new StringWriter()), command));
            t.setDaemon(true);
            t.start();
            t.join(ProtocolSession.HANG_MS);
            assertFalse(t.isAlive(), "varia " + command + " did not end on: " + stdin.replace("\n", "\\n"));
        } finally {
            System.setIn(saved);
        }
        assertEquals(0, code[0]);
        return sw.toString();
    }

    @ParameterizedTest(name = "seeds {0}..+49")
    @ValueSource(ints = {0, 50, 100, 150})
    void uciStopsInRandomInterleavings(int firstSeed) throws Exception {
        for (int seed = firstSeed; seed < firstSeed + 50; seed++) uciScenario(seed);
    }

    @ParameterizedTest(name = "seeds {0}..+49")
    @ValueSource(ints = {0, 50, 100, 150})
    void xboardStopsInRandomInterleavings(int firstSeed) throws Exception {
        for (int seed = firstSeed; seed < firstSeed + 50; seed++) xboardScenario(seed);
    }

    private static final String[] UCI_GO = {"go depth 30", "go infinite", "go movetime 9999999999999", "go nodes 9999999999999",
            "go wtime 999999999 btime 999999999", "go depth 100 movetime 99999999"};
    private static final String[] UCI_BETWEEN = {"isready", "position startpos", "d", "setoption name Hash value 8", "ucinewgame"};

    private void uciScenario(int seed) throws Exception {
        Random rnd = new Random(seed);
        Variant v = Variants.resolve(VARIANTS.get(rnd.nextInt(VARIANTS.size())));
        List<String> sent = new ArrayList<>();
        try (ProtocolSession s = ProtocolSession.uci(v)) {
            send(s, sent, "position startpos");
            int gos = 1 + rnd.nextInt(2);
            for (int g = 0; g < gos; g++) {
                send(s, sent, UCI_GO[rnd.nextInt(UCI_GO.length)]);
                gap(rnd);
                if (rnd.nextInt(3) == 0) send(s, sent, UCI_BETWEEN[rnd.nextInt(UCI_BETWEEN.length)]);
                if (g + 1 < gos && rnd.nextBoolean()) { send(s, sent, "stop"); gap(rnd); }
            }
            switch (rnd.nextInt(4)) {
                case 0 -> { send(s, sent, "stop"); s.await(l -> l.startsWith("bestmove"), gos, "bestmove after stop"); send(s, sent, "quit"); }
                case 1 -> send(s, sent, "quit");
                case 2 -> { send(s, sent, "stop"); send(s, sent, "quit"); }
                default -> { }
            }
            s.endInput();
            assertTrue(s.ended(), "seed " + seed + ": the loop did not end after " + sent);
            List<String> best = s.lines().stream().filter(l -> l.startsWith("bestmove ")).toList();
            assertEquals(gos, best.size(), "seed " + seed + ": one bestmove per go after " + sent + ": " + s.lines());
            for (String b : best) {
                Position p = Position.start(v);
                assertNotEquals(Moves.NONE, p.parseUci(b.substring(9)), "seed " + seed + ": legal " + b);
            }
        }
    }

    private static final String[] XB_LIMITS = {"st 100000000", "sd 100", "level 0 100000 0\ntime 1000000000", "level 40 5000 9999\ntime 99999999999"};
    private static final String[] XB_END = {"?", "force", "quit", "new", "result 1-0 {adjudicated}", "ping 9"};

    private void xboardScenario(int seed) throws Exception {
        Random rnd = new Random(seed);
        String key = VARIANTS.get(rnd.nextInt(VARIANTS.size()));
        Variant v = Variants.resolve(key);
        List<String> sent = new ArrayList<>();
        try (ProtocolSession s = ProtocolSession.xboard(v)) {
            send(s, sent, "xboard\nprotover 2\nnew\nvariant " + XboardEngine.xboardName(v));
            send(s, sent, XB_LIMITS[rnd.nextInt(XB_LIMITS.length)]);
            send(s, sent, "go");
            gap(rnd);
            int ends = rnd.nextInt(3);
            for (int i = 0; i < ends; i++) { send(s, sent, XB_END[rnd.nextInt(XB_END.length)]); gap(rnd); }
            if (rnd.nextBoolean()) send(s, sent, "quit");
            s.endInput();
            assertTrue(s.ended(), "seed " + seed + ": the loop did not end after " + sent);
            List<String> moves = s.lines().stream().filter(l -> l.startsWith("move ")).toList();
            assertTrue(moves.size() <= 1, "seed " + seed + ": at most the one move asked for: " + s.lines());
            XboardEngine names = new XboardEngine(new BufferedReader(new StringReader("")), new PrintWriter(new StringWriter()), v);
            for (String m : moves) {
                Position p = Position.start(v);
                assertNotEquals(Moves.NONE, p.parseUci(names.fromXboard(m.substring(5))), "seed " + seed + ": legal " + m);
            }
        }
    }

    private static void send(ProtocolSession s, List<String> sent, String line) {
        s.send(line);
        sent.add(line);
    }

    /**
     * Between two commands: nothing, a yield, a sleep of a few milliseconds (about when the search
     * thread starts), or a longer one (the search is well under way): the interleavings to try.
     */
    private static void gap(Random rnd) throws InterruptedException {
        switch (rnd.nextInt(4)) {
            case 0 -> { }
            case 1 -> Thread.yield();
            case 2 -> Thread.sleep(rnd.nextInt(4));
            default -> Thread.sleep(10 + rnd.nextInt(30));
        }
    }
}
