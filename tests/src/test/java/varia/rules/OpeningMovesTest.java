package varia.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import varia.engine.Moves;
import varia.engine.Perft;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.VariantLoader;

/**
 * play.opening-moves, the component behind compulsory openings such as Shatar's 1.d4 d5 (seed
 * 001 and seed 004 section VIII: "the first two moves of the game are obligatory"): from the
 * setup only the listed moves are legal, one per ply, then play is free. Shown on chess with
 * 1.e4 e5 so the counts are well known.
 */
class OpeningMovesTest {
    static Variant chessWithOpening() throws Exception {
        String text = Files.readString(Path.of(System.getProperty("varia.root", ".."), "variants", "chess.yaml"));
        return new VariantLoader().load("chess-e4-e5", "chess-e4-e5.yaml", text + "\nplay: {opening-moves: [e2e4, e7e5]}\n");
    }

    @Test
    void onlyTheCompulsoryMovesThenFreePlay() throws Exception {
        Position p = Position.start(chessWithOpening());
        int[] moves = new int[Moves.MAX_MOVES];
        assertEquals(1, p.legalMoves(moves));
        assertEquals("e2e4", p.moveToUci(moves[0]));
        assertEquals(1, Perft.perft(p, 2), "Black's reply is compulsory too");
        assertEquals(29, Perft.perft(p, 3), "after 1.e4 e5 White has its 29 ordinary moves");
    }

    @Test
    void aPositionNotAtTheSetupHasNoCompulsoryMoves() throws Exception {
        Position p = Position.fromFen(chessWithOpening(), "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1");
        assertEquals(20, p.legalMoves(new int[Moves.MAX_MOVES]));
    }
}
