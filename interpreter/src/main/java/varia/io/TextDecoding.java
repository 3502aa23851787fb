package varia.io;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * Bytes to text without guessing in silence. UTF-8 is read strictly; a file that is not UTF-8 is
 * read in a fallback encoding only when every byte decodes cleanly in it, and the result says
 * which encoding was used. A file that is UTF-8 but for a few stray bytes is not quietly
 * re-read as something else (the whole text would turn into the wrong characters): it is
 * refused with the place of the first bad byte.
 */
public final class TextDecoding {
    private TextDecoding() {}

    /** Shift_JIS as Windows writes it (older KIF and CSA files). */
    public static final String SHIFT_JIS = "windows-31j";
    /** Korean, as older GIB files are written. */
    public static final String KOREAN = "x-windows-949";
    public static final String LATIN_1 = "ISO-8859-1";
    /** Japanese as Unix tools wrote it (older CSA logs). */
    public static final String EUC_JP = "EUC-JP";

    /**
     * The decoded text and the encoding that decoded it.
     *
     * @param note null for UTF-8; otherwise a sentence for the user saying which encoding was used
     */
    public record Decoded(String text, String encoding, String note) {}

    /** Why bytes could not be decoded, with the place of the first bad byte. */
    public static final class UndecodableException extends Exception {
        public UndecodableException(String message) { super(message); }
    }

    /**
     * Decodes UTF-8 strictly (a byte-order mark is dropped), else the first of the fallbacks that
     * decodes every byte. Bytes that are mostly valid UTF-8 are taken for UTF-8 and refused at
     * their first bad byte, whatever the fallbacks.
     */
    public static Decoded decode(byte[] bytes, List<String> fallbacks) throws UndecodableException {
        Utf8Scan scan = Utf8Scan.of(bytes);
        if (scan.firstBad < 0) {
            int skip = bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF ? 3 : 0;
            return new Decoded(new String(bytes, skip, bytes.length - skip, StandardCharsets.UTF_8), "UTF-8", null);
        }
        String where = scan.place();
        if (scan.mostlyUtf8())
            throw new UndecodableException("not valid UTF-8 at " + where + " (byte 0x" + hex((byte) scan.badByte)
                    + "), though the rest of the text is UTF-8: the file looks damaged; fix or remove that byte");
        for (String cs : fallbacks) {
            if (!Charset.isSupported(cs)) continue;
            try {
                String text = strict(Charset.forName(cs)).decode(ByteBuffer.wrap(bytes)).toString();
                return new Decoded(text, cs, "not UTF-8 (first at " + where + "); read as " + displayName(cs));
            } catch (CharacterCodingException e) {
                // not this one either
            }
        }
        throw new UndecodableException("not valid UTF-8 at " + where + " (byte 0x" + hex((byte) scan.badByte) + ")"
                + (fallbacks.isEmpty() ? "" : ", and not valid " + String.join(" or ", fallbacks.stream().map(TextDecoding::displayName).toList()) + " either"));
    }

    /** A strict decoder: malformed or unmappable input is an error, never a replacement character. */
    public static CharsetDecoder strict(Charset cs) {
        return cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    }

    static String displayName(String cs) {
        return switch (cs) {
            case SHIFT_JIS -> "Shift_JIS (Windows code page 932)";
            case KOREAN -> "Korean (Windows code page 949)";
            case LATIN_1 -> "Latin-1 (ISO-8859-1)";
            case EUC_JP -> "EUC-JP";
            default -> cs;
        };
    }

    private static String hex(byte b) { return String.format(Locale.ROOT, "%02X", b & 0xFF); }

    /**
     * Which encoding a stream is in, read once from start to end in constant memory (for files
     * too large to hold, which are then read a second time with {@link #strict} of that encoding).
     *
     * @return the encoding (UTF-8 or the first fallback that decodes every byte) and, when not UTF-8, the note
     */
    public static Decoded detect(java.io.InputStream in, List<String> fallbacks) throws java.io.IOException, UndecodableException {
        Utf8Scan scan = new Utf8Scan();
        List<CharsetDecoder> others = new java.util.ArrayList<>();
        List<String> names = new java.util.ArrayList<>();
        for (String cs : fallbacks) if (Charset.isSupported(cs)) { others.add(strict(Charset.forName(cs))); names.add(cs); }
        boolean[] ok = new boolean[others.size()];
        java.util.Arrays.fill(ok, true);
        ByteBuffer[] rest = new ByteBuffer[others.size()];
        CharBuffer sink = CharBuffer.allocate(8192);
        byte[] buf = new byte[1 << 16];
        for (int n; (n = in.read(buf)) > 0; ) {
            scan.feed(buf, n);
            if (scan.firstBad < 0) continue; // still UTF-8: no need to try the others yet
            for (int k = 0; k < others.size(); k++) if (ok[k]) ok[k] = feed(others.get(k), rest, k, buf, n, sink, false);
        }
        scan.finish();
        if (scan.firstBad < 0) return new Decoded(null, "UTF-8", null);
        String where = scan.place();
        if (scan.mostlyUtf8())
            throw new UndecodableException("not valid UTF-8 at " + where + " (byte 0x" + hex((byte) scan.badByte) + "), though the rest"
                    + " of the text is UTF-8: the file looks damaged; fix or remove that byte");
        // the fallbacks saw only the bytes from the chunk with the first bad byte on: a stream
        // cannot be rewound, so the caller checks them again when it reads the text
        for (int k = 0; k < others.size(); k++)
            if (ok[k] && feed(others.get(k), rest, k, new byte[0], 0, sink, true))
                return new Decoded(null, names.get(k), "not UTF-8 (first at " + where + "); read as " + displayName(names.get(k)));
        throw new UndecodableException("not valid UTF-8 at " + where + " (byte 0x" + hex((byte) scan.badByte) + ")"
                + (names.isEmpty() ? "" : ", and not valid " + String.join(" or ", names.stream().map(TextDecoding::displayName).toList()) + " either"));
    }

