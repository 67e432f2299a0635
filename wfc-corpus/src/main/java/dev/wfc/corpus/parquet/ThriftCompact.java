package dev.wfc.corpus.parquet;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Writes Thrift structs in the compact protocol, the encoding of Parquet's page headers and footer.
 *
 * <p>Maintainers: a field header is one byte {@code (delta << 4) | type} when the field id exceeds the previous one
 * of the same struct by 1..15, else the type byte and the id as a zigzag varint; integers are zigzag varints,
 * strings a varint length and their UTF-8 bytes, a list a header byte {@code (size << 4) | elementType} (size
 * 15 or more: {@code 0xF0 | elementType} and a varint size), a struct ends with a stop byte 0. Each open struct
 * keeps its own last field id on a stack. Fields must be written in increasing id order within a struct.
 */
final class ThriftCompact {
    static final int I16 = 4;
    static final int I32 = 5;
    static final int I64 = 6;
    static final int BINARY = 8;
    static final int LIST = 9;
    static final int STRUCT = 12;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private int[] lastIds = new int[8];
    private int depth;

    /** The bytes written so far. */
    byte[] toByteArray() {
        return out.toByteArray();
    }

    ThriftCompact i32(int id, int value) {
        header(id, I32);
        return varint(zigzag(value));
    }

    ThriftCompact i16(int id, short value) {
        header(id, I16);
        return varint(zigzag(value));
    }

    ThriftCompact i64(int id, long value) {
        header(id, I64);
        return varint(zigzag(value));
    }

    ThriftCompact string(int id, String value) {
        header(id, BINARY);
        return stringValue(value);
    }

    /** Opens the struct field {@code id}; end it with {@link #end()}. */
    ThriftCompact struct(int id) {
        header(id, STRUCT);
        return begin();
    }

    /** Opens a struct that is not a field (the top level, or a list element); end it with {@link #end()}. */
    ThriftCompact begin() {
        if (depth == lastIds.length) {
            lastIds = java.util.Arrays.copyOf(lastIds, depth * 2);
        }
        lastIds[depth++] = 0;
        return this;
    }

    /** Ends the innermost open struct. */
    ThriftCompact end() {
        out.write(0);
        depth--;
        return this;
    }

    /** Starts the list field {@code id} of {@code size} elements of {@code elementType}; write them next. */
    ThriftCompact list(int id, int elementType, int size) {
        header(id, LIST);
        if (size < 15) {
            out.write(size << 4 | elementType);
            return this;
        }
        out.write(0xF0 | elementType);
        return varint(size);
    }

    /** An i32 list element. */
    ThriftCompact i32Value(int value) {
        return varint(zigzag(value));
    }

    /** A string list element. */
    ThriftCompact stringValue(String value) {
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        varint(bytes.length);
        out.writeBytes(bytes);
        return this;
    }

    private void header(int id, int type) {
        int delta = id - lastIds[depth - 1];
        if (delta > 0 && delta <= 15) {
            out.write(delta << 4 | type);
        } else {
            out.write(type);
            varint(zigzag(id));
        }
        lastIds[depth - 1] = id;
    }

    private static long zigzag(long n) {
        return n << 1 ^ n >> 63;
    }

    private ThriftCompact varint(long unsigned) {
        long v = unsigned;
        while ((v & ~0x7FL) != 0) {
            out.write((int) (v & 0x7F | 0x80));
            v >>>= 7;
        }
        out.write((int) v);
        return this;
    }
}
