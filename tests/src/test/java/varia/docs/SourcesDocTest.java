package varia.docs;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.TestPaths.root;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import varia.variant.Variants;

/**
 * Keeps docs/sources.md honest: every game of the seeds has a section, every row names tests
 * that exist or gives a reason, the findings, documents, samples and options it cites exist.
 * Prints how many rows are DIVERGES, MISSING or UNTESTED.
 */
class SourcesDocTest {

    /** The games of the seeds (/work/shared/seeds/README.md): seed 004's thirteen and its appendix, seeds 000-003. */
    static final List<String> GAMES = List.of(
            "Chaturanga", "Shatranj", "Senterej", "Ninth-century Indian chess", "Sittuyin", "Makruk", "Ouk Chatrang",
            "Shatar", "Shatar \"Old 1 Hia\"", "Hiashatar", "Xiangqi", "Janggi", "Heian Shogi", "Sho Shogi", "Shogi",
            "Shahrady", "Ashtapada");

    private static final Pattern FINDING = Pattern.compile("\\bF(\\d+)\\b");
    private static final Pattern DOC = Pattern.compile("\\bdocs/[A-Za-z0-9_.-]+\\.md\\b|\\b[a-z0-9-]+\\.md\\b");
    private static final Pattern SAMPLE = Pattern.compile("samples/[A-Za-z0-9_./-]+\\.pgn");
    private static final Pattern OPTION = Pattern.compile("option ([a-z0-9-]+)=([A-Za-z0-9-]+)");

    static SourcesDoc doc;
    static Set<String> findings;

    @BeforeAll
    static void read() throws IOException {
        doc = SourcesDoc.read(root().resolve("docs/sources.md"));
        findings = SourcesDoc.findings(root().resolve("docs/audit-findings.md"));
    }

    static void assertNone(List<String> problems, String what) {
        assertTrue(problems.isEmpty(), () -> problems.size() + " " + what + ":\n  " + String.join("\n  ", problems));
    }

    @Test
    void everyGameOfTheSeedsHasASection() {
        List<String> problems = new ArrayList<>();
        List<String> bundled = new ArrayList<>(Variants.bundled());
        bundled.addAll(Variants.registry().bundledRaces()); // race games (game: race) are bundled too
        bundled.addAll(new varia.dice.DiceFamily().bundled()); // and dice-chess games (game: dice-chess)
        Set<String> seen = new HashSet<>();
        for (SourcesDoc.Section s : doc.sections) {
            if (!seen.add(s.game())) problems.add("docs/sources.md:" + s.line() + ": a second section for " + s.game());
            if (!s.variant().equals("none") && !bundled.contains(s.variant()))
                problems.add("docs/sources.md:" + s.line() + ": variant '" + s.variant() + "' is not bundled (" + bundled + ") nor 'none'");
        }
        for (String game : GAMES)
            if (!seen.contains(game)) problems.add("no section '## " + game + "' with a 'variant:' line");
            else if (doc.rows.stream().noneMatch(r -> r.game().equals(game))) problems.add("section " + game + " has no rows");
        assertNone(problems, "problems with the game sections");
    }

    @Test
    void everyRowIsWellFormed() {
        List<String> problems = new ArrayList<>(doc.problems);
        Set<String> ids = new HashSet<>();
        for (SourcesDoc.Row r : doc.rows) {
            if (r.id().isEmpty()) problems.add(r.where() + ": empty id");
            else if (!ids.add(r.id())) problems.add(r.where() + ": id used twice");
            if (r.cells().get(1).isEmpty()) problems.add(r.where() + ": no source place");
            if (r.cells().get(2).isEmpty()) problems.add(r.where() + ": no statement");
            if (!SourcesDoc.STATUSES.containsKey(r.status()))
                problems.add(r.where() + ": unknown status '" + r.status() + "'; the statuses are " + SourcesDoc.STATUSES.keySet());
            if (r.test().isEmpty()) problems.add(r.where() + ": empty test cell (write " + SourcesDoc.NO_TEST + " for none)");
        }
        assertNone(problems, "malformed rows");
    }

    @Test
    void everyListedTestExists() throws IOException {
        TestIndex index = TestIndex.ofTestClasses();
        List<String> problems = new ArrayList<>();
        int named = 0;
        for (SourcesDoc.Row r : doc.rows)
            for (String t : r.tests()) {
                named++;
                String p = index.problem(t);
                if (p != null) problems.add(r.where() + ": " + p);
            }
        assertNone(problems, "test references that do not resolve");
        assertTrue(named > 0, "docs/sources.md names no test at all");
    }