    private static boolean feed(CharsetDecoder d, ByteBuffer[] rest, int k, byte[] buf, int n, CharBuffer sink, boolean end) {
        ByteBuffer in;
        if (rest[k] != null && rest[k].hasRemaining()) {
            in = ByteBuffer.allocate(rest[k].remaining() + n);
            in.put(rest[k]).put(buf, 0, n).flip();
        } else {
            in = ByteBuffer.wrap(buf, 0, n);
        }
        while (true) {
            CoderResult r = d.decode(in, sink, end);
            if (r.isError()) return false;
            if (r.isOverflow()) { sink.clear(); continue; }
            break;
        }
        if (end) {
            while (d.flush(sink).isOverflow()) sink.clear();
        }
        rest[k] = in.hasRemaining() ? ByteBuffer.allocate(in.remaining()).put(in).flip() : null;
        return true;
    }

    /** Scans bytes for UTF-8 a chunk at a time: the first bad byte and its place, counts of good multi-byte characters and of bad bytes. */
    static final class Utf8Scan {
        private final CharsetDecoder d = strict(StandardCharsets.UTF_8);
        private final CharBuffer out = CharBuffer.allocate(8192);
        private ByteBuffer carry;
        private long offset;          // bytes fed before the current chunk, less the carried ones
        private long lines = 1, lineStart;
        long firstBad = -1;
        int badByte;
        private long firstBadLine, firstBadColumn;
        long goodMultiByte, bad;

        static Utf8Scan of(byte[] b) {
            Utf8Scan s = new Utf8Scan();
            s.feed(b, b.length);
            s.finish();
            return s;
        }

        void feed(byte[] b, int n) { run(b, n, false); }

        void finish() { run(new byte[0], 0, true); }

        private void run(byte[] b, int n, boolean end) {
            ByteBuffer in;
            long base;
            if (carry != null && carry.hasRemaining()) {
                base = offset - carry.remaining();
                in = ByteBuffer.allocate(carry.remaining() + n);
                in.put(carry).put(b, 0, n).flip();
            } else {
                base = offset;
                in = ByteBuffer.wrap(b, 0, n);
            }
            offset += n;
            int from = in.position();
            while (true) {
                out.clear();
                CoderResult r = d.decode(in, out, end);
                count(out);
                if (r.isError()) {
                    int at = in.position();
                    if (firstBad < 0) {
                        countLines(in, from, at, base);
                        from = at;
                        firstBad = base + at;
                        badByte = in.get(at) & 0xFF;
                        firstBadLine = lines;
                        firstBadColumn = firstBad - lineStart + 1;
                    }
                    bad += r.length();
                    in.position(at + r.length());
                } else if (!r.isOverflow()) {
                    break;
                }
            }
            if (firstBad < 0) countLines(in, from, in.position(), base);
            carry = in.hasRemaining() ? ByteBuffer.allocate(in.remaining()).put(in).flip() : null;
        }

        private void count(CharBuffer decoded) {
            decoded.flip();
            while (decoded.hasRemaining()) if (decoded.get() >= 0x80) goodMultiByte++;
        }

        private void countLines(ByteBuffer in, int from, int to, long base) {
            for (int i = from; i < to; i++) if (in.get(i) == '\n') { lines++; lineStart = base + i + 1; }
        }

        String place() { return "line " + firstBadLine + ", byte " + firstBadColumn; }

        /** Many good multi-byte characters and few bad bytes: UTF-8 text with damage, not text in another encoding. */
        boolean mostlyUtf8() { return goodMultiByte >= 4 && goodMultiByte >= 8 * bad; }
    }
}
