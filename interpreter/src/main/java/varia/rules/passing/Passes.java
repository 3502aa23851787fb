package varia.rules.passing;

import varia.engine.Ending;
import varia.engine.GameResult;
import varia.engine.Installer;
import varia.engine.MoveKind;
import varia.engine.Moves;
import varia.engine.Ply;
import varia.engine.Position;

/**
 * Passing in the engine: a pass is written as the royal piece moving to its own square (as
 * Fairy-Stockfish writes it); it is offered when the rules allow it here, fills the reserve where
 * a pass answers a capture (Shahrady), and enough passes in a row end the game.
 */
final class Passes implements MoveKind {
    private final Pass pass;
    /** A pass answers bikjang even in check (janggi). */
    private final boolean bikjang;
    /** State slot (Shahrady): 1 when the move that led here was a capture that opened an exchange. */
    private int opened = -1;

    private Passes(Pass pass, boolean bikjang) {
        this.pass = pass;
        this.bikjang = bikjang;
    }

    static void install(Pass pass, Installer in) {
        Passes ps = new Passes(pass, in.variant().rule(varia.rules.facing.Facing.KEY) == varia.rules.facing.Facing.BIKJANG);
        in.source(ps::generate);
        in.kind(Moves.KIND_PASS, ps);
        if (pass.endsAfter() > 0) in.ending(ps::ended);
        if (pass.afterCaptureToReserve()) {
            ps.opened = in.stateSlots(1);
            in.afterMove(ps::track);
        }
    }

    /**
     * Which capture opens an exchange (seed 003, rule 2). Pairs: a capture opens unless it answers
     * a capture that opened one (then both pieces are gone and the exchange is closed), so in the
     * seed's study 1...Bxb6 opens, 2.Qxg5 answers, 2...fxg5 opens again and 3.Pass is legal. Runs:
     * a capture opens only when the move before it captured nothing. The slot is not in the FEN,
     * as the last move is not: a position read from a FEN offers no pass.
     */
    private void track(Position p, int move) {
        Ply ply = p.before();
        boolean opens = ply.captured != 0 && (pass.exchangeRuns() ? !capturedBefore(p) : ply.state(opened) == 0);
        p.setState(opened, opens ? 1 : 0);
    }

    /** Did the move before the last one capture? */
    private static boolean capturedBefore(Position p) {
        Ply earlier = p.back(2);
        return earlier != null && earlier.captured != 0;
    }

    private int generate(Position p, int[] out, int n, boolean inCheck) {
        int king = p.royalSquare(p.sideToMove());
        if (king >= 0 && allowed(p, inCheck)) out[n++] = Moves.pass(king);
        return n;
    }

    private boolean allowed(Position p, boolean inCheck) {
        if (pass.afterCaptureToReserve()) // only right after the opponent's capture that opened an exchange, never in check
            return !inCheck && p.state(opened) != 0;
        return !inCheck || pass.inCheck() || bikjang && p.royalsFacing(); // in check only where allowed, or to answer bikjang
    }

    @Override public void make(Position p, int move, Ply ply) {
        p.setHalfmove(p.halfmoveClock() + 1);
        Ply last = p.before();
        if (pass.afterCaptureToReserve() && last != null && last.captured != 0)
            p.changeHand(p.sideToMove(), Position.typeOfCode(last.captured), 1); // the piece just lost goes to the reserve
    }

    @Override public void unmake(Position p, int move, Ply ply) {
        Ply last = p.before();
        if (pass.afterCaptureToReserve() && last != null && last.captured != 0)
            p.changeHand(ply.movedBy, Position.typeOfCode(last.captured), -1);
    }

    private GameResult ended(Position p) {
        int k = pass.endsAfter();
        if (p.ply() < k) return null;
        for (int i = 1; i <= k; i++) if (Moves.kind(p.back(i).move) != Moves.KIND_PASS) return null;
        return GameResult.of(p.sideToMove(), pass.endOutcome(), Ending.PASSES, "passes");
    }
}
