package varia.docs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * docs/sources.md read as data: its game sections ({@code ## Game}, then {@code variant: key})
 * and their table rows. The format is described at the top of that file.
 */
final class SourcesDoc {

    /** The columns of every game table, in order. */
    static final List<String> COLUMNS = List.of("id", "source", "statement", "file", "test", "status", "note");

    /** Statuses and whether they need a test ({@code true}) or a note ({@code false}). */
    static final Map<String, Boolean> STATUSES = Map.of(
            "ok", true, "option", true,
            "differs", false, "added", false, "n/a", false, "DIVERGES", false, "MISSING", false, "UNTESTED", false);

    /** The statuses whose rows are open work, counted and printed by the test. */
    static final Set<String> OPEN = Set.of("DIVERGES", "MISSING", "UNTESTED");

    static final String NO_TEST = "—";

    /** One table row; {@code line} is 1-based, for messages. */
    record Row(String game, String variant, int line, List<String> cells) {
        String id() { return cells.get(0); }
        String file() { return cells.get(3); }
        String test() { return cells.get(4); }
        String status() { return cells.get(5); }
        String note() { return cells.get(6); }
        String where() { return "docs/sources.md:" + line + " (" + game + ", " + id() + ")"; }

        /** The tests named in the test column, {@code Class#method} each; empty for {@code —}. */
        List<String> tests() {
            String t = test().trim();
            if (t.isEmpty() || t.equals(NO_TEST)) return List.of();
            return Arrays.stream(t.split(",")).map(String::trim).toList();
        }
    }

    /** A game section: heading, variant key (or {@code none}), line of the heading. */
    record Section(String game, String variant, int line) {}

    final List<Section> sections = new ArrayList<>();
    final List<Row> rows = new ArrayList<>();
    /** Problems of form found while reading (wrong cell counts, a table before the variant line). */
    final List<String> problems = new ArrayList<>();

    private static final Pattern VARIANT = Pattern.compile("^variant:\\s*(\\S+)\\s*$");
    private static final Pattern SEPARATOR = Pattern.compile("^\\|(\\s*:?-+:?\\s*\\|)+\\s*$");

    static SourcesDoc read(Path file) throws IOException {
        SourcesDoc doc = new SourcesDoc();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        String heading = null, variant = null;
        int headingLine = 0;
        boolean header = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("## ")) {
                heading = line.substring(3).trim();
                headingLine = i + 1;
                variant = null;
                header = false;
                continue;
            }
            Matcher m = VARIANT.matcher(line);
            if (m.matches() && heading != null) {
                variant = m.group(1);
                doc.sections.add(new Section(heading, variant, headingLine));
                continue;
            }
            if (variant == null || !line.startsWith("|")) continue;   // not a game table
            if (SEPARATOR.matcher(line).matches()) continue;
            List<String> cells = cells(line);
            if (!header) {
                header = true;
                if (!cells.equals(COLUMNS))
                    doc.problems.add("docs/sources.md:" + (i + 1) + " (" + heading + "): the table's columns must be " + COLUMNS + ", found " + cells);
                continue;
            }
            if (cells.size() != COLUMNS.size()) {
                doc.problems.add("docs/sources.md:" + (i + 1) + " (" + heading + "): " + cells.size() + " cells, expected "
                        + COLUMNS.size() + " (is there a '|' inside a cell?)");
                continue;
            }
            doc.rows.add(new Row(heading, variant, i + 1, cells));
        }
        return doc;
    }

    /** The cells of a table line {@code | a | b |}, trimmed. */
    static List<String> cells(String line) {
        String s = line.trim();
        if (s.startsWith("|")) s = s.substring(1);
        if (s.endsWith("|")) s = s.substring(0, s.length() - 1);
        List<String> out = new ArrayList<>();
        for (String c : s.split("\\|", -1)) out.add(c.trim());
        return out;
    }

    private static final Pattern FINDING_HEADING = Pattern.compile("^## (F\\d+)\\b");

    /** The finding ids (F1, F2, ...) that head a section of docs/audit-findings.md. */
    static Set<String> findings(Path auditFindings) throws IOException {
        Set<String> ids = new java.util.LinkedHashSet<>();
        for (String line : Files.readAllLines(auditFindings, StandardCharsets.UTF_8)) {
            Matcher m = FINDING_HEADING.matcher(line);
            if (m.find()) ids.add(m.group(1));
        }
        return ids;
    }

    /** Open rows (DIVERGES, MISSING, UNTESTED) per game, in the file's order, then the total. */
    Map<String, Map<String, Integer>> openCounts() {
        Map<String, Map<String, Integer>> out = new LinkedHashMap<>();
        for (Row r : rows) {
            if (!OPEN.contains(r.status())) continue;
            out.computeIfAbsent(r.game(), g -> new LinkedHashMap<>()).merge(r.status(), 1, Integer::sum);
        }
        return out;
    }
}
