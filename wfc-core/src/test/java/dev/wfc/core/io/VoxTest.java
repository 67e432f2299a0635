package dev.wfc.core.io;

import dev.wfc.core.testkit.SampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * MagicaVoxel files: DeBroglie's samples read as an independent chunk walk in this test sees them (sizes, voxel
 * counts, palette, every voxel), round trips of random boxes, and one-line errors for broken files.
 */
class VoxTest {
    @TempDir
    Path dir;

    /** What this test's own walk over the chunks finds: size, voxels as {x, y, z, index}, RGBA entries. */
    private record Raw(int[] size, int[][] voxels, byte[] rgba) {
    }

    private static Raw walk(byte[] b) {
        ByteBuffer in = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        int[] size = null;
        int[][] voxels = null;
        byte[] rgba = null;
        int at = 20 + in.getInt(12); // after "VOX ", version and MAIN's header and content
        while (at < b.length) {
            String id = new String(b, at, 4, StandardCharsets.US_ASCII);
            int n = in.getInt(at + 4);
            int body = at + 12;
            if (id.equals("SIZE")) {
                size = new int[] {in.getInt(body), in.getInt(body + 4), in.getInt(body + 8)};
            } else if (id.equals("XYZI")) {
                voxels = new int[in.getInt(body)][];
                for (int i = 0; i < voxels.length; i++) {
                    int p = body + 4 + 4 * i;
                    voxels[i] = new int[] {b[p] & 0xFF, b[p + 1] & 0xFF, b[p + 2] & 0xFF, b[p + 3] & 0xFF};
                }
            } else if (id.equals("RGBA")) {
                rgba = Arrays.copyOfRange(b, body, body + 1024);
            }
            at = body + n + in.getInt(at + 8);
        }
        return new Raw(size, voxels, rgba);
    }

    private static void assertMatchesRaw(Path file) throws IOException {
        Raw raw = walk(Files.readAllBytes(file));
        Voxels v = Vox.read(file);
        assertArrayEquals(raw.size(), new int[] {v.width(), v.height(), v.depth()}, file.toString());
        assertEquals(raw.voxels().length, v.filled(), file + ": voxel count");
        for (int[] voxel : raw.voxels()) {
            assertEquals(voxel[3], v.color(voxel[0], voxel[1], voxel[2]), file + ": voxel " + Arrays.toString(voxel));
        }
        for (int i = 1; i < 256; i++) {
            byte[] e = Arrays.copyOfRange(raw.rgba(), 4 * (i - 1), 4 * i);
            int argb = (e[3] & 0xFF) << 24 | (e[0] & 0xFF) << 16 | (e[1] & 0xFF) << 8 | (e[2] & 0xFF);
            assertEquals(argb, v.palette()[i], file + ": palette " + i);
        }
    }

    @Test
    void readsColumnsAsTheIndependentWalkSeesIt() throws IOException {
        Path columns = SampleFiles.debroglie().resolve("docs/columns.vox");
        assertMatchesRaw(columns);
        Voxels v = Vox.read(columns);
        assertEquals(8, v.width());
        assertEquals(8, v.depth());
        assertEquals(89, v.filled());
    }

    @Test
    void readsEveryCastleTile() throws IOException {
        Path castle = SampleFiles.debroglie().resolve("castle");
        try (Stream<Path> files = Files.list(castle)) {
            Path[] vox = files.filter(p -> p.toString().endsWith(".vox")).sorted().toArray(Path[]::new);
            assertEquals(14, vox.length);
            for (Path p : vox) {
                assertMatchesRaw(p);
                Voxels v = Vox.read(p);
                assertArrayEquals(new int[] {5, 5, 5}, new int[] {v.width(), v.height(), v.depth()}, p.toString());
            }
            assertEquals(0, Vox.read(castle.resolve("empty.vox")).filled());
            assertEquals(125, Vox.read(castle.resolve("ground.vox")).filled());
        }
    }

    @Test
    void randomBoxesRoundTrip() throws IOException {
        Random rnd = new Random(7);
        for (int i = 0; i < 30; i++) {
            int w = 1 + rnd.nextInt(i < 3 ? 256 : 9);
            int h = 1 + rnd.nextInt(9);
            int d = 1 + rnd.nextInt(9);
            int[] colors = new int[w * h * d];
            for (int c = 0; c < colors.length; c++) {
                colors[c] = rnd.nextInt(3) == 0 ? 0 : 1 + rnd.nextInt(255);
            }
            int[] palette = new int[256];
            for (int p = 1; p < 256; p++) {
                palette[p] = rnd.nextInt();
            }
            Path file = dir.resolve("box" + i + ".vox");
            Vox.write(file, new Voxels(w, h, d, colors, palette));
            Raw raw = walk(Files.readAllBytes(file));
            assertArrayEquals(new int[] {w, h, d}, raw.size());
            Voxels back = Vox.read(file);
            assertArrayEquals(colors, back.colors());
            assertArrayEquals(palette, back.palette());
        }
    }

    @Test
    void brokenFilesAreRefusedNamingTheFileAndChunk() throws IOException {
        byte[] good = Vox.encode(new Voxels(2, 2, 2, new int[] {1, 0, 0, 2, 0, 0, 0, 3}, new int[256]));
        ByteBuffer b = ByteBuffer.wrap(good).order(ByteOrder.LITTLE_ENDIAN);
        int sizeAt = 20;
        int xyziAt = sizeAt + 24;
        assertRefused("notvox", new byte[] {1, 2, 3}, "not a MagicaVoxel file");
        assertRefused("truncated", Arrays.copyOf(good, good.length - 1), "chunk MAIN");
        byte[] huge = good.clone();
        ByteBuffer.wrap(huge).order(ByteOrder.LITTLE_ENDIAN).putInt(sizeAt + 12, 100_000);
        assertRefused("huge", huge, "chunk SIZE: 100000x2x2");
        byte[] outside = good.clone();
        outside[xyziAt + 16] = 5;
        assertRefused("outside", outside, "chunk XYZI: voxel 0 at (5, 0, 0)");
        byte[] zero = good.clone();
        zero[xyziAt + 16 + 3] = 0;
        assertRefused("zero", zero, "colour 0");
        byte[] count = good.clone();
        ByteBuffer.wrap(count).order(ByteOrder.LITTLE_ENDIAN).putInt(xyziAt + 12, 1 << 30);
        assertRefused("count", count, "chunk XYZI: 1073741824 voxels");
        byte[] twice = good.clone();
        twice[xyziAt + 20] = twice[xyziAt + 16];
        twice[xyziAt + 21] = twice[xyziAt + 17];
        twice[xyziAt + 22] = twice[xyziAt + 18];
        assertRefused("twice", twice, "given twice");
        assertEquals(b.getInt(sizeAt + 4), 12);
    }

    private void assertRefused(String name, byte[] bytes, String expected) throws IOException {
        Path file = dir.resolve(name + ".vox");
        Files.write(file, bytes);
        String message = assertThrows(InvalidInputException.class, () -> Vox.read(file)).getMessage();
        assertTrue(message.startsWith(file.toString()) && message.contains(expected), message);
        assertFalse(message.contains("\n"), message);
    }
}
