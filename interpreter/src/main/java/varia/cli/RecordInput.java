package varia.cli;

import java.util.List;
import varia.io.Printable;
import varia.io.TextDecoding;
import varia.record.Game;
import varia.record.formats.Formats;
import varia.record.formats.Head;
import varia.record.formats.RecordFormat;

/**
 * How {@code convert} and {@code validate} choose a record's format and read a native one: the
 * same rules for both commands (--from, else the file name, else a look at the first bytes).
 */
final class RecordInput {
    private RecordInput() {}

    /** Largest non-PGN record read (they are read whole); PGN streams and has no such limit. */
    static final long MAX_NATIVE = 64L << 20;
    /** Bytes looked at to guess the format from the content. */
    static final int SNIFF_BYTES = Head.BYTES;

    /** The format {@code --from} names; null for pgn; an unknown name is an error. */
    static RecordFormat named(String from) throws UserError {
        if (from.equalsIgnoreCase("pgn")) return null;
        RecordFormat f = Formats.byName(from);
        if (f == null) throw new UserError("unknown format '" + Printable.shorten(from) + "' (" + Formats.names() + ")");
        return f;
    }

    /** True when the file name's ending says PGN or a native format. */
    static boolean hasRecordEnding(String name) { return Formats.hasRecordEnding(name); }

    /** The format the first bytes of a record say (at most {@link #SNIFF_BYTES}); null for PGN. */
    static RecordFormat sniff(byte[] head) { return Formats.recognise(Head.of(head)); }

    /**
     * The encoding of a PGN stream, read once to its end in constant memory: UTF-16 when it opens
     * with a UTF-16 byte-order mark, else UTF-8, else Latin-1 when every byte decodes so. The note
     * (null for UTF-8) says which was used, for the user; a file that is UTF-8 but for a few bytes
     * is refused at the first bad one.
     */
    static TextDecoding.Decoded pgnEncoding(java.io.InputStream in) throws java.io.IOException, TextDecoding.UndecodableException {
        java.io.BufferedInputStream b = new java.io.BufferedInputStream(in);
        b.mark(2);
        int first = b.read(), second = b.read();
        if (first == 0xFF && second == 0xFE) return new TextDecoding.Decoded(null, "UTF-16LE", "read as UTF-16 (little-endian, by its byte-order mark)");
        if (first == 0xFE && second == 0xFF) return new TextDecoding.Decoded(null, "UTF-16BE", "read as UTF-16 (big-endian, by its byte-order mark)");
        b.reset();
        return TextDecoding.detect(b, List.of(TextDecoding.LATIN_1));
    }

    /**
     * A reader of a PGN stream in the encoding found ({@link #pgnEncoding}), strict: a byte that
     * does not decode ends the text, and {@link StrictReader#failure()} says so (the PGN reader
     * takes a read error for the end of its input).
     */
    static StrictReader pgnReader(java.io.InputStream in, TextDecoding.Decoded encoding) throws java.io.IOException {
        java.nio.charset.Charset cs = java.nio.charset.Charset.forName(encoding.encoding());
        if (cs.name().startsWith("UTF-16")) in.skipNBytes(2); // the byte-order mark
        return new StrictReader(new java.io.InputStreamReader(in, TextDecoding.strict(cs)));
    }

    /** A reader that remembers the decoding error that ended it. */
    static final class StrictReader extends java.io.FilterReader {
        private java.nio.charset.CharacterCodingException failure;

        StrictReader(java.io.Reader in) { super(in); }

        @Override public int read(char[] b, int off, int len) throws java.io.IOException {
            try {
                return super.read(b, off, len);
            } catch (java.nio.charset.CharacterCodingException e) {
                failure = e;
                throw e;
            }
        }

        @Override public int read() throws java.io.IOException {
            try {
                return super.read();
            } catch (java.nio.charset.CharacterCodingException e) {
                failure = e;
                throw e;
            }
        }

        /** The decoding error that ended the text, or null. */
        java.nio.charset.CharacterCodingException failure() { return failure; }
    }

    /** A native record's games; a note (the encoding used, when not UTF-8) goes to {@code note[0]}. */
    static List<Game> readNative(RecordFormat format, byte[] bytes, String[] note) throws TextDecoding.UndecodableException {
        return format.read(bytes, note);
    }
}
