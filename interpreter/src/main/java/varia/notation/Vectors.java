package varia.notation;

/** Reads an explicit leap vector atom, {@code (4,1)}: two whole numbers of one or two digits, not both 0. */
final class Vectors {
    private Vectors() {}

    private static final String FORM = "a leap vector is two whole numbers in parentheses, e.g. (4,1) for the giraffe";

    /** The atom of the vector written as {@code text} (with its parentheses) at {@code column}. */
    static Atom atom(String text, int column) throws NotationException {
        String inside = text.substring(1, text.length() - 1);
        int comma = inside.indexOf(',');
        if (comma < 0) {
            throw new NotationException(column, "'" + text + "': parentheses hold a leap vector, and this one has no comma", FORM);
        }
        int x = number(inside.substring(0, comma), column + 1, text);
        int y = number(inside.substring(comma + 1), column + 2 + comma, text);
        if (x == 0 && y == 0) {
            throw new NotationException(column, "(0,0) is no leap: the piece would stay where it is",
                    "write the leap's two distances, e.g. (4,1)");
        }
        return Atom.of(x, y);
    }

    private static int number(String digits, int column, String text) throws NotationException {
        if (digits.isEmpty()) {
            throw new NotationException(column, "leap vector '" + text + "' lacks a number", FORM);
        }
        for (int i = 0; i < digits.length(); i++) {
            char c = digits.charAt(i);
            if (c < '0' || c > '9') {
                String shown = Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : String.valueOf(c);
                String why = c == '-' ? "a leap vector stands for all its mirror images; write the distances without signs"
                        : c == ' ' ? "no white space inside a leap vector" : c == ',' ? "a leap vector has two numbers, not more"
                        : "'" + shown + "' is not a digit";
                throw new NotationException(column + i, "leap vector '" + text + "': " + why, FORM);
            }
        }
        if (digits.length() > 2) {
            throw new NotationException(column + 2, "leap vector '" + text + "': at most two digits a number (a leap of "
                    + Atom.MAX_VECTOR + " squares at most)", "boards are smaller than that; check the vector");
        }
        return Integer.parseInt(digits);
    }
}
