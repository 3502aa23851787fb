package varia.rules.drops;

import java.util.BitSet;
import varia.engine.Installer;
import varia.engine.MoveKind;
import varia.engine.Moves;
import varia.engine.Ply;
import varia.engine.Position;

/**
 * Hands in the engine: captured pieces to the captor's hand, drops as a move (where each piece's
 * rule allows: its region, never where it could not move again, not on a file that holds an own
 * piece of a type, not to mate), and the duty to drop first where the game has it.
 */
final class DropMoves implements MoveKind {
    private final Drops model;
    private final int types, squares;
    /** Per (colour, type): the drop region, or null for anywhere. */
    private final boolean[][] region;
    private final int[] fileOf;

    private DropMoves(Drops model, Installer in) {
        this.model = model;
        types = in.variant().pieces().size();
        squares = in.geometry().squares;
        region = new boolean[2 * types][];
        fileOf = new int[squares];
        for (int s = 0; s < squares; s++) fileOf[s] = in.geometry().fileOf(s);
        for (int t = 0; t < types; t++) {
            DropRule d = model.of(t);
            if (d.region() == null) continue;
            for (int c = 0; c < 2; c++) {
                BitSet b = in.region(d.region(), c);
                region[c * types + t] = new boolean[squares];
                for (int s = 0; s < squares; s++) region[c * types + t][s] = b.get(s);
            }
        }
    }

    static void install(Drops model, Installer in) {
        DropMoves d = new DropMoves(model, in);
        in.kind(Moves.KIND_DROP, d);
        if (model.mustDrop()) in.leadSource(d::generate); // while a side holds pieces it must drop one if it can
        else in.source(d::generate);
        if (model.capturesToHand()) {
            in.capturesToHand(model.demotesTo().stream().mapToInt(Integer::intValue).toArray());
            in.reversibleCaptures(); // captured pieces come back: no move is irreversible
        }
        if (model.byType().stream().anyMatch(DropRule::noMate)) in.filter(Moves.KIND_DROP, d::noMate);
    }

    private int generate(Position p, int[] out, int n, boolean inCheck) {
        int us = p.sideToMove();
        boolean needTest = p.dropNeedsTest(inCheck);
        for (int t = 0; t < types; t++) {
            if (p.inHand(us, t) == 0) continue;
            DropRule rule = model.of(t);
            boolean[] zone = region[us * types + t];
            int blockedFiles = 0; // a local mask: the no-mate test below generates replies recursively
            if (rule.noDoubledOn() >= 0) {
                int code = Position.codeOf(rule.noDoubledOn(), us);
                for (int i = 0; i < p.pieceCount(us); i++) {
                    int s = p.pieceSquare(us, i);
                    if (p.codeAt(s) == code) blockedFiles |= 1 << fileOf[s];
                }
            }
            boolean test = needTest || rule.noMate();
            for (int sq = 0; sq < squares; sq++) {
                if (p.codeAt(sq) != 0 || zone != null && !zone[sq] || p.stuck(us, t, sq)) continue;
                if ((blockedFiles >>> fileOf[sq] & 1) != 0) continue;
                int move = Moves.drop(t, sq);
                if (test && !p.isLegal(move)) continue;
                out[n++] = move;
                if (p.firstOnly()) return n;
            }
        }
        return n;
    }

    @Override public void make(Position p, int move, Ply ply) {
        int type = Moves.dropType(move), to = Moves.to(move);
        p.changeHand(p.sideToMove(), type, -1);
        p.putPiece(to, type, p.sideToMove());
        p.markUnmovedIfOnStart(to);
        p.setHalfmove(p.resetsClock(type) ? 0 : p.halfmoveClock() + 1);
    }

    @Override public void unmake(Position p, int move, Ply ply) {
        p.removePiece(Moves.to(move));
        p.changeHand(ply.movedBy, Moves.dropType(move), 1);
    }

    /** A drop of a piece that may not mate, giving checkmate, is illegal (uchifuzume). */
    private boolean noMate(Position p, int move) {
        if (!model.of(Moves.dropType(move)).noMate() || !p.inCheck()) return true;
        return p.hasLegalMove();
    }
}
