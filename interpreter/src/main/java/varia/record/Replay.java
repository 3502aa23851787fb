package varia.record;

import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.Predicate;
import varia.engine.FenException;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Plays a record's moves onto a game: the one place that turns recorded move texts into moves,
 * for {@link Validator} (checks them), {@link PgnWriter#rewrite} (rewrites them) and the terminal
 * game's {@code load} (continues them). Stops at the first move that does not read as a legal
 * move, leaving the position before it. Declarations in the comments ({@link Declarations}) are
 * made where they stand; one the rules do not offer there stops the replay at the move it follows.
 * A record that writes the compulsory first moves its variant's setup already holds ({@link
 * SetupMoves}: Shatar's 1.d4 d5) has them read and passed over: they are not played again, and
 * {@link Step} is not told of them.
 */
public final class Replay {
    private Replay() {}

    /** Called for each move that reads, before it is played on {@code before}. */
    public interface Step {
        void move(int index, RecordedMove recorded, int move, Position before);
    }

    /** The first move that did not replay: its index in the record, the move as recorded, and why. */
    public record Stop(int index, RecordedMove move, String error) {}

    /**
     * @param position the position after the moves that replayed (before {@link #stop()}'s move)
     * @param plies    how many moves replayed
     * @param stop     the move that did not, or null when all did
     */
    public record Result(Position position, int plies, Stop stop) {
        public boolean complete() { return stop == null; }
    }

    /**
     * The game's start position: its FEN tag (SetUp "1" or not), else the variant's; a record's
     * replay, so the rules' rulings stay open ({@link Position#arbitrated()}: a perpetual the
     * offender was ordered to stop does not end a game in which he stopped).
     */
    public static Position start(Game g, Variant v) throws FenException {
        String fen = g.tag("FEN");
        if (fen == null || fen.isBlank()) return Position.start(v).arbitrated(true);
        return Position.fromFen(v, fen.strip()).arbitrated(true);
    }

    /** Replays the moves on {@code position} itself (it is changed). */
    public static Result moves(Position position, List<RecordedMove> moves, MoveParser parser, Step step) {
        return moves(position, position::make, moves, parser, step);
    }

    /** As {@link #moves(Position, List, MoveParser, Step)}, first making the declarations of the comment before the first move. */
    public static Result moves(Position position, String preComment, List<RecordedMove> moves, MoveParser parser, Step step) {
        return moves(position, position::make, position::declare, preComment, moves, parser, step);
    }

    /**
     * Replays the moves through {@code play}, which must make each move on {@code position} (a
     * game that keeps its own history around the position, such as the terminal game's).
     */
    public static Result moves(Position position, IntConsumer play, List<RecordedMove> moves, MoveParser parser, Step step) {
        return moves(position, play, position::declare, null, moves, parser, step);
    }

    /**
     * The replay itself: {@code declare} makes a declaration (false when the rules do not offer it
     * there), {@code preComment} is the comment before the first move, or null.
     */
    public static Result moves(Position position, IntConsumer play, Predicate<String> declare, String preComment,
                               List<RecordedMove> moves, MoveParser parser, Step step) {
        for (String d : Declarations.in(preComment))
            if (!declare.test(d))
                return new Result(position, 0, new Stop(0, new RecordedMove("{[%declare " + d + "]}", 0, 0, null), refused(position, d)));
        // the compulsory first moves the setup already holds (Shatar's 1.d4 d5), when the record writes them
        int setup = SetupMoves.written(position, moves);
        if (setup < 0) {
            int j = -setup - 1;
            return new Result(position, j, new Stop(j, moves.get(j), "expected " + SetupMoves.expected(position.variant(), j)));
        }
        for (int i = 0; i < setup; i++)
            for (String d : Declarations.in(moves.get(i).comment()))
                if (!declare.test(d)) return new Result(position, i + 1, new Stop(i, moves.get(i), "after this move, " + refused(position, d)));
        for (int i = setup; i < moves.size(); i++) {
            RecordedMove rm = moves.get(i);
            MoveParser.Parsed p = parser.parse(position, rm.text());
            if (!p.ok()) return new Result(position, i, new Stop(i, rm, p.error()));
            if (step != null) step.move(i, rm, p.move(), position);
            play.accept(p.move());
            for (String d : Declarations.in(rm.comment()))
                if (!declare.test(d)) return new Result(position, i + 1, new Stop(i, rm, "after this move, " + refused(position, d)));
        }
        return new Result(position, moves.size(), null);
    }

    private static String refused(Position p, String name) {
        List<String> offered = p.declarations();
        return "the declaration '" + name + "' is not offered here ("
                + (offered.isEmpty() ? "the rules offer none" : "offered: " + String.join(", ", offered)) + ")";
    }
}
