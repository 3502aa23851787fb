package varia.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.TestPaths.root;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableBody;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableHead;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.CustomBlock;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SourceSpan;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The docs' tables render as written. Each doc is rendered by commonmark-java with its GFM tables
 * extension (GitHub's table rules), keeping where every block and cell came from, and three
 * defects fail the test:
 * <ul>
 * <li>rows that did not become a table: a line {@code | ... |} rendered as a paragraph (a blank
 *     line cut the table above it, or its header and delimiter rows disagree);</li>
 * <li>a row wider than its header: the renderer drops the extra cells' text (issue 29:
 *     {@code rights-by-drop}'s four cells in a three-column table);</li>
 * <li>a row narrower than its header: the renderer pads it with empty cells.</li>
 * </ul>
 */
class MarkdownTablesTest {

    static final Parser PARSER = Parser.builder().extensions(List.of(TablesExtension.create()))
            .includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES).build();

    /** A table as rendered: its first and last lines (1-based) and its number of columns. */
    record Table(int line, int last, int columns) {
        boolean holds(int l) { return line <= l && l <= last; }
    }

    /** What rendering a Markdown text found: its tables and the problems, each naming a 1-based line. */
    record Rendered(List<Table> tables, List<String> problems) {}

    static Rendered render(List<String> lines) {
        List<Table> tables = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        Node doc = PARSER.parse(String.join("\n", lines) + "\n");
        doc.accept(new AbstractVisitor() {
            @Override public void visit(CustomBlock block) {
                if (block instanceof TableBlock t) table(t, lines, tables, problems);
                else visitChildren(block);
            }
            @Override public void visit(Paragraph p) {
                for (SourceSpan s : p.getSourceSpans()) {
                    String line = lines.get(s.getLineIndex()).strip();
                    if (line.length() > 1 && line.startsWith("|") && line.endsWith("|")) {
                        int i = s.getLineIndex();
                        boolean cut = i > 0 && lines.get(i - 1).isBlank() && i > 1 && lines.get(i - 2).strip().startsWith("|");
                        problems.add("line " + (i + 1) + ": a table row rendered as text, not in a table"
                                + (cut ? " (a blank line cut the table above it)" : " (no header and delimiter row of as many cells before it)"));
                        return; // one report per paragraph
                    }
                }
            }
        });
        return new Rendered(tables, problems);
    }

    private static void table(TableBlock t, List<String> lines, List<Table> tables, List<String> problems) {
        int columns = 0;
        for (Node part = t.getFirstChild(); part != null; part = part.getNext()) {
            for (Node row = part.getFirstChild(); row != null; row = row.getNext()) {
                if (!(row instanceof TableRow r)) continue;
                if (part instanceof TableHead) {
                    columns = cells(r).size();
                    List<SourceSpan> spans = t.getSourceSpans();
                    tables.add(new Table(spans.get(0).getLineIndex() + 1, spans.get(spans.size() - 1).getLineIndex() + 1, columns));
                } else if (part instanceof TableBody) {
                    rowProblems(r, columns, lines, problems);
                }
            }
        }
    }

    /** A body row: every cell from the source (none padded), and no text after the last one (none dropped). */
    private static void rowProblems(TableRow r, int columns, List<String> lines, List<String> problems) {
        int index = r.getSourceSpans().get(0).getLineIndex();
        String source = lines.get(index);
        List<TableCell> cells = cells(r);
        long written = cells.stream().filter(c -> !c.getSourceSpans().isEmpty()).count();
        if (written < columns)
            problems.add("line " + (index + 1) + ": " + written + " cells in a table of " + columns + " columns (rendered with empty cells added)");
        int end = 0;
        for (TableCell c : cells)
            for (SourceSpan s : c.getSourceSpans()) end = Math.max(end, s.getColumnIndex() + s.getLength());
        String rest = source.substring(Math.min(end, source.length())).strip();
        if (rest.startsWith("|")) rest = rest.substring(1);
        if (rest.endsWith("|")) rest = rest.substring(0, rest.length() - 1);
        if (!rest.isBlank())
            problems.add("line " + (index + 1) + ": more cells than the table's " + columns + " columns; not rendered: '"
                    + abbreviate(rest.strip()) + "'");
    }

    private static List<TableCell> cells(TableRow r) {
        List<TableCell> out = new ArrayList<>();
        for (Node c = r.getFirstChild(); c != null; c = c.getNext()) if (c instanceof TableCell cell) out.add(cell);
        return out;
    }

    private static String abbreviate(String s) { return s.length() <= 40 ? s : s.substring(0, 37) + "..."; }

    static Stream<Path> docs() throws IOException {
        List<Path> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(root().resolve("docs"))) {
            s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(out::add);
        }
        out.add(root().resolve("README.md"));
        return out.stream();
    }

    @ParameterizedTest
    @MethodSource("docs")
    void everyTableRenders(Path doc) throws IOException {
        assertEquals(List.of(), render(Files.readAllLines(doc)).problems(), doc.getFileName() + ": tables that do not render as written");
    }

    /** The two defects issue 29 reported, as they were written in docs/variant-format.md, and their correct forms. */
    @Test
    void theCutEndTableAndTheWideRowAreFound() {
        String head = "| key | type | default | meaning |", line = "|---|---|---|---|";
        List<String> cut = List.of(head, line, "| `repetition` | whole number | `0` | draw on the n-th occurrence |", "",
                "| `perpetual-check` | `draw` / `loses` | `draw` | `loses`: a repetition ... loses |",
                "| `checks-to-win` | whole number | `0` | a side that gives check this many times wins |");
        assertEquals(List.of("line 5: a table row rendered as text, not in a table (a blank line cut the table above it)"),
                render(cut).problems());
        List<String> whole = new ArrayList<>(cut);
        whole.remove(3);
        assertEquals(List.of(), render(whole).problems());

        String three = "| key | type | meaning |", line3 = "|---|---|---|";
        assertEquals(List.of("line 3: more cells than the table's 3 columns; not rendered: 'castling rights earned by drops'"),
                render(List.of(three, line3, "| `rights-by-drop` | mapping | none | castling rights earned by drops |")).problems());
        assertEquals(List.of(), render(List.of(three, line3, "| `rights-by-drop` | mapping, default none | castling rights earned by drops |")).problems());
    }

    @Test
    void otherBrokenTablesAreFound() {
        assertEquals(List.of("line 3: 2 cells in a table of 3 columns (rendered with empty cells added)"),
                render(List.of("| a | b | c |", "|---|---|---|", "| x | y |")).problems());
        assertEquals(List.of("line 1: a table row rendered as text, not in a table (no header and delimiter row of as many cells before it)"),
                render(List.of("| a | b | c |", "|---|---|", "| x | y | z |")).problems(), "a delimiter row of another width: no table");
        assertEquals(List.of(), render(List.of("| a | b |", "|---|---|", "| `x\\|y` | z |")).problems(), "an escaped pipe is text");
        assertEquals(List.of(), render(List.of("```", "| not | a table |", "```")).problems(), "code blocks are not tables");
    }

    @Test
    void variantFormatHasItsTables() throws IOException {
        List<String> lines = Files.readAllLines(root().resolve("docs/variant-format.md"));
        Rendered r = render(lines);
        assertTrue(r.tables().size() > 20, "tables rendered: " + r.tables().size());
        for (String key : List.of("extinction", "goal", "checks-to-win", "perpetual-check", "rights-by-drop")) {
            int at = -1;
            for (int i = 0; i < lines.size(); i++) if (lines.get(i).startsWith("| `" + key + "` |")) at = i + 1;
            int line = at;
            assertTrue(line > 0 && r.tables().stream().anyMatch(t -> t.holds(line)), "the row of '" + key + "' (line " + line + ") is in a table");
        }
    }
}
