package varia.protocol;

import java.util.function.Consumer;
import varia.search.StopSignal;

/**
 * The one search a protocol front end runs at a time, on a thread of its own so that the command
 * loop keeps reading input (UCI and USI ask for that): started with a fresh {@link StopSignal},
 * stopped, or waited for while urgent input ({@code stop}, {@code quit}...) may end it early.
 */
final class SearchThread {
    private Thread thread;
    private StopSignal stop = new StopSignal();
    /** The running search answers only once stopped (UCI's {@code go infinite}, USI's ponder): a command that needs it done stops it. */
    private boolean untilStopped;

    /** Starts {@code body} with the new search's stop signal. */
    void start(String name, boolean untilStopped, Consumer<StopSignal> body) {
        StopSignal signal = new StopSignal();
        stop = signal;
        this.untilStopped = untilStopped;
        thread = new Thread(() -> body.accept(signal), name);
        thread.setDaemon(true);
        thread.start();
    }

    boolean running() { return thread != null; }

    /** The running (or last) search's signal. */
    StopSignal signal() { return stop; }

    /** Stops the search and waits until its thread has ended (its answer sent). */
    void stop() {
        if (thread == null) return;
        stop.raise();
        join();
    }

    /**
     * Waits for the search before a command that changes what it reads: a finite one to its end
     * (or until a stop, quit or the end of the input is waiting), one that answers only once
     * stopped is stopped.
     */
    void await(CommandInput input) {
        if (thread == null) return;
        if (untilStopped) stop.raise();
        input.awaitSearch(thread, stop);
        thread = null;
    }

    private void join() {
        boolean interrupted = false;
        while (thread.isAlive()) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) Thread.currentThread().interrupt();
        thread = null;
    }
}
