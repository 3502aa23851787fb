package varia.engine;

/**
 * Whether a game is over, who won, and the named reason (checkmate, stalemate, bare king,
 * n-move rule, repetition, ...).
 *
 * @param status ongoing, a win for one side, or a draw
 * @param reason a short name of the rule that decided it, e.g. "checkmate", "bare king"; empty while ongoing
 */
public record GameResult(Status status, String reason) {
    public enum Status { ONGOING, WHITE_WINS, BLACK_WINS, DRAW }

    public static final GameResult ONGOING = new GameResult(Status.ONGOING, "");

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
    static GameResult of(int colour, varia.rules.Outcome outcome, String reason) {
        return switch (outcome) {
            case DRAW -> new GameResult(Status.DRAW, reason);
            case WIN -> new GameResult(colour == 0 ? Status.WHITE_WINS : Status.BLACK_WINS, reason);
            case LOSS -> new GameResult(colour == 0 ? Status.BLACK_WINS : Status.WHITE_WINS, reason);
        };
    }

    @Override public String toString() { return isOver() ? pgn() + " (" + reason + ")" : "ongoing"; }
}
