package dev.wfc.core.io;

import dev.wfc.core.WfcInputException;

/**
 * An ARGB image: {@code argb[x + y * width]}, 0xAARRGGBB. The array is shared, not copied.
 *
 * @param argb pixels, row by row, length {@code width * height}
 */
public record Image(int[] argb, int width, int height) {
    public Image {
        if (width < 1 || height < 1 || argb.length != width * height) {
            throw new WfcInputException("image: " + width + "x" + height + " with " + argb.length
                    + " pixels (expected: positive sides, width * height pixels)");
        }
    }

    public int pixel(int x, int y) {
        return argb[x + y * width];
    }
}
