package varia.interop;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import varia.TestPaths;

/**
 * Fairy-Stockfish as ffish (the npm build in tests/ffish, run by the system node through
 * {@code ini-oracle.js}): loads ini text with {@code loadVariantConfig}, counts perft and lists legal
 * moves along a move sequence from a variant's start. One process for a test class; fails, never
 * skips, when node or ffish is missing.
 */
final class FfishOracle implements AutoCloseable {
    static final Path FFISH = TestPaths.root().resolve("tests/ffish");

    private final Process process;
    private final BufferedWriter in;
    private final BufferedReader out;
    private final ObjectMapper json = new ObjectMapper();

    FfishOracle() throws IOException {
        if (!Files.isDirectory(FFISH.resolve("node_modules/ffish")))
            throw new AssertionError("ffish is not installed: run 'npm ci' in " + FFISH + " (needs node and npm: apt-get install nodejs npm)");
        try {
            process = new ProcessBuilder("node", "ini-oracle.js").directory(FFISH.toFile()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        } catch (IOException e) {
            throw new AssertionError("cannot run node (apt-get install nodejs): " + e.getMessage(), e);
        }
        in = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
        out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    private synchronized JsonNode ask(ObjectNode request) throws IOException {
        in.write(json.writeValueAsString(request));
        in.write('\n');
        in.flush();
        String line = out.readLine();
        if (line == null) throw new IOException("ffish ended");
        JsonNode answer = json.readTree(line);
        if (answer.has("error")) throw new IOException("ffish: " + answer.get("error").asText());
        return answer;
    }

    /** Loads ini text; the names of the variants it added. */
    List<String> load(String ini) throws IOException {
        ObjectNode r = json.createObjectNode().put("op", "load").put("ini", ini);
        List<String> names = new ArrayList<>();
        ask(r).get("loaded").forEach(n -> names.add(n.asText()));
        return names;
    }

    /** Perft from the position the moves reach; -1 - index of a move ffish refuses. */
    long perft(String variant, List<String> moves, int depth) throws IOException {
        ObjectNode r = json.createObjectNode().put("op", "perft").put("variant", variant).put("depth", depth);
        moves.forEach(r.putArray("moves")::add);
        JsonNode a = ask(r);
        return a.has("nodes") ? a.get("nodes").asLong() : -1 - a.get("refused").asInt();
    }

    /** The legal moves at each position along the moves (ply 0 first); stops after a move ffish refuses. */
    List<List<String>> legalAlong(String variant, List<String> moves) throws IOException {
        ObjectNode r = json.createObjectNode().put("op", "legal").put("variant", variant);
        moves.forEach(r.putArray("moves")::add);
        List<List<String>> out = new ArrayList<>();
        for (JsonNode ply : ask(r).get("legal")) {
            List<String> l = new ArrayList<>();
            ply.forEach(m -> l.add(m.asText()));
            out.add(l);
        }
        return out;
    }

    /** ffish's FEN of the position the moves reach. */
    String fen(String variant, List<String> moves) throws IOException {
        ObjectNode r = json.createObjectNode().put("op", "fen").put("variant", variant);
        moves.forEach(r.putArray("moves")::add);
        return ask(r).get("fen").asText();
    }

    @Override public void close() {
        try {
            in.close();
        } catch (IOException ignored) {
            // the process is ending anyway
        }
        process.destroy();
    }
}
