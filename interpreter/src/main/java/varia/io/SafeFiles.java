package varia.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
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
        try (Replacement r = Replacement.begin(path, replace)) {
            try {
                r.stream().write(content);
            } catch (IOException | RuntimeException e) {
                throw new FileRefusedException(path, reason(e, r.target));
            }
            r.commit();
        }
    }

    /**
     * A file being written: the bytes go to {@link #stream()} (a temporary file beside the
     * target); {@link #commit()} puts them in place; {@link #close()} without a commit leaves
     * everything as it was. For output written as it is made ({@code convert -o}).
     */
    public static final class Replacement implements AutoCloseable {
        private final Path path, target;
        private final boolean replace;
        private Path temp;
        private FileChannel channel;
        private OutputStream stream;

        private Replacement(Path path, Path target, boolean replace) {
            this.path = path;
            this.target = target;
            this.replace = replace;
        }

        /** Checks the target and its folder and opens the temporary file. */
        public static Replacement begin(Path path, boolean replace) throws FileRefusedException {
            Path target = path.toAbsolutePath();
            Path folder = target.getParent();
            if (folder == null || !Files.isDirectory(folder))
                throw new FileRefusedException(path, folder != null && Files.exists(folder) ? folder + " is not a folder" : "no such folder: " + folder);
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
            Replacement r = new Replacement(path, target, replace);
            try {
                r.temp = newTemp(folder, target);
                r.channel = FileChannel.open(r.temp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
                r.stream = Channels.newOutputStream(r.channel);
            } catch (IOException | RuntimeException e) {
                r.close();
                throw new FileRefusedException(path, reason(e, target));
            }
            return r;
        }

        public OutputStream stream() { return stream; }

        /** Flushes the bytes to the disk and moves the file into place. */
        public void commit() throws FileRefusedException {
            try {
                stream.flush();
                channel.force(true);
                channel.close();
                move(temp, target, replace);
                temp = null;
            } catch (IOException | RuntimeException e) {
                throw new FileRefusedException(path, reason(e, target));
            } finally {
                close();
            }
        }

        /** Removes the temporary file unless committed. */
        @Override public void close() {
            try {
                if (channel != null) channel.close();
            } catch (IOException | RuntimeException ignored) {
                // closing a failed file: the reason already given matters more
            }
            if (temp != null) {
                try { Files.deleteIfExists(temp); } catch (IOException | RuntimeException ignored) { /* as above */ }
                temp = null;
            }
        }
    }

    /**
     * The temporary file beside the target, made as any new file is (its mode from the umask, not
     * the 0600 of a temporary file), or with the mode of the file it will replace.
     */
    private static Path newTemp(Path folder, Path target) throws IOException {
        java.security.SecureRandom random = new java.security.SecureRandom();
        for (int attempt = 0; ; attempt++) {
            Path temp = folder.resolve("." + target.getFileName() + "." + Long.toHexString(random.nextLong() & Long.MAX_VALUE) + ".part");
            try {
                Files.createFile(temp);
            } catch (FileAlreadyExistsException e) {
                if (attempt < 10) continue;
                throw e;
            }
            try {
                Files.setPosixFilePermissions(temp, Files.getPosixFilePermissions(target));
            } catch (NoSuchFileException | UnsupportedOperationException e) {
                // a new file keeps the umask's mode; a file system without modes has none to keep
            }
            return temp;
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
