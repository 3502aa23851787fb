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

    SparkSession start(String app) { return Sessions.start(master, conf, app); }
}
