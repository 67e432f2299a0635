package dev.wfc.core.io;

import java.util.Arrays;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * Decodes the common PNGs to ARGB without ImageIO, whose start (its plug-in registry, AWT's native library and colour
 * classes) cost a one-map run about 60 ms of CPU before the first pixel: 8-bit RGB without tRNS, 8-bit RGBA, and
 * palette images of any bit depth (alpha from tRNS), not interlaced, without an ICC profile. For any other file, or
 * anything unexpected in one of these (a filter type above 4, too little or too much image data, an index beyond
 * the palette), it answers null and {@link Png} hands the bytes to ImageIO, so that those files decode, or fail, as
 * they always did.
 *
 * <p>Maintainers: gives the same pixels as ImageIO's {@code getRGB} for the types it takes ({@code PngDecoderTest}
 * compares the two on every sample and on generated files of each filter, bit depth and palette shape). One pass:
 * inflate all IDAT data into one buffer of {@code height * (1 + rowBytes)} bytes, unfilter row by row in place, then
 * expand. O(file + pixels). gAMA, cHRM, sRGB and other ancillary chunks are ignored, as ImageIO ignores them.
 */
final class PngDecoder {
    private static final int PLTE = 0x504C5445;
    private static final int IDAT = 0x49444154;
    private static final int IEND = 0x49454E44;
    private static final int TRNS = 0x74524E53;
    private static final int ICCP = 0x69434350;

    private PngDecoder() {
    }

    /**
     * @param bytes a PNG whose chunks {@link PngChunks#check} accepted
     * @param header its IHDR
     * @return the pixels, {@code argb[x + y * width]}, or null for a file this decoder leaves to ImageIO
     */
    static int[] decode(byte[] bytes, PngChunks.Header header) {
        int colour = header.colourType();
        int depth = header.bitDepth();
        boolean taken = colour == 3 || (colour == 2 || colour == 6) && depth == 8;
        if (!taken || bytes[PngEncoder.SIGNATURE.length + 8 + 12] != 0) {
            return null; // another colour type or depth, or interlaced
        }
        int[] palette = null;
        byte[] alpha = null;
        Inflater inflater = new Inflater();
        long rowBytes = ((long) header.width() * header.channels() * depth + 7) / 8;
        long size = header.height() * (1 + rowBytes);
        if (size > Integer.MAX_VALUE - 8) {
            return null;
        }
        byte[] data = new byte[(int) size];
        byte[] spare = new byte[1];
        int filled = 0;
        try {
            for (int pos = PngEncoder.SIGNATURE.length; ; ) {
                int length = readInt(bytes, pos);
                int type = readInt(bytes, pos + 4);
                int at = pos + 8;
                if (type == IEND) {
                    break;
                } else if (type == ICCP || type == TRNS && colour != 3) {
                    return null;
                } else if (type == PLTE) {
                    if (length % 3 != 0) {
                        return null;
                    }
                    palette = new int[length / 3];
                    for (int i = 0; i < palette.length; i++) {
                        palette[i] = (bytes[at + 3 * i] & 0xFF) << 16 | (bytes[at + 3 * i + 1] & 0xFF) << 8
                                | bytes[at + 3 * i + 2] & 0xFF;
                    }
                } else if (type == TRNS) {
                    alpha = Arrays.copyOfRange(bytes, at, at + length);
                } else if (type == IDAT) {
                    inflater.setInput(bytes, at, length);
                    while (!inflater.needsInput() && !inflater.finished()) {
                        // Once the image is full, one byte of room lets the stream end (its checksum) or overflow.
                        int room = data.length - filled;
                        int n = room > 0 ? inflater.inflate(data, filled, room) : inflater.inflate(spare);
                        if (room == 0 && n > 0 || n == 0 && !inflater.finished() && !inflater.needsInput()) {
                            return null; // more data than the image holds, or a preset dictionary
                        }
                        filled += n;
                    }
                }
                pos = at + length + 4;
            }
            if (filled != data.length || !inflater.finished()) {
                return null;
            }
        } catch (DataFormatException e) {
            return null;
        } finally {
            inflater.end();
        }
        int bpp = Math.max(1, header.channels() * depth / 8);
        if (!unfilter(data, (int) rowBytes, header.height(), bpp)) {
            return null;
        }
        return colour == 3 ? indexed(data, header, (int) rowBytes, palette, alpha)
                : direct(data, header, (int) rowBytes);
    }

