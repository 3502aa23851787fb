package varia.batch;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import varia.record.Game;
import varia.record.PgnReader;
import varia.record.formats.Formats;
import varia.record.formats.RecordFormat;

/**
 * Reading the games of a record file of any format, as {@code varia convert} recognises them: the
 * format comes from the file name's ending when it is a native format's, else from the start of
 * its content (.pgn files too); PGN streams (any size), the native formats (KIF, CSA, USI, ICCS, WXF, GIB) are read
 * whole, up to {@link #MAX_NATIVE_BYTES}.
 */
public final class RecordFiles {
    private RecordFiles() {}

    /** Native records hold one or a few games; a larger file is refused rather than read into memory. */
    public static final int MAX_NATIVE_BYTES = 64 << 20;
    /** How much of a file's start the format guess looks at. */
    public static final int HEAD_BYTES = 64 << 10;

    /** True for a name whose ending is a compressed stream that is read whole (not split). */
    public static boolean gzip(String name) { return name.toLowerCase(Locale.ROOT).endsWith(".gz"); }

    /** The native format of a file, or null for PGN; {@code head} is the file's first bytes. */
    public static RecordFormat format(String name, byte[] head) {
        String plain = gzip(name) ? name.substring(0, name.length() - 3) : name;
        return Formats.detect(plain, head);
    }

    /**
     * Every game of a native-format file (or part of one), read as {@code validate} and
     * {@code convert} read it: a binary format from its bytes, a text format decoded as UTF-8 or
     * its fallback encodings. Bytes that decode in none give one game with that problem.
     */
    public static List<Game> readNative(String name, byte[] bytes, RecordFormat format) {
        try {
            return format.read(bytes, new String[1]);
        } catch (varia.io.TextDecoding.UndecodableException e) {
            Game g = new Game(1, 0);
            g.tag("Variant", format.variant());
            g.termination("*");
            g.problem(0, 0, e.getMessage());
            return List.of(g);
        }
    }

    /** The encoding a text file is read in, judged from its first bytes: UTF-8, else the format's first fallback that decodes them. */
    public static java.nio.charset.Charset charset(byte[] head, RecordFormat format) {
        if (format == null) return StandardCharsets.UTF_8;
        try {
            return java.nio.charset.Charset.forName(varia.io.TextDecoding.decode(varia.record.formats.Head.of(head).bytes(), format.fallbackEncodings()).encoding());
        } catch (varia.io.TextDecoding.UndecodableException | RuntimeException e) {
            return StandardCharsets.UTF_8;
        }
    }

    /**
     * Why a local file is not read (a FIFO would block, a device never ends, a directory has no
     * content), or null for a regular file; null too for other file systems, which hold none of them.
     */
    public static String refusal(java.net.URI uri) {
        if (!"file".equals(uri.getScheme())) return null;
        try {
            varia.io.BoundedFiles.regular(java.nio.file.Path.of(uri), "game record");
            return null;
        } catch (varia.io.FileRefusedException e) {
            return e.reason();
        } catch (java.io.IOException | RuntimeException e) {
            return "cannot read: " + e.getMessage();
        }
    }

    /** Streams the games of PGN text (UTF-8) to {@code each}, one at a time: memory is bounded by the largest game. */
    public static long eachPgnGame(InputStream in, Consumer<Game> each) {
        long n = 0;
        try (PgnReader reader = new PgnReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (Game g; (g = reader.next()) != null; n++) each.accept(g);
        }
        return n;
    }

    /** Reads at most {@code max} bytes; more is an error naming the file. */
    public static byte[] readBounded(InputStream in, String name, int max) throws IOException {
        byte[] b = in.readNBytes(max + 1);
        if (b.length > max) throw new IOException(name + ": larger than " + (max >> 20) + " MB, too large for a " + "native record file");
        return b;
    }
}
