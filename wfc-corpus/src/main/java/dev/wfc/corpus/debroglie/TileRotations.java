package dev.wfc.corpus.debroglie;

import dev.wfc.core.Direction;

import java.util.Arrays;

/**
 * The rotations and reflections a configuration asks for, acting on tile ids 0..T-1 and on the four square
 * directions: element {@code g = (k, r)} turns {@code k} quarter turns clockwise, then mirrors in x if {@code r}.
 * A tile without a stated rotation stays itself ("unchanged") or has no image ("missing", -1).
 *
 * <p>Maintainers: {@code cw[t]} and {@code mirror[t]} are the one-step maps (-1 for none); {@link #apply} composes
 * them, O(k + 1). Directions follow {@link Direction}: y grows downwards, so a clockwise turn takes right to down.
 */
final class TileRotations {
    private final int[] cw;
    private final int[] mirror;
    private final int rotations;
    private final boolean reflections;

    /**
     * @param cw per tile, the tile it becomes turned clockwise, or -1 for none
     * @param mirror per tile, the tile it becomes mirrored in x, or -1 for none
     */
    TileRotations(int[] cw, int[] mirror, int rotations, boolean reflections) {
        this.cw = cw.clone();
        this.mirror = mirror.clone();
        this.rotations = rotations;
        this.reflections = reflections;
    }

    /** No rotation but the identity, on {@code tiles} tiles. */
    static TileRotations none(int tiles) {
        int[] id = new int[tiles];
        Arrays.setAll(id, i -> i);
        return new TileRotations(id, id, 1, false);
    }

    /** How many group elements: rotations times 1 or 2. */
    int size() {
        return rotations * (reflections ? 2 : 1);
    }

    /** Quarter turns of element {@code g}: the rotation group is spread evenly over the four turns. */
    int turns(int g) {
        return (g % rotations) * (4 / rotations);
    }

    boolean reflects(int g) {
        return g >= rotations;
    }

    /** Tile {@code t} under element {@code g}, or -1 if it has no image. */
    int apply(int g, int t) {
        int k = turns(g);
        for (int i = 0; i < k && t >= 0; i++) {
            t = cw[t];
        }
        return reflects(g) && t >= 0 ? mirror[t] : t;
    }

    /** The mirror image of {@code t} in x, or -1. */
    int mirrorX(int t) {
        return mirror[t];
    }

    /** Direction {@code d} under element {@code g}. */
    int direction(int g, int d) {
        for (int i = 0; i < turns(g); i++) {
            d = (d + 3) & 3; // clockwise: left -> up, down -> left, right -> down, up -> right
        }
        if (reflects(g) && (d == Direction.LEFT || d == Direction.RIGHT)) {
            d = Direction.opposite(d);
        }
        return d;
    }

    /**
     * A grid of tiles (row by row, -1 for none) under element {@code g}: the picture turned and mirrored, each tile
     * replaced by its image. Returns {width, height} in {@code size}.
     */
    int[] grid(int g, int[] tiles, int width, int height, int[] size) {
        int[] cur = tiles;
        int w = width;
        int h = height;
        for (int i = 0; i < turns(g); i++) {
            int[] next = new int[cur.length];
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    // (x, y) goes to (h - 1 - y, x) in a picture h wide
                    next[(h - 1 - y) + x * h] = cur[x + y * w];
                }
            }
            cur = next;
            int t = w;
            w = h;
            h = t;
        }
        int[] out = new int[cur.length];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int src = reflects(g) ? (w - 1 - x) + y * w : x + y * w;
                out[x + y * w] = cur[src];
            }
        }
        for (int i = 0; i < out.length; i++) {
            int t = out[i];
            out[i] = t < 0 ? -1 : apply(g, t);
        }
        size[0] = w;
        size[1] = h;
        return out;
    }
}
