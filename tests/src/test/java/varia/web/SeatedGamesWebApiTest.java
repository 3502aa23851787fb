package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.web.Cli.cli;
import static varia.web.Http.assertError;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Consumer;
import java.util.function.ToIntFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import varia.TestPaths;
import varia.game.Families;
import varia.game.TestRuns;

/**
 * What the JSON API does the same for every game played by seats, written once and run for a game of
 * each family (Ashtapada, a race; Chaturaji, dice chess): undo takes back the person's turn and the
 * computer's reply and the same throw comes again; the study's rules are {@code varia describe}'s, with an
 * option too; a file pasted on the author page is offered, studied, played and replayed at once; a broken one shows the
 * problems {@code varia check} prints, at their line and column, and is not offered. The addresses are
 * the family's as the API names them ({@link varia.game.Family#nouns}, {@link varia.game.Family#noun}).
 */
@ExtendWith(LocalServer.class)
class SeatedGamesWebApiTest {
    static WebServer server;
    static Http http;

    /** Where the game's live games are ({@code /api/races}, {@code /api/dice}). */
    static String sessions(String game) { return "/api/" + Families.of(game).nouns(); }

    /** Where the games of a file's family are listed ({@code /api/race-games}, {@code /api/dice-games}). */
    static String games(String word) { return "/api/" + Families.byWord(word).noun() + "-games"; }

    static JsonNode post(String game, String id, String what, Object body) throws Exception {
        return http.postOk(sessions(game) + "/" + id + "/" + what, body, what);
    }

    /** The person's moves of the turn thrown, the first legal one each time, while the person is to move. */
    static JsonNode firstMoves(String game, String id, JsonNode g) throws Exception {
        while (g.get("phase").asText().equals("move") && g.get("humanToAct").asBoolean())
            g = post(game, id, "move", Map.of("move", g.get("legal").get(0).get("move").asText()));
        return g;
    }

    static Stream<Arguments> undos() {
        return Stream.of(
                Arguments.of("ashtapada", "thrown", "south's pieces all off the board", (ToIntFunction<JsonNode>) g -> g.get("seats").get(0).get("off").asInt(), 4),
                Arguments.of("chaturaji", "dice", "the men all on the board", (ToIntFunction<JsonNode>) g -> g.get("men").size(), 16));
    }

