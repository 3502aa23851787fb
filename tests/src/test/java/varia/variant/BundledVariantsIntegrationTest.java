package varia.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The bundled files with the REAL notation compiler ({@code Notation.compile}). Needs the notation
 * branch: until it is merged these tests fail with "the movement compiler failed".
 */
@Tag("needs-notation")
class BundledVariantsIntegrationTest {

    @Test
    void everyBundledVariantLoads() throws Exception {
        for (String key : Variants.bundled()) {
            Variant v = Variants.resolve(key);
            assertEquals(key, v.key());
            for (PieceType p : v.pieces()) assertFalse(p.moves().isEmpty(), key + " " + p.letter());
        }
    }

    @Test
    void chessPawnHasItsSpecialMoves() throws Exception {
        PieceType pawn = Variants.resolve("chess").pieceByLetter('P');
        assertTrue(pawn.moves().stream().anyMatch(m -> m.initialOnly() && m.createsEnPassant()));
        assertTrue(pawn.moves().stream().anyMatch(m -> m.leg().modes().contains(varia.notation.Mode.EN_PASSANT)));
    }

    @Test
    void shatranjAndMakrukPawnsHaveNoDoubleStep() throws Exception {
        for (String key : new String[] {"shatranj", "makruk"}) {
            PieceType pawn = Variants.resolve(key).pieceByLetter('P');
            assertTrue(pawn.moves().stream().noneMatch(m -> m.initialOnly()), key);
        }
    }

    @Test
    void realNotationErrorsPointAtTheBadLetter() throws Exception {
        for (String file : new String[] {"bad-notation.yaml", "bad-notation-quoted.yaml"}) {
            byte[] bytes;
            try (var in = getClass().getClassLoader().getResourceAsStream("bad-variants/" + file)) {
                bytes = in.readAllBytes();
            }
            VariantException e = org.junit.jupiter.api.Assertions.assertThrows(VariantException.class,
                    () -> new VariantLoader().load("bad", file, bytes));
            assertEquals(1, e.diagnostics().size(), e.getMessage());
            String column = file.contains("quoted") ? "28" : "27";
            assertTrue(e.getMessage().startsWith(file + ":5:" + column + ": pieces.R.moves: "), e.getMessage());
        }
    }
}
