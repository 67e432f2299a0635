package dev.wfc.core.testkit;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * SHA-256 in lowercase hex, written here from the README's definitions and sharing nothing with wfc's own digests:
 * of bytes (a file, a spec), and of a tile grid as a manifest's {@code sha256} defines it.
 */
public final class Sha256 {
    private Sha256() {
    }

    /** The SHA-256 of {@code bytes}. */
    public static String hex(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    /**
     * The grid digest: every cell's tile id (-1 when undecided) as a 32-bit big-endian integer, cell
     * {@code x + y * width} in order, i.e. row by row, top row first.
     *
     * @param tiles one tile id a cell, row by row
     */
    public static String ofTiles(int[] tiles) {
        ByteBuffer bytes = ByteBuffer.allocate(tiles.length * Integer.BYTES); // big-endian by default
        for (int t : tiles) {
            bytes.putInt(t);
        }
        return hex(bytes.array());
    }
}
