package varia.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import varia.dice.DiceChessGame;
import varia.dice.DiceNotation;
import varia.dice.DicePosition;
import varia.dice.DiceResult;
import varia.dice.DiceRun;
import varia.dice.DiceSeat;
import varia.dice.DiceTable;
import varia.dice.PieceType;

/**
 * A dice-chess game's state as the browser draws it, from the file alone: the board's size, the
 * piece types, each playing seat (its letter, forward direction, who plays it, whether it is still
 * in, its stakes), the men on the board, the dice of the turn in play with those played, the legal
 * moves for the dice left, the turns played with what each move did, and the result.
 */
final class DiceView {
    private DiceView() {}

    record Board(int files, int ranks) {}

    record Piece(String name, String letter, int value, boolean king, boolean promotes) {}

    /** A seat: {@code kings}: the seats whose king it took. */
    record Seat(int index, String name, String letter, String forward, String who, boolean in, int stakes, int men, List<String> kings) {}

    /** A man: its square, its seat (index in play order), its type; {@code dead} when its seat is out but it stays. */
    record Man(String square, int seat, String piece, String letter, boolean dead) {}

    /** One die of the turn: its outcome, what it counts as, the piece types it moves, whether it is played. */
    record Die(String name, int distance, List<String> moves, boolean used) {}

    /** One legal move for the dice left: its text (as records write it), squares, the die's outcome, whether it takes. */
    record Move(String move, String from, String to, String die, boolean capture) {}

    record Turn(int n, int player, String seat, List<String> dice, List<DiceSession.MoveLog> moves, int lost, boolean finished) {}

    record Ranked(String seat, int stakes, boolean out) {}

    record Result(String status, String winner, List<Ranked> ranking, String reason) {}

    record State(String id, String game, String name, long seed, int players, Map<String, String> options, Board board,
                 List<Piece> pieces, List<Seat> seats, List<Man> men, int turn, String turnSeat, boolean humanToAct, String phase,
                 List<Die> dice, List<Move> legal, List<Turn> history, int lostDice, Result result) {}

    static State of(DiceSession s, DiceRun run) {
        DiceTable t = s.table;
        DicePosition pos = run.position;
        List<DiceSession.TurnLog> logs = s.turns();
        List<Die> dice = new ArrayList<>();
        List<Move> legal = new ArrayList<>();
        if (pos.inTurn() && !logs.isEmpty()) {
            DiceSession.TurnLog now = logs.get(logs.size() - 1);
            boolean[] used = new boolean[now.outcomes().length];
            for (DiceSession.MoveLog m : now.moves()) used[m.die()] = true;
            for (int i = 0; i < used.length; i++) dice.add(die(t.game, now.outcomes()[i], used[i]));
            for (int m : run.legal())
                legal.add(new Move(DiceNotation.text(pos, m), t.squareName(DicePosition.from(m)), t.squareName(DicePosition.to(m)),
                        t.game.die().outcome(now.outcomes()[DicePosition.die(m)]).name(), pos.at(DicePosition.to(m)) != DicePosition.EMPTY));
        }
        List<Turn> history = new ArrayList<>();
        for (int i = 0; i < logs.size(); i++) {
            DiceSession.TurnLog l = logs.get(i);
            boolean finished = i < logs.size() - 1 || !pos.inTurn();
            history.add(new Turn(i + 1, l.player(), t.seat(l.player()).name(), names(t.game, l.outcomes()), List.copyOf(l.moves()),
                    finished ? l.outcomes().length - l.moves().size() : 0, finished));
        }
        List<Seat> seats = new ArrayList<>();
        for (int p = 0; p < t.players; p++) {
            List<String> kings = new ArrayList<>();
            for (DiceSession.TurnLog l : logs)
                if (l.player() == p) for (DiceSession.MoveLog m : l.moves()) if (m.king()) kings.add(m.takenSeat());
            seats.add(seat(t, pos, p, s.who[p], kings));
        }
        String phase = pos.over() ? "over" : pos.inTurn() ? "move" : "throw";
        return new State(s.id, t.game.key(), t.game.name(), s.seed, t.players, s.options, new Board(t.files, t.ranks), pieces(t.game),
                seats, men(pos), pos.toMove(), t.seat(pos.toMove()).name(), s.humanActs(), phase, dice, legal, history, pos.lostDice(),
                result(pos));
    }

    static List<Piece> pieces(DiceChessGame g) {
        return g.pieces().stream().map(p -> new Piece(p.name(), String.valueOf(p.letter()), p.value(), p.king(), p.promotes())).toList();
    }

    static Seat seat(DiceTable t, DicePosition pos, int p, String who, List<String> kings) {
        DiceSeat s = t.seat(p);
        int men = 0;
        for (int sq = 0; sq < t.squares; sq++) if (pos.owner(sq) == p) men++;
        return new Seat(p, s.name(), String.valueOf(s.letter()), s.forwardName(), who, pos.in(p), pos.score(p), men, kings);
    }

    static List<Man> men(DicePosition pos) {
        DiceTable t = pos.table();
        List<Man> out = new ArrayList<>();
        for (int sq = 0; sq < t.squares; sq++) {
            int q = pos.owner(sq);
            if (q < 0) continue;
            PieceType type = t.type(pos.type(sq));
            out.add(new Man(t.squareName(sq), q, type.name(), String.valueOf(type.letter()), !pos.in(q)));
        }
        return out;
    }

    static Die die(DiceChessGame g, int outcome, boolean used) {
        return new Die(g.die().outcome(outcome).name(), g.die().outcome(outcome).distance(), g.movedBy(outcome), used);
    }

    static List<String> names(DiceChessGame g, int[] outcomes) {
        List<String> out = new ArrayList<>();
        for (int o : outcomes) out.add(g.die().outcome(o).name());
        return out;
    }

    static Result result(DicePosition pos) {
        if (!pos.over()) return new Result("ongoing", null, List.of(), null);
        DiceTable t = pos.table();
        List<Ranked> ranking = new ArrayList<>();
        for (int q : pos.ranking()) ranking.add(new Ranked(t.seat(q).name(), pos.score(q), !pos.in(q)));
        return new Result("over", pos.winner() >= 0 ? t.seat(pos.winner()).name() : null, ranking, DiceResult.text(pos));
    }
}
