package varia.web;

import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Semaphore;
import varia.engine.Position;
import varia.search.Limits;
import varia.search.SearchResult;
import varia.search.Searcher;
import varia.variant.Variant;

/**
 * The computer opponent of every game: searches limited by nodes (so a level plays the same
 * moves on any machine and under any load), at most one search per core at a time, searchers
 * reused per variant and cleared before each search (so no game's search depends on another's).
 */
final class ComputerPlayer {
    /** Node budgets of levels 1..5. */
    static final long[] LEVEL_NODES = {400, 4_000, 40_000, 250_000, 1_500_000};
    /**
     * The most a level thinks, in ms, whatever the game: a slow game's node budget (Hiashatar's
     * level 5 took 18 s) is cut there, so a player never waits longer than the level promises.
     */
    static final long[] LEVEL_MS = {1_000, 1_000, 2_000, 3_000, 5_000};
    static final int HASH_MB = 4;

    private final Semaphore slots;
    private final Map<Variant, Queue<Searcher>> idle = new ConcurrentHashMap<>();

    /** A fair semaphore: searches start in the order they were asked for, so none waits without end. */
    ComputerPlayer(int parallel) { this.slots = new Semaphore(Math.max(1, parallel), true); }

    static int clampLevel(int level) { return Math.max(1, Math.min(LEVEL_NODES.length, level)); }

    /** A level's search: its node budget, and never longer than its time bound (no soft limit: the budget decides when it fits). */
    static Limits limits(int level) {
        int i = clampLevel(level) - 1;
        return new Limits(Limits.MAX_DEPTH, 0, LEVEL_MS[i], LEVEL_NODES[i]);
    }

    /** The best move for {@code colour} (the side to move, or either side during free turns). */
    SearchResult search(Variant v, Position p, int level, int colour) {
        slots.acquireUninterruptibly();
        Queue<Searcher> q = idle.computeIfAbsent(v, k -> new ConcurrentLinkedQueue<>());
        Searcher s = q.poll();
        try {
            if (s == null) s = new Searcher(v, HASH_MB);
            s.newGame();
            return s.search(p, limits(level), null, colour);
        } finally {
            if (s != null && q.size() < slots.availablePermits() + 1) q.offer(s);
            slots.release();
        }
    }
}
