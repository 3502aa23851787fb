package varia.variant;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** The rule models of a variant, one per rule family it uses, in the order the families are listed. */
public final class RuleSet {
    public static final RuleSet EMPTY = new RuleSet(Map.of());

    private final Map<RuleKey<?>, Object> models;

    public RuleSet(Map<RuleKey<?>, Object> models) {
        this.models = Collections.unmodifiableMap(new LinkedHashMap<>(models));
    }

    /** The model of a rule family, or null when the variant does not use it. */
    public <M> M get(RuleKey<M> key) { return key.type().cast(models.get(key)); }

    public boolean has(RuleKey<?> key) { return models.containsKey(key); }

    /** A copy with one model set (null removes it). */
    public <M> RuleSet with(RuleKey<M> key, M model) {
        Map<RuleKey<?>, Object> m = new LinkedHashMap<>(models);
        if (model == null) m.remove(key);
        else m.put(key, model);
        return new RuleSet(m);
    }

    public Map<RuleKey<?>, Object> all() { return models; }

    @Override public boolean equals(Object o) { return o instanceof RuleSet r && r.models.equals(models); }

    @Override public int hashCode() { return models.hashCode(); }

    @Override public String toString() { return models.toString(); }
}
