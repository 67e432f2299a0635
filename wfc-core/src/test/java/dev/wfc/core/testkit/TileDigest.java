package dev.wfc.core.testkit;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The grid digest as the README defines a manifest's {@code sha256}, written here from that definition and sharing
 * nothing with wfc's own digest: SHA-256 over every cell's tile id (-1 when undecided) as a 32-bit big-endian
 * integer, cell {@code x + y * width} in order, i.e. row by row, top row first. Lowercase hex.
 */
public final class TileDigest {
    private TileDigest() {
    }

    /** @param tiles one tile id a cell, row by row */
    public static String sha256(int[] tiles) {
        ByteBuffer bytes = ByteBuffer.allocate(tiles.length * Integer.BYTES); // big-endian by default
        for (int t : tiles) {
            bytes.putInt(t);
        }
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes.array()));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
