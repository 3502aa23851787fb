package varia.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * A leg that moves or hops (XBetza {@code mp}: Grande Acedrex's unicorn, NmpafsyafW) goes on
 * whatever stands on its square, so the unicorn's captures are plain lame leaps in the reverse
 * rays: no conditional walk, and the opponent keeps its pins (issue 33: every move was made and
 * tested before, 0.13 of the game's speed under its other unicorn reading).
 */
class HopOrMoveLegTest {

    @Test void theUnicornsCapturesNeedNoWalk() throws Exception {
        MoveTables t = Compiled.of(Variants.resolve("grande-acedrex")).t;
        assertTrue(t.conditionalAttacks == null, "no capture of Grande Acedrex needs an occupied square on its way");
        assertFalse(t.hasHoppers[0] || t.hasHoppers[1], "neither side counts as having hoppers: pins stay on");
    }

    /** A leg that must hop ({@code p} alone) still needs its square occupied: its captures stay conditional. */
    @Test void aHopOnlyLegStaysConditional() throws Exception {
        java.nio.file.Path file = java.nio.file.Files.createTempFile("hop-unicorn", ".yaml");
        try {
            java.nio.file.Files.writeString(file, java.nio.file.Files.readString(varia.TestPaths.root().resolve("variants/grande-acedrex.yaml"))
                    .replace("NmpafsyafW", "NpafsyafW"));
            Variant hop = Variants.load(file, Map.of());
            assertNotNull(Compiled.of(hop).t.conditionalAttacks, "a capture after a hop needs the hopped square occupied");
        } finally {
            java.nio.file.Files.deleteIfExists(file);
        }
    }
}
