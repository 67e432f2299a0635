package dev.wfc.corpus;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The ustar writer and reader: what is written reads back member for member, in order; every header's checksum and
 * fixed fields are those of the format (checked here by a computation of its own); a truncated or damaged archive
 * is refused. GNU tar and Python's tarfile read the shards in wfc-cli's {@code ShardsLayoutTest}.
 */
class UstarTest {
    @TempDir
    Path dir;

    @Property(tries = 60, seed = "20261201")
    void whatIsWrittenReadsBack(@ForAll @Size(max = 6) List<@IntRange(min = 0, max = 1100) Integer> sizes)
            throws IOException {
        Map<String, byte[]> members = new LinkedHashMap<>();
        for (int i = 0; i < sizes.size(); i++) {
            byte[] data = new byte[sizes.get(i)];
            for (int j = 0; j < data.length; j++) {
                data[j] = (byte) (31 * i + j);
            }
            members.put(String.format("%06d.png", i), data);
        }
        byte[] archive = Ustar.archive(members);
        assertEquals(0, archive.length % 512);
        // A shard is written as each map's blocks one after the other, then the end: the same bytes.
        java.io.ByteArrayOutputStream concatenated = new java.io.ByteArrayOutputStream();
        members.forEach((name, data) -> concatenated.writeBytes(Ustar.blocks(Map.of(name, data))));
        concatenated.writeBytes(new byte[1024]);
        assertArrayEquals(archive, concatenated.toByteArray());
        // jqwik does not inject @TempDir into properties: a temporary file of its own, deleted after.
        Path file = Files.createTempFile("wfc-ustar", ".tar");
        try {
            Files.write(file, archive);
            Map<String, Ustar.Member> index = Ustar.index(file);
            assertEquals(List.copyOf(members.keySet()), List.copyOf(index.keySet()));
            try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
                for (Map.Entry<String, byte[]> m : members.entrySet()) {
                    assertArrayEquals(m.getValue(), Ustar.read(ch, file, index.get(m.getKey())));
                }
            }
        } finally {
            Files.delete(file);
        }
    }

    @Test
    void headersFollowTheFormat() {
        byte[] a = Ustar.archive(Map.of("000042.json", "{}".getBytes(StandardCharsets.US_ASCII)));
        assertEquals(512 + 512 + 1024, a.length);
        assertEquals("000042.json", new String(a, 0, 11, StandardCharsets.US_ASCII));
        assertEquals(0, a[11]);
        assertEquals("0000644\0" + "0000000\0" + "0000000\0" + "00000000002\0" + "00000000000\0",
                new String(a, 100, 48, StandardCharsets.US_ASCII));
        assertEquals('0', a[156]);
        assertEquals("ustar\0" + "00", new String(a, 257, 8, StandardCharsets.US_ASCII));
        // The checksum: the sum of the header's bytes, the checksum field counted as eight spaces.
        long sum = 0;
        for (int i = 0; i < 512; i++) {
            sum += i >= 148 && i < 156 ? 32 : a[i] & 0xff;
        }
        assertEquals(String.format("%06o", sum) + "\0 ", new String(a, 148, 8, StandardCharsets.US_ASCII));
        assertEquals("{}", new String(a, 512, 2, StandardCharsets.US_ASCII));
        for (int i = 514; i < a.length; i++) {
            assertEquals(0, a[i], "byte " + i);
        }
    }

    @Test
    void damagedArchivesAreRefused() throws IOException {
        byte[] a = Ustar.archive(Map.of("000001.png", new byte[700]));
        Path truncated = dir.resolve("t.tar");
        Files.write(truncated, java.util.Arrays.copyOf(a, 1024));
        IOException e = assertThrows(IOException.class, () -> Ustar.index(truncated));
        assertTrue(e.getMessage().startsWith(truncated + ": not a sound ustar archive"), e.getMessage());
        Path bad = dir.resolve("b.tar");
        byte[] flipped = a.clone();
        flipped[3] ^= 1;
        Files.write(bad, flipped);
        assertThrows(IOException.class, () -> Ustar.index(bad));
    }
}
