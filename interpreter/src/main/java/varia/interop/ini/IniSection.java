package varia.interop.ini;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One {@code [name]} or {@code [name:parent]} section of a Fairy-Stockfish configuration file, its
 * entries in file order. A key written twice keeps its last value, as Fairy-Stockfish reads it.
 *
 * @param parent the section or built-in variant it inherits from, or null
 * @param line   1-based line of the header
 */
public record IniSection(String name, String parent, int line, List<IniEntry> entries) {
    public IniSection {
        entries = List.copyOf(entries);
    }

    /** The entry a key resolves to (its last occurrence), or null. */
    public IniEntry entry(String key) {
        IniEntry found = null;
        for (IniEntry e : entries) if (e.key().equals(key)) found = e;
        return found;
    }

    /** Each key once, with its last entry, in the order of first appearance. */
    public Map<String, IniEntry> byKey() {
        Map<String, IniEntry> out = new LinkedHashMap<>();
        for (IniEntry e : entries) {
            out.remove(e.key());
            out.put(e.key(), e);
        }
        return out;
    }

    /** The keys in file order, each once. */
    public List<String> keys() { return new ArrayList<>(byKey().keySet()); }
}
