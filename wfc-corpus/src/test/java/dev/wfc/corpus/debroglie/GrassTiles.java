package dev.wfc.corpus.debroglie;

import dev.wfc.corpus.testkit.DebroglieSampleFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.Map;

/**
 * DeBroglie's grass tiles of {@code grass/mirror_constraint.json}, whose mirror images in x and in y differ, and a
 * 12 × 10 adjacent-model configuration of them with backtracking, for the tests of rotations and mirrors.
 */
final class GrassTiles {
    /** value, rotateCw, reflectX. */
    static final int[][] TILES = {{1, 1, 1}, {6, 17, 8}, {8, 41, 6}, {17, 8, 17}, {41, 6, 41},
        {18, 20, 20}, {20, 44, 18}, {44, 42, 42}, {42, 18, 44}, {7, 29, 7}, {29, 7, 29}, {30, 19, 32},
        {19, 32, 19}, {32, 43, 30}, {43, 30, 43}};
    static final int WIDTH = 12;
    static final int HEIGHT = 10;

    private GrassTiles() {
    }

    /** Each tile's {@code rotateCw} (column 1) or {@code reflectX} (column 2) of {@link #TILES}, by value. */
    static Map<Integer, Integer> column(int i) {
        Map<Integer, Integer> m = new HashMap<>();
        for (int[] t : TILES) {
            m.put(t[0], t[i]);
        }
        return m;
    }

    /** Each tile's image through the horizontal axis: the x-mirror of its half turn. */
    static Map<Integer, Integer> reflectY() {
        Map<Integer, Integer> cw = column(1);
        Map<Integer, Integer> reflectX = column(2);
        Map<Integer, Integer> m = new HashMap<>();
        for (int[] t : TILES) {
            m.put(t[0], reflectX.get(cw.get(cw.get(t[0]))));
        }
        return m;
    }

    /**
     * Writes {@code c.json} into {@code dir}, beside a copy of the tileset and its picture: the adjacent model of the
     * grass tiles with {@code tiles} as its "tiles" entries and {@code constraints} (a JSON array, or null for none),
     * written to {@code o.csv}.
     */
    static Path config(Path dir, String tiles, String constraints) throws IOException {
        Path grass = DebroglieSampleFiles.root().resolve("grass");
        for (String f : new String[] {"grass_biome.tsx", "overworld_tileset_grass.png"}) {
            Files.copy(grass.resolve(f), dir.resolve(f), StandardCopyOption.REPLACE_EXISTING);
        }
        Path f = dir.resolve("c.json");
        Files.writeString(f, "{\"src\": \"grass_biome.tsx\", \"dest\": \"o.csv\", \"symmetry\": 8,"
                + " \"model\": {\"type\": \"adjacent\"}, \"tiles\": [" + tiles + "], \"adjacencies\": ["
                + "{\"left\": [1, 8, 17, 20, 29, 32, 41, 44], \"right\": [1, 6, 17, 18, 29, 30, 41, 42]},"
                + "{\"up\": [1, 6, 7, 8, 41, 42, 43, 44], \"down\": [1, 6, 7, 8, 17, 18, 19, 20]},"
                + "{\"left\": [6, 7, 18, 19, 30, 31, 42, 43], \"right\": [7, 8, 19, 20, 31, 32, 43, 44]},"
                + "{\"up\": [17, 18, 19, 20, 29, 30, 31, 32], \"down\": [29, 30, 31, 32, 41, 42, 43, 44]}],"
                + (constraints == null ? "" : " \"constraints\": " + constraints + ",")
                + " \"width\": " + WIDTH + ", \"height\": " + HEIGHT + ", \"backtrack\": true}");
        return f;
    }
}
