package dev.wfc.corpus.parquet;

import java.nio.charset.StandardCharsets;

/**
 * Reads Thrift structs in the compact protocol from untrusted bytes, the decoding twin of {@link ThriftCompact}:
 * every length and list size is checked against the bytes left before anything is allocated, and a value that
 * runs past the end, a varint of more than ten bytes or a nesting deeper than {@link #MAX_DEPTH} is a
 * {@link ParquetException}.
 *
 * <p>Maintainers: a reader walks one struct at a time; {@link #field} returns the next field's type (0 at the stop
 * byte) and leaves its id in {@link #id}; a caller reads the fields it knows and {@link #skip}s the others.
 */
final class ThriftReader {
    /** Nesting a skipped value may have; Parquet's metadata nests five deep. */
    static final int MAX_DEPTH = 16;
    static final int BOOLEAN_TRUE = 1;
    static final int BOOLEAN_FALSE = 2;
    static final int BYTE = 3;
    static final int DOUBLE = 7;
    static final int SET = 10;
    static final int MAP = 11;

    private final byte[] bytes;
    private final int end;
    private final String what;
    private int pos;
    private int lastId;
    /** The id of the field {@link #field} read last. */
    int id;

    /** Reads {@code bytes[from .. to)}; {@code what} names them in messages ("the footer", "a page header"). */
    ThriftReader(byte[] bytes, int from, int to, String what) {
        this.bytes = bytes;
        this.pos = from;
        this.end = to;
        this.what = what;
    }

    /** The position after the bytes read so far. */
    int position() {
        return pos;
    }

    /** Starts reading a struct's fields (ids restart); returns the previous struct's last id, for {@link #leave}. */
    int enter() {
        int outer = lastId;
        lastId = 0;
        return outer;
    }

    /** Ends a struct entered with {@link #enter}, whose stop byte {@link #field} has read. */
    void leave(int outer) {
        lastId = outer;
    }

    /** The next field's compact type, 0 at the struct's stop byte; its id is then in {@link #id}. */
    int field() throws ParquetException {
        int b = u8();
        if (b == 0) {
            return 0;
        }
        int delta = b >>> 4;
        id = delta != 0 ? lastId + delta : (int) unzigzag(varint());
        lastId = id;
        return b & 0x0F;
    }

    int i32() throws ParquetException {
        long v = unzigzag(varint());
        if (v != (int) v) {
            throw corrupt("an i32 of " + v);
        }
        return (int) v;
    }

    long i64() throws ParquetException {
        return unzigzag(varint());
    }

    String string() throws ParquetException {
        int n = length(varint());
        String s = new String(bytes, pos, n, StandardCharsets.UTF_8);
        pos += n;
        return s;
    }

    /**
     * A list header: its element type in the low 4 bits, its size above them; the size is at most the bytes left, as
     * every element takes at least one.
     */
    long list() throws ParquetException {
        int b = u8();
        long size = b >>> 4 == 15 ? varint() : b >>> 4;
        if (size > end - pos) {
            throw corrupt("a list of " + size + " elements in " + (end - pos) + " bytes");
        }
        return size << 4 | b & 0x0F;
    }

    /** Skips a value of compact type {@code type}. */
    void skip(int type) throws ParquetException {
        skip(type, 0);
    }

    private void skip(int type, int depth) throws ParquetException {
        if (depth > MAX_DEPTH) {
            throw corrupt("values nested more than " + MAX_DEPTH + " deep");
        }
        switch (type) {
            case BOOLEAN_TRUE, BOOLEAN_FALSE -> {
            }
            case BYTE -> u8();
            case ThriftCompact.I16, ThriftCompact.I32, ThriftCompact.I64 -> varint();
            case DOUBLE -> length(8);
            case ThriftCompact.BINARY -> {
                int n = length(varint()); // before pos += : a compound assignment reads pos first
                pos += n;
            }
            case ThriftCompact.LIST, SET -> {
                long header = list();
                for (long k = header >>> 4; k > 0; k--) {
                    skipElement((int) header & 0x0F, depth + 1);
                }
            }
            case MAP -> {
                long size = varint();
                if (size > end - pos) {
                    throw corrupt("a map of " + size + " entries in " + (end - pos) + " bytes");
                }
                int types = size == 0 ? 0 : u8();
                for (long k = 0; k < size; k++) {
                    skipElement(types >>> 4, depth + 1);
                    skipElement(types & 0x0F, depth + 1);
                }
            }
            case ThriftCompact.STRUCT -> {
                int outer = enter();
                for (int t = field(); t != 0; t = field()) {
                    skip(t, depth + 1);
                }
                leave(outer);
            }
            default -> throw corrupt("a field of unknown type " + type);
        }
    }

    /** A boolean element of a list is a byte of its own; as a field it lives in the type. */
    private void skipElement(int type, int depth) throws ParquetException {
        if (type == BOOLEAN_TRUE || type == BOOLEAN_FALSE) {
            u8();
        } else {
            skip(type, depth);
        }
    }

    /** {@code n} as a length that fits in the bytes left. */
    private int length(long n) throws ParquetException {
        if (n < 0 || n > end - pos) {
            throw corrupt("a value of " + n + " bytes where " + (end - pos) + " are left");
        }
        return (int) n;
    }

    private int u8() throws ParquetException {
        if (pos >= end) {
            throw corrupt("ends early");
        }
        return bytes[pos++] & 0xFF;
    }

    private long varint() throws ParquetException {
        long v = 0;
        for (int shift = 0; shift < 70; shift += 7) {
            int b = u8();
            v |= (long) (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                return v;
            }
        }
        throw corrupt("a varint of more than ten bytes");
    }

    private static long unzigzag(long n) {
        return n >>> 1 ^ -(n & 1);
    }

    ParquetException corrupt(String detail) {
        return new ParquetException(what + ", byte " + pos + ": " + detail);
    }
}
