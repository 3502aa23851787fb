package varia.record.formats;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/** The native formats by name and by file extension. */
public final class Formats {
    private Formats() {}

    public static final List<RecordFormat> ALL = List.of(new Kif(), new Kif(true), new Csa(), new Usi(), new Iccs(), new Wxf(), new Gib());

    /** The format with this name (case-insensitive), or null. */
    public static RecordFormat byName(String name) {
        for (RecordFormat f : ALL) if (f.name().equalsIgnoreCase(name)) return f;
        return null;
    }

    /** The format a file name's extension selects, or null (PGN and unknown endings). */
    public static RecordFormat byFileName(String file) {
        String lower = file.toLowerCase(Locale.ROOT);
        for (RecordFormat f : ALL)
            for (String e : f.extensions()) if (lower.endsWith("." + e)) return f;
        return null;
    }

    /** A guess from the content, or null for PGN: CSA's {@code +7776FU}, KIF's 手数 header, USI's {@code position}. */
    public static RecordFormat sniff(String text) {
        if (text.contains("手数") || text.contains("手合割") || text.contains("先手：")) return byName("kif");
        if (text.contains("초대국자") || text.contains("초차림") || text.contains("대국결과")) return byName("gib");
        for (String line : text.lines().limit(200).toList()) {
            String l = line.strip();
            if (l.matches("[+-]\\d{4}[A-Z]{2}.*") || l.startsWith("PI") || l.matches("V2(\\.\\d)?")) return byName("csa");
            if (l.startsWith("position ") || l.startsWith("sfen ")) return byName("usi");
            if (l.matches("\\[Format \"ICCS\"\\]")) return byName("iccs");
            if (l.matches("\\[Format \"WXF\"\\]")) return byName("wxf");
        }
        return null;
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
