package varia.rules.refuge;

import java.util.BitSet;
import varia.engine.EndRule;
import varia.engine.Ending;
import varia.engine.GameResult;
import varia.engine.Installer;
import varia.engine.MoveKind;
import varia.engine.Moves;
import varia.engine.Ply;
import varia.engine.Position;

/**
 * The refuge in the engine: two rule actions ({@link Installer#action}) offered while the side's
 * royal piece stands on a refuge square. The exchange ({@code a9~g5}) changes the two pieces'
 * codes in place, so the piece lists keep their order and the royal count stays exact; the
 * declaration ({@code a9~=}) changes nothing on the board and ends the game drawn (an
 * {@link EndRule} that reads the last move).
 */
final class RefugeActions implements EndRule {
    private final int royal;
    private final long partners;
    private final boolean draw;
    /** Per colour and square: a refuge square of that side. */
    private final boolean[][] refuge;
    private final String[] names;
    private int swapId = -1, drawId = -1;

    private RefugeActions(Refuge r, Installer in) {
        royal = r.royal();
        long t = 0;
        for (int type : r.swap()) t |= 1L << type;
        partners = t;
        draw = r.draw();
        int squares = in.geometry().squares;
        refuge = new boolean[2][squares];
        names = new String[squares];
        for (int s = 0; s < squares; s++) names[s] = in.geometry().exists(s) ? in.geometry().name(s) : "";
        for (int c = 0; c < 2; c++) {
            BitSet b = in.region(r.region(), c);
            for (int s = b.nextSetBit(0); s >= 0; s = b.nextSetBit(s + 1)) refuge[c][s] = true;
        }
    }

    static void install(Refuge r, Installer in) {
        RefugeActions a = new RefugeActions(r, in);
        if (a.partners != 0) a.swapId = in.action(a.new Exchange());
        if (a.draw) {
            a.drawId = in.action(a.new Declaration());
            in.ending(a);
        }
        in.source(a::generate);
    }

    /** The square of the side's royal piece of the refuge's kind standing on a refuge square, or -1. */
    private int fugitive(Position p, int us) {
        for (int i = 0, n = p.pieceCount(us); i < n; i++) {
            int sq = p.pieceSquare(us, i);
            if (refuge[us][sq] && p.typeAt(sq) == royal) return sq;
        }
        return -1;
    }

    private int generate(Position p, int[] out, int n, boolean inCheck) {
        int us = p.sideToMove(), at = fugitive(p, us);
        if (at < 0) return n;
        if (swapId >= 0) {
            int count = p.pieceCount(us);
            int[] squares = new int[count]; // read before any move is tried (isLegal makes and unmakes)
            for (int i = 0; i < count; i++) squares[i] = p.pieceSquare(us, i);
            for (int sq : squares) {
                if (sq == at || (partners >>> p.typeAt(sq) & 1) == 0) continue;
                int m = Moves.action(swapId, at, sq);
                if (p.isLegal(m)) out[n++] = m;
            }
        }
        if (drawId >= 0) {
            int m = Moves.action(drawId, at, at);
            if (p.isLegal(m)) out[n++] = m;
        }
        return n;
    }

    @Override public GameResult check(Position p) {
        Ply b = p.before();
        if (b == null || Moves.kind(b.move) != Moves.KIND_DECLARE || Moves.actionId(b.move) != drawId) return null;
        return GameResult.draw(Ending.DECLARATION, "the fugitive king's owner declared the game drawn");
    }

    /** The royal piece in refuge and an own piece change places (codes changed in place: the piece lists keep their order). */
    private final class Exchange implements MoveKind {
        @Override public void make(Position p, int move, Ply ply) {
            int a = Moves.from(move), b = Moves.to(move), ca = p.codeAt(a), cb = p.codeAt(b);
            p.changePiece(a, cb);
            p.changePiece(b, ca);
            for (int sq : new int[] {a, b}) {
                p.squareMarks().clearSpecial(sq);
                p.squareMarks().clearUnmoved(sq);
            }
            p.setHalfmove(p.halfmoveClock() + 1);
        }

        @Override public void unmake(Position p, int move, Ply ply) {
            int a = Moves.from(move), b = Moves.to(move), ca = p.codeAt(a), cb = p.codeAt(b);
            p.changePiece(a, cb);
            p.changePiece(b, ca);
        }

        @Override public String name(Position p, int move) { return names[Moves.from(move)] + "~" + names[Moves.to(move)]; }

        @Override public String refusal(Position p, int move) {
            return "no royal piece in refuge on " + names[Moves.from(move)] + " may change places with a piece on " + names[Moves.to(move)];
        }
    }

    /** The owner of the royal piece in refuge declares the game drawn: nothing moves. */
    private final class Declaration implements MoveKind {
        @Override public void make(Position p, int move, Ply ply) { p.setHalfmove(p.halfmoveClock() + 1); }

        @Override public void unmake(Position p, int move, Ply ply) {}

        @Override public String name(Position p, int move) { return names[Moves.from(move)] + "~="; }

        @Override public String refusal(Position p, int move) { return "no royal piece of the side to move is in refuge on " + names[Moves.from(move)]; }
    }
}
