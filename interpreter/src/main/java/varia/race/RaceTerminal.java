package varia.race;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.SplittableRandom;

/**
 * A race game in the terminal: any mix of humans and computer players, the throws drawn from a
 * seeded random source (the same seed and the same answers give the same game). A human picks a
 * move by its number in the list, by the square of the piece to move ({@code c1}; {@code c1=} for
 * the double together), by its full text ({@code c1-f1}, {@code @c1}), or {@code @} to enter;
 * {@code board}, {@code help}, {@code quit}. Input that is not a legal move is answered, never fatal.
 */
public final class RaceTerminal {
    private final RaceTable table;
    private final String[] who;
    private final Strategy[] strategies;
    private final SplittableRandom random;
    private final BufferedReader in;
    private final PrintWriter out;
    private final boolean echo;

    /** {@code echo}: write each answer after the prompt (input from a pipe, which the terminal does not show). */
    public RaceTerminal(RaceTable table, String[] who, long seed, BufferedReader in, PrintWriter out, boolean echo) {
        this.echo = echo;
        this.table = table;
        this.who = who.clone();
        this.strategies = new Strategy[who.length];
        for (int p = 0; p < who.length; p++) if (!who[p].equals("human")) strategies[p] = Strategy.named(who[p]);
        this.random = new SplittableRandom(seed);
        this.in = in;
        this.out = out;
    }

    /** Plays until the game ends, a human quits or the input ends; returns the run (its record). */
    public RaceRun run() throws IOException {
        RaceRun run = RaceRun.start(table);
        RacePosition pos = run.position;
        int[] moves = new int[table.pieces * 4 + 2];
        boolean shown = false;
        while (!pos.over()) {
            int p = pos.toMove();
            boolean human = strategies[p] == null;
            if (human && !shown) { out.print(RaceBoard.draw(pos, p)); shown = true; }
            int outcome = table.game.dice().sample(random);
            Outcome o = table.game.dice().outcome(outcome);
            int n = pos.generate(outcome, moves);
            String head = (run.turns + 1) + ". " + table.seat(p).name() + " throws " + o.label() + " = " + o.distance();
            int move;
            if (n == 1 && moves[0] == RaceMove.PASS) {
                move = moves[0];
                out.println(head + ": no piece can use it; the throw is lost");
            } else if (human) {
                out.println(head);
                Integer chosen = ask(pos, outcome, moves, n);
                if (chosen == null) { out.println("game stopped after " + run.turns + " turns"); out.flush(); return run; }
                move = chosen;
            } else {
                move = n == 1 ? moves[0] : strategies[p].choose(pos, outcome, moves, n, random);
                out.println(head + ": " + RaceNotation.text(pos, outcome, move));
            }
            run.turn(outcome, move, n == 1 && moves[0] == RaceMove.PASS);
            if (run.record().get(run.record().size() - 1).captured() > 0)
                out.println("   captures " + run.record().get(run.record().size() - 1).captured() + " piece(s): back off the board");
            if (human) shown = false;
            out.flush();
        }
        out.print(RaceBoard.draw(pos, pos.winner()));
        out.println(table.seat(pos.winner()).name() + " wins after " + run.turns + " turns"
                + (pos.finishOrder().length > 1 ? "; order " + order(pos) : ""));
        out.flush();
        return run;
    }

    private String order(RacePosition pos) {
        StringBuilder b = new StringBuilder();
        for (int q : pos.finishOrder()) b.append(b.length() == 0 ? "" : ", ").append(table.seat(q).name());
        return b.toString();
    }

    /** The human's move, or null when the input ended or the player quit. */
    private Integer ask(RacePosition pos, int outcome, int[] moves, int n) throws IOException {
        while (true) {
            StringBuilder list = new StringBuilder("   moves:");
            for (int i = 0; i < n; i++) list.append(' ').append(i + 1).append(") ").append(RaceNotation.text(pos, outcome, moves[i]));
            out.println(list);
            out.print("   your move: ");
            out.flush();
            String line = in.readLine();
            if (line == null) { out.println(); return null; }
            if (echo) out.println(line);
            String s = line.strip();
            if (s.equals("quit") || s.equals("exit")) return null;
            if (s.equals("board")) { out.print(RaceBoard.draw(pos, pos.toMove())); continue; }
            if (s.equals("help") || s.isEmpty()) {
                out.println("   a number from the list, the square of the piece to move (c1; c1= moves a double together), @ to enter, "
                        + "or the move's text; board, quit");
                continue;
            }
            Integer m = pick(pos, outcome, moves, n, s);
            if (m != null) return m;
        }
    }

    private Integer pick(RacePosition pos, int outcome, int[] moves, int n, String s) {
        if (s.matches("[0-9]{1,3}")) {
            int i = Integer.parseInt(s);
            if (i >= 1 && i <= n) return moves[i - 1];
            out.println("   no move " + s + "; choose 1 to " + n);
            return null;
        }
        for (int i = 0; i < n; i++) {
            String text = RaceNotation.text(pos, outcome, moves[i]);
            if (text.equals(s) || (s.equals("@") || s.equals("enter")) && text.startsWith("@")
                    || text.startsWith(s + "-") || (s.endsWith("=") && text.startsWith(s))) return moves[i];
        }
        try {
            String full = s;
            if (s.equals("@") || s.equals("enter")) full = "@" + table.game.squareName(table.track[pos.toMove()][RaceNotation.target(pos, pos.toMove(), RacePosition.OFF, table.distance[outcome])]);
            int sq = table.game.square(s.replace("=", ""));
            int from = sq < 0 ? -1 : table.indexOf[pos.toMove()][sq];
            if (from >= 0) // a bare square: the move it would make, so that the answer says why that is not allowed
                full = s.replace("=", "") + (s.endsWith("=") ? "=" : "-")
                        + table.game.squareName(table.track[pos.toMove()][RaceNotation.target(pos, pos.toMove(), from, table.distance[outcome])]);
            RaceNotation.parse(pos, outcome, full);
            out.println("   not a legal move");
        } catch (RaceNotation.IllegalMove e) {
            out.println("   " + e.getMessage());
        }
        return null;
    }
}