    /** {@code thrown}: the state's field of the throw shown; {@code atStart}: a count the start has, {@code count}. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("undos")
    void undoTakesBackTheHumansTurnAndTheThrowComesAgain(String game, String thrown, String what, ToIntFunction<JsonNode> atStart, int count) throws Exception {
        JsonNode g = http.postOk(sessions(game), Map.of("game", game, "players", 2, "who", List.of("human", "computer"), "seed", 44), "a new game");
        String id = g.get("id").asText();
        assertError(http.post(sessions(game) + "/" + id + "/undo", "{}"), 409, "nothing to take back");
        g = post(game, id, "throw", "{}");
        JsonNode first = g.get(thrown);
        g = firstMoves(game, id, g);
        g = post(game, id, "computer", "{}");
        assertEquals(2, g.get("history").size());
        String both = g.get("history").toString(), computerTurn = g.get("history").get(1).toString();
        g = post(game, id, "undo", "{}");
        assertEquals(0, g.get("history").size(), "the human's turn and the computer's reply are taken back");
        assertEquals("throw", g.get("phase").asText());
        assertEquals(count, atStart.applyAsInt(g), what);
        g = post(game, id, "throw", "{}");
        assertEquals(first, g.get(thrown), "undo rewinds the throws: no throwing again for a better one");
        g = firstMoves(game, id, g);
        g = post(game, id, "computer", "{}");
        assertEquals(computerTurn, g.get("history").get(1).toString(), "the same game again");
        assertEquals(both, g.get("history").toString(), "the same game again");
        g = post(game, id, "undo", Map.of("turns", 1));
        assertEquals(1, g.get("history").size());
        assertEquals("north", g.get("turnSeat").asText());
        assertError(http.post(sessions(game) + "/" + id + "/undo", Map.of("turns", 5)), 400, "1 to 1 turns");
    }

    static Stream<Arguments> studies() {
        return Stream.of(Arguments.of("ashtapada", "nests=ring-corners"), Arguments.of("chaturaji", "dice=long-die"));
    }

    /** {@code option}: a value of one of the game's options, whose rules the study gives too. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("studies")
    void theStudysRulesAreDescribes(String game, String option) throws Exception {
        String study = "/api/" + Families.of(game).noun() + "-games/" + game + "/study";
        Cli describe = cli("describe", game);
        assertEquals(0, describe.code());
        assertEquals(describe.out(), http.get(study).json().get("text").asText(), "the rules as 'varia describe " + game + "' prints them");
        String query = "?options=" + java.net.URLEncoder.encode(option, java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(cli("describe", game, "--option", option).out(), http.get(study + query).json().get("text").asText(), "with " + option);
    }

    static Stream<Arguments> brokenFiles() throws Exception {
        String race = RaceWebPagesApiTest.LITTLE, raceBroken = race.replace("nests: [c1, d2]", "nests: [c1, z9]").replace("sides: 3", "sides: 1");
        String dice = Files.readString(TestPaths.root().resolve("variants/chaturaji.yaml"));
        String diceBroken = dice.replace("4: elephant}", "4: elefant}").replace("king: d1, pawn", "king: z1, pawn");
        Consumer<List<String>> raceAt = shown -> { // the nest z9 on line 9, the die's sides on line 5
            int zColumn = raceBroken.split("\n")[8].indexOf("z9") + 1;
            assertTrue(shown.stream().anyMatch(s -> s.startsWith("9:" + zColumn + ": ") && s.contains("z9")), shown.toString());
            assertTrue(shown.stream().anyMatch(s -> s.startsWith("5:")), shown.toString());
        };
        Consumer<List<String>> diceAt = shown -> { // the king's square z1 first
            int zLine = 1 + (int) diceBroken.substring(0, diceBroken.indexOf("z1")).chars().filter(c -> c == '\n').count();
            assertTrue(shown.get(0).startsWith(zLine + ":"), shown.toString());
        };
        return Stream.of(Arguments.of("little-race.yaml", race, raceBroken, "race", raceAt),
                Arguments.of("chaturaji-broken.yaml", dice, diceBroken, "dice-chess", diceAt));
    }

    /** {@code kind}: the family's word, as the author page's answer names it; {@code placed}: where the file's own problems must be shown. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenFiles")
    void aBrokenFileShowsCheckProblemsAtLineAndColumn(String name, String good, String broken, String kind, Consumer<List<String>> placed,
                                                       @TempDir Path dir) throws Exception {
        assertNotEquals(good, broken);
        Path file = dir.resolve(name);
        Files.writeString(file, broken);
        Cli check = cli("check", file.toString());
        assertEquals(1, check.code(), check.out());
        List<String> expected = new ArrayList<>();
        for (String l : check.out().strip().split("\n")) expected.add(l.substring(file.toString().length() + 1));
        int offered = http.get(games(kind)).json().size();
        JsonNode a = http.post("/api/author/check", Map.of("text", broken, "name", name)).json();
        assertFalse(a.get("ok").asBoolean());
        assertEquals(kind, a.get("kind").asText());
        List<String> shown = new ArrayList<>();
        for (JsonNode p : a.get("problems")) shown.add(p.get("line").asInt() + ":" + p.get("column").asInt() + ": " + p.get("message").asText());
        assertEquals(expected, shown, "the problems 'varia check' prints");
        placed.accept(shown);
        assertEquals(2, shown.size(), shown.toString());
        assertTrue(a.get("key").isNull());
        assertEquals(offered, http.get(games(kind)).json().size(), "a broken file is not offered");
    }

    static Stream<Arguments> pastedFiles() {
        return Stream.of(
                Arguments.of("Little Race", RaceWebPagesApiTest.LITTLE, "race", 20_000, false,
                        (Consumer<JsonNode>) study -> assertEquals(12, study.get("board").get("squares").size()),
                        (Consumer<JsonNode>) g -> assertEquals("[\"a1\",\"b1\",\"c1\",\"d1\",\"e1\",\"f1\",\"f2\",\"e2\"]", g.get("seats").get(0).get("track").toString())),
                Arguments.of("Little Dice Chess", DiceWebApiTest.LITTLE, "dice-chess", 30_000, true,
                        (Consumer<JsonNode>) study -> {
                            assertEquals(8, study.get("setup").size());
                            assertEquals(3, study.get("outcomes").size());
                        },
                        (Consumer<JsonNode>) g -> assertEquals(8, g.get("men").size())));
    }

    /**
     * A file no code knows, pasted on the author page: offered at once under an {@code authored-} key,
     * studied ({@code studied}), played to its end against the computer ({@code started}: the new game;
     * {@code most}: requests at the most), its record replayed on the records page by the game its text
     * names, with the verdict the family's own replay gives ({@code saysTheResult}: the game's result in
     * the words of its end, too: dice chess's; a race's says the turns and the winner); a chess-like file pasted after it is still
     * the variant loader's.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("pastedFiles")
    void aPastedFileIsPlayedStudiedAndReplayedAtOnce(String name, String text, String kind, int most, boolean saysTheResult, Consumer<JsonNode> studied,
                                                     Consumer<JsonNode> started) throws Exception {
        JsonNode a = http.post("/api/author/check", Map.of("text", text, "name", "little.yaml")).json();
        assertTrue(a.get("ok").asBoolean(), a.toString());
        assertEquals(kind, a.get("kind").asText());
        assertEquals(name, a.get("name").asText());
        String key = a.get("key").asText();
        assertTrue(key.startsWith("authored-"), key);
        assertEquals("authored", Listed.entry(http.get(games(kind)).json(), key).get("source").asText(), "offered at once");
        for (JsonNode v : http.get("/api/variants").json()) assertNotEquals(key, v.get("key").asText(), "not a chess-like variant");
        assertEquals(text, http.get(games(kind) + "/" + key + "/source").body());
        studied.accept(http.get(games(kind) + "/" + key + "/study").json());

        String sessions = "/api/" + Families.byWord(kind).nouns();
        JsonNode g = http.postOk(sessions, Map.of("game", key, "who", List.of("human", "computer"), "seed", 4), "a new game");
        started.accept(g);
        g = PlayOut.to(http, sessions, g, new Random(8), most);
        assertEquals("over", g.get("result").get("status").asText());
        String record = http.get(sessions + "/" + g.get("id").asText() + "/record").body();
        assertTrue(record.contains("game: " + key + "\n"), record);
        // its record replays on the records page, by the game its text names
        Http.Answer r = http.post("/api/records", Map.of("text", record));
        assertEquals(200, r.status(), r.body());
        String noun = Families.byWord(kind).noun();
        assertEquals(noun, r.json().get("seated").asText());
        JsonNode v = r.json().get(noun);
        assertEquals(v, r.json().get("replay"), "the replay under the one name every family's replay has");
        assertTrue(v.get("ok").asBoolean(), v.get("verdict").asText());
        assertEquals(g.get("history").size(), v.get("steps").size());
        String verdict = v.get("verdict").asText().replace("legal record: ", "");
        if (saysTheResult) assertEquals(g.get("result").get("reason").asText(), verdict);
        assertEquals(TestRuns.replay(Families.byWord(kind).load(key, "little.yaml", text, Map.of()), record).message(), verdict);
        // a chess-like file on the same page is still the variant loader's
        JsonNode chess = http.post("/api/author/check", Map.of("text", Files.readString(TestPaths.root().resolve("variants/makruk.yaml")))).json();
        assertTrue(chess.get("ok").asBoolean());
        assertEquals("variant", chess.get("kind").asText());
        assertNotEquals(key, chess.get("key").asText());
    }
}
