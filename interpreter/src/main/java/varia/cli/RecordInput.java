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

    /** A native record's games; a note (the encoding used, when not UTF-8) goes to {@code note[0]}. */
    static List<Game> readNative(RecordFormat format, byte[] bytes, String[] note) throws TextDecoding.UndecodableException {
        return format.read(bytes, note);
    }
}
