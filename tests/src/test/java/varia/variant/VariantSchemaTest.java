package varia.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import varia.TestPaths;
import varia.cli.SchemaCommand;
import varia.dice.DiceLoader;
import varia.race.RaceLoader;
import varia.yaml.Key;
import varia.yaml.Section;

/**
 * Issue 18: docs/variant.schema.json is what {@code ./varia schema} generates from the keys the
 * loaders declare, for every kind of file (chess variants, {@code game: race}, {@code game:
 * dice-chess}); every mapping a loader opens (bundled files, every option value, and files using
 * the rarer keys) has exactly the schema's keys there in its kind's definition, and every mapping of
 * a kind's definition is one its loader opens; the bundled files of every kind carry the schema line
 * and validate against the schema with an independent validator, which flags a misspelt key as the
 * loaders do.
 */
class VariantSchemaTest {
    static final Path SCHEMA_FILE = TestPaths.root().resolve("docs/variant.schema.json");
    static final String SCHEMA_LINE = "# yaml-language-server: $schema=" + VariantSchema.BUNDLED_REFERENCE;
    static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    static JsonSchema validator;

    /** Keys the bundled files leave out, so that every mapping of the schema is opened at least once. */
    static final String RARE_KEYS = """
            name: Every key
            aliases: [every, {name: every-casual, options: {o: b}}]
            sources: "a test"
            board: {files: 9, ranks: 9, style: squares}
            regions:
              camp: "ranks 7-9"
              centre: {squares: "e5", absolute: true}
            pieces:
              K: {name: King, names: [Ou], moves: K, royal: true, gives-check: true, value: 100,
                  special: [{moves: ifsmN, first-move-only: true, not-in-check: true, lost-on-check: false, lost-when-aimed-by: [R]}]}
              R: {moves: R, confined-to: "ranks 1-9", moves-where: {camp: W}, moves-within: {centre: F}, cannot-capture: [K],
                  screens-exclude: [K], gate: P, zone: {squares: neighbours, affects: enemies, strict: false}}
              P: {moves: fW, promotion: {to: [R], zone: camp, forced: false, on-leaving: true, forced-if-stuck: true, family: listed,
                  step: {moves: mF, max-on-board: 1, last-anywhere: true, harmless: true}},
                  drop: {zone: "ranks 1-8", no-doubled: P, no-mate: true}, demotes-to: P}
            setup: 4k4/9/9/9/9/9/9/9/R3K4 w - - 0 1
            castling: {king: K, partner: R, free-phase-only: false, sides: {long: {fen-letter: Q, king-to: c, partner-to: d, colour: both}}}
            play:
              turns: alternate
              opening-series: {moves: 2, captures: true, own-half: false}
              opening-moves: []
              drops: {captures-to-hand: true, must-drop: false}
              pass: {in-check: false, ends-after: 2, outcome: draw, after-capture-to-reserve: false}
              impasse: {rule: 27-point, big: [R], camp: 3, pieces: 10}
              facing: allowed
              royals: each
              forbid-stalemating: false
              forbidden-mates: []
              adjacent-royals-end: false
            end:
              checkmate: loss
              stalemate: draw
              bare-king: {bared: loss, can-bare-back: true, both-bare: draw}
              n-move-rule: 50
              repetition: 3
              perpetual-check: draw
              counting: []
              check-kinds: {shak: [K, R]}
              mate-needs: shak
              drawn-mates: []
              material: {values: {R: 5}, black-bonus: 0.5}
              goal: [{piece: [K], region: centre, when: arrival, outcome: win, answer: none}]
              extinction: [{pieces: [R], count: each, at-most: 0, outcome: loss, in-hand: false}]
            options:
              o:
                default: a
                values:
                  a: {description: "one", source: "a test"}
                  b: {description: "two", source: "a test", set: {end: {n-move-rule: 40}}}
            """;

