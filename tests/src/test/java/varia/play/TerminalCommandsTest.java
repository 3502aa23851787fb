package varia.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.game.Families;
import varia.game.Game;
import varia.game.Records;
import varia.game.State;
import varia.game.Trial;

/**
 * The commands a human has in the terminal of any game (issue 27: {@code play} written once over
 * the game API): undo, go, claim, history, position and save, on a race game (chance: throws), on
 * dice chess (several actions a turn) and on an engine variant (claims).
 */
class TerminalCommandsTest {
    private record Run(Trial trial, State end, String out) {}

    private static Run play(String game, String[] who, long seed, String input) throws Exception {
        Game g = Families.find(game, Map.of());
        StringWriter out = new StringWriter();
        Terminal t = Terminal.seated(g.start(who.length), who, seed, new BufferedReader(new StringReader(input)), new PrintWriter(out), true);
        Trial trial = t.run();
        return new Run(trial, t.state(), out.toString());
    }

    /** The lines listing a human's moves, in order. */
    private static java.util.List<String> prompts(String out) {
        return out.lines().filter(l -> l.contains("moves: 1)")).toList();
    }

    @Test
    void undoTakesBackTheHumansMoveAndTheComputersReplyKeepingTheThrow() throws Exception {
        // Ashtapada, a human against the computer: the human's first move, the computer's turn (a throw
        // and its move), then the human's next throw; undo returns to the first decision, the same throw
        Run r = play("ashtapada", new String[] {"human", "computer"}, 7, "1\nundo\nquit\n");
        assertTrue(r.out().contains("took back "), r.out());
        java.util.List<String> p = prompts(r.out());
        assertTrue(p.size() >= 3, r.out());
        assertEquals(p.get(0), p.get(p.size() - 1), "after the undo the human chooses again among the first throw's moves");
        assertEquals(1, r.trial().size(), "only the first throw is left: " + r.trial().steps());
        assertTrue(r.trial().steps().get(0).chance());
    }

    @Test
    void undoBeforeAnyHumanMoveSaysSoAndChangesNothing() throws Exception {
        Run r = play("chess", new String[] {"human", "human"}, 1, "undo\nquit\n");
        assertTrue(r.out().contains("nothing to undo"), r.out());
        assertEquals(0, r.trial().size());
    }

    @Test
    void undoOnTheEngineTakesBackAWholeTurnAndNumbersItAgain() throws Exception {
        Run r = play("chess", new String[] {"human", "random"}, 3, "e4\nundo\nd4\nhistory\nquit\n");
        assertTrue(r.out().contains("took back e4 and the 1 action after it"), r.out());
        assertEquals("d4", r.trial().steps().get(0).text());
        assertEquals(2, r.out().lines().filter(l -> l.equals("1. white")).count(), "the first turn begins again: " + r.out());
        assertTrue(r.out().contains("   1. white d4\n   2. black "), "history after the undo: " + r.out());
    }

    @Test
    void aHumanClaimsTheRepetitionTheRulesOffer() throws Exception {
        Run r = play("chess", new String[] {"human", "human"}, 1, "claim\nNf3\nNf6\nNg1\nNg8\nNf3\nNf6\nNg1\nNg8\nclaim\n");
        assertTrue(r.out().contains("nothing to claim here"), "no claim at the start: " + r.out());
        assertTrue(r.out().contains("you may claim a draw"), r.out());
        assertTrue(r.end().isTerminal(), r.out());
        assertEquals(-1, r.end().winner());
        assertTrue(r.out().strip().endsWith(r.end().result()), r.out());
        assertTrue(r.end().result().startsWith("1/2-1/2"), r.end().result());
    }

    /**
     * Makruk's counting side stops its count by choice (seed 004 section VI): the terminal offers
     * the declaration beside the moves, refuses one not offered, makes it without ending the turn,
     * and undo takes it back (the declarations API of any state).
     */
    @Test
    void declareStopsMakruksCountAndUndoTakesItBack() throws Exception {
        State start = ((varia.engine.game.EngineGame) Families.find("makruk", Map.of())).fromFen("2r1k3/8/8/8/8/4N3/8/R2K4 b - 128 126 30");
        StringWriter sw = new StringWriter();
        Terminal t = Terminal.seated(start, new String[] {"human", "human"}, 1,
                new BufferedReader(new StringReader("declare bogus\ndeclare stop-count\nfen\nundo\nfen\ndeclare\nundo\nundo\nquit\n")), new PrintWriter(sw), true);
        Trial trial = t.run();
        String out = sw.toString();
        assertTrue(out.contains("you may declare stop-count; moves:"), out);
        assertTrue(out.contains("'bogus' is not offered here: offered: stop-count"), out);
        assertTrue(out.contains("   declares stop-count"), out);
        assertTrue(out.contains("   2r1k3/8/8/8/8/4N3/8/R2K4 b - - 0 30"), "stopped: no count in the FEN: " + out);
        int undone = out.indexOf("took back the declaration");
        assertTrue(undone > 0 && out.indexOf("   2r1k3/8/8/8/8/4N3/8/R2K4 b - 128 126 30", undone) > 0, "undo restores the count: " + out);
        assertTrue(out.contains("nothing to undo"), "after the declaration taken back nothing is left: " + out);
        assertEquals(0, trial.size(), "a declaration is no action");
        assertEquals("2r1k3/8/8/8/8/4N3/8/R2K4 b - 128 126 30", t.state().text());
    }

