package varia.protocol;

import java.util.ArrayList;
import java.util.List;
import varia.engine.Moves;
import varia.engine.Position;

/** Helpers shared by the protocol front ends. */
final class EngineSupport {
    private EngineSupport() {}

    /** The moves of a principal variation in coordinate notation (the position is restored). Stops at the first move that is not legal. */
    static List<String> pvToUci(Position pos, int[] pv) {
        List<String> out = new ArrayList<>();
        int[] buf = new int[Moves.MAX_MOVES];
        int made = 0;
        for (int m : pv) {
            int n = pos.legalMoves(buf);
            boolean ok = false;
            for (int i = 0; i < n && !ok; i++) ok = buf[i] == m;
            if (!ok) break;
            out.add(pos.moveToUci(m));
            pos.make(m);
            made++;
        }
        for (int i = 0; i < made; i++) pos.unmake();
        return out;
    }

    /**
     * The colour the engine moves for: the side to move, or while turns are free (Senterej's
     * werera, FEN side {@code f}) the colour by the parity of the moves played since the given
     * position (White first): the protocols still alternate turns, so the engine plays one move
     * for each side in turn, as the terminal game does.
     */
    static int colourToPlay(Position pos, int pliesSinceSetup) {
        return varia.search.Searcher.freeTurns(pos) ? pliesSinceSetup & 1 : pos.sideToMove();
    }

    /** The first legal move, or {@code Moves.NONE}: the answer when a search failed. */
    static int anyLegalMove(Position pos) {
        try {
            int[] buf = new int[Moves.MAX_MOVES];
            return pos.legalMoves(buf) > 0 ? buf[0] : Moves.NONE;
        } catch (RuntimeException e) {
            return Moves.NONE;
        }
    }

    static int legalCount(Position pos) {
        return pos.legalMoves(new int[Moves.MAX_MOVES]);
    }
}
