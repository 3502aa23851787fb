package varia.rules.turns;


/** Helpers for the turn-structure tests: variants with options, positions, legal moves in coordinates. */
final class TurnPlay extends varia.rules.RulesPlay {
    private TurnPlay() {}
}
