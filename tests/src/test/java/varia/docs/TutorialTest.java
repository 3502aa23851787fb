package varia.docs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.TestPaths;

/**
 * docs/tutorial.md cannot go stale: this test reads it, writes every file it shows, runs every
 * command it shows in a fresh folder (real processes of {@code varia}, as a reader would), and
 * compares each output with the one printed under the command; the diagrams the tutorial draws
 * must be the images it shows. A changed file, rule or message changes an output, and the test fails
 * at the tutorial's line.
 *
 * <p>The markdown's conventions: a file is a fenced block {@code ```yaml file=NAME} (with
 * {@code append}: added to the end of the file); a session is a {@code ```console} block of
 * {@code $ ./varia ...} lines, each followed by its output (a line {@code ...} stands for any
 * number of lines; times, rates and milliseconds are not compared, nor runs of spaces). A command may be preceded by
 * {@code printf '...' |} (its input) or {@code NAME=VALUE} (an environment variable), and
 * {@code mkdir -p} and {@code cp} are understood. No other fenced block of shell or YAML is allowed:
 * everything runnable in the tutorial is run. With {@code -Dvaria.tutorial.record=1} the test
 * writes the outputs it saw into the tutorial (and the diagrams into docs/images) for review.
 */
class TutorialTest {
    static final Path TUTORIAL = TestPaths.root().resolve("docs/tutorial.md");
    static final Pattern FENCE = Pattern.compile("^```(\\S*)(.*)$");
    static final Pattern ENV = Pattern.compile("^([A-Z_][A-Z0-9_]*)=(\\S+)\\s+(.*)$");
    static final Pattern PRINTF = Pattern.compile("^printf\\s+'((?:[^'])*)'\\s*\\|\\s*(.*)$");

    /** A fenced block: its language, attributes, the line after the opening fence (1-based) and its lines. */
    record Block(String lang, List<String> attrs, int line, List<String> lines) {}

    static List<Block> blocks(List<String> md) {
        List<Block> out = new ArrayList<>();
        for (int i = 0; i < md.size(); i++) {
            Matcher m = FENCE.matcher(md.get(i));
            if (!m.matches()) continue;
            int start = i + 1;
            List<String> body = new ArrayList<>();
            for (i++; i < md.size() && !md.get(i).startsWith("```"); i++) body.add(md.get(i));
            out.add(new Block(m.group(1), List.of(m.group(2).trim().split("\\s+")), start + 1, body));
        }
        return out;
    }

    /** One command of a session and the output printed under it. */
    record Command(int line, String text, List<String> expected) {}

    static List<Command> commands(Block b) {
        List<Command> out = new ArrayList<>();
        for (int i = 0; i < b.lines().size(); i++) {
            String l = b.lines().get(i);
            if (!l.startsWith("$ ")) fail("tutorial.md:" + (b.line() + i) + ": a console block must start with '$ ' commands: " + l);
            List<String> expected = new ArrayList<>();
            int j = i + 1;
            for (; j < b.lines().size() && !b.lines().get(j).startsWith("$ "); j++) expected.add(b.lines().get(j));
            out.add(new Command(b.line() + i, l.substring(2).trim(), expected));
            i = j - 1;
        }
        return out;
    }

