package varia.interop.importer;

import varia.interop.fs.Origin;

/**
 * A rule of the ini that Varia cannot say (yet): the ini key, where it was set, and what Varia
 * lacks. {@code origin} is null for a rule no key set (a Fairy-Stockfish default).
 */
public record Lack(String key, Origin origin, String what) {
    /** One line: {@code key (line 12): what}, or {@code key (built-in atomic): what}. */
    public String describe() {
        String where = origin == null ? "Fairy-Stockfish's default" : origin.builtIn() ? "built-in " + origin.section() : "line " + origin.line();
        return key + " (" + where + "): " + what;
    }
}
