package varia.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;

/**
 * The one way Varia opens a file it was given: only regular files (a FIFO would block, a device
 * such as {@code /dev/zero} never ends, a directory has no content), and whole-file reads of at
 * most a given number of bytes. Every refusal is a {@link FileRefusedException} whose reason a
 * user can act on.
 *
 * <p>The kind of file is checked before it is opened, so a FIFO is never opened (opening one
 * blocks until a writer appears). A file swapped for another between the check and the read is
 * still bounded by the byte limit.
 */
public final class BoundedFiles {
    private BoundedFiles() {}

    /**
     * The whole content of a regular file of at most {@code limit} bytes.
     *
     * @param what what the file is meant to be, for the message ("variant file", "game record")
     */
    public static byte[] read(Path path, long limit, String what) throws IOException {
        BasicFileAttributes a = regular(path, what);
        if (a.size() > limit) throw tooLarge(path, limit, what);
        try (InputStream in = Files.newInputStream(path)) {
            // the size may lie (/proc files say 0) or change: never take more than limit + 1 bytes
            byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, limit + 1));
            if (bytes.length > limit) throw tooLarge(path, limit, what);
            return bytes;
        } catch (AccessDeniedException e) {
            throw new FileRefusedException(path, "permission denied");
        }
    }

    /** A stream over a regular file, for readers that bound their own memory (one game at a time). */
    public static InputStream open(Path path, String what) throws IOException {
        regular(path, what);
        try {
            return Files.newInputStream(path);
        } catch (AccessDeniedException e) {
            throw new FileRefusedException(path, "permission denied");
        }
    }

    /** The file's attributes when it is a regular file (links followed); else the refusal, naming what it is. */
    public static BasicFileAttributes regular(Path path, String what) throws IOException {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(path, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            throw new FileRefusedException(path, "no such file");
        } catch (AccessDeniedException e) {
            throw new FileRefusedException(path, "permission denied");
        }
        if (a.isRegularFile()) return a;
        String kind = a.isDirectory() ? "a directory" : kindOfSpecial(path);
        throw new FileRefusedException(path, "not a regular file (" + kind + "), so not read as a " + what);
    }

    /** Words for a file that is neither regular nor a directory, from its Unix mode where the platform tells it. */
    public static String kindOfSpecial(Path path) {
        try {
            Object mode = Files.getAttribute(path, "unix:mode");
            if (mode instanceof Integer m) {
                return switch (m & 0170000) {
                    case 0010000 -> "a FIFO";
                    case 0020000 -> "a character device";
                    case 0060000 -> "a block device";
                    case 0140000 -> "a socket";
                    default -> "a special file";
                };
            }
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | SecurityException e) {
            // not a Unix file system: say less
        }
        return "a special file";
    }

    private static FileRefusedException tooLarge(Path path, long limit, String what) {
        return new FileRefusedException(path, "larger than " + String.format(Locale.ROOT, "%,d", limit)
                + " bytes, the limit for a " + what);
    }
}