    /**
     * Reverses the five filters of the PNG specification in place; each row starts with its filter type byte and the
     * row above (zeros for the first) is already unfiltered. @return false on a filter type above 4
     */
    private static boolean unfilter(byte[] d, int rowBytes, int height, int bpp) {
        for (int y = 0; y < height; y++) {
            int row = y * (rowBytes + 1) + 1;
            int up = row - rowBytes - 1; // the row above; only read when y > 0
            int filter = d[row - 1];
            for (int i = 0; i < rowBytes; i++) {
                int a = i >= bpp ? d[row + i - bpp] & 0xFF : 0;
                int b = y > 0 ? d[up + i] & 0xFF : 0;
                int predictor = switch (filter) {
                    case 0 -> 0;
                    case 1 -> a;
                    case 2 -> b;
                    case 3 -> (a + b) >>> 1;
                    case 4 -> paeth(a, b, i >= bpp && y > 0 ? d[up + i - bpp] & 0xFF : 0);
                    default -> -1;
                };
                if (predictor < 0) {
                    return false;
                }
                d[row + i] += (byte) predictor;
            }
        }
        return true;
    }

    private static int paeth(int a, int b, int c) {
        int p = a + b - c;
        int pa = Math.abs(p - a);
        int pb = Math.abs(p - b);
        int pc = Math.abs(p - c);
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }

    /** RGB or RGBA, 8 bits a sample. */
    private static int[] direct(byte[] d, PngChunks.Header header, int rowBytes) {
        int width = header.width();
        int channels = header.channels();
        int[] argb = new int[width * header.height()];
        for (int y = 0, p = 0; y < header.height(); y++) {
            int i = y * (rowBytes + 1) + 1;
            for (int x = 0; x < width; x++, i += channels) {
                int a = channels == 4 ? d[i + 3] & 0xFF : 0xFF;
                argb[p++] = a << 24 | (d[i] & 0xFF) << 16 | (d[i + 1] & 0xFF) << 8 | d[i + 2] & 0xFF;
            }
        }
        return argb;
    }

    /** Palette indices of 1, 2, 4 or 8 bits, the leftmost pixel in the high bits; null on an index past the palette. */
    private static int[] indexed(byte[] d, PngChunks.Header header, int rowBytes, int[] palette, byte[] alpha) {
        int[] colours = new int[palette.length];
        for (int i = 0; i < palette.length; i++) {
            int a = alpha != null && i < alpha.length ? alpha[i] & 0xFF : 0xFF;
            colours[i] = a << 24 | palette[i];
        }
        int width = header.width();
        int depth = header.bitDepth();
        int perByte = 8 / depth;
        int mask = (1 << depth) - 1;
        int[] argb = new int[width * header.height()];
        for (int y = 0, p = 0; y < header.height(); y++) {
            int row = y * (rowBytes + 1) + 1;
            for (int x = 0; x < width; x++) {
                int shift = 8 - depth * (x % perByte + 1);
                int index = (d[row + x / perByte] & 0xFF) >>> shift & mask;
                if (index >= colours.length) {
                    return null;
                }
                argb[p++] = colours[index];
            }
        }
        return argb;
    }

    private static int readInt(byte[] b, int at) {
        return (b[at] & 0xFF) << 24 | (b[at + 1] & 0xFF) << 16 | (b[at + 2] & 0xFF) << 8 | b[at + 3] & 0xFF;
    }
}
