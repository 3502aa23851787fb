package varia.play;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import varia.game.Player;
import varia.game.State;
import varia.game.Trial;

/**
 * Any game in the terminal, through the game API: any mix of humans and computer players, chance
 * drawn from a seeded random source (the same seed and the same answers give the same game). Each
 * turn is a line, {@code N. SEAT} (and what chance threw), then the turn's actions, one a line,
 * with what they did. A human picks an action by its number in the list, by its text in the
 * family's notation, or by the start of one text that no other shares ({@code c1} for {@code c1-f1},
 * {@code @} to enter), or gives one of the {@link HumanCommands commands} every game has (undo,
 * go, claim, declare, history, position, save, board, help, quit). Input that is not a legal action is
 * answered, never fatal.
 */
public final class Terminal {
    /** The game as it goes on: a load replaces it (and the trial) with the record's, from the record's start. */
    private State state;
    private final Player[] players;
    private final SplittableRandom random;
    private final PrintWriter out;
    private Trial trial;
    private final int[] actions;
    private final HumanCommands human;
    /** The trial's size when each turn began (its number is the index + 1): an undo drops the turns it takes back. */
    private final List<Integer> turnStarts = new ArrayList<>();

    /**
     * @param players per seat its computer player, or null for a human
     * @param echo    write each answer after the prompt (input from a pipe, which the terminal does not show)
     */
    public Terminal(State start, java.util.Map<String, String> options, Player[] players, long seed, BufferedReader in, PrintWriter out, boolean echo) {
        this(start, null, options, players, seed, in, out, echo);
    }

    /** As above, {@code start} being the state {@code startText} describes (null: the game's own start), which records keep. */
    public Terminal(State start, String startText, java.util.Map<String, String> options, Player[] players, long seed, BufferedReader in,
                    PrintWriter out, boolean echo) {
        this(start, startText, options, players, seed, LineSource.plain(in, out, echo), out);
    }

    /** As above, the lines read from {@code in} (plain, or JLine's with {@link #completions}). */
    public Terminal(State start, String startText, java.util.Map<String, String> options, Player[] players, long seed, LineSource in,
                    PrintWriter out) {
        this.state = start;
        this.players = players.clone();
        this.random = new SplittableRandom(seed);
        this.out = out;
        this.trial = new Trial(start.game(), start.players(), options, startText);
        this.actions = new int[start.maxActions()];
        this.human = new HumanCommands(state, trial, this.players, random, in, out);
    }

    /** Reads and writes {@code save}/{@code load} files relative to this folder (the current one by default). */
    public Terminal filesIn(java.nio.file.Path folder) {
        human.filesIn(folder);
        return this;
    }

    /** Ends the game as a draw once {@code plies} actions have been played (0: no limit), as an arbiter adjudicates a long game. */
    public Terminal maxPlies(int plies) {
        this.maxPlies = plies;
        return this;
    }

    private int maxPlies;

    /** Whether the move limit ended the game (then it is a draw, whatever the state says). */
    public boolean adjudicated() { return adjudicated; }

    private boolean adjudicated;

    /** The words a line may be completed to now (commands, legal actions), for JLine's Tab. */
    public List<String> completions() { return human.completions(); }

    /** A game from {@code start} with the seats played as {@code who} says: human, or a computer player's name ({@link varia.game.Players}). */
    public static Terminal seated(State start, String[] who, long seed, BufferedReader in, PrintWriter out, boolean echo) {
        Player[] players = new Player[who.length];
        for (int p = 0; p < who.length; p++) if (!who[p].equals("human")) players[p] = varia.game.Players.named(who[p], start.game());
        return new Terminal(start, java.util.Map.of(), players, seed, in, out, echo);
    }

    /**
     * The turns of the trial as the loop begins them (at a throw, or when the seat changes), after an
     * undo or a load; the seat whose turn goes on, or -2 when the next action begins a new turn.
     */
    private int renumber() {
        turnStarts.clear();
        List<Trial.Step> steps = trial.steps();
        for (int i = 0; i < steps.size(); i++)
            if (i == 0 || steps.get(i).chance() || steps.get(i).seat() != steps.get(i - 1).seat()) turnStarts.add(i);
        if (steps.isEmpty() || state.isChance() || state.mover() != steps.get(steps.size() - 1).seat()) return -2;
        return state.mover();
    }

