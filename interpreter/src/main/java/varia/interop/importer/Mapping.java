package varia.interop.importer;

/**
 * One group of Fairy-Stockfish keys and how they become Varia keys. A mapping writes what it can
 * say into {@link Context#root}, marks the fields it said with {@link Context#uses}, and reports
 * what Varia cannot say with {@link Context#lack}. A field no mapping marks that differs from
 * Fairy-Stockfish's default is reported by {@link Importer} as a rule Varia lacks, so a key nobody
 * maps is never dropped silently; adding a key is one more mapping (or one more line in one).
 */
interface Mapping {
    void map(Context c);
}
