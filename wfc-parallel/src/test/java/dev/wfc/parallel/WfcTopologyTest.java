package dev.wfc.parallel;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.topo.Mask;
import dev.wfc.core.topo.Topology;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Topology, depth and mask on the entry point: the job's grid is the one asked for, a batch on two threads makes the
 * maps {@link WfcJob#map} makes, masked-out cells hold no tile, and bad combinations are refused at once.
 */
class WfcTopologyTest {

    private static Voxels columns() throws IOException {
        return Vox.read(SampleFiles.debroglie().resolve("docs/columns.vox"));
    }

    @Test
    void aCubeJobOfDepthEightStreamsTheSameMapsOnTwoThreads() throws IOException {
        WfcJob job = Wfc.learned(columns()).size(10, 9).depth(8).tries(20).build();
        Grid g = job.grid();
        assertEquals(Topology.CUBE, g.topology());
        assertEquals(10 * 9 * 8, g.cells());
        List<Solution> streamed = new ArrayList<>();
        try (Stream<MapResult> maps = job.batch(3, 0, 6).threads(2).stream()) {
            maps.forEach(m -> streamed.add(m.solution()));
        }
        for (int i = 0; i < 6; i++) {
            assertEquals(job.map(3, i), streamed.get(i), "map " + i);
        }
        LearnedModel model = LearnedModel.builder().example(columns()).build();
        Solution first = job.map(3, 0);
        if (first.solved()) {
            assertArrayEquals(model.vox(first), model.vox(job.map(3, 0)), "same seed, same bytes");
        }
    }

    @Test
    void aMaskedHexJobLeavesTheHoleEmpty() throws IOException {
        Image sample = Png.read(SampleFiles.sample("Flowers"));
        boolean[] inside = new boolean[20 * 16];
        for (int c = 0; c < inside.length; c++) {
            int x = c % 20;
            int y = c / 20;
            inside[c] = !(x >= 6 && x < 12 && y >= 5 && y < 10);
        }
        WfcJob job = Wfc.learned(Topology.HEX, sample).size(20, 16).mask(Mask.of(20, 16, inside)).build();
        assertEquals(Topology.HEX, job.grid().topology());
        assertEquals(20 * 16 - 30, job.grid().existingCells());
        int solved = 0;
        for (int i = 0; i < 4; i++) {
            Solution s = job.map(9, i);
            if (s.solved()) {
                solved++;
                for (int c = 0; c < inside.length; c++) {
                    assertEquals(inside[c], s.tile(c) >= 0, "cell " + c);
                }
            }
        }
        assertTrue(solved > 0);
        assertTrue(job.estimatedBytes() > 0);
    }

    @Test
    void badShapesAreRefusedNamingTheOption() throws IOException {
        Image sample = Png.read(SampleFiles.sample("Flowers"));
        assertEquals("depth: 3 (expected: 1 for a square grid)", assertThrows(WfcInputException.class,
                () -> Wfc.learned(sample).depth(3).build()).getMessage());
        assertEquals("depth: 0 (expected: 1..67108864)", assertThrows(WfcInputException.class,
                () -> Wfc.learned(columns()).depth(0)).getMessage());
        boolean[] all = new boolean[16];
        java.util.Arrays.fill(all, true);
        assertEquals("mask: 4x4 (expected: 10x10, the grid's size)", assertThrows(WfcInputException.class,
                () -> Wfc.learned(sample).size(10, 10).mask(Mask.of(4, 4, all)).build()).getMessage());
        assertEquals("mask: no cell inside (expected: at least one opaque, non-black pixel)",
                assertThrows(WfcInputException.class, () -> Mask.of(4, 4, new boolean[16])).getMessage());
        assertThrows(WfcInputException.class, () -> Wfc.overlapping(sample).mask(Mask.of(1, 1, new boolean[] {true})));
        boolean[] all100 = new boolean[100];
        java.util.Arrays.fill(all100, true);
        assertEquals("mask: set on the overlapping model (expected: a tiled or learned model, one cell a unit)",
                assertThrows(WfcInputException.class, () -> Wfc.of(OverlappingModel.builder(sample).build())
                        .size(10, 10).mask(Mask.of(10, 10, all100)).build()).getMessage());
        String first = LearnedModel.builder().topology(Topology.HEX).example(sample).build().tileNames().get(0);
        WfcJob steeredHex = Wfc.learned(Topology.HEX, sample).size(8, 8).steering(s -> s.pin(0, 0, first)).build();
        dev.wfc.core.Solution pinned = steeredHex.map(0, 0); // designer constraints work off the square now
        assertTrue(pinned.solved(), pinned.toString());
        assertEquals(0, pinned.tile(0), "cell (0, 0) holds the pinned tile " + first);
    }
}
