package varia.pig;

import java.util.List;
import varia.game.Family;
import varia.game.Game;
import varia.game.Records;
import varia.game.RuleBook;
import varia.game.State;
import varia.game.TurnRecords;
import varia.variant.OptionChoice;

/**
 * A game of Pig as its file describes it: the seats in turn order, the die's sides, the score that
 * wins. A turn: roll as often as you like, adding each throw to the turn's total; a 1 loses the
 * turn's total and ends the turn; hold to bank the total. The first to reach the target wins.
 */
record PigGame(String key, String name, List<String> sources, List<String> seatNames, int sides, int target, List<OptionChoice> options,
               String origin) implements Game {
    static final Family FAMILY = new PigFamily();

    /** Pig's records: {@code [N.] [SEAT] [THROW] ACTION...}, a line per throw and the decision after it. */
    static final TurnRecords.Format RECORDS = new TurnRecords.Format("throw ", "[N.] [SEAT] [THROW] roll|hold", "1. south 4 roll", 0, "--", false,
            "the turn has passed", "the player must roll or hold, e.g. %s", false);

    @Override public Family family() { return FAMILY; }

    @Override public List<Integer> playerCounts() {
        return java.util.stream.IntStream.rangeClosed(2, seatNames.size()).boxed().toList();
    }

    @Override public int defaultPlayers() { return 2; }

    @Override public List<String> seats(int players) { return seatNames.subList(0, players); }

    @Override public String summary() { return "pig game, a die of " + sides + ", " + target + " to win, " + seatNames.size() + " seats"; }

    @Override public String describe() {
        StringBuilder b = new StringBuilder(name + " (" + key + "): a dice game of pushing your luck\n\n");
        RuleBook.players(b, this);
        b.append("\nA turn: roll a die of ").append(sides).append(" as often as you like, adding each throw to the turn's total.\n")
                .append("A 1 loses the turn's total and ends the turn; hold to bank the total.\n")
                .append("End: the first to bank ").append(target).append(" points wins.\n");
        RuleBook.optionsAndSources(b, this);
        return b.toString();
    }

    @Override public State start(int players) { return new PigState(this, players(players)); }

    @Override public Records records() { return new TurnRecords(this, RECORDS); }

    /** A fifth of the target is a clear lead. */
    @Override public double evaluationScale() { return target / 5.0; }
}
