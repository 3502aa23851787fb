package varia.spark;

import org.apache.spark.sql.DataFrameWriter;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;

/**
 * Spark's CSV writer set to the dialect of the core's {@code varia.study.Csv} (RFC 4180: quotes
 * doubled, not backslash-escaped; an empty string as an empty field), so a study's CSV is the
 * same file whether Spark or {@code varia study} wrote it.
 */
final class Csvs {
    private Csvs() {}

    static DataFrameWriter<Row> writer(Dataset<Row> rows) {
        return rows.write().mode(SaveMode.Overwrite).option("header", true).option("escape", "\"").option("emptyValue", "")
                .option("nullValue", "");
    }
}
