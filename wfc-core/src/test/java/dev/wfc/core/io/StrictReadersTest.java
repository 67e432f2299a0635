package dev.wfc.core.io;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The readers refuse damaged, truncated, oversized and non-regular inputs with one line naming the file and the
 * fault, before decoding anything. The PNG files here are assembled chunk by chunk by this test, with its own CRCs,
 * so that each fault is exactly the one intended.
 */
class StrictReadersTest {
    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

    @TempDir
    Path dir;

    @Test
    void aSoundHandMadePngReads() throws IOException {
        Image image = Png.read(write("ok.png", png(ihdr(2, 1, 8, 2), idat(2, 1, 3), iend())));
        assertEquals(2, image.width());
        assertArrayEquals(new int[] {0xFF000000, 0xFF000000}, image.argb());
    }

    @Test
    void aWrongCrcInAnyChunkIsRefusedNamingTheChunk() throws IOException {
        for (String type : new String[] {"IHDR", "IDAT", "IEND"}) {
            byte[][] chunks = {ihdr(2, 1, 8, 2), idat(2, 1, 3), iend()};
            int which = type.equals("IHDR") ? 0 : type.equals("IDAT") ? 1 : 2;
            chunks[which][chunks[which].length - 1] ^= 1;   // the last CRC byte
            Path file = write(type + ".png", png(chunks));
            String message = refused(file);
            assertTrue(message.contains("chunk " + type) && message.contains("wrong CRC"), message);
        }
    }

    @Test
    void aFileCutShortIsRefused() throws IOException {
        byte[] whole = png(ihdr(2, 1, 8, 2), idat(2, 1, 3), iend());
        for (int cut : new int[] {12, 13, 20, whole.length - 12 - 8}) {   // inside IEND, its CRC, IDAT, IHDR
            Path file = write("cut" + cut + ".png", Arrays.copyOf(whole, whole.length - cut));
            assertTrue(refused(file).contains("truncated PNG"), refused(file));
        }
    }

    @Test
    void chunkOrderAndUnknownCriticalChunksAreChecked() throws IOException {
        assertTrue(refused(write("a.png", png(idat(2, 1, 3), ihdr(2, 1, 8, 2), iend())))
                .contains("expected: IHDR first"));
        assertTrue(refused(write("b.png", png(ihdr(2, 1, 8, 2), chunk("ZZZZ", new byte[1]), idat(2, 1, 3), iend())))
                .contains("unknown critical chunk ZZZZ"));
        assertTrue(refused(write("c.png", png(ihdr(2, 1, 8, 2), idat(2, 1, 3), chunk("tEXt", new byte[2]),
                idat(2, 1, 3), iend()))).contains("IDAT chunks consecutive"));
        assertTrue(refused(write("d.png", png(ihdr(2, 1, 8, 3), idat(2, 1, 1), iend()))).contains("no PLTE"));
        assertTrue(refused(write("e.png", png(ihdr(2, 1, 7, 2), idat(2, 1, 3), iend()))).contains("bit depth 7"));
        assertTrue(refused(write("f.png", png(ihdr(2, 1, 8, 2), iend()))).contains("IEND before any IDAT"));
        // An ancillary chunk of a kind no decoder knows is fine.
        assertEquals(2, Png.read(write("g.png", png(ihdr(2, 1, 8, 2), chunk("zzZz", new byte[3]), idat(2, 1, 3),
                iend()))).width());
    }

    @Test
    void aHeaderPromisingMoreThanTheHeapIsRefusedBeforeDecoding() throws IOException {
        // 46000 x 46000 RGB: ~6.3 GB of raster and ~8.5 GB of ARGB, more than any test JVM's heap here. The IDAT
        // holds one row: were the header believed, decoding would allocate the whole raster first.
        String message = refused(write("huge.png", png(ihdr(46000, 46000, 8, 2), idat(1, 1, 3), iend())));
        assertTrue(message.contains("46000x46000 PNG needs about") && message.contains("available"), message);
        String pixels = refused(write("wide.png", png(ihdr(Integer.MAX_VALUE, 2, 8, 2), idat(1, 1, 3), iend())));
        assertTrue(pixels.contains("pixels (expected: at most"), pixels);
    }

