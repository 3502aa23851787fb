package varia.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.variant.Variant;

/**
 * Every move of every game of the real archives (tests/src/test/resources/archives: xiangqi,
 * janggi, makruk) against Fairy-Stockfish: Varia replays each game and lists its legal moves
 * before every move and after the last; ffish (Fairy-Stockfish's npm package, tests/ffish, run
 * with the system node: {@code legal.js}) replays the same moves from the same FEN and lists its
 * own. The two lists must be equal at every ply, so every verdict (a move accepted, or refused with
 * its move number) is Fairy-Stockfish's too: a move Varia refuses is sent as well, and ffish must
 * refuse the same one. Janggi is compared under its ruleset=janggi (Fairy-Stockfish's janggi). The
 * test fails, never skips, when node or ffish is missing.
 */
class DifferentialArchivesTest {
    /**
     * Under ruleset=janggi (Fairy-Stockfish's janggi), the janggi archives' games with a move both
     * refuse (every one a move that does not answer a bikjang), and those the rules end, at or before
     * the record's last move, by a rule of their own: Varia lists no move after such an end, ffish
     * (whose legal moves ignore these endings) goes on, so that position's list is not compared.
     */
    static final int JANGGI_REFUSED = 75;
    static final Map<String, Integer> JANGGI_ENDED = Map.of("janggi: 3-fold repetition", 34, "janggi: bikjang", 5,
            "janggi: passes", 7, "janggi: perpetual check", 9);

    record Sent(String name, Archives.Replayed varia) {}

    @Test
    void everyLegalMoveListOfEveryArchiveGameIsFairyStockfishs(@TempDir Path dir) throws Exception {
        Path ffish = FfishRoundTripTest.FFISH;
        assertTrue(Files.isDirectory(ffish.resolve("node_modules/ffish")),
                "ffish is not installed: run 'npm ci' in " + ffish + " (needs node and npm: apt-get install nodejs npm)");
        ObjectMapper json = new ObjectMapper();
        Map<String, Sent> sent = new LinkedHashMap<>();
        Path input = dir.resolve("games.jsonl");
        Map<String, Integer> gamesPerVariant = new LinkedHashMap<>();
        long plies = 0;
        int refusedByVaria = 0;
        Map<String, Integer> endedByVaria = new java.util.TreeMap<>();
        try (var w = Files.newBufferedWriter(input, StandardCharsets.UTF_8)) {
            for (Archives.Archive a : Archives.ALL) {
                Variant v = Archives.variant(a.variant(), a.fsOptions());
                for (Path f : a.files())
                    for (Game g : Archives.read(f)) {
                        String id = a.variant() + "/" + f.getFileName() + " game " + g.number();
                        Archives.Replayed r = Archives.replay(g, v);
                        sent.put(id, new Sent(id, r));
                        if (!r.complete()) refusedByVaria++;
                        if (r.endedByARule()) endedByVaria.merge(a.variant() + ": " + r.ended().replaceAll("[ ,]*material [0-9.]+ to [0-9.]+", ""), 1, Integer::sum);
                        gamesPerVariant.merge(a.variant(), 1, Integer::sum);
                        plies += r.moves().size();
                        Map<String, Object> o = new LinkedHashMap<>();
                        o.put("id", id);
                        o.put("variant", a.fsName());
                        o.put("fen", r.fen());
                        List<String> moves = new ArrayList<>(r.moves());
                        if (!r.complete()) moves.add(r.refused()); // ffish must refuse it too
                        o.put("moves", moves);
                        w.write(json.writeValueAsString(o));
                        w.write('\n');
                    }
            }
        }
        assertTrue(gamesPerVariant.getOrDefault("xiangqi", 0) >= 2500 && gamesPerVariant.getOrDefault("janggi", 0) >= 2500, gamesPerVariant.toString());
        Process p;
        try {
            p = new ProcessBuilder("node", "legal.js").directory(ffish.toFile())
                    .redirectInput(input.toFile()).redirectError(dir.resolve("stderr.txt").toFile()).start();
        } catch (IOException e) {
            throw new AssertionError("cannot run node (apt-get install nodejs): " + e.getMessage(), e);
        }
        List<String> failures = new ArrayList<>();
        int answered = 0;
        try (var out = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = out.readLine()) != null; ) {
                if (line.isBlank()) continue;
                JsonNode o = json.readTree(line);
                Sent s = sent.get(o.get("id").asText());
                answered++;
                int refused = o.get("refused").asInt(), variaRefused = s.varia().complete() ? -1 : s.varia().moves().size();
                if (refused != variaRefused) {
                    failures.add(s.name() + ": ffish refuses " + (refused < 0 ? "no move" : "ply " + (refused + 1))
                            + ", Varia " + (variaRefused < 0 ? "no move" : "ply " + (variaRefused + 1) + " " + s.varia().refused()));
                    continue;
                }
                JsonNode legal = o.get("legal");
                assertEquals(s.varia().legal().size(), legal.size(), s.name());
                // where the rules ended the game by a rule of their own, Varia lists no moves: that list is not compared
                int compared = s.varia().endedByARule() ? legal.size() - 1 : legal.size();
                for (int i = 0; i < compared; i++) {
                    List<String> theirs = legal.get(i).asText().isEmpty() ? List.of() : Arrays.asList(legal.get(i).asText().split(" "));
                    List<String> ours = s.varia().legal().get(i);
                    if (!theirs.equals(ours)) {
                        List<String> onlyOurs = new ArrayList<>(ours), onlyTheirs = new ArrayList<>(theirs);
                        onlyOurs.removeAll(theirs);
                        onlyTheirs.removeAll(ours);
                        failures.add(s.name() + " before ply " + (i + 1) + ": only Varia " + onlyOurs + ", only ffish " + onlyTheirs);
                        break;
                    }
                }
            }
        }
        assertTrue(p.waitFor(10, TimeUnit.MINUTES), "node did not finish");
        assertEquals(0, p.exitValue(), () -> "node failed: " + FfishRoundTripTest.read(dir.resolve("stderr.txt")));
        assertEquals(sent.size(), answered, "one answer per game");
        long all = plies;
        assertTrue(failures.isEmpty(), () -> failures.size() + " of " + sent.size() + " games (" + all + " plies) differ:\n"
                + String.join("\n", failures.subList(0, Math.min(40, failures.size()))));
        // the janggi archives' moves that do not answer a bikjang (ruleset=janggi): both must refuse them at the same ply
        assertEquals(JANGGI_REFUSED, refusedByVaria, "games Varia refuses a move of");
        assertEquals(JANGGI_ENDED, endedByVaria, "games the rules end by a rule of their own (ruleset=janggi)");

    }
}
