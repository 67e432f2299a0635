package dev.wfc.core;

/**
 * Byte slicing of a cell's words, shared by the tables indexed by (byte position, byte value): the sum tables of
 * {@link Rules} and {@link UnionTable}. Slice {@code 8k + j} is byte j of word k; a walk over a word's non-zero
 * bytes visits the slices lowest first:
 * {@code for (long r = bits; r != 0; r = ByteSlices.withoutLowest(r)) { use(ByteSlices.index(k, r)); }}
 */
final class ByteSlices {
    private ByteSlices() {
    }

    /** {@code slice * 256 + value} of the lowest non-zero byte of {@code r}, word {@code k} of a cell; r != 0. */
    static int index(int k, long r) {
        int shift = Long.numberOfTrailingZeros(r) & ~7;
        return (((k << 3) + (shift >>> 3)) << 8) + ((int) (r >>> shift) & 0xFF);
    }

    /** {@code r} without its lowest non-zero byte. */
    static long withoutLowest(long r) {
        return r & ~(0xFFL << (Long.numberOfTrailingZeros(r) & ~7));
    }
}
