package varia.rules.castling;

import varia.engine.AfterMove;
import varia.engine.FenException;
import varia.engine.FenRights;
import varia.engine.Geometry;
import varia.engine.Installer;
import varia.engine.MoveKind;
import varia.engine.Moves;
import varia.engine.Ply;
import varia.engine.Position;

/**
 * Castling in the engine: the king and an unmoved partner on its rank, the squares between them
 * empty, the king not in check nor passing or landing on an attacked square; the rights in the
 * FEN's castling field; the first-move marks no right needs any more dropped, so that a position
 * reached by moves equals the one its FEN gives.
 */
final class CastlingMoves implements MoveKind, AfterMove, FenRights {
    private final Castling c;
    private final Geometry g;

    private CastlingMoves(Castling c, Geometry g) {
        this.c = c;
        this.g = g;
    }

    static void install(Castling c, Installer in) {
        CastlingMoves m = new CastlingMoves(c, in.geometry());
        in.firstMoveRight(c.kingType());
        in.firstMoveRight(c.rookType());
        in.source(m::generate);
        in.kind(Moves.KIND_CASTLE, m);
        in.afterMove(m);
        in.fenRights(m);
    }

    private int generate(Position p, int[] out, int n, boolean inCheck) {
        if (inCheck || c.freePhaseOnly() && !p.freeTurns() && !p.inOpeningSeries()) return n;
        int us = p.sideToMove(), them = us ^ 1;
        // the squares the king crosses must be safe only for a royal king (a king that may be taken castles
        // through attacks, as in Extinction chess)
        boolean royal = p.isRoyal(c.kingType(), us);
        int kingCode = Position.codeOf(c.kingType(), us), rookCode = Position.codeOf(c.rookType(), us);
        for (int i = 0; i < p.pieceCount(us); i++) {
            int k = p.pieceSquare(us, i);
            if (p.codeAt(k) != kingCode || !p.squareMarks().unmoved(k)) continue;
            int rank = g.rankOf(k), kf = g.fileOf(k);
            for (int s = 0; s < c.sides().size(); s++) {
                Castling.Side side = c.sides().get(s);
                if (side.colour() >= 0 && side.colour() != us) continue;
                int rookSq = partner(p, k, side, rookCode);
                if (rookSq < 0) continue;
                int rf = g.fileOf(rookSq);
                int lo = Math.min(Math.min(kf, rf), Math.min(side.kingToFile(), side.rookToFile()));
                int hi = Math.max(Math.max(kf, rf), Math.max(side.kingToFile(), side.rookToFile()));
                // every square between them and their landing squares empty; a hole there blocks (hole-crossing: open: is passed),
                // and neither lands on one
                boolean clear = !g.hasHoles || !g.isHole(g.square(side.kingToFile(), rank)) && !g.isHole(g.square(side.rookToFile(), rank));
                for (int f = lo; f <= hi && clear; f++) {
                    int sq = g.square(f, rank);
                    if (sq != k && sq != rookSq && (p.codeAt(sq) != 0 || g.blocks(sq))) clear = false;
                }
                if (!clear) continue;
                int step = Integer.signum(side.kingToFile() - kf);
                boolean safe = true;
                for (int f = kf; safe && royal; f += step) {
                    if (p.attacked(g.square(f, rank), them)) safe = false;
                    if (f == side.kingToFile() || step == 0) break;
                }
                if (!safe) continue;
                int move = Moves.castle(k, g.square(side.kingToFile(), rank), rookSq, s);
                if (p.isLegal(move)) out[n++] = move;
            }
        }
        return n;
    }

    /** The unmoved partner for a castling side: the outermost one on the king's rank on that side, or -1. */
    private int partner(Position p, int king, Castling.Side side, int rookCode) {
        int rank = g.rankOf(king), kf = g.fileOf(king);
        int step = side.towardsHigherFiles() ? -1 : 1;
        for (int f = side.towardsHigherFiles() ? g.files - 1 : 0; f != kf; f += step) {
            int sq = g.square(f, rank);
            if (p.codeAt(sq) == rookCode && p.squareMarks().unmoved(sq)) return sq;
        }
        return -1;
    }

    /** The partner's square: in the move, or (a gating castling, whose move holds the gated type) found again as generation found it. */
    private int partnerOf(Position p, int move) {
        if (!Moves.gates(move)) return Moves.castleRook(move);
        int from = Moves.from(move);
        return partner(p, from, c.sides().get(Moves.castleSide(move)), Position.codeOf(c.rookType(), Position.colourOfCode(p.codeAt(from))));
    }

    /** A gating castling leaves its piece on the king's square, or on the partner's. */
    @Override public int gateSquare(Position p, int move) {
        return (move & Moves.GATE_ON_PARTNER) != 0 ? partnerOf(p, move) : Moves.from(move);
    }

