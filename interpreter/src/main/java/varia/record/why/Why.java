package varia.record.why;

import java.util.ArrayList;
import java.util.List;
import varia.engine.Moves;
import varia.engine.Position;
import varia.engine.RuleRefusals;
import varia.variant.PieceType;

/**
 * Why a written move is not legal, derived from the variant's data and rules rather than from any
 * game's own text: the first check it fails, in order: the piece (or the piece in hand), its
 * pattern ({@link PieceFinding}: reach, blockers, screens, zones, capture or plain move), then the
 * rules and the royal piece's safety ({@link RuleFinding}). Where several pieces could have been
 * meant (SAN), the one that got furthest is explained. Null when nothing specific can be said (the
 * caller's plain "not a legal move" stands). Slow (makes moves, generates), for error messages only.
 */
public final class Why {
    private Why() {}

    /**
     * A move by a piece of one of {@code types} (null: any piece) from a square matching
     * {@code fromFile}/{@code fromRank} (0-based, -1: any) to {@code to}.
     */
    public static String move(Position p, List<PieceType> types, int fromFile, int fromRank, int to) {
        int us = p.sideToMove();
        var g = p.geometry();
        if (g.isHole(to)) return p.squareName(to) + " is a hole: it is not on the board (board.holes)";
        if (fromFile >= 0 && fromRank >= 0) {
            int from = g.square(fromFile, fromRank);
            if (p.colourAt(from) < 0) return "no piece on " + p.squareName(from);
            if (p.colourAt(from) != us) return "the piece on " + p.squareName(from) + " is not " + PieceFinding.side(us) + "'s";
            if (types != null && !types.isEmpty() && !types.contains(p.pieceTypeAt(from)))
                return "the piece on " + p.squareName(from) + " is a " + p.pieceTypeAt(from).name() + ", not a " + types.get(0).name();
        }
        List<Integer> candidates = new ArrayList<>();
        for (int i = 0; i < p.pieceCount(us); i++) {
            int s = p.pieceSquare(us, i);
            if (types != null && !types.contains(p.pieceTypeAt(s))) continue;
            if (fromFile >= 0 && g.fileOf(s) != fromFile || fromRank >= 0 && g.rankOf(s) != fromRank) continue;
            candidates.add(s);
        }
        if (candidates.isEmpty()) return null; // the caller names the missing piece
        candidates.sort(null); // a stable order: the lowest square first among equals
        Finding best = null;
        List<Integer> patternOnly = new ArrayList<>();
        for (int from : candidates) {
            Finding f = PieceFinding.of(p, from, to);
            if (f == null) continue;
            if (f.stage() == Finding.PSEUDO_LEGAL) {
                if (listed(p, from, to)) return null; // legal as a move; what failed is its promotion or gating, said elsewhere
                f = RuleFinding.of(p, f.move());
                if (f == null) continue;
            }
            if (f.stage() == Finding.PATTERN) patternOnly.add(from);
            if (best == null || f.stage() > best.stage()) best = f;
        }
        if (best == null) return null;
        if (best.stage() == Finding.PATTERN && patternOnly.size() > 1) {
            PieceType t = p.pieceTypeAt(patternOnly.get(0));
            List<String> at = patternOnly.stream().map(p::squareName).toList();
            return "no " + t.name() + " of " + PieceFinding.side(us) + "'s (on " + String.join(", ", at) + ") can go to "
                    + p.squareName(to) + ": " + PieceWords.moves(p, t, us, patternOnly.get(0));
        }
        return best.reason();
    }

    /** A drop of a piece of {@code type} on {@code to}: the drop rule's reason, then the rules and royal safety. */
    public static String drop(Position p, PieceType type, int to) {
        int us = p.sideToMove();
        if (!RuleRefusals.hasKind(p, Moves.KIND_DROP)) return p.variant().name() + " has no drops";
        if (p.inHand(us, type.index()) == 0) return PieceFinding.side(us) + " has no " + type.name() + " in hand";
        if (p.geometry().isHole(to)) return p.squareName(to) + " is a hole: it is not on the board (board.holes)";
        int move = Moves.drop(type.index(), to);
        String kind = RuleRefusals.kind(p, move);
        if (kind != null) return kind;
        if (p.codeAt(to) != 0) return p.squareName(to) + " is occupied";
        Finding f = RuleFinding.of(p, move);
        return f == null ? null : f.reason();
    }

    /** Does the engine list a move of the piece from {@code from} to {@code to} (with any promotion)? */
    private static boolean listed(Position p, int from, int to) {
        int[] moves = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            var mi = p.info(moves[i]);
            if (mi.from() == from && mi.to() == to && mi.kind() != varia.engine.MoveInfo.Kind.DROP) return true;
        }
        return false;
    }
}
