package varia.notation;

import java.util.List;

/** Entry point of the movement notation: compile a string, print compiled moves back. */
public final class Notation {
    private Notation() {}

    /** Compiles a movement string such as {@code fmWfcF} into its canonical list of moves. */
    public static List<MoveRule> compile(String text) throws NotationException {
        return Compiler.compile(text);
    }

    /** Prints moves back as notation; {@code compile(print(m))} yields the same set of moves. */
    public static String print(List<MoveRule> moves) {
        return Printer.print(moves);
    }
}