    @Override public void make(Position p, int move, Ply ply) {
        int from = Moves.from(move), to = Moves.to(move), rookFrom = partnerOf(p, move);
        Castling.Side side = c.sides().get(Moves.castleSide(move));
        int rookTo = g.square(side.rookToFile(), g.rankOf(from));
        ply.mover = p.codeAt(from);
        ply.capturedSquare = rookFrom; // kept for unmake: a gating castling's move does not hold it
        int rookCode = p.codeAt(rookFrom);
        p.removePiece(rookFrom);
        p.squareMarks().clearUnmoved(rookFrom);
        if (from != to) p.movePiece(from, to);
        p.putPiece(rookTo, Position.typeOfCode(rookCode), Position.colourOfCode(rookCode));
        p.squareMarks().clearSpecial(from);
        p.squareMarks().clearUnmoved(from);
        p.squareMarks().clearUnmoved(to);
        if (Moves.gates(move)) { // Seirawan chess: a piece from the hand on the king's or the partner's vacated square
            int gated = Moves.gatedType(move), at = (move & Moves.GATE_ON_PARTNER) != 0 ? rookFrom : from;
            p.changeHand(p.sideToMove(), gated, -1);
            p.putPiece(at, gated, p.sideToMove());
        }
        p.setHalfmove(p.halfmoveClock() + 1);
    }

    @Override public void unmake(Position p, int move, Ply ply) {
        int from = Moves.from(move), to = Moves.to(move);
        Castling.Side side = c.sides().get(Moves.castleSide(move));
        int rookTo = g.square(side.rookToFile(), g.rankOf(from)), rookFrom = ply.capturedSquare;
        if (Moves.gates(move)) {
            p.removePiece((move & Moves.GATE_ON_PARTNER) != 0 ? rookFrom : from);
            p.changeHand(ply.movedBy, Moves.gatedType(move), 1);
        }
        int rookCode = p.codeAt(rookTo);
        p.removePiece(rookTo);
        if (from != to) p.movePiece(to, from);
        p.putPiece(rookFrom, Position.typeOfCode(rookCode), Position.colourOfCode(rookCode));
    }

    @Override public boolean changesAttacks() { return false; } // first-move marks no piece's own moves need

    /** After a move of an unmoved king or partner, or the capture of an unmoved partner or of a king: drop the marks no right needs. */
    @Override public void afterMake(Position p, int move) {
        Ply h = p.before();
        if (c.byDrop() != null && Moves.kind(move) == Moves.KIND_DROP) rightsByDrop(p, p.typeAt(Moves.to(move)), Moves.to(move), h.movedBy);
        if (h.mover == 0) return;
        int from = Moves.from(move), type = Position.typeOfCode(h.mover);
        boolean own = h.wasUnmoved(from) && (type == c.kingType() || type == c.rookType());
        // a captured unmoved partner, or a captured king (a king that is no royal piece may be taken): its side's marks go
        boolean taken = h.captured != 0 && (Position.typeOfCode(h.captured) == c.rookType() && h.wasUnmoved(h.capturedSquare)
                || Position.typeOfCode(h.captured) == c.kingType());
        if (own || taken) tidy(p, h.movedBy, taken ? Position.colourOfCode(h.captured) : -1);
    }

    /**
     * Placement chess: a king dropped on its home square of the first rank gains the rights with the
     * partners on their home squares; a partner dropped on a home square gains its right when the
     * king stands on its home square. (Marks only in pairs: a right needs both.)
     */
    private void rightsByDrop(Position p, int type, int sq, int colour) {
        int rank = colour == 0 ? 0 : g.ranks - 1;
        if (g.rankOf(sq) != rank) return;
        int kingSq = g.square(c.byDrop().kingFile(), rank), rookCode = Position.codeOf(c.rookType(), colour);
        if (type == c.kingType() && sq == kingSq) {
            for (int f : c.byDrop().partnerFiles()) {
                int r = g.square(f, rank);
                if (p.codeAt(r) != rookCode) continue;
                p.squareMarks().setUnmoved(r);
                p.squareMarks().setUnmoved(kingSq);
            }
        } else if (type == c.rookType() && c.byDrop().partnerFiles().contains(g.fileOf(sq))
                && p.codeAt(kingSq) == Position.codeOf(c.kingType(), colour)) {
            p.squareMarks().setUnmoved(sq);
            p.squareMarks().setUnmoved(kingSq);
        }
    }

