package dev.wfc.core.io;

import dev.wfc.core.testkit.SampleFiles;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link PngDecoder} against ImageIO, the decoder it stands in for: on every sample PNG, and on PNGs this test writes
 * itself (every filter type, palette bit depths, short tRNS, IDAT split in pieces) whose pixels it knows; and the
 * files it must leave to ImageIO.
 */
class PngDecoderTest {

    @Test
    void agreesWithImageIoOnEveryClassicSample() throws IOException {
        int taken = agreeOnEveryPng(SampleFiles.root());
        // 161 of the set's PNGs are 8-bit RGB, RGBA or palette images without an ICC profile (2026-12-03).
        assertTrue(taken >= 150, taken + " samples decoded without ImageIO");
        for (String name : List.of("Rooms", "3Bricks", "Skew2", "Flowers")) {
            byte[] bytes = Files.readAllBytes(SampleFiles.sample(name));
            assertNotNull(PngDecoder.decode(bytes, PngChunks.check(bytes, name)), name);
        }
    }

    @Test
    void agreesWithImageIoOnEveryDeBroglieSample() throws IOException {
        assertTrue(agreeOnEveryPng(SampleFiles.debroglie()) > 0);
    }

    /** Every PNG under {@code root} the decoder takes gives ImageIO's pixels; @return how many it took */
    private static int agreeOnEveryPng(Path root) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(p -> p.toString().endsWith(".png")).sorted().toList();
        }
        int taken = 0;
        for (Path file : files) {
            byte[] bytes = Files.readAllBytes(file);
            int[] argb = PngDecoder.decode(bytes, PngChunks.check(bytes, file.toString()));
            if (argb != null) {
                assertArrayEquals(imageIo(bytes), argb, file.toString());
                taken++;
            }
        }
        return taken;
    }

    @Property(tries = 300, seed = "18")
    void decodesWrittenFilesAsImageIoAndAsWritten(@ForAll long seed, @ForAll @IntRange(max = 5) int kind)
            throws IOException {
        Random rnd = new Random(seed);
        int width = 1 + rnd.nextInt(rnd.nextBoolean() ? 3 : 40);
        int height = 1 + rnd.nextInt(rnd.nextBoolean() ? 3 : 40);
        // kind: 0 RGB, 1 RGBA, 2..5 palette of 1, 2, 4, 8 bits
        int depth = kind < 2 ? 8 : 1 << (kind - 2);
        int colourType = kind == 0 ? 2 : kind == 1 ? 6 : 3;
        int channels = kind == 0 ? 3 : kind == 1 ? 4 : 1;
        int paletteSize = 1 + rnd.nextInt(1 << depth);
        int[] palette = new int[paletteSize];
        byte[] alpha = new byte[rnd.nextInt(paletteSize + 1)];
        for (int i = 0; i < paletteSize; i++) {
            palette[i] = rnd.nextInt(1 << 24);
        }
        rnd.nextBytes(alpha);
        int[] expected = new int[width * height];
        int[] samples = new int[width * height * channels];
        for (int p = 0; p < expected.length; p++) {
            if (colourType == 3) {
                int index = rnd.nextInt(paletteSize);
                samples[p] = index;
                expected[p] = (index < alpha.length ? alpha[index] & 0xFF : 0xFF) << 24 | palette[index];
            } else {
                int a = channels == 4 ? rnd.nextInt(256) : 0xFF;
                int rgb = rnd.nextInt(1 << 24);
                for (int c = 0; c < channels; c++) {
                    samples[p * channels + c] = c < 3 ? rgb >>> (16 - 8 * c) & 0xFF : a;
                }
                expected[p] = a << 24 | rgb;
            }
        }
        byte[] png = TestPng.write(width, height, colourType, depth, samples, colourType == 3 ? palette : null,
                colourType == 3 && alpha.length > 0 ? alpha : null, rnd);
        int[] decoded = PngDecoder.decode(png, PngChunks.check(png, "test"));
        assertArrayEquals(expected, decoded);
        assertArrayEquals(imageIo(png), decoded);
    }

    @Test
    void leavesOtherKindsAndOddFilesToImageIo() throws IOException {
        Random rnd = new Random(7);
        int[] grey = new int[9];
        assertNull(decode(TestPng.write(3, 3, 0, 8, grey, null, null, rnd)), "grey");
        assertNull(decode(TestPng.write(3, 3, 2, 16, new int[27], null, null, rnd)), "16-bit RGB");
        assertNull(decode(TestPng.withChunk(TestPng.write(3, 3, 2, 8, new int[27], null, null, rnd), "tRNS",
                new byte[6])), "RGB with tRNS");
        assertNull(decode(TestPng.withChunk(TestPng.write(3, 3, 6, 8, new int[36], null, null, rnd), "iCCP",
                new byte[] {'x', 0, 0})), "an ICC profile");
        int[] pastPalette = {0, 1, 2, 3};
        assertNull(decode(TestPng.write(2, 2, 3, 8, pastPalette, new int[3], null, rnd)), "an index past the palette");
        byte[] interlaced = TestPng.write(2, 2, 2, 8, new int[12], null, null, rnd);
        interlaced[PngEncoder.SIGNATURE.length + 8 + 12] = 1;
        assertNull(decode(TestPng.fixCrc(interlaced, PngEncoder.SIGNATURE.length)), "interlaced");
        assertNull(decode(TestPng.rawImage(2, 1, new byte[] {5, 0, 0, 0, 0, 0, 0})), "filter type 5");
        assertNull(decode(TestPng.rawImage(2, 1, new byte[] {0, 0, 0, 0})), "too little data");
        assertNull(decode(TestPng.rawImage(1, 1, new byte[] {0, 0, 0, 0, 0})), "too much data");
    }

    private static int[] decode(byte[] png) throws InvalidInputException {
        return PngDecoder.decode(png, PngChunks.check(png, "test"));
    }

    private static int[] imageIo(byte[] png) throws IOException {
        BufferedImage img = ImageIO.read(new ByteArrayInputStream(png));
        return img.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth());
    }

    /** A PNG writer of its own, independent of the one under test: any filter per row, IDAT in random pieces. */
    private static final class TestPng {
        static byte[] write(int width, int height, int colourType, int depth, int[] samples, int[] palette,
                            byte[] alpha, Random rnd) {
            int channels = samples.length / (width * height);
            int bitsPerPixel = channels * depth;
            int rowBytes = (width * bitsPerPixel + 7) / 8;
            int bpp = Math.max(1, bitsPerPixel / 8);
            byte[] raw = new byte[height * rowBytes];
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width * channels; x++) {
                    int v = samples[y * width * channels + x];
                    if (depth == 16) {
                        raw[y * rowBytes + 2 * x] = (byte) (v >>> 8);
                        raw[y * rowBytes + 2 * x + 1] = (byte) v;
                    } else {
                        int bit = x * depth;
                        raw[y * rowBytes + bit / 8] |= (byte) (v << (8 - depth - bit % 8));
                    }
                }
            }
            byte[] filtered = new byte[height * (rowBytes + 1)];
            for (int y = 0; y < height; y++) {
                int f = rnd.nextInt(5);
                filtered[y * (rowBytes + 1)] = (byte) f;
                for (int i = 0; i < rowBytes; i++) {
                    int a = i >= bpp ? raw[y * rowBytes + i - bpp] & 0xFF : 0;
                    int b = y > 0 ? raw[(y - 1) * rowBytes + i] & 0xFF : 0;
                    int c = i >= bpp && y > 0 ? raw[(y - 1) * rowBytes + i - bpp] & 0xFF : 0;
                    int pred = switch (f) {
                        case 1 -> a;
                        case 2 -> b;
                        case 3 -> (a + b) / 2;
                        case 4 -> paeth(a, b, c);
                        default -> 0;
                    };
                    filtered[y * (rowBytes + 1) + 1 + i] = (byte) (raw[y * rowBytes + i] - pred);
                }
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.writeBytes(PngEncoder.SIGNATURE);
            byte[] ihdr = new byte[13];
            putInt(ihdr, 0, width);
            putInt(ihdr, 4, height);
            ihdr[8] = (byte) depth;
            ihdr[9] = (byte) colourType;
            chunk(out, "IHDR", ihdr);
            if (palette != null) {
                byte[] plte = new byte[palette.length * 3];
                for (int i = 0; i < palette.length; i++) {
                    plte[3 * i] = (byte) (palette[i] >>> 16);
                    plte[3 * i + 1] = (byte) (palette[i] >>> 8);
                    plte[3 * i + 2] = (byte) palette[i];
                }
                chunk(out, "PLTE", plte);
            }
            if (alpha != null) {
                chunk(out, "tRNS", alpha);
            }
            byte[] z = deflate(filtered);
            for (int at = 0; at < z.length; ) {
                int n = Math.min(z.length - at, 1 + rnd.nextInt(z.length));
                chunk(out, "IDAT", java.util.Arrays.copyOfRange(z, at, at + n));
                at += n;
            }
            chunk(out, "IEND", new byte[0]);
            return out.toByteArray();
        }

        /** An 8-bit RGB PNG of the given filtered rows, as they are (right or wrong). */
        static byte[] rawImage(int width, int height, byte[] filtered) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.writeBytes(PngEncoder.SIGNATURE);
            byte[] ihdr = new byte[13];
            putInt(ihdr, 0, width);
            putInt(ihdr, 4, height);
            ihdr[8] = 8;
            ihdr[9] = 2;
            chunk(out, "IHDR", ihdr);
            chunk(out, "IDAT", deflate(filtered));
            chunk(out, "IEND", new byte[0]);
            return out.toByteArray();
        }

        /** {@code png} with one more chunk right after IHDR. */
        static byte[] withChunk(byte[] png, String type, byte[] data) {
            int afterHeader = PngEncoder.SIGNATURE.length + 25;
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.write(png, 0, afterHeader);
            chunk(out, type, data);
            out.write(png, afterHeader, png.length - afterHeader);
            return out.toByteArray();
        }

        /** Recomputes the CRC of the chunk at {@code at} after an edit. */
        static byte[] fixCrc(byte[] png, int at) {
            int length = (png[at] & 0xFF) << 24 | (png[at + 1] & 0xFF) << 16 | (png[at + 2] & 0xFF) << 8
                    | png[at + 3] & 0xFF;
            CRC32 crc = new CRC32();
            crc.update(png, at + 4, 4 + length);
            putInt(png, at + 8 + length, (int) crc.getValue());
            return png;
        }

        private static int paeth(int a, int b, int c) {
            int p = a + b - c;
            int pa = Math.abs(p - a);
            int pb = Math.abs(p - b);
            int pc = Math.abs(p - c);
            if (pa <= pb && pa <= pc) {
                return a;
            }
            return pb <= pc ? b : c;
        }

        private static byte[] deflate(byte[] data) {
            Deflater d = new Deflater();
            d.setInput(data);
            d.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[4096];
            while (!d.finished()) {
                out.write(buf, 0, d.deflate(buf));
            }
            d.end();
            return out.toByteArray();
        }

        private static void chunk(ByteArrayOutputStream out, String type, byte[] data) {
            byte[] head = new byte[8];
            putInt(head, 0, data.length);
            for (int i = 0; i < 4; i++) {
                head[4 + i] = (byte) type.charAt(i);
            }
            out.writeBytes(head);
            out.writeBytes(data);
            CRC32 crc = new CRC32();
            crc.update(head, 4, 4);
            crc.update(data);
            byte[] tail = new byte[4];
            putInt(tail, 0, (int) crc.getValue());
            out.writeBytes(tail);
        }

        private static void putInt(byte[] b, int at, int v) {
            b[at] = (byte) (v >>> 24);
            b[at + 1] = (byte) (v >>> 16);
            b[at + 2] = (byte) (v >>> 8);
            b[at + 3] = (byte) v;
        }
    }
}
