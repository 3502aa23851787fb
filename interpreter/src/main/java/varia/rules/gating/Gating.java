package varia.rules.gating;

import java.util.BitSet;
import varia.engine.AfterMove;
import varia.engine.FenRights;
import varia.engine.Installer;
import varia.engine.Moves;
import varia.engine.Position;
import varia.rules.castling.Castling;
import varia.rules.drops.DropRule;
import varia.rules.drops.Drops;

/**
 * Gating in the engine. A fixed gate: a piece's first move leaves the gated piece on the square it
 * vacates. Gating from the hand (Seirawan chess): every legal first move of a piece that may gate
 * (a castling too, on the king's or the partner's square) comes also in one version per kind of
 * piece in hand that may stand there; the rights are the first-move marks, written as file letters.
 */
final class Gating implements FenRights, AfterMove {
    private final Gates gates;
    private final Castling castling;
    private final int types;
    /** Per (colour, type): where a piece of that type may be gated (its drop region), or null for anywhere. */
    private final boolean[][] allowed;

    private Gating(Gates gates, Installer in) {
        this.gates = gates;
        castling = in.variant().rule(Castling.KEY);
        types = in.variant().pieces().size();
        allowed = new boolean[2 * types][];
        Drops drops = in.variant().rule(Drops.KEY);
        if (drops != null)
            for (int t = 0; t < types; t++) {
                DropRule d = drops.of(t);
                if (d.region() == null) continue;
                for (int c = 0; c < 2; c++) {
                    BitSet b = in.region(d.region(), c);
                    allowed[c * types + t] = new boolean[in.geometry().squares];
                    for (int s = b.nextSetBit(0); s >= 0; s = b.nextSetBit(s + 1)) allowed[c * types + t][s] = true;
                }
            }
    }

    static void install(Gates gates, Installer in) {
        for (int t = 0; t < gates.byType().size(); t++) {
            int gated = gates.of(t);
            if (gated == Gates.NONE) continue;
            in.firstMoveRight(t);
            if (gated >= 0) in.firstMove(t, (p, from, type) -> p.placeOnOrigin(from, gated, p.sideToMove()));
        }
        Gating g = new Gating(gates, in);
        in.fenRights(g);
        if (!gates.fromHand()) return;
        in.hands(); // the reserve is written in the FEN even where nothing is ever dropped
        in.sourceOverMoves(g::generate); // installed after castling: castling moves gate too
        in.afterMove(g);
    }

    @Override public boolean fileRight(Position p, int sq) {
        int gate = gates.of(p.typeAt(sq));
        if (gate >= 0) return p.squareMarks().unmoved(sq);
        return gate == Gates.HAND && p.squareMarks().unmoved(sq) && Gates.holdsGatePieces(p, p.colourAt(sq));
    }

    private boolean mayStand(int colour, int type, int sq) {
        boolean[] a = allowed[colour * types + type];
        return a == null || a[sq];
    }

    /** The gating versions of the legal moves generated so far: one per piece in hand that may stand on the square left. */
    private int generate(Position p, int[] out, int n, boolean inCheck) {
        int us = p.sideToMove(), end = n;
        boolean any = false;
        for (int t = 0; t < types && !any; t++) any = p.inHand(us, t) > 0;
        if (!any) return n;
        for (int i = 0; i < end; i++) {
            int m = out[i], kind = Moves.kind(m), from = Moves.from(m);
            if (Moves.gates(m) || p.colourAt(from) != us) continue;
            if (kind == Moves.KIND_NORMAL) {
                if (Moves.promotion(m) >= 0 || !p.squareMarks().unmoved(from) || gates.of(p.typeAt(from)) != Gates.HAND) continue;
                n = addGates(p, out, n, m, from, false);
            } else if (kind == Moves.KIND_CASTLE && castling != null) {
                int to = Moves.to(m), rook = Moves.castleRook(m);
                int rookTo = p.geometry().square(castling.sides().get(Moves.castleSide(m)).rookToFile(), p.geometry().rankOf(from));
                if (gates.of(castling.kingType()) == Gates.HAND && p.squareMarks().unmoved(from) && to != from && rookTo != from)
                    n = addGates(p, out, n, m, from, false);
                if (gates.of(castling.rookType()) == Gates.HAND && p.squareMarks().unmoved(rook) && rook != to && rook != rookTo)
                    n = addGates(p, out, n, m, rook, true);
            }
        }
        return n;
    }

    private int addGates(Position p, int[] out, int n, int move, int square, boolean onPartner) {
        int us = p.sideToMove();
        for (int t = 0; t < types; t++) {
            if (p.inHand(us, t) == 0 || !mayStand(us, t, square)) continue;
            int g = Moves.gate(move, t, onPartner);
            if (p.isLegal(g)) out[n++] = g;
        }
        return n;
    }

    /** Its update only clears first-move marks (of pieces whose attacks never read them): it gives and takes no attack. */
    @Override public boolean givesAttacks() { return false; }

    @Override public boolean givesMoverAttacks() { return false; }

    @Override public boolean takesPlainAttacks() { return false; }

    /** A side that can no longer gate loses its gate rights (its pieces keep the marks castling still needs). */
    @Override public void afterMake(Position p, int move) {
        int mover = p.before().movedBy;
        if (Gates.holdsGatePieces(p, mover)) return;
        for (int i = 0; i < p.pieceCount(mover); i++) {
            int sq = p.pieceSquare(mover, i), type = p.typeAt(sq);
            if (gates.of(type) != Gates.HAND || !p.squareMarks().unmoved(sq) || p.hasInitialMove(type) || castlingNeeds(p, sq, type, mover)) continue;
            p.squareMarks().clearUnmoved(sq);
        }
    }

    /** Does a castling right still need this piece's first-move mark (an unmoved king with an unmoved partner on its rank)? */
    private boolean castlingNeeds(Position p, int sq, int type, int colour) {
        if (castling == null || type != castling.kingType() && type != castling.rookType()) return false;
        int other = type == castling.kingType() ? castling.rookType() : castling.kingType();
        int rank = p.geometry().rankOf(sq);
        for (int i = 0; i < p.pieceCount(colour); i++) {
            int s = p.pieceSquare(colour, i);
            if (s != sq && p.typeAt(s) == other && p.geometry().rankOf(s) == rank && p.squareMarks().unmoved(s)) return true;
        }
        return false;
    }
}
