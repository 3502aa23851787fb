package varia.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import varia.variant.Variant;

/**
 * An engine's real command loop ({@link UciEngine#run()} or {@link XboardEngine#run()}) on a
 * thread, fed line by line as a GUI feeds it: a test sends a command, may wait for an answer
 * (as a GUI waits for {@code bestmove} or {@code pong}) and ends the input when it likes. Waits
 * have a generous limit that only a hang reaches; reaching it fails the test.
 */
final class ProtocolSession implements AutoCloseable {
    /** Far beyond any answer a working engine gives here (they come in milliseconds), far below a hang's hours. */
    static final long HANG_MS = 60_000;

    private final Input input = new Input();
    private final Output output = new Output();
    private final Thread loop;
    private volatile Throwable failure;

    interface Engine { void run() throws IOException; }

    private ProtocolSession(java.util.function.BiFunction<BufferedReader, PrintWriter, Engine> make) {
        Engine engine = make.apply(new BufferedReader(input), new PrintWriter(output, true));
        loop = new Thread(() -> {
            try { engine.run(); } catch (Throwable t) { failure = t; }
        }, "protocol-session");
        loop.setDaemon(true);
        loop.start();
    }

    static ProtocolSession uci(Variant v) { return new ProtocolSession((in, out) -> new UciEngine(in, out, v)::run); }

    static ProtocolSession usi(Variant v) { return new ProtocolSession((in, out) -> new UsiEngine(in, out, v)::run); }

    static ProtocolSession xboard(Variant v) { return new ProtocolSession((in, out) -> new XboardEngine(in, out, v)::run); }

    /** Sends one line (a newline is added). */
    ProtocolSession send(String line) { input.add(line + "\n"); return this; }

    /** Sends several lines, without waiting. */
    ProtocolSession sendAll(String text) { input.add(text.endsWith("\n") ? text : text + "\n"); return this; }

    /** Ends the input, as a GUI that closes the pipe. */
    void endInput() { input.end(); }

    /** Waits for an output line matching the test (counting lines already there); fails after {@link #HANG_MS}. */
    String await(Predicate<String> test, String what) throws InterruptedException {
        return output.await(test, what);
    }

    /** Waits for the count-th output line matching the test. */
    String await(Predicate<String> test, int count, String what) throws InterruptedException {
        return output.await(test, count, what);
    }

    /** True when the command loop returned within {@link #HANG_MS}; rethrows what it threw. */
    boolean ended() throws InterruptedException {
        loop.join(HANG_MS);
        if (failure != null) throw new AssertionError("the command loop threw", failure);
        return !loop.isAlive();
    }

    List<String> lines() { return output.lines(); }

    @Override public void close() { input.end(); }

    /** A reader that blocks until a test sends text; end of input once ended. */
    private static final class Input extends Reader {
        private final LinkedBlockingQueue<String> chunks = new LinkedBlockingQueue<>();
        private static final String END = new String("<end>");
        private String current = "";
        private int at;
        private boolean ended;

        void add(String s) { chunks.add(s); }

        void end() { chunks.add(END); }

        @Override public int read(char[] buf, int off, int len) throws IOException {
            if (len == 0) return 0;
            while (!ended && at >= current.length()) {
                try {
                    String next = chunks.take();
                    if (next == END) ended = true;
                    else { current = next; at = 0; }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new java.io.InterruptedIOException();
                }
            }
            if (at >= current.length()) return -1;
            int n = Math.min(len, current.length() - at);
            current.getChars(at, at + n, buf, off);
            at += n;
            return n;
        }

        @Override public void close() { }
    }

    /** Collects output lines and lets tests wait for one. */
    private static final class Output extends Writer {
        private final StringBuilder partial = new StringBuilder();
        private final List<String> lines = new ArrayList<>();

        @Override public synchronized void write(char[] buf, int off, int len) {
            for (int i = off; i < off + len; i++) {
                char c = buf[i];
                if (c == '\n') { lines.add(partial.toString()); partial.setLength(0); notifyAll(); }
                else if (c != '\r') partial.append(c);
            }
        }

        synchronized List<String> lines() { return List.copyOf(lines); }

        String await(Predicate<String> test, String what) throws InterruptedException { return await(test, 1, what); }

        synchronized String await(Predicate<String> test, int count, String what) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(HANG_MS);
            while (true) {
                int seen = 0;
                for (String l : lines) if (test.test(l) && ++seen == count) return l;
                long left = end - System.nanoTime();
                if (left <= 0) throw new AssertionError("no " + what + " within " + HANG_MS + " ms; output: " + lines);
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
        }

        @Override public void flush() { }

        @Override public void close() { }
    }
}
