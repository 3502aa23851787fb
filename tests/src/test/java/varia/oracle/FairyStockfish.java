package varia.oracle;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A small driver for the Debian {@code fairy-stockfish} binary (11.1): one long-lived UCI process
 * per instance, used as a correctness oracle.
 *
 * <p>Pitfalls it guards against (see the project's Fairy-Stockfish notes):
 * <ul>
 *   <li>an unknown {@code UCI_Variant} value is ignored silently, so {@link #setVariant} checks the
 *       start position FS reports afterwards;</li>
 *   <li>{@code position fen} accepts garbage silently, so {@link #setPosition} returns the FEN FS
 *       actually set up and {@link #accepts} compares it with the one sent;</li>
 *   <li>{@code go perft} runs on the search thread while the UCI loop goes on reading, so no
 *       command is sent before its {@code Nodes searched:} line has arrived.</li>
 * </ul>
 */
public final class FairyStockfish implements AutoCloseable {

    public static final String INSTALL_HINT = "install fairy-stockfish: apt-get install -y fairy-stockfish";

    /** Start positions of Fairy-Stockfish's built-in variants, as its {@code d} command prints them. */
    public static final Map<String, String> START_FENS = Map.of(
            "chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "shatranj", "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
            "makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
            "makpong", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
            "grand", "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1",
            "cambodian", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1",
            "shatar", "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1",
            "xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            "janggi", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1");

    private static final long DEFAULT_TIMEOUT_MS = 30_000;

    private final Path binary;
    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final Thread reader;
    private String variant = "chess";

    /** Starts the binary found by {@link #locate()} and waits for {@code uciok}. */
    public FairyStockfish() throws IOException {
        this(locate());
    }

    public FairyStockfish(Path binary) throws IOException {
        this.binary = binary;
        ProcessBuilder pb = new ProcessBuilder(binary.toString());
        pb.redirectErrorStream(true);
        this.process = pb.start();
        this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        this.reader = new Thread(() -> {
            try {
                for (String line; (line = out.readLine()) != null; ) lines.add(line);
            } catch (IOException ignored) {
                // process ended
            }
        }, "fairy-stockfish-reader");
        reader.setDaemon(true);
        reader.start();
        send("uci");
        readUntil(l -> l.equals("uciok"), DEFAULT_TIMEOUT_MS);
    }

    /**
     * The binary: environment variable {@code FAIRY_STOCKFISH}, else {@code /usr/games/fairy-stockfish},
     * else {@code fairy-stockfish} on the PATH.
     *
     * @throws IllegalStateException with an installation hint when there is none
     */
    public static Path locate() {
        String env = System.getenv("FAIRY_STOCKFISH");
        if (env != null && !env.isBlank()) {
            Path p = Path.of(env);
            if (Files.isExecutable(p)) return p;
            throw new IllegalStateException("FAIRY_STOCKFISH=" + env + " is not an executable file; " + INSTALL_HINT);
        }
        Path debian = Path.of("/usr/games/fairy-stockfish");
        if (Files.isExecutable(debian)) return debian;
        String path = System.getenv("PATH");
        if (path != null) {
            for (String dir : path.split(File.pathSeparator)) {
                if (dir.isEmpty()) continue;
                Path p = Path.of(dir, "fairy-stockfish");
                if (Files.isExecutable(p)) return p;
            }
        }
        throw new IllegalStateException("Fairy-Stockfish not found (checked $FAIRY_STOCKFISH, "
                + "/usr/games/fairy-stockfish and the PATH); " + INSTALL_HINT);
    }

    public Path binary() { return binary; }

    public String variant() { return variant; }

    /** Loads a variants.ini of Fairy-Stockfish 11.1's syntax ({@code VariantPath}); its variants are then switched to by name. */
    public void loadVariants(Path ini) throws IOException {
        if (!Files.isRegularFile(ini)) throw new IllegalArgumentException("no variants file " + ini);
        send("setoption name VariantPath value " + ini.toAbsolutePath());
    }

    /** Switches to a built-in variant whose start position is in {@link #START_FENS}. */
    public void setVariant(String name) throws IOException {
        String fen = START_FENS.get(name);
        if (fen == null) throw new IllegalArgumentException("no known start FEN for Fairy-Stockfish variant '" + name + "'; use setVariant(name, startFen)");
        setVariant(name, fen);
    }

    /**
     * Switches the variant and checks that it really switched: FS ignores unknown names silently,
     * so the start position it reports must be {@code expectedStartFen}.
     */
    public void setVariant(String name, String expectedStartFen) throws IOException {
        send("setoption name UCI_Variant value " + name);
        send("position startpos");
        String fen = fen();
        if (!accepts(expectedStartFen, fen)) {
            throw new IllegalStateException("Fairy-Stockfish did not switch to variant '" + name
                    + "' (unknown name?): its start position is '" + fen + "', expected '" + expectedStartFen + "'");
        }
        variant = name;
    }

    /** Sets up {@code fen} and returns the FEN Fairy-Stockfish reports for it (see {@link #accepts}). */
    public String setPosition(String fen) throws IOException {
        if (fen.indexOf('\n') >= 0 || fen.indexOf('\r') >= 0) throw new IllegalArgumentException("FEN with a line break");
        send("position fen " + fen);
        return fen();
    }

    /** Sets up the start position of the current variant plus the given moves (FS drops moves after an illegal one!). */
    public String setStartPosition(List<String> moves) throws IOException {
        send(moves.isEmpty() ? "position startpos" : "position startpos moves " + String.join(" ", moves));
        return fen();
    }

    /**
     * Whether Fairy-Stockfish set up the position {@code sent} as written, judged from the FEN it
     * reported: board (pieces in hand in any order), side to move and castling/gating field must be equal; FS drops an en-passant
     * square when no en-passant capture is possible, so {@code -} there is accepted; move counters
     * are not compared.
     */
    public static boolean accepts(String sent, String reported) {
        String[] a = sent.trim().split("\\s+");
        String[] b = reported.trim().split("\\s+");
        for (int i = 0; i < 3; i++) {
            String x = i < a.length ? a[i] : "-";
            String y = i < b.length ? b[i] : "-";
            if (i == 0) { x = sortedHand(x); y = sortedHand(y); } // FS writes hands in its own piece order
            if (!x.equals(y)) return false;
        }
        String epA = a.length > 3 ? a[3] : "-";
        String epB = b.length > 3 ? b[3] : "-";
        return epA.equals(epB) || epB.equals("-");
    }

    /** The board field with the letters of its {@code [hand]} sorted (the order of pieces in hand carries no meaning). */
    static String sortedHand(String board) {
        int open = board.indexOf('[');
        if (open < 0 || !board.endsWith("]")) return board;
        char[] hand = board.substring(open + 1, board.length() - 1).toCharArray();
        java.util.Arrays.sort(hand);
        return board.substring(0, open + 1) + new String(hand) + "]";
    }

    /** The current position as FS's {@code d} command prints it on its {@code Fen:} line. */
    public String fen() throws IOException {
        send("d");
        String fen = null;
        for (String line : readUntil(l -> l.startsWith("Checkers:"), DEFAULT_TIMEOUT_MS)) {
            if (line.startsWith("Fen: ")) fen = line.substring(5).trim();
        }
        if (fen == null) throw new IllegalStateException("no 'Fen:' line in Fairy-Stockfish's 'd' output");
        return fen;
    }

    /** The legal moves of the current position in FS's coordinate notation ({@code go perft 1}). */
    public Set<String> legalMoves() throws IOException {
        return new LinkedHashSet<>(divide(1).keySet());
    }

    /** {@code go perft depth}: root move -> leaf count, in FS's order. */
    public Map<String, Long> divide(int depth) throws IOException {
        return divide(depth, DEFAULT_TIMEOUT_MS);
    }

    public Map<String, Long> divide(int depth, long timeoutMs) throws IOException {
        if (depth < 1) throw new IllegalArgumentException("depth must be at least 1");
        send("go perft " + depth);
        Map<String, Long> result = new LinkedHashMap<>();
        long total = -1;
        for (String line : readUntil(l -> l.startsWith("Nodes searched:"), timeoutMs)) {
            if (line.startsWith("Nodes searched:")) {
                total = Long.parseLong(line.substring("Nodes searched:".length()).trim());
            } else {
                int colon = line.lastIndexOf(": ");
                if (colon > 0 && line.indexOf(' ') == colon + 1) {
                    String count = line.substring(colon + 2).trim();
                    if (!count.isEmpty() && count.chars().allMatch(Character::isDigit)) {
                        Long old = result.put(line.substring(0, colon), Long.parseLong(count));
                        if (old != null) throw new IllegalStateException("Fairy-Stockfish listed move " + line.substring(0, colon) + " twice");
                    }
                }
            }
        }
        long sum = result.values().stream().mapToLong(Long::longValue).sum();
        if (sum != total) {
            throw new IllegalStateException("Fairy-Stockfish's divide lines sum to " + sum + " but it reported " + total + " nodes");
        }
        return result;
    }

    /** {@code go perft depth}: the leaf count. */
    public long perft(int depth) throws IOException {
        return perft(depth, DEFAULT_TIMEOUT_MS);
    }

    public long perft(int depth, long timeoutMs) throws IOException {
        return divide(depth, timeoutMs).values().stream().mapToLong(Long::longValue).sum();
    }

    private void send(String command) throws IOException {
        if (!process.isAlive()) throw new IllegalStateException("Fairy-Stockfish (" + binary + ") has exited with code " + process.exitValue());
        in.write(command);
        in.write('\n');
        in.flush();
    }

    private List<String> readUntil(java.util.function.Predicate<String> last, long timeoutMs) {
        List<String> out = new ArrayList<>();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        while (true) {
            long left = deadline - System.nanoTime();
            String line;
            try {
                line = left <= 0 ? null : lines.poll(left, TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for Fairy-Stockfish", e);
            }
            if (line == null) {
                String why = process.isAlive() ? "no answer within " + timeoutMs + " ms" : "it exited with code " + process.exitValue();
                throw new IllegalStateException("Fairy-Stockfish: " + why + "; last lines: " + tail(out));
            }
            out.add(line);
            if (last.test(line)) return out;
        }
    }

    private static String tail(List<String> out) {
        return String.join(" | ", out.subList(Math.max(0, out.size() - 5), out.size()));
    }

    /** Sends {@code quit} and waits briefly for the process to end (killing it otherwise). */
    @Override
    public void close() {
        try {
            if (process.isAlive()) send("quit");
        } catch (IOException | IllegalStateException ignored) {
            // already gone
        }
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroy();
                if (!process.waitFor(2, TimeUnit.SECONDS)) process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
