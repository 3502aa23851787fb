package varia.engine;

import java.util.List;

/**
 * Questions about a position whose answers depend on a rule the variant may use: the opening
 * series, a running count, the kinds of a check, adjudication by material. A rule answers the ones
 * that are its own; the defaults say the rule is absent.
 */
public interface Queries {
    /** Moves the side to move has left in its opening series, 0 outside one. */
    default int seriesMovesLeft(Position p) { return 0; }

    /** The running count as {limit, counted} in moves, or null. */
    default int[] count(Position p) { return null; }

    /** The named kinds of the check the side to move is in (Shatar's shak), or empty. */
    default List<String> checkKinds(Position p) { return List.of(); }

    /** A result decided by material where a rule needs it (bikjang, adjacent kings), or null when it has no values. */
    default GameResult adjudicate(Position p, Ending ending, String reason) { return null; }

    /**
     * The declarations the side to move may make here: acts that are not moves and do not pass the
     * turn (Makruk's counting side stops its count, or starts it again), by name; empty when none.
     */
    default List<String> declarations(Position p) { return List.of(); }

    /** Makes the declaration {@code name} if this rule offers it here (it changes only state slots); false otherwise. */
    default boolean declare(Position p, String name) { return false; }
}
