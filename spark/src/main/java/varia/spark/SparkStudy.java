package varia.spark;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import varia.study.GameRow;
import varia.study.SelfPlay;
import varia.study.StudyOutput;
import varia.study.StudyPlan;
import varia.study.Summary;

/**
 * A self-play study on Spark: the games are cut into slices of consecutive numbers, each slice
 * played by one task with its own {@link SelfPlay} (the same code as {@code varia study}, so the
 * same plan and seed give the same rows here and there). The rows are kept (memory, then disk)
 * while they are written as Parquet and CSV and summed up; the driver writes the summary files.
 */
public final class SparkStudy {
    private SparkStudy() {}

    public static final String GAMES_PARQUET = "games.parquet";

    /** What a run produced. */
    public record Outcome(Summary summary, double seconds, String text) {}

    /**
     * Plays the plan and writes games.parquet/, games.csv/ (one part file, with a header),
     * summary.csv, summary.txt and report.html under {@code out}.
     *
     * @param slices how many tasks (0: four per core of the cluster, so long games even out)
     */
    public static Outcome run(SparkSession spark, StudyPlan plan, String out, int slices) throws IOException {
        long t0 = System.nanoTime();
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        int n = plan.size();
        int k = Math.max(1, Math.min(n, slices > 0 ? slices : 4 * jsc.defaultParallelism()));
        List<int[]> ranges = new ArrayList<>();
        for (int i = 0; i < k; i++) ranges.add(new int[] {(int) ((long) n * i / k), (int) ((long) n * (i + 1) / k)});
        JavaRDD<Row> rows = jsc.parallelize(ranges, k).mapPartitions(it -> {
            List<int[]> mine = new ArrayList<>();
            it.forEachRemaining(mine::add);
            return games(plan, mine);
        });
        Dataset<Row> games = spark.createDataFrame(rows, Schemas.GAME).persist(StorageLevel.MEMORY_AND_DISK());
        try {
            HadoopOutputDir dir = new HadoopOutputDir(out, jsc.hadoopConfiguration());
            games.write().mode(SaveMode.Overwrite).parquet(dir.path(GAMES_PARQUET));
            Csvs.writer(games.coalesce(1)).csv(dir.path(StudyOutput.GAMES_CSV));
            Summary summary = new Summary(plan.arms(), StudyOutput.seats(plan));
            for (Row g : games.groupBy("arm", "result", "reason", "length").count().collectAsList())
                summary.add(g.getString(0), g.getString(1), g.getString(2), g.getInt(3), g.getLong(4));
            double seconds = (System.nanoTime() - t0) / 1e9;
            String where = "Apache Spark " + spark.version() + ", master " + spark.sparkContext().master() + ", " + k + " tasks";
            String text = StudyOutput.write(dir, plan, summary, StudyOutput.about(plan, where, seconds));
            return new Outcome(summary, seconds, text);
        } finally {
            games.unpersist();
        }
    }

    /** The rows of a task's slices, played one at a time as Spark pulls them. */
    static Iterator<Row> games(StudyPlan plan, List<int[]> slices) {
        SelfPlay player = new SelfPlay(plan);
        return new Iterator<>() {
            int s = 0, next = slices.isEmpty() ? 0 : slices.get(0)[0];

            @Override public boolean hasNext() {
                while (s < slices.size() && next >= slices.get(s)[1]) {
                    if (++s < slices.size()) next = slices.get(s)[0];
                }
                return s < slices.size();
            }

            @Override public Row next() {
                if (!hasNext()) throw new NoSuchElementException();
                GameRow r = player.play(next++);
                return Schemas.row(r);
            }
        };
    }
}