    /** A race file using the keys Ashtapada leaves out (tracks as lists, letters, named outcomes, every rule). */
    static final String RACE_RARE_KEYS = """
            game: race
            name: Every key
            sources: [a test]
            board: {files: 5, ranks: 5}
            pieces: 2
            throw: {outcomes: [{name: one, distance: 1, weight: 1}, {name: two, distance: 2, weight: 3}]}
            seats:
              south: {track: [a1, b1, c1, c2, c3], letter: S}
              north: {start: e5, track: [e5, d5, c5, c4, c3]}
            nests: [c1]
            players: {default: 2, seating: {2: [south, north]}}
            rules: {entry: start, enter-on: [one], stack: 2, stacks-block-singles: true, stacks-captured-by-stacks-only: false,
                    stacks-move-together: true, home: overshoot, must-move: true, nests: shared, capture-bonus: true,
                    extra-throw-on: two, places: true}
            options:
              o:
                default: a
                values:
                  a: {description: "one", source: "a test"}
                  b: {description: "two", source: "a test", set: {rules: {places: false}}}
            """;

    @BeforeAll
    static void schema() throws Exception {
        validator = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(Files.readString(SCHEMA_FILE));
    }

    /** Every bundled file, of every kind. */
    static List<Path> allBundledFiles() throws Exception {
        try (Stream<Path> s = Files.list(TestPaths.root().resolve("variants"))) {
            return s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    /** The bundled files of one kind: {@code game} null for the engine's chess variants. */
    static List<Path> bundledFiles(String game) throws Exception {
        return allBundledFiles().stream().filter(p -> java.util.Objects.equals(game(p), game)).toList();
    }

    /** The bundled chess variants. */
    static List<Path> bundledFiles() throws Exception { return bundledFiles(null); }

    private static String game(Path p) {
        try {
            String game = VariantLoader.peekGame(Files.readString(p, StandardCharsets.UTF_8));
            return game != null && varia.game.Families.byWord(game) != null ? game : null;
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void theCommittedSchemaIsTheGeneratedOne() throws Exception {
        String committed = Files.readString(SCHEMA_FILE, StandardCharsets.UTF_8);
        assertEquals(SchemaCommand.json(), committed,
                "docs/variant.schema.json is out of date: run './varia schema -o docs/variant.schema.json' and commit it");
    }

    @Test
    void theSchemaHasOneDefinitionPerKindOfFile() {
        // every kind the loader dispatches on 'game' has its definition, chosen by that word
        Set<String> games = SchemaCommand.families().stream().map(VariantSchema.Family::game).filter(java.util.Objects::nonNull)
                .collect(Collectors.toCollection(TreeSet::new));
        // the families bundled with Varia (those shipping files: the tests' own family, pig, has none and no schema)
        Set<String> bundled = varia.game.Families.all().stream().filter(f -> f.word() != null && !f.bundled().isEmpty())
                .map(varia.game.Family::word).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(bundled, games);
        assertNull(SchemaCommand.families().get(0).game());
    }

    @Test
    void everyBundledFileCarriesTheSchemaLineAndValidates() throws Exception {
        List<Path> files = allBundledFiles();
        assertTrue(bundledFiles(null).size() >= 17, files.toString());
        assertTrue(bundledFiles("race").stream().anyMatch(p -> p.endsWith("ashtapada.yaml")), files.toString());
        assertTrue(bundledFiles("dice-chess").stream().anyMatch(p -> p.endsWith("chaturaji.yaml")), files.toString());
        for (Path f : files) {
            String text = Files.readString(f);
            assertEquals(SCHEMA_LINE, text.lines().findFirst().orElse(""), f + ": the first line must be the schema line");
            Set<ValidationMessage> errors = validator.validate(YAML.readTree(text));
            assertTrue(errors.isEmpty(), f + " does not validate against the schema: " + errors);
        }
        // the line is a comment to the loader (the tests load every bundled file elsewhere too)
        assertNotNull(Variants.resolve("makruk"));
    }

    @Test
    void theRareKeysFilesValidateToo() throws Exception {
        Set<ValidationMessage> errors = validator.validate(YAML.readTree(RARE_KEYS));
        assertTrue(errors.isEmpty(), errors.toString());
        errors = validator.validate(YAML.readTree(RACE_RARE_KEYS));
        assertTrue(errors.isEmpty(), errors.toString());
        RaceLoader.load("every", "every.yaml", RACE_RARE_KEYS, Map.of()); // and it is a good race file
    }

    /** Each mutation of a bundled file is flagged by the schema and by {@code load}, at a line. */
    private static void flaggedByBoth(String text, List<Map.Entry<String, String>> mutations, Loader load) throws Exception {
        assertTrue(validator.validate(YAML.readTree(text)).isEmpty(), "the unmutated file must validate");
        for (Map.Entry<String, String> m : mutations) {
            assertTrue(text.contains(m.getKey()), m.getKey());
            String bad = text.replaceFirst(java.util.regex.Pattern.quote(m.getKey()), java.util.regex.Matcher.quoteReplacement(m.getValue()));
            assertFalse(validator.validate(YAML.readTree(bad)).isEmpty(), "the schema accepts " + m.getValue());
            try {
                load.load(bad);
                fail("the loader accepts " + m.getValue());
            } catch (VariantException expected) {
                assertTrue(expected.diagnostics().get(0).line() > 0, expected.getMessage());
            }
        }
    }

    interface Loader {
        void load(String text) throws VariantException;
    }

    @Test
    void aMisspeltKeyOrAWrongTypeInARaceFileIsFlaggedByTheSchemaAsByTheLoader() throws Exception {
        String ashtapada = Files.readString(TestPaths.root().resolve("variants/ashtapada.yaml"));
        flaggedByBoth(ashtapada, List.of(
                Map.entry("seats:", "seat:"),                                   // top level
                Map.entry("shells: 4", "shell: 4"),                             // throw
                Map.entry("stacks-block-singles:", "stacks-blocks-singles:"),   // rules
                Map.entry("turn: anticlockwise", "trun: anticlockwise"),        // tracks.spiral
                Map.entry("south: {start: a1}", "south: {strat: a1}"),          // a seat
                Map.entry("pieces: 4", "pieces: four"),                         // a wrong type
                Map.entry("home: exact", "home: exactly"),                      // a word not among the words
                Map.entry("nests: [a1,", "nests: [z1,")),                       // not a square
                text -> RaceLoader.load("ashtapada", "ashtapada.yaml", text, Map.of()));
    }

    @Test
    void aMisspeltKeyOrAWrongTypeInADiceChessFileIsFlaggedByTheSchemaAsByTheLoader() throws Exception {
        String chaturaji = Files.readString(TestPaths.root().resolve("variants/chaturaji.yaml"));
        flaggedByBoth(chaturaji, List.of(
                Map.entry("seats:", "seets:"),                                  // top level
                Map.entry("betza: K,", "beza: K,"),                             // a piece
                Map.entry("forward: north", "foward: north"),                   // a seat
                Map.entry("promotion-when:", "promotion-whne:"),                // rules
                Map.entry("dice-per-turn: 1}", "dice-per-turns: 1}"),           // rules inside an option's set
                Map.entry("value: 5", "value: five"),                           // a wrong type
                Map.entry("end: last-king", "end: last-kings")),                // a word not among the words
                text -> DiceLoader.load("chaturaji", "chaturaji.yaml", text, Map.of()));
    }

    @Test
    void aGameWordNotAmongTheKindsIsFlagged() throws Exception {
        String ashtapada = Files.readString(TestPaths.root().resolve("variants/ashtapada.yaml"));
        String bad = ashtapada.replaceFirst("game: race", "game: rase");
        Set<ValidationMessage> errors = validator.validate(YAML.readTree(bad));
        assertTrue(errors.stream().anyMatch(e -> e.getMessage().contains("game")), errors.toString());
    }

    @Test
    void aMisspeltKeyOrAWrongTypeIsFlaggedByTheSchemaAsByTheLoader() throws Exception {
        String chess = Files.readString(TestPaths.root().resolve("variants/chess.yaml"));
        List<Map.Entry<String, String>> mutations = List.of(
                Map.entry("pieces:", "peices:"),
                Map.entry("royal: true", "royl: true"),
                Map.entry("checkmate: loss", "checkmat: loss"),
                Map.entry("files: 8", "files: eight"),
                Map.entry("royal: true", "royal: \"yes\""),
                Map.entry("n-move-rule: {claim: 50", "n-move-rule: {claim: [50]"));
        for (Map.Entry<String, String> m : mutations) {
            assertTrue(chess.contains(m.getKey()), m.getKey());
            String bad = chess.replaceFirst(java.util.regex.Pattern.quote(m.getKey()), m.getValue());
            assertFalse(validator.validate(YAML.readTree(bad)).isEmpty(), "the schema accepts " + m.getValue());
            try {
                new VariantLoader().load("chess", "chess.yaml", bad);
                fail("the loader accepts " + m.getValue());
            } catch (VariantException expected) {
                assertTrue(expected.diagnostics().get(0).line() > 0, expected.getMessage());
            }
        }
    }

    // ---------------------------------------------------------------- the loader's mappings and the schema's

    /** A dice variant with the keys the bundled one does not use (a die of named outcomes). */
    static final String DICE_VARIANT_RARE_KEYS = """
            game: dice-variant
            name: Every key
            variant: chess
            variant-options: {}
            throw: {outcomes: [{name: low, distance: 1, weight: 2}, {name: high, distance: 2, weight: 1}]}
            moves: {1: [P, N, B], 2: [R, Q, K]}
            """;

    /** Every mapping a loader opens while loading the bundled files of a kind (with every option value) and its rare-keys file. */
    static Map<String, List<Key<?>>> openedByTheLoader(String game) throws Exception {
        Map<String, List<Key<?>>> opened = new LinkedHashMap<>();
        if (varia.dice.VariantDiceLoader.WORD.equals(game)) // the engine variants a dice variant names, loaded (and cached) first: their mappings are the variants' schema's
            for (String v : List.of("grande-acedrex", "chess")) {
                Variants.resolve(v);
                for (OptionChoice o : Variants.resolve(v).options())
                    for (OptionChoice.Value val : o.values()) Variants.resolve(v, Map.of(o.name(), val.name()));
            }
        Section.observed((path, keys) -> opened.putIfAbsent(path, keys), () -> {
            VariantLoader loader = new VariantLoader();
            for (Path f : bundledFiles(game)) { // each also loads each other option value
                String text = Files.readString(f, StandardCharsets.UTF_8), name = f.getFileName().toString();
                if (game == null) loader.load(f);
                else if (game.equals("race")) RaceLoader.load(name, name, text, Map.of());
                else if (game.equals(varia.dice.VariantDiceLoader.WORD)) varia.dice.VariantDiceLoader.load(name, name, text, Map.of());
                else DiceLoader.load(name, name, text, Map.of());
            }
            try {
                if (game == null) loader.load("every", "every.yaml", RARE_KEYS);
                if ("race".equals(game)) RaceLoader.load("every", "every.yaml", RACE_RARE_KEYS, Map.of());
                if (varia.dice.VariantDiceLoader.WORD.equals(game)) varia.dice.VariantDiceLoader.load("every", "every.yaml", DICE_VARIANT_RARE_KEYS, Map.of());
            } catch (VariantException e) {
                // cross-key problems are expected (the file only gathers keys); its mappings are opened all the same
            }
            return null;
        });
        return opened;
    }

    @Test
    @SuppressWarnings("unchecked")
    void theKeysOfEveryMappingAreTheSchemasAndBack() throws Exception {
        Map<String, Object> definitions = (Map<String, Object>) SchemaCommand.schemaMap().get("definitions");
        List<String> problems = new ArrayList<>();
        for (VariantSchema.Family family : SchemaCommand.families()) {
            Map<String, Object> root = (Map<String, Object>) definitions.get(family.id());
            Set<Map<String, Object>> seen = Collections.newSetFromMap(new IdentityHashMap<>());
            String kind = family.id() + ": ";
            for (Map.Entry<String, List<Key<?>>> e : openedByTheLoader(family.game()).entrySet()) {
                Map<String, Object> at = objectAt(root, e.getKey());
                if (at == null) { problems.add(kind + e.getKey() + ": the loader opens a mapping the schema has no object for"); continue; }
                seen.add(at);
                Map<String, Object> props = (Map<String, Object>) at.get("properties");
                if (e.getValue() == null) {
                    if (props != null) problems.add(kind + e.getKey() + ": the loader takes any name, the schema lists " + props.keySet());
                    continue;
                }
                Set<String> loader = e.getValue().stream().map(Key::name).collect(Collectors.toCollection(TreeSet::new));
                Set<String> schema = props == null ? Set.of() : new TreeSet<>(props.keySet());
                if (!loader.equals(schema)) problems.add(kind + e.getKey() + ": the loader reads " + loader + ", the schema lists " + schema);
                Set<String> required = e.getValue().stream().filter(Key::isRequired).map(Key::name).collect(Collectors.toCollection(TreeSet::new));
                Set<String> schemaRequired = new TreeSet<>((List<String>) at.getOrDefault("required", List.of()));
                if (!required.equals(schemaRequired)) problems.add(kind + e.getKey() + ": required " + required + " but the schema says " + schemaRequired);
            }
            // back: every object of the kind's definition is a mapping its loader opens
            List<String> unopened = new ArrayList<>();
            collectObjects(root, "", seen, unopened);
            for (String u : unopened) problems.add(kind + u + ": the schema has an object the loader never opened");
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    /**
     * The object schema at a loader path such as {@code pieces.P.promotion.step}, {@code
     * pieces.K.special[1]} (an entry of a list) or {@code aliases.janggicasual.options} (an entry of
     * a list named by its {@code name}).
     */
    @SuppressWarnings("unchecked")
    static Map<String, Object> objectAt(Map<String, Object> root, String path) {
        Map<String, Object> node = root;
        boolean listEntry = false;
        if (!path.isEmpty()) {
            boolean skippedName = false;
            for (String part : path.split("\\.")) {
                listEntry = part.matches(".*\\[\\d+]");
                part = part.replaceAll("\\[\\d+]$", "");
                Map<String, Object> object = objectOf(node, false);
                if (object == null) return null;
                Map<String, Object> props = (Map<String, Object>) object.get("properties");
                Map<String, Object> patterns = (Map<String, Object>) object.get("patternProperties");
                Object additional = object.get("additionalProperties");
                if (props != null && props.containsKey(part)) node = (Map<String, Object>) props.get(part);
                else if (patterns != null && patterns.size() == 1) node = (Map<String, Object>) patterns.values().iterator().next();
                else if (additional instanceof Map) node = (Map<String, Object>) additional;
                else if (props != null && props.containsKey("name") && !skippedName) { skippedName = true; continue; } // a list entry's name
                else return null;
                node = listEntry ? objectOf(node, true) : node;
            }
        }
        return objectOf(node, false);
    }

    /** The object a value schema describes: itself, an object among its alternatives, or its list's items' ({@code fromList}: only those). */
    @SuppressWarnings("unchecked")
    static Map<String, Object> objectOf(Map<String, Object> node, boolean fromList) {
        if (node == null) return null;
        if ("object".equals(node.get("type")) && !fromList) return node;
        if ("array".equals(node.get("type"))) return objectOf((Map<String, Object>) node.get("items"), false);
        if (node.get("anyOf") instanceof List<?> any) {
            for (Object o : any) {
                Map<String, Object> found = objectOf((Map<String, Object>) o, fromList);
                if (found != null) return found;
            }
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    static void collectObjects(Object node, String where, Set<Map<String, Object>> seen, List<String> unopened) {
        if (node instanceof Map<?, ?> m) {
            Map<String, Object> map = (Map<String, Object>) m;
            // mappings of declared keys; mappings of names the file chooses (pieces, regions...) are read entry by entry
            if (map.containsKey("properties") && !seen.contains(map)) unopened.add(where.isEmpty() ? "(top level)" : where);
            for (Map.Entry<String, Object> e : map.entrySet()) {
                if (e.getKey().equals("definitions")) continue; // the fragment repeats the document, keys optional
                collectObjects(e.getValue(), where + "/" + e.getKey(), seen, unopened);
            }
        } else if (node instanceof List<?> l) {
            for (int i = 0; i < l.size(); i++) collectObjects(l.get(i), where + "/" + i, seen, unopened);
        }
    }
}
