package varia.spark;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.spark.sql.SparkSession;
import picocli.CommandLine.Option;

/** Where a job runs: {@code --master} and extra Spark settings. */
public final class SparkOptions {
    @Option(names = "--master", paramLabel = "URL",
            description = "Spark master: local[*] (default, embedded), local[N], spark://HOST:7077, yarn, k8s://...")
    String master;

    @Option(names = "--conf", paramLabel = "KEY=VALUE", description = "A Spark setting (repeatable), e.g. --conf spark.executor.memory=4g.")
    Map<String, String> conf = new LinkedHashMap<>();

    /** What a command does with its session. */
    interface Job<T> {
        T run(SparkSession session) throws Exception;
    }

    /**
     * Starts Spark, runs the job and stops Spark. When the context stopped on its own (a
     * standalone master that never answered gives up after a few tries), the job's failure is
     * told as that, not as Spark's internal exception.
     */
    <T> T run(String app, Job<T> job) throws Exception {
        SparkSession session = start(app);
        try {
            return job.run(session);
        } catch (RuntimeException e) {
            if (session.sparkContext().isStopped())
                throw new IllegalArgumentException("Spark stopped before the job ended: is the master " + master
                        + " running and reachable from here? (Spark's log above says more)", e);
            throw e;
        } finally {
            session.stop();
        }
    }

    SparkSession start(String app) {
        try {
            return Sessions.start(master, conf, app);
        } catch (IllegalArgumentException e) {
            throw e;
        } catch (RuntimeException e) { // e.g. a master that does not answer: Spark's own message is about its internals
            throw new IllegalArgumentException("cannot start Spark on master " + (master == null ? Sessions.DEFAULT_MASTER : master)
                    + " (is it running and reachable from here?): " + e.getMessage(), e);
        }
    }
}
