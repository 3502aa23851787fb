package varia.dice;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import varia.race.RaceRecord;

/**
 * The record of a dice-chess game as text (docs/records.md, "Dice chess"): the race records'
 * header lines ({@code game:}, {@code players:}, {@code option: NAME=VALUE}), then one line per
 * turn, {@code [N.] [SEAT] THROWS MOVE...}: the turn's dice as outcome names joined by commas, then
 * the moves made in order ({@link DiceNotation}), or {@code --} when none could be made; dice left
 * unplayed were lost, and replay checks that no piece could use them. An optional
 * {@code result: SEAT wins} (or {@code result: draw}, {@code result: no winner}) line is checked too. {@code #} starts a comment.
 */
public final class DiceRecord {
    private DiceRecord() {}

    /** The outcome of replaying a record: ok, or the first bad line with its turn number and why. */
    public record Verdict(boolean ok, int turns, String message) {}

    public static String write(DiceTable t, Map<String, String> options, List<DiceRun.Turn> turns, DicePosition end, String comment) {
        StringBuilder b = new StringBuilder();
        if (comment != null) b.append("# ").append(comment).append('\n');
        b.append("game: ").append(t.game.key()).append('\n');
        b.append("players: ").append(t.players).append('\n');
        for (Map.Entry<String, String> e : options.entrySet()) b.append("option: ").append(e.getKey()).append('=').append(e.getValue()).append('\n');
        int n = 0;
        for (DiceRun.Turn turn : turns) {
            b.append(++n).append(". ").append(t.seat(turn.player()).name()).append(' ').append(throwText(t, turn.outcomes()));
            if (turn.moves().isEmpty()) b.append(" --");
            for (String m : turn.moves()) b.append(' ').append(m);
            b.append('\n');
        }
        if (end.over()) b.append("result: ").append(result(t, end)).append('\n').append("# ").append(DiceResult.text(end)).append('\n');
        return b.toString();
    }

    public static String throwText(DiceTable t, int[] outcomes) {
        StringBuilder b = new StringBuilder();
        for (int o : outcomes) b.append(b.length() == 0 ? "" : ",").append(t.game.die().outcome(o).name());
        return b.toString();
    }

    static String result(DiceTable t, DicePosition end) {
        return end.winner() >= 0 ? t.seat(end.winner()).name() + " wins" : end.drawn() ? "draw" : "no winner";
    }

    private static String strip(String line) {
        int hash = line.indexOf('#');
        return (hash >= 0 ? line.substring(0, hash) : line).strip();
    }

    /** Replays a record's turns in a game (loaded with the record's options); stops at the first bad turn. */
    public static Verdict replay(DiceChessGame game, String text) { return replayInFull(game, text).verdict(); }

    /**
     * A replay with what the web's records page steps through: the table (null when the header is
     * refused), the turns played (a refused turn's accepted moves included, when its dice were
     * read), the line of the refused turn (0 when none) and the move refused there (or null).
     */
    public record Replay(Verdict verdict, DiceTable table, List<DiceRun.Turn> turns, int line, String move) {}

    private static Replay full(DiceTable t, DiceRun run, int line, String move, Verdict v) {
        return new Replay(v, t, run == null ? List.of() : run.record(), v.ok() ? 0 : line, move);
    }

