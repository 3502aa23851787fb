package varia.rules.impasse;

import varia.engine.Ending;
import varia.engine.GameResult;
import varia.engine.Geometry;
import varia.engine.Installer;
import varia.engine.MoveKind;
import varia.engine.Moves;
import varia.engine.Ply;
import varia.engine.Position;

/**
 * The entering-king declaration in the engine: a move ({@code win}, as USI writes it) offered when
 * the side may declare; it ends the game, won by the declarer or drawn on 24-30 points.
 */
final class Declaration implements MoveKind {
    private final Impasse im;
    private final Geometry g;
    private final long big;

    private Declaration(Impasse im, Geometry g) {
        this.im = im;
        this.g = g;
        long b = 0;
        for (int t : im.bigPieces()) b |= 1L << t;
        big = b;
    }

    static void install(Impasse im, Installer in) {
        Declaration d = new Declaration(im, in.geometry());
        in.source(d::generate);
        in.kind(Moves.KIND_DECLARE, d);
        in.ending(d::ended);
    }

    private int generate(Position p, int[] out, int n, boolean inCheck) {
        int us = p.sideToMove();
        if (inCheck) return n;
        if (im.rule() == Impasse.Rule.JISHOGI_24 ? inCamp(p, us) && inCamp(p, us ^ 1) : points(p, us) >= minimum(us))
            out[n++] = Moves.declare(p.royalSquare(us));
        return n;
    }

    /** Does the side's royal piece stand in its enemy camp? */
    private boolean inCamp(Position p, int colour) {
        int king = p.royalSquare(colour);
        return king >= 0 && g.relativeRank(king, colour) >= g.ranks - im.campRanks();
    }

    /** Jishogi points: every piece on the board and in hand but the royal ones. */
    private int allPoints(Position p, int colour) {
        int points = 0;
        for (int i = 0; i < p.pieceCount(colour); i++) {
            int t = p.typeAt(p.pieceSquare(colour, i));
            if (!p.isRoyalType(t)) points += (big >>> t & 1) != 0 ? 5 : 1;
        }
        for (int t = 0, n = p.variant().pieces().size(); t < n; t++) points += p.inHand(colour, t) * ((big >>> t & 1) != 0 ? 5 : 1);
        return points;
    }

    /** Points for the declaration, or -1 when the side may not declare (royal piece outside the enemy camp, too few others there). */
    private int points(Position p, int colour) {
        int king = p.royalSquare(colour);
        if (king < 0) return -1;
        int campFrom = g.ranks - im.campRanks();
        if (g.relativeRank(king, colour) < campFrom) return -1;
        int inCamp = 0, points = 0;
        for (int i = 0; i < p.pieceCount(colour); i++) {
            int sq = p.pieceSquare(colour, i), t = p.typeAt(sq);
            if (p.isRoyalType(t) || g.relativeRank(sq, colour) < campFrom) continue;
            inCamp++;
            points += (big >>> t & 1) != 0 ? 5 : 1;
        }
        if (inCamp < im.piecesInCamp()) return -1;
        for (int t = 0, n = p.variant().pieces().size(); t < n; t++) points += p.inHand(colour, t) * ((big >>> t & 1) != 0 ? 5 : 1);
        return points;
    }

    /** The fewest points with which a side may declare. */
    private int minimum(int colour) { return im.rule() == Impasse.Rule.POINTS_27 ? (colour == 0 ? 28 : 27) : 24; }

    @Override public void make(Position p, int move, Ply ply) {}

    @Override public void unmake(Position p, int move, Ply ply) {}

    /** The side that declared (it moved last) wins, or draws on 24-30 points under the 24-point rule. */
    private GameResult ended(Position p) {
        Ply last = p.before();
        if (last == null || Moves.kind(last.move) != Moves.KIND_DECLARE || Moves.actionId(last.move) != 0) return null;
        int declarer = last.movedBy;
        if (im.rule() == Impasse.Rule.JISHOGI_24) { // seed 004 section XIII: under 24 loses, both at 24 or more draw
            int mine = allPoints(p, declarer), theirs = allPoints(p, declarer ^ 1);
            String why = "impasse (jishogi), " + mine + " to " + theirs + " points";
            if (mine < 24) return GameResult.win(declarer ^ 1, Ending.DECLARATION, why);
            if (theirs < 24) return GameResult.win(declarer, Ending.DECLARATION, why);
            return GameResult.draw(Ending.DECLARATION, why);
        }
        boolean wins = im.rule() == Impasse.Rule.POINTS_27 || points(p, declarer) >= 31;
        return wins ? GameResult.win(declarer, Ending.DECLARATION, "entering-king declaration")
                : GameResult.draw(Ending.DECLARATION, "entering-king declaration, 24-30 points");
    }
}
