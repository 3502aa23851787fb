package varia.fuzz;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import org.junit.jupiter.api.function.Executable;

/**
 * The time one fuzz input may take ({@link #PER_INPUT}). Under {@code mvn verify} each saved
 * input runs under that limit, so a hang that came back fails the build instead of stalling it.
 * While fuzzing ({@code JAZZER_FUZZ} set; a thread per input would cost too much) one watchdog
 * thread looks at the input in progress: past the limit it prints the stuck thread's stack and
 * ends the JVM with exit code 70, so bench/fuzz.sh reports the target as failed.
 */
final class HangGuard {
    static final Duration PER_INPUT = Duration.ofSeconds(20);
    private static final boolean FUZZING = System.getenv("JAZZER_FUZZ") != null && !System.getenv("JAZZER_FUZZ").isEmpty();
    private static volatile long startedNs;
    private static volatile Thread running;

    static {
        if (FUZZING) {
            Thread w = new Thread(HangGuard::watch, "fuzz-hang-watchdog");
            w.setDaemon(true);
            w.start();
        }
    }

    private HangGuard() {}

    static void run(Executable body) {
        if (!FUZZING) {
            assertTimeoutPreemptively(PER_INPUT, body);
            return;
        }
        startedNs = System.nanoTime();
        running = Thread.currentThread();
        try {
            body.execute();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new AssertionError(t);
        } finally {
            running = null;
        }
    }

    private static void watch() {
        while (true) {
            try {
                Thread.sleep(1000);
            } catch (InterruptedException e) {
                return;
            }
            Thread t = running;
            if (t != null && System.nanoTime() - startedNs > PER_INPUT.toNanos()) {
                System.err.println("HANG: one input ran longer than " + PER_INPUT.toSeconds() + " s; its thread:");
                for (StackTraceElement e : t.getStackTrace()) System.err.println("\tat " + e);
                System.err.flush();
                Runtime.getRuntime().halt(70);
            }
        }
    }
}
