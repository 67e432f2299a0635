package dev.wfc.corpus.debroglie;

import java.util.Arrays;

/**
 * The rotations and reflections a configuration asks for, acting on tile ids 0..T-1 and on the four square
 * directions: element {@code g} of the group is the {@link SquareRotation} {@link #element}{@code (g)}, in DeBroglie's
 * order (the turns, then the same mirrored). A tile has an image under each, or none (-1: "missing").
 *
 * <p>Maintainers: {@code image[e][t]} is tile t under rotation e (null rows for rotations outside the group), so
 * {@link #apply} is O(1); {@code mirror[axis][t]} is the tile's mirror image in x (axis 0) or y (1) for the mirror
 * constraints, the image in y being the image in x turned by half a turn, as DeBroglie reflects through the y axis.
 */
final class TileRotations {
    private final int[] elements;
    private final int[][] image;
    private final int[][] mirror;

    /**
     * @param image per rotation of the group (indexed by {@link SquareRotation}), per tile its image or -1
     */
    TileRotations(int rotations, boolean reflections, int[][] image) {
        this.elements = SquareRotation.group(rotations, reflections);
        this.image = image.clone();
        int tiles = image[SquareRotation.IDENTITY].length;
        int[] x = image[SquareRotation.REFLECT_X];
        int[] y = image[SquareRotation.REFLECT_Y];
        this.mirror = new int[][] {x != null ? x : identity(tiles), y != null ? y : identity(tiles)};
    }

    private TileRotations(int[] elements, int[][] image, int[][] mirror) {
        this.elements = elements;
        this.image = image;
        this.mirror = mirror;
    }

    /**
     * The rotations made of one quarter turn clockwise and one mirror in x, each a map from tile to tile (-1 for
     * none), composed step by step; {@code mirror} serves the mirror constraint even without reflections in the group.
     */
    static TileRotations composed(int[] cw, int[] mirror, int rotations, boolean reflections) {
        int[] elements = SquareRotation.group(rotations, reflections);
        int[][] image = new int[8][];
        for (int e : elements) {
            image[e] = new int[cw.length];
            for (int t = 0; t < cw.length; t++) {
                int u = SquareRotation.reflected(e) ? mirror[t] : t;
                for (int i = 0; i < SquareRotation.turns(e) && u >= 0; i++) {
                    u = cw[u];
                }
                image[e][t] = u;
            }
        }
        int[] mirrorY = new int[cw.length];
        for (int t = 0; t < cw.length; t++) {
            int u = mirror[t];
            mirrorY[t] = u < 0 || cw[u] < 0 ? -1 : cw[cw[u]];
        }
        return new TileRotations(elements, image, new int[][] {mirror.clone(), mirrorY});
    }

    /** No rotation but the identity, on {@code tiles} tiles. */
    static TileRotations none(int tiles) {
        int[][] image = new int[8][];
        image[SquareRotation.IDENTITY] = identity(tiles);
        return new TileRotations(1, false, image);
    }

    private static int[] identity(int tiles) {
        int[] id = new int[tiles];
        Arrays.setAll(id, i -> i);
        return id;
    }

    /** How many group elements: rotations times 1 or 2. */
    int size() {
        return elements.length;
    }

    /** The {@link SquareRotation} of group element {@code g}. */
    int element(int g) {
        return elements[g];
    }

    /** Tile {@code t} under element {@code g}, or -1 if it has no image. */
    int apply(int g, int t) {
        return image[elements[g]][t];
    }

    /** Tile {@code t} under {@link SquareRotation} {@code e} of the group, or -1 if it has no image. */
    int image(int e, int t) {
        return image[e][t];
    }

    /** The mirror image of {@code t} in x ({@code axis} 0) or y (1), or -1. */
    int mirror(int axis, int t) {
        return mirror[axis][t];
    }

    /** Direction {@code d} under element {@code g}. */
    int direction(int g, int d) {
        return SquareRotation.direction(elements[g], d);
    }

    /**
     * A grid of tiles (row by row, -1 for none) under element {@code g}: the picture mirrored and turned, each tile
     * replaced by its image. Returns {width, height} in {@code size}.
     */
    int[] grid(int g, int[] tiles, int width, int height, int[] size) {
        int[] out = SquareRotation.grid(elements[g], tiles, width, height, size);
        for (int i = 0; i < out.length; i++) {
            int t = out[i];
            out[i] = t < 0 ? -1 : apply(g, t);
        }
        return out;
    }
}
