package varia.record;

import java.util.List;
import varia.engine.GameResult;

/**
 * What validating one game found.
 *
 * @param game      1-based index of the game in its file
 * @param line      line where the game starts
 * @param players   "White - Black" or null
 * @param ok        true when every move is legal and the recorded result does not contradict the rules
 * @param plies     moves replayed (all of them when ok; those before the failing one otherwise)
 * @param recorded  the recorded result token
 * @param rules     the rules' verdict after the last replayed move (null when the replay failed)
 * @param outcome   how the recorded result relates to the rules, see {@link Outcome}
 * @param failure   why the game failed, or null
 */
public record Verdict(int game, int line, String players, boolean ok, int plies, String recorded,
                      GameResult rules, Outcome outcome, Failure failure) {

    public enum Outcome {
        /** The rules end the game with the recorded result. */
        AGREES("agrees with the rules"),
        /** The rules say the game goes on: resignation, time, agreement, adjudication. */
        NOT_DECIDED("result not decided by the rules"),
        /** Recorded as unfinished ({@code *}) and the rules agree. */
        UNFINISHED("unfinished"),
        /** The rules end the game differently. */
        CONTRADICTS("result contradicts the rules"),
        /** Not checked: the replay failed first. */
        NOT_CHECKED("not checked");

        public final String text;
        Outcome(String text) { this.text = text; }
    }

    /**
     * Why a game failed.
     *
     * @param kind     syntax, tag, move or result
     * @param line     line of the offending text (0 when unknown)
     * @param column   its column
     * @param moveNo   the move number as written in PGN ({@code 12.} or {@code 12...}), or null
     * @param written  the move as written, or null
     * @param reason   why it is rejected
     * @param fen      the position before the move, or null
     * @param legal    the legal moves there, in SAN, or empty
     */
    public record Failure(Kind kind, int line, int column, String moveNo, String written, String reason,
                          String fen, List<String> legal) {
        public enum Kind { SYNTAX, TAG, MOVE, RESULT }
    }
}
