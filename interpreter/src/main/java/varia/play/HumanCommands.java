package varia.play;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.Map;
import varia.game.IllegalAction;
import varia.game.Player;
import varia.game.Players;
import varia.game.Records;
import varia.game.State;
import varia.game.Trial;
import varia.io.BoundedFiles;
import varia.io.FileRefusedException;
import varia.io.Printable;
import varia.io.SafeFiles;
import varia.io.TextDecoding;

/**
 * A human's turn in the {@link Terminal}: the legal actions listed and numbered, and the commands
 * every game has through the game API, whatever its family: {@code undo} (back to this side's
 * previous decision: the computers' replies and the throws after it go too), {@code go} (the
 * computer chooses for the human), {@code claim [N]} (what the rules offer: a draw by repetition, a
 * count...), {@code declare [NAME|N]} (an act the rules offer that is no move and keeps the turn:
 * Makruk's stop-count; {@code undo} takes it back first), {@code history}, {@code position} or
 * {@code fen} (the state as text: FEN for the engine's games),
 * {@code save [--force] [--dialect D] FILE} (the record so far, in the family's records or a dialect of theirs), {@code load FILE}
 * (a record of this game, replayed: play goes on from its end), {@code board},
 * {@code help}, {@code quit}. A wrong answer is answered; nothing here ends the program.
 */
final class HumanCommands {
    /** {@link #ask}'s answers beside an action: the human quit (or the input ended); an undo was made. {@link Player#CLAIM}: a claim ended the game. */
    static final int QUIT = Integer.MIN_VALUE + 1, UNDONE = Integer.MIN_VALUE + 2, LOADED = Integer.MIN_VALUE + 3;
    /** {@link #ask}'s answer after a declaration: the same seat decides again in the changed state. */
    static final int DECLARED = Integer.MIN_VALUE + 4;

    /** The largest record {@code load} reads (a game's record in turns is a few kilobytes). */
    static final long MAX_RECORD_BYTES = 8 << 20;

    static final String HELP = "   a number from the list, the move's text, or the start of one move's text (the square of the piece to move);"
            + " moves (listed again), undo, go (the computer chooses), claim [N], declare [NAME], history, position (or fen), save [--force] [--dialect D] FILE, load FILE, board, quit";

    private State state;
    private Trial trial;
    private final Player[] players;
    private final SplittableRandom random;
    private final LineSource in;
    private final PrintWriter out;
    private Player advisor;
    /** The folder {@code save} and {@code load} names are read in (the current one by default). */
    private Path folder = Path.of("");

    HumanCommands(State state, Trial trial, Player[] players, SplittableRandom random, LineSource in, PrintWriter out) {
        this.state = state;
        this.trial = trial;
        this.players = players;
        this.random = random;
        this.in = in;
        this.out = out;
    }

    void filesIn(Path folder) { this.folder = folder; }

    /** Words a line may be completed to now: the commands, the legal actions' texts and codes. */
    List<String> completions() {
        List<String> c = new ArrayList<>(List.of("moves", "undo", "go", "claim", "declare", "history", "position", "fen", "save", "load", "board", "help", "quit"));
        int[] actions = new int[state.maxActions()];
        int n = state.isTerminal() || state.isChance() ? 0 : state.legalActions(actions);
        for (int i = 0; i < n; i++) {
            c.add(state.actionText(actions[i]));
            c.add(state.actionCode(actions[i]));
        }
        c.addAll(state.declarations());
        return c;
    }

    /** Said before the result when a human plays: what may still be done (then {@link #over} reads it, with no prompt). */
    static final String OVER = "   the game is over: undo, save FILE, load FILE, history, position, board or quit";

    /**
     * Once the game is over: commands that look back or change the game, until one does
     * ({@link #UNDONE}, {@link #LOADED}) or the human quits or the input ends ({@link #QUIT});
     * {@code claimed}: a claim ended the game, which undo takes back first.
     */
    int over(List<Integer> turnStarts, boolean claimed) throws IOException {
        while (true) {
            String line = in.readLine("");
            if (line == null) return QUIT;
            String s = line.strip();
            String word = s.split("\\s+", 2)[0], rest = s.substring(word.length()).strip();
            switch (word) {
                case "quit", "exit" -> { return QUIT; }
                case "board" -> out.print(state.board(Math.max(0, state.winner())));
                case "history" -> history(turnStarts);
                case "position", "fen" -> out.println("   " + state.text());
                case "save" -> save(rest);
                case "load" -> { if (load(rest)) return LOADED; }
                case "undo" -> {
                    if (claimed) { // a claim ended it: undo takes back the claim (no action of the trial)
                        if (!state.undo()) throw new IllegalStateException("the game could not take back the claim");
                        out.println("   took back the claim");
                        return UNDONE;
                    }
                    if (undo()) return UNDONE;
                }
                default -> out.println(OVER);
            }
            out.flush();
        }
    }

