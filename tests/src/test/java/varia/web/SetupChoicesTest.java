package varia.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The set-up each side chooses for itself, found from an option's values and positions alone
 * ({@link SetupChoices}): janggi's option {@code setup} (seed 004 X: each side puts its horses and
 * elephants in one of four orders; rules-notes.md "Janggi") becomes four choices for Cho and four
 * for Han, each drawn as its player sees the pieces from its seat, and every pairing maps back to
 * the option's value whose start position has those pieces. Options that are not such a pairing
 * (janggi's ruleset, xiangqi's) offer none.
 */
class SetupChoicesTest {
    static List<SetupChoices.PerSide> of(String key) throws Exception {
        Variant base = Variants.registry().bundledVariant(key);
        return SetupChoices.of(base, options -> {
            try {
                return Variants.resolve(key, options);
            } catch (Exception e) {
                return null;
            }
        });
    }

    @Test
    void janggiOffersEachSideItsFourOrders() throws Exception {
        List<SetupChoices.PerSide> all = of("janggi");
        assertEquals(1, all.size(), "only 'setup' pairs one choice per side");
        SetupChoices.PerSide p = all.get(0);
        assertEquals("setup", p.option());
        assertEquals(List.of("Cho", "Han"), p.sides().stream().map(SetupChoices.Side::name).toList());
        for (SetupChoices.Side s : p.sides())
            assertEquals(java.util.Set.of("inner", "outer", "left", "right"), s.choices().stream().map(SetupChoices.Choice::key).collect(java.util.stream.Collectors.toSet()));
        Map<String, String> cho = labels(p.sides().get(0)), han = labels(p.sides().get(1));
        // files b c . g h from each player's own left: 馬 horse, 象 elephant (마 and 상 in Korean)
        assertEquals(Map.of("inner", "馬象·象馬", "outer", "象馬·馬象", "left", "象馬·象馬", "right", "馬象·馬象"), cho);
        assertEquals(cho, han, "each side's names mean the same order seen from its own seat");
        assertEquals(16, p.values().size());
        assertEquals("outer-left", p.values().get("outer|left"));
        // the value for Cho outer and Han left starts with Cho's elephants outside and Han's elephant on Han's left outside
        Variant v = Variants.resolve("janggi", Map.of("setup", p.values().get("outer|left")));
        assertTrue(v.startFen().startsWith("rnba1anbr/") && v.startFen().contains("/RBNA1ANBR "), v.startFen());
        assertTrue(p.sides().get(0).choices().get(0).svg().startsWith("<svg") && p.sides().get(0).choices().get(0).svg().contains("class=\"piece-row\""));
    }

    static Map<String, String> labels(SetupChoices.Side s) {
        Map<String, String> out = new java.util.HashMap<>();
        for (SetupChoices.Choice c : s.choices()) out.put(c.key(), c.label());
        return out;
    }

    @Test
    void gamesWithoutSuchAnOptionOfferNone() throws Exception {
        assertEquals(List.of(), of("xiangqi"));
        assertEquals(List.of(), of("chess"));
        assertEquals(List.of(), of("makruk"));
    }
}
