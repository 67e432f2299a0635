package dev.wfc.core.view;

import dev.wfc.core.Checks;
import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.topo.Topology;

/**
 * An isometric preview of a cubic map, so that a person can look at a voxel map without a voxel editor: every cell
 * whose tile has an opaque colour is drawn as a small cube (top face in the colour, the two visible sides darker),
 * seen from above the corner of largest x and y, z up. Empty, undecided and masked-out cells are not drawn; the
 * background is transparent.
 *
 * <p>Painter's order: cubes farther from the viewer ({@code x + y} ascending, then {@code z} ascending) first, so
 * nearer faces cover farther ones. A cube of unit {@code a} covers a {@code 4a x 4a} sprite whose top-left corner
 * lies at {@code ((x - y) * 2a + (height - 1) * 2a, (x + y) * a + (depth - 1 - z) * 2a)}. O(cells x a^2).
 */
public final class IsometricPicture {
    /** The largest unit: a cube spans 4 units across. */
    public static final int MAX_UNIT = 64;

    private IsometricPicture() {
    }

    /**
     * @param colors ARGB by tile id; a tile whose alpha is 0 (such as empty space) is not drawn
     * @param unit the sprite unit in pixels, 1..{@link #MAX_UNIT}; a cube is {@code 4 x unit} pixels wide
     * @throws IllegalArgumentException if the grid is not cubic, the unit is out of range or the picture would
     *     exceed 2^31 - 9 pixels
     */
    public static Image draw(Solution solution, int[] colors, int unit) {
        Grid g = solution.grid();
        if (g.topology() != Topology.CUBE) {
            throw new WfcInputException("grid: " + g.topology().id() + " (expected: cube)");
        }
        return draw(g.width(), g.height(), g.depth(), cell -> {
            int t = g.exists(cell) ? solution.tile(cell) : -1;
            return t < 0 ? 0 : colors[t];
        }, unit);
    }

    /**
     * MagicaVoxel voxels drawn the same way: a cube per filled voxel in its palette colour.
     *
     * @param unit the sprite unit in pixels, 1..{@link #MAX_UNIT}
     */
    public static Image draw(Voxels voxels, int unit) {
        int[] colors = voxels.colors();
        int[] palette = voxels.palette();
        return draw(voxels.width(), voxels.height(), voxels.depth(),
                cell -> colors[cell] == 0 ? 0 : palette[colors[cell]], unit);
    }

    /** The picture of a box whose cell {@code x + (y + z * h) * w} has colour {@code color(cell)} (alpha 0: none). */
    private static Image draw(int w, int h, int d, java.util.function.IntUnaryOperator color, int unit) {
        Checks.inRange("unit", unit, 1, MAX_UNIT);
        int a = unit;
        long width = (long) (w + h) * 2 * a;
        long height = (long) (w + h - 2) * a + (long) (d - 1) * 2 * a + 4L * a;
        if (width * height > Integer.MAX_VALUE - 8) {
            throw new WfcInputException("image: " + width + "x" + height + " pixels (expected: at most 2^31 - 9)");
        }
        int[] out = new int[(int) (width * height)];
        byte[] sprite = sprite(a);
        int side = 4 * a;
        int[] shades = new int[3];
        for (int sum = 0; sum <= w + h - 2; sum++) {
            for (int z = 0; z < d; z++) {
                for (int x = Math.max(0, sum - h + 1); x <= Math.min(w - 1, sum); x++) {
                    int y = sum - x;
                    int argb = color.applyAsInt(x + (y + z * h) * w);
                    if ((argb >>> 24) == 0) {
                        continue;
                    }
                    shades[0] = argb;
                    shades[1] = shade(argb, 80);
                    shades[2] = shade(argb, 60);
                    int u0 = (x - y) * 2 * a + (h - 1) * 2 * a;
                    int v0 = (x + y) * a + (d - 1 - z) * 2 * a;
                    for (int sy = 0; sy < side; sy++) {
                        for (int sx = 0; sx < side; sx++) {
                            int face = sprite[sx + sy * side];
                            if (face >= 0) {
                                out[u0 + sx + (v0 + sy) * (int) width] = shades[face];
                            }
                        }
                    }
                }
            }
        }
        return new Image(out, (int) width, (int) height);
    }

    /** Per sprite pixel: 0 top face, 1 left face, 2 right face, -1 outside the cube. */
    private static byte[] sprite(int a) {
        int side = 4 * a;
        byte[] s = new byte[side * side];
        for (int py = 0; py < side; py++) {
            for (int px = 0; px < side; px++) {
                double x = px + 0.5;
                double y = py + 0.5;
                byte face = -1;
                if (Math.abs(x - 2 * a) / 2 + Math.abs(y - a) <= a) {
                    face = 0;
                } else if (x < 2 * a && y >= a + x / 2 && y <= 3 * a + x / 2) {
                    face = 1;
                } else if (x >= 2 * a && y >= 2 * a - (x - 2 * a) / 2 && y <= 4 * a - (x - 2 * a) / 2) {
                    face = 2;
                }
                s[px + py * side] = face;
            }
        }
        return s;
    }

    /** {@code argb} with each colour channel scaled to {@code percent}, alpha kept. */
    private static int shade(int argb, int percent) {
        int r = ((argb >> 16) & 0xFF) * percent / 100;
        int g = ((argb >> 8) & 0xFF) * percent / 100;
        int b = (argb & 0xFF) * percent / 100;
        return (argb & 0xFF000000) | r << 16 | g << 8 | b;
    }
}
