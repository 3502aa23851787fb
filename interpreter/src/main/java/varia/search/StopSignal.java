package varia.search;

import java.util.concurrent.CountDownLatch;

/**
 * Tells one search to stop. Made by the caller before the search starts and handed to
 * {@link Searcher#search(varia.engine.Position, Limits, Searcher.Listener, int, StopSignal)}, so a
 * stop raised before the search thread has even begun is still seen (a flag inside the
 * searcher, reset when a search starts, would lose it). May be raised from any thread.
 */
public final class StopSignal {
    private final CountDownLatch raised = new CountDownLatch(1);

    /** Asks the search to return as soon as it can (it still returns a legal move). */
    public void raise() { raised.countDown(); }

    public boolean raised() { return raised.getCount() == 0; }

    /** Waits until the signal is raised (a search told to go on until stopped, such as UCI's {@code go infinite}). */
    public void await() throws InterruptedException { raised.await(); }
}
