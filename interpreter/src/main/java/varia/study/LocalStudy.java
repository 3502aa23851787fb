package varia.study;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayDeque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * Runs a study on this machine with a pool of threads, each with its own {@link SelfPlay}.
 * Rows are written in the study's order whatever the threads' speed (a bounded window of games
 * in flight keeps memory flat), so the same plan and seed write the same files.
 */
public final class LocalStudy {
    private LocalStudy() {}

    /** What a run produced: the summary and the wall-clock seconds it took. */
    public record Outcome(Summary summary, double seconds) {}

    private record Played(GameRow row, String pgn) {}

    /**
     * Plays every game of the plan, writing games.csv and games.pgn to {@code out} (the caller
     * writes the summary files). {@code progress} receives the number of games done so far.
     */
    public static Outcome run(StudyPlan plan, int threads, OutputDir out, IntConsumer progress) throws IOException, InterruptedException {
        if (threads < 1 || threads > 1024) throw new IllegalArgumentException("--threads must be between 1 and 1024");
        long t0 = System.nanoTime();
        AtomicInteger names = new AtomicInteger();
        // search recursion is deep: give the workers a main thread's stack
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(null, r, "study-" + names.incrementAndGet(), 16L << 20);
            t.setDaemon(true);
            return t;
        });
        ThreadLocal<SelfPlay> players = ThreadLocal.withInitial(() -> new SelfPlay(plan));
        Summary summary = new Summary(plan.arms(), StudyOutput.seats(plan));
        try (Writer csv = out.create(StudyOutput.GAMES_CSV); Writer pgn = out.create(StudyOutput.records(plan))) {
            Csv.row(csv, GameRow.COLUMNS);
            ArrayDeque<Future<Played>> window = new ArrayDeque<>();
            int next = 0, done = 0, size = plan.size(), limit = threads * 8;
            while (done < size) {
                while (next < size && window.size() < limit) {
                    int i = next++;
                    window.add(pool.submit(() -> {
                        GameRow row = players.get().play(i);
                        String text;
                        try {
                            text = StudyPgn.write(plan, row);
                        } catch (Exception | StackOverflowError e) {
                            text = "% game " + row.game() + " of " + row.arm() + ": cannot be written as a record: " + SelfPlay.describe(e) + "\n\n";
                        }
                        return new Played(row, text);
                    }));
                }
                Played p;
                try {
                    p = window.removeFirst().get();
                } catch (ExecutionException e) { // only an OutOfMemoryError gets here
                    throw new IllegalStateException("a worker failed: " + SelfPlay.describe(e.getCause()), e.getCause());
                }
                Csv.row(csv, p.row().values());
                pgn.write(p.pgn());
                summary.add(p.row());
                progress.accept(++done);
            }
        } finally {
            pool.shutdownNow();
        }
        return new Outcome(summary, (System.nanoTime() - t0) / 1e9);
    }
}
