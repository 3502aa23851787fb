package varia.interop.ini;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import varia.yaml.Diagnostic;

/**
 * Splits a Fairy-Stockfish configuration file into sections and entries exactly as Fairy-Stockfish
 * does (src/variant.cpp, parse_istream): text before the first line that starts with {@code [} is
 * skipped; a header {@code [name]} or {@code [name:parent]} opens a section; a line starting with
 * {@code #} or {@code ;} is a comment; every other line is {@code key = value}, split at its first
 * {@code =}. Where Fairy-Stockfish would silently skip or misread a line, this reader reports it at
 * its line and column with the fix, instead of dropping it.
 */
public final class IniReader {
    private IniReader() {}

    /** Largest file read, in characters: Fairy-Stockfish's own variants.ini has about 90,000. */
    public static final int MAX_CHARS = 4_000_000;

    public static IniDocument read(String file, String text) {
        List<Diagnostic> errors = new ArrayList<>(), warnings = new ArrayList<>();
        List<IniSection> sections = new ArrayList<>();
        if (text.length() > MAX_CHARS) {
            errors.add(new Diagnostic(file, 0, 0, "the file has " + text.length() + " characters; at most " + MAX_CHARS + " are read"));
            return new IniDocument(file, sections, errors, warnings);
        }
        String[] lines = text.split("\n", -1);
        Map<String, Integer> sectionLines = new HashMap<>();
        String name = null, parent = null;
        int headerLine = 0;
        boolean seenHeader = false;
        List<IniEntry> entries = new ArrayList<>();
        Map<String, Integer> keyLines = new HashMap<>();
        for (int i = 0; i < lines.length; i++) {
            int lineNo = i + 1;
            String line = lines[i].endsWith("\r") ? lines[i].substring(0, lines[i].length() - 1) : lines[i];
            if (line.startsWith("[")) {
                seenHeader = true;
                if (name != null) sections.add(new IniSection(name, parent, headerLine, entries));
                name = null;
                entries = new ArrayList<>();
                keyLines = new HashMap<>();
                int close = line.indexOf(']');
                if (close < 0) {
                    errors.add(new Diagnostic(file, lineNo, line.length() + 1,
                            "section header '" + line + "' has no closing ']': write '[name]' or '[name:parent]' on one line"));
                    continue;
                }
                String head = line.substring(1, close);
                int colon = head.indexOf(':');
                String n = colon < 0 ? head : head.substring(0, colon);
                String p = colon < 0 ? null : head.substring(colon + 1);
                String rest = line.substring(close + 1);
                if (!rest.isBlank())
                    warnings.add(new Diagnostic(file, lineNo, close + 2, "text after the section header is ignored: '" + rest.strip() + "'"));
                if (n.isEmpty() || !n.equals(n.strip()) || n.contains("[")) {
                    errors.add(new Diagnostic(file, lineNo, 2, "section name '" + n + "' must be a word without spaces, e.g. '[mychess:chess]'"));
                    continue;
                }
                if (p != null && (p.isEmpty() || !p.equals(p.strip()))) {
                    errors.add(new Diagnostic(file, lineNo, colon + 3, "parent of [" + n + "] must be a variant name after ':' without spaces, e.g. '[" + n + ":chess]'"));
                    continue;
                }
                Integer first = sectionLines.putIfAbsent(n, lineNo);
                if (first != null) {
                    errors.add(new Diagnostic(file, lineNo, 2, "section [" + n + "] is defined twice (first at line " + first
                            + "); Fairy-Stockfish keeps the first and skips this one: rename one of them"));
                    continue;
                }
                name = n;
                parent = p;
                headerLine = lineNo;
                continue;
            }
            if (line.isBlank() || line.startsWith("#") || line.startsWith(";")) continue;
            if (name == null) {
                if (!seenHeader)
                    warnings.add(new Diagnostic(file, lineNo, 1, "text before the first section is ignored; start comments with '#' or ';'"));
                else
                    errors.add(new Diagnostic(file, lineNo, 1, "this line belongs to no section (the section above has an error) and is ignored"));
                continue;
            }
            int eq = line.indexOf('=');
            if (eq < 0) {
                int col = line.length() - line.stripLeading().length() + 1;
                String t = line.stripLeading();
                errors.add(new Diagnostic(file, lineNo, col, (t.startsWith("#") || t.startsWith(";")
                        ? "a comment must start at the beginning of the line; remove the spaces before '" + t.charAt(0) + "'"
                        : "'" + t + "' is not 'key = value'; Fairy-Stockfish ignores such a line: write 'key = value', or start a comment with '#'")
                        + " (section [" + name + "])"));
                continue;
            }
            String rawKey = line.substring(0, eq);
            String key = stripTrailingSpaces(rawKey);
            if (key.isBlank()) {
                errors.add(new Diagnostic(file, lineNo, 1, "'=' without a key before it; write 'key = value'"));
                continue;
            }
            int lead = key.length() - key.stripLeading().length();
            if (lead > 0) {
                errors.add(new Diagnostic(file, lineNo, 1, "spaces before the key '" + key.strip() + "': Fairy-Stockfish reads them as part of"
                        + " the key and ignores the line; start the line with the key"));
                continue;
            }
            int v = eq + 1;
            while (v < line.length() && Character.isWhitespace(line.charAt(v))) v++;
            String value = line.substring(v);
            Integer first = keyLines.put(key, lineNo);
            if (first != null)
                warnings.add(new Diagnostic(file, lineNo, 1, "'" + key + "' is set twice in [" + name + "] (first at line " + first
                        + "); Fairy-Stockfish uses this last value: remove one"));
            entries.add(new IniEntry(key, value, lineNo, 1, v + 1));
        }
        if (name != null) sections.add(new IniSection(name, parent, headerLine, entries));
        return new IniDocument(file, sections, errors, warnings);
    }

    /** Fairy-Stockfish trims spaces only (not tabs) after a key. */
    private static String stripTrailingSpaces(String s) {
        int end = s.length();
        while (end > 0 && s.charAt(end - 1) == ' ') end--;
        return s.substring(0, end);
    }
}