    /** What the computer said of the action it chose (its search's line), shown beside it. */
    private String report = "";

    /** Said when the move limit ends the game. */
    static final String ADJUDICATED = "a draw, adjudicated: move limit of ";

    /** The state as the game goes on. */
    public State state() { return state; }

    /** The seat whose turn goes on, or -2 when the next action begins a new turn. */
    private int turnOf = -2;
    /** Whether a claim ended the game (undo then takes the claim back first). */
    private boolean claimed;

    /**
     * Plays until the game ends (a claim too), a human quits or the input ends; returns what was
     * played. Once it is over a human may still undo, save, load, look back or quit ({@link HumanCommands#over}).
     */
    public Trial run() throws IOException {
        while (playOn()) {
            boolean humans = java.util.Arrays.stream(players).anyMatch(java.util.Objects::isNull);
            int viewer = state.winner() >= 0 ? state.winner() : Math.max(0, state.mover());
            out.print(state.board(viewer));
            if (humans) out.println(HumanCommands.OVER);
            out.println(adjudicated ? ADJUDICATED + maxPlies + " plies" : state.result());
            out.flush();
            if (!humans) return trial;
            int after = human.over(turnStarts, claimed);
            if (after != HumanCommands.UNDONE && after != HumanCommands.LOADED) return trial;
            resumed();
        }
        return trial;
    }

    /** After an undo or a load: the game and turns as they now stand, the board for a turn that goes on. */
    private void resumed() {
        state = human.state();
        trial = human.trial();
        turnOf = renumber();
        if (turnOf >= 0) out.print(state.board(turnOf));
    }

    /** Plays on to the end of the game (true) or until a human quits or the input ends (false, said). */
    private boolean playOn() throws IOException {
        claimed = false;
        adjudicated = false;
        while (!state.isTerminal()) {
            if (maxPlies > 0 && trial.size() >= maxPlies) {
                adjudicated = true;
                break;
            }
            int p = state.mover();
            boolean isHuman = players[p] == null;
            if (state.isChance() || p != turnOf) { // a new turn
                if (isHuman) out.print(state.board(p));
                turnOf = p;
                turnStarts.add(trial.size());
                String head = turnStarts.size() + ". " + state.seat(p);
                if (state.isChance()) {
                    int outcome = state.sample(random);
                    out.println(head + " throws " + state.describe(outcome));
                    trial.apply(state, outcome);
                    if (!state.events().isEmpty()) out.println("   " + state.events());
                    if (state.current() != p) { // the turn passed at once
                        turnOf = -2;
                        out.flush();
                        continue;
                    }
                } else out.println(head);
            }
            int n = state.legalActions(actions);
            int action;
            if (isHuman) {
                int chosen = human.ask(actions, n, turnStarts);
                if (chosen == HumanCommands.QUIT) {
                    out.println("game stopped after " + (turnStarts.size() - 1) + " turns");
                    out.flush();
                    return false;
                }
                if (chosen == HumanCommands.UNDONE || chosen == HumanCommands.LOADED) { // the turns as played so far, then on from there
                    resumed();
                    continue;
                }
                if (chosen == HumanCommands.DECLARED) continue; // the same seat decides again, in the changed state
                if (chosen == Player.CLAIM) {
                    claimed = true;
                    break;
                } // the human claimed what the rules offer: the game is over
                action = chosen;
            } else {
                action = n == 1 ? actions[0] : players[p].choose(state, actions, n, random);
                report = n == 1 ? "" : players[p].report();
                if (action == Player.CLAIM) {
                    out.println("   claims " + state.claims().get(0));
                    state.claim(0);
                    claimed = true;
                    break;
                }
            }
            String text = state.actionText(action);
            trial.apply(state, action);
            out.println("   " + text + (state.events().isEmpty() ? "" : "; " + state.events()) + (report.isEmpty() ? "" : "   (" + report + ")"));
            report = "";
            if (state.mover() != p) turnOf = -2;
            out.flush();
        }
        return true;
    }
}
