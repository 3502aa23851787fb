package varia.interop.ini;

/**
 * One {@code key = value} line of a section, as Fairy-Stockfish splits it: the key is the text
 * before the first {@code =} with trailing spaces removed, the value the text after it with leading
 * white space removed (trailing spaces stay part of the value, as they do there).
 *
 * @param line        1-based line of the entry
 * @param keyColumn   1-based column where the key starts
 * @param valueColumn 1-based column where the value starts (one past the line's end for an empty value)
 */
public record IniEntry(String key, String value, int line, int keyColumn, int valueColumn) {}
