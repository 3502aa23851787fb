package varia.search;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.PieceType;
import varia.rules.turns.TurnRules;
import varia.variant.Variant;
import varia.variant.Variants;

/** The search with the engine's newer rules: free turns, passes, drops, values from the file. */
class EngineHooksSearchTest {
    /** Makruk with Senterej's free turns until the first capture (a test variant: senterej itself comes as a file). */
    static Variant freeMakruk() throws Exception {
        Variant m = Variants.resolve("makruk");
        return m.withRule(TurnRules.KEY, new TurnRules(true, null, List.of()));
    }

    @Test
    void freeTurnsMoveTheRequestedColourAndStayLegal() throws Exception {
        Variant v = freeMakruk();
        Position p = Position.fromFen(v, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR f - - 0 1");
        assertTrue(Searcher.freeTurns(p));
        Searcher s = new Searcher(v, 4);
        for (int colour = 0; colour < 2; colour++) {
            SearchResult r = s.search(p, Limits.depth(3), null, colour);
            assertTrue(SearcherTest.legal(p).contains(r.move()));
            assertEquals(colour, p.colourAt(Moves.from(r.move())), "a move of the colour asked for: " + p.moveToUci(r.move()));
        }
        // a short game, the computer alternating colours during the free phase, then the side to move: always legal
        int colour = 0;
        for (int ply = 0; ply < 40 && !p.result().isOver(); ply++) {
            boolean free = Searcher.freeTurns(p);
            SearchResult r = s.search(p, Limits.depth(2), null, free ? colour : p.sideToMove());
            assertTrue(SearcherTest.legal(p).contains(r.move()), p.toFen());
            p.make(r.move());
            colour ^= 1;
        }
    }

    @Test
    void passesAndDropsGiveLegalMovesWithNullMovePruning() throws Exception {
        for (String key : List.of("janggi", "shogi", "xiangqi")) {
            Variant v = Variants.resolve(key);
            Position p = Position.start(v);
            Searcher s = new Searcher(v, 4);
            for (int ply = 0; ply < 12; ply++) {
                SearchResult r = s.search(p, Limits.depth(4));
                assertTrue(SearcherTest.legal(p).contains(r.move()), key + " " + p.toFen());
                p.make(r.move());
            }
        }
    }

    @Test
    void aValueInTheFileWins() throws Exception {
        Variant m = Variants.resolve("makruk");
        List<PieceType> pieces = new ArrayList<>();
        for (PieceType t : m.pieces()) {
            pieces.add(t.letter() != 'R' ? t : t.withValue(6.5));
        }
        Variant v = m.withPieces(pieces);
        PieceValues pv = new PieceValues(v);
        int rook = v.pieceByLetter('R').index(), knight = v.pieceByLetter('N').index();
        assertEquals(650, pv.value(rook));
        assertFalse(pv.derived(rook));
        assertTrue(pv.derived(knight));
        assertEquals(300, pv.value(knight));
    }
}
