package varia.spark;

import java.util.Map;
import org.apache.spark.sql.SparkSession;

/** One embedded Spark (local[2]) for all the module's tests: starting one takes seconds. */
final class LocalSpark {
    private LocalSpark() {}

    private static SparkSession session;

    static synchronized SparkSession session() {
        if (session == null) session = Sessions.start("local[2]", Map.of(), "varia-spark tests");
        return session;
    }
}
