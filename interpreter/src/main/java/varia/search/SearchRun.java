package varia.search;

import java.util.concurrent.atomic.AtomicLong;

/**
 * What the threads of one search share: the caller's stop signal, the clock, the node budget and
 * the halt that the main thread raises for its helpers when it is done.
 */
final class SearchRun {
    final StopSignal signal;
    final long startNs;
    /** The hard time limit as a duration (compared as a difference of nanoTime values: no overflow). */
    final long hardNs;
    final long nodeLimit;
    /** Nodes of all threads, flushed by each every 1,024 of its own; null with one thread (its count is exact). */
    final AtomicLong sharedNodes;
    /** Raised when the main thread has finished (or the shared node budget is spent): helpers return. */
    volatile boolean halt;

    SearchRun(StopSignal signal, Limits limits, boolean parallel) {
        this.signal = signal;
        startNs = System.nanoTime();
        hardNs = limits.hardMs() > 0 ? Limits.saturatedNanos(limits.hardMs()) : Long.MAX_VALUE;
        nodeLimit = limits.nodes();
        sharedNodes = parallel ? new AtomicLong() : null;
    }

    long elapsedMs() { return (System.nanoTime() - startNs) / 1_000_000L; }
}
