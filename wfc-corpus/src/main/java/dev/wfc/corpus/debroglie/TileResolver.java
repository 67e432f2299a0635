package dev.wfc.corpus.debroglie;

/** How an adjacent model's builder names its tiles to the constraints: references to ids, and mirror images. */
interface TileResolver {
    /** The tile {@code r} names, or -1 for a valid tile that the rules do not hold. */
    int ref(TileRef r, String key);

    /** Per tile, its mirror image in x ({@code axis} 0) or y (1); itself when none is known. */
    int[] mirror(int axis);
}
