package varia.record;

import static org.junit.jupiter.api.Assertions.*;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Declarations in records ({@code {[%declare stop-count]}}, {@link Declarations}): Makruk's counting
 * side stopping its count by choice (seed 004 section VI, "Battle without Pawns": counting stops when
 * the side at a disadvantage "thinks that he's no more in disadvantage"), read by validate, written
 * and read back by play's save and load.
 */
class DeclarationsTest {
    static final Variant MAKRUK = varia.rules.RulesPlay.variant("makruk");

    /** Black counts with two plies left; the stop keeps the game going past the count's end. */
    static final String FEN = "2r1k3/8/8/8/8/4N3/8/R2K4 b - 128 126 30";

    static Verdict validate(String movetext) throws Exception { return validate(FEN, movetext); }

    static Verdict validate(String fen, String movetext) throws Exception {
        String pgn = "[Variant \"makruk\"]\n[FEN \"" + fen + "\"]\n\n" + movetext + "\n";
        try (PgnReader r = PgnReader.of(pgn)) {
            return new Validator(MAKRUK).validate(r.next());
        }
    }

    @Test
    void aStopBeforeTheFirstMoveKeepsTheGameGoing() throws Exception {
        Verdict stopped = validate("{[%declare stop-count]} 30... Ke7 31. Ra2 Ke8 32. Ra3 Ke7 *");
        assertTrue(stopped.ok(), () -> String.valueOf(stopped.failure()));
        assertEquals(5, stopped.plies());
        Verdict counted = validate("30... Ke7 31. Ra2 Ke8 32. Ra3 Ke7 *");
        assertFalse(counted.ok(), "without the stop the count expires after 31. Ra2");
        assertTrue(counted.failure().reason().contains("already over"), counted.failure().reason());
    }

    @Test
    void aStopAfterAMoveAndAnAnnouncementAgain() throws Exception {
        String text = "30... Ke7 31. Ra2 {[%declare stop-count]} Ke8 32. Ra3 Ke7 33. Ra4 {[%declare count]} Ke8 *";
        String fen = "2r1k3/8/8/8/8/4N3/8/R2K4 b - 128 120 30";
        Verdict v = validate(fen, text);
        assertTrue(v.ok(), () -> String.valueOf(v.failure()));
        Game rec;
        try (PgnReader r = PgnReader.of("[FEN \"" + fen + "\"]\n\n" + text + "\n")) { rec = r.next(); }
        varia.engine.Position pos = varia.engine.Position.fromFen(MAKRUK, fen);
        Replay.Result done = Replay.moves(pos, rec.preComment(), rec.moves(), new MoveParser(new San(MAKRUK)), null);
        assertTrue(done.complete());
        assertEquals("2r1k3/8/8/8/R7/4N3/8/3K4 w - 128 1 34", pos.toFen(), "the count announced again after 33. Ra4 ran one ply");
    }

    @Test
    void aDeclarationTheRulesDoNotOfferIsAnErrorAtItsMove() throws Exception {
        Verdict v = validate("30... Ke7 {[%declare stop-count]} 31. Ra2 *");
        assertFalse(v.ok());
        assertEquals("Ke7", v.failure().written());
        assertTrue(v.failure().reason().contains("after this move, the declaration 'stop-count' is not offered here (the rules offer none)"),
                v.failure().reason());
    }

    /** The game API's records (what play's save and load use) write the declaration and replay it. */
    @Test
    void saveAndLoadKeepTheDeclaration(@TempDir Path dir) throws Exception {
        varia.engine.game.EngineGame game = (varia.engine.game.EngineGame) varia.game.Families.find("makruk", java.util.Map.of());
        varia.game.Trial t = new varia.game.Trial(game, 2, java.util.Map.of(), FEN);
        varia.game.State g = t.begin();
        assertEquals(java.util.List.of("stop-count"), g.declarations());
        t.declare(g, "stop-count");
        t.apply(g, g.parseAction("e8e7"));
        assertTrue(g.undo());
        t.drop(1);
        assertTrue(g.declarations().contains("count"), "undoing the move keeps the declaration before it");
        assertEquals(1, t.declarations().size(), "and the trial keeps it");
        assertTrue(g.undo());
        assertTrue(t.undeclare());
        assertEquals(java.util.List.of("stop-count"), g.declarations(), "the declaration is taken back");
        t.declare(g, "stop-count");
        for (String m : new String[] {"e8e7", "a1a2", "e7e8", "a2a3"}) t.apply(g, g.parseAction(m));
        String w = game.records().write(t, g, java.util.Map.of());
        assertTrue(w.contains("{[%declare stop-count]} 30... Ke7"), w);
        Path f = dir.resolve("g.pgn");
        Files.writeString(f, w);
        varia.game.Records.Replay r = game.records().replay(Files.readString(f));
        assertTrue(r.verdict().ok(), r.verdict().message());
        varia.game.State back = r.trial().replay();
        assertEquals(g.text(), back.text());
        assertEquals(-1, ((varia.engine.game.PositionState) back).position().countMovesLeft(), "the count is still stopped");
    }

}
