package dev.wfc.spark;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The test's own reader of a tar archive of regular files, sharing nothing with wfc-corpus's writer: per member a
 * 512-byte header (name at 0, size as octal at 124, type at 156), the data padded to 512 bytes, two zero blocks at
 * the end. Fails the test on anything else.
 */
final class TarMembers {
    private TarMembers() {
    }

    /** The members of {@code tar} by name, in archive order. */
    static Map<String, byte[]> of(byte[] tar) {
        Map<String, byte[]> members = new LinkedHashMap<>();
        int at = 0;
        while (true) {
            assertTrue(at + 1024 <= tar.length, "truncated at " + at);
            byte[] header = Arrays.copyOfRange(tar, at, at + 512);
            if (Arrays.equals(header, new byte[512])) {
                assertTrue(Arrays.equals(Arrays.copyOfRange(tar, at + 512, at + 1024), new byte[512]), "one end block");
                assertEquals(at + 1024, tar.length, "bytes after the end blocks");
                return members;
            }
            int nameEnd = 0;
            while (nameEnd < 100 && header[nameEnd] != 0) {
                nameEnd++;
            }
            String name = new String(header, 0, nameEnd, StandardCharsets.US_ASCII);
            assertEquals('0', header[156], name + ": a regular file");
            int size = Integer.parseInt(new String(header, 124, 11, StandardCharsets.US_ASCII), 8);
            members.put(name, Arrays.copyOfRange(tar, at + 512, at + 512 + size));
            at += 512 + (size + 511) / 512 * 512;
        }
    }
}
