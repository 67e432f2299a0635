package dev.wfc.core.topo;

import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.Png;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A footprint of {@code width x height} cells saying which exist: the shape of a level that is not a rectangle (an
 * island, a room with a hole). On a cube grid it applies to every layer. From a picture, a cell is inside where its
 * pixel is opaque (alpha at least 128) and not black; black or transparent pixels are holes. Immutable.
 */
public final class Mask {
    private final int width;
    private final int height;
    private final boolean[] inside;

    private Mask(int width, int height, boolean[] inside) {
        this.width = width;
        this.height = height;
        this.inside = inside;
    }

    /**
     * @param inside {@code inside[x + y * width]}, copied
     * @throws WfcInputException if the array does not match the sides or no cell is inside
     */
    public static Mask of(int width, int height, boolean[] inside) {
        if (width < 1 || height < 1 || inside.length != (long) width * height) {
            throw new WfcInputException("mask: " + inside.length + " cells for " + width + "x" + height
                    + " (expected: width * height cells)");
        }
        boolean any = false;
        for (boolean b : inside) {
            any |= b;
        }
        if (!any) {
            throw new WfcInputException("mask: no cell inside (expected: at least one opaque, non-black pixel)");
        }
        return new Mask(width, height, inside.clone());
    }

    /** The footprint of a picture: a cell a pixel, inside where opaque and not black. */
    public static Mask of(Image image) {
        boolean[] in = new boolean[image.width() * image.height()];
        int[] argb = image.argb();
        for (int p = 0; p < in.length; p++) {
            in[p] = (argb[p] >>> 24) >= 128 && (argb[p] & 0xFFFFFF) != 0;
        }
        return of(image.width(), image.height(), in);
    }

    /**
     * Reads a PNG footprint ({@link #of(Image)}).
     *
     * @throws IOException naming the file, as {@link Png#read}, or if no pixel is inside
     */
    public static Mask read(Path png) throws IOException {
        Image image = Png.read(png);
        try {
            return of(image);
        } catch (WfcInputException e) {
            throw new InvalidInputException(png + ": " + e.getMessage());
        }
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** Whether cell {@code (x, y)} exists. */
    public boolean inside(int x, int y) {
        return inside[x + y * width];
    }

    /** Whether some cell of the footprint does not exist. O(width x height). */
    public boolean hasHoles() {
        for (boolean b : inside) {
            if (!b) {
                return true;
            }
        }
        return false;
    }

    /**
     * The existence of every cell of a box of {@code depth} layers of this footprint, as {@code Grid.Builder.mask}
     * takes it.
     *
     * @throws WfcInputException unless {@code width x height} is this mask's size
     */
    public boolean[] cells(int gridWidth, int gridHeight, int depth) {
        if (gridWidth != width || gridHeight != height) {
            throw new WfcInputException("mask: " + width + "x" + height + " (expected: " + gridWidth + "x"
                    + gridHeight + ", the grid's size)");
        }
        int layer = width * height;
        boolean[] all = new boolean[layer * depth];
        for (int z = 0; z < depth; z++) {
            System.arraycopy(inside, 0, all, z * layer, layer);
        }
        return all;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Mask m && m.width == width && m.height == height
                && java.util.Arrays.equals(m.inside, inside);
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(inside) * 31 + width;
    }

    @Override
    public String toString() {
        int n = 0;
        for (boolean b : inside) {
            n += b ? 1 : 0;
        }
        return "mask " + width + "x" + height + " (" + n + " cells inside)";
    }
}
