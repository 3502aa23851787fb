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
import varia.engine.NoMoveRule;
import varia.engine.Ply;
import varia.engine.Position;
import varia.engine.Queries;
import varia.rules.Outcome;
import varia.rules.material.Material;
import varia.variant.PieceType;
import varia.variant.Variant;

/**
 * Counting rules in the engine. The count is kept in two state slots, in plies, and written in the
 * FEN as Fairy-Stockfish does; the game is drawn when it expires (a mate on the expiring move wins).
 * Two ways to run it ({@link Counts#restarts()}):
 * <ul>
 * <li>Fairy-Stockfish 11.1's: a count starts (or restarts, when a capture bares the side to move)
 *     as soon as a limit applies, then runs one ply at a time. The board's count applies while the
 *     side to move still has men besides its king (the first board clause whose pawns are gone);
 *     the pieces' count when it is bare (the first pieces clause whose pawns are gone), its limit
 *     set by the stronger side's material.</li>
 * <li>Seed 004 section VI's: the count in force is a function of the position (the clause, and the
 *     side that counts: the bare side, or for a board's count the weaker side by points), kept in a
 *     third slot; a new count starts whenever it changes or the counting side captures. The slot
 *     is derived from the board, so a FEN needs only the two count fields.</li>
 * </ul>
 * A clause marked {@code claim} (Makruk's board's honour: the weaker side counts only if it
 * announces the count) runs the same way, but its expiry only offers a claim, unless the count was
 * announced: a count read from a FEN (a record's FEN tag) is taken as announced. One more slot says
 * which, reserved only when some clause is so marked.
 * <p>
 * When the count has an owner and restarts (seed 004 section VI), the counting side of a board's
 * count may also declare, on its turn and without moving, {@value #STOP} (it "thinks that he's no
 * more in disadvantage": no count runs until the count in force changes or it declares
 * {@value #START}) or {@value #START} (a new count from nothing, announced, so it binds; rules-notes.md,
 * Makruk: the counter may stop and start again later from 1). A fifth slot says the count is stopped.
 */
final class CountMoves implements AfterMove, EndRule, FenCount, Queries {
    private record Clause(CountRule rule, long pawns, List<int[]> needs, List<Integer> limits, BitSet[] extra) {}

    private final Counts counts;
    private final Clause[] board, pieces;
    private final int limitSlot, countedSlot, inForceSlot, types;
    /** 1 while the running count binds only when announced and was not; -1: no clause is a claim. */
    private final int claimSlot;
    /** 1 while the counting side has stopped its board's count by choice; -1: no declarations. */
    private final int stoppedSlot;
    static final String STOP = "stop-count", START = "count";
    /** Points per type in hundredths (the weaker side of a board's count), or null. */
    private final int[] points;

    private CountMoves(Counts counts, Installer in) {
        this.counts = counts;
        Variant v = in.variant();
        types = v.pieces().size();
        List<Clause> boards = new ArrayList<>(), piecesList = new ArrayList<>();
        limitSlot = in.stateSlots(counts.restarts() ? 3 : 2);
        countedSlot = limitSlot + 1;
        inForceSlot = counts.restarts() ? limitSlot + 2 : -1;
        claimSlot = counts.rules().stream().anyMatch(CountRule::claim) ? in.stateSlots(1) : -1;
        boolean boardClause = counts.rules().stream().anyMatch(r -> r.kind() == CountRule.Kind.BOARD);
        stoppedSlot = counts.restarts() && counts.weakerCounts() && boardClause ? in.stateSlots(1) : -1;
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
        Material m = v.rule(Material.KEY);
        if (counts.weakerCounts() && m != null) {
            points = new int[types];
            m.values().forEach((t, value) -> points[t] = (int) Math.round(value * 100));
        } else {
            points = null;
        }
    }

    static void install(Counts counts, Installer in) {
        CountMoves m = new CountMoves(counts, in);
        in.afterMove(m);
        in.ending(m);
        if (m.claimSlot >= 0) in.claim(m);
        in.fenCount(m);
        in.queries(m);
        if (counts.counterMate() != Outcome.LOSS) in.noMoves(m::counterMate);
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
        if (counts.restarts()) { seedAfterMake(p); return; }
        int stm = p.sideToMove(), limit = p.state(limitSlot), counted = p.state(countedSlot);
        boolean capture = p.before().captured != 0, bare = p.nonRoyal(stm) == 0;
        if (limit != 0 && !(capture && bare)) { p.setState(countedSlot, counted + 1); return; } // a running count restarts only when a capture bares
        Clause clause = p.nonRoyal(stm ^ 1) == 0 ? null : bare ? first(p, pieces) : first(p, board);
        int moves = clause == null ? 0 : bare ? piecesLimit(p, clause, stm ^ 1) : clause.rule.limit();
        if ((limit == 0 || capture && bare) && moves > 0) {
            start(p, clause, bare, stm, moves);
        } else if (limit != 0) {
            p.setState(countedSlot, counted + 1);
        }
    }

