package varia.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import varia.dice.DiceChessGame;
import varia.dice.DiceDescriber;
import varia.dice.DiceTable;

/**
 * The study page's data for a dice-chess game, from its file alone: the rules in words (as
 * {@code varia describe GAME} prints them), where each piece goes from one square for each army's
 * forward direction (from the compiled moves, on an empty board: {@link DiceTable#reach}), and the
 * die's table (each outcome, what it counts as, the pieces it moves, its probability) with the
 * chance that a turn's dice move each piece; and the armies set up (the seating with the most players).
 */
final class DiceStudy {
    private DiceStudy() {}

    record Outcome(String name, int distance, double probability, List<String> moves) {}

    /** Where a piece of one seat goes from {@code from}: squares it moves to, squares it takes on. */
    record Reach(int seat, String from, List<String> moves, List<String> captures) {}

    record PieceStudy(String name, String letter, String betza, int value, boolean king, boolean promotes, double turnChance,
                      List<Reach> reach) {}

    record SeatView(int index, String name, String letter, String forward) {}

    record Study(String key, String name, String text, DiceView.Board board, int dicePerTurn, String dieDescription,
                 List<Outcome> outcomes, List<PieceStudy> pieces, List<SeatView> seats, Map<Integer, List<String>> seating,
                 List<DiceView.Man> setup, Map<String, String> options) {}

    /** {@code square}: where the pieces stand (null: the square nearest the middle, below and left of it). */
    static Study of(DiceChessGame g, Map<String, String> options, String square) {
        int from = square == null || square.isBlank() ? (g.ranks() - 1) / 2 * g.files() + (g.files() - 1) / 2 : g.square(square.strip());
        if (from < 0) throw new Api.HttpError(400, "square: '" + varia.io.Printable.shorten(square) + "' is not a square of the "
                + g.files() + "x" + g.ranks() + " board");
        int most = g.playerCounts().get(g.playerCounts().size() - 1);
        DiceTable t = new DiceTable(g, most); // the seating with the most players: every army the file seats together
        List<SeatView> seats = new ArrayList<>();
        for (int p = 0; p < t.players; p++)
            seats.add(new SeatView(p, t.seat(p).name(), String.valueOf(t.seat(p).letter()), t.seat(p).forwardName()));
        int dice = g.rules().dicePerTurn();
        List<PieceStudy> pieces = new ArrayList<>();
        for (int type = 0; type < g.pieces().size(); type++) {
            List<Reach> reach = new ArrayList<>();
            for (int p = 0; p < t.players; p++) {
                int[] r = t.reach(p, type, from);
                List<String> moves = new ArrayList<>(), captures = new ArrayList<>();
                for (int sq = 0; sq < r.length; sq++) {
                    if ((r[sq] & DiceTable.REACH_MOVE) != 0) moves.add(g.squareName(sq));
                    if ((r[sq] & DiceTable.REACH_CAPTURE) != 0) captures.add(g.squareName(sq));
                }
                reach.add(new Reach(p, g.squareName(from), moves, captures));
            }
            double q = 0; // one die's chance to move this type
            for (int o = 0; o < g.die().size(); o++) if (g.moves(o, type)) q += g.die().outcome(o).probability();
            var pt = g.pieces().get(type);
            pieces.add(new PieceStudy(pt.name(), String.valueOf(pt.letter()), pt.betza(), pt.value(), pt.king(), pt.promotes(),
                    1 - Math.pow(1 - q, dice), reach));
        }
        List<Outcome> outcomes = new ArrayList<>();
        for (int o = 0; o < g.die().size(); o++)
            outcomes.add(new Outcome(g.die().outcome(o).name(), g.die().outcome(o).distance(), g.die().outcome(o).probability(), g.movedBy(o)));
        Map<Integer, List<String>> seating = new TreeMap<>();
        g.seating().forEach((n, list) -> seating.put(n, list.stream().map(i -> g.seats().get(i).name()).toList()));
        return new Study(g.key(), g.name(), DiceDescriber.describe(g), new DiceView.Board(g.files(), g.ranks()), dice,
                g.die().description(), outcomes, pieces, seats, seating, DiceView.men(new varia.dice.DicePosition(t)), options);
    }
}
