package varia.io;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A file Varia will not read or write, with the reason in words for the user ("not a regular file
 * (a FIFO)", "larger than 4,000,000 bytes", "no such file"). {@link #getMessage()} is
 * {@code PATH: reason}; {@link #reason()} is the reason alone.
 */
public final class FileRefusedException extends IOException {
    private final transient Path path;
    private final String reason;

    public FileRefusedException(Path path, String reason) {
        super(path + ": " + reason);
        this.path = path;
        this.reason = reason;
    }

    public Path path() { return path; }

    public String reason() { return reason; }
}
