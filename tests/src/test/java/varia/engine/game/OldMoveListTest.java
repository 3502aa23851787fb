package varia.engine.game;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.game.Families;
import varia.game.Records;

/**
 * A game saved in the line format Varia's terminal wrote before its saves were PGN
 * ({@code # Varia game}; the format MoveListFormatTest wrote) still loads through the game API's
 * records, as play's {@code load} reads it: turned into PGN, then replayed and checked.
 */
class OldMoveListTest {
    static Records.Replay load(String game, String saved) throws Exception {
        Records r = Families.find(game, Map.of()).records();
        return r.replay(r.text("old.txt", saved.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aSavedGameFromAFenReplaysToItsEnd() throws Exception {
        Records.Replay r = load("chess", "# Varia game\nvariant chess\nfen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\nmoves a1a8\nresult 1-0 checkmate\n");
        assertTrue(r.verdict().ok(), r.verdict().message());
        assertEquals("1-0", r.trial().replay().score());
        assertEquals("R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1", r.trial().replay().text());
    }

    @Test
    void movesOverSeveralLinesFromTheStart() throws Exception {
        Records.Replay r = load("makruk", "# Varia game\nvariant makruk\nmoves a3a4 h6h5\nmoves b3b4\n");
        assertTrue(r.verdict().ok(), r.verdict().message());
        assertEquals(3, r.trial().size());
    }

    @Test
    void badSavesAreRefusedWithTheirReason() throws Exception {
        Records r = Families.find("makruk", Map.of()).records();
        assertEquals("line 2: expected 'variant', 'fen', 'moves' or 'result', not 'bogus'",
                assertThrows(IllegalArgumentException.class, () -> r.text("old.txt", "# Varia game\nbogus 1\n".getBytes(StandardCharsets.UTF_8))).getMessage());
        assertEquals("no 'variant' line in the saved game",
                assertThrows(IllegalArgumentException.class, () -> r.text("old.txt", "# Varia game\nmoves e2e4\n".getBytes(StandardCharsets.UTF_8))).getMessage());
        Records.Replay illegal = load("makruk", "# Varia game\nvariant makruk\nmoves e2e4\n");
        assertFalse(illegal.verdict().ok());
        assertTrue(illegal.verdict().message().contains("e2e4"), illegal.verdict().message());
        Records.Replay other = load("makruk", "# Varia game\nvariant chess\nmoves e2e4\n");
        assertFalse(other.verdict().ok(), "a saved game of another variant is not loaded into this one");
    }
}
