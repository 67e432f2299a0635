package dev.wfc.core.model;

import dev.wfc.core.Heuristic;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverKind;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.SampleWindows;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Classic samples with their samples.xml parameters: outputs only contain the sample's windows, reproducibly. */
class OverlappingSamplesTest {

    @ParameterizedTest(name = "{0} N={1} sym={2} ground={3} periodic={4} periodicInput={5}")
    @CsvSource({
        "Flowers,    3, 2, true,  true,  true",
        "Skyline,    3, 2, true,  true,  true",
        "Rooms,      3, 8, false, true,  true",
        "Knot,       3, 8, false, true,  true",
        "Platformer, 2, 2, true,  true,  true",
        "RedMaze,    2, 8, false, false, true",
        "Rule126,    3, 2, false, false, false",
        "SimpleMaze, 2, 8, false, false, true",
        "Chess,      2, 8, false, true,  true",
        "Water,      3, 1, false, true,  true",
        "Hogs,       2, 8, false, true,  true",
        "Village,    3, 2, false, true,  true",
    })
    void outputsContainOnlySampleWindows(String name, int n, int symmetry, boolean ground, boolean periodic,
                                         boolean periodicInput) throws IOException {
        Image sample = Png.read(SampleFiles.sample(name));
        OverlappingModel model = OverlappingModel.builder(sample).n(n).symmetry(symmetry).ground(ground)
                .periodicInput(periodicInput).build();
        SampleWindows windows = new SampleWindows(sample, n, symmetry, periodicInput);
        assertEquals(windows.size(), model.patternCount(), "distinct patterns");
        int size = 32;
        Solution map = null;
        for (long seed = 1; seed <= 5 && (map == null || !map.solved()); seed++) {
            map = model.solverBuilder(size, size, periodic).build().solve(seed);
        }
        assertTrue(map.solved(), name + " solved within 5 seeds x 10 tries");
        Image out = model.render(map, size, size);
        assertEquals(size, out.width());
        assertNull(windows.firstForeignWindow(out, periodic), name);
        if (ground) {
            int groundPixelRow = periodic ? size - 1 : size - n;
            int g = model.patternCount() - 1;
            for (int x = 0; x < map.grid().width(); x++) {
                assertEquals(g, map.tile(x + (map.grid().height() - 1) * map.grid().width()), "ground row");
                assertEquals(model.patternPixel(g, 0, 0), out.pixel(x, groundPixelRow));
            }
        }
        byte[] again = Png.encode(model.render(model.solverBuilder(size, size, periodic).build()
                .solve(map.seed()), size, size));
        assertArrayEquals(Png.encode(out), again, "same seed, same bytes");
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"Rooms, ENTROPY", "Flowers, MRV", "Knot, SCANLINE"})
    void naiveAndIncrementalDrawTheSameMap(String name, Heuristic heuristic) throws IOException {
        Image sample = Png.read(SampleFiles.sample(name));
        OverlappingModel model = OverlappingModel.builder(sample).n(3).symmetry(name.equals("Flowers") ? 2 : 8)
                .ground(name.equals("Flowers")).build();
        for (long seed = 0; seed < 3; seed++) {
            Solution naive = model.solverBuilder(20, 20, true).heuristic(heuristic).kind(SolverKind.NAIVE).build()
                    .solve(seed);
            Solution fast = model.solverBuilder(20, 20, true).heuristic(heuristic).build().solve(seed);
            assertEquals(naive.status(), fast.status());
            assertEquals(naive.attempts(), fast.attempts());
            assertArrayEquals(naive.tiles(), fast.tiles());
        }
    }
}
