package varia.web;

import java.security.SecureRandom;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The live games by id, chess-like, race and dice-chess games alike: at most {@code capacity}; starting one more forgets the game used least
 * recently, and a game untouched for {@code idleMinutes} is forgotten too. Ids are random, so
 * one player cannot guess another's game.
 */
final class GameStore {
    private final int capacity;
    private final long idleNanos;
    private final SecureRandom random = new SecureRandom();
    private final Map<String, LiveGame> games;
    private long evicted;

    GameStore(int capacity, int idleMinutes) {
        this.capacity = capacity;
        this.idleNanos = idleMinutes * 60_000_000_000L;
        this.games = new LinkedHashMap<>(16, 0.75f, true);
    }

    synchronized String newId() {
        String id;
        do {
            id = Long.toHexString(random.nextLong() & Long.MAX_VALUE);
        } while (games.containsKey(id));
        return id;
    }

    synchronized void add(LiveGame g) {
        long now = System.nanoTime();
        games.values().removeIf(s -> {
            boolean idle = now - s.lastUsed > idleNanos;
            if (idle) evicted++;
            return idle;
        });
        while (games.size() >= capacity) {
            String eldest = games.keySet().iterator().next();
            games.remove(eldest);
            evicted++;
        }
        games.put(g.id, g);
    }

    synchronized LiveGame get(String id) { return id == null ? null : games.get(id); }

    synchronized int size() { return games.size(); }

    synchronized long evicted() { return evicted; }

    synchronized Map<String, LiveGame> snapshot() { return Collections.unmodifiableMap(new HashMap<>(games)); }
}
