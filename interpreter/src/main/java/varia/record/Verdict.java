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
 * @param notes     what the replay noticed without failing the game: what the reader tolerated; the
 *                  first move after which each kind of claim (a draw by threefold repetition, by the
 *                  50-move rule...) was open; the rulings an arbiter could have given ({@link Note})
 * @param remarks   what the reader noticed and tolerated ({@link Game#notes()}: a variation left
 *                  out, an ending read from a summary line...), and what the replay says of an
 *                  ending the record declares (an illegal last move), each at its line
 */
public record Verdict(int game, int line, String players, boolean ok, int plies, String recorded,
                      GameResult rules, Outcome outcome, Failure failure, List<Note> notes, List<Problem> remarks) {
    public Verdict { notes = List.copyOf(notes); remarks = List.copyOf(remarks); }

    public Verdict(int game, int line, String players, boolean ok, int plies, String recorded,
                   GameResult rules, Outcome outcome, Failure failure, List<Note> notes) {
        this(game, line, players, ok, plies, recorded, rules, outcome, failure, notes, List.of());
    }

    /** The same verdict for a game read from a part of a file: its number and lines moved on by those of the parts before. */
    public Verdict shifted(long games, long lines) {
        Failure f = failure == null || failure.line() <= 0 ? failure
                : new Failure(failure.kind(), (int) (failure.line() + lines), failure.column(), failure.moveNo(), failure.written(),
                        failure.reason(), failure.fen(), failure.legal());
        List<Problem> r = remarks.stream().map(p -> p.line() > 0 ? new Problem((int) (p.line() + lines), p.column(), p.message()) : p).toList();
        return new Verdict((int) (game + games), line > 0 ? (int) (line + lines) : line, players, ok, plies, recorded, rules, outcome, f, notes, r);
    }

    /** The same verdict with these remarks before its own. */
    public Verdict withRemarks(List<Problem> more) {
        if (more.isEmpty()) return this;
        List<Problem> all = new java.util.ArrayList<>(more);
        all.addAll(remarks);
        return new Verdict(game, line, players, ok, plies, recorded, rules, outcome, failure, notes, all);
    }

    public Verdict(int game, int line, String players, boolean ok, int plies, String recorded,
                   GameResult rules, Outcome outcome, Failure failure) {
        this(game, line, players, ok, plies, recorded, rules, outcome, failure, List.of());
    }

    /**
     * What the replay noticed without failing the game, of three kinds:
     * <ul>
     * <li>{@link Kind#CLAIM}: a claim the rules offered, which the players did not make (or made:
     *     the last one may be how the game ended);</li>
     * <li>{@link Kind#RULING}: a ruling an arbiter could give (a perpetual check or chase that
     *     could be ruled a loss), which the offender heeded by changing his move;</li>
     * <li>{@link Kind#READING}: something the reader tolerated (a missing result token, a broken tag).</li>
     * </ul>
     *
     * @param kind   which of the three
     * @param ply    the number of moves played when it was first open (0 for a reading note)
     * @param moveNo the move after which it was open, as written in PGN ({@code 42...}); for a ruling the
     *               moves of the cycle ({@code 55-59}); null for a reading note
     * @param move   that move as written in the record, or null
     * @param claim  what could have been claimed or ruled, and by which rule; null for a reading note
     * @param line   for a reading note, its line (else 0)
     * @param column for a reading note, its column (else 0)
     * @param text   the note in words
     */
    public record Note(Kind kind, int ply, String moveNo, String move, GameResult claim, int line, int column, String text) {
        public enum Kind { CLAIM, RULING, READING }

        /** "a draw could have been claimed at move 42... Ra3 (3-fold repetition)". */
        public Note(int ply, String moveNo, String move, GameResult claim) {
            this(Kind.CLAIM, ply, moveNo, move, claim, 0, 0, claimText(moveNo, move, claim));
        }

        /** "Red's perpetual check (moves 55-59) could be ruled a loss", after the move that completed the cycle. */
        public static Note ruling(int ply, String moves, String move, GameResult ruled, String offender) {
            return new Note(Kind.RULING, ply, moves, move, ruled, 0, 0,
                    offender + "'s " + ruled.reason() + " (" + (moves.contains("-") ? "moves " : "move ") + moves + ") could be ruled a loss");
        }

        /** What the reader tolerated: "4543:10: tag Event: ...; read as ...". */
        public static Note reading(varia.record.Game.Tolerated t) {
            return new Note(Kind.READING, 0, null, null, null, t.problem().line(), t.problem().column(), t.text());
        }

        private static String claimText(String moveNo, String move, GameResult claim) {
            String what = switch (claim.status()) {
                case DRAW -> "a draw";
                case WHITE_WINS -> "a win for White";
                case BLACK_WINS -> "a win for Black";
                default -> "a result";
            };
            return what + " could have been claimed at move " + moveNo + " " + move + " (" + claim.reason() + ")";
        }
    }

    public enum Outcome {
        /** The rules end the game with the recorded result. */
        AGREES("agrees with the rules"),
        /** The rules say the game goes on: resignation, time, agreement, adjudication. */
        NOT_DECIDED("result not decided by the rules"),
        /** Recorded as unfinished ({@code *}): never a failure, whatever the rules say (they are reported beside it). */
        UNFINISHED("unfinished"),
        /** The recorded result is one a player may claim in the final position (a draw by repetition, say). */
        CLAIMED("agrees with a claim the rules allow"),
        /**
         * The record ends in a cycle the offender was ordered to break (a perpetual check or chase), and
         * the recorded result is the loss an arbiter rules for it.
         */
        RULED("agrees with the ruling the rules call for"),
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
