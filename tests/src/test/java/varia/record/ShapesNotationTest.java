package varia.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The moves of issue 32's games in records (docs/records.md, "Moves"): each is written in SAN and
 * in coordinates and read back to the same move, so records of Byzantine and Tamerlane chess replay.
 */
class ShapesNotationTest {

    static void roundTrip(Variant v, String fen, String uci, String san) throws Exception {
        Position p = Position.fromFen(v, fen);
        int move = p.parseUci(uci);
        assertTrue(move != Moves.NONE, uci + " is legal in " + fen);
        San s = new San(v);
        assertEquals(san, s.write(p, move), "SAN of " + uci);
        MoveParser parser = new MoveParser(s);
        for (String written : new String[] {san, uci}) {
            MoveParser.Parsed parsed = parser.parse(p, written);
            assertTrue(parsed.ok(), () -> written + ": " + parsed.error());
            assertEquals(move, parsed.move(), written + " reads back as the same move");
        }
    }

    @Test
    void byzantinesRemovalAndItsPawnsAcrossTheSeam() throws Exception {
        Variant v = Variants.resolve("byzantine", java.util.Map.of());
        roundTrip(v, "7k8/16/4PP'10/K14b b - - 0 7", "xe2f2", "xe2f2");
        roundTrip(v, "P'RRP4p'rrp4/P'NNP4p'nnp4/P'BBP4p'bbp4/P'QKP4p'qkp4 w - - 0 1", "a1p1", "P'p1");
        roundTrip(v, "P'RRP4p'rrp4/P'NNP4p'nnp4/P'BBP4p'bbp4/P'QKP4p'qkp4 w - - 0 1", "b3p2", "Np2");
    }

    @Test
    void tamerlanesPawnOfPawnsAndTheSwap() throws Exception {
        Variant v = Variants.resolve("tamerlane", java.util.Map.of());
        // the relocation (a plain move promoting to the second journey's pawn)
        String relocate = TamerlaneFen.of("w", "-", "e10", "+P", "g1", "K", "c6", "r", "e6", "r", "h9", "k");
        roundTrip(v, relocate, "e10d5p'", "+Pd5=P'");
        // the second arrival, placed on g3
        roundTrip(v, TamerlaneFen.of("w", "-", "d9", "P'", "l1", "K", "h8", "k"), "d9d10@g3", "d9d10@g3");
        // the swap out of check
        roundTrip(v, TamerlaneFen.of("w", "-", "g2", "K", "b1", "R", "g8", "r", "c9", "k"), "g2b1", "Kg2:b1");
        // a king into the enemy's citadel
        roundTrip(v, TamerlaneFen.of("w", "-", "b9", "K", "g5", "k", "h6", "r"), "b9a9", "Ka9");
        // Forbes's refuge: the fugitive king's exchange with a prince, and the draw his owner declares
        Variant forbes = Variants.resolve("tamerlane", java.util.Map.of("refuge", "forbes"));
        String refuge = TamerlaneFen.of("w", "-", "a9", "K", "g5", "S", "h7", "k");
        roundTrip(forbes, refuge, "a9~g5", "a9~g5");
        roundTrip(forbes, refuge, "a9~=", "a9~=");
    }

    /** FENs of Tamerlane chess's 13x10 rectangle (holes written '*'). */
    static final class TamerlaneFen {
        static String of(String side, String rights, String... placements) {
            java.util.Map<String, String> at = new java.util.HashMap<>();
            for (int i = 0; i < placements.length; i += 2) at.put(placements[i], placements[i + 1]);
            StringBuilder sb = new StringBuilder();
            for (int rank = 10; rank >= 1; rank--) {
                int empty = 0;
                for (int file = 0; file < 13; file++) {
                    boolean hole = file == 0 && rank != 9 || file == 12 && rank != 2;
                    String piece = hole ? "*" : at.get((char) ('a' + file) + Integer.toString(rank));
                    if (piece == null) { empty++; continue; }
                    if (empty > 0) { sb.append(empty); empty = 0; }
                    sb.append(piece);
                }
                if (empty > 0) sb.append(empty);
                if (rank > 1) sb.append('/');
            }
            return sb + " " + side + " " + rights + " - 0 1";
        }
    }
}
