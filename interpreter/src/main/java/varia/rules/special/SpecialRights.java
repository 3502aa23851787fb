package varia.rules.special;

import varia.engine.AfterMove;
import varia.engine.FenException;
import varia.engine.FenRights;
import varia.engine.Geometry;
import varia.engine.Installer;
import varia.engine.Moves;
import varia.engine.Ply;
import varia.engine.Position;

/**
 * Once-only special moves in the engine: the moves are rays usable while the piece holds its
 * right (a mark on its square); the right moves with a piece that may use it later, is lost by
 * using it, by being checked or by an enemy piece aiming along its rank or file, as the file says;
 * the FEN writes it as the file letter on the first rank, or elsewhere as the square.
 */
final class SpecialRights implements AfterMove, FenRights {
    private final SpecialMoves model;
    private final Geometry g;
    private final boolean[] firstOnly, lostOnCheck;
    private final long[] aimMask;
    /** A right this rule can take away belongs to a special move that captures (it then changes attacks). */
    private final boolean losesAttacks;
    /** Some right is lost by check or aim: else no holder need be visited after a move. */
    private final boolean losable;
    /** Some right is lost by an enemy piece's aim (else only the side to move's holders are visited). */
    private final boolean aims;

    private SpecialRights(SpecialMoves model, Geometry g) {
        this.model = model;
        this.g = g;
        int types = model.byType().size();
        firstOnly = new boolean[types];
        lostOnCheck = new boolean[types];
        aimMask = new long[types];
        for (int t = 0; t < types; t++) {
            SpecialMove s = model.of(t);
            if (s == null) continue;
            firstOnly[t] = s.firstMoveOnly();
            lostOnCheck[t] = s.lostOnCheck();
            for (int a : s.lostWhenAimedBy()) aimMask[t] |= 1L << a;
        }
        boolean loses = false, any = false;
        boolean aimed = false;
        for (int t = 0; t < types; t++) {
            any |= lostOnCheck[t] || aimMask[t] != 0;
            aimed |= aimMask[t] != 0;
        }
        losable = any;
        aims = aimed;
        for (int t = 0; t < types; t++) {
            SpecialMove s = model.of(t);
            if (s != null && (lostOnCheck[t] || aimMask[t] != 0))
                loses |= s.moves().stream().anyMatch(m -> m.leg().modes().contains(varia.notation.Mode.CAPTURE));
        }
        losesAttacks = loses;
    }

    /**
     * Only a right lost by check or aim changes what the opponent attacks (a right that travels
     * with the mover is the mover's own): when no such right belongs to a capturing move (Ouk
     * Chatrang's king leaps only to empty squares), a move is judged by its two squares.
     */
    @Override public boolean changesAttacks() { return losesAttacks; }

    /** Rights are only lost, or travel with the mover's own piece: the opponent gains no attack. */
    @Override public boolean givesAttacks() { return false; }

    /** A right kept for later moves travels with the mover to its destination, where the move's own lines are read. */
    @Override public boolean givesMoverAttacks() { return false; }

    /** Only rights are taken: an attack that needs none stays. */
    @Override public boolean takesPlainAttacks() { return false; }

    static void install(SpecialMoves model, Installer in) {
        for (int t = 0; t < model.byType().size(); t++) {
            SpecialMove s = model.of(t);
            if (s != null) in.specialMoves(t, s.moves(), s.notInCheck());
        }
        SpecialRights r = new SpecialRights(model, in.geometry());
        in.afterMove(r);
        in.fenRights(r);
        SpecialPath.install(model, in);
    }

    @Override public void afterMake(Position p, int move) {
        Ply h = p.before();
        int kind = Moves.kind(move), from = Moves.from(move);
        // a right kept for later moves travels with its piece (the move itself cleared the origin's mark)
        boolean board = kind == Moves.KIND_NORMAL || kind == Moves.KIND_EN_PASSANT || kind == Moves.KIND_CASTLE;
        if (board && h.hadSpecial(from) && (move & Moves.SPECIAL) == 0 && !firstOnly[Position.typeOfCode(h.mover)])
            p.squareMarks().setSpecial(Moves.to(move));
        if (losable) loseRights(p); // (Fairy-Stockfish 11.1's Ouk Chatrang: its perft spent 5% visiting holders for nothing)
    }

    /**
     * Rights lost by being checked or by an enemy piece on the holder's rank or file: only the
     * holders are visited (one or two kings in most games, after a make of any move).
     */
    private void loseRights(Position p) {
        int stm = p.sideToMove();
        if (!aims) { // only checks take rights, and only the side to move is checked: its holders, in one pass
            for (int sq = p.squareMarks().nextSpecial(0); sq >= 0; sq = p.squareMarks().nextSpecial(sq + 1))
                if (p.colourAt(sq) == stm && lostOnCheck[p.typeAt(sq)] && p.attackedAfterLastMove(sq, stm ^ 1)) p.squareMarks().clearSpecial(sq);
            return;
        }
        for (int c = 0; c < 2; c++) // White's holders first: a right lost changes what the other side's holders see
            for (int sq = p.squareMarks().nextSpecial(0); sq >= 0; sq = p.squareMarks().nextSpecial(sq + 1)) {
                if (p.colourAt(sq) != c) continue;
                int t = p.typeAt(sq);
                // (a holder that is its side's royal piece: only the last move's lines can have checked it)
                if (lostOnCheck[t] && c == stm && p.attackedAfterLastMove(sq, c ^ 1)) { p.squareMarks().clearSpecial(sq); continue; }
                long aim = aimMask[t];
                if (aim == 0) continue;
                for (int k = 0; k < p.pieceCount(c ^ 1); k++) {
                    int e = p.pieceSquare(c ^ 1, k);
                    if ((aim >>> p.typeAt(e) & 1) != 0 && (g.fileOf(e) == g.fileOf(sq) || g.rankOf(e) == g.rankOf(sq))) {
                        p.squareMarks().clearSpecial(sq);
                        break;
                    }
                }
            }
    }

    // ---------------------------------------------------------------- FEN

    /** A square ({@code F2}, {@code c7}): the right of a piece that left its first rank. */
    @Override public boolean read(Position p, String token, int colour) throws FenException {
        if (token.length() < 2) return false;
        int sq = g.parse(token.toLowerCase(java.util.Locale.ROOT));
        int t = sq < 0 ? -1 : p.typeAt(sq);
        if (t < 0 || p.colourAt(sq) != colour || model.of(t) == null)
            throw new FenException("castling field: '" + token + "' names no " + (colour == 0 ? "White" : "Black")
                    + " piece with a special move (an upper-case square for White, lower case for Black)");
        p.squareMarks().setSpecial(sq);
        return true;
    }

    @Override public void readFileRight(Position p, int sq) {
        if (model.of(p.typeAt(sq)) != null) p.squareMarks().setSpecial(sq);
    }

    @Override public boolean fileRight(Position p, int sq) {
        return p.squareMarks().special(sq) && (p.squareMarks().unmoved(sq) || !p.firstMoveMatters(p.typeAt(sq)));
    }

    @Override public void write(Position p, StringBuilder sb) {
        for (int colour = 0; colour < 2; colour++)
            for (int sq = 0; sq < g.squares; sq++) {
                if (p.colourAt(sq) != colour || !p.squareMarks().special(sq)) continue;
                boolean backRank = g.rankOf(sq) == (colour == 0 ? 0 : g.ranks - 1);
                if (backRank && fileRight(p, sq)) continue; // written as its file letter
                String name = g.name(sq);
                sb.append(colour == 0 ? name.toUpperCase(java.util.Locale.ROOT) : name);
            }
    }
}
