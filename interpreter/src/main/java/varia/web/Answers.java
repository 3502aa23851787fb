package varia.web;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import java.io.ByteArrayOutputStream;
import java.io.IOException;

/**
 * Writes the API's JSON answers, never larger than {@link #MAX_BYTES}: an answer that would be
 * larger (a record of many long games replayed with every position) is not built past the limit
 * but refused with a 413 that says what to send instead.
 */
final class Answers {
    static final int MAX_BYTES = 16 * 1024 * 1024;

    private Answers() {}

    static void json(Context ctx, ObjectMapper json, Object o) throws JacksonException {
        Bounded out = new Bounded();
        try {
            json.writeValue(out, o);
        } catch (TooLarge e) {
            throw tooLarge();
        } catch (JacksonException e) {
            for (Throwable t = e; t != null; t = t.getCause()) if (t instanceof TooLarge) throw tooLarge();
            throw e;
        } catch (IOException e) {
            throw new IllegalStateException(e); // a byte array does not fail
        }
        ctx.contentType("application/json").result(out.toByteArray());
    }

    private static Api.HttpError tooLarge() {
        return new Api.HttpError(413, "the answer would be larger than " + MAX_BYTES / 1024 / 1024
                + " MB, the server's limit: ask for less (a record with fewer or shorter games)");
    }

    private static final class TooLarge extends RuntimeException {
        TooLarge() { super("answer too large", null, false, false); }
    }

    /** A byte buffer that refuses to grow past the limit. */
    private static final class Bounded extends ByteArrayOutputStream {
        @Override public synchronized void write(int b) {
            if (count + 1 > MAX_BYTES) throw new TooLarge();
            super.write(b);
        }

        @Override public synchronized void write(byte[] b, int off, int len) {
            if (count + len > MAX_BYTES) throw new TooLarge();
            super.write(b, off, len);
        }
    }
}
