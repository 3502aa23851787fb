package varia.rules.turns;

import java.util.List;
import varia.variant.RuleKey;

/**
 * Who moves when, beyond strict alternation.
 *
 * @param freeUntilCapture either side may move at any time until the first capture (Senterej's werera)
 * @param series           an opening series (each side's first moves in a row), or null
 * @param openingMoves     compulsory first moves in coordinate notation, in order, made from the setup
 * @param setupMoves       compulsory first moves the setup already shows made (Shatar's 1.d4 d5, which
 *                         the pawns' own moves cannot make), in order, in coordinates: records may write
 *                         them or start after them; nothing for the engine
 */
public record TurnRules(boolean freeUntilCapture, Series series, List<String> openingMoves, List<String> setupMoves) {
    public static final RuleKey<TurnRules> KEY = new RuleKey<>("turns", TurnRules.class);

    public TurnRules {
        openingMoves = List.copyOf(openingMoves);
        setupMoves = List.copyOf(setupMoves);
    }

    public TurnRules(boolean freeUntilCapture, Series series, List<String> openingMoves) {
        this(freeUntilCapture, series, openingMoves, List.of());
    }

    /** Whether the engine has anything to do (the setup's moves are the records' concern only). */
    public boolean engineRules() { return freeUntilCapture || series != null || !openingMoves.isEmpty(); }
}