    /**
     * Drops the first-move marks that no castling right needs any more (a partner's once its king
     * has moved, a king's once no partner is left), unless the piece's own moves need them.
     */
    private void tidy(Position p, int mover, int capturedColour) {
        for (int colour = 0; colour < 2; colour++) {
            if (colour != mover && colour != capturedColour) continue;
            int kingCode = Position.codeOf(c.kingType(), colour), rookCode = Position.codeOf(c.rookType(), colour);
            int king = unmovedKing(p, colour);
            boolean anyPartner = false;
            if (king >= 0)
                for (Castling.Side side : c.sides()) anyPartner |= side.colour() != 1 - colour && partner(p, king, side, rookCode) >= 0;
            if (king >= 0 && !anyPartner && !ownFirstMove(p, c.kingType())) p.squareMarks().clearUnmoved(king);
            if (king >= 0 && anyPartner || ownFirstMove(p, c.rookType())) continue; // the partners keep their marks
            for (int i = 0; i < p.pieceCount(colour); i++) {
                int sq = p.pieceSquare(colour, i);
                if (p.codeAt(sq) == rookCode) p.squareMarks().clearUnmoved(sq);
            }
        }
    }

    /** The type's own first move differs (initial-only moves, gating, also from the hand), castling aside. */
    private static boolean ownFirstMove(Position p, int type) {
        var gates = p.variant().rule(varia.rules.gating.Gates.KEY);
        return p.hasInitialMove(type) || gates != null && gates.of(type) != varia.rules.gating.Gates.NONE;
    }

    private int unmovedKing(Position p, int colour) {
        int kingCode = Position.codeOf(c.kingType(), colour);
        for (int i = 0; i < p.pieceCount(colour); i++) {
            int sq = p.pieceSquare(colour, i);
            if (p.codeAt(sq) == kingCode && p.squareMarks().unmoved(sq)) return sq;
        }
        return -1;
    }

    private int king(Position p, int colour) {
        int kingCode = Position.codeOf(c.kingType(), colour);
        for (int sq = 0; sq < g.squares; sq++) if (p.codeAt(sq) == kingCode) return sq;
        return -1;
    }

    // ---------------------------------------------------------------- FEN

    @Override public boolean read(Position p, String token, int colour) throws FenException {
        if (token.length() != 1) return false;
        Castling.Side side = null;
        for (Castling.Side s : c.sides()) if (s.fenLetter() == Character.toUpperCase(token.charAt(0))) side = s;
        if (side == null) return false;
        if (side.colour() >= 0 && side.colour() != colour) {
            char own = side.colour() == 0 ? side.fenLetter() : Character.toLowerCase(side.fenLetter());
            throw new FenException("castling right '" + token + "': the castling '" + side.name() + "' is "
                    + (side.colour() == 0 ? "White" : "Black") + "'s only (write '" + own + "'); "
                    + (colour == 0 ? "White" : "Black") + " has no such castling");
        }
        int king = king(p, colour);
        if (king < 0) throw new FenException("castling right '" + token + "' but no " + (colour == 0 ? "White" : "Black") + " king");
        int rookCode = Position.codeOf(c.rookType(), colour), rank = g.rankOf(king), partner = -1;
        int step = side.towardsHigherFiles() ? -1 : 1;
        for (int f = side.towardsHigherFiles() ? g.files - 1 : 0; f != g.fileOf(king); f += step)
            if (p.codeAt(g.square(f, rank)) == rookCode) { partner = g.square(f, rank); break; }
        if (partner < 0) throw new FenException("castling right '" + token + "' but no partner on that side of the king");
        p.squareMarks().setUnmoved(king);
        p.squareMarks().setUnmoved(partner);
        return true;
    }

    /**
     * A partner named by its file letter (Shredder-FEN style): its king keeps its right too. Not
     * while the letter names a gate (Seirawan chess with pieces in hand), as Fairy-Stockfish reads it.
     */
    @Override public void readFileRight(Position p, int sq) {
        if (p.typeAt(sq) != c.rookType()) return;
        var gates = p.variant().rule(varia.rules.gating.Gates.KEY);
        if (gates != null && gates.of(c.rookType()) == varia.rules.gating.Gates.HAND
                && varia.rules.gating.Gates.holdsGatePieces(p, p.colourAt(sq))) return;
        int king = king(p, p.colourAt(sq));
        if (king >= 0) p.squareMarks().setUnmoved(king);
    }

    /** A colour's castling letters, before its file letters (Fairy-Stockfish's order: KQABCDEFGHkq...). */
    @Override public void writeColour(Position p, StringBuilder sb, int colour) {
        int king = king(p, colour);
        if (king < 0 || !p.squareMarks().unmoved(king)) return;
        for (Castling.Side s : c.sides())
            if (s.colour() != 1 - colour && partner(p, king, s, Position.codeOf(c.rookType(), colour)) >= 0)
                sb.append(colour == 0 ? s.fenLetter() : Character.toLowerCase(s.fenLetter()));
    }
}
