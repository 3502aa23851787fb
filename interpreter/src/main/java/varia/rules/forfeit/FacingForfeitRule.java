package varia.rules.forfeit;

import varia.engine.AfterMove;
import varia.engine.Ending;
import varia.engine.FenRights;
import varia.engine.GameResult;
import varia.engine.Geometry;
import varia.engine.Installer;
import varia.engine.Position;

/**
 * The facing rules in the engine. One state slot: bit 0 / 1 = White / Black forfeited its win,
 * bit 2 = the royal pieces face each other in this position (so that the move that makes them face
 * is known). The forfeits are in the hash and in the FEN's castling field as {@code X} (White) and
 * {@code x} (Black), Varia's extension.
 */
final class FacingForfeitRule implements AfterMove, FenRights {
    private static final int FACING = 4;
    private final FacingForfeit rule;
    private final int slot;
    private final long[] keys;
    private final Geometry g;

    private FacingForfeitRule(FacingForfeit rule, Installer in) {
        this.rule = rule;
        slot = in.stateSlots(1);
        keys = in.hashKeys(2);
        g = in.geometry();
    }

    static void install(FacingForfeit rule, Installer in) {
        FacingForfeitRule r = new FacingForfeitRule(rule, in);
        if (rule.forfeits()) {
            in.afterMove(r);
            in.fenRights(r);
            in.noMoves(r::forfeitedMate);
        }
        if (rule.screenCheckDraws()) in.ending(r::screenCheck);
    }

    private boolean forfeited(Position p, int colour) { return (p.state(slot) >>> colour & 1) != 0; }

    private void forfeit(Position p, int colour) {
        if (forfeited(p, colour)) return;
        p.setState(slot, p.state(slot) | 1 << colour);
        p.toggleHash(keys[colour]);
    }

    @Override public void afterSetup(Position p) {
        p.setState(slot, (p.state(slot) & 3) | (p.royalsFacing() ? FACING : 0));
    }

    @Override public boolean changesAttacks() { return false; } // a state slot only

    /** Seed 004 section X: the player whose move makes his general face the other, unobstructed, forfeits his win. */
    @Override public void afterMake(Position p, int move) {
        boolean facing = p.royalsFacing(), was = (p.before().state(slot) & FACING) != 0;
        p.setState(slot, (p.state(slot) & 3) | (facing ? FACING : 0));
        if (facing && !was) forfeit(p, p.before().movedBy);
    }

    /** A checkmate given by a side that forfeited its win is a draw. */
    private GameResult forfeitedMate(Position p, boolean inCheck) {
        return inCheck && forfeited(p, p.sideToMove() ^ 1)
                ? GameResult.draw(Ending.DRAWN_CHECKMATE, "checkmate by a side that forfeited its win (facing generals)") : null;
    }

    /**
     * Seed 004 section X: the royal pieces on one file with one piece between them, of the side
     * that just moved, which checks the other royal piece and is defended by nothing but its own
     * royal piece: a draw.
     */
    private GameResult screenCheck(Position p) {
        int us = p.sideToMove() ^ 1, ours = p.royalSquare(us), theirs = p.royalSquare(us ^ 1);
        if (ours < 0 || theirs < 0 || g.fileOf(ours) != g.fileOf(theirs) || p.ply() == 0) return null;
        int step = ours < theirs ? g.files : -g.files, screen = -1;
        for (int sq = ours + step; sq != theirs; sq += step) {
            if (p.codeAt(sq) == 0) continue;
            if (screen >= 0) return null; // two pieces between
            screen = sq;
        }
        if (screen < 0 || p.colourAt(screen) != us || !p.attacksSquare(screen, theirs, false)) return null;
        for (int i = 0, n = p.pieceCount(us); i < n; i++) {
            int sq = p.pieceSquare(us, i);
            if (sq != screen && !p.isRoyalType(p.typeAt(sq)) && p.attacksSquare(sq, screen, true)) return null; // defended
        }
        return GameResult.draw(Ending.BIKJANG, "check by the lone piece between the generals, undefended");
    }

    // ---------------------------------------------------------------- FEN: X (White), x (Black) in the castling field

    @Override public String letters() { return "X"; }

    @Override public boolean read(Position p, String token, int colour) {
        if (!token.equalsIgnoreCase("X")) return false;
        forfeit(p, colour);
        return true;
    }

    @Override public void write(Position p, StringBuilder sb) {
        if (forfeited(p, 0)) sb.append('X');
        if (forfeited(p, 1)) sb.append('x');
    }
}
