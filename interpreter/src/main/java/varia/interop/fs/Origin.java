package varia.interop.fs;

/**
 * Where a setting of a resolved variant came from: the ini key that set it, in which section, at
 * which line; or a built-in variant of Fairy-Stockfish ({@code line} 0).
 */
public record Origin(String key, String section, int line, boolean builtIn) {
    @Override public String toString() {
        return builtIn ? key + " (built-in " + section + ")" : key + " (line " + line + ", [" + section + "])";
    }
}
