package dev.wfc.core.model;

import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.SampleFiles;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Grounds the oracle's orientation algebra in pixels, on every classic tileset that generates its orientations:
 * each tile's base image is unchanged (up to anti-aliasing) by its class's stabilizer, except for two tiles drawn
 * less symmetric than declared, and the model's image of orientation k is the base image moved by pose(k).
 */
class TilesetOracleTest {

    /** Mean absolute difference per channel (0..255) below which two images count as equal: anti-aliasing. */
    static final double TOLERANCE = 1.0;
    /** Tiles drawn less symmetric than their declared class (data quirks, not oracle errors). */
    static final Set<String> QUIRKS = Set.of("FloorPlan/w", "FloorPlan/door");

    @Test
    void stabilizersFixBaseImagesAndPosesGiveTheModelsImages() throws Exception {
        Path dir = SampleFiles.root().resolve("tilesets");
        List<Path> sets;
        try (Stream<Path> files = Files.list(dir)) {
            sets = files.filter(p -> p.toString().endsWith(".xml")).sorted().toList();
        }
        assertTrue(sets.size() >= 7, "tilesets found: " + sets);
        Set<String> misfits = new TreeSet<>();
        int checked = 0;
        for (Path xml : sets) {
            TilesetOracle oracle = TilesetOracle.read(xml, null);
            TiledModel model = TiledModel.builder(xml).allowDeadEnds(true).build();
            assertEquals(oracle.variants(), model.tileNames());
            String name = xml.getFileName().toString().replace(".xml", "");
            int t = 0;
            for (String tile : oracle.tiles()) {
                String letter = oracle.symmetry(tile);
                int cardinality = 8 / TilesetOracle.stabilizer(letter).size();
                if (oracle.unique()) {
                    t += cardinality;
                    continue;
                }
                Image base = Png.read(dir.resolve(name).resolve(tile + ".png"));
                int n = base.width();
                for (TilesetOracle.Matrix h : TilesetOracle.stabilizer(letter)) {
                    if (distance(base.argb(), transform(base.argb(), n, h)) > TOLERANCE) {
                        misfits.add(name + "/" + tile);
                    }
                }
                for (int k = 0; k < cardinality; k++, t++) {
                    assertArrayEquals(transform(base.argb(), n, TilesetOracle.pose(k)), model.tileImage(t).argb(),
                            name + "/" + tile + " " + k);
                }
                checked++;
            }
        }
        assertTrue(checked >= 50, "tiles checked: " + checked);
        assertEquals(new TreeSet<>(QUIRKS), misfits);
    }

    @Test
    void theGroupHasEightDistinctElementsAndClassesPartitionIt() {
        assertEquals(8, new java.util.HashSet<>(TilesetOracle.GROUP).size());
        for (String letter : new String[] {"X", "L", "T", "I", "\\", "F"}) {
            int cardinality = 8 / TilesetOracle.stabilizer(letter).size();
            int[] seen = new int[cardinality];
            for (TilesetOracle.Matrix g : TilesetOracle.GROUP) {
                seen[TilesetOracle.orientation(letter, g)]++;
            }
            int[] expected = new int[cardinality];
            Arrays.fill(expected, 8 / cardinality);
            assertArrayEquals(expected, seen, letter);
        }
    }

    /** Mean absolute difference of two images per ARGB channel, 0..255. */
    static double distance(int[] a, int[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            for (int sh = 0; sh < 32; sh += 8) {
                sum += Math.abs(((a[i] >>> sh) & 0xFF) - ((b[i] >>> sh) & 0xFF));
            }
        }
        return sum / a.length / 4;
    }

    /** Moves every pixel by {@code m} acting on coordinates centred in the n x n image (doubled to stay integral). */
    static int[] transform(int[] image, int n, TilesetOracle.Matrix m) {
        int[] out = new int[image.length];
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                int[] v = m.apply(2 * x - (n - 1), 2 * y - (n - 1));
                out[(v[0] + n - 1) / 2 + (v[1] + n - 1) / 2 * n] = image[x + y * n];
            }
        }
        return out;
    }
}
