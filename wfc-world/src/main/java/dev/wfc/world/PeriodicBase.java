package dev.wfc.world;

import dev.wfc.core.Grid;
import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.SolverConfig;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.model.OverlappingModel;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Layer 0 of a world: a periodic map tiled without end, so valid everywhere and free to extend. Cell (x, y, z) of the
 * plane holds {@code tiles[floorMod(x, width) + (floorMod(y, height) + z * height) * width]}; O(1) a cell, whatever
 * the coordinates. On the square grid z is 0; on the cube the base is {@code depth} layers, wrapping along x and y
 * but not z.
 *
 * <p>Invariant (checked by every factory): every adjacency of the torus {@code width x height} (times the
 * non-wrapping depth) is allowed by the rules, so every adjacency of the tiled plane is.
 */
final class PeriodicBase {
    private final int width;
    private final int height;
    private final int depth;
    private final int[] tiles;
    private final String origin;

    private PeriodicBase(int width, int height, int depth, int[] tiles, String origin) {
        this.width = width;
        this.height = height;
        this.depth = depth;
        this.tiles = tiles;
        this.origin = origin;
    }

    int width() {
        return width;
    }

    int height() {
        return height;
    }

    /** How the base was made: {@code "sample"}, {@code "solved"} or {@code "given"}. */
    String origin() {
        return origin;
    }

    int tile(long x, long y, int z) {
        return tiles[(int) Math.floorMod(x, (long) width) + ((int) Math.floorMod(y, (long) height) + z * height)
                * width];
    }

    /**
     * The given periodic map as the base.
     *
     * @throws WfcInputException if it is not a valid periodic map of {@code rules}
     */
    static PeriodicBase given(Rules rules, int width, int height, int[] tiles) {
        int[] copy = tiles.clone();
        String bad = rules.topology() == dev.wfc.core.topo.Topology.SQUARE
                ? firstViolation(rules, width, height, copy)
                : copy.length != width * height ? copy.length + " tiles for " + width + "x" + height
                : firstViolation(rules, Layers.grid(rules.topology(), width, height, 1, true), copy);
        if (bad != null) {
            throw new WfcInputException("base: not a periodic map of the rules (" + bad + ")");
        }
        return new PeriodicBase(width, height, 1, copy, "given");
    }

    /**
     * The sample itself, tiled periodically: cell (x, y) is the pattern whose N×N window starts at pixel (x, y) of
     * the sample, wrapping around its edges. Null when that is not a valid periodic map of the model (a sample read
     * without periodic input lacks the windows across its edges). O(pixels x N²) with a hash of windows.
     */
    static PeriodicBase fromSample(OverlappingModel model, Image sample) {
        int n = model.n();
        int w = sample.width();
        int h = sample.height();
        Map<Window, Integer> byWindow = new HashMap<>();
        for (int t = 0; t < model.patternCount(); t++) {
            int[] p = new int[n * n];
            for (int j = 0; j < n; j++) {
                for (int i = 0; i < n; i++) {
                    p[i + j * n] = model.patternPixel(t, i, j);
                }
            }
            byWindow.putIfAbsent(new Window(p), t);
        }
        int[] tiles = new int[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int[] p = new int[n * n];
                for (int j = 0; j < n; j++) {
                    for (int i = 0; i < n; i++) {
                        p[i + j * n] = sample.pixel((x + i) % w, (y + j) % h);
                    }
                }
                Integer t = byWindow.get(new Window(p));
                if (t == null) {
                    return null;
                }
                tiles[x + y * w] = t;
            }
        }
        return firstViolation(model.rules(), w, h, tiles) == null ? new PeriodicBase(w, h, 1, tiles, "sample") : null;
    }

    /**
     * A periodic map solved on the first side of {@code sides} (square tori, {@code depth} layers on the cube) that
     * admits one within the configuration's tries, with {@code seed}.
     *
     * @throws WfcInputException naming the sides tried when none gave a periodic map
     */
    static PeriodicBase solve(Rules rules, SolverConfig config, long seed, int[] sides, int depth) {
        for (int side : sides) {
            Grid grid = Layers.grid(rules.topology(), side, side, depth, true);
            SolverBuilder b = config.configure(SolverBuilder.of(rules, grid));
            try {
                Solution s = b.build().solve(seed);
                if (s.solved()) {
                    return new PeriodicBase(side, side, depth, s.tiles(), "solved");
                }
            } catch (NoMapPossibleException e) {
                // no periodic map of this side: try the next one
            }
        }
        throw new WfcInputException("base: no periodic map of the model at sides " + Arrays.toString(sides)
                + " within " + config.tries() + " tries each (expected: rules that tile a torus, e.g. a periodic"
                + " sample, or tiles that may repeat in both directions)");
    }

    /** The first adjacency of {@code grid} (any topology) that the rules forbid, described; null if there is none. */
    static String firstViolation(Rules rules, Grid grid, int[] tiles) {
        for (int c = 0; c < grid.cells(); c++) {
            for (int d = 0; d < grid.directions(); d++) {
                int n = grid.neighbor(c, d);
                if (n >= 0 && !rules.allows(tiles[c], tiles[n], d)) {
                    return "tile " + tiles[n] + " " + rules.topology().directionName(d) + " of " + tiles[c] + " at "
                            + grid.describe(c);
                }
            }
        }
        return null;
    }

    /** The first adjacency of the torus that the rules forbid, described; null if there is none. */
    static String firstViolation(Rules rules, int width, int height, int[] tiles) {
        if (tiles.length != width * height) {
            return tiles.length + " tiles for " + width + "x" + height;
        }
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int a = tiles[x + y * width];
                if (a < 0 || a >= rules.tileCount()) {
                    return "tile " + a + " at (" + x + ", " + y + ")";
                }
                int right = tiles[(x + 1) % width + y * width];
                int down = tiles[x + ((y + 1) % height) * width];
                if (right < 0 || right >= rules.tileCount() || !rules.allows(a, right, dev.wfc.core.Direction.RIGHT)) {
                    return "tile " + right + " right of " + a + " at (" + x + ", " + y + ")";
                }
                if (down < 0 || down >= rules.tileCount() || !rules.allows(a, down, dev.wfc.core.Direction.DOWN)) {
                    return "tile " + down + " below " + a + " at (" + x + ", " + y + ")";
                }
            }
        }
        return null;
    }

    /** An N×N window of colours as a hash key. */
    private record Window(int[] pixels) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Window w && Arrays.equals(w.pixels, pixels);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(pixels);
        }

        @Override
        public String toString() {
            return Arrays.toString(pixels);
        }
    }
}
