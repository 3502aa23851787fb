package varia.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Depth and nodes a second reached in a fixed time from fixed positions, for several engines
 * side by side in one run (so they share the machine's state): Varia builds as
 * {@code java -jar JAR uci}, Fairy-Stockfish as its binary. Each engine searches on one thread
 * after a warm-up search (the JIT's), each position after {@code ucinewgame}; the engines take
 * turns position by position, so a change in the machine's load falls on all of them.
 *
 * <p>{@code SearchBench MS ENGINE...}, an engine being {@code varia:JAR} or {@code uci:BINARY};
 * used by bench/search-compare.sh. {@code SearchBench dN ENGINE...} searches each position to the
 * fixed depth N instead ({@code go depth N}): the nodes each engine needs for the same depth, a
 * measure of pruning and ordering that the machine's load does not change. With the system
 * property {@code bench.openings=K} each game also gets K positions of 6 random plies from the
 * start ({@link Openings}, seed 1), and a total per game and engine is printed at the end. Prints one line per position and engine: the deepest
 * completed iteration, its nodes and time, nodes per second as the engine reports them.
 */
public final class SearchBench {
    /** variant | moves from the start (coordinates, as both engines write them) | label. */
    static final String[][] POSITIONS = {
        {"xiangqi", "", "start"},
        {"xiangqi", "h3e3 h10g8 h1g3 i10h10", "after 1. h3e3 h10g8 2. h1g3 i10h10"},
        {"shogi", "", "start"},
        {"shogi", "c3c4 g7g6 h3h4 b7b6 h4h5 b6b5 d1c2 f9g8", "after 1. 7g7f 3c3d 2. 2g2f 8c8d 3. 2f2e 8d8e 4. 6i7h 4a3b"},
        {"makruk", "", "start"},
        {"janggi", "", "start"},
        {"shatranj", "", "start"},
    };

    private record Engine(String label, Process proc, BufferedReader in, Writer out) {
        void send(String s) throws IOException { out.write(s + "\n"); out.flush(); }
        String waitFor(String prefix, List<String> seen) throws IOException {
            String line;
            while ((line = in.readLine()) != null) {
                if (seen != null) seen.add(line);
                if (line.startsWith(prefix)) return line;
            }
            throw new IOException(label + " exited");
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: SearchBench MS varia:JAR|uci:BINARY...");
            System.exit(2);
        }
        boolean byDepth = args[0].startsWith("d");
        long ms = Long.parseLong(byDepth ? args[0].substring(1) : args[0]);
        List<Engine> engines = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            List<String> cmd = a.startsWith("varia:") ? List.of("java", "-jar", a.substring(6), "uci") : List.of(a.substring(4));
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            Engine e = new Engine(a, p, new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)),
                    new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8));
            e.send("uci");
            e.waitFor("uciok", null);
            e.send("setoption name Threads value 1");
            e.send("setoption name Hash value 16");
            engines.add(e);
        }
        for (Engine e : engines) search(e, "xiangqi", "", "movetime 1000"); // warm-up
        System.out.printf(Locale.ROOT, "%-9s %-60s %-50s %6s %12s %8s %10s%n", "variant", "position", "engine", "depth", "nodes", "ms", "nodes/s");
        List<String[]> positions = new ArrayList<>(List.of(POSITIONS));
        int extra = Integer.getInteger("bench.openings", 0);
        if (extra > 0)
            for (String game : new String[] {"xiangqi", "shogi", "makruk", "janggi", "shatranj"})
                for (List<String> line : Openings.book(varia.variant.Variants.resolve(game), extra, 6, 1))
                    positions.add(new String[] {game, String.join(" ", line), "random " + String.join(" ", line)});
        java.util.Map<String, long[]> totals = new java.util.LinkedHashMap<>();
        for (String[] pos : positions)
            for (Engine e : engines) {
                String[] r = search(e, pos[0], pos[1], byDepth ? "depth " + ms : "movetime " + ms);
                String label = e.label().replaceFirst("^.*/", "");
                System.out.printf(Locale.ROOT, "%-9s %-60s %-50s %6s %12s %8s %10s%n", pos[0], pos[2], label, r[0], r[1], r[2], r[3]);
                System.out.flush();
                long[] t = totals.computeIfAbsent(pos[0] + " " + label, k -> new long[3]);
                try {
                    t[0] += Long.parseLong(r[1]);
                    t[1] += Long.parseLong(r[2]);
                    t[2] += Long.parseLong(r[0]);
                } catch (NumberFormatException ignored) { // an engine that reported no iteration: left out of the sum
                }
            }
        System.out.println("totals: variant engine, nodes, ms, sum of depths");
        totals.forEach((k, t) -> System.out.printf(Locale.ROOT, "  %-40s %12d %8d %4d%n", k, t[0], t[1], t[2]));
        for (Engine e : engines) {
            e.send("quit");
            e.proc().waitFor();
        }
    }

    /** {depth, nodes, time, nps} of the last completed iteration. */
    static String[] search(Engine e, String variant, String moves, String go) throws IOException {
        e.send("setoption name UCI_Variant value " + variant);
        e.send("ucinewgame");
        e.send("isready");
        e.waitFor("readyok", null);
        e.send("position startpos" + (moves.isEmpty() ? "" : " moves " + moves));
        e.send("go " + go);
        List<String> seen = new ArrayList<>();
        e.waitFor("bestmove", seen);
        String[] out = {"?", "?", "?", "?"};
        for (String line : seen) {
            if (line.startsWith("info string")) System.out.println("  " + e.label() + ": " + line);
            if (!line.startsWith("info ") || !line.contains(" depth ") || !line.contains(" nodes ") || line.contains("currmove")) continue;
            String[] w = line.trim().split("\\s+");
            for (int i = 0; i + 1 < w.length; i++)
                switch (w[i]) {
                    case "depth" -> out[0] = w[i + 1];
                    case "nodes" -> out[1] = w[i + 1];
                    case "time" -> out[2] = w[i + 1];
                    case "nps" -> out[3] = w[i + 1];
                    default -> { }
                }
        }
        return out;
    }
}
