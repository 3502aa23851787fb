package varia.record.formats;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The native formats: by name ({@code --from}), by file ending, and by content. PGN is what is
 * left: a file no format recognises is read as PGN.
 */
public final class Formats {
    private Formats() {}

    /**
     * Every native format, one line each, in the order content detection asks them: formats with
     * a signature or a header of their own first, the PGN-shaped ones (whose movetext is checked
     * word by word) last.
     */
    public static final List<RecordFormat> ALL = List.of(
            new Xqf(),
            new Kif(),
            new Kif(true),
            new Csa(),
            new Usi(),
            new Gib(),
            new Dhtmlxq(),
            new Iccs(),
            new Chinese(),
            new Wxf());

    /** The format with this name (case-insensitive), or null. */
    public static RecordFormat byName(String name) {
        for (RecordFormat f : ALL) if (f.name().equalsIgnoreCase(name)) return f;
        return null;
    }

    /** "pgn, kif, csa, ..." for messages and help. */
    public static String names() {
        return "pgn, " + ALL.stream().map(RecordFormat::name).collect(Collectors.joining(", "));
    }

    /** The format a file name's extension selects, or null (PGN and unknown endings). */
    public static RecordFormat byFileName(String file) {
        String lower = file.toLowerCase(Locale.ROOT);
        for (RecordFormat f : ALL)
            for (String e : f.extensions()) if (lower.endsWith("." + e)) return f;
        return null;
    }

    /** True when the name ends as a record does: PGN or a native format's ending. */
    public static boolean hasRecordEnding(String file) {
        return byFileName(file) != null || file.toLowerCase(Locale.ROOT).endsWith(".pgn");
    }

    /** The first format that recognises the content, or null for PGN. */
    public static RecordFormat recognise(Head head) {
        for (RecordFormat f : ALL) if (f.recognises(head)) return f;
        return null;
    }

    /**
     * The format of a file: its name's ending when that is a native format's, else its content
     * ({@code head}: its first {@link Head#BYTES} bytes), .pgn files included; null for PGN.
     */
    public static RecordFormat detect(String name, byte[] head) {
        RecordFormat byName = byFileName(name);
        return byName != null ? byName : recognise(Head.of(head));
    }

    /** A guess from text already decoded, or null for PGN. */
    public static RecordFormat sniff(String text) {
        return recognise(Head.ofText(text.length() > Head.BYTES ? text.substring(0, Head.BYTES) : text));
    }

    /**
     * UTF-8 when the bytes are valid UTF-8, else Shift_JIS (older KIF and CSA files) or, for GIB,
     * the Korean code page 949 (stray 0xFF bytes, common in GIB files, are dropped), else Latin-1.
     */
    public static String decode(byte[] bytes, boolean korean) {
        if (korean) {
            java.io.ByteArrayOutputStream clean = new java.io.ByteArrayOutputStream(bytes.length);
            for (byte b : bytes) if (b != (byte) 0xFF) clean.write(b);
            bytes = clean.toByteArray();
        }
        for (String cs : korean ? new String[] {"UTF-8", "x-windows-949"} : new String[] {"UTF-8", "windows-31j"}) {
            try {
                if (!Charset.isSupported(cs)) continue;
                return Charset.forName(cs).newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
            } catch (CharacterCodingException e) {
                // try the next one
            }
        }
        return new String(bytes, StandardCharsets.ISO_8859_1);
    }
}
