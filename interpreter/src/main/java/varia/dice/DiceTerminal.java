package varia.dice;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A dice-chess game in the terminal: any mix of humans and computer players, the dice drawn from a
 * seeded random source (the same seed and the same answers give the same game). A human picks a
 * move by its number in the list or by its text ({@code d2-d3}, {@code c1xc5}); {@code board},
 * {@code help}, {@code quit}. Input that is not a legal move is answered, never fatal.
 */
public final class DiceTerminal {
    private final DiceTable table;
    private final DiceStrategy[] strategies;
    private final SplittableRandom random;
    private final BufferedReader in;
    private final PrintWriter out;
    private final boolean echo;

    /** {@code who}: human, computer (expectimax), expectimax, greedy or random per player; {@code echo} writes each answer (input from a pipe). */
    public DiceTerminal(DiceTable table, String[] who, long seed, BufferedReader in, PrintWriter out, boolean echo) {
        this.table = table;
        this.strategies = new DiceStrategy[who.length];
        for (int p = 0; p < who.length; p++) if (!who[p].equals("human")) strategies[p] = DiceStrategy.named(who[p]);
        this.random = new SplittableRandom(seed);
        this.in = in;
        this.out = out;
        this.echo = echo;
    }

    /** Plays until the game ends, a human quits or the input ends; returns the run (its record). */
    public DiceRun run() throws IOException {
        DiceRun run = DiceRun.start(table);
        DicePosition pos = run.position;
        while (!pos.over()) {
            int p = pos.toMove();
            boolean human = strategies[p] == null;
            if (human) out.print(DiceBoard.draw(pos));
            int[] dice = DiceRun.throwDice(table, random);
            out.println((pos.turns() + 1) + ". " + table.seat(p).name() + " throws " + describe(dice));
            int lostBefore = pos.lostDice();
            List<String> made = run.begin(dice);
            boolean allLost = !pos.inTurn() || pos.toMove() != p;
            if (allLost) out.println("   no piece can use them; the throw is lost");
            while (pos.inTurn() && pos.toMove() == p) {
                int[] moves = run.legal();
                int move;
                if (human) {
                    Integer chosen = ask(pos, moves);
                    if (chosen == null) { out.println("game stopped after " + pos.turns() + " turns"); out.flush(); return run; }
                    move = chosen;
                } else {
                    move = moves.length == 1 ? moves[0] : strategies[p].choose(pos, moves, moves.length, random);
                }
                String text = DiceNotation.text(pos, move);
                run.move(move, made);
                out.println("   " + text + events(pos));
            }
            int lost = pos.lostDice() - lostBefore;
            if (!allLost && lost > 0) out.println("   " + (lost == 1 ? "a die is" : lost + " dice are") + " left that no piece can use: lost");
            out.flush();
        }
        out.print(DiceBoard.draw(pos));
        out.println(DiceResult.text(pos));
        out.flush();
        return run;
    }

    private String describe(int[] dice) {
        StringBuilder b = new StringBuilder();
        for (int o : dice)
            b.append(b.length() == 0 ? "" : ", ").append(table.game.die().outcome(o).name()).append(" (")
                    .append(String.join(" or ", table.game.movedBy(o))).append(')');
        return b.toString();
    }

    /** What the last move did besides moving. */
    private String events(DicePosition pos) {
        StringBuilder b = new StringBuilder();
        if (pos.lastPromotion() >= 0) b.append("; the pawn becomes a ").append(table.type(pos.lastPromotion()).name());
        if (pos.lastTriumph() > 0) b.append("; triumph: ").append(pos.lastTriumph()).append(" ").append(table.type(table.game.rules().triumph()).name())
                .append("(s) taken");
        for (int q = 0; q < table.players; q++) if ((pos.lastOut() & 1 << q) != 0) b.append("; ").append(table.seat(q).name()).append(" is out");
        return b.toString();
    }

    private Integer ask(DicePosition pos, int[] moves) throws IOException {
        while (true) {
            StringBuilder list = new StringBuilder("   dice left " + DiceRecord.throwText(table, pos.diceLeft()) + "; moves:");
            for (int i = 0; i < moves.length; i++) list.append(' ').append(i + 1).append(") ").append(DiceNotation.text(pos, moves[i]));
            out.println(list);
            out.print("   your move: ");
            out.flush();
            String line = in.readLine();
            if (line == null) { out.println(); return null; }
            if (echo) out.println(line);
            String s = line.strip();
            if (s.equals("quit") || s.equals("exit")) return null;
            if (s.equals("board")) { out.print(DiceBoard.draw(pos)); continue; }
            if (s.equals("help") || s.isEmpty()) {
                out.println("   a number from the list or the move's text (d2-d3, c1xc5); board, quit");
                continue;
            }
            if (s.matches("[0-9]{1,4}")) {
                int i = Integer.parseInt(s);
                if (i >= 1 && i <= moves.length) return moves[i - 1];
                out.println("   no move " + s + "; choose 1 to " + moves.length);
                continue;
            }
            try {
                return DiceNotation.parse(pos, s);
            } catch (DiceNotation.IllegalMove e) {
                out.println("   " + e.getMessage());
            }
        }
    }
}