    @Test
    void everyFileAndCommandOfTheTutorialGivesWhatItShows(@TempDir Path dir) throws Exception {
        List<String> md = Files.readAllLines(TUTORIAL, StandardCharsets.UTF_8);
        Files.createDirectories(dir.resolve("docs/images")); // a reader works in the repository's folder
        boolean record = System.getProperty("varia.tutorial.record") != null;
        Map<Integer, List<String>> recorded = new LinkedHashMap<>();
        Set<String> writtenFiles = new LinkedHashSet<>(), usedFiles = new LinkedHashSet<>();
        List<String> failures = new ArrayList<>();
        int commandsRun = 0;
        for (Block b : blocks(md)) {
            String where = "tutorial.md:" + b.line();
            switch (b.lang()) {
                case "yaml" -> {
                    String file = b.attrs().stream().filter(a -> a.startsWith("file=")).map(a -> a.substring(5)).findFirst()
                            .orElseThrow(() -> new AssertionError(where + ": a yaml block needs file=NAME (everything in the tutorial is run)"));
                    Path p = dir.resolve(file);
                    Files.createDirectories(p.getParent());
                    String text = String.join("\n", b.lines()) + "\n";
                    if (b.attrs().contains("append")) {
                        assertTrue(Files.exists(p), where + ": append to " + file + ", which no earlier block wrote");
                        Files.writeString(p, Files.readString(p) + text);
                    } else {
                        Files.writeString(p, text);
                    }
                    writtenFiles.add(file);
                }
                case "console" -> {
                    for (Command c : commands(b)) {
                        List<String> actual = run(dir, c, usedFiles);
                        commandsRun++;
                        if (!matches(c.expected(), actual)) {
                            failures.add("tutorial.md:" + c.line() + ": $ " + c.text() + "\n--- the tutorial shows\n"
                                    + String.join("\n", c.expected()) + "\n--- varia prints\n" + String.join("\n", actual));
                            recorded.put(c.line(), actual);
                        }
                    }
                }
                case "sh", "bash", "shell", "yml" -> fail(where + ": a '" + b.lang() + "' block is not run by this test;"
                        + " write commands in a 'console' block ($ ./varia ...) and files as 'yaml file=NAME'");
                default -> { } // text, json, plain output shown for reading
            }
        }
        assertTrue(commandsRun >= 20, "the tutorial runs only " + commandsRun + " commands");
        for (String f : writtenFiles)
            assertTrue(usedFiles.stream().anyMatch(u -> u.equals(f) || u.endsWith("/" + f)),
                    "the tutorial shows " + f + " but no command uses it, so nothing checks it");
        failures.addAll(compareImages(dir, record));
        if (record && !recorded.isEmpty()) recordInto(md, recorded);
        assertTrue(failures.isEmpty(), failures.size() + " difference(s):\n\n" + String.join("\n\n", failures));
    }

    /** Expected lines against actual ones: '...' skips any lines; times, rates and milliseconds are free. */
    static boolean matches(List<String> expected, List<String> actual) {
        return matches(expected, 0, actual, 0);
    }

    private static boolean matches(List<String> e, int i, List<String> a, int j) {
        if (i == e.size()) return j == a.size();
        if (e.get(i).trim().equals("...")) {
            for (int k = j; k <= a.size(); k++) if (matches(e, i + 1, a, k)) return true;
            return false;
        }
        return j < a.size() && normal(e.get(i)).equals(normal(a.get(j))) && matches(e, i + 1, a, j + 1);
    }

    static String normal(String line) {
        return line.strip().replaceAll(" {2,}", " ") // column widths follow the longest name in a list

                .replaceAll("time \\d+\\.\\d\\d s \\S+ (M |k )?nodes/s", "time T s R nodes/s")
                .replaceAll("\\d+ ms\\)", "T ms)");
    }

    /** Runs one command line of the tutorial in {@code dir}; returns its output (stdout and stderr, as a terminal shows them). */
    static List<String> run(Path dir, Command c, Set<String> usedFiles) throws Exception {
        String text = c.text();
        Map<String, String> env = new LinkedHashMap<>();
        String input = "";
        for (Matcher m; (m = ENV.matcher(text)).matches(); text = m.group(3)) env.put(m.group(1), m.group(2));
        Matcher pm = PRINTF.matcher(text);
        if (pm.matches()) {
            input = pm.group(1).replace("\\n", "\n");
            text = pm.group(2);
        }
        List<String> words = words(text);
        for (String w : words) usedFiles.add(w);
        switch (words.get(0)) {
            case "mkdir" -> {
                for (String w : words.subList(1, words.size())) if (!w.startsWith("-")) Files.createDirectories(dir.resolve(w));
                return List.of();
            }
            case "cp" -> {
                Path to = dir.resolve(words.get(words.size() - 1));
                for (String w : words.subList(1, words.size() - 1)) {
                    Path from = dir.resolve(w);
                    Files.copy(from, Files.isDirectory(to) ? to.resolve(from.getFileName()) : to,
                            java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                }
                return List.of();
            }
            case "./varia", "varia" -> { }
            default -> fail("tutorial.md:" + c.line() + ": the test runs ./varia, mkdir -p and cp, not '" + words.get(0) + "'");
        }
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-Xmx512m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"), "varia.cli.Main"));
        cmd.addAll(words.subList(1, words.size()));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true);
        pb.environment().remove("VARIA_VARIANTS");
        pb.environment().put("XDG_CONFIG_HOME", dir.resolve(".config").toAbsolutePath().toString());
        pb.environment().put("HOME", dir.toAbsolutePath().toString());
        for (Map.Entry<String, String> e : env.entrySet())
            pb.environment().put(e.getKey(), e.getValue().replace("~", dir.toAbsolutePath().toString()));
        Process p = pb.start();
        try (OutputStream in = p.getOutputStream()) {
            in.write(input.getBytes(StandardCharsets.UTF_8));
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(3, TimeUnit.MINUTES), c.text());
        return out.lines().map(String::stripTrailing).toList();
    }

