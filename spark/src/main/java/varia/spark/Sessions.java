package varia.spark;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;

/**
 * Starts the Spark session of a {@code varia-spark} command: embedded {@code local[*]} unless a
 * master is given. Local runs stay on the loopback interface and without the web UI; a cluster
 * run ships Varia's job jar to the executors ({@code spark.jars}) unless the caller set it (as
 * spark-submit does with its application jar).
 */
public final class Sessions {
    private Sessions() {}

    public static final String DEFAULT_MASTER = "local[*]";

    public static SparkSession start(String master, Map<String, String> conf, String appName) {
        String m = master == null || master.isBlank() ? DEFAULT_MASTER : master.strip();
        SparkConf c = new SparkConf().setAppName(appName);
        boolean submitted = System.getProperty("spark.master") != null; // spark-submit set it: keep its choice
        if (!submitted || master != null) c.setMaster(m);
        boolean local = c.get("spark.master", m).startsWith("local");
        if (local) {
            c.setIfMissing("spark.driver.host", "127.0.0.1");
            c.setIfMissing("spark.driver.bindAddress", "127.0.0.1");
            c.setIfMissing("spark.ui.enabled", "false");
            c.setIfMissing("spark.sql.shuffle.partitions", "8");
        } else if (!submitted && !conf.containsKey("spark.jars")) {
            Path jar = jobJar();
            if (jar == null) throw new IllegalArgumentException("a cluster master needs Varia's job jar for its executors: build it with "
                    + "'mvn -B package -DskipTests -pl spark -am' and run spark/varia-spark, or pass --conf spark.jars=JAR");
            c.set("spark.jars", jar.toString());
        }
        // the search recurses deeply, as the driver's -Xss8m allows; batch work runs on the throughput collector, as spark/varia-spark's driver
        if (!local) c.setIfMissing("spark.executor.extraJavaOptions", "-Xss8m -XX:+UseParallelGC");
        c.setIfMissing("spark.sql.parquet.compression.codec", "zstd");
        for (var e : conf.entrySet()) c.set(e.getKey(), e.getValue());
        return SparkSession.builder().config(c).getOrCreate();
    }

    /** The shaded jar this code runs from, or null when it runs from classes (tests). */
    static Path jobJar() {
        try {
            var src = Sessions.class.getProtectionDomain().getCodeSource();
            if (src == null) return null;
            Path p = Path.of(src.getLocation().toURI());
            return Files.isRegularFile(p) && p.getFileName().toString().endsWith(".jar") ? p : null;
        } catch (URISyntaxException | RuntimeException e) {
            return null;
        }
    }
}
