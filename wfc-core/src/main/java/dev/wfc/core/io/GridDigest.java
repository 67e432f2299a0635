package dev.wfc.core.io;

import dev.wfc.core.Solution;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 digests as lowercase hex: of a map's tile grid, and of plain bytes. */
public final class GridDigest {
    private GridDigest() {
    }

    /**
     * The SHA-256 of a map's tiles: every cell in index order (row by row, top row first), each tile id as a 32-bit
     * big-endian integer, -1 for an undecided cell.
     */
    public static String of(Solution map) {
        int cells = map.grid().cells();
        byte[] bytes = new byte[cells * Integer.BYTES];
        for (int c = 0; c < cells; c++) {
            int t = map.tile(c);
            bytes[4 * c] = (byte) (t >>> 24);
            bytes[4 * c + 1] = (byte) (t >>> 16);
            bytes[4 * c + 2] = (byte) (t >>> 8);
            bytes[4 * c + 3] = (byte) t;
        }
        return sha256(bytes);
    }

    /** The SHA-256 of {@code bytes}, lowercase hex. */
    public static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256: missing from this JVM (every Java SE runtime has it)", e);
        }
    }
}