    /** Seed 004 section VI: a new count whenever the count in force changes or its counting side captures. */
    private void seedAfterMake(Position p) {
        Ply last = p.before();
        int was = last.state(inForceSlot), now = inForce(p);
        p.setState(inForceSlot, now);
        if (now == 0) {
            p.setState(limitSlot, 0);
            p.setState(countedSlot, 0);
            if (claimSlot >= 0) p.setState(claimSlot, 0);
            if (stoppedSlot >= 0) p.setState(stoppedSlot, 0);
            return;
        }
        if (stoppedSlot >= 0 && p.state(stoppedSlot) != 0) {
            if (now == was) return; // stopped by choice: stays so while the same side owns the same count
            p.setState(stoppedSlot, 0);
        }
        boolean counterCaptured = last.captured != 0 && last.movedBy == counter(was);
        if (now != was || counterCaptured || p.state(limitSlot) == 0) {
            int side = counter(now);
            Clause clause = clause(now);
            boolean bare = clause.rule.kind() == CountRule.Kind.PIECES;
            start(p, clause, bare, side, bare ? piecesLimit(p, clause, side ^ 1) : clause.rule.limit());
        } else {
            p.setState(countedSlot, p.state(countedSlot) + 1);
        }
    }

    /** Starts a count of {@code moves} moves for {@code side} (for a pieces' count, the bare side). */
    private void start(Position p, Clause clause, boolean bare, int side, int moves) {
        int royal = side < 0 ? -1 : p.royalSquare(side);
        if (bare && clause.extra != null && royal >= 0 && clause.extra[side].get(royal)) moves += clause.rule.extra();
        p.setState(limitSlot, 2 * moves);
        p.setState(countedSlot, bare && clause.rule.startsAtPieces() ? 2 * (p.pieceCount(0) + p.pieceCount(1)) : 0);
        if (claimSlot >= 0) p.setState(claimSlot, clause.rule.claim() ? 1 : 0);
    }

    /**
     * The count in force, as one number: 0 for none, else {@code (clause index + 1) * 4 + counting side + 1}
     * (side -1 = nobody's). Pieces' count: one side bare, the other not. Board's count: neither bare;
     * the weaker side by points counts (equal points: none), or nobody when the count has no owner.
     */
    private int inForce(Position p) {
        boolean whiteBare = p.nonRoyal(0) == 0, blackBare = p.nonRoyal(1) == 0;
        if (whiteBare && blackBare) return 0;
        if (whiteBare || blackBare) {
            int i = firstIndex(p, pieces);
            return i < 0 ? 0 : code(board.length + i, whiteBare ? 0 : 1);
        }
        int i = firstIndex(p, board);
        if (i < 0) return 0;
        if (points == null) return code(i, -1);
        int white = points(p, 0), black = points(p, 1);
        return white == black ? 0 : code(i, white < black ? 0 : 1);
    }

    private static int code(int clause, int side) { return (clause + 1) * 4 + side + 1; }

    /** The counting side of a count in force (-1: nobody, or no count). */
    private static int counter(int code) { return code == 0 ? -1 : (code & 3) - 1; }

    private Clause clause(int code) {
        int i = (code >>> 2) - 1;
        return i < board.length ? board[i] : pieces[i - board.length];
    }

    private int points(Position p, int colour) {
        int sum = 0;
        for (int i = 0, n = p.pieceCount(colour); i < n; i++) sum += points[p.typeAt(p.pieceSquare(colour, i))];
        return sum;
    }

    /** The first clause whose pawns are all off the board, or null. */
    private Clause first(Position p, Clause[] clauses) {
        int i = firstIndex(p, clauses);
        return i < 0 ? null : clauses[i];
    }

    private int firstIndex(Position p, Clause[] clauses) {
        for (int i = 0; i < clauses.length; i++) if (!has(p, clauses[i].pawns)) return i;
        return -1;
    }

    /** The smallest limit the stronger side's material allows, else the clause's default. */
    private int piecesLimit(Position p, Clause c, int stronger) {
        int best = 0;
        for (int k = 0; k < c.needs.size(); k++) {
            int[] need = c.needs.get(k);
            boolean ok = true;
            for (int t = 0; t < types && ok; t++) if (p.countOf(stronger, t) < need[t]) ok = false;
            if (ok && (best == 0 || c.limits.get(k) < best)) best = c.limits.get(k);
        }
        return best > 0 ? best : c.rule.limit();
    }

    private boolean has(Position p, long typeMask) {
        for (long m = typeMask; m != 0; m &= m - 1) { // only the mask's types: asked after every move
            int t = Long.numberOfTrailingZeros(m);
            if (p.countOf(0, t) > 0 || p.countOf(1, t) > 0) return true;
        }
        return false;
    }