    /** Shell-like words: spaces separate, single or double quotes group; {@code ~} is the home folder (the test's folder). */
    static List<String> words(String s) {
        List<String> out = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean any = false;
        char quote = 0;
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (quote != 0) {
                if (ch == quote) quote = 0; else w.append(ch);
            } else if (ch == '\'' || ch == '"') {
                quote = ch;
                any = true;
            } else if (Character.isWhitespace(ch)) {
                if (any || w.length() > 0) out.add(w.toString());
                w.setLength(0);
                any = false;
            } else {
                w.append(ch);
            }
        }
        if (any || w.length() > 0) out.add(w.toString());
        out.replaceAll(x -> x.startsWith("~/") ? x.substring(2) : x);
        return out;
    }

    /** The diagrams the tutorial's commands drew must be the committed images it shows. */
    static List<String> compareImages(Path dir, boolean record) throws IOException {
        List<String> failures = new ArrayList<>();
        Path drawn = dir.resolve("docs/images");
        if (!Files.isDirectory(drawn)) return failures;
        try (var files = Files.list(drawn)) {
            for (Path f : files.sorted().toList()) {
                Path committed = TestPaths.root().resolve("docs/images").resolve(f.getFileName());
                byte[] now = Files.readAllBytes(f);
                if (record) Files.write(committed, now);
                if (!Files.exists(committed) || !java.util.Arrays.equals(now, Files.readAllBytes(committed)))
                    failures.add("docs/images/" + f.getFileName() + " differs from what the tutorial's command draws now");
            }
        }
        return failures;
    }

    /** Record mode: the outputs seen replace those under the commands, for a person to review with git diff. */
    static void recordInto(List<String> md, Map<Integer, List<String>> recorded) throws IOException {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < md.size(); i++) {
            out.add(md.get(i));
            List<String> actual = recorded.get(i + 1);
            if (actual == null) continue;
            int j = i + 1;
            while (j < md.size() && !md.get(j).startsWith("$ ") && !md.get(j).startsWith("```")) j++;
            out.addAll(actual);
            i = j - 1;
        }
        Files.write(TUTORIAL, out, StandardCharsets.UTF_8);
    }

    // ---------------------------------------------------------------- the harness itself

    @Test
    void theHarnessComparesAsDocumented() {
        assertTrue(matches(List.of("a", "...", "z"), List.of("a", "b", "c", "z")));
        assertTrue(matches(List.of("a", "...", "z"), List.of("a", "z")));
        assertFalse(matches(List.of("a", "z"), List.of("a", "b", "z")));
        assertTrue(matches(List.of("nodes 4775  time 0.01 s  380.0 k nodes/s"), List.of("nodes 4775  time 1.23 s  3.9 M nodes/s")));
        assertFalse(matches(List.of("nodes 4775  time 0.01 s  380.0 k nodes/s"), List.of("nodes 4776  time 0.01 s  380.0 k nodes/s")));
        assertEquals(List.of("play", "a b", "--fen", "x y"), words("play 'a b' --fen \"x y\""));
        Matcher m = PRINTF.matcher("printf 'e2e4\\nquit\\n' | ./varia play chess");
        assertTrue(m.matches());
        assertEquals("./varia play chess", m.group(2));
        assertArrayEquals(new String[] {"VARIA_VARIANTS", "dir", "./varia list"},
                new String[] {ENV.matcher("VARIA_VARIANTS=dir ./varia list").replaceAll("$1"),
                        ENV.matcher("VARIA_VARIANTS=dir ./varia list").replaceAll("$2"),
                        ENV.matcher("VARIA_VARIANTS=dir ./varia list").replaceAll("$3")});
    }
}
