package varia.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.engine.game.EngineGame;
import varia.game.Effort;
import varia.game.Families;
import varia.game.Player;
import varia.game.State;
import varia.game.Trial;

/**
 * What the engine's old terminal had that the one terminal now has through the game API: the
 * history numbered as the record numbers moves, declarations kept in saved records and replayed on
 * load, the move limit's adjudication, the search's line after a computer's move, completion words.
 */
class TerminalRecordsTest {
    /** Black counts with two plies left (seed 004 section VI): a stop keeps the game going past the count's end. */
    static final String COUNTING = "2r1k3/8/8/8/8/4N3/8/R2K4 b - 128 126 30";

    private static String run(Terminal t, StringWriter sw) throws Exception {
        t.run();
        return sw.toString();
    }

    private static Terminal humans(State start, String startText, String input, StringWriter sw, Path dir) {
        return new Terminal(start, startText, Map.of(), new Player[2], 1, new BufferedReader(new StringReader(input)), new PrintWriter(sw), true)
                .filesIn(dir);
    }

    @Test
    void aDeclarationIsSavedAsTheOldTerminalWroteItAndReplayedOnLoad(@TempDir Path dir) throws Exception {
        EngineGame g = (EngineGame) Families.find("makruk", Map.of());
        StringWriter first = new StringWriter();
        String out = run(humans(g.fromFen(COUNTING), COUNTING, "declare stop-count\nKe7\nRa2\nKe8\nRa3\nhistory\nposition\nsave g.pgn\nquit\n", first, dir), first);
        assertTrue(out.contains("   as recorded: 30... Ke7 31. Ra2 Ke8 32. Ra3"), "the history in PGN's move numbers, from the FEN's: " + out);
        String pgn = Files.readString(dir.resolve("g.pgn"));
        assertTrue(pgn.contains("{[%declare stop-count]} 30... Ke7"), pgn);
        String end = out.lines().filter(l -> l.startsWith("   2r") || l.startsWith("   4k")).reduce((a, b) -> b).orElseThrow(() -> new AssertionError(out));
        // a fresh game loads it: the declaration is replayed (without it the count would have expired after 31. Ra2)
        StringWriter second = new StringWriter();
        String again = run(humans(g.start(2), null, "load g.pgn\nposition\nquit\n", second, dir), second);
        assertTrue(again.contains("   loaded g.pgn"), again);
        assertTrue(again.contains(end + "\n"), "the same position as saved, count stopped (" + end + "): " + again);
        assertTrue(end.contains(" - - "), "no count running: " + end);
    }

    @Test
    void theMoveLimitAdjudicatesADrawAndEachComputerMoveShowsItsSearch() throws Exception {
        EngineGame g = (EngineGame) Families.find("chess", Map.of());
        Player[] computers = {g.computer(Effort.DEFAULT.withDepth(2)), g.computer(Effort.DEFAULT.withDepth(2))};
        StringWriter sw = new StringWriter();
        Terminal t = new Terminal(g.start(2), null, Map.of(), computers, 1, new BufferedReader(new StringReader("")), new PrintWriter(sw), true).maxPlies(4);
        Trial trial = t.run();
        String out = sw.toString();
        assertEquals(4, trial.size(), out);
        assertTrue(t.adjudicated(), out);
        assertTrue(out.strip().endsWith("a draw, adjudicated: move limit of 4 plies"), out);
        Pattern line = Pattern.compile("   \\S+   \\(depth 2, score (cp|mate) -?\\d+, line \\S+( \\S+)*, \\d+ nodes, \\d+ ms\\)");
        List<String> moves = out.lines().filter(l -> line.matcher(l).matches()).toList();
        assertEquals(4, moves.size(), "each computer move with its search's line: " + out);
    }

    @Test
    void completionOffersCommandsAndTheMovesInBothSpellings() throws Exception {
        EngineGame g = (EngineGame) Families.find("chess", Map.of());
        Terminal t = humans(g.start(2), null, "", new StringWriter(), Path.of(""));
        List<String> words = t.completions();
        assertTrue(words.containsAll(List.of("moves", "undo", "save", "load", "history", "Nf3", "g1f3", "e4", "e2e4")), words.toString());
        assertEquals(20 * 2, words.stream().filter(w -> w.matches("[a-h][1-8][a-h][1-8]|[a-hN][a-h1-8][1-8]?")).count(), "20 moves, each in SAN and in coordinates: " + words);
    }
}
