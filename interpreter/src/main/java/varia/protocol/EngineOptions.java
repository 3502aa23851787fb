package varia.protocol;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import varia.io.Printable;
import varia.io.WholeNumber;
import varia.search.Searcher;
import varia.search.Strength;

/**
 * The search options UCI and USI share: the hash table's size (UCI {@code Hash}, USI
 * {@code USI_Hash}), {@code Threads} (all cores by default), {@code Skill Level} (0-20, 20 = full
 * strength), {@code UCI_LimitStrength} with {@code UCI_Elo} (which then sets the level, see
 * {@link Strength#fromElo}). Each engine's searcher gets them when made and when they change.
 */
final class EngineOptions {
    static final int MIN_HASH = 1, MAX_HASH = 1024, MAX_THREADS = 512;

    private final String hashName;
    int hashMb;
    private int threads = Searcher.availableCores(), skill = Strength.MAX_LEVEL, elo = Strength.MAX_ELO;
    private boolean limitStrength;

    /** @param hashName the hash option's name in this protocol; @param hashMb its size until set (clamped to 1-1,024 MB) */
    EngineOptions(String hashName, int hashMb) {
        this.hashName = hashName;
        this.hashMb = Math.max(MIN_HASH, Math.min(MAX_HASH, hashMb));
    }

    /** A searcher for the variant with the options set so far. */
    Searcher searcher(varia.variant.Variant v) {
        Searcher s = new Searcher(v, hashMb);
        s.setThreads(threads);
        s.setStrength(strength());
        return s;
    }

    /** The strength the options ask for: UCI_Elo when UCI_LimitStrength is on, else the skill level. */
    Strength strength() { return limitStrength ? Strength.fromElo(elo) : Strength.level(skill); }

    /** The {@code option name ...} lines of the handshake. */
    List<String> announce() {
        return List.of(
                "option name " + hashName + " type spin default 16 min " + MIN_HASH + " max " + MAX_HASH,
                "option name Threads type spin default " + Searcher.availableCores() + " min 1 max " + MAX_THREADS,
                "option name Skill Level type spin default " + Strength.MAX_LEVEL + " min " + Strength.MIN_LEVEL + " max " + Strength.MAX_LEVEL,
                "option name UCI_LimitStrength type check default false",
                "option name UCI_Elo type spin default " + Strength.MAX_ELO + " min " + Strength.MIN_ELO + " max " + Strength.MAX_ELO);
    }

    /**
     * Sets one of these options on the engine's searcher; false when the name is none of them.
     * A bad value is told to {@code warn} and changes nothing.
     */
    boolean set(String name, String value, Searcher searcher, Consumer<String> warn) {
        String n = name.toLowerCase(Locale.ROOT);
        if (n.equals(hashName.toLowerCase(Locale.ROOT))) {
            Long mb = number("Hash (MB)", value, MIN_HASH, MAX_HASH, warn);
            if (mb != null) { hashMb = mb.intValue(); searcher.setHashMb(hashMb); }
            return true;
        }
        switch (n) {
            case "threads" -> {
                Long t = number("Threads", value, 1, MAX_THREADS, warn);
                if (t != null) { threads = t.intValue(); searcher.setThreads(threads); }
            }
            case "skill level" -> {
                Long lv = number("Skill Level", value, Strength.MIN_LEVEL, Strength.MAX_LEVEL, warn);
                if (lv != null) { skill = lv.intValue(); searcher.setStrength(strength()); }
            }
            case "uci_limitstrength" -> {
                String b = value.toLowerCase(Locale.ROOT);
                if (!b.equals("true") && !b.equals("false")) { warn.accept("UCI_LimitStrength must be true or false, not " + Printable.shorten(value) + "; ignored"); return true; }
                limitStrength = b.equals("true");
                searcher.setStrength(strength());
            }
            case "uci_elo" -> {
                Long e = number("UCI_Elo", value, Strength.MIN_ELO, Strength.MAX_ELO, warn);
                if (e != null) { elo = e.intValue(); searcher.setStrength(strength()); }
            }
            default -> { return false; }
        }
        return true;
    }

    /** A whole number in [min, max], or null after telling {@code warn} what was wrong with it. */
    static Long number(String what, String text, long min, long max, Consumer<String> warn) {
        try {
            return WholeNumber.parse(text, min, max, what);
        } catch (IllegalArgumentException e) {
            warn.accept(e.getMessage() + "; ignored");
            return null;
        }
    }
}
