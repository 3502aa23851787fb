package varia.notation;

import java.util.List;

/**
 * Entry point of the movement notation: compile a string, print compiled moves back.
 * The dialect, its direction tables and its error messages are described in docs/notation.md.
 */
public final class Notation {
    private Notation() {}

    /**
     * Longest movement string compiled. Real pieces need a few dozen characters; the limit keeps
     * the compiler's time and memory small on hostile input (a megabyte of notation once took 22 s
     * and 1.8 GB). A longer string is refused with its column.
     */
    public static final int MAX_LENGTH = 1000;

    /**
     * Compiles a movement string such as {@code fmWfcF} into its canonical list of moves: one
     * single-leg rule per concrete direction, modes of otherwise equal rules merged, sorted in
     * the documented order (so equal movement gives equal lists).
     *
     * @throws NotationException with the 1-based column of the first offending character
     */
    public static List<MoveRule> compile(String text) throws NotationException {
        return Compiler.compile(text);
    }

    /**
     * Prints moves back as canonical notation; {@code compile(print(compile(s)))} equals
     * {@code compile(s)}. Multi-leg rules cannot be printed ({@link IllegalArgumentException}).
     */
    public static String print(List<MoveRule> moves) {
        return Printer.print(moves);
    }
}
