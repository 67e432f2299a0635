package dev.wfc.corpus.parquet;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.util.Arrays;
import java.util.Map;

/**
 * Reads the flat columns of a Parquet file as {@link ParquetFile} writes them: one row group, uncompressed PLAIN data
 * pages (v1) with RLE-run levels, no dictionary. Columns nested in a group (the {@code cells} list) are not decoded.
 * The file is untrusted: anything else, or a length that does not fit, is a {@link ParquetException} saying what.
 *
 * <p>Maintainers: {@link #open} reads the 8-byte tail and the footer, whose length is checked against the file's
 * size; {@link ParquetFooter} checks every flat column chunk and bounds the row count by the file's size, so an
 * array of one slot per row is bounded by it too; a page is read only after its size is checked against
 * its chunk. Positioned reads on the channel: not thread-safe, the caller owns and closes the channel.
 */
public final class ParquetPart {
    /** A page header wfc writes takes under 40 bytes; a longer one is not of this shape. */
    private static final int HEADER_WINDOW = 256;
    private static final int TAIL = 8;

    private final FileChannel channel;
    private final long rows;
    private final Map<String, ColumnChunk> chunks;

    private ParquetPart(FileChannel channel, ParquetFooter footer) {
        this.channel = channel;
        this.rows = footer.rows();
        this.chunks = footer.chunks();
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
        return new ParquetPart(channel, ParquetFooter.parse(new ThriftReader(footer, 0, footer.length, "the footer"),
                dataEnd));
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
        ColumnChunk c = chunk(name);
        if (!c.optional()) {
            Arrays.fill(defined, true);
            return defined;
        }
        pages(c, null, defined);
        return defined;
    }

    private ColumnChunk chunk(String name) throws ParquetException {
        ColumnChunk c = chunks.get(name);
        if (c == null) {
            throw new ParquetException("no column " + name);
        }
        return c;
    }

    private void pages(ColumnChunk c, byte[][] out) throws IOException {
        pages(c, out, new boolean[(int) rows]);
    }

    /**
     * Walks the pages of {@code c}, marking the rows whose value is defined; with {@code out} also reads the values
     * (else only each page's levels are read).
     */
    private void pages(ColumnChunk c, byte[][] out, boolean[] defined) throws IOException {
        long pos = c.offset();
        long end = c.offset() + c.bytes();
        int row = 0;
        while (row < rows) {
            String where = "column " + c.name() + ", the page at byte " + pos;
            if (pos >= end) {
                throw new ParquetException("column " + c.name() + ": its pages end after " + row + " of " + rows
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
            if (c.optional()) {
                byte[] prefix = read(channel, pos, (int) Math.min(4, size));
                int levels = prefix.length < 4 ? -1 : ByteBuffer.wrap(prefix).order(ByteOrder.LITTLE_ENDIAN).getInt();
                if (levels < 0 || levels > size - 4) {
                    throw new ParquetException(where + ": definition levels of " + levels + " bytes in a page of "
                            + size);
                }
                body = read(channel, pos, out == null ? 4 + levels : (int) size);
                at = RleLevels.decode(body, 4, 4 + levels, defined, row, n, where);
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
            throw new ParquetException("column " + c.name() + ": " + (end - pos) + " bytes after its last page");
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

    /** Reads the PLAIN values of the defined rows {@code row .. row + n - 1} from {@code b[at ..]} into {@code out}. */
    private static void values(ColumnChunk c, byte[] b, int at, boolean[] defined, byte[][] out, int row, int n,
                               String where) throws ParquetException {
        ByteBuffer in = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        int width = switch (c.type()) {
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
