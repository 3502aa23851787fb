package varia.protocol;

import java.io.IOException;
import java.io.Reader;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A protocol's command lines, read on a thread of their own so that input keeps being seen while
 * the command loop waits for a search. The loop asks {@link #urgentAhead()} while it waits: when
 * a command that ends searches ({@code stop}, {@code quit}...), the end of the input, or a full
 * backlog is waiting behind it, the loop stops the search instead of waiting for it to finish.
 * Everything is bounded: a line keeps at most {@link #MAX_LINE} characters (the rest is skipped
 * and the line marked {@code tooLong}), and at most {@link #MAX_BACKLOG} characters wait unread.
 */
final class CommandInput {
    static final int MAX_LINE = 1 << 20;
    static final int MAX_BACKLOG = 16 << 20;

    /** One input line: its text (at most MAX_LINE characters), its 1-based number, and whether characters were skipped. */
    record Line(String text, long number, boolean tooLong) {}

    private static final Line END = new Line(null, -1, false);

    private final Reader in;
    private final Set<String> urgent;
    private final LinkedBlockingQueue<Line> queue = new LinkedBlockingQueue<>();
    private final Semaphore room = new Semaphore(MAX_BACKLOG);
    private final AtomicInteger urgentWaiting = new AtomicInteger();
    private volatile boolean ended;

    /**
     * Starts reading {@code in}.
     *
     * @param urgent first words of the commands that end a search (compared case-sensitively, as the protocols do)
     */
    CommandInput(Reader in, Set<String> urgent, String threadName) {
        this.in = in;
        this.urgent = Set.copyOf(urgent);
        Thread t = new Thread(this::readAll, threadName);
        t.setDaemon(true);
        t.start();
    }

    /** The next line, waiting for it; null at the end of the input. */
    Line next() throws InterruptedException {
        Line l = queue.take();
        if (l == END) {
            queue.put(END); // later calls see the end too
            return null;
        }
        room.release(cost(l));
        if (isUrgent(l)) urgentWaiting.decrementAndGet();
        return l;
    }

    /**
     * Ends the input as if it had run out: the output can no longer be written (a full disk, a
     * closed pipe), so nothing more can be answered; a running search stops.
     */
    void end() {
        ended = true;
        queue.add(END);
    }

    /** True when a search should end now: an urgent command or the end of the input is waiting, or the backlog is full. */
    boolean urgentAhead() {
        return urgentWaiting.get() > 0 || ended || room.availablePermits() <= MAX_LINE + 1;
    }

    /**
     * Waits for a search thread to end, raising its stop signal as soon as an urgent command,
     * the end of the input or a full backlog is waiting (polled every 20 ms).
     */
    void awaitSearch(Thread search, varia.search.StopSignal stop) {
        while (search.isAlive()) {
            if (urgentAhead()) stop.raise();
            try {
                search.join(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stop.raise();
            }
        }
    }

    private boolean isUrgent(Line l) {
        String s = l.text().strip();
        int sp = 0;
        while (sp < s.length() && !Character.isWhitespace(s.charAt(sp))) sp++;
        return urgent.contains(s.substring(0, sp));
    }

    private static int cost(Line l) { return l.text().length() + 1; }

    private void readAll() {
        StringBuilder sb = new StringBuilder();
        long number = 0;
        boolean tooLong = false;
        char[] buf = new char[8192];
        try {
            for (int n; (n = in.read(buf)) > 0; ) {
                for (int i = 0; i < n; i++) {
                    char c = buf[i];
                    if (c == '\n') {
                        deliver(sb, ++number, tooLong);
                        sb.setLength(0);
                        tooLong = false;
                    } else if (sb.length() < MAX_LINE) {
                        sb.append(c);
                    } else {
                        tooLong = true;
                    }
                }
            }
            if (sb.length() > 0 || tooLong) deliver(sb, ++number, tooLong);
        } catch (IOException e) {
            // a broken input ends it, as the end of the file would
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            ended = true;
            queue.add(END);
        }
    }

    private void deliver(StringBuilder sb, long number, boolean tooLong) throws InterruptedException {
        int end = sb.length();
        if (end > 0 && sb.charAt(end - 1) == '\r') end--;
        Line l = new Line(sb.substring(0, end), number, tooLong);
        if (isUrgent(l)) urgentWaiting.incrementAndGet(); // counted before waiting for room: a full backlog must not hide it
        room.acquire(cost(l));
        queue.put(l);
    }

    static String describe(Line l) {
        return String.format(Locale.ROOT, "line %d is longer than %d characters; ignored", l.number(), MAX_LINE);
    }
}
