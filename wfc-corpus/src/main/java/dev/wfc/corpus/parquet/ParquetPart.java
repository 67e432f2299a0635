package dev.wfc.corpus.parquet;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Reads the flat columns of a Parquet file as {@link ParquetFile} writes them: one row group, uncompressed PLAIN data
 * pages (v1) with RLE-run levels, no dictionary. Columns nested in a group (the {@code cells} list) are not decoded.
 * The file is untrusted: anything else, or a length that does not fit, is a {@link ParquetException} saying what.
 *
 * <p>Maintainers: {@link #open} reads the 8-byte tail and the footer, whose length is checked against the file's
 * size, and checks every flat column chunk's offset and size against the bytes before the footer. The row count is
 * at most a quarter of the smallest required column's bytes (every required value takes four bytes or more), so an
 * array of one slot per row is bounded by the file's size; a page is read only after its size is checked against
 * its chunk. Positioned reads on the channel: not thread-safe, the caller owns and closes the channel.
 */
public final class ParquetPart {
    /** A page header wfc writes takes under 40 bytes; a longer one is not of this shape. */
    private static final int HEADER_WINDOW = 256;
    private static final int TAIL = 8;
    private static final int MIN_REQUIRED_BYTES = 4;

    private final FileChannel channel;
    private final long rows;
    private final Map<String, Chunk> chunks;

    /** A flat column's chunk: physical type (Thrift), nullability, where its pages lie. */
    private record Chunk(String name, int type, boolean optional, long offset, long bytes) {
    }

    private ParquetPart(FileChannel channel, long rows, Map<String, Chunk> chunks) {
        this.channel = channel;
        this.rows = rows;
        this.chunks = chunks;
    }

    /**
     * Reads the footer of the file on {@code channel}.
     *
     * @throws ParquetException if it is truncated, corrupt or not of the shape {@link ParquetFile} writes
     * @throws IOException if it cannot be read
     */
    public static ParquetPart open(FileChannel channel) throws IOException {
        long size = channel.size();
        if (size < 4 + TAIL) {
            throw new ParquetException(size + " bytes (expected: at least 12, a Parquet file)");
        }
        byte[] head = read(channel, 0, 4);
        ByteBuffer tail = ByteBuffer.wrap(read(channel, size - TAIL, TAIL)).order(ByteOrder.LITTLE_ENDIAN);
        if (!isMagic(head, 0) || !isMagic(tail.array(), 4)) {
            throw new ParquetException(size + " bytes that do not begin and end with PAR1 (expected: a whole Parquet "
                    + "file; truncated?)");
        }
        long footerLength = Integer.toUnsignedLong(tail.getInt(0));
        if (footerLength > size - 4 - TAIL) {
            throw new ParquetException("a footer of " + footerLength + " bytes in a file of " + size + " (expected: "
                    + "at most " + (size - 4 - TAIL) + ")");
        }
        long dataEnd = size - TAIL - footerLength;
        byte[] footer = read(channel, dataEnd, (int) footerLength);
        return footer(channel, new ThriftReader(footer, 0, footer.length, "the footer"), dataEnd);
    }

    /** The row count the footer records. */
    public long rows() {
        return rows;
    }

    /** Whether the file has a flat (not nested) column {@code name}. */
    public boolean has(String name) {
        return chunks.containsKey(name);
    }

    /**
     * The values of column {@code name}, one per row: the PLAIN bytes of a fixed-width value (little-endian), a
     * byte array without its length prefix, or null for a null.
     *
     * @throws ParquetException if there is no such flat column, or its pages are corrupt
     */
    public byte[][] values(String name) throws IOException {
        byte[][] out = new byte[(int) rows][];
        pages(chunk(name), out);
        return out;
    }

    /** Which rows of column {@code name} are not null, read from the levels only. */
    public boolean[] present(String name) throws IOException {
        boolean[] defined = new boolean[(int) rows];
        Chunk c = chunk(name);
        if (!c.optional) {
            Arrays.fill(defined, true);
            return defined;
        }
        pages(c, null, defined);
        return defined;
    }

    private Chunk chunk(String name) throws ParquetException {
        Chunk c = chunks.get(name);
        if (c == null) {
            throw new ParquetException("no column " + name);
        }
        return c;
    }

    private void pages(Chunk c, byte[][] out) throws IOException {
        pages(c, out, new boolean[(int) rows]);
    }

    /**
     * Walks the pages of {@code c}, marking the rows whose value is defined; with {@code out} also reads the values
     * (else only each page's levels are read).
     */
    private void pages(Chunk c, byte[][] out, boolean[] defined) throws IOException {
        long pos = c.offset;
        long end = c.offset + c.bytes;
        int row = 0;
        while (row < rows) {
            String where = "column " + c.name + ", the page at byte " + pos;
            if (pos >= end) {
                throw new ParquetException("column " + c.name + ": its pages end after " + row + " of " + rows
                        + " rows");
            }
            int window = (int) Math.min(HEADER_WINDOW, end - pos);
            ThriftReader t = new ThriftReader(read(channel, pos, window), 0, window, where + ": its header");
            long[] header = pageHeader(t);
            pos += t.position();
            long size = header[0];
            long count = header[1];
            if (size > end - pos) {
                throw new ParquetException(where + ": " + size + " bytes, past its column chunk's end (" + (end - pos)
                        + " left)");
            }
            if (count < 1 || count > rows - row) {
                throw new ParquetException(where + ": " + count + " values (expected: 1.." + (rows - row)
                        + ", the rows left)");
            }
            int n = (int) count;
            byte[] body;
            int at = 0;
            if (c.optional) {
                byte[] prefix = read(channel, pos, (int) Math.min(4, size));
                int levels = prefix.length < 4 ? -1 : ByteBuffer.wrap(prefix).order(ByteOrder.LITTLE_ENDIAN).getInt();
                if (levels < 0 || levels > size - 4) {
                    throw new ParquetException(where + ": definition levels of " + levels + " bytes in a page of "
                            + size);
                }
                body = read(channel, pos, out == null ? 4 + levels : (int) size);
                at = levels(body, 4, 4 + levels, defined, row, n, where);
            } else {
                Arrays.fill(defined, row, row + n, true);
                body = out == null ? null : read(channel, pos, (int) size);
            }
            if (out != null) {
                values(c, body, at, defined, out, row, n, where);
            }
            pos += size;
            row += n;
        }
        if (pos != end) {
            throw new ParquetException("column " + c.name + ": " + (end - pos) + " bytes after its last page");
        }
    }

    /** {@code {compressed size, value count}} of a PLAIN data page v1, refusing any other page. */
    private static long[] pageHeader(ThriftReader t) throws ParquetException {
        long type = -1;
        long uncompressed = -1;
        long compressed = -1;
        long count = -1;
        long encoding = -1;
        int outer = t.enter();
        for (int f = t.field(); f != 0; f = t.field()) {
            switch (t.id) {
                case 1 -> type = t.i32();
                case 2 -> uncompressed = t.i32();
                case 3 -> compressed = t.i32();
                case 5 -> {
                    int inner = t.enter();
                    for (int g = t.field(); g != 0; g = t.field()) {
                        if (t.id == 1) {
                            count = t.i32();
                        } else if (t.id == 2) {
                            encoding = t.i32();
                        } else {
                            t.skip(g);
                        }
                    }
                    t.leave(inner);
                }
                default -> t.skip(f);
            }
        }
        t.leave(outer);
        if (type != 0 || encoding != 0 || compressed < 0 || compressed != uncompressed) {
            throw t.corrupt("page type " + type + ", encoding " + encoding + ", " + compressed + " of "
                    + uncompressed + " bytes (expected: an uncompressed PLAIN data page, as wfc writes)");
        }
        return new long[] {compressed, count};
    }

    /**
     * Decodes {@code n} definition levels (0 or 1) in RLE runs from {@code b[from .. to)} into
     * {@code defined[row ..]}; returns {@code to}, where the values begin.
     */
    private static int levels(byte[] b, int from, int to, boolean[] defined, int row, int n, String where)
            throws ParquetException {
        int p = from;
        int k = 0;
        while (k < n) {
            long header = 0;
            for (int shift = 0; ; shift += 7) {
                if (p >= to || shift > 35) {
                    throw new ParquetException(where + ": its definition levels end after " + k + " of " + n);
                }
                int v = b[p++] & 0xFF;
                header |= (long) (v & 0x7F) << shift;
                if ((v & 0x80) == 0) {
                    break;
                }
            }
            long run = header >>> 1;
            if ((header & 1) != 0 || run < 1 || run > n - k || p >= to || (b[p] & 0xFF) > 1) {
                throw new ParquetException(where + ": a definition level run of " + run + " (expected: RLE runs of "
                        + "0 or 1 covering its " + n + " values, as wfc writes)");
            }
            Arrays.fill(defined, row + k, row + k + (int) run, b[p++] == 1);
            k += (int) run;
        }
        if (p != to) {
            throw new ParquetException(where + ": " + (to - p) + " bytes after its definition levels");
        }
        return to;
    }

    /** Reads the PLAIN values of the defined rows {@code row .. row + n - 1} from {@code b[at ..]} into {@code out}. */
    private static void values(Chunk c, byte[] b, int at, boolean[] defined, byte[][] out, int row, int n,
                               String where) throws ParquetException {
        ByteBuffer in = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        int width = switch (c.type) {
            case 1 -> 4;
            case 2, 5 -> 8;
            default -> 0;
        };
        int p = at;
        for (int k = row; k < row + n; k++) {
            if (!defined[k]) {
                continue;
            }
            int length = width;
            if (width == 0) {
                length = b.length - p < 4 ? -1 : in.getInt(p);
                p += 4;
            }
            if (length < 0 || length > b.length - p) {
                throw new ParquetException(where + ": the value of row " + k + " (" + length + " bytes) runs past "
                        + "the page's end");
            }
            out[k] = Arrays.copyOfRange(b, p, p + length);
            p += length;
        }
        if (p != b.length) {
            throw new ParquetException(where + ": " + (b.length - p) + " bytes after its values");
        }
    }

    /** The schema's flat columns and their chunks, from {@code FileMetaData}. */
    private static ParquetPart footer(FileChannel channel, ThriftReader t, long dataEnd) throws IOException {
        Map<String, long[]> flat = new HashMap<>(); // name -> {type, repetition}
        Map<String, Chunk> chunks = new HashMap<>();
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
            Chunk c = chunks.get(e.getKey());
            if (c == null && rows > 0) {
                throw t.corrupt("no column chunk for " + e.getKey());
            }
            least = c != null && !c.optional ? Math.min(least, c.bytes) : least;
        }
        if (rows > 0 && (least == Long.MAX_VALUE || rows > least / MIN_REQUIRED_BYTES || rows > Integer.MAX_VALUE)) {
            throw t.corrupt(rows + " rows (expected: at most a quarter of the bytes of every required column, "
                    + (least == Long.MAX_VALUE ? "and one such column" : least + " bytes") + ")");
        }
        return new ParquetPart(channel, rows, chunks);
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

    private static void rowGroup(ThriftReader t, Map<String, long[]> flat, Map<String, Chunk> chunks, long dataEnd)
            throws ParquetException {
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

    private static void columnMeta(ThriftReader t, Map<String, long[]> flat, Map<String, Chunk> chunks,
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
        chunks.put(name, new Chunk(name, (int) type, schema[1] == 1, offset, bytes));
    }

    private static boolean isMagic(byte[] b, int at) {
        return b[at] == 'P' && b[at + 1] == 'A' && b[at + 2] == 'R' && b[at + 3] == '1';
    }

    /** {@code length} bytes at {@code position}; the caller has checked they lie within the file. */
    private static byte[] read(FileChannel channel, long position, int length) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(length);
        while (b.hasRemaining()) {
            if (channel.read(b, position + b.position()) < 0) {
                throw new ParquetException("ends at byte " + (position + b.position()) + " (expected: " + length
                        + " bytes at byte " + position + ")");
            }
        }
        return b.array();
    }
}
