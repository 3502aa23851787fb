package varia.rules;

import java.util.List;
import varia.variant.RuleKey;

/**
 * One rule family: the keys it owns in a variant file, and the model it reads from them. A family
 * lives in its own package under {@code varia.rules} together with its engine hooks and its
 * description in words; {@link Rules#ALL} lists the families.
 *
 * @param <M> the family's model (an immutable record)
 */
public interface Rule<M> {
    /** The handle of the model in a {@code Variant}. */
    RuleKey<M> key();

    /** The keys the family reads and where they sit. */
    List<Placement> keys();

    /** The model, or null when the file does not use the rule or its keys are wrong (reported). */
    M read(RuleInput in);

    /** Checks of the setup that belong to this rule (the setup is read after every rule); model may be null. */
    default void checkSetup(M model, RuleInput in) {}

    /**
     * The rule in plain words, for {@code describe}: lines about pieces, play and the end of the
     * game. {@code model} is null when the variant does not use the rule (a family may say so).
     */
    default void describe(M model, Description out) {}

    /**
     * Whether the rule can decide a game in which no piece is royal (an extinction, a goal reached, a
     * side without moves losing): a file with no royal piece needs such a rule.
     */
    default boolean decidesWithoutRoyals(M model) { return false; }

    /**
     * The FEN field the rule adds after the en-passant field (its pattern and meaning), for reading
     * the setup before the engine is built; null when it adds none. Its engine part installs the
     * matching {@link varia.engine.FenField}.
     */
    default varia.engine.FenShape.ExtraField fenField(M model) { return null; }

    /** The rule's part in the engine: hooks, state, moves of its own (called once per variant, for a model that is not null). */
    default void install(M model, varia.engine.Installer engine) {}
}
