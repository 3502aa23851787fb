package varia.game;

import java.util.List;

/**
 * A game's own judgement of a state ({@link Game#analyse}): how it stands for the first seat, the
 * best line its computer found, and how far it looked. What an evaluation bar and a best line show.
 *
 * @param first  the first seat's share of the bar, 0 (lost) to 1 (won)
 * @param score  the first seat's advantage in the family's units (centipawns in the engine's games); null with a mate or when over
 * @param mate   moves to a mate found (positive: the first seat mates); null without
 * @param text   the judgement in a few words ({@code +0.35}, {@code #-3}, the result when over)
 * @param best   the best line found, in the game's own notation ({@link State#actionText})
 * @param depth  the depth the search reached
 * @param nodes  the nodes it searched
 * @param over   the result in words when the game is over there (no search), else null
 */
public record Analysis(double first, Integer score, Integer mate, String text, List<String> best, int depth, long nodes, String over) {
    public Analysis { best = List.copyOf(best); }
}
