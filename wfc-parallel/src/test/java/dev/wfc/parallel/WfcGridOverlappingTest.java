package dev.wfc.parallel;

import dev.wfc.core.Solution;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.TmxMap;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.model.GridOverlappingModel;
import dev.wfc.core.testkit.LatticeWindows;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.Shape;
import dev.wfc.core.topo.Topology;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The overlapping model on cubes and hexagons through the entry point: a batch on two threads makes the maps one
 * thread makes, byte for byte, and every box of a cube map is one of the sample's ({@link LatticeWindows}).
 */
class WfcGridOverlappingTest {
    private static Voxels columns() throws IOException {
        return Vox.read(SampleFiles.debroglie().resolve("docs/columns.vox"));
    }

    @Test
    void aCubeJobStreamsTheSameBoxesOnOneAndTwoThreads() throws IOException {
        WfcJob job = Wfc.overlapping(columns()).n(2).symmetry(8).periodicInput(false).size(10, 9).depth(7)
                .build();
        assertEquals(Topology.CUBE, job.grid().topology());
        assertEquals(10 * 9 * 7, job.grid().cells());
        // The job's model is this one shaped to its depth: the same patterns, the same ids.
        GridOverlappingModel model = GridOverlappingModel.builder(columns()).n(2).symmetry(8).periodicInput(false)
                .build();
        assertEquals(model.patternCount(), job.model().rules().tileCount());
        List<byte[]> one = vox(job, 1, model);
        List<byte[]> two = vox(job, 2, model);
        for (int i = 0; i < one.size(); i++) {
            assertArrayEquals(one.get(i), two.get(i), "map " + i);
        }
        Voxels sample = columns();
        LatticeWindows boxes = new LatticeWindows(sample.colors(), new Shape("cube", 8, 8, 8, false, false, false,
                null), 2, 2, 2, true);
        int solved = 0;
        for (int i = 0; i < 4; i++) {
            Solution s = job.map(5, i);
            if (s.solved()) {
                solved++;
                int[] checked = new int[1];
                assertNull(boxes.firstForeignWindow(model.values(s), new Shape("cube", 10, 9, 7, false, false,
                        false, null), checked), "map " + i);
                assertEquals(9 * 8 * 6, checked[0]);
            }
        }
        assertTrue(solved >= 2, solved + " of 4 solved");
    }

    private static List<byte[]> vox(WfcJob job, int threads, GridOverlappingModel model) {
        List<byte[]> out = new ArrayList<>();
        try (Stream<MapResult> maps = job.batch(5, 0, 4).threads(threads).stream()) {
            maps.forEach(m -> out.add(m.solution().solved() ? model.vox(m.solution()) : new byte[0]));
        }
        return out;
    }

    @Test
    void aHexJobFromHexagonalMiniAndItsRefusals() throws IOException {
        WfcJob job = Wfc.overlapping(TmxMap.read(SampleFiles.debroglie().resolve("docs/hexagonal-mini.tmx"))).n(2)
                .symmetry(12).periodicInput(false).size(12, 12).build();
        assertEquals(Topology.HEX, job.grid().topology());
        assertTrue(job.map(1, 0).solved());
        assertThrows(WfcInputException.class, () -> Wfc.overlapping(columns()).symmetry(9));
        assertThrows(IllegalStateException.class, () -> Wfc.overlapping(columns()).n(2).n(2));
        assertThrows(WfcInputException.class, () -> Wfc.overlapping(TmxMap.read(SampleFiles.debroglie()
                .resolve("docs/hexagonal-mini.tmx"))).size(8, 8).depth(2).build());
    }
}
