package varia.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each mistake in a family's file, one positioned message (file:line:column), with a suggestion for
 * typos; no cascades: written once for every family. Each row is a good file of a family with a text
 * replaced (or lines added) and the messages its family's loader must give; the family is the one the
 * file's {@code game:} word names ({@link Families#byWord}), so the test asks the API, not a family.
 * What a family's loader makes of a good file (its model) stays in the family's own loader tests.
 */
public class LoaderMistakesTest {
    /** A small race game (RaceLoaderErrorsTest's). */
    public static final String RACE = """
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

    /** A small dice-chess game (DiceLoaderErrorsTest's). */
    public static final String DICE_CHESS = """
            game: dice-chess
            board: {files: 4, ranks: 4}
            pieces:
              king: {letter: K, betza: K, king: true}
              pawn: {letter: P, betza: fmWfcF, promotes: true}
            seats:
              south: {forward: north, setup: {king: a1, pawn: [a2, b2]}}
              north: {forward: south, setup: {king: d4, pawn: [c3, d3]}}
            throw: {dice: 1, sides: 2}
            moves: {1: king, 2: pawn}
            """;

    /** A die naming the piece to move in an engine variant (VariantDiceLoaderErrorsTest's). */
    public static final String DICE_VARIANT = """
            game: dice-variant
            name: Dice chess
            variant: chess
            throw: {dice: 1, sides: 6}
            moves: {1: P, 2: N, 3: B, 4: R, 5: Q, 6: K}
            """;

    static Stream<Arguments> mistakes() {
        String facing = "setup: {king: a1, pawn: [a2, b2]}}";
        return Stream.of(
                // the race keys: the throw
                replaced(RACE, "up: 0.5", "up: 1.5", "t.yaml:4:24: throw.up must be between 0 and 1 (exclusive), not 1.5"),
                replaced(RACE, ", distance: {0: 8}", "", "t.yaml:4:17: throw: no shell mouth up would move 0 squares; give its distance, e.g. 'distance: {0: 8}'"),
                replaced(RACE, "throw: {shells: 4,", "throw: {dice: 2, shells: 4,",
                        "t.yaml:4:8: throw: give exactly one of 'shells' (e.g. 'shells: 4, up: 0.5'), 'dice' (e.g. 'dice: 2, sides: 6') or 'outcomes'; this one gives 2"),
                replaced(RACE, "throw: {shells: 4, up: 0.5, distance: {0: 8}}", "throw: {dice: 2, sells: 4}", "t.yaml:4:18: unknown key 'sells' in 'throw'; did you mean 'shells'?"),
                // seats and tracks
                replaced(RACE, "start: a1", "start: b1", "t.yaml:6:18: seats.south.start: a spiral starts on a corner (a1, h1, h8, a8), not b1"),
                replaced(RACE, "{start: a1}", "{strat: a1}", "t.yaml:6:11: unknown key 'strat' in seat 'south'; did you mean 'start'?"),
                replaced(RACE, "start: a1", "start: z9", "t.yaml:6:18: seats.south.start: 'z9' is not a square of the 8x8 board (a1 to h8)"),
                replaced(RACE, "turn: anticlockwise", "turn: anticlockwse",
                        "t.yaml:8:25: tracks.spiral.turn must be one of anticlockwise, clockwise (the direction round the outer ring), not 'anticlockwse'; did you mean 'anticlockwise'?"),
                replaced(RACE, "{start: a1}", "{track: [a1, b1, b1]}", "t.yaml:6:27: seats.south.track has b1 twice (entries 2 and 3); a track passes each square once"),
                replaced(RACE, "{start: h8}", "{start: h8, letter: S}", "t.yaml:7:30: seats.north: the letter S is another seat's too; give each seat its own, e.g. 'letter: T'"),
                // nests, players and rules
                replaced(RACE, "[a1, h8]", "[a1, a1]", "t.yaml:9:13: nests has a1 twice (entries 1 and 2)"),
                added(RACE, "players: {seating: {2: [south, nort]}}\n", "t.yaml:11:32: players.seating.2: unknown seat 'nort'; did you mean 'north'? The seats are south, north"),
                added(RACE, "players: {default: 3}\n", "t.yaml:11:20: players.default: 3 players is not among players.seating ([2])"),
                replaced(RACE, "stack: 2", "stack: 1", "t.yaml:10:41: rules.stacks-block-singles needs 'stack: 2' or more (a stack is several pieces of one player on a square)"),
                replaced(RACE, "stack: 2, stacks-block-singles: true", "stak: 2", "t.yaml:10:9: unknown key 'stak' in 'rules'; did you mean 'stack'?"),
                replaced(RACE, "stack: 2, stacks-block-singles: true", "stack: 2, enter-on: [5-up]",
                        "t.yaml:10:30: rules.enter-on: unknown outcome '5-up'; did you mean '0-up'? The outcomes are 0-up, 1-up, 2-up, 3-up, 4-up"),
                // a mistake in an option value nobody chose is reported
                added(RACE, """
                        options:
                          nests:
                            default: two
                            values:
                              two: {description: the corners}
                              broken: {set: {nests: [a1, q1]}}
                        """, "t.yaml:16:34: with option nests=broken: nests: 'q1' is not a square of the 8x8 board (a1 to h8)"),

                // the dice-chess keys: a bad Betza placed on its character
                replaced(DICE_CHESS, "betza: fmWfcF", "betza: fmWfcY", "t.yaml:5:33: pieces.pawn.betza: unknown atom 'Y'; atoms are W F D N A H C Z G and K R B Q"),
                replaced(DICE_CHESS, "betza: K,", "betza: aK,", "t.yaml:4:28: pieces.king.betza: multi-leg moves are not played by dice-chess games; use leaps, slides and m/c modes"),
                // a broken piece does not hide the rest of the file's mistakes
                row("dice-chess: a pawn's betza fmWfcY and north's forward suoth",
                        LoaderProblems.with(DICE_CHESS, "betza: fmWfcF", "betza: fmWfcY").replace("forward: south", "forward: suoth"),
                        "t.yaml:5:33: pieces.pawn.betza: unknown atom 'Y'; atoms are W F D N A H C Z G and K R B Q",
                        "t.yaml:8:20: seats.north.forward must be one of north, east, south, west (the direction its pawns move), not 'suoth'; did you mean 'south'?"),
                // seats, moves and rules
                replaced(DICE_CHESS, "south: {forward: north", "south: {forward: nort",
                        "t.yaml:7:20: seats.south.forward must be one of north, east, south, west (the direction its pawns move), not 'nort'; did you mean 'north'?"),
                replaced(DICE_CHESS, "2: pawn}", "2: pwn}", "t.yaml:10:21: moves.2: unknown piece 'pwn'; did you mean 'pawn'? The pieces are king, pawn"),
                replaced(DICE_CHESS, "moves: {1: king, 2: pawn}", "moves: {1: [king, pawn]}", "t.yaml:10:8: moves: say which pieces an outcome counting as 2 moves (e.g. '2: [pawn]')"),
                replaced(DICE_CHESS, "pawn: [c3, d3]", "pawn: [c3, c3]", "t.yaml:8:56: seats.north.setup.pawn: c3 is already this seat's"),
                added(DICE_CHESS, "rules: {triumph: boat}\n", "t.yaml:11:18: rules.triumph: unknown piece 'boat'; the pieces are king, pawn"),
                replaced(DICE_CHESS, "2: pawn}", "2: pawn, 7: king}", "t.yaml:10:27: moves: no outcome of the throw counts as 7; they count as [1, 2]"),
                // the four seasons' keys: a man facing another way than its army must be one of the seat's own
                replaced(DICE_CHESS, facing, "setup: {king: a1, pawn: [a2, b2]}, facing: {east: c3}}", "t.yaml:7:77: seats.south.facing.east: c3 is not a square of this seat's setup"),
                replaced(DICE_CHESS, facing, "setup: {king: a1, pawn: [a2, b2]}, facing: {est: b2}}",
                        "t.yaml:7:71: seats.south.facing: unknown direction 'est'; did you mean 'east'? The directions are north, east, south, west"),
                added(DICE_CHESS, "rules: {promotion: fers}\n", "t.yaml:11:20: rules.promotion: unknown piece 'fers'; the choices are master, none, king, pawn"),
                added(DICE_CHESS, "rules: {bare-kings-draw: true, bare-kings-stakes: true, check: true}\n",
                        "t.yaml:11:51: rules: give 'bare-kings-draw' or 'bare-kings-stakes', not both: they end the same game two ways"),

                // a die naming an engine variant's piece: a letter the variant has, each piece a number, the throw's counts
                replaced(DICE_VARIANT, "5: Q,", "5: X,", "t.yaml:5:36: moves.5: the variant chess has no piece 'X'; the pieces' letters are K, Q, R, B, N, P"),
                replaced(DICE_VARIANT, "5: Q,", "5: K,", "t.yaml:5:8: moves: no number moves the Queen (Q); give it one, e.g. 'N: [Q]'"),
                replaced(DICE_VARIANT, "6: K}", "6: K, 7: K}", "t.yaml:5:45: moves: no outcome of the throw counts as 7; they count as [1, 2, 3, 4, 5, 6]"));
    }

    /** A row: a file's text and the messages its loader gives, named by what is wrong in it. */
    static Arguments row(String name, String text, String... messages) { return Arguments.of(name, text, List.of(messages)); }

    /** A row: {@code good} with {@code from} replaced by {@code to}, and the messages its loader gives. */
    static Arguments replaced(String good, String from, String to, String... messages) {
        return Arguments.of(word(good) + ": '" + from + "' -> '" + to + "'", LoaderProblems.with(good, from, to), List.of(messages));
    }

    /** A row: {@code good} with lines added at its end. */
    static Arguments added(String good, String lines, String... messages) {
        return Arguments.of(word(good) + ": + '" + lines.strip() + "'", good + lines, List.of(messages));
    }

    /** The family word of a file's first line ({@code game: WORD}). */
    static String word(String text) { return text.substring("game: ".length(), text.indexOf('\n')); }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mistakes")
    void eachMistakeGivesOnePositionedMessage(String change, String text, List<String> messages) {
        Family family = Families.byWord(word(text));
        assertNotNull(family, change);
        assertEquals(messages, LoaderProblems.of(family::load, text));
    }
}
