package varia.notation;

/** Messages for characters the dialect does not accept. */
final class Unsupported {
    private Unsupported() {}

    static NotationException describe(String text, int column) {
        char ch = text.charAt(0);
        String shown = Character.isISOControl(ch) ? String.format("\\u%04x", (int) ch) : text;
        String msg;
        String hint = null;
        switch (ch) {
            case 'a' -> { msg = "'a' (multi-leg moves) is not part of this dialect (yet)"; hint = "lame leaps can be written with n, e.g. nN"; }
            case 'g' -> { msg = "'g' (grasshopper) is not part of this dialect (yet)"; hint = "p gives a cannon-like hopper, e.g. pR"; }
            case 'j' -> msg = "'j' (jumping / skipping) is not part of this dialect (yet)";
            case 'o' -> msg = "'o' (cylinder moves) is not part of this dialect (yet)";
            case 't' -> msg = "'t' (tame / then, meaning differs between dialects) is not part of this dialect (yet)";
            case 'u' -> msg = "'u' (unload) is not part of this dialect (yet)";
            case 'd' -> msg = "'d' (capture of an own piece) is not part of this dialect (yet)";
            case 'k' -> msg = "'k' (capture of a royal piece) is not part of this dialect (yet)";
            case 'q' -> msg = "'q' (circular rider) is not part of this dialect (yet)";
            case 'z' -> msg = "'z' (crooked rider) is not part of this dialect (yet)";
            case 'x' -> msg = "'x' has no agreed meaning in Betza dialects and is not part of this one";
            case 'L' -> { msg = "L is not an atom here"; hint = "write C for the camel (3,1)"; }
            case 'J' -> { msg = "J is not an atom here"; hint = "write Z for the zebra (3,2)"; }
            case 'I' -> { msg = "I is not an atom here"; hint = "write H for the threeleaper (3,0)"; }
            case 'O' -> { msg = "O (castling / null move) is not part of this dialect"; hint = "castling is declared in the variant file"; }
            case 'U' -> msg = "U (universal leaper) is not part of this dialect (yet)";
            case 'X' -> msg = "X (extended leaper) is not part of this dialect (yet)";
            case '(' -> { msg = "'(' without its ')': parentheses hold a leap vector only"; hint = "write a leap vector as (4,1) (the giraffe); grouping or repetition in parentheses is not part of this dialect"; }
            case ')' -> { msg = "')' without its '('"; hint = "write a leap vector as (4,1) (the giraffe)"; }
            case '[', ']' -> msg = "brackets (multi-leg bracket notation) are not part of this dialect (yet)";
            case '?' -> msg = "'?' (optional leg in bracket notation) is not part of this dialect (yet)";
            case '-' -> msg = "'-' (chained legs of Betza 2.0) is not part of this dialect (yet)";
            case '@' -> { msg = "'@' (drops) is not part of this dialect"; hint = "drops are declared in the variant file"; }
            case ' ', '\t', '\n', '\r' -> { msg = "white space inside a movement"; hint = "write the terms next to each other, e.g. fmWfcF"; }
            default -> {
                if (ch >= 'a' && ch <= 'z') {
                    msg = "unknown modifier '" + shown + "'";
                    String up = String.valueOf(Character.toUpperCase(ch));
                    hint = "WFDNAHCZGKRBQ".contains(up) ? "atoms are capital letters: " + up
                            : "modifiers are f b l r v s h, m c e, n, p, i";
                } else if (ch >= 'A' && ch <= 'Z') {
                    msg = "unknown atom '" + shown + "'";
                    String low = String.valueOf(Character.toLowerCase(ch));
                    hint = "fblrvshmcenpi".contains(low) ? "modifiers are lower-case: " + low
                            : "atoms are W F D N A H C Z G and K R B Q";
                } else {
                    msg = "unexpected character '" + shown + "'";
                }
            }
        }
        return new NotationException(column, msg, hint);
    }
}
