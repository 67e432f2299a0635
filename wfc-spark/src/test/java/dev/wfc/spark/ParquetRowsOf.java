package dev.wfc.spark;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructField;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Parquet files as independent readers see them: rows through Spark's reader, footers through parquet-hadoop's
 * {@link ParquetFileReader}. Rows are compared as text, every column but the solve time {@code millis} (binary
 * columns by their SHA-256), in index order.
 */
final class ParquetRowsOf {
    private ParquetRowsOf() {
    }

    /** The rows of the Parquet dataset {@code dir}, sorted by index, each as text without {@code millis}. */
    static List<String> rows(SparkSession spark, java.nio.file.Path dir) {
        List<Row> rows = new ArrayList<>(spark.read().parquet(dir.toString()).collectAsList());
        rows.sort(Comparator.comparingLong(r -> r.getLong(r.fieldIndex("index"))));
        List<String> text = new ArrayList<>();
        for (Row r : rows) {
            StringBuilder line = new StringBuilder();
            StructField[] fields = r.schema().fields();
            for (int k = 0; k < fields.length; k++) {
                if (fields[k].name().equals("millis")) {
                    continue;
                }
                Object v = r.get(k);
                String shown = v instanceof byte[] b ? "sha256:" + CorpusTree.sha256(b) : String.valueOf(v);
                line.append(fields[k].name()).append('=').append(shown).append(' ');
            }
            text.add(line.toString());
        }
        return text;
    }

    /** The footer of {@code file}, read by parquet-hadoop. */
    static ParquetMetadata footer(java.nio.file.Path file) throws IOException {
        try (ParquetFileReader reader = ParquetFileReader.open(HadoopInputFile.fromPath(new Path(file.toUri()),
                new Configuration()))) {
            return reader.getFooter();
        }
    }

    /**
     * The bytes of {@code file} with its {@code millis} column chunks (the one column that depends on the machine's
     * speed) set to zero: PLAIN doubles are of fixed width, so no other byte depends on their values.
     */
    static byte[] withoutMillis(java.nio.file.Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        for (var group : footer(file).getBlocks()) {
            for (ColumnChunkMetaData c : group.getColumns()) {
                if (c.getPath().toDotString().equals("millis")) {
                    int from = Math.toIntExact(c.getStartingPos());
                    Arrays.fill(bytes, from, from + Math.toIntExact(c.getTotalSize()), (byte) 0);
                }
            }
        }
        return bytes;
    }
}
