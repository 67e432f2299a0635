package dev.wfc.corpus.parquet;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes a Parquet file of one row group from rows of PLAIN-encoded values: uncompressed data pages (v1), no
 * dictionary, no statistics, the footer's {@code FileMetaData} in the Thrift compact protocol. Readers such as Spark
 * and parquet-hadoop read it as they read their own files.
 *
 * <p>A row holds one value per column: for INT32, INT64 and DOUBLE its little-endian bytes ({@link #int32} ...),
 * for BYTE_ARRAY the raw bytes (the length prefix is added here), for a list its elements' bytes one after the other
 * (empty for an empty list), and null for a null of an optional column or list.
 *
 * <p>Maintainers: layout {@code PAR1}, then per column its pages, each a {@code PageHeader} and its body
 * (repetition levels if the column repeats, definition levels if it can be null, each a 4-byte little-endian length
 * and {@link RleLevels}; then the non-null values), then the footer, its 4-byte length and {@code PAR1}. A page ends at
 * the first row boundary after {@link #PAGE_BYTES} of values, so a page holds whole rows. O(bytes) time; the output
 * is a list of arrays written one after the other, so no single array holds the whole file.
 */
public final class ParquetFile {
    /** Values a page holds before it ends at the next row: the page size Spark and parquet-hadoop default to. */
    static final int PAGE_BYTES = 1 << 20;
    private static final byte[] MAGIC = "PAR1".getBytes(StandardCharsets.US_ASCII);
    private static final int PLAIN = 0;
    private static final int RLE = 3;
    private static final int UNCOMPRESSED = 0;

    private ParquetFile() {
    }

    /**
     * The file of {@code rows} under {@code columns}, as parts to write in order.
     *
     * @param keyValues the footer's key-value metadata, in order
     * @param createdBy the footer's {@code created_by}
     * @throws IllegalArgumentException if a row has a null in a required column, a value of the wrong width, or not
     *     one value per column
     */
    public static List<byte[]> write(List<ParquetColumn> columns, List<byte[][]> rows, Map<String, String> keyValues,
                                     String createdBy) {
        List<byte[]> parts = new ArrayList<>();
        parts.add(MAGIC);
        long offset = MAGIC.length;
        for (byte[][] row : rows) {
            if (row.length != columns.size()) {
                throw new IllegalArgumentException("a row of " + row.length + " values (expected: " + columns.size()
                        + ")");
            }
        }
        List<Chunk> chunks = new ArrayList<>();
        for (int c = 0; c < columns.size() && !rows.isEmpty(); c++) {
            Chunk chunk = new Chunk(columns.get(c), offset);
            chunk.write(rows, c, parts);
            offset += chunk.bytes;
            chunks.add(chunk);
        }
        byte[] footer = footer(columns, rows.size(), chunks, keyValues, createdBy);
        parts.add(footer);
        parts.add(ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(footer.length).array());
        parts.add(MAGIC);
        return parts;
    }

    public static byte[] int32(int value) {
        return ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(value).array();
    }

    public static byte[] int64(long value) {
        return ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN).putLong(value).array();
    }

    public static byte[] float64(double value) {
        return int64(Double.doubleToRawLongBits(value));
    }

    /** A list of INT32 elements. */
    public static byte[] int32s(int[] values) {
        ByteBuffer b = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        b.asIntBuffer().put(values);
        return b.array();
    }

    public static byte[] utf8(String value) {
        return value.getBytes(StandardCharsets.UTF_8);
    }

    /** One column's chunk: its pages, appended to the file's parts, and what the footer says of them. */
    private static final class Chunk {
        final ParquetColumn column;
        final long start;
        long bytes;
        long values;

        Chunk(ParquetColumn column, long start) {
            this.column = column;
            this.start = start;
        }

        void write(List<byte[][]> rows, int c, List<byte[]> parts) {
            int width = column.type().width;
            Page page = new Page(column);
            for (byte[][] row : rows) {
                byte[] v = row[c];
                switch (column.shape()) {
                    case REQUIRED -> {
                        if (v == null) {
                            throw new IllegalArgumentException(column.name() + ": null in a required column");
                        }
                        page.value(v, width);
                    }
                    case OPTIONAL -> {
                        page.level(0, v == null ? 0 : 1);
                        if (v != null) {
                            page.value(v, width);
                        }
                    }
                    case LIST -> {
                        if (v == null || v.length == 0) {
                            page.level(0, v == null ? 0 : 1);
                        } else {
                            if (v.length % width != 0) {
                                throw new IllegalArgumentException(column.name() + ": a list of " + v.length
                                        + " bytes (expected: a multiple of " + width + ")");
                            }
                            for (int i = 0; i < v.length / width; i++) {
                                page.level(i == 0 ? 0 : 1, 2);
                            }
                            page.values.writeBytes(v);
                        }
                    }
                }
                page.rows++;
                if (page.values.size() >= PAGE_BYTES) {
                    flush(page, parts);
                    page = new Page(column);
                }
            }
            if (page.rows > 0) {
                flush(page, parts);
            }
        }

        private void flush(Page page, List<byte[]> parts) {
            byte[] body = page.body();
            byte[] header = new ThriftCompact().begin()
                    .i32(1, 0) // DATA_PAGE
                    .i32(2, body.length).i32(3, body.length)
                    .struct(5).i32(1, page.count).i32(2, PLAIN).i32(3, RLE).i32(4, RLE).end()
                    .end().toByteArray();
            parts.add(header);
            parts.add(body);
            bytes += header.length + body.length;
            values += page.count;
        }
    }

    /** A data page being filled: its levels, its values, and how many level entries (or values) it has. */
    private static final class Page {
        final ParquetColumn column;
        final RleLevels repetition = new RleLevels();
        final RleLevels definition = new RleLevels();
        final ByteArrayOutputStream values = new ByteArrayOutputStream();
        int count;
        int rows;

        Page(ParquetColumn column) {
            this.column = column;
        }

        void level(int rep, int def) {
            repetition.add(rep);
            definition.add(def);
            count++;
        }

        /** One value, its entry counted unless the column has levels (counted by {@link #level}). */
        void value(byte[] v, int width) {
            if (width == 0) {
                values.writeBytes(int32(v.length));
            } else if (v.length != width) {
                throw new IllegalArgumentException(column.name() + ": a value of " + v.length + " bytes (expected: "
                        + width + ")");
            }
            values.writeBytes(v);
            if (column.shape() == ParquetColumn.Shape.REQUIRED) {
                count++;
            }
        }

        byte[] body() {
            ByteArrayOutputStream body = new ByteArrayOutputStream(values.size() + 64);
            if (column.shape().maxRepetition > 0) {
                byte[] r = repetition.finish();
                body.writeBytes(int32(r.length));
                body.writeBytes(r);
            }
            if (column.shape().maxDefinition > 0) {
                byte[] d = definition.finish();
                body.writeBytes(int32(d.length));
                body.writeBytes(d);
            }
            body.writeBytes(values.toByteArray());
            return body.toByteArray();
        }
    }

    /** {@code FileMetaData}: version 1, the schema, the row count, one row group (none without rows), the rest. */
    private static byte[] footer(List<ParquetColumn> columns, int rowCount, List<Chunk> chunks,
                                 Map<String, String> keyValues, String createdBy) {
        ThriftCompact t = new ThriftCompact().begin().i32(1, 1);
        int elements = 1;
        for (ParquetColumn c : columns) {
            elements += c.shape() == ParquetColumn.Shape.LIST ? 3 : 1;
        }
        t.list(2, ThriftCompact.STRUCT, elements);
        t.begin().string(4, "spark_schema").i32(5, columns.size()).end();
        for (ParquetColumn c : columns) {
            schemaElements(t, c);
        }
        t.i64(3, rowCount);
        t.list(4, ThriftCompact.STRUCT, chunks.isEmpty() ? 0 : 1);
        if (!chunks.isEmpty()) {
            long total = 0;
            t.begin().list(1, ThriftCompact.STRUCT, chunks.size());
            for (Chunk k : chunks) {
                total += k.bytes;
                ParquetColumn c = k.column;
                t.begin().i64(2, k.start).struct(3)
                        .i32(1, c.type().thrift)
                        .list(2, ThriftCompact.I32, c.shape() == ParquetColumn.Shape.REQUIRED ? 1 : 2).i32Value(PLAIN);
                if (c.shape() != ParquetColumn.Shape.REQUIRED) {
                    t.i32Value(RLE);
                }
                boolean list = c.shape() == ParquetColumn.Shape.LIST;
                t.list(3, ThriftCompact.BINARY, list ? 3 : 1).stringValue(c.name());
                if (list) {
                    t.stringValue("list").stringValue("element");
                }
                t.i32(4, UNCOMPRESSED).i64(5, k.values).i64(6, k.bytes).i64(7, k.bytes).i64(9, k.start)
                        .end().end();
            }
            t.i64(2, total).i64(3, rowCount).i64(5, chunks.get(0).start).i64(6, total).i16(7, (short) 0).end();
        }
        t.list(5, ThriftCompact.STRUCT, keyValues.size());
        keyValues.forEach((key, value) -> t.begin().string(1, key).string(2, value).end());
        return t.string(6, createdBy).end().toByteArray();
    }

    /**
     * A column's {@code SchemaElement}s: one for a value (type, repetition, name, STRING as converted type 0 and
     * logical type 1); three for a list (the LIST group, its repeated group {@code list}, the required
     * {@code element}).
     */
    private static void schemaElements(ThriftCompact t, ParquetColumn c) {
        int required = 0;
        int optional = 1;
        int repeated = 2;
        if (c.shape() == ParquetColumn.Shape.LIST) {
            t.begin().i32(3, optional).string(4, c.name()).i32(5, 1).i32(6, 3).struct(10).struct(3).end().end().end();
            t.begin().i32(3, repeated).string(4, "list").i32(5, 1).end();
            t.begin().i32(1, c.type().thrift).i32(3, required).string(4, "element").end();
            return;
        }
        t.begin().i32(1, c.type().thrift).i32(3, c.shape() == ParquetColumn.Shape.REQUIRED ? required : optional)
                .string(4, c.name());
        if (c.string()) {
            t.i32(6, 0).struct(10).struct(1).end().end();
        }
        t.end();
    }
}
