package varia.record;

import java.util.List;

/** Minimal JSON writing for the {@code --json} outputs. */
public final class Json {
    private Json() {}

    public static String str(String s) {
        if (s == null) return "null";
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    // controls, DEL, C1 and the bidirectional overrides escaped: the line stays inert on a terminal
                    if (c < 0x20 || c == 0x7F || c >= 0x80 && c <= 0x9F || c >= 0x202A && c <= 0x202E || c >= 0x2066 && c <= 0x2069)
                        sb.append(String.format("\\u%04x", (int) c));
                    else sb.append(c);
                }
            }
        }
        return sb.append('"').toString();
    }

    public static String list(List<String> items) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < items.size(); i++) sb.append(i == 0 ? "" : ",").append(str(items.get(i)));
        return sb.append(']').toString();
    }
}
