package dev.wfc.core.model;

/**
 * Turns and mirrors of a hexagonal tile's picture, as {@link HexTiles} turns its side labels: the copy made by
 * element (mirrored, k) shows at each pixel what the original shows at the point the inverse element takes it to.
 *
 * <p>The rule, exactly: a picture is {@code w x h} pixels, its centre {@code (w / 2, h / 2)} in pixel coordinates (x
 * right, y down, pixel {@code (i, j)} covering {@code [i, i + 1) x [j, j + 1)}). Copy pixel {@code (i, j)} has the
 * offset {@code (dx, dy) = (i + 0.5 - w / 2, j + 0.5 - h / 2)} from the centre; the offset is turned back by
 * {@code 60 k} degrees, {@code (sx, sy) = (dx cos + dy sin, -dx sin + dy cos)}, then mirrored, {@code sx = -sx}, if
 * the copy is; the copy's pixel is the original's pixel {@code (floor(w / 2 + sx), floor(h / 2 + sy))}, each
 * coordinate clamped into the picture (nearest neighbour; corners outside the hexagon repeat the picture's edge). The
 * sines and cosines are {@code 0, +-1/2, +-1} and {@code +-sqrt(3)/2}, so every copy is the same on every JVM.
 * Turns are clockwise on screen: k = 1 takes what points right to down-right, as a side's label goes from direction 3
 * to direction 2.
 */
final class HexTurns {
    private static final double HALF_SQRT3 = Math.sqrt(3) / 2;
    private static final double[] COS = {1, 0.5, -0.5, -1, -0.5, 0.5};
    private static final double[] SIN = {0, HALF_SQRT3, HALF_SQRT3, 0, -HALF_SQRT3, -HALF_SQRT3};

    private HexTurns() {
    }

    /**
     * The copy of {@code px} ({@code w x h}, row-major ARGB) under element (mirrored, k), as the class describes.
     *
     * @param k sixths of a turn clockwise, 0..5
     */
    static int[] turn(int[] px, int w, int h, boolean mirrored, int k) {
        int[] out = new int[px.length];
        double cos = COS[k];
        double sin = SIN[k];
        double cx = w / 2.0;
        double cy = h / 2.0;
        for (int j = 0; j < h; j++) {
            for (int i = 0; i < w; i++) {
                double dx = i + 0.5 - cx;
                double dy = j + 0.5 - cy;
                double sx = dx * cos + dy * sin;
                double sy = -dx * sin + dy * cos;
                if (mirrored) {
                    sx = -sx;
                }
                int x = clamp((int) Math.floor(cx + sx), w);
                int y = clamp((int) Math.floor(cy + sy), h);
                out[i + j * w] = px[x + y * w];
            }
        }
        return out;
    }

    private static int clamp(int v, int size) {
        return Math.max(0, Math.min(size - 1, v));
    }
}
