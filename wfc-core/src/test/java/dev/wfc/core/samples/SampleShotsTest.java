package dev.wfc.core.samples;

import dev.wfc.core.Backtracking;
import dev.wfc.core.Heuristic;
import dev.wfc.core.Solution;
import dev.wfc.core.Solver;
import dev.wfc.core.Status;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.testkit.SampleFiles;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The classic's way to make an entry's screenshots, against solves and paths worked out here. */
class SampleShotsTest {
    private static SampleEntry overlapping(String name, int size, Long seed, long limit, int n, int symmetry) {
        return new SampleEntry(3, "<overlapping name=\"" + name + "\"/>", name, size, size, true, Heuristic.ENTROPY,
                seed, 4, limit, new SampleEntry.Overlapping(n, true, symmetry, false), null);
    }

    @Test
    void inputsLieBesideTheListInSamplesAndTilesets() {
        Path xml = Path.of("some", "where", "samples.xml");
        Path dir = Path.of("").toAbsolutePath().resolve("some").resolve("where");
        assertEquals(dir.resolve("samples/Flowers.png"), SampleShots.input(xml, overlapping("Flowers", 8, null, -1,
                3, 8)));
        SampleEntry tiled = new SampleEntry(1, "<simpletiled name=\"Knots\"/>", "Knots", 8, 8, false,
                Heuristic.ENTROPY, null, 1, -1, null, new SampleEntry.Tiled("Standard", false, false));
        assertEquals(dir.resolve("tilesets/Knots.xml"), SampleShots.input(xml, tiled));
    }

    @Test
    void theOverlappingModelTakesTheEntrysAttributes() throws IOException {
        Image sample = Png.read(SampleFiles.sample("Flowers"));
        OverlappingModel two = SampleShots.overlapping(overlapping("Flowers", 8, null, -1, 2, 1), sample);
        assertEquals(2, two.n());
        assertEquals(2, two.tileImage(0).width());
        OverlappingModel eight = SampleShots.overlapping(overlapping("Flowers", 8, null, -1, 2, 8), sample);
        assertTrue(eight.rules().tileCount() > two.rules().tileCount(), "symmetry 8 adds the sample's images");
    }

    @Test
    void aScreenshotIsTheFirstOfItsSeedsThatIsNoContradiction() throws IOException {
        Image sample = Png.read(SampleFiles.sample("Flowers"));
        for (Long base : new Long[] {null, 77L}) {
            SampleEntry entry = overlapping("Flowers", 20, base, -1, 3, 2);
            OverlappingModel model = SampleShots.overlapping(entry, sample);
            Solver solver = SampleShots.configure(model.solverBuilder(20, 20, true), entry, null).build();
            for (int shot = 0; shot < entry.screenshots(); shot++) {
                SampleShots.Shot s = SampleShots.shoot(solver, entry, shot);
                long first = (base == null ? 1000L * entry.position() : base) + 10L * shot;
                // A fresh solver with one try a seed, the seeds in order: the first that is no contradiction.
                Solver fresh = model.solverBuilder(20, 20, true).heuristic(Heuristic.ENTROPY).tries(1).build();
                int tries = 0;
                Solution expected = null;
                while (tries < 10 && expected == null) {
                    Solution m = fresh.solve(first + tries);
                    tries++;
                    if (m.status() != Status.CONTRADICTION) {
                        expected = m;
                    }
                }
                assertEquals(shot, s.shot());
                assertEquals(tries, s.tries(), "shot " + shot);
                assertEquals(first + tries - 1, s.seed(), "shot " + shot);
                assertTrue(s.millis() >= 0);
                if (expected == null) {
                    assertNull(s.map());
                } else {
                    assertNotNull(s.map());
                    assertArrayEquals(expected.tiles(), s.map().tiles(), "shot " + shot);
                }
            }
        }
    }

    @Test
    void theStepLimitAndBacktrackingReachTheSolver() throws IOException {
        Image sample = Png.read(SampleFiles.sample("Flowers"));
        SampleEntry limited = overlapping("Flowers", 20, 5L, 7, 3, 2);
        OverlappingModel model = SampleShots.overlapping(limited, sample);
        SampleShots.Shot s = SampleShots.shoot(SampleShots.configure(model.solverBuilder(20, 20, true), limited,
                null).build(), limited, 0);
        assertNotNull(s.map(), "7 steps cannot reach a contradiction on Flowers");
        assertEquals(Status.STEP_LIMIT, s.map().status());
        assertEquals(1, s.tries());

        SampleEntry open = overlapping("Flowers", 20, 5L, -1, 3, 2);
        Solver backtracking = SampleShots.configure(model.solverBuilder(20, 20, true), open,
                Backtracking.DEFAULT).build();
        SampleShots.Shot b = SampleShots.shoot(backtracking, open, 0);
        assertNotNull(b.map());
        assertNotEquals(Status.CONTRADICTION, b.map().status());
    }
}
