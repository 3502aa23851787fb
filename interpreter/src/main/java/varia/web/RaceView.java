package varia.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import varia.race.Outcome;
import varia.race.RaceGame;
import varia.race.RaceMove;
import varia.race.RaceNotation;
import varia.race.RacePosition;
import varia.race.RaceRun;
import varia.race.RaceTable;

/**
 * A race game's state as the browser draws it, from the file alone: the board's squares with
 * their coordinates, nests and the tracks through them, each seat's track and pieces, whose turn
 * it is, the throw waiting for a move with its legal moves, the turns played and the result.
 */
final class RaceView {
    private RaceView() {}

    record Square(String name, int file, int rank, boolean nest, List<Integer> tracks) {}

    record Board(int files, int ranks, List<Square> squares) {}

    record OutcomeView(String name, String label, int distance, double probability, String token) {}

    record Dice(String description, List<OutcomeView> outcomes) {}

    /** One piece: off the board, on a square (its step on the track, from 1), or home. */
    record Piece(int piece, String state, String square, int step) {}

    record Seat(int index, String name, String letter, String who, String start, String home, List<String> track,
                int off, int homeCount, boolean finished, List<Piece> pieces) {}

    /** One legal move for the waiting throw: its text (as records write it) and what it does. */
    record Move(String move, String kind, String from, String to, int count, boolean home) {}

    record Turn(int n, int player, String seat, String throwToken, String throwLabel, int distance, String move,
                int captured, boolean lost) {}

    record Result(String status, String winner, List<String> order, String reason) {}

    record State(String id, String game, String name, long seed, int players, Map<String, String> options, Board board,
                 Dice dice, List<Seat> seats, int turn, String turnSeat, boolean humanToAct, String phase,
                 OutcomeView thrown, List<Move> legal, List<Turn> history, Result result) {}

    static State of(RaceSession s, RaceRun run, int pending, boolean humanToAct, String[] who) {
        RaceTable t = s.table;
        RaceGame g = s.game;
        RacePosition pos = run.position;
        List<Seat> seats = new ArrayList<>();
        for (int p = 0; p < t.players(); p++) seats.add(seat(t, pos, p, who[p]));
        List<Move> legal = new ArrayList<>();
        if (pending >= 0 && !pos.over()) {
            int[] moves = new int[g.pieces() * 4 + 2];
            int n = pos.generate(pending, moves);
            for (int i = 0; i < n; i++) legal.add(move(t, pos, pending, moves[i]));
        }
        List<Turn> history = new ArrayList<>();
        int k = 0;
        for (RaceRun.Turn turn : run.record()) {
            Outcome o = g.dice().outcome(turn.outcome());
            boolean lost = turn.move() == RaceMove.PASS; // a throw not used: lost, or let go where that is allowed
            history.add(new Turn(++k, turn.player(), t.seat(turn.player()).name(), g.dice().token(turn.outcome()), o.label(),
                    o.distance(), turn.text(), turn.captured(), lost));
        }
        String phase = pos.over() ? "over" : pending >= 0 ? "move" : "throw";
        return new State(s.id, g.key(), g.name(), s.seed, t.players(), s.options, board(t), dice(g),
                seats, pos.toMove(), t.seat(pos.toMove()).name(), humanToAct, phase,
                pending >= 0 ? outcome(g, pending) : null, legal, history, result(t, pos, run.turns));
    }

    static Board board(RaceTable t) {
        RaceGame g = t.game();
        List<Square> squares = new ArrayList<>();
        for (int sq = 0; sq < g.squares(); sq++) {
            List<Integer> on = new ArrayList<>();
            for (int p = 0; p < t.players(); p++) if (t.indexOf(p, sq) >= 0) on.add(p);
            squares.add(new Square(g.squareName(sq), sq % g.files(), sq / g.files(), g.isNest(sq), on));
        }
        return new Board(g.files(), g.ranks(), squares);
    }

    static Dice dice(RaceGame g) {
        List<OutcomeView> out = new ArrayList<>();
        for (int i = 0; i < g.dice().size(); i++) out.add(outcome(g, i));
        return new Dice(g.dice().description(), out);
    }

    private static OutcomeView outcome(RaceGame g, int i) {
        Outcome o = g.dice().outcome(i);
        return new OutcomeView(o.name(), o.label(), o.distance(), o.probability(), g.dice().token(i));
    }

    private static Seat seat(RaceTable t, RacePosition pos, int p, String who) {
        RaceGame g = t.game();
        int last = t.length(p) - 1;
        List<String> track = new ArrayList<>();
        for (int i = 0; i <= last; i++) track.add(g.squareName(t.square(p, i)));
        List<Piece> pieces = new ArrayList<>();
        for (int i = 0; i < g.pieces(); i++) {
            int at = pos.piece(p, i);
            if (at == RacePosition.OFF) pieces.add(new Piece(i, "off", null, 0));
            else pieces.add(new Piece(i, at == last ? "home" : "track", g.squareName(t.square(p, at)), at + 1));
        }
        return new Seat(p, t.seat(p).name(), String.valueOf(t.seat(p).letter()), who, track.get(0), track.get(last), track,
                pos.off(p), pos.home(p), pos.finished(p), pieces);
    }

    static Move move(RaceTable t, RacePosition pos, int outcome, int m) {
        String text = RaceNotation.text(pos, outcome, m);
        if (m == RaceMove.PASS) return new Move(text, "pass", null, null, 0, false);
        int p = pos.toMove(), from = RaceMove.from(m), k = RaceMove.count(m);
        String to = text.replaceFirst("^.*[@=-]", ""); // the square after the last mark: @c1, c1-f1, c1=f1
        boolean home = to.equals(t.game().squareName(t.square(p, t.length(p) - 1)));
        if (from == RacePosition.OFF) return new Move(text, "enter", null, to, 1, home);
        return new Move(text, k > 1 ? "stack" : "move", t.game().squareName(t.square(p, from)), to, k, home);
    }

    static Result result(RaceTable t, RacePosition pos, int turns) {
        if (!pos.over()) return new Result("ongoing", null, List.of(), null);
        List<String> order = new ArrayList<>();
        for (int q : pos.finishOrder()) order.add(t.seat(q).name());
        String winner = t.seat(pos.winner()).name();
        String reason = winner + " brought all " + t.game().pieces() + " pieces home first, after " + turns + " turns"
                + (order.size() > 1 ? "; places: " + String.join(", ", order) : "");
        return new Result("over", winner, order, reason);
    }
}
