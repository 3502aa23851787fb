package varia.batch;

import java.io.Serializable;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import varia.record.Verdict;

/**
 * One game of an archive as {@code batch validate} writes it (Parquet, CSV): where it is, what was
 * recorded, what the rules say, and for a failed game the first move (or tag, or syntax) that
 * fails and why. The fields mirror {@code varia validate --json}.
 *
 * @param file        the record file
 * @param game        the game's 1-based number in its file
 * @param line        the line where the game starts
 * @param variant     the variant's key
 * @param options     the option values the game was replayed under ({@code werera=ten-moves}), empty for the defaults
 * @param recorded    the recorded result ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code *})
 * @param status      {@code ok} or {@code fail}
 * @param outcome     agrees, not_decided, unfinished, contradicts or not_checked
 * @param plies       moves replayed (all when ok; those before the failing one otherwise)
 * @param rules       the rules' result after the last replayed move, or null when the replay failed
 * @param rulesReason the rules' reason (checkmate...), or null
 * @param errorKind   syntax, tag, move, result, or null
 * @param errorLine   line of the offending text (0 when unknown or no failure)
 * @param moveNumber  the first illegal move's number as PGN writes it ({@code 12.}, {@code 12...}), or null
 * @param move        that move as written, or null
 * @param reason      why the game fails, or null
 */
public record CheckRow(String file, long game, long line, String variant, String options, String recorded, String status,
                       String outcome, int plies, String rules, String rulesReason, String errorKind, long errorLine,
                       String moveNumber, String move, String reason) implements Serializable {

    public static final List<String> COLUMNS = List.of("file", "game", "line", "variant", "options", "recorded", "status", "outcome",
            "plies", "rules", "rules_reason", "error_kind", "error_line", "move_number", "move", "reason");

    public static CheckRow of(String file, String variant, String options, Verdict v) {
        Verdict.Failure f = v.failure();
        return new CheckRow(file, v.game(), v.line(), variant, options, v.recorded(), v.ok() ? "ok" : "fail",
                v.outcome().name().toLowerCase(Locale.ROOT), v.plies(),
                v.rules() == null ? null : v.rules().pgn(), v.rules() == null ? null : v.rules().reason(),
                f == null ? null : f.kind().name().toLowerCase(Locale.ROOT), f == null ? 0 : f.line(),
                f == null ? null : f.moveNo(), f == null ? null : f.written(), f == null ? null : f.reason());
    }

    /** A row for a whole file that could not be read (it counts as one failed game, as in {@code varia validate}). */
    public static CheckRow unreadable(String file, String variant, String options, String why) {
        return new CheckRow(file, 0, 0, variant, options, "*", "fail", "not_checked", 0, null, null, "file", 0, null, null, why);
    }

    public boolean ok() { return status.equals("ok"); }

    /**
     * The same row with its game and line numbers moved on (a part of a file read on its own); a
     * file-level row (game 0) stays as it is.
     */
    public CheckRow shifted(long games, long lines) {
        if (game == 0) return this;
        return new CheckRow(file, game + games, line + lines, variant, options, recorded, status, outcome, plies, rules, rulesReason,
                errorKind, errorLine > 0 ? errorLine + lines : 0, moveNumber, move, reason);
    }

    /** The values in column order. */
    public List<Object> values() {
        return Arrays.asList(file, game, line, variant, options, recorded, status, outcome, plies, rules, rulesReason, errorKind, errorLine,
                moveNumber, move, reason);
    }
}
