package varia.rules.counting;

import java.util.List;
import varia.variant.RuleKey;

/** The count rules of a variant (Makruk's honours, Cambodian, Sittuyin), in the order written. */
public record Counts(List<CountRule> rules) {
    public static final RuleKey<Counts> KEY = new RuleKey<>("counting", Counts.class);

    public Counts { rules = List.copyOf(rules); }
}
