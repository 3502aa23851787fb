package varia.engine.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import varia.variant.Variants;

/**
 * What the engine's state says beside the board for a terminal ({@code State.situation}): a check,
 * plain or with the variant's named kinds (Shatar's shak for a rook's check), and nothing otherwise;
 * the words the engine's old terminal gave beside its board.
 */
class EngineSituationTest {
    @Test
    void aPlainCheck() throws Exception {
        EngineGame chess = EngineGame.of(Variants.resolve("chess"));
        assertEquals("in check", chess.fromFen("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1").situation());
        assertEquals("", chess.fromFen("4k3/8/8/8/8/8/8/3R2K1 b - - 0 1").situation());
    }

    @Test
    void aNamedCheck() throws Exception {
        EngineGame shatar = EngineGame.of(Variants.resolve("shatar"));
        assertEquals("check: shak", shatar.fromFen("r3k3/pp6/8/8/8/8/PP6/4R1K1 b - - 0 1").situation());
    }
}
