package varia.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Writes a file so that a failure never leaves it half written: the content goes to a temporary
 * file beside it, is flushed to the disk, and only then replaces the target in one step. A full
 * disk, a read-only or missing folder, or a target that is a folder or a device leave every
 * existing file as it was and come back as a {@link FileRefusedException} saying which.
 */
public final class SafeFiles {
    private SafeFiles() {}

    /** What is at a path before writing: nothing, a regular file (which replacing would lose), or something that cannot be written over. */
    public enum Target { NONE, FILE, OTHER }

    public static Target target(Path path) {
        try {
            BasicFileAttributes a = Files.readAttributes(path, BasicFileAttributes.class);
            return a.isRegularFile() ? Target.FILE : Target.OTHER;
        } catch (IOException | RuntimeException e) {
            return Target.NONE;
        }
    }

    /**
     * Writes {@code content} to {@code path}.
     *
     * @param replace whether an existing regular file may be replaced (the user said so)
     * @throws FileRefusedException with the reason: "already exists", "no such folder ...",
     *         "is a directory", "read-only file system", "no space left on device"...
     */
    public static void write(Path path, byte[] content, boolean replace) throws FileRefusedException {
        Path target = path.toAbsolutePath();
        try {
            BasicFileAttributes a = Files.readAttributes(target, BasicFileAttributes.class);
            if (a.isDirectory()) throw new FileRefusedException(path, "is a directory");
            if (!a.isRegularFile()) throw new FileRefusedException(path, "not a regular file (" + BoundedFiles.kindOfSpecial(target) + "); nothing written");
            if (!replace) throw new FileRefusedException(path, "already exists");
        } catch (NoSuchFileException e) {
            // a new file: fine
        } catch (IOException | RuntimeException e) {
            throw new FileRefusedException(path, reason(e, target));
        }
        Path folder = target.getParent();
        if (folder == null || !Files.isDirectory(folder))
            throw new FileRefusedException(path, folder != null && Files.exists(folder) ? folder + " is not a folder" : "no such folder: " + folder);
        Path temp = null;
        try {
            temp = Files.createTempFile(folder, "." + target.getFileName(), ".part");
            try (FileChannel ch = FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buf = ByteBuffer.wrap(content);
                while (buf.hasRemaining()) ch.write(buf);
                ch.force(true);
            }
            move(temp, target, replace);
            temp = null;
        } catch (IOException | RuntimeException e) {
            throw new FileRefusedException(path, reason(e, target));
        } finally {
            if (temp != null) {
                try { Files.deleteIfExists(temp); } catch (IOException | RuntimeException ignored) { /* the reason above matters more */ }
            }
        }
    }

    private static void move(Path temp, Path target, boolean replace) throws IOException {
        try {
            if (replace) Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            else Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            if (replace) Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            else Files.move(temp, target);
        }
        // an atomic move over an existing file may replace it on some platforms even without REPLACE_EXISTING; the check before writing guards the usual case
    }

    /** Words for why a write failed, without Java's class names. */
    static String reason(Throwable e, Path target) {
        if (e instanceof FileRefusedException f) return f.reason();
        if (e instanceof FileAlreadyExistsException) return "already exists";
        if (e instanceof AccessDeniedException) return "permission denied";
        if (e instanceof NotDirectoryException || e instanceof NoSuchFileException) return "no such folder: " + target.getParent();
        if (e instanceof java.nio.file.ReadOnlyFileSystemException) return "read-only file system";
        if (e instanceof FileSystemException fs && fs.getReason() != null) return lower(fs.getReason());
        String msg = e.getMessage();
        return msg == null || msg.isBlank() ? "cannot write (" + e.getClass().getSimpleName() + ")" : lower(Printable.firstLine(msg));
    }

    private static String lower(String s) {
        return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
}
