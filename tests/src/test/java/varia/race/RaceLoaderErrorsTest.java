package varia.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.variant.VariantException;

/** The race keys' mistakes: one positioned message each, with a suggestion for typos; no cascades. */
class RaceLoaderErrorsTest {
    static final String GOOD = """
            game: race
            board: {files: 8, ranks: 8}
            pieces: 2
            throw: {shells: 4, up: 0.5, distance: {0: 8}}
            seats:
              south: {start: a1}
              north: {start: h8}
            tracks: {spiral: {turn: anticlockwise}}
            nests: [a1, h8]
            rules: {stack: 2, stacks-block-singles: true}
            """;

    static List<String> problems(String text) { return varia.game.LoaderProblems.of(RaceLoader::load, text); }

    /** {@code GOOD} with one line replaced. */
    static String with(String from, String to) { return varia.game.LoaderProblems.with(GOOD, from, to); }

    @Test
    void theGoodFileLoads() throws Exception {
        RaceGame g = RaceLoader.load("t", "t.yaml", GOOD, Map.of());
        assertEquals(2, g.defaultPlayers());
        assertEquals(61, g.seats().get(1).length());
        assertEquals("e5", g.squareName(g.seats().get(1).track()[60]));
    }

    @Test
    void mistakesInTheThrow() {
        assertEquals(List.of("t.yaml:4:24: throw.up must be between 0 and 1 (exclusive), not 1.5"),
                problems(with("up: 0.5", "up: 1.5")));
        assertEquals(List.of("t.yaml:4:17: throw: no shell mouth up would move 0 squares; give its distance, e.g. 'distance: {0: 8}'"),
                problems(with(", distance: {0: 8}", "")));
        assertEquals(List.of("t.yaml:4:8: throw: give exactly one of 'shells' (e.g. 'shells: 4, up: 0.5'), 'dice' (e.g. 'dice: 2, sides: 6') or 'outcomes'; this one gives 2"),
                problems(with("throw: {shells: 4,", "throw: {dice: 2, shells: 4,")));
        assertEquals(List.of("t.yaml:4:18: unknown key 'sells' in 'throw'; did you mean 'shells'?"),
                problems(with("throw: {shells: 4, up: 0.5, distance: {0: 8}}", "throw: {dice: 2, sells: 4}")));
    }

    @Test
    void mistakesInSeatsAndTracks() {
        assertEquals(List.of("t.yaml:6:18: seats.south.start: a spiral starts on a corner (a1, h1, h8, a8), not b1"),
                problems(with("start: a1", "start: b1")));
        assertEquals(List.of("t.yaml:6:11: unknown key 'strat' in seat 'south'; did you mean 'start'?"),
                problems(with("{start: a1}", "{strat: a1}")));
        assertEquals(List.of("t.yaml:6:18: seats.south.start: 'z9' is not a square of the 8x8 board (a1 to h8)"),
                problems(with("start: a1", "start: z9")));
        assertEquals(List.of("t.yaml:8:25: tracks.spiral.turn must be one of anticlockwise, clockwise (the direction round the outer ring), not 'anticlockwse'; did you mean 'anticlockwise'?"),
                problems(with("turn: anticlockwise", "turn: anticlockwse")));
        assertEquals(List.of("t.yaml:6:27: seats.south.track has b1 twice (entries 2 and 3); a track passes each square once"),
                problems(with("{start: a1}", "{track: [a1, b1, b1]}")));
        assertEquals(List.of("t.yaml:7:30: seats.north: the letter S is another seat's too; give each seat its own, e.g. 'letter: T'"),
                problems(with("{start: h8}", "{start: h8, letter: S}")));
    }

    @Test
    void mistakesInNestsPlayersAndRules() {
        assertEquals(List.of("t.yaml:9:13: nests has a1 twice (entries 1 and 2)"), problems(with("[a1, h8]", "[a1, a1]")));
        assertEquals(List.of("t.yaml:11:32: players.seating.2: unknown seat 'nort'; did you mean 'north'? The seats are south, north"),
                problems(GOOD + "players: {seating: {2: [south, nort]}}\n"));
        assertEquals(List.of("t.yaml:11:20: players.default: 3 players is not among players.seating ([2])"),
                problems(GOOD + "players: {default: 3}\n"));
        assertEquals(List.of("t.yaml:10:41: rules.stacks-block-singles needs 'stack: 2' or more (a stack is several pieces of one player on a square)"),
                problems(with("stack: 2", "stack: 1")));
        assertEquals(List.of("t.yaml:10:9: unknown key 'stak' in 'rules'; did you mean 'stack'?"),
                problems(with("stack: 2, stacks-block-singles: true", "stak: 2")));
        assertEquals(List.of("t.yaml:10:30: rules.enter-on: unknown outcome '5-up'; did you mean '0-up'? The outcomes are 0-up, 1-up, 2-up, 3-up, 4-up"),
                problems(with("stack: 2, stacks-block-singles: true", "stack: 2, enter-on: [5-up]")));
    }

    @Test
    void aMistakeInAnOptionValueNobodyChoseIsReported() {
        String text = GOOD + """
                options:
                  nests:
                    default: two
                    values:
                      two: {description: the corners}
                      broken: {set: {nests: [a1, q1]}}
                """;
        assertEquals(List.of("t.yaml:16:34: with option nests=broken: nests: 'q1' is not a square of the 8x8 board (a1 to h8)"), problems(text));
    }

    @Test
    void theEngineCommandsSayARaceGameIsOne() {
        VariantException e = assertThrows(VariantException.class, () -> varia.variant.Variants.resolve("ashtapada"));
        assertEquals("ashtapada is a race game ('game: race'); the commands check, describe, play, simulate and validate read it",
                e.diagnostics().get(0).message());
    }
}
