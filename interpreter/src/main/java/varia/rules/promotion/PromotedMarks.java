package varia.rules.promotion;

import varia.engine.AfterMove;
import varia.engine.Moves;
import varia.engine.Ply;
import varia.engine.Position;

/**
 * Which pieces on the board came from a promotion that remembers (promotion.demote-on-capture):
 * a mark set of the rule's own that follows the pieces, so that a captured one goes to the hand
 * as the piece it was ({@link varia.engine.Installer#promotedToHand}) and a FEN writes it {@code Q~}.
 */
final class PromotedMarks implements AfterMove {
    private final int set;
    /** Per type: its promotions are remembered. */
    private final boolean[] remembers;

    PromotedMarks(int set, boolean[] remembers) {
        this.set = set;
        this.remembers = remembers;
    }

    @Override public void afterMake(Position p, int move) {
        Ply h = p.before();
        int kind = Moves.kind(move), from = Moves.from(move), to = Moves.to(move);
        if (Moves.isSwap(move)) { // the royal and the partner change places: so do their marks
            boolean a = h.wasMarked(set, from), b = h.wasMarked(set, to);
            p.squareMarks().setMarked(set, from, b);
            p.squareMarks().setMarked(set, to, a);
            return;
        }
        if (kind != Moves.KIND_NORMAL && kind != Moves.KIND_EN_PASSANT) return; // drops place unpromoted pieces; castling moves none
        if (h.captured != 0) p.squareMarks().setMarked(set, h.capturedSquare, false);
        if (Moves.isMulti(move) && h.secondCaptured() != 0) p.squareMarks().setMarked(set, to, false);
        boolean promoted = h.wasMarked(set, from)
                || !Moves.isMulti(move) && Moves.promotion(move) >= 0 && remembers[Position.typeOfCode(h.mover)];
        if (from != to) p.squareMarks().setMarked(set, from, false);
        p.squareMarks().setMarked(set, to, promoted);
    }

    @Override public boolean changesAttacks() { return false; }
}
