package varia.rules.counting;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import varia.engine.AfterMove;
import varia.engine.EndRule;
import varia.engine.Ending;
import varia.engine.FenCount;
import varia.engine.GameResult;
import varia.engine.Installer;
import varia.engine.Position;
import varia.engine.Queries;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * Counting rules in the engine, as Fairy-Stockfish 11.1 keeps them: a count starts (or restarts,
 * when a capture bares the side to move) as soon as a limit applies, then runs one ply at a time;
 * the game is drawn when it expires. The board's count applies while the side to move still has
 * men besides its king (the first board clause whose pawns are gone); the pieces' count when it
 * is bare (the first pieces clause whose pawns are gone), its limit set by the stronger side's
 * material. The count is kept in two state slots, in plies, and written in the FEN as FS does.
 */
final class CountMoves implements AfterMove, EndRule, FenCount, Queries {
    private record Clause(CountRule rule, long pawns, List<int[]> needs, List<Integer> limits, BitSet[] extra) {}

    private final Clause[] board, pieces;
    private final int limitSlot, countedSlot, types;

    private CountMoves(Counts counts, Installer in) {
        Variant v = in.variant();
        types = v.pieces().size();
        List<Clause> boards = new ArrayList<>(), piecesList = new ArrayList<>();
        limitSlot = in.stateSlots(2);
        countedSlot = limitSlot + 1;
        for (CountRule r : counts.rules()) {
            List<int[]> needs = new ArrayList<>();
            List<Integer> limits = new ArrayList<>();
            for (Map.Entry<String, Integer> e : r.limits().entrySet()) {
                int[] need = new int[types];
                for (char ch : e.getKey().toCharArray()) {
                    PieceType t = v.pieceByLetter(ch);
                    if (t != null) need[t.index()]++;
                }
                needs.add(need);
                limits.add(e.getValue());
            }
            BitSet[] extra = r.extraRegion() == null ? null
                    : new BitSet[] {in.region(r.extraRegion(), 0), in.region(r.extraRegion(), 1)};
            (r.kind() == CountRule.Kind.BOARD ? boards : piecesList).add(new Clause(r, mask(v, r.pawns()), needs, limits, extra));
        }
        board = boards.toArray(Clause[]::new);
        pieces = piecesList.toArray(Clause[]::new);
    }

    static void install(Counts counts, Installer in) {
        CountMoves m = new CountMoves(counts, in);
        in.afterMove(m);
        in.ending(m);
        in.fenCount(m);
        in.queries(m);
    }

    private static long mask(Variant v, String letters) {
        long m = 0;
        if (letters != null)
            for (char ch : letters.toCharArray()) {
                PieceType t = v.pieceByLetter(ch);
                if (t != null) m |= 1L << t.index();
            }
        return m;
    }

    @Override public boolean changesAttacks() { return false; } // the count's state slots

    @Override public void afterMake(Position p, int move) {
        int stm = p.sideToMove(), limit = p.state(limitSlot), counted = p.state(countedSlot);
        boolean capture = p.before().captured != 0, bare = p.nonRoyal(stm) == 0;
        if (limit != 0 && !(capture && bare)) { p.setState(countedSlot, counted + 1); return; } // a running count restarts only when a capture bares
        Clause clause = p.nonRoyal(stm ^ 1) == 0 ? null : bare ? first(p, pieces) : first(p, board);
        int moves = clause == null ? 0 : bare ? piecesLimit(p, clause) : clause.rule.limit();
        if ((limit == 0 || capture && bare) && moves > 0) {
            if (bare && clause.extra != null && p.royalSquare(stm) >= 0 && clause.extra[stm].get(p.royalSquare(stm))) moves += clause.rule.extra();
            p.setState(limitSlot, 2 * moves);
            p.setState(countedSlot, bare && clause.rule.startsAtPieces() ? 2 * (p.pieceCount(0) + p.pieceCount(1)) : 0);
        } else if (limit != 0) {
            p.setState(countedSlot, counted + 1);
        }
    }

    /** The first clause whose pawns are all off the board, or null. */
    private Clause first(Position p, Clause[] clauses) {
        for (Clause c : clauses) if (!has(p, c.pawns)) return c;
        return null;
    }

    /** The smallest limit the stronger side's material allows, else the clause's default. */
    private int piecesLimit(Position p, Clause c) {
        int mover = p.sideToMove() ^ 1, best = 0;
        for (int k = 0; k < c.needs.size(); k++) {
            int[] need = c.needs.get(k);
            boolean ok = true;
            for (int t = 0; t < types && ok; t++) if (p.countOf(mover, t) < need[t]) ok = false;
            if (ok && (best == 0 || c.limits.get(k) < best)) best = c.limits.get(k);
        }
        return best > 0 ? best : c.rule.limit();
    }

    private boolean has(Position p, long typeMask) {
        for (int t = 0; t < types; t++)
            if ((typeMask >>> t & 1) != 0 && (p.countOf(0, t) > 0 || p.countOf(1, t) > 0)) return true;
        return false;
    }

    @Override public boolean afterMate() { return true; }

    @Override public GameResult check(Position p) {
        int limit = p.state(limitSlot);
        return limit != 0 && p.state(countedSlot) >= limit ? GameResult.draw(Ending.COUNT, "count expired") : null;
    }

    @Override public boolean running(Position p) { return p.state(limitSlot) != 0; }

    @Override public boolean read(Position p, String limit, String counted) {
        int l = Integer.parseInt(limit);
        if (l <= 0) return false;
        p.setState(limitSlot, l);
        p.setState(countedSlot, Integer.parseInt(counted));
        return true;
    }

    @Override public String write(Position p) { return p.state(limitSlot) + " " + p.state(countedSlot); }

    @Override public int[] count(Position p) {
        int limit = p.state(limitSlot);
        return limit == 0 ? null : new int[] {limit / 2, p.state(countedSlot) / 2};
    }
}
