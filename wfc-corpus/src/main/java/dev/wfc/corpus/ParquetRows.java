package dev.wfc.corpus;

import dev.wfc.core.Solution;
import dev.wfc.core.Status;
import dev.wfc.corpus.parquet.ParquetColumn;
import dev.wfc.corpus.parquet.ParquetFile;
import dev.wfc.parallel.MapResult;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A map as a row of the parquet layout, with the columns and types of wfc-spark's {@code --layout parquet}: index,
 * seed, status, attempts, millis, width, height, cells (the tile grid; null without a solution), sha256, diagnosis
 * (the manifest's object as JSON text), then one binary column per chosen format holding the bytes of the file the
 * files layout would write (null where it writes none).
 *
 * <p>Maintainers: the footer also carries Spark's own schema ({@link #SPARK_SCHEMA_KEY}), the JSON of the StructType
 * Spark writes, so that Spark reads the columns' nullability as its job wrote them.
 */
final class ParquetRows {
    /** The footer key under which Spark keeps a file's schema as JSON. */
    static final String SPARK_SCHEMA_KEY = "org.apache.spark.sql.parquet.row.metadata";

    private static final ParquetColumn.Type INT32 = ParquetColumn.Type.INT32;
    private static final ParquetColumn.Type INT64 = ParquetColumn.Type.INT64;
    private static final List<ParquetColumn> FIELDS = List.of(
            ParquetColumn.required("index", INT64),
            ParquetColumn.required("seed", INT64),
            ParquetColumn.requiredString("status"),
            ParquetColumn.required("attempts", INT32),
            ParquetColumn.required("millis", ParquetColumn.Type.DOUBLE),
            ParquetColumn.required("width", INT32),
            ParquetColumn.required("height", INT32),
            ParquetColumn.list("cells", INT32),
            ParquetColumn.optionalString("sha256"),
            ParquetColumn.optionalString("diagnosis"));

    private final List<ParquetColumn> columns;
    private final List<MapFormat> formats;
    private final Map<String, String> keyValues;

    ParquetRows(Set<MapFormat> formats) {
        this.formats = List.copyOf(formats);
        List<ParquetColumn> all = new ArrayList<>(FIELDS);
        this.formats.forEach(f -> all.add(ParquetColumn.optional(f.extension(), ParquetColumn.Type.BYTE_ARRAY)));
        this.columns = List.copyOf(all);
        Map<String, String> kv = new LinkedHashMap<>();
        kv.put(SPARK_SCHEMA_KEY, sparkSchema(columns));
        this.keyValues = kv;
    }

    /** The row of {@code map}, whose files and digest are {@code encoded}: one value per column. */
    byte[][] row(CorpusJob job, MapResult map, CorpusWriter.Encoded encoded) {
        Solution s = map.solution();
        byte[][] row = new byte[columns.size()][];
        row[0] = ParquetFile.int64(map.index());
        row[1] = ParquetFile.int64(s.seed());
        row[2] = ParquetFile.utf8(s.status().name().toLowerCase(Locale.ROOT));
        row[3] = ParquetFile.int32(s.attempts());
        row[4] = ParquetFile.float64(Math.round(map.nanos() / 1e3) / 1e3);
        row[5] = ParquetFile.int32(s.grid().width());
        row[6] = ParquetFile.int32(s.grid().height());
        row[7] = s.status() == Status.CONTRADICTION ? null : ParquetFile.int32s(s.tiles());
        row[8] = encoded.sha256() == null ? null : ParquetFile.utf8(encoded.sha256());
        var diagnosis = CorpusWriter.diagnosis(job, s);
        row[9] = diagnosis == null ? null : ParquetFile.utf8(diagnosis.toString());
        for (int k = 0; k < formats.size(); k++) {
            row[FIELDS.size() + k] = encoded.files().get(formats.get(k));
        }
        return row;
    }

    /** The part file of {@code rows} (in index order), as parts to write one after the other. */
    List<byte[]> file(List<byte[][]> rows) {
        return ParquetFile.write(columns, rows, keyValues, "wfc version " + Version.get());
    }

    /** Spark's {@code StructType.json()} of {@code columns}: long, integer, double, string, binary, array. */
    static String sparkSchema(List<ParquetColumn> columns) {
        StringBuilder json = new StringBuilder("{\"type\":\"struct\",\"fields\":[");
        for (int k = 0; k < columns.size(); k++) {
            ParquetColumn c = columns.get(k);
            String type = switch (c.type()) {
                case INT32 -> "\"integer\"";
                case INT64 -> "\"long\"";
                case DOUBLE -> "\"double\"";
                case BYTE_ARRAY -> c.string() ? "\"string\"" : "\"binary\"";
            };
            if (c.shape() == ParquetColumn.Shape.LIST) {
                type = "{\"type\":\"array\",\"elementType\":" + type + ",\"containsNull\":false}";
            }
            json.append(k == 0 ? "" : ",").append("{\"name\":\"").append(c.name()).append("\",\"type\":").append(type)
                    .append(",\"nullable\":").append(c.shape() != ParquetColumn.Shape.REQUIRED)
                    .append(",\"metadata\":{}}");
        }
        return json.append("]}").toString();
    }
}
