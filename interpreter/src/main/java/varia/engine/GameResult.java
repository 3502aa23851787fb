package varia.engine;

import varia.rules.Outcome;

/**
 * Whether a game is over, who won, the rule that decided it and the words for it.
 *
 * @param status ongoing, a win for one side, or a draw
 * @param ending the rule that decided it ({@link Ending#NONE} while ongoing)
 * @param reason the ending in words, e.g. "checkmate", "bare king", "50-move rule"; empty while ongoing
 */
public record GameResult(Status status, Ending ending, String reason) {
    public enum Status { ONGOING, WHITE_WINS, BLACK_WINS, DRAW }

    public static final GameResult ONGOING = new GameResult(Status.ONGOING, Ending.NONE, "");

    /** A result decided outside the rules (an adjudication). */
    public GameResult(Status status, String reason) { this(status, Ending.ADJUDICATION, reason); }

    public boolean isOver() { return status != Status.ONGOING; }

    /** PGN result token: 1-0, 0-1, 1/2-1/2 or *. */
    public String pgn() {
        return switch (status) {
            case WHITE_WINS -> "1-0";
            case BLACK_WINS -> "0-1";
            case DRAW -> "1/2-1/2";
            case ONGOING -> "*";
        };
    }

    /** The result when the side {@code colour} (0 White, 1 Black) gets {@code outcome}. */
    public static GameResult of(int colour, Outcome outcome, Ending ending, String reason) {
        return switch (outcome) {
            case DRAW -> new GameResult(Status.DRAW, ending, reason);
            case WIN -> new GameResult(colour == 0 ? Status.WHITE_WINS : Status.BLACK_WINS, ending, reason);
            case LOSS -> new GameResult(colour == 0 ? Status.BLACK_WINS : Status.WHITE_WINS, ending, reason);
        };
    }

    public static GameResult draw(Ending ending, String reason) { return new GameResult(Status.DRAW, ending, reason); }

    /** A win for {@code colour}. */
    public static GameResult win(int colour, Ending ending, String reason) { return of(colour, Outcome.WIN, ending, reason); }

    @Override public String toString() { return isOver() ? pgn() + " (" + reason + ")" : "ongoing"; }
}
