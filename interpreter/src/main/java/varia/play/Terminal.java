package varia.play;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import varia.game.IllegalAction;
import varia.game.Player;
import varia.game.State;
import varia.game.Trial;

/**
 * Any game in the terminal, through the game API: any mix of humans and computer players, chance
 * drawn from a seeded random source (the same seed and the same answers give the same game). Each
 * turn is a line, {@code N. SEAT} (and what chance threw), then the turn's actions, one a line,
 * with what they did. A human picks an action by its number in the list, by its text in the
 * family's notation, or by the start of one text that no other shares ({@code c1} for {@code c1-f1},
 * {@code @} to enter); {@code board}, {@code help}, {@code quit}. Input that is not a legal action
 * is answered, never fatal.
 */
public final class Terminal {
    private final State state;
    private final Player[] players;
    private final SplittableRandom random;
    private final BufferedReader in;
    private final PrintWriter out;
    private final boolean echo;
    private final Trial trial;
    private final int[] actions;
    private int turns;

    /**
     * @param players per seat its computer player, or null for a human
     * @param echo    write each answer after the prompt (input from a pipe, which the terminal does not show)
     */
    public Terminal(State start, java.util.Map<String, String> options, Player[] players, long seed, BufferedReader in, PrintWriter out, boolean echo) {
        this.state = start;
        this.players = players.clone();
        this.random = new SplittableRandom(seed);
        this.in = in;
        this.out = out;
        this.echo = echo;
        this.trial = new Trial(start.game(), start.players(), options);
        this.actions = new int[start.maxActions()];
    }

    /** A game from {@code start} with the seats played as {@code who} says: human, or a computer player's name ({@link varia.game.Players}). */
    public static Terminal seated(State start, String[] who, long seed, BufferedReader in, PrintWriter out, boolean echo) {
        Player[] players = new Player[who.length];
        for (int p = 0; p < who.length; p++) if (!who[p].equals("human")) players[p] = varia.game.Players.named(who[p], start.game());
        return new Terminal(start, java.util.Map.of(), players, seed, in, out, echo);
    }

    /** The state as the game goes on. */
    public State state() { return state; }

    /** Plays until the game ends, a human quits or the input ends; returns what was played. */
    public Trial run() throws IOException {
        int turnOf = -2;
        while (!state.isTerminal()) {
            int p = state.mover();
            boolean human = players[p] == null;
            if (state.isChance() || p != turnOf) { // a new turn
                if (human) out.print(state.board(p));
                turnOf = p;
                String head = ++turns + ". " + state.seat(p);
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
            if (human) {
                Integer chosen = ask(n);
                if (chosen == null) {
                    out.println("game stopped after " + (turns - 1) + " turns");
                    out.flush();
                    return trial;
                }
                action = chosen;
            } else {
                action = n == 1 ? actions[0] : players[p].choose(state, actions, n, random);
                if (action == Player.CLAIM) {
                    out.println("   claims " + state.claims().get(0));
                    state.claim(0);
                    break;
                }
            }
            String text = state.actionText(action);
            trial.apply(state, action);
            out.println("   " + text + (state.events().isEmpty() ? "" : "; " + state.events()));
            if (state.mover() != p) turnOf = -2;
            out.flush();
        }
        int viewer = state.winner() >= 0 ? state.winner() : Math.max(0, state.mover());
        out.print(state.board(viewer));
        out.println(state.result());
        out.flush();
        return trial;
    }

    /** The human's action, or null when the input ended or the player quit. */
    private Integer ask(int n) throws IOException {
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < n; i++) texts.add(state.actionText(actions[i]));
        while (true) {
            StringBuilder list = new StringBuilder("   ");
            if (!state.situation().isEmpty()) list.append(state.situation()).append("; ");
            list.append("moves:");
            for (int i = 0; i < n; i++) list.append(' ').append(i + 1).append(") ").append(texts.get(i));
            out.println(list);
            out.print("   your move: ");
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();
                return null;
            }
            if (echo) out.println(line);
            String s = line.strip();
            if (s.equals("quit") || s.equals("exit")) return null;
            if (s.equals("board")) {
                out.print(state.board(state.mover()));
                continue;
            }
            if (s.equals("help") || s.isEmpty()) {
                out.println("   a number from the list, the move's text, or the start of one move's text (the square of the piece to move); board, quit");
                continue;
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
                out.println("   '" + varia.io.Printable.shorten(s) + "' starts several moves: " + String.join(", ", starts.stream().map(texts::get).toList()));
                continue;
            }
            try {
                int a = state.parseAction(s);
                return a;
            } catch (IllegalAction e) {
                out.println("   " + e.getMessage());
            }
        }
    }
}
