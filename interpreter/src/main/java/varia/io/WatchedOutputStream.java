package varia.io;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * An output stream that remembers the first write error. Java's {@code System.out} and
 * {@code PrintWriter} swallow errors; under them this keeps the reason (a closed pipe, a full
 * disk) so the program can stop working and say why, with a failing exit code.
 */
public final class WatchedOutputStream extends FilterOutputStream {
    private volatile IOException failure;

    public WatchedOutputStream(OutputStream out) { super(out); }

    /** The first write or flush error, or null. */
    public IOException failure() { return failure; }

    /** Words for the failure ("Broken pipe", "No space left on device"), or null. */
    public String reason() {
        IOException f = failure;
        if (f == null) return null;
        return f.getMessage() == null ? f.getClass().getSimpleName() : Printable.firstLine(f.getMessage());
    }

    @Override public void write(int b) throws IOException {
        try { out.write(b); } catch (IOException e) { throw remember(e); }
    }

    @Override public void write(byte[] b, int off, int len) throws IOException {
        try { out.write(b, off, len); } catch (IOException e) { throw remember(e); }
    }

    @Override public void flush() throws IOException {
        try { out.flush(); } catch (IOException e) { throw remember(e); }
    }

    private IOException remember(IOException e) {
        if (failure == null) failure = e;
        return e;
    }
}
