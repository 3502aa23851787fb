package varia.study;

import java.io.Serializable;
import java.util.List;

/**
 * One played game, as the study writes it (CSV, Parquet). A game that failed (an exception in
 * the engine or the search) keeps the moves made before the failure, result {@link #ERROR} and
 * the reason; the study goes on.
 *
 * @param variant the variant's key
 * @param options the arm's option values ({@code elephant=silver}), empty for the defaults
 * @param arm     the arm's label (the compared values)
 * @param game    the game's number within its arm (0-based)
 * @param seed    the game's seed (it chose the opening plies)
 * @param moves   the moves in coordinate notation, space-separated, the random opening plies first
 * @param result  {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code *} (stopped at the ply cap) or {@code error}
 * @param reason  why the game ended (the rules' reason, the cap, or the failure)
 * @param length  plies played
 */
public record GameRow(String variant, String options, String arm, int game, long seed, String moves,
                      String result, String reason, int length) implements Serializable {
    public static final String ERROR = "error", UNFINISHED = "*";

    /** The CSV/Parquet column names, in order. */
    public static final List<String> COLUMNS = List.of("variant", "options", "arm", "game", "seed", "moves", "result", "reason", "length");

    /** The values in column order, for writers. */
    public List<Object> values() { return java.util.Arrays.asList(variant, options, arm, game, seed, moves, result, reason, length); }
}
