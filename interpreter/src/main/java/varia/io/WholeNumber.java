package varia.io;

import java.math.BigInteger;
import java.util.Locale;

/** Reads a whole number typed by a user or sent by a GUI, saying the allowed range when it is not one. */
public final class WholeNumber {
    private WholeNumber() {}

    /**
     * The number {@code text} writes, when it is a whole number from {@code min} to {@code max}.
     *
     * @param what the name of the value, for the message ("--depth", "go movetime")
     * @throws IllegalArgumentException "WHAT must be a whole number from MIN to MAX, not 'TEXT'"
     *         (the text shortened), also for numbers too large for any integer type
     */
    public static long parse(String text, long min, long max, String what) {
        String t = text == null ? "" : text.strip();
        if (t.matches("[+-]?\\d{1,4000}")) {
            BigInteger n = new BigInteger(t.startsWith("+") ? t.substring(1) : t);
            if (n.compareTo(BigInteger.valueOf(min)) >= 0 && n.compareTo(BigInteger.valueOf(max)) <= 0) return n.longValue();
        }
        throw new IllegalArgumentException(what + " must be a whole number from " + show(min) + " to " + show(max)
                + ", not '" + Printable.shorten(t) + "'");
    }

    /** As {@link #parse}, for an int range. */
    public static int parseInt(String text, int min, int max, String what) {
        return (int) parse(text, min, max, what);
    }

    private static String show(long n) { return String.format(Locale.ROOT, "%,d", n); }
}
