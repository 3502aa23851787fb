package varia.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code varia study} from the command line: its files, its table, and bad input refused before anything is written. */
class StudyCliTest {
    @TempDir Path dir;

    record Result(int code, String out, String err) {
        String all() { return "exit " + code + "\n--- stdout\n" + out + "--- stderr\n" + err; }
    }

    static Result run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Result(code, out.toString(), err.toString());
    }

    @Test
    void comparesTheElephantsReadings() throws Exception {
        Path out = dir.resolve("study");
        Result r = run("study", "chaturanga", "--option", "elephant=alfil,silver,dabbaba", "--games", "2", "--nodes", "100",
                "--max-plies", "40", "--threads", "2", "--out", out.toString(), "--no-progress");
        assertEquals(0, r.code(), r.all());
        for (String f : List.of("games.csv", "games.pgn", "summary.csv", "summary.txt", "report.html")) assertTrue(Files.isRegularFile(out.resolve(f)), f);
        List<String> csv = Files.readAllLines(out.resolve("games.csv"));
        assertEquals(1 + 3 * 2, csv.size());
        List<String> summary = Files.readAllLines(out.resolve("summary.csv"));
        assertEquals(4, summary.size());
        for (String arm : List.of("elephant=alfil", "elephant=silver", "elephant=dabbaba")) {
            assertTrue(r.out().contains(arm), r.all());
            assertEquals(2, csv.stream().filter(l -> l.contains("," + arm + ",")).count(), arm);
        }
        assertTrue(r.out().contains("6 games in "), r.all());
        // every game counted once in the summary: games = 1-0 + 0-1 + draws + unfinished + errors
        for (String line : summary.subList(1, summary.size())) {
            String[] f = line.split(",");
            assertEquals(Long.parseLong(f[1]), Long.parseLong(f[3]) + Long.parseLong(f[4]) + Long.parseLong(f[5]) + Long.parseLong(f[6]) + Long.parseLong(f[7]), line);
        }
        String html = Files.readString(out.resolve("report.html"));
        assertEquals(3, count(html, "<svg "), "rates, mean length, length distribution");
        assertEquals(3 * 4, count(html, "<circle "), "four estimates per arm");
        assertFalse(html.contains("<script") || html.contains("src=") || html.contains("<link"), "self-contained");
        for (String arm : List.of("elephant=alfil", "elephant=silver", "elephant=dabbaba")) assertTrue(html.contains(arm));
    }

    @Test
    void compareOptionIsTheSameAsSeveralValues() throws Exception {
        Path a = dir.resolve("a"), b = dir.resolve("b");
        String[] common = {"--games", "2", "--nodes", "80", "--max-plies", "20", "--seed", "4", "--no-progress"};
        assertEquals(0, run(concat(new String[] {"study", "chaturanga", "--option", "elephant=alfil,silver", "--out", a.toString()}, common)).code());
        assertEquals(0, run(concat(new String[] {"study", "chaturanga", "--compare-option", "elephant=alfil,silver", "--out", b.toString()}, common)).code());
        assertEquals(Files.readAllLines(a.resolve("games.csv")), Files.readAllLines(b.resolve("games.csv")));
    }

    @Test
    void badInputIsRefusedBeforeAnyFile() {
        Path out = dir.resolve("never");
        Result bad = run("study", "chaturanga", "--option", "elephant=rook", "--out", out.toString());
        assertEquals(1, bad.code(), bad.all());
        assertTrue(bad.err().startsWith("error: ") && bad.err().contains("rook"), bad.all());
        assertFalse(Files.exists(out));
        Result unknown = run("study", "chaturangaa", "--out", out.toString());
        assertEquals(1, unknown.code(), unknown.all());
        assertTrue(unknown.err().contains("did you mean"), unknown.all());
        Result both = run("study", "chaturanga", "--nodes", "10", "--movetime", "10", "--out", out.toString());
        assertEquals(2, both.code(), both.all());
        Result zero = run("study", "chaturanga", "--games", "0", "--out", out.toString());
        assertEquals(1, zero.code(), zero.all());
        assertTrue(zero.err().contains("--games"), zero.all());
        assertFalse(Files.exists(out));
        Result noNodes = run("study", "chaturanga", "--nodes", "0", "--out", out.toString());
        assertEquals(1, noNodes.code(), noNodes.all());
        assertTrue(noNodes.err().contains("--nodes"), noNodes.all());
        assertFalse(Files.exists(out));
        for (Result r : List.of(bad, unknown, both, zero, noNodes)) assertFalse((r.out() + r.err()).contains("\tat "), r.all());
    }

    static int count(String s, String what) {
        Matcher m = Pattern.compile(Pattern.quote(what)).matcher(s);
        int n = 0;
        while (m.find()) n++;
        return n;
    }

    static String[] concat(String[] a, String[] b) {
        String[] c = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
