package varia.dice;

import java.util.List;
import java.util.Map;
import varia.race.Throw;
import varia.variant.OptionChoice;

/**
 * A dice-chess game as its file describes it (immutable): board, piece types, seats (armies with
 * their forward directions and setups), the die (a race {@link Throw}) with the piece types each
 * outcome moves, the rules and the seats that play with each number of players.
 *
 * @param moves   [outcome][piece type]: true when that outcome lets that type move
 * @param seating number of players -> the seats that play (indices into {@code seats}, in turn order)
 */
public record DiceChessGame(String key, String name, List<String> sources, int files, int ranks, List<PieceType> pieces,
                            List<DiceSeat> seats, Throw die, boolean[][] moves, DiceRules rules, int defaultPlayers,
                            Map<Integer, List<Integer>> seating, List<OptionChoice> options, String origin) implements varia.game.SeatedGame {
    public DiceChessGame {
        sources = List.copyOf(sources);
        pieces = List.copyOf(pieces);
        seats = List.copyOf(seats);
        boolean[][] copy = new boolean[moves.length][];
        for (int i = 0; i < moves.length; i++) copy[i] = moves[i].clone();
        moves = copy;
        seating = Map.copyOf(seating);
        options = List.copyOf(options);
    }

    public int squares() { return files * ranks; }

    /** True when outcome {@code o} lets a piece of type {@code type} move. */
    public boolean moves(int o, int type) { return moves[o][type]; }

    public String squareName(int square) { return varia.race.RaceGame.squareName(square, files); }

    public int square(String name) { return varia.race.RaceGame.square(name, files, ranks); }

    private static final DiceFamily FAMILY = new DiceFamily();

    @Override public DiceFamily family() { return FAMILY; }

    @Override public String pieceWords() { return pieces.size() + " piece types"; }

    @Override public String describe() { return DiceDescriber.describe(this); }

    @Override public DiceState start(int players) { return new DiceState(new DiceTable(this, players)); }

    @Override public varia.game.Views views() { return new DiceViews(this); }

    /** The heuristic counts pieces: its many ties are broken at random. */
    @Override public double tieBreak() { return 1e-3; }

    @Override public varia.game.Figures figures(int players) { return new DiceFigures(this, players); }

    /** The piece type index with this name, or -1. */
    public int piece(String name) {
        for (int i = 0; i < pieces.size(); i++) if (pieces.get(i).name().equals(name)) return i;
        return -1;
    }

    /** The names of the piece types outcome {@code o} moves. */
    public List<String> movedBy(int o) {
        java.util.ArrayList<String> out = new java.util.ArrayList<>();
        for (int t = 0; t < pieces.size(); t++) if (moves[o][t]) out.add(pieces.get(t).name());
        return out;
    }
}
