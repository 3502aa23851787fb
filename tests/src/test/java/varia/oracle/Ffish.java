package varia.oracle;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import varia.TestPaths;

/**
 * Fairy-Stockfish's JavaScript build (the npm package ffish 0.7.10, engine build 230826; installed
 * by {@code npm ci} in tests/ffish) as a second oracle, for rules the Debian 11.1 binary lacks:
 * wall squares ({@code *} in the FEN; Varia's holes), {@code dropNoDoubledCount},
 * {@code piecePromotionOnCapture}, {@code promotionLimit} with custom pieces, and variants defined
 * in a variants.ini text ({@link #loadConfig}). One long-lived {@code node tests/ffish/oracle.js}
 * process; a command a line, an answer a line.
 */
public final class Ffish implements AutoCloseable {
    public static final Path DIR = TestPaths.root().resolve("tests/ffish");
    public static final String INSTALL_HINT = "ffish is not installed: run 'npm ci' in " + DIR
            + " (needs node and npm: apt-get install nodejs npm)";

    private static final long TIMEOUT_S = 120;

    private final Process process;
    private final Writer in;
    private final BufferedReader out;
    private String variant;

    /** Whether node and the ffish package are there. */
    public static boolean available() {
        return Files.isDirectory(DIR.resolve("node_modules/ffish")) && Files.isRegularFile(DIR.resolve("oracle.js"));
    }

    public Ffish() throws IOException {
        if (!available()) throw new IllegalStateException(INSTALL_HINT);
        ProcessBuilder pb = new ProcessBuilder("node", "oracle.js").directory(DIR.toFile());
        pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        process = pb.start();
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    /** Loads variant definitions (Fairy-Stockfish's variants.ini syntax, as this build reads it). */
    public void loadConfig(String ini) throws IOException {
        Path file = Files.createTempFile("varia-ffish", ".ini");
        try {
            Files.writeString(file, ini);
            expectOk(ask("config " + file.toAbsolutePath()), "loading the config");
        } finally {
            Files.deleteIfExists(file);
        }
    }

    /** Switches the variant; returns its start FEN. */
    public String variant(String name) throws IOException {
        String fen = ask("variant " + name);
        if (fen.startsWith("error")) throw new IllegalStateException("ffish: " + fen);
        variant = name;
        return fen;
    }

    public String variant() { return variant; }

    /** Sets up a position; returns the FEN ffish reports for it (an answer starting with "error" when it refuses the FEN). */
    public String setPosition(String fen) throws IOException { return ask("fen " + fen); }

    /** The legal moves in ffish's coordinates. */
    public Set<String> legalMoves() throws IOException {
        String line = ask("moves");
        if (line.startsWith("error")) throw new IllegalStateException("ffish: " + line);
        return line.isEmpty() ? Set.of() : new LinkedHashSet<>(Arrays.asList(line.split(" ")));
    }

    /** Whether {@code move} checkmates here: after it the opponent is in check with no legal move (the move is taken back). */
    public boolean mates(String move) throws IOException {
        String line = ask("after " + move);
        if (line.startsWith("error")) throw new IllegalStateException("ffish: " + line);
        return line.equals("0 check");
    }

    /** Leaf count to {@code depth}, the last ply counted in bulk (as Fairy-Stockfish's perft). */
    public long perft(int depth) throws IOException {
        String line = ask("perft " + depth);
        if (line.startsWith("error")) throw new IllegalStateException("ffish: " + line);
        return Long.parseLong(line);
    }

    private static void expectOk(String answer, String what) {
        if (!answer.equals("ok")) throw new IllegalStateException("ffish, " + what + ": " + answer);
    }

    private String ask(String command) throws IOException {
        if (command.indexOf('\n') >= 0) throw new IllegalArgumentException("a command with a line break");
        if (!process.isAlive()) throw new IllegalStateException("ffish has exited with code " + process.exitValue());
        in.write(command);
        in.write('\n');
        in.flush();
        CompletableFuture<String> line = CompletableFuture.supplyAsync(() -> {
            try {
                return out.readLine();
            } catch (IOException e) {
                return null;
            }
        });
        try {
            String answer = line.get(TIMEOUT_S, TimeUnit.SECONDS);
            if (answer == null) throw new IllegalStateException("ffish ended without answering '" + command + "'");
            return answer;
        } catch (java.util.concurrent.TimeoutException e) {
            process.destroyForcibly();
            throw new IllegalStateException("ffish: no answer to '" + command + "' within " + TIMEOUT_S + " s");
        } catch (InterruptedException | java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException("ffish: " + e, e);
        }
    }

    @Override
    public void close() {
        try {
            in.close();
            if (!process.waitFor(5, TimeUnit.SECONDS)) process.destroyForcibly();
        } catch (IOException | InterruptedException e) {
            process.destroyForcibly();
        }
    }
}
