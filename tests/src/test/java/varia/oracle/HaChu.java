package varia.oracle;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A small driver for the Debian {@code hachu} binary (H.G. Muller's HaChu 0.21, public domain), an
 * XBoard engine for Chu, Dai and other large shogis, used as an oracle for the squares each piece
 * may go to: {@code setboard} with a board, then {@code lift SQUARE}, which answers with a
 * {@code highlight} FEN marking the destinations ({@code Y} empty, {@code R} capture, {@code M}
 * promotion possible; {@code C} a square a lion-like move captures on its way). No highlight comes
 * for a piece without moves, so every lift is followed by {@code ping}/{@code pong}.
 *
 * <p>Its pitfalls: the hash table exists only after {@code memory}; {@code variant} must come after
 * {@code new}; every position set up has the same hash key (see {@link #board}); {@code setboard} in 0.21 reads only the board (a side-to-move field would be read as
 * pieces), and the side to move is always the first (upper-case) side, so a position with the second
 * side to move is sent turned round (see {@link #turned}).
 */
final class HaChu implements AutoCloseable {
    static final Path BINARY = Path.of("/usr/games/hachu");
    static final String INSTALL_HINT = "install hachu: apt-get install -y hachu";

    /**
     * HaChu's Dai shogi letters (its variant.c daiIDs, dressed letters {@code '} = +26, {@code !} = +52)
     * for Varia's symbols in variants/dai-shogi.yaml, where they differ.
     */
    static final Map<String, String> DAI = Map.ofEntries(
            Map.entry("N", "L!"), Map.entry("I", "P'"), Map.entry("I'", "I"), Map.entry("S'", "U"), Map.entry("N'", "N"));

    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private int pings;

    static boolean available() { return Files.isExecutable(BINARY); }

    HaChu(String variant) throws IOException {
        process = new ProcessBuilder(BINARY.toString()).redirectErrorStream(true).start();
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        Thread reader = new Thread(() -> {
            try {
                for (String line; (line = out.readLine()) != null; ) lines.add(line);
            } catch (IOException ignored) {
                // the process ended
            }
        }, "hachu-reader");
        reader.setDaemon(true);
        reader.start();
        send("xboard\nprotover 2\nmemory 16\nnew\nvariant " + variant + "\nforce");
        sync();
    }

    private void send(String text) throws IOException {
        in.write(text + "\n");
        in.flush();
    }

    /** Waits for the answer to a ping; returns the highlight line that came before it, or null. */
    private String sync() throws IOException {
        int n = ++pings;
        send("ping " + n);
        String highlight = null;
        long deadline = System.currentTimeMillis() + 30_000;
        while (true) {
            String line;
            try {
                line = lines.poll(Math.max(1, deadline - System.currentTimeMillis()), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted", e);
            }
            if (line == null) throw new IOException("hachu did not answer ping " + n);
            if (line.startsWith("tellusererror")) throw new IOException("hachu: " + line);
            if (line.startsWith("highlight ")) highlight = line.substring(10).trim();
            if (line.equals("pong " + n)) return highlight;
        }
    }

    /**
     * Sets up a board (HaChu's letters, first side to move). Its hash table is replaced first: 0.21 gives
     * every position set up the same hash key, and its move list for {@code lift} would take in a stale
     * hash move of the position before. A new table of another size is fresh, zeroed memory (over
     * 32 MB, the C library maps new pages for it).
     */
    void board(String board) throws IOException {
        send("memory " + (++boards % 2 == 0 ? 128 : 256));
        send("setboard " + board);
        sync();
    }

    private int boards;

    /**
     * What lifting a piece shows: the squares it may go to ({@code Y}, {@code R}, {@code M}), and the
     * squares it may capture on its way ({@code C}: a lion's first leg). A {@code C} mark overwrites the
     * square's other mark, so a square where the piece may both capture and stop shows {@code C} only.
     * {@code promotes}: the destinations marked {@code M}, where the move may promote.
     */
    record Lift(Set<String> to, Set<String> onTheWay, Set<String> promotes) {}

    /** Lifts the piece on {@code square} of a board of {@code files}. */
    Lift lift(String square, int files) throws IOException {
        send("lift " + square);
        String h = sync();
        Set<String> out = new TreeSet<>(), way = new TreeSet<>(), promotes = new TreeSet<>();
        if (h == null) return new Lift(out, way, promotes);
        String[] rows = h.split("/");
        for (int i = 0; i < rows.length; i++) {
            int rank = rows.length - i, file = 0;
            String row = rows[i];
            for (int k = 0; k < row.length(); k++) {
                char c = row.charAt(k);
                if (Character.isDigit(c)) {
                    int e = k;
                    while (e + 1 < row.length() && Character.isDigit(row.charAt(e + 1))) e++;
                    file += Integer.parseInt(row.substring(k, e + 1));
                    k = e;
                    continue;
                }
                String name = (char) ('a' + file) + Integer.toString(rank);
                if (c == 'Y' || c == 'R' || c == 'M') out.add(name);
                if (c == 'M') promotes.add(name);
                else if (c == 'C') way.add(name);
                file++;
            }
            if (file != files) throw new IOException("highlight rank " + rank + " has " + file + " squares: " + h);
        }
        return new Lift(out, way, promotes);
    }

    /** A Varia board field in HaChu's letters ({@code map}: Varia symbol to HaChu's, upper case). */
    static String board(String variaBoard, Map<String, String> map) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < variaBoard.length(); k++) {
            char c = variaBoard.charAt(k);
            if (c == '/' || Character.isDigit(c)) { sb.append(c); continue; }
            boolean promoted = c == '+';
            if (promoted) c = variaBoard.charAt(++k);
            String symbol = String.valueOf(c);
            if (k + 1 < variaBoard.length() && variaBoard.charAt(k + 1) == '\'') { symbol += "'"; k++; }
            String up = symbol.toUpperCase(java.util.Locale.ROOT), mapped = map.getOrDefault(up, up);
            sb.append(promoted ? "+" : "").append(Character.isUpperCase(c) ? mapped : mapped.toLowerCase(java.util.Locale.ROOT));
        }
        return sb.toString();
    }

    /** A board field turned round by 180 degrees with the colours swapped, so that the second side moves up the board. */
    static String turned(String board, int files) {
        String[] rows = board.split("/");
        StringBuilder sb = new StringBuilder();
        for (int i = rows.length - 1; i >= 0; i--) {
            java.util.List<String> cells = new java.util.ArrayList<>();
            String row = rows[i];
            for (int k = 0; k < row.length(); k++) {
                char c = row.charAt(k);
                if (Character.isDigit(c)) {
                    int e = k;
                    while (e + 1 < row.length() && Character.isDigit(row.charAt(e + 1))) e++;
                    for (int n = Integer.parseInt(row.substring(k, e + 1)); n > 0; n--) cells.add("");
                    k = e;
                    continue;
                }
                int start = k;
                if (c == '+') k++;
                while (k + 1 < row.length() && (row.charAt(k + 1) == '\'' || row.charAt(k + 1) == '!')) k++;
                String t = row.substring(start, k + 1);
                StringBuilder swapped = new StringBuilder();
                for (char ch : t.toCharArray())
                    swapped.append(Character.isUpperCase(ch) ? Character.toLowerCase(ch) : Character.isLowerCase(ch) ? Character.toUpperCase(ch) : ch);
                cells.add(swapped.toString());
            }
            if (cells.size() != files) throw new IllegalArgumentException("rank with " + cells.size() + " squares: " + row);
            java.util.Collections.reverse(cells);
            int empty = 0;
            for (String cell : cells) {
                if (cell.isEmpty()) { empty++; continue; }
                if (empty > 0) { sb.append(empty); empty = 0; }
                sb.append(cell);
            }
            if (empty > 0) sb.append(empty);
            if (i > 0) sb.append('/');
        }
        return sb.toString();
    }

    @Override
    public void close() {
        try {
            send("quit");
        } catch (IOException ignored) {
            // already gone
        }
        process.destroy();
    }
}
