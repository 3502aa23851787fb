package varia.engine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import varia.game.State;
import varia.variant.Variants;

/**
 * Declarations through the game API: Makruk's counting side stops its count by choice (seed 004
 * section VI), which is no action: the turn stays, undo takes it back, and a copy keeps it.
 */
class StateDeclarationsTest {
    private static final String COUNTING = "2r1k3/8/8/8/8/4N3/8/R2K4 b - 128 126 30";
    private static final String STOPPED = "2r1k3/8/8/8/8/4N3/8/R2K4 b - - 0 30";

    private static State counting() throws Exception {
        return EngineGame.of(Variants.resolve("makruk")).fromFen(COUNTING);
    }

    @Test
    void stopCountIsOfferedMadeAndTakenBack() throws Exception {
        State s = counting();
        assertEquals(List.of("stop-count"), s.declarations());
        s.declare(0);
        assertEquals(STOPPED, s.text(), "the count stops");
        assertEquals(1, s.current(), "Black keeps the turn");
        assertEquals(List.of("count"), s.declarations(), "stopped: it may count again from nothing, not stop again");
        assertTrue(s.undo());
        assertEquals(COUNTING, s.text(), "undo restores the count");
        assertEquals(List.of("stop-count"), s.declarations());
        assertTrue(!s.undo(), "no action before the declaration");
    }

    @Test
    void anUndoAfterAMoveTakesTheMoveBackFirst() throws Exception {
        State s = counting();
        s.declare(0);
        s.apply(s.parseAction("Rc1"));
        assertTrue(s.undo());
        assertEquals(STOPPED, s.text(), "the move is taken back, the declaration stays");
        assertTrue(s.undo());
        assertEquals(COUNTING, s.text());
    }

    @Test
    void copiesKeepTheDeclaration() throws Exception {
        State s = counting();
        s.declare(0);
        s.apply(s.parseAction("Rc1"));
        State c = s.copy();
        assertEquals(s.text(), c.text());
        assertTrue(c.undo());
        assertEquals(STOPPED, c.text(), "the copy took the declaration too");
        State fresh = counting();
        s.copyFrom(fresh);
        assertEquals(COUNTING, s.text(), "copyFrom takes the declaration back where the games part");
        fresh.copyFrom(c);
        assertEquals(STOPPED, fresh.text());
    }

    @Test
    void nothingOfferedIsRefusedAndChangesNothing() throws Exception {
        State s = EngineGame.of(Variants.resolve("makruk")).start(2);
        String before = s.text();
        assertEquals(List.of(), s.declarations());
        assertThrows(IllegalStateException.class, () -> s.declare(0));
        assertEquals(before, s.text());
    }
}
