package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Voxels;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Draws a {@link VoxelTiles} map as voxels, and its tiles as one colour each.
 *
 * <p>Maintainers: a tile's box holds ARGB at {@code x + (y + z * sy) * sx}, 0 empty. The palette numbers colours in
 * order of first use over the tiles, from 1 (MagicaVoxel's index 0 is empty). O(map voxels + tile voxels).
 */
final class VoxelPainter {
    private VoxelPainter() {
    }

    /**
     * The map's voxels: each cell's tile's box placed at {@code (x * sx, y * sy, z * sz)}, an undecided or masked-out
     * cell empty; the caller checked the size against {@link Voxels#MAX_SIDE}.
     *
     * @throws WfcInputException if the tiles use more than 255 colours
     */
    static Voxels paint(Solution solution, int[][] boxes, int sx, int sy, int sz) {
        Grid g = solution.grid();
        long wx = (long) g.width() * sx;
        long wy = (long) g.height() * sy;
        long wz = (long) g.depth() * sz;
        Map<Integer, Integer> index = new LinkedHashMap<>();
        int[] palette = new int[256];
        for (int t = 0; t < boxes.length; t++) {
            for (int argb : boxes[t]) {
                if (argb != 0 && !index.containsKey(argb)) {
                    if (index.size() == 255) {
                        throw new WfcInputException("voxels: the tiles use more than 255 colours (expected: at most"
                                + " 255, MagicaVoxel's palette)");
                    }
                    index.put(argb, index.size() + 1);
                    palette[index.size()] = argb;
                }
            }
        }
        int w = (int) wx;
        int h = (int) wy;
        int[] colors = new int[(int) (wx * wy * wz)];
        for (int c = 0; c < g.cells(); c++) {
            int t = g.exists(c) ? solution.tile(c) : -1;
            if (t < 0) {
                continue;
            }
            int ox = g.x(c) * sx;
            int oy = g.y(c) * sy;
            int oz = g.z(c) * sz;
            int[] box = boxes[t];
            for (int z = 0; z < sz; z++) {
                for (int y = 0; y < sy; y++) {
                    for (int x = 0; x < sx; x++) {
                        int argb = box[x + (y + z * sy) * sx];
                        if (argb != 0) {
                            colors[ox + x + (oy + y + (oz + z) * h) * w] = index.get(argb);
                        }
                    }
                }
            }
        }
        return new Voxels(w, h, (int) wz, colors, palette);
    }

    /**
     * Per tile, each channel's rounded mean over its filled voxels, opaque; 0 (transparent) for a tile without
     * voxels.
     */
    static int[] meanColors(int[][] boxes) {
        int[] colors = new int[boxes.length];
        for (int t = 0; t < colors.length; t++) {
            long r = 0;
            long g = 0;
            long b = 0;
            long n = 0;
            for (int argb : boxes[t]) {
                if (argb != 0) {
                    r += (argb >>> 16) & 0xFF;
                    g += (argb >>> 8) & 0xFF;
                    b += argb & 0xFF;
                    n++;
                }
            }
            colors[t] = n == 0 ? 0 : 0xFF000000 | (int) ((r + n / 2) / n) << 16 | (int) ((g + n / 2) / n) << 8
                    | (int) ((b + n / 2) / n);
        }
        return colors;
    }
}
