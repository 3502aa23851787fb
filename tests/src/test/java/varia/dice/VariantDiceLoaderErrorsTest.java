package varia.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A dice-variant file's mistakes: one positioned message each, with a suggestion for typos. */
class VariantDiceLoaderErrorsTest {
    static final String GOOD = """
            game: dice-variant
            name: Dice chess
            variant: chess
            throw: {dice: 1, sides: 6}
            moves: {1: P, 2: N, 3: B, 4: R, 5: Q, 6: K}
            """;

    static List<String> problems(String text) { return varia.game.LoaderProblems.of(VariantDiceLoader::load, text); }

    static String with(String from, String to) { return varia.game.LoaderProblems.with(GOOD, from, to); }

    @Test
    void theGoodFileLoadsAndNamesThePieces() throws Exception {
        VariantDiceGame g = VariantDiceLoader.load("t", "t.yaml", GOOD, Map.of());
        assertEquals(List.of("Queen"), g.movedBy(4));
        assertEquals("chess", g.variant().key());
        // a letter or a name
        VariantDiceGame n = VariantDiceLoader.load("t", "t.yaml", with("5: Q,", "5: queen,"), Map.of());
        assertEquals(List.of("Queen"), n.movedBy(4));
    }

    @Test
    void mistakes() {
        assertEquals(List.of("t.yaml:5:36: moves.5: the variant chess has no piece 'X'; the pieces' letters are K, Q, R, B, N, P"),
                problems(with("5: Q,", "5: X,")));
        assertEquals(List.of("t.yaml:5:8: moves: no number moves the Queen (Q); give it one, e.g. 'N: [Q]'"),
                problems(with("5: Q,", "5: K,")));
        assertEquals(List.of("t.yaml:5:45: moves: no outcome of the throw counts as 7; they count as [1, 2, 3, 4, 5, 6]"),
                problems(with("6: K}", "6: K, 7: K}")));
        List<String> unknown = problems(with("variant: chess", "variant: chesss"));
        assertEquals(1, unknown.size());
        assertEquals(true, unknown.get(0).startsWith("t.yaml:3:10: variant: 'chesss' does not load: "), unknown.get(0));
        assertEquals(true, unknown.get(0).contains("chess"), unknown.get(0));
        List<String> badOption = problems(GOOD + "variant-options: {castling: nope}\n");
        assertEquals(1, badOption.size(), badOption.toString());
    }
}
