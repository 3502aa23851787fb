package varia.rules.relocation;

import varia.engine.Geometry;
import varia.engine.Installer;
import varia.engine.Moves;
import varia.engine.Position;

/**
 * Relocations in the engine: a source that, for each relocating piece of the side to move, tries
 * every square of the board: the move (a plain move from its square, promoting to {@code becomes}
 * when that is another type, taking whatever stands there) is made, the enemy pieces its new
 * square attacks are counted (and, for a single one, its legal moves looked for), and the move is
 * kept when it is legal and the count is enough. Only positions with such a piece pay for it.
 */
final class RelocationMoves {
    private final Relocation model;
    private final Geometry g;
    /**
     * Per thread (the search's threads share a compiled variant): a move list for the opponent's
     * replies, and whether a relocation is being judged. While one is, the replies' own relocations
     * are not generated: they never decide whether the attacked piece can move, and judging them in
     * turn would nest without end.
     */
    private final ThreadLocal<int[]> replies = ThreadLocal.withInitial(() -> new int[Moves.MAX_MOVES]);
    private final ThreadLocal<boolean[]> judging = ThreadLocal.withInitial(() -> new boolean[1]);

    private RelocationMoves(Relocation model, Geometry g) {
        this.model = model;
        this.g = g;
    }

    static void install(Relocation model, Installer in) {
        RelocationMoves r = new RelocationMoves(model, in.geometry());
        in.source(r::generate);
    }

    private int generate(Position p, int[] out, int n, boolean inCheck) {
        boolean[] busy = judging.get();
        if (busy[0]) return n;
        int us = p.sideToMove();
        for (int i = 0, count = p.pieceCount(us); i < count; i++) {
            int from = p.pieceSquare(us, i);
            Relocation.Piece rule = model.of(p.typeAt(from));
            if (rule == null) continue;
            for (int to = 0; to < g.squares; to++) {
                if (to == from || !g.exists(to)) continue;
                int there = p.colourAt(to);
                if (there >= 0 && (p.isRoyal(p.typeAt(to), there) || there == us && !rule.ownToo())) continue;
                int move = rule.becomes() == rule.type() ? Moves.make(from, to) : Moves.withPromotion(Moves.make(from, to), rule.becomes());
                if (forks(p, move, to, rule) && p.isLegal(move)) out[n++] = move;
            }
        }
        return n;
    }

    /** Made, counted, taken back: does the piece on {@code to} attack enough enemy pieces there? */
    private boolean forks(Position p, int move, int to, Relocation.Piece rule) {
        int them = p.sideToMove() ^ 1;
        p.make(move);
        try {
            int attacked = 0, one = -1;
            for (int i = 0, count = p.pieceCount(them); i < count && attacked < 2; i++) {
                int sq = p.pieceSquare(them, i);
                if (p.attacksSquare(to, sq, true)) { attacked++; one = sq; }
            }
            if (attacked >= 2) return true;
            if (attacked == 0 || rule.to() != Relocation.Target.FORK_OR_TRAPPED || p.sideToMove() != them) return false;
            // the one piece attacked cannot escape: none of the opponent's legal moves starts from its square
            int[] buffer = replies.get();
            boolean[] busy = judging.get();
            busy[0] = true;
            int moves;
            try {
                moves = p.legalMoves(buffer);
            } finally {
                busy[0] = false;
            }
            for (int k = 0; k < moves; k++) {
                int m = buffer[k], kind = Moves.kind(m);
                boolean ofThePiece = kind == Moves.KIND_NORMAL || kind == Moves.KIND_EN_PASSANT || kind == Moves.KIND_CASTLE
                        || kind == Moves.KIND_STEP_PROMOTION; // (a drop, a pass or a rule's action moves no piece from there)
                if (ofThePiece && Moves.from(m) == one) return false;
            }
            return true;
        } finally {
            p.unmake();
        }
    }
}
