package varia.record.formats;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import varia.io.TextDecoding;

/**
 * The beginning of a record file as content detection sees it ({@link RecordFormat#recognises}):
 * its first bytes (for binary formats' signatures), their text (decoded as UTF-8, else Shift_JIS or
 * Korean, else Latin-1), its first lines, and, for PGN-shaped text, the tags and the movetext's
 * words. Each part is worked out once, when first asked for.
 */
public final class Head {
    /** Bytes looked at. */
    public static final int BYTES = 64 << 10;
    /** Lines and movetext words looked at: enough to tell, few enough to stay quick. */
    static final int LINES = 200, WORDS = 400;

    private final byte[] bytes;
    private String text;
    private List<String> lines;
    private Map<String, String> tags;
    private List<String> words;

    private Head(byte[] bytes, String text) {
        this.bytes = bytes;
        this.text = text;
    }

    /** The first bytes of a file (at most {@link #BYTES}; a cut inside a line drops that line). */
    public static Head of(byte[] head) {
        int cut = head.length;
        if (head.length >= BYTES) while (cut > 0 && head[cut - 1] != '\n') cut--; // whole lines only
        return new Head(Arrays.copyOf(head, cut == 0 ? head.length : cut), null);
    }

    /** Text already decoded (a record pasted into the browser). */
    public static Head ofText(String text) {
        return new Head(text.getBytes(StandardCharsets.UTF_8), text);
    }

    /** The raw bytes (binary formats look for their signature here). */
    public byte[] bytes() { return bytes; }

    /** True when the bytes begin with these (a binary format's signature). */
    public boolean startsWith(byte... signature) {
        if (bytes.length < signature.length) return false;
        for (int i = 0; i < signature.length; i++) if (bytes[i] != signature[i]) return false;
        return true;
    }

    /** The bytes as text. */
    public String text() {
        if (text == null) {
            try {
                text = TextDecoding.decode(bytes, List.of(TextDecoding.SHIFT_JIS, TextDecoding.KOREAN)).text();
            } catch (TextDecoding.UndecodableException e) {
                text = new String(bytes, StandardCharsets.ISO_8859_1);
            }
        }
        return text;
    }

    /** True when the text contains any of these. */
    public boolean contains(String... any) {
        for (String s : any) if (text().contains(s)) return true;
        return false;
    }

    /** The first {@link #LINES} lines, stripped, blank ones left out. */
    public List<String> lines() {
        if (lines == null) lines = text().lines().map(String::strip).filter(l -> !l.isEmpty()).limit(LINES).toList();
        return lines;
    }

    /** True when one of the first lines matches the regular expression. */
    public boolean anyLine(String regex) {
        for (String l : lines()) if (l.matches(regex)) return true;
        return false;
    }

    /** The PGN tags of the first games ({@code [Name "value"]} lines; the first value of each name). */
    public Map<String, String> tags() {
        if (tags == null) pgn();
        return tags;
    }

    /**
     * The first {@link #WORDS} words of PGN-shaped movetext: move numbers, comments {@code {...}}
     * and {@code ;...}, variations, NAGs and result tokens left out. Empty when the text has none.
     */
    public List<String> movetext() {
        if (words == null) pgn();
        return words;
    }

    private void pgn() {
        tags = new LinkedHashMap<>();
        words = new ArrayList<>();
        int depth = 0;
        boolean comment = false;
        for (String line : text().lines().limit(20L * LINES).toList()) {
            String l = line.strip();
            if (!comment && depth == 0 && l.startsWith("[") && l.endsWith("]")) {
                int q = l.indexOf('"');
                if (q > 1) tags.putIfAbsent(l.substring(1, q).strip(), l.substring(q + 1, Math.max(q + 1, l.lastIndexOf('"'))));
                continue;
            }
            if (l.startsWith("%")) continue;
            StringBuilder word = new StringBuilder();
            for (int i = 0; i <= l.length() && words.size() < WORDS; i++) {
                char c = i < l.length() ? l.charAt(i) : ' ';
                if (comment) { comment = c != '}'; continue; }
                if (c == '{' || c == ';' || c == '(' || c == ')' || Character.isWhitespace(c)) {
                    if (depth == 0) word(word.toString());
                    word.setLength(0);
                    if (c == '{') comment = true;
                    else if (c == '(') depth++;
                    else if (c == ')') depth = Math.max(0, depth - 1);
                    else if (c == ';') break;
                } else word.append(c);
            }
        }
    }

    private void word(String w) {
        if (w.isEmpty() || w.startsWith("$")) return;
        String move = w.replaceFirst("^\\d+\\.+", "");
        if (!move.isEmpty() && !move.matches("1-0|0-1|1/2-1/2|\\*|½-½")) words.add(move);
    }

    /**
     * True when the text is PGN-shaped and every movetext word is a {@code move} (at least
     * {@code min} of them, and one is {@code telling} too, which only this notation writes); a
     * Variant tag, if any, must name {@code variant} (a game tagged as another variant is that
     * variant's PGN).
     */
    public boolean movetextAll(java.util.function.Predicate<String> move, java.util.function.Predicate<String> telling, int min, String variant) {
        List<String> w = movetext();
        String v = tags().get("Variant");
        if (v != null && !v.isBlank() && !v.strip().equalsIgnoreCase(variant)) return false;
        if (w.size() < min) return false;
        boolean told = false;
        for (String s : w) {
            if (!move.test(s)) return false;
            told |= telling.test(s);
        }
        return told;
    }

    /** The value of a tag of the first games, or null. */
    public String tag(String name) { return tags().get(name); }
}
