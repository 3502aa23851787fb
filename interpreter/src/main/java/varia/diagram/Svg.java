package varia.diagram;

/** A small SVG writer: elements appended as text, attribute values escaped, numbers rounded. */
final class Svg {
    private final StringBuilder out = new StringBuilder(16_384);

    Svg raw(String s) { out.append(s); return this; }

    /** Opens an element with attributes given as name, value pairs; {@code close} ends it with {@code />}. */
    Svg open(String tag, boolean close, Object... attrs) {
        out.append('<').append(tag);
        for (int i = 0; i + 1 < attrs.length; i += 2) {
            if (attrs[i + 1] == null) continue;
            out.append(' ').append(attrs[i]).append("=\"").append(value(attrs[i + 1])).append('"');
        }
        out.append(close ? "/>" : ">");
        return this;
    }

    Svg el(String tag, Object... attrs) { return open(tag, true, attrs); }

    Svg start(String tag, Object... attrs) { return open(tag, false, attrs); }

    Svg end(String tag) { out.append("</").append(tag).append('>'); return this; }

    Svg text(String s) { out.append(escape(s)); return this; }

    /** A text element centred on (x, y). */
    Svg label(double x, double y, double size, String fill, String text, Object... attrs) {
        Object[] all = new Object[attrs.length + 10];
        all[0] = "x"; all[1] = x; all[2] = "y"; all[3] = y + size * 0.35;
        all[4] = "font-size"; all[5] = size; all[6] = "fill"; all[7] = fill;
        all[8] = "text-anchor"; all[9] = "middle";
        System.arraycopy(attrs, 0, all, 10, attrs.length);
        start("text", all).text(text).end("text");
        return this;
    }

    /** A number with at most two decimals and no trailing zeros (written by hand: String.format is slow here). */
    static String num(double d) {
        long hundredths = Math.round(d * 100);
        long whole = Math.abs(hundredths) / 100, frac = Math.abs(hundredths) % 100;
        String sign = hundredths < 0 ? "-" : "";
        if (frac == 0) return sign + whole;
        if (frac % 10 == 0) return sign + whole + "." + frac / 10;
        return sign + whole + "." + (frac < 10 ? "0" : "") + frac;
    }

    private static String value(Object o) {
        if (o instanceof Double d) return num(d);
        if (o instanceof Float f) return num(f);
        return escape(String.valueOf(o));
    }

    static String escape(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    @Override public String toString() { return out.toString(); }
}
