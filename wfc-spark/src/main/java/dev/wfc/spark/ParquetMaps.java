package dev.wfc.spark;

import dev.wfc.core.Solution;
import dev.wfc.core.Status;
import dev.wfc.corpus.CorpusRecipe;
import dev.wfc.parallel.MapResult;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

/**
 * A corpus as rows of a Parquet dataset, one per map: the manifest's fields, the tile grid, and one binary column per
 * chosen format holding the bytes of the file {@code wfc corpus} would write. A map without a solution has null grid,
 * digest and files, as its manifest line has no files and a null digest; a format that cannot show a map (txt for a
 * partial map) has null where the manifest lists no file. {@code diagnosis} is the manifest's object as JSON text.
 */
final class ParquetMaps {
    /** The columns before the format columns, in order. */
    static final List<StructField> FIELDS = List.of(
            DataTypes.createStructField("index", DataTypes.LongType, false),
            DataTypes.createStructField("seed", DataTypes.LongType, false),
            DataTypes.createStructField("status", DataTypes.StringType, false),
            DataTypes.createStructField("attempts", DataTypes.IntegerType, false),
            DataTypes.createStructField("millis", DataTypes.DoubleType, false),
            DataTypes.createStructField("width", DataTypes.IntegerType, false),
            DataTypes.createStructField("height", DataTypes.IntegerType, false),
            DataTypes.createStructField("cells", DataTypes.createArrayType(DataTypes.IntegerType, false), true),
            DataTypes.createStructField("sha256", DataTypes.StringType, true),
            DataTypes.createStructField("diagnosis", DataTypes.StringType, true));

    private ParquetMaps() {
    }

    /** The dataset's schema for the formats {@code formats} (extensions, in the order of {@link CorpusRecipe}). */
    static StructType schema(List<String> formats) {
        List<StructField> fields = new ArrayList<>(FIELDS);
        formats.forEach(f -> fields.add(DataTypes.createStructField(f, DataTypes.BinaryType, true)));
        return DataTypes.createStructType(fields);
    }

    /** The rows of {@code range}, solved lazily in index order with one solver. */
    static Iterator<Row> rows(CorpusRecipe recipe, long masterSeed, IndexRange range) {
        RangeMaps maps = new RangeMaps(recipe.model(), recipe.params(), masterSeed, range);
        List<String> formats = recipe.formatNames();
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return maps.hasNext();
            }

            @Override
            public Row next() {
                MapResult map = maps.next();
                return row(map, recipe.entry(map), formats);
            }
        };
    }

    /** The counts of the maps in a dataset of this layout (the solve time to the manifest's microsecond). */
    static MapCounts counts(Dataset<Row> maps) {
        Row r = maps.agg(count(lit(1)), sum(when(col("status").equalTo(name(Status.SOLVED)), 1).otherwise(0)),
                sum(when(col("status").equalTo(name(Status.CONTRADICTION)), 1).otherwise(0)), sum(col("attempts")),
                sum(col("millis"))).first();
        return new MapCounts(r.getLong(0), r.getLong(1), r.getLong(2), r.getLong(3), Math.round(r.getDouble(4) * 1e6));
    }

    /** A status as the manifest writes it. */
    private static String name(Status status) {
        return status.name().toLowerCase(Locale.ROOT);
    }

    /** @param formats the chosen formats' extensions, one column each; null where the map has no such file */
    private static Row row(MapResult map, CorpusRecipe.MapEntry entry, List<String> formats) {
        Solution s = map.solution();
        boolean none = s.status() == Status.CONTRADICTION;
        Object[] values = new Object[FIELDS.size() + formats.size()];
        values[0] = map.index();
        values[1] = s.seed();
        values[2] = name(s.status());
        values[3] = s.attempts();
        values[4] = Math.round(map.nanos() / 1e3) / 1e3;
        values[5] = s.grid().width();
        values[6] = s.grid().height();
        values[7] = none ? null : s.tiles();
        values[8] = entry.sha256();
        values[9] = entry.diagnosis();
        for (int k = 0; k < entry.formats().size(); k++) {
            values[FIELDS.size() + formats.indexOf(entry.formats().get(k))] = entry.files().get(k);
        }
        return RowFactory.create(values);
    }
}
