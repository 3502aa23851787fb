package varia.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A dice-variant file: its pieces by letter or name, a variant or option that does not load (the moves' mistakes: {@link varia.game.LoaderMistakesTest}). */
class VariantDiceLoaderErrorsTest {
    static final String GOOD = varia.game.LoaderMistakesTest.DICE_VARIANT;

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
    void theVariantAndItsOptionsMustLoad() {
        List<String> unknown = problems(with("variant: chess", "variant: chesss"));
        assertEquals(1, unknown.size());
        assertEquals(true, unknown.get(0).startsWith("t.yaml:3:10: variant: 'chesss' does not load: "), unknown.get(0));
        assertEquals(true, unknown.get(0).contains("chess"), unknown.get(0));
        List<String> badOption = problems(GOOD + "variant-options: {castling: nope}\n");
        assertEquals(1, badOption.size(), badOption.toString());
    }
}
