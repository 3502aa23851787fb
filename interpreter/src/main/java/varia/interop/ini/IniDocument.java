package varia.interop.ini;

import java.util.List;
import varia.yaml.Diagnostic;

/**
 * A Fairy-Stockfish configuration file as read: its sections in file order, the errors found while
 * splitting it into sections and entries (lines Fairy-Stockfish would skip or misread), and the
 * warnings (text it reads, but probably not as meant: a key written twice).
 *
 * @param file the name problems are reported under
 */
public record IniDocument(String file, List<IniSection> sections, List<Diagnostic> errors, List<Diagnostic> warnings) {
    public IniDocument {
        sections = List.copyOf(sections);
        errors = List.copyOf(errors);
        warnings = List.copyOf(warnings);
    }

    /** The section of that name (the first, if written twice), or null. */
    public IniSection section(String name) {
        for (IniSection s : sections) if (s.name().equals(name)) return s;
        return null;
    }

    /** The section names in file order. */
    public List<String> names() { return sections.stream().map(IniSection::name).toList(); }
}
