package varia.rules.goals;

import java.util.List;
import varia.rules.Outcome;
import varia.variant.RuleKey;

/**
 * Goal regions: a side whose piece of a given kind reaches its goal region gets an outcome (wins,
 * usually). Regions are the owner's (written from its side, or absolute).
 *
 * @param goals the goals, checked in order
 */
public record Goals(List<Goal> goals) {
    public static final RuleKey<Goals> KEY = new RuleKey<>("goals", Goals.class);

    public Goals { goals = List.copyOf(goals); }

    /** When reaching the region decides. */
    public enum When {
        /** As soon as the piece stands there after its side's move (King of the Hill). */
        ARRIVAL,
        /** If the piece is still there when its side is next to move: the opponent has one move to take it or answer (Racing Kings). */
        NEXT_TURN,
        /** When the piece, having stood there, moves away from it (Jeson Mor as Wikipedia tells it). */
        LEAVING
    }

    /**
     * One goal.
     *
     * @param types   the piece types that score by reaching it
     * @param region  the region's name (each side's own squares)
     * @param when    when reaching it decides
     * @param outcome what the side whose piece reached it gets
     * @param answer  with {@link When#NEXT_TURN}: when the first player's piece holds its goal, the second player may
     *                answer by reaching its own goal on its move in between, and the game is drawn (Racing Kings)
     */
    public record Goal(List<Integer> types, String region, When when, Outcome outcome, boolean answer) {
        public Goal { types = List.copyOf(types); }
    }
}
