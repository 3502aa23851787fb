package varia.rules.traditions;

import java.util.List;
import varia.variant.RuleKey;

/**
 * The move notations of a game's own tradition, besides SAN, by name ({@code notations:
 * [shogi-japanese, shogi-western]}): what a front end offers in its move list. No engine part:
 * {@code varia.record.traditions} writes them.
 */
public record Traditions(List<String> names) {
    public static final RuleKey<Traditions> KEY = new RuleKey<>("notations", Traditions.class);

    /** The notations Varia writes: Japanese (KI2) and Western (Hodges) shogi, WXF and Chinese xiangqi, GIB janggi. */
    public static final List<String> KNOWN = List.of("shogi-japanese", "shogi-western", "wxf", "chinese", "gib");

    public Traditions { names = List.copyOf(names); }

    /** The notations of a variant: its file's, else none. */
    public static List<String> of(varia.variant.Variant v) {
        Traditions t = v.rule(KEY);
        return t == null ? List.of() : t.names();
    }
}
