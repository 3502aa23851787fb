package varia.race;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The record of a race game as text (docs/records.md, "Race games"): header lines
 * {@code game: KEY}, {@code players: N}, {@code option: NAME=VALUE} (any number), then one line
 * per turn, {@code [N.] [SEAT] THROW MOVE} (the throw as its distance or outcome name, the move in
 * {@link RaceNotation}), and an optional {@code result: SEAT wins} line, which replay checks.
 * {@code #} starts a comment.
 */
public final class RaceRecord {
    private RaceRecord() {}

    /** The header of a record: game, players (0 when not given), options. */
    public record Header(String game, int players, Map<String, String> options) {}

    /** The outcome of replaying a record: ok, or the first bad line with its turn number and why. */
    public record Verdict(boolean ok, int turns, String message) {}

    /** Writes a finished (or running) game. */
    public static String write(RaceTable t, Map<String, String> options, List<RaceRun.Turn> turns, RacePosition end, String comment) {
        StringBuilder b = new StringBuilder();
        if (comment != null) b.append("# ").append(comment).append('\n');
        b.append("game: ").append(t.game.key()).append('\n');
        b.append("players: ").append(t.players).append('\n');
        for (Map.Entry<String, String> e : options.entrySet()) b.append("option: ").append(e.getKey()).append('=').append(e.getValue()).append('\n');
        int n = 0;
        for (RaceRun.Turn turn : turns)
            b.append(++n).append(". ").append(t.seat(turn.player()).name()).append(' ').append(t.game.dice().token(turn.outcome()))
                    .append(' ').append(turn.text()).append('\n');
        if (end.over()) b.append("result: ").append(t.seat(end.winner()).name()).append(" wins\n");
        return b.toString();
    }

    /** The header lines of a record's text (lines before the first turn). */
    public static Header header(String text) {
        String game = null;
        int players = 0;
        Map<String, String> options = new LinkedHashMap<>();
        for (String raw : text.split("\n")) {
            String line = strip(raw);
            if (line.isEmpty()) continue;
            if (line.startsWith("game:")) game = line.substring(5).strip();
            else if (line.startsWith("players:")) players = line.substring(8).strip().matches("[0-9]{1,2}") ? Integer.parseInt(line.substring(8).strip()) : -1;
            else if (line.startsWith("option:")) {
                String kv = line.substring(7).strip();
                int eq = kv.indexOf('=');
                if (eq > 0) options.put(kv.substring(0, eq), kv.substring(eq + 1));
                else options.put(kv, "");
            } else break;
        }
        return new Header(game, players, options);
    }

    private static String strip(String line) {
        int hash = line.indexOf('#');
        return (hash >= 0 ? line.substring(0, hash) : line).strip();
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
        Header h = header(text);
        if (h.game() != null && !h.game().equalsIgnoreCase(game.key()))
            return refused(new Verdict(false, 0, "the record is a game of " + h.game() + ", not " + game.key()), null, null, null);
        int players = h.players() == 0 ? game.defaultPlayers() : h.players();
        if (!game.seating().containsKey(players))
            return refused(new Verdict(false, 0, "players: " + game.key() + " is played by " + game.playerCounts() + " players, not " + (players < 0 ? "that" : players)), null, null, null);
        RaceTable t = new RaceTable(game, players);
        RaceRun run = RaceRun.start(t);
        RacePosition pos = run.position;
        int[] moves = new int[t.pieces * 4 + 2];
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
            String seat = t.seat(pos.toMove()).name();
            Bad bad = new Bad(turn, lineNo, seat, null, null, null, List.of());
            if (pos.over()) return refused(run, bad, where + ": ", "the game is already over (" + t.seat(pos.winner()).name() + " won)");
            String[] tok = line.split("\\s+");
            int i = 0;
            if (i < tok.length && tok[i].matches("[0-9]+\\.")) {
                String number = tok[i].substring(0, tok[i].length() - 1);
                if (number.length() > 9 || Integer.parseInt(number) != turn) // a 12-digit number is a wrong number, not a crash
                    return refused(run, bad, where + ": ", "numbered " + tok[i] + " but it is turn " + turn);
                i++;
            }
            if (i < tok.length && tok.length - i == 3) {
                if (!tok[i].equals(seat)) return refused(run, bad, where + ": ", "it is " + seat + "'s turn, not " + tok[i] + "'s");
                i++;
            }
            if (tok.length - i != 2) return refused(run, bad, where + ": ", "write '[N.] [SEAT] THROW MOVE', e.g. '1. south 3 @c1'");
            bad = new Bad(turn, lineNo, seat, tok[i], tok[i + 1], null, List.of());
            int outcome = game.dice().parse(tok[i]);
            if (outcome < 0) return refused(run, bad, where + " (" + seat + "): ", "'" + tok[i] + "' is not a throw; the throws are "
                    + String.join(", ", game.dice().outcomes().stream().map(o -> o.name() + " (" + o.distance() + ")").toList()));
            int n = pos.generate(outcome, moves);
            List<String> legal = new java.util.ArrayList<>();
            for (int k = 0; k < n; k++) legal.add(RaceNotation.text(pos, outcome, moves[k]));
            bad = new Bad(turn, lineNo, seat, tok[i], tok[i + 1], null, legal);
            int move;
            try {
                move = RaceNotation.parse(pos, outcome, tok[i + 1]);
            } catch (RaceNotation.IllegalMove e) {
                return refused(run, bad, where + " (" + seat + ", throw " + tok[i] + "): " + tok[i + 1] + " is illegal: ", e.getMessage());
            }
            run.turn(outcome, move, n == 1 && moves[0] == RaceMove.PASS);
        }
        String end = pos.over() ? t.seat(pos.winner()).name() + " wins" : "unfinished";
        if (result != null && !result.equals(end))
            return refused(new Verdict(false, turn, "the record says 'result: " + result + "' but the replay ends " + end), t, run.record(), null);
        return new Replay(new Verdict(true, turn, turn + " turns, " + end), t, run.record(), null);
    }

    /** A refused turn: the verdict's message is where it is, then why; the turns before it stay. */
    private static Replay refused(RaceRun run, Bad bad, String where, String why) {
        Bad b = new Bad(bad.turn(), bad.line(), bad.seat(), bad.throwToken(), bad.move(), why, bad.legal());
        return new Replay(new Verdict(false, bad.turn(), where + why), run.position.table(), run.record(), b);
    }

    private static Replay refused(Verdict v, RaceTable t, List<RaceRun.Turn> turns, Bad bad) {
        return new Replay(v, t, turns == null ? List.of() : turns, bad);
    }
}