    /** {@link #replay} with the table, the turns and where it stopped. */
    public static Replay replayInFull(DiceChessGame game, String text) {
        RaceRecord.Header h = RaceRecord.header(text);
        if (h.game() != null && !h.game().equalsIgnoreCase(game.key()))
            return full(null, null, 0, null, new Verdict(false, 0, "the record is a game of " + h.game() + ", not " + game.key()));
        int players = h.players() == 0 ? game.defaultPlayers() : h.players();
        if (!game.seating().containsKey(players))
            return full(null, null, 0, null, new Verdict(false, 0, "players: " + game.key() + " is played by " + game.playerCounts() + " players, not " + (players < 0 ? "that" : players)));
        DiceTable t = new DiceTable(game, players);
        DiceRun run = DiceRun.start(t);
        DicePosition pos = run.position;
        int lineNo = 0, turn = 0;
        boolean inTurns = false;
        String result = null;
        for (String raw : text.split("\n")) {
            lineNo++;
            String line = strip(raw);
            if (line.isEmpty()) continue;
            if (!inTurns && (line.startsWith("game:") || line.startsWith("players:") || line.startsWith("option:"))) continue;
            if (line.startsWith("result:")) { result = line.substring(7).strip(); continue; }
            inTurns = true;
            turn++;
            String where = "turn " + turn + " (line " + lineNo + ")";
            if (pos.over()) return full(t, run, lineNo, null, new Verdict(false, turn, where + ": the game is already over (" + result(t, pos) + ")"));
            List<String> tok = new ArrayList<>(List.of(line.split("\\s+")));
            if (tok.get(0).matches("[0-9]+\\.")) {
                String number = tok.get(0).substring(0, tok.get(0).length() - 1);
                if (number.length() > 9 || Integer.parseInt(number) != turn)
                    return full(t, run, lineNo, null, new Verdict(false, turn, where + ": numbered " + tok.get(0) + " but it is turn " + turn));
                tok.remove(0);
            }
            String seat = t.seat(pos.toMove()).name();
            String first = tok.isEmpty() ? "" : tok.get(0);
            if (game.seats().stream().anyMatch(s -> s.name().equals(first))) {
                if (!tok.get(0).equals(seat)) return full(t, run, lineNo, null, new Verdict(false, turn, where + ": it is " + seat + "'s turn, not " + tok.get(0) + "'s"));
                tok.remove(0);
            }
            if (tok.isEmpty()) return full(t, run, lineNo, null, new Verdict(false, turn, where + ": write '[N.] [SEAT] THROWS MOVE...', e.g. '1. south 1,4 d2-d3 c1-c5'"));
            String[] thrown = tok.remove(0).split(",");
            int[] outcomes = new int[thrown.length];
            if (thrown.length != game.rules().dicePerTurn())
                return full(t, run, lineNo, null, new Verdict(false, turn, where + " (" + seat + "): " + thrown.length + " dice given; a turn throws " + game.rules().dicePerTurn()));
            for (int i = 0; i < thrown.length; i++) {
                outcomes[i] = indexOf(game, thrown[i]);
                if (outcomes[i] < 0) return full(t, run, lineNo, null, new Verdict(false, turn, where + " (" + seat + "): '" + thrown[i] + "' is not a throw; the outcomes are "
                        + String.join(", ", game.die().outcomes().stream().map(varia.race.Outcome::name).toList())));
            }
            int player = pos.toMove();
            List<String> made = run.begin(outcomes);
            if (tok.size() == 1 && tok.get(0).equals("--")) tok.clear();
            for (String m : tok) {
                if (!pos.inTurn() || pos.toMove() != player)
                    return full(t, run, lineNo, m, new Verdict(false, turn, where + " (" + seat + ", " + String.join(",", thrown) + "): " + m
                            + " is one move too many: " + (pos.over() ? "the game is over" : "no die left can be used")));
                try {
                    run.move(DiceNotation.parse(pos, m), made);
                } catch (DiceNotation.IllegalMove e) {
                    return full(t, run, lineNo, m, new Verdict(false, turn, where + " (" + seat + ", " + String.join(",", thrown) + "): " + m + " is illegal: " + e.getMessage()));
                }
            }
            if (pos.inTurn() && pos.toMove() == player) {
                int[] legal = run.legal();
                return full(t, run, lineNo, null, new Verdict(false, turn, where + " (" + seat + ", " + String.join(",", thrown) + "): a die is left that a piece can use, e.g. "
                        + DiceNotation.text(pos, legal[0]) + "; a usable die must be played"));
            }
        }
        String end = pos.over() ? result(t, pos) : "unfinished";
        if (result != null && !result.equals(end))
            return full(t, run, lineNo, null, new Verdict(false, turn, "the record says 'result: " + result + "' but the replay ends " + end));
        return full(t, run, lineNo, null, new Verdict(true, turn, pos.over() ? DiceResult.text(pos) : turn + " turns, unfinished"));
    }

    private static int indexOf(DiceChessGame g, String name) {
        for (int i = 0; i < g.die().size(); i++) if (g.die().outcome(i).name().equals(name)) return i;
        return -1;
    }
}