    @Test
    void everyRowHasATestOrAReason() {
        List<String> problems = new ArrayList<>();
        for (SourcesDoc.Row r : doc.rows) {
            Boolean needsTest = SourcesDoc.STATUSES.get(r.status());
            if (needsTest == null) continue;   // reported by everyRowIsWellFormed
            if (needsTest && r.tests().isEmpty())
                problems.add(r.where() + ": status " + r.status() + " needs a test; without one the row is UNTESTED");
            if (!needsTest && r.note().isEmpty())
                problems.add(r.where() + ": status " + r.status() + " needs a note saying why");
            if (r.status().equals("DIVERGES") && !FINDING.matcher(r.note()).find())
                problems.add(r.where() + ": a DIVERGES row names its finding (F1, F2, ...) in the note");
        }
        assertNone(problems, "rows without a test or a reason");

        Map<String, Map<String, Integer>> open = doc.openCounts();
        int[] total = new int[3];
        StringBuilder sb = new StringBuilder("docs/sources.md: " + doc.rows.size() + " rows in " + doc.sections.size() + " games; open rows:\n");
        open.forEach((game, counts) -> {
            sb.append(String.format("  %-26s", game));
            int k = 0;
            for (String s : List.of("DIVERGES", "MISSING", "UNTESTED")) {
                int n = counts.getOrDefault(s, 0);
                total[k++] += n;
                sb.append(String.format(" %s %2d", s, n));
            }
            sb.append('\n');
        });
        sb.append(String.format("  %-26s DIVERGES %2d MISSING %2d UNTESTED %2d", "total", total[0], total[1], total[2]));
        System.out.println(sb);
    }

    @Test
    void citedFindingsDocumentsAndSamplesExist() {
        List<String> problems = new ArrayList<>();
        for (SourcesDoc.Row r : doc.rows) {
            String text = r.file() + " " + r.note();
            Matcher f = FINDING.matcher(text);
            while (f.find()) if (!findings.contains("F" + f.group(1)))
                problems.add(r.where() + ": finding F" + f.group(1) + " is not a heading of docs/audit-findings.md");
            Matcher d = DOC.matcher(text);
            while (d.find()) {
                String name = d.group();
                String path = name.startsWith("docs/") ? name : null;
                if (path == null) {
                    if (Files.exists(root().resolve("docs").resolve(name))) continue;
                    if (name.equals("rules-notes.md") || name.equals("fairy-stockfish-oracle.md") || name.equals("README.md")) continue;
                    problems.add(r.where() + ": document " + name + " is neither in docs/ nor a shared reference file");
                } else if (!Files.exists(root().resolve(path))) problems.add(r.where() + ": " + path + " does not exist");
            }
            Matcher s = SAMPLE.matcher(text);
            while (s.find()) if (!Files.exists(root().resolve(s.group()))) problems.add(r.where() + ": " + s.group() + " does not exist");
        }
        assertNone(problems, "citations that point nowhere");
    }

    @Test
    void namedOptionValuesExist() {
        List<String> problems = new ArrayList<>();
        for (SourcesDoc.Row r : doc.rows) {
            Matcher m = OPTION.matcher(r.file());
            boolean any = false;
            while (m.find()) {
                any = true;
                if (r.variant().equals("none")) {
                    problems.add(r.where() + ": names an option, but the game has no variant file");
                    continue;
                }
                try {
                    varia.game.Family dice = new varia.dice.DiceFamily(), race = new varia.race.RaceFamily();
                    if (dice.names(r.variant())) dice.find(r.variant(), Map.of(m.group(1), m.group(2)));
                    else if (race.names(r.variant())) race.find(r.variant(), Map.of(m.group(1), m.group(2)));
                    else Variants.resolve(r.variant(), Map.of(m.group(1), m.group(2)));
                } catch (Exception e) {
                    problems.add(r.where() + ": option " + m.group(1) + "=" + m.group(2) + " of " + r.variant() + ": " + e.getMessage());
                }
            }
            if (r.status().equals("option") && !any)
                problems.add(r.where() + ": status option, but the file cell names no 'option NAME=VALUE'");
        }
        assertNone(problems, "options that do not exist");
    }
}
