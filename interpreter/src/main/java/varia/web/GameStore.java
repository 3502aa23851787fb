package varia.web;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * Every game of the server by id, of every kind, within fixed bounds (docs/robustness.md, "The
 * server's limits"):
 * <ul>
 *   <li>at most {@code maxLive} games being played and {@code maxLive} finished ones at once;</li>
 *   <li>a game untouched for {@code idle} is forgotten;</li>
 *   <li>the games' memory (each game's own, plus once each definition that live games share: a
 *       variant compiled, a race table) stays within {@code maxBytes};</li>
 * </ul>
 * and when a new game or a longer one needs room, the game idle longest goes first. A finished game
 * is kept only as its record ({@link FinishedGame}). A forgotten game answers 404. Ids are random,
 * so one player cannot guess another's game.
 *
 * <p>The store never calls a game while it holds its own lock (a game may be busy for seconds in a
 * computer search): callers weigh a game first and hand the store the numbers ({@link #settle}).
 */
final class GameStore {
    /** The bounds: live games, idle time, bytes. */
    record Limits(int maxLive, Duration idle, long maxBytes) {
        Limits {
            if (maxLive < 1) throw new IllegalArgumentException("at least one game");
            if (idle.isNegative() || idle.isZero()) throw new IllegalArgumentException("a positive idle time");
        }
    }

    /** What the store knows of a game: the game, its weight when last settled, finished or not. */
    private static final class Slot {
        LiveGame game;
        Object def;
        long bytes;
        long used;

        Slot(LiveGame game, Object def, long bytes) { this.game = game; this.def = def; this.bytes = bytes; this.used = System.nanoTime(); }

        boolean finished() { return game instanceof FinishedGame; }
    }

    /**
     * A definition shared by live games: its weight, counted once, the weight each of its games
     * holds of its own at its start (measured once, on the first game), and how many games use it.
     */
    private static final class Shared {
        final long bytes, gameBase;
        int users;

        Shared(long bytes, long gameBase) { this.bytes = bytes; this.gameBase = gameBase; }
    }

    /** A definition's two weights, measured outside the lock. */
    private record Weights(long definition, long gameBase) {}

    private final Limits limits;
    private final ToLongFunction<Object> weigher;
    private final SecureRandom random = new SecureRandom();
    /** Least recently used first. */
    private final LinkedHashMap<String, Slot> games = new LinkedHashMap<>(16, 0.75f, true);
    private final IdentityHashMap<Object, Shared> shared = new IdentityHashMap<>();
    private int live, finished;
    /** Bytes of the games' own, and of the shared definitions. */
    private long bytes, sharedBytes, evicted, expired;

    /** @param weigher the bytes of a shared definition (weighed once while games use it) */
    GameStore(Limits limits, ToLongFunction<Object> weigher) {
        this.limits = limits;
        this.weigher = weigher;
    }

    Limits limits() { return limits; }

    synchronized String newId() {
        String id;
        do {
            id = Long.toHexString(random.nextLong() & Long.MAX_VALUE);
        } while (games.containsKey(id));
        return id;
    }

    /**
     * Keeps a new game, making room first: games idle past the limit go, then the games idle
     * longest until the count and the bytes allow it.
     */
    void add(LiveGame g) {
        Object def = g.shared();
        Weights w = weigh(g, def);
        long own = w.gameBase() + g.growthBytes(), defBytes = w.definition();
        synchronized (this) {
            expire();
            Slot s = new Slot(g, def, own);
            long needed = own + (def != null && !shared.containsKey(def) ? defBytes : 0);
            makeRoom(s.finished() ? 0 : 1, s.finished() ? 1 : 0, needed, null);
            games.put(g.id, s);
            count(s, +1);
            bytes += own;
            if (def != null) share(def, w);
        }
    }

    /** The game with this id (touched: it is in use), or null when there is none or it was forgotten. */
    synchronized LiveGame get(String id) {
        expire();
        Slot s = id == null ? null : games.get(id);
        if (s == null) return null;
        s.used = System.nanoTime();
        s.game.touch();
        return s.game;
    }

    /**
     * After a request changed a game: takes its new weight, and keeps a finished game only as its
     * record ({@link LiveGame#finish()}) or a game played again from its record as live again.
     * Weighs outside the store's lock; a game forgotten meanwhile stays forgotten.
     */
    void settle(LiveGame g) {
        LiveGame kept = g.over() ? g.finish() : g;
        Object def = kept.shared();
        Weights w = weigh(kept, def);
        long own = w.gameBase() + kept.growthBytes(), defBytes = w.definition();
        synchronized (this) {
            Slot s = games.get(g.id);
            if (s == null) return;
            Object before = s.def;
            boolean sameDef = before == def;
            long more = own - s.bytes + (def != null && !sameDef && !shared.containsKey(def) ? defBytes : 0);
            if (s.game != kept) {
                count(s, -1);
                if (before != null) unshare(before);
                s.game = kept;
                s.def = def;
                count(s, +1);
                if (def != null) share(def, w);
                s.used = System.nanoTime();
            }
            bytes += own - s.bytes;
            s.bytes = own;
            if (more > 0 || live > limits.maxLive() || finished > limits.maxLive()) makeRoom(0, 0, 0, g.id);
        }
    }

    synchronized int size() { return live; }

    synchronized int finishedCount() { return finished; }

    synchronized long bytes() { return bytes + sharedBytes; }

    /** Games forgotten to make room, and games forgotten for being idle. */
    synchronized long evicted() { return evicted; }

    synchronized long expired() { return expired; }

    /**
     * A definition's weights: those kept when games already use it, else measured now, outside the
     * lock (walking a compiled variant takes milliseconds). Nothing for a game that shares nothing.
     */
    private Weights weigh(LiveGame g, Object def) {
        if (def == null) return new Weights(0, 0);
        synchronized (this) {
            Shared s = shared.get(def);
            if (s != null) return new Weights(s.bytes, s.gameBase);
        }
        return new Weights(weigher.applyAsLong(def), g.sampleBytes());
    }

    private void share(Object def, Weights w) {
        Shared s = shared.get(def);
        if (s == null) {
            shared.put(def, s = new Shared(w.definition(), w.gameBase()));
            sharedBytes += w.definition();
        }
        s.users++;
    }

    private void unshare(Object def) {
        Shared s = shared.get(def);
        if (s != null && --s.users <= 0) {
            shared.remove(def);
            sharedBytes -= s.bytes;
        }
    }

    private void count(Slot s, int d) {
        if (s.finished()) finished += d;
        else live += d;
    }

    /** Forgets the games untouched for longer than the idle time (the eldest come first). */
    private void expire() {
        long now = System.nanoTime(), idle = limits.idle().toNanos();
        for (Iterator<Slot> it = games.values().iterator(); it.hasNext(); ) {
            Slot s = it.next();
            if (now - s.used <= idle) break;
            it.remove();
            forget(s);
            expired++;
        }
    }

    /**
     * Forgets the games idle longest (never {@code keep}) until {@code moreLive} live and
     * {@code moreFinished} finished games and {@code moreBytes} bytes fit.
     */
    private void makeRoom(int moreLive, int moreFinished, long moreBytes, String keep) {
        Iterator<Map.Entry<String, Slot>> it = games.entrySet().iterator();
        while (it.hasNext() && (live + moreLive > limits.maxLive() || finished + moreFinished > limits.maxLive()
                || total() + moreBytes > limits.maxBytes())) {
            Map.Entry<String, Slot> e = it.next();
            if (e.getKey().equals(keep)) continue;
            Slot s = e.getValue();
            boolean needed = total() + moreBytes > limits.maxBytes()
                    || (s.finished() ? finished + moreFinished > limits.maxLive() : live + moreLive > limits.maxLive());
            if (!needed) continue;
            it.remove();
            forget(s);
            evicted++;
        }
    }

    private long total() { return bytes + sharedBytes; }

    private void forget(Slot s) {
        count(s, -1);
        bytes -= s.bytes;
        if (s.def != null) unshare(s.def);
    }
}
