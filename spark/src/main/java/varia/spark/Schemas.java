package varia.spark;

import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import varia.batch.CheckRow;
import varia.study.GameRow;

/** The Parquet/CSV schemas of the rows: the same columns, in the same order, as the core's CSV. */
final class Schemas {
    private Schemas() {}

    static final StructType GAME = struct(GameRow.COLUMNS, List.of(DataTypes.StringType, DataTypes.StringType, DataTypes.StringType,
            DataTypes.IntegerType, DataTypes.LongType, DataTypes.StringType, DataTypes.StringType, DataTypes.StringType, DataTypes.IntegerType));

    static final StructType CHECK = struct(CheckRow.COLUMNS, List.of(DataTypes.StringType, DataTypes.LongType, DataTypes.LongType,
            DataTypes.StringType, DataTypes.StringType, DataTypes.StringType, DataTypes.StringType, DataTypes.StringType, DataTypes.IntegerType,
            DataTypes.StringType, DataTypes.StringType, DataTypes.StringType, DataTypes.LongType, DataTypes.StringType, DataTypes.StringType,
            DataTypes.StringType));

    private static StructType struct(List<String> names, List<DataType> types) {
        if (names.size() != types.size()) throw new IllegalStateException("schema and columns differ");
        StructField[] f = new StructField[names.size()];
        for (int i = 0; i < f.length; i++) f[i] = DataTypes.createStructField(names.get(i), types.get(i), types.get(i) == DataTypes.StringType);
        return DataTypes.createStructType(f);
    }

    static Row row(GameRow r) { return RowFactory.create(r.values().toArray()); }

    static Row row(CheckRow r) { return RowFactory.create(r.values().toArray()); }

    static GameRow game(Row r) {
        return new GameRow(r.getString(0), r.getString(1), r.getString(2), r.getInt(3), r.getLong(4), r.getString(5), r.getString(6),
                r.getString(7), r.getInt(8));
    }

    static CheckRow check(Row r) {
        return new CheckRow(r.getString(0), r.getLong(1), r.getLong(2), r.getString(3), r.getString(4), r.getString(5), r.getString(6),
                r.getString(7), r.getInt(8), r.getString(9), r.getString(10), r.getString(11), r.getLong(12), r.getString(13),
                r.getString(14), r.getString(15));
    }
}
