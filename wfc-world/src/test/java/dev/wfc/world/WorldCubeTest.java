package dev.wfc.world;

import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.Shape;
import dev.wfc.core.testkit.TopologyCheck;
import dev.wfc.core.topo.Topology;
import org.junit.jupiter.api.Test;

import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A world of voxel columns: the learned model of DeBroglie's {@code docs/columns.vox} on the cube, chunks of
 * B×B×8 cells. Across every chunk border, along x, y and z, the region's voxels (read back from the {@code .vox} the
 * model writes) hold only neighbour pairs seen in the example, by the testkit's own cube arithmetic; a chunk alone is
 * the same cells as in a region on two threads; a depth on the square or the hexagon is refused.
 */
class WorldCubeTest {
    private static final int DEPTH = 8;

    private static Voxels example() throws IOException {
        return Vox.read(SampleFiles.debroglie().resolve("docs/columns.vox"));
    }

    private static LearnedModel model() throws IOException {
        return LearnedModel.builder().example(SampleFiles.debroglie().resolve("docs/columns.vox")).build();
    }

    /** allowed[d][a][b] over the example's palette indexes, from the testkit's neighbour arithmetic. */
    private static boolean[][][] pairs(Voxels example) {
        Shape shape = new Shape("cube", example.width(), example.height(), example.depth(), false, false, false, null);
        int dirs = shape.offsets().length;
        boolean[][][] allowed = new boolean[dirs][256][256];
        int[] ids = example.colors();
        for (int c = 0; c < ids.length; c++) {
            for (int d = 0; d < dirs; d++) {
                int n = shape.neighbor(c, d);
                if (n >= 0) {
                    allowed[d][ids[c]][ids[n]] = true;
                }
            }
        }
        return allowed;
    }

    @Test
    void voxelChunksMeetEveryRuleAcrossTheirBorders() throws IOException {
        LearnedModel m = model();
        World world = World.builder(m).depth(DEPTH).block(12).seed(3).build();
        assertEquals(DEPTH, world.depth());
        int side = 4 * 12;
        Region r = world.region(-24, 36, side, side, 2);
        assertEquals(side * side * DEPTH, r.tiles().length);
        Voxels out = Vox.decode(m.vox(r.solution()), "region");
        assertEquals(DEPTH, out.depth());
        Shape shape = new Shape("cube", side, side, DEPTH, false, false, false, null);
        assertNull(TopologyCheck.firstViolation(out.colors(), shape, pairs(example())));
        WorldStats s = world.stats();
        assertTrue(s.solved(world.layers()) + s.split(world.layers()) > 0, "the top layer solved blocks: " + s);
    }

    @Test
    void aChunkAloneIsItsPartOfARegionOnTwoThreads() throws IOException {
        LearnedModel m = model();
        Region r = World.builder(m).depth(DEPTH).block(12).seed(-9).build().region(0, 0, 36, 24, 2);
        Chunk c = World.builder(m).depth(DEPTH).block(12).seed(-9).build().chunk(2, 1);
        assertEquals(DEPTH, c.depth());
        int[] part = new int[12 * 12 * DEPTH];
        for (int z = 0; z < DEPTH; z++) {
            for (int y = 0; y < 12; y++) {
                for (int x = 0; x < 12; x++) {
                    part[x + (y + z * 12) * 12] = r.tile(24 + x, 12 + y, z);
                }
            }
        }
        assertArrayEquals(part, c.tiles());
        assertEquals(part[5 + (7 + 3 * 12) * 12], c.tile(5, 7, 3));
    }

    @Test
    void aDepthOnTheSquareOrTheHexagonIsRefused() throws IOException {
        LearnedModel hex = LearnedModel.builder().topology(Topology.HEX)
                .example(WorldModels.read(SampleFiles.sample("Flowers"))).build();
        assertEquals("depth: 4 (expected: 1 for a hex grid)",
                assertThrows(WfcInputException.class, () -> World.builder(hex).depth(4).build()).getMessage());
        assertEquals("depth: 8 (expected: 1 for a square grid)", assertThrows(WfcInputException.class,
                () -> World.builder(WorldModels.builtin().model()).depth(8).build()).getMessage());
    }
}
