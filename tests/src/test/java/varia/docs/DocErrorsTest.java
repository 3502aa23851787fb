package varia.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.TestPaths.root;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import varia.cli.Main;

/**
 * The error messages the docs quote are the ones Varia prints. The docs quote an error as a line
 * {@code FILE:LINE:COLUMN: message} in a code block or a code span ({@code f.yaml:7:8: setup: ...});
 * '...' in a quote stands for text left out. The real messages are those {@code varia check}
 * prints for the files of tests/src/test/resources/bad-variants and doc-errors (each a mistake, or
 * several independent ones, that a quote shows), and for the commands of doc-errors/commands.txt
 * (a name that is no variant, options given on the command line). Every quote must be one of
 * them, message for message (the file name and the position belong to the docs' example).
 */
class DocErrorsTest {
    /** A quoted error: a file or name, a line and a column, the message. */
    static final Pattern QUOTE = Pattern.compile("^([A-Za-z0-9_.+-]+):(\\d+):(\\d+): (.+)$");
    /** The docs that quote the loader's errors (records' and games' own messages are other readers'). */
    static final List<String> DOCS = List.of("docs/variant-format.md");

    static Set<String> real;

    /** What {@code varia check} and the commands print, as the messages after {@code file:line:col: } (or after {@code file: }). */
    @BeforeAll
    static void realMessages() throws IOException {
        real = new LinkedHashSet<>();
        List<String> files = new ArrayList<>();
        for (String dir : List.of("bad-variants", "doc-errors"))
            try (Stream<Path> s = Files.list(root().resolve("tests/src/test/resources").resolve(dir))) {
                s.filter(p -> p.toString().endsWith(".yaml")).sorted().forEach(p -> files.add(p.toString()));
            }
        List<List<String>> commands = new ArrayList<>();
        List<String> check = new ArrayList<>(List.of("check"));
        check.addAll(files);
        commands.add(check);
        Path extra = root().resolve("tests/src/test/resources/doc-errors/commands.txt");
        for (String line : Files.readAllLines(extra)) {
            if (line.isBlank() || line.startsWith("#")) continue;
            List<String> args = new ArrayList<>();
            for (String a : line.strip().split("\\s+")) args.add(a.replace("@root", root().toString()));
            commands.add(args);
        }
        for (List<String> args : commands) {
            StringWriter out = new StringWriter(), err = new StringWriter();
            Main.run(new PrintWriter(out), new PrintWriter(err), args.toArray(String[]::new));
            for (String line : (out + "\n" + err).split("\\R")) {
                String l = line.startsWith("error: ") ? line.substring(7) : line;
                Matcher m = QUOTE.matcher(l.contains(".yaml:") ? l.substring(l.lastIndexOf('/', l.indexOf(".yaml:")) + 1) : l);
                if (m.matches()) real.add(m.group(4));
                else if (l.matches("^[^ :]+: .+") && !l.contains(": ok (")) real.add(l.substring(l.indexOf(": ") + 2));
            }
        }
    }

    /** The quoted errors of a doc: code-block lines and code spans of the form FILE:LINE:COL: message. */
    static List<String> quotes(List<String> lines) {
        List<String> out = new ArrayList<>();
        boolean fence = false, plain = false;
        for (String line : lines) {
            if (line.strip().startsWith("```")) {
                fence = !fence;
                plain = fence && line.strip().equals("```"); // error blocks have no language (```yaml blocks are files)
                continue;
            }
            if (fence) {
                Matcher m = QUOTE.matcher(line.strip());
                if (m.matches()) out.add(m.group(4));
                else if (plain && line.strip().matches("^[A-Za-z0-9_.-]+: .+") && !line.contains(": ok (")) // no position: a name, an option by name
                    out.add(line.strip().substring(line.strip().indexOf(": ") + 2));
                continue;
            }
            Matcher span = Pattern.compile("`([A-Za-z0-9_.+-]+:\\d+:\\d+: [^`]+)`").matcher(line);
            while (span.find()) {
                Matcher m = QUOTE.matcher(span.group(1));
                if (m.matches()) out.add(m.group(4));
            }
        }
        return out;
    }

    /** A quote matches a real message: equal, where each '...' of the quote stands for any text. */
    static boolean matches(String quote, Set<String> messages) {
        if (messages.contains(quote)) return true;
        if (!quote.contains("...")) return false;
        StringBuilder re = new StringBuilder();
        for (String part : quote.split("\\.\\.\\.", -1)) {
            if (re.length() > 0) re.append(".*");
            re.append(Pattern.quote(part));
        }
        Pattern p = Pattern.compile(re.toString());
        return messages.stream().anyMatch(m -> p.matcher(m).matches());
    }

    @Test
    void everyQuotedErrorIsPrintedAsQuoted() throws IOException {
        Set<String> wrong = new TreeSet<>();
        int quoted = 0;
        for (String doc : DOCS) {
            Path p = root().resolve(doc);
            if (!Files.exists(p)) continue;
            for (String q : quotes(Files.readAllLines(p))) {
                quoted++;
                if (!matches(q, real)) wrong.add(doc + ": " + q);
            }
        }
        assertTrue(quoted > 100, "quotes found: " + quoted);
        assertEquals(Set.of(), wrong, "quoted errors that Varia does not print (" + wrong.size() + " of " + quoted
                + "); the real messages of the corpus are " + real.size());
    }

    /** The check catches issue 29's example: the documented 'no royal piece' message must be the printed one. */
    @Test
    void aChangedWordIsCaught() {
        assertTrue(real.stream().anyMatch(m -> m.startsWith("pieces: no piece is royal")));
        assertTrue(!matches("pieces: no piece is royal; mark the king", real));
        assertTrue(matches("pieces: no piece is royal; ...", real));
    }
}
