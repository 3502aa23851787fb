package varia.dice;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import varia.game.Family;
import varia.game.Records;
import varia.game.State;
import varia.game.TurnRecords;
import varia.race.Throw;
import varia.variant.OptionChoice;
import varia.variant.Variant;

/**
 * One of the engine's variants moved by a die ({@code game: dice-variant}): before each move the
 * player to move throws, and the number names the piece types that may move (Alfonso X's Grande
 * Acedrex with its eight-sided die). The variant's rules stay whole; a throw whose pieces have no
 * legal move is thrown again (the Libro's dice chess), so a player moves whenever he can, and the
 * variant's own mate and stalemate end the game when he cannot.
 *
 * @param moves [outcome][the variant's piece type]: true when that outcome lets that type move
 */
public record VariantDiceGame(String key, String name, List<String> sources, Variant variant, Throw die, boolean[][] moves,
                              List<OptionChoice> options, String origin) implements varia.game.Game {
    public VariantDiceGame {
        sources = List.copyOf(sources);
        boolean[][] copy = new boolean[moves.length][];
        for (int i = 0; i < moves.length; i++) copy[i] = moves[i].clone();
        moves = copy;
        options = List.copyOf(options);
    }

    static final Family FAMILY = new VariantDiceFamily();
    static final List<String> SEATS = List.of("white", "black");

    @Override public Family family() { return FAMILY; }

    @Override public List<Integer> playerCounts() { return List.of(2); }

    @Override public int defaultPlayers() { return 2; }

    @Override public List<String> seats(int players) {
        if (players != 2) throw new IllegalArgumentException(key + " is played by 2 players, not " + players);
        return SEATS;
    }

    @Override public String summary() {
        return "dice variant: " + variant.key() + " (" + variant.files() + "x" + variant.ranks() + ") moved by " + die.description() + ", "
                + options.size() + " options";
    }

    /** True when outcome {@code o} lets the variant's piece type {@code type} move. */
    public boolean moves(int o, int type) { return moves[o][type]; }

    /** The names of the piece types outcome {@code o} moves. */
    public List<String> movedBy(int o) {
        List<String> out = new ArrayList<>();
        for (int t = 0; t < moves[o].length; t++) if (moves[o][t]) out.add(variant.pieces().get(t).name());
        return out;
    }

    @Override public String describe() {
        StringBuilder b = varia.game.RuleBook.heading(this, "dice variant", variant.files(), variant.ranks(), "");
        b.append("\nThe die: ").append(die.description()).append(", thrown before each move; its number names the piece to move:\n");
        for (int o = 0; o < die.size(); o++)
            b.append(String.format(Locale.ROOT, "  %-6s probability %.4f  moves %s%n", die.outcome(o).name(), die.outcome(o).probability(),
                    String.join(" or ", movedBy(o))));
        b.append("  A throw whose pieces have no legal move is thrown again; when no piece has a legal move the variant's own rules end the game.\n");
        varia.game.RuleBook.optionsAndSources(b, this);
        b.append("\nThe variant moved (").append(variant.key()).append("):\n\n").append(varia.rules.Describer.describe(variant));
        return b.toString();
    }

    @Override public State start(int players) {
        seats(players);
        return new VariantDiceState(this);
    }

    /** Records in turns: {@code N. SEAT THROW MOVE} (docs/records.md, "Dice chess"). */
    static final TurnRecords.Format RECORDS = new TurnRecords.Format("throw ", "[N.] [SEAT] THROW MOVE", "1. white 1 f5", 1, "--", false,
            "one move a throw", "the throw's pieces can move, e.g. %s; a move must be made", true);

    @Override public Records records() { return new TurnRecords(this, RECORDS); }

    /** The engine's evaluation: centipawn-like units, a minor piece about 300. */
    @Override public double evaluationScale() { return 150; }
}
