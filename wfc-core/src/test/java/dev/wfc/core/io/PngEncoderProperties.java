package dev.wfc.core.io;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The encoder's PNGs, decoded by ImageIO's reader (which shares no code with it), give back the pixels. */
class PngEncoderProperties {
    /** One encoder for every try, as a corpus worker reuses its own across maps of different sizes. */
    private final PngEncoder encoder = new PngEncoder();

    @Property(tries = 60, seed = "11")
    void imageIoDecodesThePixelsBack(@ForAll @IntRange(min = 1, max = 260) int width,
                                     @ForAll @IntRange(min = 1, max = 260) int height,
                                     @ForAll boolean opaque, @ForAll boolean noisy, @ForAll long seed)
            throws IOException {
        Random rnd = new Random(seed);
        int[] palette = rnd.ints(1 + rnd.nextInt(300)).toArray(); // around the 256 colours of an indexed PNG
        int[] argb = new int[width * height];
        for (int i = 0; i < argb.length; i++) {
            // Noise does not compress, so large noisy images span several IDAT chunks; a palette compresses well.
            // Palettes of 1..300 colours land on both sides of the 256 colours an indexed PNG holds.
            int p = noisy ? rnd.nextInt() : palette[(i / 3 + i / width + i * 7) % palette.length];
            argb[i] = opaque ? p | 0xFF00_0000 : p;
        }
        assertDecodesBack(argb, width, height);
    }

    /**
     * Pixel art: runs of one colour, as tiles make them (the encoder indexes a run's pixels without a lookup). With
     * {@code translucentAt} in range, that one pixel is made translucent: first, inside or after a run of an opaque
     * colour it must still turn the image into RGBA.
     */
    @Property(tries = 60, seed = "12")
    void runsOfOneColourDecodeBack(@ForAll @IntRange(min = 1, max = 120) int width,
                                   @ForAll @IntRange(min = 1, max = 120) int height,
                                   @ForAll @IntRange(min = 1, max = 40) int longestRun,
                                   @ForAll @IntRange(min = -1, max = 200) int translucentAt, @ForAll long seed)
            throws IOException {
        Random rnd = new Random(seed);
        int[] palette = rnd.ints(1 + rnd.nextInt(20)).map(c -> c | 0xFF00_0000).toArray();
        int[] argb = new int[width * height];
        for (int i = 0; i < argb.length; ) {
            int colour = palette[rnd.nextInt(palette.length)];
            for (int run = 1 + rnd.nextInt(longestRun); run > 0 && i < argb.length; run--) {
                argb[i++] = colour;
            }
        }
        if (translucentAt >= 0 && translucentAt < argb.length) {
            argb[translucentAt] &= translucentAt % 2 == 0 ? 0x00FF_FFFF : 0x7FFF_FFFF;
        }
        assertDecodesBack(argb, width, height);
    }

    private void assertDecodesBack(int[] argb, int width, int height) throws IOException {
        byte[] png = encoder.encode(new Image(argb, width, height));
        BufferedImage decoded = ImageIO.read(new ByteArrayInputStream(png));
        assertEquals(width, decoded.getWidth());
        assertEquals(height, decoded.getHeight());
        boolean anyTranslucent = false;
        for (int p : argb) {
            anyTranslucent |= p >>> 24 != 0xFF;
        }
        assertEquals(anyTranslucent, decoded.getColorModel().hasAlpha(), "colour type: RGBA only when needed");
        long colours = java.util.Arrays.stream(argb).distinct().count();
        int expectedType = anyTranslucent ? 6 : colours <= 256 ? 3 : 2;
        assertEquals(expectedType, png[25], "IHDR colour type: indexed for opaque images of <= 256 colours");
        int[] back = decoded.getRGB(0, 0, width, height, null, 0, width);
        if (!anyTranslucent) {
            assertArrayEquals(argb, back);
        } else {
            // getRGB returns non-premultiplied ARGB, so every channel of every pixel must survive, alpha 0 included.
            assertArrayEquals(argb, rawArgb(decoded));
        }
    }

    /** The pixels as stored, without the colour model's conversions. */
    private static int[] rawArgb(BufferedImage img) {
        int[] argb = new int[img.getWidth() * img.getHeight()];
        var raster = img.getRaster();
        int[] px = new int[4];
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                raster.getPixel(x, y, px);
                argb[x + y * img.getWidth()] = px[3] << 24 | px[0] << 16 | px[1] << 8 | px[2];
            }
        }
        return argb;
    }
}