    /** The game now (a load replaces it with the record's). */
    State state() { return state; }

    /** What was played now (a load replaces it with the record's). */
    Trial trial() { return trial; }

    /** The human's action among {@code actions[0..n)}, or {@link #QUIT}, {@link #UNDONE} or {@link Player#CLAIM}. */
    int ask(int[] actions, int n, List<Integer> turnStarts) throws IOException {
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < n; i++) texts.add(state.actionText(actions[i]));
        while (true) {
            StringBuilder list = new StringBuilder("   ");
            if (!state.situation().isEmpty()) list.append(state.situation()).append("; ");
            List<String> claims = state.claims();
            if (!claims.isEmpty()) list.append("you may claim ").append(String.join(" or ", claims)).append("; ");
            List<String> declarations = state.declarations();
            if (!declarations.isEmpty()) list.append("you may declare ").append(String.join(" or ", declarations)).append("; ");
            list.append("moves:");
            for (int i = 0; i < n; i++) list.append(' ').append(i + 1).append(") ").append(texts.get(i));
            out.println(list);
            out.flush();
            String line = in.readLine("   your move: ");
            if (line == null) {
                out.println();
                return QUIT;
            }
            String s = line.strip();
            String word = s.split("\\s+", 2)[0], rest = s.substring(word.length()).strip();
            switch (word) {
                case "quit", "exit" -> { return QUIT; }
                case "board" -> { out.print(state.board(state.mover())); continue; }
                case "help", "" -> { out.println(HELP); continue; }
                case "history" -> { history(turnStarts); continue; }
                case "moves" -> { // the legal moves again, in order of their texts
                    List<String> sorted = texts.stream().sorted().toList();
                    out.println("   " + n + " legal move" + (n == 1 ? "" : "s") + ": " + String.join(" ", sorted));
                    continue;
                }
                case "position", "fen" -> { out.println("   " + state.text()); continue; }
                case "save" -> { save(rest); continue; }
                case "load" -> {
                    if (load(rest)) return LOADED;
                    continue;
                }
                case "undo" -> {
                    if (undo()) return UNDONE;
                    continue;
                }
                case "declare" -> {
                    if (declare(rest, declarations)) return DECLARED;
                    continue;
                }
                case "claim" -> {
                    if (claim(rest, claims)) return Player.CLAIM;
                    continue;
                }
                case "go" -> { return advice(actions, n); }
                default -> { }
            }
            if (s.matches("[0-9]{1,4}")) {
                int i = Integer.parseInt(s);
                if (i >= 1 && i <= n) return actions[i - 1];
                out.println("   no move " + s + "; choose 1 to " + n);
                continue;
            }
            int exact = texts.indexOf(s);
            if (exact >= 0) return actions[exact];
            List<Integer> starts = new ArrayList<>();
            for (int i = 0; i < n; i++) if (texts.get(i).startsWith(s)) starts.add(i);
            if (starts.size() == 1) return actions[starts.get(0)];
            if (starts.size() > 1) {
                out.println("   '" + Printable.shorten(s) + "' starts several moves: " + String.join(", ", starts.stream().map(texts::get).toList()));
                continue;
            }
            try {
                return state.parseAction(s);
            } catch (IllegalAction e) {
                out.println("   not a legal move or command: '" + Printable.shorten(s) + "': " + Printable.forTerminal(String.valueOf(e.getMessage()))
                        + " (moves lists them, help the commands)");
            }
        }
    }

    /**
     * Takes back this game's last human decision and all after it (computers' replies, throws),
     * so that the human chooses again; false, said why, when no human has decided yet.
     */
    private boolean undo() {
        List<Trial.Declaration> declared = trial.declarations();
        if (!declared.isEmpty() && declared.get(declared.size() - 1).at() == trial.size()) { // a declaration of this decision: it alone
            if (!state.undo()) throw new IllegalStateException("the game could not take back the declaration");
            trial.undeclare();
            out.println("   took back the declaration");
            return true;
        }
        List<Trial.Step> steps = trial.steps();
        int back = steps.size() - 1;
        while (back >= 0 && (steps.get(back).chance() || players[steps.get(back).seat()] != null)) back--;
        if (back < 0) {
            out.println("   nothing to undo: no move of yours has been played");
            return false;
        }
        int n = steps.size() - back;
        int from = back;
        long declarations = declared.stream().filter(d -> d.at() > from).count(); // made after that decision: they go too (drop forgets them)
        for (int i = 0; i < n + declarations; i++) {
            if (!state.undo()) throw new IllegalStateException("the game could not take back " + steps.get(back).text());
        }
        trial.drop(n);
        out.println("   took back " + steps.get(back).text() + (n > 1 ? " and the " + (n - 1) + " action" + (n > 2 ? "s" : "") + " after it" : ""));
        return true;
    }

    /**
     * The declaration the human names (by name or number; the only one when none is named), made:
     * the turn stays, so the caller asks again; false, said why, when there is none such.
     */
    private boolean declare(String which, List<String> offered) {
        if (offered.isEmpty()) {
            out.println("   nothing to declare here: the rules offer no declaration now");
            return false;
        }
        int i = which.isEmpty() && offered.size() == 1 ? 0 : offered.indexOf(which);
        if (i < 0 && which.matches("[0-9]{1,3}")) i = Integer.parseInt(which) - 1;
        if (i < 0 || i >= offered.size()) {
            out.println("   " + (which.isEmpty() ? "declare what?" : "'" + Printable.shorten(which) + "' is not offered here:")
                    + " offered: " + String.join(", ", offered));
            return false;
        }
        trial.declare(state, i);
        out.println("   declares " + offered.get(i));
        return true;
    }

    /** The rules' claim the human names (the only one, or {@code N} of the list); false, said why, when there is none. */
    private boolean claim(String which, List<String> claims) {
        if (claims.isEmpty()) {
            out.println("   nothing to claim here");
            return false;
        }
        int i = 0;
        if (!which.isEmpty()) {
            i = which.matches("[0-9]{1,3}") ? Integer.parseInt(which) - 1 : -1;
            if (i < 0 || i >= claims.size()) {
                out.println("   claim 1 to " + claims.size() + ": " + String.join(", ", claims));
                return false;
            }
        } else if (claims.size() > 1) {
            out.println("   several claims: " + String.join(", ", claims) + "; say claim N");
            return false;
        }
        out.println("   claims " + claims.get(i));
        state.claim(i);
        return true;
    }

    /** The game's computer player chooses this move for the human (a claim it would make, too). */
    private int advice(int[] actions, int n) {
        if (advisor == null) advisor = Players.named("computer", state.game());
        int a = n == 1 ? actions[0] : advisor.choose(state, actions, n, random);
        if (a == Player.CLAIM) {
            out.println("   the computer claims " + state.claims().get(0));
            state.claim(0);
        }
        return a;
    }

    /** The actions so far, turn by turn as the game narrated them, then numbered as the game's records number them (PGN's moves) where they do. */
    private void history(List<Integer> turnStarts) {
        List<Trial.Step> steps = trial.steps();
        if (steps.isEmpty()) {
            out.println("   no move yet");
            return;
        }
        StringBuilder b = new StringBuilder();
        int turn = 0;
        for (int i = 0; i < steps.size(); i++) {
            Trial.Step st = steps.get(i);
            if (turn < turnStarts.size() && turnStarts.get(turn) == i) {
                if (b.length() > 0) b.append('\n');
                b.append("   ").append(++turn).append(". ").append(state.seat(st.seat()));
            }
            b.append(st.chance() ? " throws " : " ").append(st.text());
        }
        out.println(b);
        String numbered = state.game().records().numbered(trial);
        if (numbered != null) out.println("   as recorded: " + numbered); // PGN's move numbers, where the records count moves, not turns
    }

    /**
     * A record of this game (same players and options) read, bounded, and replayed: the game goes on
     * from where it ends. A file that cannot be read, is of another game or does not replay is said
     * why, and the game stays as it was.
     */
    private boolean load(String name) {
        if (name.isEmpty()) {
            out.println("   load FILE (a record of this game, as save writes it)");
            return false;
        }
        String shown = Printable.shorten(name);
        try {
            folder.resolve(name);
        } catch (java.nio.file.InvalidPathException e) {
            out.println("   '" + shown + "' is not a valid file name");
            return false;
        }
        try {
            Records records = state.game().records();
            String text = records.text(name, BoundedFiles.read(folder.resolve(name), MAX_RECORD_BYTES, "saved game"));
            Map<String, String> options = records.options(text);
            if (!options.equals(trial.options())) {
                out.println("   not loaded: " + shown + " is played with the options " + options + ", this game with " + trial.options()
                        + " (start play with those options to load it)");
                return false;
            }
            Records.Replay r = records.replay(text);
            if (!r.verdict().ok() || r.trial() == null) {
                out.println("   not loaded: " + shown + ": " + Printable.forTerminal(r.verdict().message()));
                return false;
            }
            if (r.trial().players() != trial.players()) {
                out.println("   not loaded: " + shown + " is a game of " + r.trial().players() + " players, this one of " + trial.players());
                return false;
            }
            state = r.trial().replay(); // from the record's start (the game's own, or a position it gives: a KIF's diagram), its declarations too
            trial = r.trial();
            out.println("   loaded " + shown + ": " + Printable.forTerminal(r.verdict().message()));
            return true;
        } catch (FileRefusedException e) {
            out.println("   not loaded: " + shown + ": " + Printable.forTerminal(e.reason()));
        } catch (IOException e) {
            out.println("   not loaded: " + shown + ": " + Printable.firstLine(e.getMessage()));
        } catch (TextDecoding.UndecodableException e) {
            out.println("   not loaded: " + shown + " is not a text file: " + e.getMessage());
        } catch (RuntimeException e) {
            out.println("   not loaded: " + shown + ": " + Printable.forTerminal(String.valueOf(e.getMessage())));
        }
        return false;
    }

    /**
     * The record so far, in the family's records (or one of their {@link Records#dialects}:
     * {@code --dialect fairy-stockfish}), to a file; an existing file only with {@code --force}.
     */
    private void save(String args) throws IOException {
        boolean force = false;
        String dialect = null, name = args;
        List<String> dialects = state.game().records().dialects();
        String usage = "   save [--force]" + (dialects.isEmpty() ? "" : " [--dialect " + String.join("|", dialects) + "]") + " FILE (save --force FILE replaces a file)";
        while (true) { // options before the file's name
            String[] w = name.split("\\s+", 2);
            if (w[0].equals("--force")) force = true;
            else if (w[0].equals("--dialect")) {
                String[] d = (w.length > 1 ? w[1] : "").split("\\s+", 2);
                if (!dialects.contains(d[0])) {
                    out.println(usage);
                    return;
                }
                dialect = d[0];
                w = d;
            } else break;
            name = w.length > 1 ? w[1].strip() : "";
        }
        if (name.isEmpty()) {
            out.println(usage);
            return;
        }
        String shown = Printable.shorten(name);
        Path path;
        try {
            path = folder.resolve(name);
        } catch (java.nio.file.InvalidPathException e) {
            out.println("   '" + shown + "' is not a valid file name");
            return;
        }
        if (!force && SafeFiles.target(path) == SafeFiles.Target.FILE) { // the player says whether it goes
            String answer = in.readLine("   " + shown + " exists: replace it? (yes/no) ");
            if (answer == null || !answer.strip().toLowerCase(java.util.Locale.ROOT).matches("y|yes")) {
                out.println("   not saved: " + shown + " exists (answer yes, use 'save --force FILE', or give another name: save --force " + shown + " replaces it)");
                return;
            }
            force = true;
        }
        try {
            String record = state.game().records().write(trial, state, Map.of(), dialect);
            SafeFiles.write(path, record.getBytes(StandardCharsets.UTF_8), force);
            out.println("   saved " + trial.size() + " actions to " + shown);
        } catch (FileRefusedException e) {
            out.println("   not saved: " + shown + ": " + Printable.forTerminal(e.reason()) + " (the game goes on; try another name)");
        } catch (RuntimeException e) {
            out.println("   not saved: " + shown + ": " + Printable.forTerminal(String.valueOf(e.getMessage())));
        }
    }
}
