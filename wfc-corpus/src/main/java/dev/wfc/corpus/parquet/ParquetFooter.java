package dev.wfc.corpus.parquet;

import java.util.HashMap;
import java.util.Map;

/**
 * A Parquet file's footer as {@link ParquetPart} needs it: the row count and, by name, the chunk of each flat column
 * of the schema (nested columns are skipped), read from an untrusted {@code FileMetaData}.
 *
 * <p>Maintainers: every chunk's offset and size is checked against the bytes before the footer. The row count is at
 * most a quarter of the smallest required column's bytes (every required value takes four bytes or more), so an
 * array of one slot per row is bounded by the file's size.
 *
 * @param rows the row count
 * @param chunks the flat columns' chunks by name
 */
record ParquetFooter(long rows, Map<String, ColumnChunk> chunks) {
    private static final int MIN_REQUIRED_BYTES = 4;

    /**
     * The row count and flat columns' chunks of {@code FileMetaData} read by {@code t}, the chunks checked to lie
     * before {@code dataEnd}, the footer's first byte.
     *
     * @throws ParquetException if it is corrupt or not of the shape {@link ParquetFile} writes
     */
    static ParquetFooter parse(ThriftReader t, long dataEnd) throws ParquetException {
        Map<String, long[]> flat = new HashMap<>(); // name -> {type, repetition}
        Map<String, ColumnChunk> chunks = new HashMap<>();
        long rows = -1;
        long groups = 0;
        t.enter();
        for (int f = t.field(); f != 0; f = t.field()) {
            switch (t.id) {
                case 2 -> schema(t, flat);
                case 3 -> rows = t.i64();
                case 4 -> {
                    groups = t.list() >>> 4;
                    for (long g = 0; g < groups; g++) {
                        rowGroup(t, flat, chunks, dataEnd);
                    }
                }
                default -> t.skip(f);
            }
        }
        if (rows < 0 || groups != (rows == 0 ? 0 : 1)) {
            throw t.corrupt(rows + " rows in " + groups + " row groups (expected: one row group, none without rows)");
        }
        long least = Long.MAX_VALUE;
        for (Map.Entry<String, long[]> e : flat.entrySet()) {
            ColumnChunk c = chunks.get(e.getKey());
            if (c == null && rows > 0) {
                throw t.corrupt("no column chunk for " + e.getKey());
            }
            least = c != null && !c.optional() ? Math.min(least, c.bytes()) : least;
        }
        if (rows > 0 && (least == Long.MAX_VALUE || rows > least / MIN_REQUIRED_BYTES || rows > Integer.MAX_VALUE)) {
            throw t.corrupt(rows + " rows (expected: at most a quarter of the bytes of every required column, "
                    + (least == Long.MAX_VALUE ? "and one such column" : least + " bytes") + ")");
        }
        return new ParquetFooter(rows, chunks);
    }

    /** Reads the schema's elements; keeps the root's children that are values, not groups. */
    private static void schema(ThriftReader t, Map<String, long[]> flat) throws ParquetException {
        long elements = t.list() >>> 4;
        long nested = 0; // elements still to come below a group child of the root
        for (long k = 0; k < elements; k++) {
            long type = -1;
            long repetition = -1;
            long children = 0;
            String name = null;
            int outer = t.enter();
            for (int f = t.field(); f != 0; f = t.field()) {
                switch (t.id) {
                    case 1 -> type = t.i32();
                    case 3 -> repetition = t.i32();
                    case 4 -> name = t.string();
                    case 5 -> children = t.i32();
                    default -> t.skip(f);
                }
            }
            t.leave(outer);
            if (children < 0 || children > elements) {
                throw t.corrupt("a schema element of " + children + " children");
            }
            if (k == 0) {
                continue;
            }
            if (nested > 0) {
                nested += children - 1;
            } else if (children > 0) {
                nested = children;
            } else if (name != null && (repetition == 0 || repetition == 1) && type >= 0) {
                flat.put(name, new long[] {type, repetition});
            }
        }
    }

    private static void rowGroup(ThriftReader t, Map<String, long[]> flat, Map<String, ColumnChunk> chunks,
                                 long dataEnd) throws ParquetException {
        int outer = t.enter();
        for (int f = t.field(); f != 0; f = t.field()) {
            if (t.id != 1) {
                t.skip(f);
                continue;
            }
            long columns = t.list() >>> 4;
            for (long c = 0; c < columns; c++) {
                int chunkOuter = t.enter();
                for (int g = t.field(); g != 0; g = t.field()) {
                    if (t.id == 3) {
                        columnMeta(t, flat, chunks, dataEnd);
                    } else {
                        t.skip(g);
                    }
                }
                t.leave(chunkOuter);
            }
        }
        t.leave(outer);
    }

    private static void columnMeta(ThriftReader t, Map<String, long[]> flat, Map<String, ColumnChunk> chunks,
                                   long dataEnd) throws ParquetException {
        long type = -1;
        long codec = -1;
        long bytes = -1;
        long offset = -1;
        long paths = 0;
        String name = null;
        boolean dictionary = false;
        int outer = t.enter();
        for (int f = t.field(); f != 0; f = t.field()) {
            switch (t.id) {
                case 1 -> type = t.i32();
                case 3 -> {
                    paths = t.list() >>> 4;
                    for (long k = 0; k < paths; k++) {
                        String segment = t.string();
                        name = k == 0 ? segment : name;
                    }
                }
                case 4 -> codec = t.i32();
                case 7 -> bytes = t.i64();
                case 9 -> offset = t.i64();
                case 11 -> {
                    dictionary = true;
                    t.skip(f);
                }
                default -> t.skip(f);
            }
        }
        t.leave(outer);
        if (paths != 1) {
            return; // a nested column: not decoded
        }
        long[] schema = flat.get(name);
        if (schema == null || schema[0] != type || codec != 0 || dictionary) {
            throw t.corrupt("column " + name + ": type " + type + ", codec " + codec + (dictionary ? ", a dictionary"
                    : "") + " (expected: a flat column of the schema, uncompressed, no dictionary)");
        }
        if (offset < 4 || bytes < 0 || bytes > dataEnd - offset) {
            throw t.corrupt("column " + name + ": " + bytes + " bytes at byte " + offset + " (expected: within bytes "
                    + "4.." + dataEnd + ", before the footer)");
        }
        chunks.put(name, new ColumnChunk(name, (int) type, schema[1] == 1, offset, bytes));
    }
}
