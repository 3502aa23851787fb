package varia.rules.checks;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import varia.engine.Ending;
import varia.engine.GameResult;
import varia.engine.Installer;
import varia.engine.MoveFilter;
import varia.engine.Moves;
import varia.engine.Ply;
import varia.engine.Position;
import varia.engine.Queries;

/**
 * Shatar's rules of check in the engine: a mate by pieces that may not mate alone is an illegal
 * move, or only a draw; a mate must come in (or at the end of) an unbroken series of checks that
 * includes a check of a given kind, else it is drawn (niol); checks are named by kind.
 */
final class CheckScoring implements Queries {
    private final CheckRules rules;
    private final long drawn, forbidden, needed;
    private final CheckRules.GivenBy by;
    /** A piece that may not mate could check by a line another piece opens (so every move concerns the filter). */
    private boolean discovers;

    private CheckScoring(CheckRules rules) {
        this.rules = rules;
        drawn = mask(rules.drawnMates());
        forbidden = mask(rules.forbiddenMates());
        needed = rules.mateNeeds() == null ? 0 : mask(rules.kinds().getOrDefault(rules.mateNeeds(), List.of()));
        by = rules.givenBy();
    }

    private static long mask(List<Integer> types) {
        long m = 0;
        for (int t : types) m |= 1L << t;
        return m;
    }

    static void install(CheckRules rules, Installer in) {
        CheckScoring s = new CheckScoring(rules);
        for (int t = 0; t < 64; t++) if ((s.forbidden >>> t & 1) != 0 && in.movesAcross(t)) s.discovers = true;
        if (s.forbidden != 0) in.filter(s.new ForbiddenMates());
        if (s.drawn != 0 || s.needed != 0) in.noMoves(s::score);
        if (!rules.kinds().isEmpty()) in.queries(s);
    }

    /** The filter of mates by pieces that may not mate alone. */
    private final class ForbiddenMates implements MoveFilter {
        @Override public boolean allows(Position p, int move) { return notAForbiddenMate(p, move); }

        /** A plain move of another type gives no check by a forbidden piece (unless one's line crosses squares: {@link #discovers}). */
        @Override public long plainMovers() { return discovers ? -1L : forbidden; }

        @Override public String refusal(Position p, int move) {
            List<String> names = new java.util.ArrayList<>();
            for (int t : rules.forbiddenMates()) names.add(p.variant().pieces().get(t).name());
            return "a " + varia.rules.Description.joinOr(names) + " may not give checkmate"
                    + (rules.givenBy() == CheckRules.GivenBy.MOVER ? " (nor uncover one)" : "");
        }

        /**
         * Only a piece of those types can give such a check: by moving (a piece's own move or a drop)
         * onto a square from which it attacks the enemy royal piece, or, for types whose moves pass
         * over squares, by a line another piece opens. (Any other check of the move is by a piece
         * that may mate, so the move stands.)
         */
        @Override public boolean concerns(Position p, int move) {
            int kind = Moves.kind(move);
            if (discovers || kind != Moves.KIND_NORMAL && kind != Moves.KIND_DROP || Moves.gates(move) || Moves.isMulti(move)) return true;
            boolean drop = kind == Moves.KIND_DROP;
            int from = drop ? -1 : Moves.from(move);
            int type = drop ? Moves.dropType(move) : p.typeAt(from);
            int promotion = Moves.promotion(move), lands = promotion >= 0 ? promotion : type;
            if ((forbidden >>> type & 1) == 0 && (promotion < 0 || (forbidden >>> promotion & 1) == 0)) return false;
            if (by == CheckRules.GivenBy.MOVER) return true; // a check it uncovers counts too
            int mover = drop ? p.sideToMove() : p.colourAt(from), royal = p.royalSquare(mover ^ 1);
            return royal < 0 || p.mayAttackAfter(from, Moves.to(move), Position.codeOf(lands, mover), royal);
        }
    }

    /** A move that mates with pieces that may not mate is illegal: the opponent, in such a check, must have a reply. */
    private boolean notAForbiddenMate(Position p, int move) {
        if (!p.inCheck()) return true;
        long checkers = p.checkerTypes();
        if (checkers == 0 || !givenBy(p, checkers, forbidden)) return true;
        return p.hasLegalMove();
    }

    /**
     * Is the check just given one "given by" pieces of {@code types} ({@link CheckRules#givenBy()}):
     * they give every check, or one of them, or one of them made the move that gave it.
     */
    private boolean givenBy(Position p, long checkers, long types) {
        if (by == CheckRules.GivenBy.SOLE_CHECKERS) return (checkers & ~types) == 0;
        if ((checkers & types) != 0) return true; // CHECKERS, and MOVER when it gives check itself
        if (by != CheckRules.GivenBy.MOVER) return false;
        int mover = moverType(p);
        return mover >= 0 && (types >>> mover & 1) != 0;
    }

    /** The type of the piece that made the last move (a dropped piece's), or -1. */
    private static int moverType(Position p) {
        Ply h = p.before();
        if (h == null) return -1;
        if (h.mover != 0) return Position.typeOfCode(h.mover);
        return Moves.kind(h.move) == Moves.KIND_DROP ? Moves.dropType(h.move) : -1;
    }

    /** A checkmate that only draws, or null to let the plain rule score it. */
    private GameResult score(Position p, boolean inCheck) {
        if (!inCheck) return null;
        long checkers = p.checkerTypes();
        if (checkers != 0 && givenBy(p, checkers, drawn))
            return GameResult.draw(Ending.DRAWN_CHECKMATE, (checkers & drawn) != 0 ? "checkmate by a piece that may not mate"
                    : "checkmate uncovered by a move of a piece that may not mate");
        if (needed != 0 && !seriesHas(p, needed))
            return GameResult.draw(Ending.DRAWN_CHECKMATE, "checkmate without " + rules.mateNeeds() + " (niol)");
        return null;
    }

    /**
     * Does the mating side's unbroken series of checks, ending here, include a check by one of
     * {@code types}? Looks back by taking moves back two plies at a time, and replays them.
     */
    private static boolean seriesHas(Position p, long types) {
        int undone = 0;
        boolean found = false;
        while (true) {
            if ((p.checkerTypes() & types) != 0) { found = true; break; }
            // step back two plies, to the previous position after a move by the mating side
            if (p.ply() < 2) break;
            p.unmake();
            p.unmake();
            undone += 2;
            if (!p.inCheck()) break;
        }
        for (int k = 0; k < undone; k++) p.redo();
        return found;
    }

    @Override public List<String> checkKinds(Position p) {
        List<String> kinds = new ArrayList<>();
        if (!p.inCheck()) return kinds;
        long checkers = p.checkerTypes();
        for (var e : rules.kinds().entrySet()) if ((checkers & mask(e.getValue())) != 0) kinds.add(e.getKey());
        Collections.sort(kinds);
        return kinds;
    }
}