    /** Guarded by a timeout on its own thread: without the check, opening the pipe would block forever. */
    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void directoriesAndNamedPipesAreRefusedWithoutOpeningThem() throws IOException, InterruptedException {
        assertTrue(refused(dir).contains("not a regular file"));
        Path fifo = dir.resolve("pipe.png");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertEquals(0, mkfifo.waitFor(), "mkfifo");
        // Opening a pipe with no writer blocks forever: the check must come first.
        assertTrue(refused(fifo).contains("not a regular file"), refused(fifo));
        IOException text = assertThrows(IOException.class, () -> CharGrid.read(fifo));
        assertTrue(text.getMessage().contains("not a regular file"), text.getMessage());
    }

    @Test
    void textExamplesTakeABomAndCrLfAndNameTheLineOfABadByteOrALoneCr() throws IOException {
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        Path withBom = dir.resolve("bom.txt");
        Files.write(withBom, concat(bom, "ab\r\ncd\r\n".getBytes(StandardCharsets.UTF_8)));
        CharGrid grid = CharGrid.read(withBom);
        assertEquals(2, grid.width());
        assertEquals(2, grid.height());
        assertEquals('a', grid.at(0, 0));
        assertEquals('d', grid.at(1, 1));

        Path badByte = dir.resolve("bad.txt");
        Files.write(badByte, concat("ab\ncd\ne".getBytes(StandardCharsets.US_ASCII), new byte[] {(byte) 0xC3, 'x'}));
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> CharGrid.read(badByte));
        assertTrue(e.getMessage().startsWith(badByte + ": line 3: not UTF-8"), e.getMessage());

        Path loneCr = dir.resolve("cr.txt");
        Files.writeString(loneCr, "ab\ncd\re\nfg\n");
        e = assertThrows(InvalidInputException.class, () -> CharGrid.read(loneCr));
        assertTrue(e.getMessage().startsWith(loneCr + ": line 2: a carriage return"), e.getMessage());
    }

    private String refused(Path file) {
        IOException e = assertThrows(IOException.class, () -> Png.read(file));
        assertTrue(e.getMessage().startsWith(file.toString()), e.getMessage());
        assertEquals(-1, e.getMessage().indexOf('\n'), "one line");
        return e.getMessage();
    }

    private Path write(String name, byte[] bytes) throws IOException {
        return Files.write(dir.resolve(name), bytes);
    }

    private static byte[] png(byte[]... chunks) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(SIGNATURE);
        for (byte[] c : chunks) {
            out.writeBytes(c);
        }
        return out.toByteArray();
    }

    private static byte[] ihdr(int width, int height, int depth, int colourType) {
        return chunk("IHDR", ByteBuffer.allocate(13).putInt(width).putInt(height).put((byte) depth)
                .put((byte) colourType).put((byte) 0).put((byte) 0).put((byte) 0).array());
    }

    /** Black rows of {@code width} pixels of {@code bytesPerPixel}, each row with filter byte 0. */
    private static byte[] idat(int width, int height, int bytesPerPixel) {
        byte[] raw = new byte[(1 + width * bytesPerPixel) * height];
        Deflater deflater = new Deflater();
        deflater.setInput(raw);
        deflater.finish();
        byte[] buf = new byte[raw.length + 64];
        int n = deflater.deflate(buf);
        deflater.end();
        return chunk("IDAT", Arrays.copyOf(buf, n));
    }

    private static byte[] iend() {
        return chunk("IEND", new byte[0]);
    }

    private static byte[] chunk(String type, byte[] data) {
        byte[] typeBytes = type.getBytes(StandardCharsets.US_ASCII);
        CRC32 crc = new CRC32();
        crc.update(typeBytes);
        crc.update(data);
        return ByteBuffer.allocate(12 + data.length).putInt(data.length).put(typeBytes).put(data)
                .putInt((int) crc.getValue()).array();
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
