package varia.study;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import varia.variant.VariantException;

/**
 * A self-play study: which game (of any family), which arms (choices of option values), how many
 * games per arm, how many players, how long the computer thinks, the seed, and how games open and
 * end. Everything a worker needs to play any one game of it; the games are numbered
 * {@code 0 .. size()-1}, arm by arm.
 *
 * @param variant      the game
 * @param arms         the arms, at least one
 * @param games        games per arm
 * @param budget       thinking per move
 * @param seed         the study's seed; game {@code g} of every arm plays with {@link #gameSeed(long, int)}
 * @param openingPlies plies drawn at random before the computer plays (diversifies the openings)
 * @param maxPlies     a game still going after this many plies stops, unfinished ("*")
 * @param hashMb       hash table of each side's searcher
 * @param players      the number of players (0: the game's default)
 */
public record StudyPlan(VariantSource variant, List<Arm> arms, int games, Budget budget, long seed,
                        int openingPlies, int maxPlies, int hashMb, int players) implements Serializable {
    public static final int DEFAULT_OPENING_PLIES = 4, DEFAULT_MAX_PLIES = 400, DEFAULT_HASH_MB = 4;
    public static final int MAX_GAMES = 100_000_000;

    public StudyPlan {
        arms = List.copyOf(arms);
        if (arms.isEmpty()) throw new IllegalArgumentException("a study needs at least one arm");
        if (games < 1 || (long) games * arms.size() > MAX_GAMES)
            throw new IllegalArgumentException("--games must be between 1 and " + MAX_GAMES / arms.size() + " per option value");
        if (openingPlies < 0 || openingPlies > 40) throw new IllegalArgumentException("--opening-plies must be between 0 and 40");
        if (maxPlies < 1 || maxPlies > 10_000) throw new IllegalArgumentException("--max-plies must be between 1 and 10000");
        if (openingPlies >= maxPlies) throw new IllegalArgumentException("--opening-plies must be below --max-plies");
        if (hashMb < 1 || hashMb > 1024) throw new IllegalArgumentException("--hash must be between 1 and 1024 MB");
        if (players < 0) throw new IllegalArgumentException("--players must be a number of players the game allows");
    }

    /** A study of the game's default number of players. */
    public StudyPlan(VariantSource variant, List<Arm> arms, int games, Budget budget, long seed, int openingPlies, int maxPlies, int hashMb) {
        this(variant, arms, games, budget, seed, openingPlies, maxPlies, hashMb, 0);
    }

    /** The number of players the games are played by. */
    public int seats(varia.game.Game g) { return players == 0 ? g.defaultPlayers() : players; }

    /**
     * The arms of a study: the fixed options, then one arm per combination of the compared
     * values (the first compared option varies slowest). Every arm's variant is loaded here, so
     * an unknown option or value fails before any game is played.
     */
    public static List<Arm> arms(VariantSource variant, Map<String, String> fixed, Map<String, List<String>> compared) throws VariantException {
        for (String name : compared.keySet())
            if (fixed.containsKey(name)) throw new IllegalArgumentException("option '" + name + "' is both fixed and compared");
        List<Map<String, String>> combos = new ArrayList<>();
        combos.add(new LinkedHashMap<>());
        for (var e : compared.entrySet()) {
            if (e.getValue().isEmpty()) throw new IllegalArgumentException("option '" + e.getKey() + "' has no values to compare");
            if (e.getValue().size() != e.getValue().stream().distinct().count())
                throw new IllegalArgumentException("option '" + e.getKey() + "' repeats a value: " + e.getValue());
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> c : combos)
                for (String value : e.getValue()) {
                    Map<String, String> m = new LinkedHashMap<>(c);
                    m.put(e.getKey(), value);
                    next.add(m);
                }
            combos = next;
        }
        List<Arm> arms = new ArrayList<>();
        for (Map<String, String> c : combos) {
            Map<String, String> all = new LinkedHashMap<>(fixed);
            all.putAll(c);
            variant.game(all); // fails here on a bad option
            String label = !c.isEmpty() ? Arm.text(c) : !fixed.isEmpty() ? Arm.text(fixed) : "defaults";
            arms.add(new Arm(arms.size(), all, label));
        }
        return arms;
    }

    /** Games in the whole study. */
    public int size() { return games * arms.size(); }

    /** The i-th game of the study (arm by arm). */
    public GameTask task(int i) {
        if (i < 0 || i >= size()) throw new IndexOutOfBoundsException(i);
        int game = i % games;
        return new GameTask(i / games, game, gameSeed(seed, game));
    }

    /**
     * Game {@code game}'s seed: the same in every arm, so arms are compared over the same random
     * draws (common random numbers). SplitMix64's finaliser spreads consecutive numbers apart.
     */
    public static long gameSeed(long studySeed, int game) {
        long z = studySeed + 0x9E3779B97F4A7C15L * (game + 1L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