    /**
     * Seed 004 section VI: a checkmate the counting side gives while its count runs is scored by
     * {@link Counts#counterMate()}. A count that binds only once announced and was not announced
     * does not run for this rule either: its side was not counting (unannounced, its expiry only
     * lets a draw be claimed), so its mate is an ordinary one.
     */
    private GameResult counterMate(Position p, boolean inCheck) {
        if (!inCheck || p.state(limitSlot) == 0 || counter(p.state(inForceSlot)) != (p.sideToMove() ^ 1)) return null;
        if (claimSlot >= 0 && p.state(claimSlot) != 0) return null;
        return GameResult.of(p.sideToMove(), counts.counterMate(), Ending.DRAWN_CHECKMATE, "checkmate by the counting side");
    }

    @Override public List<String> declarations(Position p) {
        if (stoppedSlot < 0) return List.of();
        int now = p.state(inForceSlot);
        if (now == 0 || counter(now) != p.sideToMove() || clause(now).rule.kind() != CountRule.Kind.BOARD) return List.of();
        if (p.state(stoppedSlot) != 0) return List.of(START);
        boolean unannounced = claimSlot >= 0 && p.state(claimSlot) != 0;
        return unannounced ? List.of(START, STOP) : List.of(STOP);
    }

    @Override public boolean declare(Position p, String name) {
        if (!declarations(p).contains(name)) return false;
        if (name.equals(STOP)) {
            p.setState(limitSlot, 0);
            p.setState(countedSlot, 0);
            p.setState(stoppedSlot, 1);
            if (claimSlot >= 0) p.setState(claimSlot, 0);
        } else {
            Clause clause = clause(p.state(inForceSlot));
            start(p, clause, false, p.sideToMove(), clause.rule.limit());
            p.setState(stoppedSlot, 0);
            if (claimSlot >= 0) p.setState(claimSlot, 0); // announced: it binds
        }
        return true;
    }

    @Override public void afterSetup(Position p) {
        if (counts.restarts()) p.setState(inForceSlot, inForce(p));
        if (counts.atSetup() && p.state(limitSlot) == 0) startAtSetup(p); // a count the FEN carries stands
    }

    /**
     * {@link Counts#atSetup()}: the count the setup calls for starts there when its counting side
     * is to move, as it does right after the move that brings it in force (seed 004 section VI's
     * counts, the bare side's: a bare king to move in the setup counts its first move).
     */
    private void startAtSetup(Position p) {
        int stm = p.sideToMove();
        if (counts.restarts()) {
            int now = p.state(inForceSlot);
            if (now == 0 || counter(now) >= 0 && counter(now) != stm) return;
            Clause clause = clause(now);
            boolean bare = clause.rule.kind() == CountRule.Kind.PIECES;
            int side = counter(now);
            start(p, clause, bare, side, bare ? piecesLimit(p, clause, side ^ 1) : clause.rule.limit());
            return;
        }
        // as afterMake starts one: the pieces' count when the side to move is bare, else the board's
        if (p.nonRoyal(stm ^ 1) == 0) return;
        boolean bare = p.nonRoyal(stm) == 0;
        Clause clause = bare ? first(p, pieces) : first(p, board);
        int moves = clause == null ? 0 : bare ? piecesLimit(p, clause, stm ^ 1) : clause.rule.limit();
        if (moves > 0) start(p, clause, bare, stm, moves);
    }

    @Override public boolean afterMate() { return true; }

    @Override public GameResult check(Position p) {
        return (claimSlot < 0 || p.state(claimSlot) == 0) && expired(p) ? GameResult.draw(Ending.COUNT, "count expired") : null;
    }

    @Override public GameResult claim(Position p) {
        return claimSlot >= 0 && p.state(claimSlot) != 0 && expired(p)
                ? GameResult.draw(Ending.COUNT, "count expired, had it been announced") : null;
    }

    private boolean expired(Position p) {
        int limit = p.state(limitSlot);
        return limit != 0 && p.state(countedSlot) >= limit;
    }

    @Override public boolean running(Position p) { return p.state(limitSlot) != 0; }

    @Override public boolean read(Position p, String limit, String counted) {
        int l = Integer.parseInt(limit);
        if (l <= 0) return false;
        p.setState(limitSlot, l);
        p.setState(countedSlot, Integer.parseInt(counted));
        if (claimSlot >= 0) p.setState(claimSlot, 0); // a count a FEN carries was announced
        return true;
    }

    @Override public String write(Position p) { return p.state(limitSlot) + " " + p.state(countedSlot); }

    @Override public int[] count(Position p) {
        int limit = p.state(limitSlot);
        return limit == 0 ? null : new int[] {limit / 2, p.state(countedSlot) / 2};
    }
}
