package dev.wfc.corpus.debroglie;

import dev.wfc.core.Rules;
import dev.wfc.core.WfcInputException;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A sample's adjacent model with its generated tiles after its own: each generated tile is its original's picture
 * under the rotation ({@link SquareRotation#grid}), named with the rotation's suffix ({@code "17!x90"}), and valued as
 * the original's (a colour), or for Tiled as the original's global id with the flip flags that draw it (0 stays 0).
 */
final class GeneratedTiles {
    private GeneratedTiles() {
    }

    /**
     * @param values per plain tile (ids 0..values.size()-1) its colour or global id
     * @param names per plain tile its reference text
     * @param pictures per plain tile its picture, or null
     * @throws WfcInputException for a quarter turn of tiles that are not square
     */
    static AdjacentTiles model(Rules rules, TileOrbits orbits, List<Long> values, List<String> names,
                               int[][] pictures, boolean tiled, int tileWidth, int tileHeight) {
        int plain = values.size();
        int tiles = rules.tileCount();
        long[] value = new long[tiles];
        List<String> name = new ArrayList<>(names);
        int[][] picture = Arrays.copyOf(pictures, tiles);
        for (int t = 0; t < tiles; t++) {
            int base = t < plain ? t : orbits.original(t);
            int e = t < plain ? SquareRotation.IDENTITY : orbits.rotation(t);
            long v = values.get(base);
            value[t] = tiled && v != 0 ? (v | SquareRotation.tiledFlags(e)) & 0xFFFF_FFFFL : v;
            if (t >= plain) {
                name.add(name.get(base) + SquareRotation.suffix(e));
                picture[t] = turned(picture[base], e, tileWidth, tileHeight);
            }
        }
        return new AdjacentTiles(rules, value, name, picture, tileWidth, tileHeight);
    }

    /** A tile's picture under rotation {@code e}; a quarter turn needs a square picture. */
    private static int[] turned(int[] picture, int e, int tileWidth, int tileHeight) {
        if (picture == null) {
            return null;
        }
        if (SquareRotation.turns(e) % 2 == 1 && tileWidth != tileHeight) {
            throw new WfcInputException("rotationTreatment: generated quarter turns of " + tileWidth + "x"
                    + tileHeight + " pixel tiles (expected: square tiles)");
        }
        return SquareRotation.grid(e, picture, tileWidth, tileHeight, new int[2]);
    }
}
