package varia.web;

import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import varia.game.Effort;
import varia.game.Game;
import varia.game.Player;
import varia.game.Players;
import varia.game.State;
import varia.memory.BoundedCache;
import varia.memory.HeapBudget;
import varia.memory.Sizes;

/**
 * The one door every search the server runs goes through: a live game's computer seat, an
 * analysis, a review. At most one search per core at a time (the cores are the process's, so there
 * is one gate per process, {@link #SERVER}); a bounded queue behind them, in the order asked (a fair
 * semaphore); beyond it a clear refusal ({@link Busy}: 503 with Retry-After, the request changed
 * nothing), so a flood of searches makes the server answer "busy" rather than stop answering. A
 * computer seat's search is stopped at its time bound ({@link Player#stop}: the best move found so
 * far is played), so none outlives its budget. No game keeps a player of its own: the idle players
 * (a search's tables are most of its memory) wait in a {@link BoundedCache} by game, name and
 * effort, and each is told to forget the last game before it chooses, so no game's move depends on
 * another's.
 */
final class SearchGate {
    /**
     * The server's gate: one search per core, and at most half the server's request workers
     * ({@link NetworkLimits#maxActive}) waiting, so that the others stay free for requests that do
     * not search; a search waits at most as long as a request may wait for a worker.
     */
    static final SearchGate SERVER = new SearchGate(Runtime.getRuntime().availableProcessors(),
            NetworkLimits.defaults().maxActive() / 2, NetworkLimits.defaults().maxWait());

    /** The most a computer seat thinks a move, in ms, whatever its node budget (the old page's slowest level's bound). */
    static final long MAX_MILLIS = OldLevels.LEVEL_MS[OldLevels.LEVEL_MS.length - 1];

    /** Seconds a refused request is told to wait before asking again. */
    static final int RETRY_AFTER_SECONDS = 2;

    /** The refusal beyond the queue: 503, with the seconds to wait. */
    static final class Busy extends Api.HttpError {
        /** {@code admitted}: the searches running or waiting besides the one refused. */
        Busy(int parallel, int admitted) {
            super(503, "the server is busy: " + Math.min(admitted, parallel) + " searches run and " + Math.max(0, admitted - parallel)
                    + " wait; nothing was changed, ask again in " + RETRY_AFTER_SECONDS + " s", RETRY_AFTER_SECONDS);
        }
    }

    /** A cached player's game (by identity: a game is its definition, loaded once), name and effort. */
    private record Kind(Game game, String name, Effort effort) {
        @Override public boolean equals(Object o) {
            return o instanceof Kind k && k.game == game && k.name.equals(name) && k.effort.equals(effort);
        }
        @Override public int hashCode() { return (System.identityHashCode(game) * 31 + name.hashCode()) * 31 + effort.hashCode(); }
    }

    private final int parallel, queue;
    private final java.time.Duration maxWait;
    private final Semaphore slots;
    /** Searches running or waiting for a slot. */
    private final AtomicInteger admitted = new AtomicInteger();
    private final BoundedCache<Kind, Kept> idle;
    private final ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "search-gate-clock");
        t.setDaemon(true);
        return t;
    });

    /** {@code parallel} searches at once, {@code queue} more waiting behind them, each for at most {@code maxWait}. */
    SearchGate(int parallel, int queue, java.time.Duration maxWait) {
        this.parallel = Math.max(1, parallel);
        this.queue = Math.max(0, queue);
        this.maxWait = maxWait;
        this.slots = new Semaphore(this.parallel, true);
        this.idle = new BoundedCache<>("idle players", 4 * this.parallel, HeapBudget.SEARCHERS.bytes(), SearchGate::bytes);
    }

    /** Runs a search when a slot is free, waiting in the queue; {@link Busy} (nothing run) when the queue is full or the wait too long. */
    <T> T run(Supplier<T> search) {
        int now = admitted.incrementAndGet();
        if (now > parallel + queue) {
            admitted.decrementAndGet();
            throw new Busy(parallel, now - 1);
        }
        try {
            if (!acquire()) throw new Busy(parallel, admitted.get() - 1);
            try {
                return search.get();
            } finally {
                slots.release();
            }
        } finally {
            admitted.decrementAndGet();
        }
    }

    /** A slot within {@link #maxWait}; false when none came (or the thread was interrupted, which it is told again). */
    private boolean acquire() {
        try {
            return slots.tryAcquire(maxWait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /**
     * The choice of the computer player named {@code name} at {@code effort} among {@code actions[0..n)}, through the gate and
     * stopped after {@code millis}; {@code thinking} is told the player while it chooses (a person's "move now"), then null.
     */
    int choose(Game game, String name, Effort effort, long millis, State state, int[] actions, int n, SplittableRandom random,
               java.util.function.Consumer<Player> thinking) {
        return run(() -> chooseAdmitted(game, name, effort, millis, state, actions, n, random, thinking));
    }

    /**
     * As {@link #choose}, for a caller already inside {@link #run} (a whole computer turn is admitted at once, so that a refusal
     * comes before its throw, not after it): never call it outside, it takes no slot.
     */
    int chooseAdmitted(Game game, String name, Effort effort, long millis, State state, int[] actions, int n, SplittableRandom random,
                       java.util.function.Consumer<Player> thinking) {
        Kind kind = kind(game, name, effort);
        Player p = borrow(kind);
        ScheduledFuture<?> cut = clock.schedule(p::stop, Math.max(1, millis), TimeUnit.MILLISECONDS);
        thinking.accept(p);
        try {
            return p.choose(state, actions, n, random);
        } finally {
            thinking.accept(null);
            cut.cancel(false);
            idle.put(kind, new Kept(p, game));
        }
    }

    /** Whether the named player draws random numbers in {@code game} (a replay asks it again only then); no search is run. */
    boolean draws(Game game, String name, Effort effort) {
        Kind kind = kind(game, name, effort);
        Kept k = idle.remove(kind);
        Player p = k != null ? k.player() : Players.named(name, game, effort);
        try {
            return p.draws(game);
        } finally {
            idle.put(kind, new Kept(p, game));
        }
    }

    private static Kind kind(Game game, String name, Effort effort) { return new Kind(game, name.toLowerCase(Locale.ROOT), effort); }

    /** An idle player of the kind (taken: no other search uses it meanwhile) or a new one, its last game forgotten. */
    private Player borrow(Kind kind) {
        Kept k = idle.remove(kind);
        if (k == null) return Players.named(kind.name(), kind.game(), kind.effort());
        k.player().newGame();
        return k.player();
    }

    /** Searches that may run or wait at once; one more is refused. */
    int capacity() { return parallel + queue; }

    /** Searches running or waiting now (tests, statistics). */
    int admitted() { return admitted.get(); }

    /** Idle players kept now (tests, statistics). */
    BoundedCache<?, ?> idle() { return idle; }

    /** A player's own bytes: its tables and scratch states, the game's definition left out. */
    private static long bytes(Kept k) {
        Sizes.Walker w = new Sizes.Walker();
        w.exclude(k.game());
        return w.size(k.player());
    }

    /** An idle player and its game (whose definition its weight leaves out). */
    private record Kept(Player player, Game game) {}
}
