package varia.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Records in turns, for the families whose games have no record format of their own (race games,
 * dice chess; docs/records.md): header lines {@code game: KEY}, {@code players: N} and
 * {@code option: NAME=VALUE}, then one line per turn, {@code [N.] [SEAT] [CHANCE] ACTION...} (the
 * chance outcome that opens the turn, then the seat's actions until the turn passes, or the
 * family's no-move token), and an optional {@code result:} line, which replay checks. {@code #}
 * starts a comment. What differs between families is a few words ({@link Format}).
 */
public final class TurnRecords implements Records {
    /**
     * A family's words for its turn records.
     *
     * @param chanceWord    before a chance outcome in a refusal's place ("throw " gives "(south, throw 3)"); "" for none
     * @param shape         a turn line's parts ("[N.] [SEAT] THROW MOVE"), for the message on a line that is not one
     * @param example       a turn line, likewise
     * @param actionsPerTurn actions a line holds: 1, or 0 for any number
     * @param noMove        the token of a turn without an action
     * @param noMoveIsAction true when the no-move token is also an action's text (a throw let go), read as one while the seat may act
     * @param turnOver      why an action after the turn passed is one too many ("no die left can be used")
     * @param unfinished    why a line may not end while the seat can act, {@code %s} a legal action
     * @param resultWords   true: the verdict and a comment after the result line give the result in full words
     */
    public record Format(String chanceWord, String shape, String example, int actionsPerTurn, String noMove, boolean noMoveIsAction,
                         String turnOver, String unfinished, boolean resultWords) {}

    /** The last turn line's last token when the record was saved in the middle of that turn: the seat still has to act. */
    public static final String GOES_ON = "...";

    private final Game game;
    private final Format format;

    public TurnRecords(Game game, Format format) {
        this.game = game;
        this.format = format;
    }

    @Override public String extension() { return "txt"; }

    /** The result line's words: the winner's seat "wins", else "draw" (a shared result) or "no winner". */
    public static String resultLine(State end) {
        if (end.winner() >= 0) return end.seat(end.winner()) + " wins";
        return end.score().contains("/") ? "draw" : "no winner";
    }

    @Override public String write(Trial trial, State end, Map<String, String> tags) {
        StringBuilder b = new StringBuilder();
        for (Map.Entry<String, String> t : tags.entrySet())
            if (!t.getKey().equals("Result")) b.append("# ").append(t.getKey().isEmpty() ? "" : t.getKey() + ": ").append(t.getValue()).append('\n');
        b.append("game: ").append(game.key()).append('\n');
        b.append("players: ").append(trial.players()).append('\n');
        for (Map.Entry<String, String> e : trial.options().entrySet()) b.append("option: ").append(e.getKey()).append('=').append(e.getValue()).append('\n');
        State names = game.start(trial.players());
        int n = 0, seat = -2;
        boolean open = false, acted = false;
        for (Trial.Step s : trial.steps()) {
            boolean newTurn = s.chance() || !open || s.seat() != seat || format.actionsPerTurn() == 1 && acted;
            if (newTurn) {
                if (open && !acted) b.append(' ').append(format.noMove());
                if (open) b.append('\n');
                b.append(++n).append(". ").append(names.seat(s.seat()));
                open = true;
                acted = false;
                seat = s.seat();
            }
            b.append(' ').append(s.text());
            if (!s.chance()) acted = true;
        }
        // a game saved in the middle of a turn (the throw made, the seat still to act) says so: the turn goes on
        boolean goesOn = open && !end.isTerminal() && !end.isChance() && end.current() == seat && (!acted || format.actionsPerTurn() != 1);
        if (goesOn) b.append(' ').append(GOES_ON);
        else if (open && !acted) b.append(' ').append(format.noMove());
        if (open) b.append('\n');
        if (end.isTerminal()) {
            b.append("result: ").append(resultLine(end)).append('\n');
            if (format.resultWords()) b.append("# ").append(end.result()).append('\n');
        }
        return b.toString();
    }

    /** The header of a record: game, players (0 when not given, -1 when unreadable), options. */
    public record Header(String game, int players, Map<String, String> options) {}

    /** The header lines of a record's text (the lines before the first turn). */
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

    /**
     * True when a text starts as a turn record does: its first line that is no comment says
     * {@code game: KEY}, and no line after it is a key of a game's file ({@code name:},
     * {@code board:}...): only {@code players:}, {@code option:}, {@code result:} and turns.
     */
    public static boolean looksLikeOne(String text) {
        boolean first = true;
        for (String raw : text.split("\n", 200)) {
            String line = strip(raw);
            if (line.isEmpty()) continue;
            if (first) {
                if (!line.startsWith("game:") || line.substring(5).isBlank()) return false;
                first = false;
                continue;
            }
            java.util.regex.Matcher m = KEY.matcher(line);
            if (m.lookingAt() && !List.of("players", "option", "result").contains(m.group(1))) return false;
        }
        return !first;
    }

    /** A YAML key at the start of a line. */
    private static final java.util.regex.Pattern KEY = java.util.regex.Pattern.compile("([a-z][a-z0-9-]*)\\s*:");

    @Override public Map<String, String> options(String text) { return header(text).options(); }

    static String strip(String line) {
        int hash = line.indexOf('#');
        return (hash >= 0 ? line.substring(0, hash) : line).strip();
    }

    @Override public Replay replay(String text) { return new Replaying(text).run(); }

    /** One replay: the state, the trial and where the text is. */
    private final class Replaying {
        final String text;
        State state;
        Trial trial;
        int turn, lineNo;
        /** The last turn read ended with {@link #GOES_ON}. */
        boolean goesOn;

        Replaying(String text) { this.text = text; }

        Replay run() {
            Header h = header(text);
            if (h.game() != null && !h.game().equalsIgnoreCase(game.key()))
                return new Replay(new Verdict(false, 0, "the record is a game of " + h.game() + ", not " + game.key()), null, null);
            int players = h.players() == 0 ? game.defaultPlayers() : h.players();
            if (!game.playerCounts().contains(players))
                return new Replay(new Verdict(false, 0, "players: " + game.key() + " is played by " + game.playerCounts() + " players, not "
                        + (players < 0 ? "that" : players)), null, null);
            state = game.start(players);
            trial = new Trial(game, players, h.options());
            boolean inTurns = false;
            String result = null;
            for (String raw : text.split("\n")) {
                lineNo++;
                String line = strip(raw);
                if (line.isEmpty()) continue;
                if (!inTurns && (line.startsWith("game:") || line.startsWith("players:") || line.startsWith("option:"))) continue;
                if (line.startsWith("result:")) {
                    result = line.substring(7).strip();
                    continue;
                }
                if (goesOn) return refuse("turn " + (turn + 1) + " (line " + lineNo + "): ", "turn " + turn + " ends with '" + GOES_ON
                        + "' (the record was saved in the middle of it), so no turn may follow it", state.mover() >= 0 ? state.seat(state.mover()) : "-",
                        null, null, List.of());
                inTurns = true;
                turn++;
                Replay refused = turn(line);
                if (refused != null) return refused;
            }
            String end = state.isTerminal() ? resultLine(state) : "unfinished";
            if (result != null && !result.equals(end))
                return new Replay(new Verdict(false, turn, "the record says 'result: " + result + "' but the replay ends " + end), trial, null);
            String words = !state.isTerminal() ? turn + " turns, unfinished" : format.resultWords() ? state.result() : turn + " turns, " + end;
            return new Replay(new Verdict(true, turn, words), trial, null);
        }

        /** Plays one turn line; the refusal, or null when it is legal. */
        private Replay turn(String line) {
            String where = "turn " + turn + " (line " + lineNo + ")";
            int mover = state.mover();
            String seat = mover >= 0 ? state.seat(mover) : "-";
            if (state.isTerminal()) return refuse(where + ": ", "the game is already over (" + resultLine(state) + ")", seat, null, null, List.of());
            List<String> tok = new ArrayList<>(List.of(line.split("\\s+")));
            if (tok.get(0).matches("[0-9]+\\.")) {
                String number = tok.get(0).substring(0, tok.get(0).length() - 1);
                if (number.length() > 9 || Integer.parseInt(number) != turn) // a 12-digit number is a wrong number, not a crash
                    return refuse(where + ": ", "numbered " + tok.get(0) + " but it is turn " + turn, seat, null, null, List.of());
                tok.remove(0);
            }
            if (!tok.isEmpty() && isSeat(tok.get(0))) {
                if (!tok.get(0).equals(seat)) return refuse(where + ": ", "it is " + seat + "'s turn, not " + tok.get(0) + "'s", seat, null, null, List.of());
                tok.remove(0);
            }
            goesOn = !tok.isEmpty() && tok.get(tok.size() - 1).equals(GOES_ON);
            if (goesOn) tok.remove(tok.size() - 1);
            int chanceTokens = state.isChance() ? 1 : 0;
            if (goesOn ? tok.size() < chanceTokens || format.actionsPerTurn() > 0 && tok.size() > chanceTokens + format.actionsPerTurn()
                    : format.actionsPerTurn() > 0 ? tok.size() != chanceTokens + format.actionsPerTurn() : tok.isEmpty())
                return refuse(where + ": ", "write '" + format.shape() + "', e.g. '" + format.example() + "'", seat, null, null, List.of());
            String chance = null, label = "";
            if (state.isChance()) {
                chance = tok.remove(0);
                int outcome;
                try {
                    outcome = state.parseAction(chance);
                } catch (IllegalAction e) {
                    return refuse(where + " (" + seat + "): ", e.getMessage(), seat, chance, tok.isEmpty() ? null : tok.get(0), List.of());
                }
                trial.apply(state, outcome);
                label = ", " + format.chanceWord() + chance;
            }
            String place = where + " (" + seat + label + "): ";
            if (tok.size() == 1 && tok.get(0).equals(format.noMove()) && !(format.noMoveIsAction() && state.current() == mover)) tok.clear();
            for (String a : tok) {
                if (state.current() != mover)
                    return refuse(place + a + " is one move too many: ", state.isTerminal() ? "the game is over" : format.turnOver(), seat, chance, a, List.of());
                List<String> legal = legal();
                int action;
                try {
                    action = state.parseAction(a);
                } catch (IllegalAction e) {
                    return refuse(place + a + " is illegal: ", e.getMessage(), seat, chance, a, legal);
                }
                trial.apply(state, action);
            }
            if (goesOn) return state.current() == mover ? null
                    : refuse(place + GOES_ON + ": ", "the turn is over after its moves, so it does not go on", seat, chance, GOES_ON, List.of());
            if (state.current() == mover) {
                List<String> legal = legal();
                return refuse(place, String.format(format.unfinished(), legal.isEmpty() ? "" : legal.get(0)), seat, chance, null, legal);
            }
            return null;
        }

        private boolean isSeat(String token) {
            for (int p : game.playerCounts()) if (game.seats(p).contains(token)) return true;
            return false;
        }

        private List<String> legal() {
            int[] buf = new int[state.maxActions()];
            int n = state.legalActions(buf);
            List<String> out = new ArrayList<>();
            for (int i = 0; i < n; i++) out.add(state.actionText(buf[i]));
            return out;
        }

        private Replay refuse(String where, String why, String seat, String chance, String action, List<String> legal) {
            return new Replay(new Verdict(false, turn, where + why), trial, new Refusal(turn, lineNo, seat, chance, action, why, legal));
        }
    }
}
