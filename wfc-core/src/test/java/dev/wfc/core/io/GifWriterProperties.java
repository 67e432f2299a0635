package dev.wfc.core.io;

import dev.wfc.core.WfcInputException;
import dev.wfc.core.testkit.GifFrames;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The writer's GIFs, decoded by the JDK's GIF reader (which shares no code with it): every frame's pixels are the
 * frame given (alpha aside) when it has at most 256 colours, and the pixels of the JDK's own GIF writer for the same
 * picture beyond; every delay is the one given in hundredths of a second, rounded half up; the animation loops
 * forever. Frames of 1, 2, 255 and 256 colours, of 1 x 1, 1 x N, N x 1 and large sizes (whose LZW tables fill and
 * restart many times).
 */
class GifWriterProperties {

    /** A frame's pixels, its colours among them with random alpha, in runs of random length. */
    private static int[] frame(Random rnd, int pixels, int colours, int longestRun) {
        int[] palette = new int[colours];
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int c = 0; c < colours; ) {
            int rgb = rnd.nextInt() & 0xFF_FFFF;
            if (seen.add(rgb)) {
                palette[c++] = rnd.nextInt() << 24 | rgb;
            }
        }
        int[] argb = new int[pixels];
        for (int i = 0; i < pixels; ) {
            int p = palette[rnd.nextInt(colours)];
            for (int run = 1 + rnd.nextInt(longestRun); run > 0 && i < pixels; run--) {
                argb[i++] = p;
            }
        }
        // Every colour at least once where there is room for all.
        for (int c = 0; c < Math.min(colours, pixels); c++) {
            argb[rnd.nextInt(pixels)] = palette[c];
        }
        return argb;
    }

    @Provide
    Arbitrary<int[]> sizes() {
        Arbitrary<Integer> n = Arbitraries.integers().between(1, 700);
        return Arbitraries.oneOf(Arbitraries.just(new int[] {1, 1}), n.map(h -> new int[] {1, h}),
                n.map(w -> new int[] {w, 1}), Combinators.combine(Arbitraries.integers().between(200, 640),
                        Arbitraries.integers().between(150, 480)).as((w, h) -> new int[] {w, h}));
    }

    @Property(tries = 40, seed = "21")
    void framesOfAtMost256ColoursDecodeToThemselves(@ForAll("sizes") int[] size,
                                                    @ForAll("smallCounts") int colours,
                                                    @ForAll @IntRange(min = 1, max = 40) int longestRun,
                                                    @ForAll @IntRange(min = 1, max = 4) int frames,
                                                    @ForAll long seed) throws IOException {
        Random rnd = new Random(seed);
        List<Image> given = new ArrayList<>();
        List<Integer> delays = new ArrayList<>();
        for (int f = 0; f < frames; f++) {
            given.add(new Image(frame(rnd, size[0] * size[1], colours, longestRun), size[0], size[1]));
            delays.add(rnd.nextInt(GifWriter.MAX_DELAY_MILLIS + 1));
        }
        GifFrames gif = writeAndDecode(given, delays);
        assertEquals(frames, gif.frames().size());
        assertEquals(0, gif.loops(), "loops forever");
        for (int f = 0; f < frames; f++) {
            assertEquals((delays.get(f) + 5) / 10, gif.delays().get(f), "delay of frame " + f);
            int[] expected = given.get(f).argb().clone();
            for (int i = 0; i < expected.length; i++) {
                expected[i] |= 0xFF00_0000;
            }
            assertArrayEquals(expected, pixels(gif.frames().get(f)), "frame " + f);
        }
    }

    @Provide
    Arbitrary<Integer> smallCounts() {
        return Arbitraries.of(1, 2, 255, 256);
    }

    @Provide
    Arbitrary<int[]> largerSizes() {
        Arbitrary<Integer> n = Arbitraries.integers().between(257, 3000);
        return Arbitraries.oneOf(n.map(h -> new int[] {1, h}), n.map(w -> new int[] {w, 1}),
                Combinators.combine(Arbitraries.integers().between(20, 640), Arbitraries.integers().between(20, 480))
                        .as((w, h) -> new int[] {w, h}));
    }

    @Property(tries = 25, seed = "22")
    void framesOfMoreColoursDecodeAsTheJdkWritersDo(@ForAll("largerSizes") int[] size,
                                                    @ForAll("largeCounts") int colours,
                                                    @ForAll @IntRange(min = 1, max = 12) int longestRun,
                                                    @ForAll long seed) throws IOException {
        int pixels = size[0] * size[1];
        Random rnd = new Random(seed);
        // Two frames, so the second reuses the structures of the first.
        List<Image> given = List.of(new Image(frame(rnd, pixels, Math.min(colours, pixels), longestRun), size[0],
                size[1]), new Image(frame(rnd, pixels, Math.min(colours, pixels), longestRun), size[0], size[1]));
        GifFrames gif = writeAndDecode(given, List.of(40, 2000));
        for (int f = 0; f < given.size(); f++) {
            assertArrayEquals(pixels(jdkWriter(given.get(f))), pixels(gif.frames().get(f)), "frame " + f);
        }
    }

    @Provide
    Arbitrary<Integer> largeCounts() {
        return Arbitraries.oneOf(Arbitraries.of(257, 300, 1000, 100_000), Arbitraries.integers().between(257, 5000));
    }

    /** Smooth gradients, as heat maps and averaged colours make: many colours, close together. */
    @Test
    void gradientsDecodeAsTheJdkWritersDo() throws IOException {
        int w = 640;
        int h = 320;
        int[] argb = new int[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                argb[x + y * w] = 0xFF00_0000 | (x * 255 / w) << 16 | (y * 255 / h) << 8 | ((x + y) / 8 & 0xFF);
            }
        }
        Image picture = new Image(argb, w, h);
        GifFrames gif = writeAndDecode(List.of(picture), List.of(40));
        assertArrayEquals(pixels(jdkWriter(picture)), pixels(gif.frames().get(0)));
    }

    @Test
    void refusesAFrameOfAnotherSizeAndADelayOutOfRange(@TempDir Path dir) throws IOException {
        try (GifWriter gif = new GifWriter(dir.resolve("a.gif"))) {
            gif.write(new Image(new int[6], 3, 2), 40);
            assertThrows(WfcInputException.class, () -> gif.write(new Image(new int[6], 2, 3), 40));
            assertThrows(WfcInputException.class, () -> gif.write(new Image(new int[6], 3, 2), -1));
            assertThrows(WfcInputException.class, () -> gif.write(new Image(new int[6], 3, 2),
                    GifWriter.MAX_DELAY_MILLIS + 1));
        }
    }

    private static GifFrames writeAndDecode(List<Image> frames, List<Integer> delays) throws IOException {
        Path file = Files.createTempFile("wfc-gif-writer", ".gif");
        try {
            try (GifWriter gif = new GifWriter(file)) {
                for (int f = 0; f < frames.size(); f++) {
                    gif.write(frames.get(f), delays.get(f));
                }
            }
            return GifFrames.read(file);
        } finally {
            Files.delete(file);
        }
    }

    /** The picture as the JDK's GIF writer writes it, decoded. */
    private static BufferedImage jdkWriter(Image picture) throws IOException {
        BufferedImage rgb = new BufferedImage(picture.width(), picture.height(), BufferedImage.TYPE_INT_RGB);
        rgb.setRGB(0, 0, picture.width(), picture.height(), picture.argb(), 0, picture.width());
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        ImageIO.write(rgb, "gif", bytes);
        return ImageIO.read(new java.io.ByteArrayInputStream(bytes.toByteArray()));
    }

    private static int[] pixels(BufferedImage image) {
        return image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
    }
}
