package varia.race;

import java.util.List;
import java.util.Map;
import varia.game.Records;
import varia.game.TurnRecords;

/**
 * The record of a race game as text (docs/records.md, "Race games"): the game API's turn records
 * ({@link TurnRecords}) with header lines {@code game: KEY}, {@code players: N},
 * {@code option: NAME=VALUE}, then one line per turn, {@code [N.] [SEAT] THROW MOVE} (the throw as
 * its distance or outcome name, the move in {@link RaceNotation}), and an optional
 * {@code result: SEAT wins} line, which replay checks. {@code #} starts a comment.
 */
public final class RaceRecord {
    private RaceRecord() {}

    /** The header of a record: game, players (0 when not given), options. */
    public record Header(String game, int players, Map<String, String> options) {}

    /** The outcome of replaying a record: ok, or the first bad line with its turn number and why. */
    public record Verdict(boolean ok, int turns, String message) {}

    /** Writes a finished (or running) game. */
    public static String write(RaceTable t, Map<String, String> options, List<RaceRun.Turn> turns, RacePosition end, String comment) {
        varia.game.Trial trial = new varia.game.Trial(t.game, t.players, options);
        return t.game.records().write(trial, RaceRun.replay(t, turns, trial), comment);
    }

    /** The header lines of a record's text (lines before the first turn). */
    public static Header header(String text) {
        TurnRecords.Header h = TurnRecords.header(text);
        return new Header(h.game(), h.players(), h.options());
    }

    /** Replays a record's turns in a game (loaded with the record's options); stops at the first illegal turn. */
    public static Verdict replay(RaceGame game, String text) { return replayInFull(game, text).verdict(); }

    /**
     * A replay in full, for a viewer that steps through it: the verdict (as {@link #replay} gives
     * it), the table (null when the header is refused), the legal turns in order and, when a turn
     * line is refused, that turn's details.
     */
    public record Replay(Verdict verdict, RaceTable table, List<RaceRun.Turn> turns, Bad bad) {}

    /**
     * The first refused turn: its number, its line in the text (from 1), the seat to play, the
     * throw and move as written (null when the line did not get that far), why in words, and the
     * legal moves for the throw (empty when the throw itself was not readable).
     */
    public record Bad(int turn, int line, String seat, String throwToken, String move, String reason, List<String> legal) {}

    public static Replay replayInFull(RaceGame game, String text) {
        Records.Replay r = game.records().replay(text);
        Verdict v = new Verdict(r.verdict().ok(), r.verdict().turns(), r.verdict().message());
        if (r.trial() == null) return new Replay(v, null, List.of(), null);
        RaceTable t = new RaceTable(game, r.trial().players());
        Records.Refusal f = r.refusal();
        Bad bad = f == null ? null : new Bad(f.turn(), f.line(), f.seat(), f.chance(), f.action(), f.reason(), f.legal());
        return new Replay(v, t, RaceRun.of(t, r.trial()).record(), bad);
    }
}