    @Test
    void aCheckIsAnnouncedBesideTheMoves() throws Exception {
        Run r = play("chess", new String[] {"human", "human"}, 1, "e4\nf5\nQh5\nquit\n");
        java.util.List<String> p = prompts(r.out());
        assertEquals(4, p.size(), r.out());
        assertTrue(p.get(3).startsWith("   in check; moves:"), "Black is in check after Qh5+: " + r.out());
        assertFalse(p.get(2).contains("in check"), r.out());
    }

    @Test
    void goLetsTheComputerChooseForTheHuman() throws Exception {
        Run r = play("chaturaji", new String[] {"human", "random", "random", "random"}, 5, "go\nquit\n");
        Trial.Step decided = r.trial().steps().stream().filter(s -> !s.chance()).findFirst().orElseThrow();
        assertEquals(0, decided.seat(), "the human's seat moved: " + r.trial().steps());
        assertTrue(r.out().contains("   " + decided.text()), r.out());
    }

    @Test
    void positionPrintsTheStateAsText() throws Exception {
        Run r = play("chess", new String[] {"human", "human"}, 1, "e4\nposition\nquit\n");
        assertTrue(r.out().contains("   rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"), r.out());
    }

    @Test
    void saveWritesARecordThatReplaysAndNeverReplacesAFileUnasked(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("game.txt");
        Run r = play("ashtapada", new String[] {"human", "computer"}, 11, "1\nsave " + file + "\n1\nsave " + file + "\nquit\n");
        assertTrue(r.out().contains("saved "), r.out());
        assertTrue(r.out().contains("not saved: ") && r.out().contains("save --force " + file), r.out());
        Game g = Families.find("ashtapada", Map.of());
        Records.Replay first = g.records().replay(Files.readString(file, StandardCharsets.UTF_8));
        assertTrue(first.verdict().ok(), first.verdict().message());
        int saved = first.trial().size();
        Run again = play("ashtapada", new String[] {"human", "computer"}, 11, "1\n1\nsave --force " + file + "\nquit\n");
        assertTrue(again.out().contains("saved " + again.trial().size() + " actions"), again.out());
        Records.Replay second = g.records().replay(Files.readString(file, StandardCharsets.UTF_8));
        assertTrue(second.verdict().ok(), second.verdict().message());
        assertTrue(second.trial().size() > saved, saved + " then " + second.trial().size());
        assertEquals(again.trial().steps().stream().map(Trial.Step::text).toList(), second.trial().steps().stream().map(Trial.Step::text).toList());
    }

    @Test
    void loadReplaysARecordAndPlayGoesOnFromItsEnd(@TempDir Path dir) throws Exception {
        // a game saved after two human moves (and the computer's turns), then loaded into a fresh game
        Path file = dir.resolve("saved.txt");
        Run first = play("ashtapada", new String[] {"human", "computer"}, 11, "1\n1\nsave " + file + "\nquit\n");
        Run second = play("ashtapada", new String[] {"human", "computer"}, 99, "load " + file + "\nhistory\n1\nquit\n");
        assertTrue(second.out().contains("loaded "), second.out());
        java.util.List<String> saved = first.trial().steps().stream().map(Trial.Step::text).toList();
        java.util.List<String> after = second.trial().steps().stream().map(Trial.Step::text).toList();
        assertEquals(saved, after.subList(0, saved.size()), "the loaded game is the saved one");
        assertTrue(after.size() > saved.size(), "and goes on from its end: " + after);
        // the history numbers the loaded turns as the first game did
        String lastTurn = first.out().lines().filter(l -> l.matches("[0-9]+\\. (south|north).*")).reduce((a, b) -> b).orElseThrow();
        assertTrue(second.out().contains("   " + lastTurn.substring(0, lastTurn.indexOf('.') + 1)), lastTurn + " in " + second.out());
    }

    @Test
    void aFileThatIsNotThisGamesRecordLeavesTheGameAsItWas(@TempDir Path dir) throws Exception {
        Path chess = dir.resolve("chess.pgn"), missing = dir.resolve("none.txt");
        Files.writeString(chess, "[Variant \"chess\"]\n\n1. e4 e5 *\n");
        Run r = play("ashtapada", new String[] {"human", "human"}, 3, "1\nload " + chess + "\nload " + missing + "\nload\nquit\n");
        assertEquals(3, r.out().lines().filter(l -> l.contains("not loaded: ") || l.contains("load FILE")).count(), r.out());
        assertEquals(3, r.trial().size(), "south's throw and move and north's throw stay: " + r.trial().steps());
        // an engine game loads its PGN
        Path pgn = dir.resolve("game.pgn");
        Files.writeString(pgn, "[Event \"?\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n");
        Run c = play("chess", new String[] {"human", "human"}, 1, "load " + pgn + "\nposition\nquit\n");
        assertTrue(c.out().contains("   rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"), c.out());
        assertEquals(3, c.trial().size());
    }

    @Test
    void helpListsEveryCommand() throws Exception {
        Run r = play("chess", new String[] {"human", "human"}, 1, "help\nquit\n");
        for (String c : new String[] {"undo", "go", "claim", "declare", "history", "position", "fen", "save", "load", "board", "quit"})
            assertTrue(r.out().contains(c), c + " in " + r.out());
        assertFalse(r.out().contains("Exception"), r.out());
    }
}
