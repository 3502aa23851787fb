package varia.study;

import java.io.IOException;
import java.util.List;
import java.util.Locale;

/** RFC 4180 CSV: a field is quoted when it holds a comma, quote, CR or LF; quotes are doubled. */
public final class Csv {
    private Csv() {}

    public static void row(Appendable out, List<?> values) throws IOException {
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) out.append(',');
            out.append(field(values.get(i)));
        }
        out.append('\n');
    }

    static String field(Object v) {
        String s = v == null ? "" : v instanceof Double d ? number(d) : v.toString();
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) return s;
        return '"' + s.replace("\"", "\"\"") + '"';
    }

    /** Up to six decimals, no exponent, empty for NaN (unknown). */
    static String number(double d) {
        if (Double.isNaN(d)) return "";
        String s = String.format(Locale.ROOT, "%.6f", d);
        s = s.replaceFirst("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }
}
