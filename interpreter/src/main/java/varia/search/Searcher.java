package varia.search;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Iterative-deepening principal-variation search (negamax alpha-beta) for any variant, on one or
 * more threads.
 *
 * <ul>
 *   <li>transposition table keyed by {@link Position#hash()} ({@link TranspositionTable}), shared
 *       by the threads;</li>
 *   <li>quiescence search on the engine's captures and promotions ({@link Position#legalCaptures});
 *       all moves when in check on its first two plies;</li>
 *   <li>staged move generation ({@link MovePicker}): the hash move before any generation, then
 *       captures and promotions by MVV-LVA, then the other moves (two killers per ply, history),
 *       then the captures that lose material at once (pruned near the leaves and in quiescence
 *       while the square stays defended and unsupported once the capture is made);</li>
 *   <li>check extension (a node in check searches one ply deeper: the engine's in-check test is
 *       already paid for, so {@link Position#givesCheck} is not called per move);
 *       null-move pruning ({@link Position#makeNull()}) when the side to move is not in check and
 *       keeps at least two non-royal pieces worth more than a pawn on the board (zugzwang guard);
 *       late-move reductions (less for moves with good history), internal iterative reduction,
 *       reverse futility pruning near the leaves;</li>
 *   <li>free turns (Senterej's werera, both sides' moves legal until the first capture): the
 *       search plays them as alternating turns between the colour it moves for (the root's
 *       {@code colour}) and the other side, keeping at each node only the moves of the colour
 *       whose turn it is in this model (all moves when that colour has none); scores and
 *       the hash key are taken for that colour. The returned move is still one of the root's
 *       legal moves;</li>
 *   <li>game ends by the variant's rules: a node without legal moves is scored by
 *       {@link Position#result()} (checkmate, stalemate and bare king with the variant's outcome),
 *       a repeated position inside the search counts as a draw, and the n-move rule is checked
 *       by {@code result()} once the counter could have reached it;</li>
 *   <li>mate scores: {@link #MATE} minus the distance in plies;</li>
 *   <li>threads ({@link #setThreads}, one by default): "Lazy SMP". The calling thread searches
 *       as with one thread; each helper searches the same root on a copy of the position (the
 *       game replayed from its first position, so repetitions are seen), every second helper one
 *       ply deeper, all sharing the hash table, until the calling thread is done. The move played
 *       is that of the thread with the deepest completed iteration (the calling thread's among
 *       equals). With one thread a search under a node budget is reproducible: the same moves on
 *       any machine, under any load;</li>
 *   <li>strength ({@link #setStrength}): a level below full strength searches on one thread
 *       within its node budget and may pick a weaker move, see {@link Strength}.</li>
 * </ul>
 * The best move is always one of {@code legalMoves} of the root. One search at a time per
 * searcher; {@link #stop()} may be called from another thread.
 */
public final class Searcher {
    public static final int INF = 32000, MATE = 31000, MATE_BOUND = MATE - 1000;
    static final int MAX_PLY = 128;

    /** Receives one report per completed iteration. */
    public interface Listener {
        void iteration(int depth, int score, long nodes, long timeMs, int[] pv);
    }

    private final Variant variant;
    private final TranspositionTable tt;
    private final int[] strongValue;
    private final int pawn;
    /** The calling thread's worker first, then the helpers' (made when first needed). */
    private final List<SearchWorker> workers = new ArrayList<>();
    private int threads = 1;
    private Strength strength = Strength.FULL;
    private ThreadPoolExecutor pool;
    /** The running search's signal: {@link #stop()} raises it. */
    private volatile StopSignal signal = new StopSignal();

    public Searcher(Variant v) { this(v, 16); }

    public Searcher(Variant v, int hashMb) {
        variant = v;
        tt = new TranspositionTable(hashMb);
        Evaluator eval = new Evaluator(v);
        strongValue = new int[v.pieces().size()];
        int pawnish = Integer.MAX_VALUE;
        for (var p : v.pieces()) if (!p.royal()) pawnish = Math.min(pawnish, eval.value(p.index()));
        pawn = pawnish == Integer.MAX_VALUE ? 100 : pawnish;
        for (var p : v.pieces()) strongValue[p.index()] = !p.royal() && eval.value(p.index()) > pawn * 3 / 2 ? 1 : 0;
        workers.add(new SearchWorker(v, tt, strongValue, eval));
    }

    public Variant variant() { return variant; }

    public Evaluator evaluator() { return workers.get(0).eval; }

    /** The number of cores of this machine: the default thread count of the protocols and the terminal game. */
    public static int availableCores() { return Math.max(1, Runtime.getRuntime().availableProcessors()); }

    /** Searches on {@code n} threads (at least 1) from the next search on; 1 is reproducible under a node budget. */
    public synchronized void setThreads(int n) {
        int t = Math.max(1, Math.min(n, 512));
        if (t == threads) return;
        threads = t;
        if (pool != null) { pool.shutdown(); pool = null; }
        while (workers.size() > threads) workers.remove(workers.size() - 1);
    }

    public int threads() { return threads; }

    /** Plays at this strength from the next search on ({@link Strength#FULL} by default). */
    public synchronized void setStrength(Strength s) { strength = s == null ? Strength.FULL : s; }

    public synchronized Strength strength() { return strength; }

    /** Forget everything learnt (hash table, history, killers): a new game. */
    public synchronized void newGame() {
        tt.clear();
        for (SearchWorker w : workers) w.newGame();
    }

    /** Resizes the hash table (and clears it); the memory is taken at the next search. */
    public synchronized void setHashMb(int mb) { tt.resize(mb); }

    /** The hash table's size in bytes (taken at the first search). */
    public long hashBytes() { return tt.bytes(); }

    /**
     * The bytes this searcher holds now besides the hash table: per thread its move lists,
     * history, killers, principal variation and evaluation tables (estimated from the arrays).
     */
    public long workBytes() {
        long b = 0;
        for (SearchWorker w : workers) b += w.bytes();
        return b;
    }

    /**
     * Asks the running search to return as soon as possible (it still returns a legal move). A
     * search that has not started yet is not affected: to stop that one too, give it a
     * {@link StopSignal} and raise the signal instead.
     */
    public void stop() { signal.raise(); }

    public SearchResult search(Position position, Limits limits) { return search(position, limits, null); }

    public SearchResult search(Position position, Limits limits, Listener listener) {
        return search(position, limits, listener, position.sideToMove());
    }

    /** True while turns are free (Senterej's werera). */
    public static boolean freeTurns(Position p) { return p.freeTurns(); }

    /**
     * Searches {@code position} (restored afterwards) within the limits. {@code colour} matters
     * only while turns are free: the search then picks a move of that colour (any legal move if
     * it has none); otherwise the side to move moves.
     */
    public SearchResult search(Position position, Limits limits, Listener listener, int colour) {
        return search(position, limits, listener, colour, new StopSignal());
    }

    /**
     * As {@link #search(Position, Limits, Listener, int)}, ending early once {@code stop} is
     * raised, whether before or during the search (checked every 1,024 nodes, with the clock).
     */
    public synchronized SearchResult search(Position position, Limits limits, Listener listener, int colour, StopSignal stop) {
        signal = stop;
        Strength str = strength;
        Limits lim = str.apply(limits);
        tt.allocate();
        tt.nextSearch();
        Position[] copies = str.limited() || threads == 1 ? new Position[0] : replicate(position, threads - 1);
        SearchRun run = new SearchRun(stop, lim, copies.length > 0);
        SearchWorker main = workers.get(0);
        main.prepare(position, colour, run);
        List<Future<?>> helpers = new ArrayList<>();
        for (int i = 1; i <= copies.length; i++) {
            if (workers.size() <= i) workers.add(new SearchWorker(variant, tt, strongValue, new Evaluator(variant)));
            SearchWorker w = workers.get(i);
            w.prepare(copies[i - 1], colour, run);
            final int index = i;
            helpers.add(pool().submit(() -> w.iterate(lim, null, index, 0)));
        }
        try {
            main.iterate(lim, listener, 0, str.margin(pawn));
        } finally {
            run.halt = true;
            for (Future<?> f : helpers) awaitHelper(f);
        }
        SearchWorker best = main;
        long nodes = 0;
        for (int i = 0; i <= copies.length; i++) {
            SearchWorker w = workers.get(i);
            nodes += w.nodes;
            if (w.doneDepth > best.doneDepth && w.bestMove != Moves.NONE) best = w;
        }
        int move = best.bestMove, score = best.bestScore;
        int[] pv = best.bestPv;
        if (str.limited() && main.candN > 1) {
            int pick = str.choose(main.candMoves, main.candScores, main.candN, position.hash(), pawn);
            if (main.candMoves[pick] != move) {
                move = main.candMoves[pick];
                score = main.candScores[pick];
                pv = new int[] {move};
            }
        }
        return new SearchResult(move, score, best.doneDepth, nodes, run.elapsedMs(), pv);
    }

    private static void awaitHelper(Future<?> f) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    f.get();
                    return;
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } catch (ExecutionException e) { // a helper's fault is the engine's: do not hide it
            Throwable c = e.getCause();
            if (c instanceof RuntimeException r) throw r;
            if (c instanceof Error err) throw err;
            throw new IllegalStateException(c);
        } finally {
            if (interrupted) Thread.currentThread().interrupt();
        }
    }

    private ThreadPoolExecutor pool() {
        if (pool == null) {
            pool = new ThreadPoolExecutor(threads - 1, threads - 1, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
                Thread t = new Thread(null, r, "varia-search-helper", 64L << 20); // deep recursion: a roomy stack
                t.setDaemon(true);
                return t;
            });
            pool.allowCoreThreadTimeOut(true);
        }
        return pool;
    }

    /**
     * Copies of {@code root} for the helpers: its first position (reached by taking back every
     * move, then replaying them) read from its FEN, and the game's moves played on it, so each
     * copy has the history that repetitions are judged by. None when a copy would differ from
     * the root (its FEN or hash): the search then runs on one thread.
     */
    static Position[] replicate(Position root, int count) {
        int plies = root.ply();
        int[] moves = new int[plies];
        for (int k = plies; k >= 1; k--) moves[plies - k] = root.back(k).move;
        for (int k = 0; k < plies; k++) root.unmake();
        String first = root.toFen();
        for (int k = 0; k < plies; k++) root.redo();
        String fen = root.toFen();
        Position[] out = new Position[count];
        try {
            for (int i = 0; i < count; i++) {
                Position p = Position.fromFen(root.variant(), first);
                for (int m : moves) p.make(m);
                if (p.hash() != root.hash() || !p.toFen().equals(fen)) return new Position[0];
                out[i] = p;
            }
        } catch (varia.engine.FenException | RuntimeException e) {
            return new Position[0];
        }
        return out;
    }

    /** "cp N" or "mate N" (moves, negative when being mated), as UCI writes scores. */
    public static String uciScore(int score) {
        if (score > MATE_BOUND) return "mate " + (MATE - score + 1) / 2;
        if (score < -MATE_BOUND) return "mate -" + (MATE + score + 1) / 2;
        return "cp " + score;
    }
}
