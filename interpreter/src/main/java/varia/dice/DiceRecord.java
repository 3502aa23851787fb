package varia.dice;

import java.util.List;
import java.util.Map;
import varia.game.Records;

/**
 * The record of a dice-chess game as text (docs/records.md, "Dice chess"): the game API's turn
 * records ({@link varia.game.TurnRecords}): header lines ({@code game:}, {@code players:},
 * {@code option: NAME=VALUE}), then one line per turn, {@code [N.] [SEAT] THROWS MOVE...}: the
 * turn's dice as outcome names joined by commas, then the moves made in order
 * ({@link DiceNotation}), or {@code --} when none could be made; dice left unplayed were lost, and
 * replay checks that no piece could use them. An optional {@code result: SEAT wins} (or
 * {@code result: draw}, {@code result: no winner}) line is checked too. {@code #} starts a comment.
 */
public final class DiceRecord {
    private DiceRecord() {}

    /** The outcome of replaying a record: ok, or the first bad line with its turn number and why. */
    public record Verdict(boolean ok, int turns, String message) {}

    public static String write(DiceTable t, Map<String, String> options, List<DiceRun.Turn> turns, DicePosition end, String comment) {
        varia.game.Trial trial = new varia.game.Trial(t.game, t.players, options);
        return t.game.records().write(trial, DiceRun.replay(t, turns, trial), comment);
    }

    public static String throwText(DiceTable t, int[] outcomes) {
        StringBuilder b = new StringBuilder();
        for (int o : outcomes) b.append(b.length() == 0 ? "" : ",").append(t.game.die().outcome(o).name());
        return b.toString();
    }

    /** Replays a record's turns in a game (loaded with the record's options); stops at the first bad turn. */
    public static Verdict replay(DiceChessGame game, String text) { return replayInFull(game, text).verdict(); }

    /**
     * A replay with what the web's records page steps through: the table (null when the header is
     * refused), the turns played (a refused turn's accepted moves included, when its dice were
     * read), the line of the refused turn (0 when none) and the move refused there (or null).
     */
    public record Replay(Verdict verdict, DiceTable table, List<DiceRun.Turn> turns, int line, String move) {}

    /** {@link #replay} with the table, the turns and where it stopped. */
    public static Replay replayInFull(DiceChessGame game, String text) {
        Records.Replay r = game.records().replay(text);
        Verdict v = new Verdict(r.verdict().ok(), r.verdict().turns(), r.verdict().message());
        if (r.trial() == null) return new Replay(v, null, List.of(), 0, null);
        DiceTable t = new DiceTable(game, r.trial().players());
        int line = r.refusal() != null ? r.refusal().line() : v.ok() ? 0 : text.split("\n").length;
        return new Replay(v, t, DiceRun.of(t, r.trial()).record(), line, r.refusal() == null ? null : r.refusal().action());
    }
}
