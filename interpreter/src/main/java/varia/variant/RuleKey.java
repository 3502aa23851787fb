package varia.variant;

/**
 * The handle of one rule family's model in a {@link Variant}: {@code variant.rule(Castling.KEY)}.
 *
 * @param name the family's name (its package under {@code varia.rules})
 * @param type the model's class
 */
public record RuleKey<M>(String name, Class<M> type) {
    @Override public String toString() { return name; }
}
