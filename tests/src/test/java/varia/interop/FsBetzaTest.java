package varia.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import varia.interop.fs.FsBetza;
import varia.notation.Notation;

/**
 * Fairy-Stockfish's Betza dialect read as its code reads it (src/piece.cpp, src/bitboard.cpp), in
 * Varia's notation: where the two read the same letters differently the import must follow
 * Fairy-Stockfish, or the imported piece moves otherwise than on pychess.
 */
class FsBetzaTest {
    private static String moves(String fs) { return print(FsBetza.read(fs).moves()); }

    private static String print(java.util.List<varia.notation.MoveRule> r) { return r.isEmpty() ? "" : Notation.print(r); }

    @Test void theChessPawnIsItsStepAndCaptureWithTheDoubleStepAsAnInitialMove() {
        FsBetza.Result r = FsBetza.read("fmWfceFifmnD");
        assertEquals("fmWfcF", print(r.moves()));
        assertEquals("fmnD", print(r.initial()));
    }

    @Test void directionPairsOnAKingApplyToEachAtomByItsOwnTable() throws Exception {
        // Fairy-Stockfish pairs f and s into "fs": sideways for the W part, the forward diagonals for the F part
        assertEquals("sWfF", moves("fsK"));
        // Varia's own fsK would also step forward
        assertEquals("fsWfF", print(Notation.compile("fsK")));
    }

    @Test void orthogonalAtomsSplitPairsIntoSingleDirections() {
        assertEquals("fsW", moves("fsW")); // the xiangqi soldier across the river
        assertEquals("frW", moves("frW"));
    }

    @Test void lettersFairyStockfishSkipsAreNotesAndChangeTheMove() {
        FsBetza.Result r = FsBetza.read("mafsmafW"); // the janggi elephant's XBetza, which Fairy-Stockfish only shows
        assertEquals("fsmW", print(r.moves()));
        assertTrue(r.notes().get(0).contains("skips 'a'"), r.notes().toString());
    }

    @Test void ridersAndLameLeapsFairyStockfishCannotMoveGiveNoMoves() {
        assertEquals("", moves("DD"));
        assertTrue(FsBetza.read("DD").notes().get(0).contains("rider (DD) has no move"));
        assertEquals("", moves("nH"));
        assertEquals("NN", moves("NN"));
        assertEquals("nZ", moves("nZ"));
    }

    @Test void aGrasshopperIsWhatVariasNotationLacks() {
        FsBetza.Result r = FsBetza.read("gQ");
        assertEquals("", print(r.moves()));
        assertEquals(2, r.unsupported().size(), r.unsupported().toString());
    }

    @Test void initialCapturesAreNotMovesInFairyStockfish() {
        FsBetza.Result r = FsBetza.read("iK");
        assertEquals("mK", print(r.initial()));
        assertTrue(r.notes().get(0).contains("initial capture"), r.notes().toString());
    }

    @Test void halfAndChiralCodesOnOblique() {
        assertEquals("fhN", moves("fhN"));
        assertEquals("hlN", moves("hlN"));
        assertEquals("lfN", moves("lfN"));
    }

    @Test void aRangeIsOneDigitAndADoubledAtomRides() {
        assertEquals("K2", moves("K2"));
        assertEquals("R", moves("WW"));
        assertEquals("mRcpR", moves("mRcpR"));
    }
}
