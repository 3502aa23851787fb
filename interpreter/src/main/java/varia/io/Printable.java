package varia.io;

/**
 * Text from untrusted input (tags, move texts, file names, protocol words) made safe to print:
 * control characters and the invisible bidirectional overrides are shown as escapes instead of
 * acting on the terminal, and overlong text is cut with a note of its length.
 */
public final class Printable {
    private Printable() {}

    /** Longest piece of quoted input a message repeats. */
    public static final int MAX_QUOTE = 80;

    /**
     * The text with every character that could act on a terminal written as an escape:
     * C0 and C1 controls and DEL ({@code \x1B} for ESC), and the bidirectional embeddings,
     * overrides and isolates ({@code \u202E}); tabs become a space. Other text is unchanged.
     */
    public static String forTerminal(String s) {
        if (s == null) return null;
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            String rep = c == '\t' ? " " : acts(c) ? escape(c) : null;
            if (rep != null && sb == null) sb = new StringBuilder(s.length() + 8).append(s, 0, i);
            if (sb != null) {
                if (rep != null) sb.append(rep);
                else sb.append(c);
            }
        }
        return sb == null ? s : sb.toString();
    }

    /** True for a character that moves the cursor, recolours or reorders what a terminal shows. */
    static boolean acts(char c) {
        return c < 0x20 || c == 0x7F || c >= 0x80 && c <= 0x9F
                || c >= 0x202A && c <= 0x202E || c >= 0x2066 && c <= 0x2069 || c == 0x200E || c == 0x200F || c == 0x061C;
    }

    private static String escape(char c) {
        return c <= 0xFF ? String.format("\\x%02X", (int) c) : String.format("\\u%04X", (int) c);
    }

    /** {@link #forTerminal} of the text, cut to {@link #MAX_QUOTE} characters ("...(1048576 characters)"). */
    public static String shorten(String s) {
        if (s == null) return null;
        String t = s.length() <= MAX_QUOTE ? s : s.substring(0, MAX_QUOTE - 3) + "...(" + s.length() + " characters)";
        return forTerminal(t);
    }

    /** The first line of a message (an exception's may run on), made printable. */
    public static String firstLine(String s) {
        if (s == null) return "";
        String t = s.strip();
        int nl = t.indexOf('\n');
        return forTerminal(nl < 0 ? t : t.substring(0, nl).strip());
    }
}
