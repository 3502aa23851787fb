package varia.rules.hia;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import varia.notation.Offset;
import varia.variant.PieceType;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.VariantLoader;
import varia.rules.zones.Zone;
import varia.rules.zones.Zones;
import varia.rules.gating.Gates;

/** The piece keys 'zone' and 'gate' (docs/variant-format.md, "zones of influence and gating"). */
class ZoneKeysTest {

    static Variant load(String pieces) throws VariantException {
        String yaml = "name: T\nboard: {files: 8, ranks: 8}\npieces:\n" + pieces + "setup: 4k3/8/8/8/8/8/8/3HK3 w - - 0 1\n";
        return new VariantLoader().load("t", "t.yaml", yaml.getBytes(StandardCharsets.UTF_8));
    }

    static PieceType piece(Variant v, char letter) {
        return v.pieces().stream().filter(p -> p.letter() == letter).findFirst().orElseThrow();
    }

    static Zone zone(Variant v, char letter) {
        Zones z = v.rule(Zones.KEY);
        return z == null ? null : z.of(piece(v, letter).index());
    }

    static int gate(Variant v, char letter) {
        Gates g = v.rule(Gates.KEY);
        return g == null ? -1 : g.of(piece(v, letter).index());
    }

    @Test
    void defaultsAreTheEightNeighboursEnemiesOnlyNotStrict() throws VariantException {
        Variant v = load("  K: {moves: K, royal: true}\n  H: {moves: Q2, zone: {}}\n");
        Zone z = zone(v, 'H');
        assertEquals(Zone.NEIGHBOURS, z.offsets());
        assertFalse(z.affectsFriends());
        assertFalse(z.strict());
        assertNull(zone(v, 'K'));
        assertEquals(-1, gate(v, 'K'));
    }

    @Test
    void offsetsAffectsAllStrictAndGate() throws VariantException {
        Variant v = load("  K: {moves: K, royal: true, gate: H}\n"
                + "  H: {moves: Q2, zone: {squares: \"(0,1) (1,0)  (0,-1) (-1, 0) (2,2)\", affects: all, strict: true}}\n");
        Zone z = zone(v, 'H');
        assertEquals(List.of(new Offset(0, 1), new Offset(1, 0), new Offset(0, -1), new Offset(-1, 0), new Offset(2, 2)), z.offsets());
        assertTrue(z.affectsFriends());
        assertTrue(z.strict());
        assertEquals(piece(v, 'H').index(), gate(v, 'K'));
    }

    @Test
    void mistakesAreReportedAtTheirPlace() {
        assertEquals("t.yaml:5:41: pieces.H.zone.squares: (0,0) is the piece's own square; a zone lies around it",
                message("  H: {moves: Q2, zone: {squares: \"(1,0) (0,0)\"}}\n"));
        assertEquals("t.yaml:5:41: pieces.H.zone.squares lists (1,0) twice",
                message("  H: {moves: Q2, zone: {squares: \"(1,0) (1,0)\"}}\n"));
        assertEquals("t.yaml:5:34: pieces.H.zone.squares must be 'neighbours' or offsets from the piece such as"
                + " \"(0,1) (1,0) (0,-1) (-1,0)\" (dx to the owner's right, dy forward), not 'neighbors'; did you mean 'neighbours'?",
                message("  H: {moves: Q2, zone: {squares: neighbors}}\n"));
        assertEquals("t.yaml:5:33: pieces.H.zone.strict must be true or false; found 'yes'",
                message("  H: {moves: Q2, zone: {strict: yes}}\n"));
        assertEquals("t.yaml:5:24: pieces.H.zone must be a mapping such as '{squares: neighbours, affects: enemies,"
                + " strict: false}' (every key may be left out); found 'true'",
                message("  H: {moves: Q2, zone: true}\n"));
    }

    static String message(String hia) {
        VariantException e = assertThrows(VariantException.class, () -> load("  K: {moves: K, royal: true}\n" + hia));
        return e.getMessage();
    }
}
