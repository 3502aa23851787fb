package varia.web;

import varia.engine.Position;
import varia.memory.BoundedCache;
import varia.memory.HeapBudget;
import varia.memory.Sizes;
import varia.search.Limits;
import varia.search.SearchResult;
import varia.search.Searcher;
import varia.variant.Variant;

/**
 * The computer opponent of every game: searches limited by nodes (so a level plays the same
 * moves on any machine and under any load) and cut at the level's time bound (so a slow game
 * never keeps a player waiting longer), through the server's one {@link SearchGate}, searchers reused
 * per variant and level and cleared before each search (so no game's search depends on another's). The idle searchers (their transposition tables are most of a searcher's memory) are
 * kept in a {@link BoundedCache}: a pasted variant played once leaves no tables behind for long.
 */
final class ComputerPlayer {
    /** Node budgets of levels 1..5. */
    static final long[] LEVEL_NODES = {400, 4_000, 40_000, 250_000, 1_500_000};
    /** Transposition table sizes of levels 1..5 in MB: about four slots per node searched, at most 4 MB. */
    static final int[] LEVEL_HASH_MB = {1, 1, 2, 4, 4};
    /**
     * The most a level thinks, in ms, whatever the game: a slow game's node budget (Hiashatar's
     * level 5 took 18 s) is cut there, so a player never waits longer than the level promises.
     */
    static final long[] LEVEL_MS = {1_000, 1_000, 2_000, 3_000, 5_000};

    /** A searcher's variant (by identity: a variant record's equality would walk its pieces) and table size. */
    private record Kind(Variant variant, int hashMb) {
        @Override public boolean equals(Object o) { return o instanceof Kind k && k.variant == variant && k.hashMb == hashMb; }
        @Override public int hashCode() { return System.identityHashCode(variant) * 31 + hashMb; }
    }

    private final BoundedCache<Kind, Searcher> idle;

    /** Idle searchers for {@code parallel} searches at once (the searches themselves go through the server's {@link SearchGate}). */
    ComputerPlayer(int parallel) {
        this.idle = new BoundedCache<>("idle searchers", 4 * Math.max(1, parallel), HeapBudget.SEARCHERS.bytes(), ComputerPlayer::bytes);
    }

    static int clampLevel(int level) { return Math.max(1, Math.min(LEVEL_NODES.length, level)); }

    /** A level's search: its node budget, and never longer than its time bound (no soft limit: the budget decides when it fits). */
    static Limits limits(int level) {
        int i = clampLevel(level) - 1;
        return new Limits(Limits.MAX_DEPTH, 0, LEVEL_MS[i], LEVEL_NODES[i]);
    }

    /** The best move for {@code colour} (the side to move, or either side during free turns). */
    SearchResult search(Variant v, Position p, int level, int colour) { return search(v, p, level, colour, null); }

    /**
     * The same; {@code stopper} is given what stops the search once it runs (a person's "move
     * now": the best move found so far is played), and null when it has ended.
     */
    SearchResult search(Variant v, Position p, int level, int colour, java.util.function.Consumer<Runnable> stopper) {
        int l = clampLevel(level);
        Kind kind = new Kind(v, LEVEL_HASH_MB[l - 1]);
        return SearchGate.SERVER.run(() -> {
            Searcher s = idle.remove(kind); // taken: no other search uses it meanwhile
            try {
                if (s == null) s = new Searcher(v, kind.hashMb());
                s.newGame();
                varia.search.StopSignal stop = new varia.search.StopSignal();
                if (stopper != null) stopper.accept(stop::raise);
                return s.search(p, limits(l), null, colour, stop);
            } finally {
                if (stopper != null) stopper.accept(null);
                if (s != null) idle.put(kind, s);
            }
        });
    }

    /** The score at or below which the computer, by its own search, takes a draw offered: a pawn and a half behind. */
    static final int DRAW_ACCEPT_SCORE = -150;

    /**
     * The computer's answer to a draw offer, by one stated rule (docs/web.md): it accepts when the
     * rules would let it claim a draw here, or when its search at its level scores its own position
     * {@link #DRAW_ACCEPT_SCORE} or worse; otherwise it declines and plays on.
     */
    boolean acceptsDraw(Variant v, Position p, int level, int colour) {
        if (p.sideToMove() == colour && !p.claims().isEmpty()) return true;
        SearchResult r = search(v, p, level, p.sideToMove());
        int own = p.sideToMove() == colour ? r.score() : -r.score();
        return own <= DRAW_ACCEPT_SCORE;
    }

    /** Idle searchers kept now (tests, statistics). */
    BoundedCache<?, ?> idle() { return idle; }

    /** A searcher's own bytes: its tables and workers, the variant and its compiled form left out. */
    private static long bytes(Searcher s) {
        Sizes.Walker w = new Sizes.Walker();
        w.exclude(Position.start(s.variant()));
        return w.size(s);
    }
}
