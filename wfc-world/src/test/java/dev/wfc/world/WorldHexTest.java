package dev.wfc.world;

import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.SolverConfig;
import dev.wfc.core.io.Image;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.Shape;
import dev.wfc.core.testkit.TopologyCheck;
import dev.wfc.core.topo.Topology;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A world of hexagons: the learned model of the Flowers sample read as a rhombus of axial cells. A stitched region of
 * 8×8 chunks, off the chunk grid, holds across every chunk border only neighbour pairs seen in the sample, by the
 * testkit's own hexagon arithmetic (six offsets, none shared with the library); a chunk is the same cells alone, in
 * a region in another order and on 1 or 4 threads; blocks that cannot be solved leave the base, which the oracle
 * accepts too.
 */
class WorldHexTest {
    private static final int B = 16;

    private static final Image SAMPLE = WorldModels.read(SampleFiles.sample("Flowers"));
    private static final LearnedModel MODEL = LearnedModel.builder().topology(Topology.HEX).example(SAMPLE).build();

    /** allowed[d][a][b] over tile ids: the pairs of the sample's cells, by {@link Shape}'s hexagon arithmetic. */
    private static boolean[][][] sampleOracle() {
        Map<Integer, Integer> ids = new HashMap<>();
        for (int t = 0; t < MODEL.tileCount(); t++) {
            ids.put(MODEL.symbol(t), t);
        }
        Shape shape = new Shape("hex", SAMPLE.width(), SAMPLE.height(), 1, false, false, false, null);
        int[] colors = SAMPLE.argb();
        boolean[][][] allowed = new boolean[6][MODEL.tileCount()][MODEL.tileCount()];
        for (int c = 0; c < colors.length; c++) {
            for (int d = 0; d < 6; d++) {
                int n = shape.neighbor(c, d);
                if (n >= 0) {
                    allowed[d][ids.get(colors[c])][ids.get(colors[n])] = true;
                }
            }
        }
        return allowed;
    }

    private static World world(long seed) {
        return World.builder(MODEL).seed(seed).block(B).build();
    }

    private static String violation(Region r) {
        return TopologyCheck.firstViolation(r.tiles(), new Shape("hex", r.width(), r.height(), 1, false, false,
                false, null), sampleOracle());
    }

    @Test
    void aStitchedRegionOfEightByEightChunksMeetsTheSamplesPairsAcrossEveryBorder() {
        for (long[] at : new long[][] {{-61, 37}, {1_000_000_001L, -999_999_999L}}) {
            World world = world(5);
            Region r = world.region(at[0], at[1], 8 * B + 3, 8 * B + 5, 2);
            assertNull(violation(r), "at " + at[0] + ", " + at[1]);
            WorldStats s = world.stats();
            for (int k = 1; k <= world.layers(); k++) {
                assertTrue(s.solved(k) + s.split(k) > 0, "layer " + k + " solved blocks: " + s);
            }
        }
        // The oracle sees a broken cell: a tile that never appears next to its left neighbour in the sample.
        Region r = world(5).region(0, 0, 2 * B, 2 * B);
        boolean[][][] allowed = sampleOracle();
        int[] tiles = r.tiles().clone();
        int c = B + B * r.width();
        for (int t = 0; t < MODEL.tileCount(); t++) {
            if (!allowed[0][tiles[c]][t]) {
                tiles[c - 1] = t;
                break;
            }
        }
        assertNotEquals(r.tiles()[c - 1], tiles[c - 1], "some tile may not lie left of " + tiles[c]);
        assertTrue(TopologyCheck.firstViolation(tiles, new Shape("hex", r.width(), r.height(), 1, false, false,
                false, null), allowed) != null);
    }

    @Test
    void aChunkAloneEqualsItInARegionInAnotherOrderAndOnOneOrFourThreads() {
        long cx0 = -3;
        long cy0 = 62_500_000L;
        Region one = world(11).region(cx0 * B, cy0 * B, 3 * B, 3 * B, 1);
        Region four = world(11).region(cx0 * B, cy0 * B, 3 * B, 3 * B, 4);
        assertArrayEquals(one.tiles(), four.tiles());
        World reversed = world(11);
        for (long cy = cy0 + 2; cy >= cy0; cy--) {
            for (long cx = cx0 + 2; cx >= cx0; cx--) {
                int[] alone = world(11).chunk(cx, cy).tiles();
                assertArrayEquals(alone, reversed.chunk(cx, cy).tiles(), "reversed order, chunk " + cx + ", " + cy);
                for (int j = 0; j < B; j++) {
                    for (int i = 0; i < B; i++) {
                        assertEquals(alone[i + j * B], one.tile((int) (cx - cx0) * B + i, (int) (cy - cy0) * B + j),
                                "chunk " + cx + ", " + cy + " at " + i + ", " + j);
                    }
                }
            }
        }
        assertNull(violation(one));
    }

    @Test
    void blocksThatCannotBeSolvedKeepTheBaseWhichIsValid() {
        // A step limit of 0 would fail the base too: it is solved here, as a periodic rhombus, and given.
        Solution base = null;
        for (long seed = 0; seed < 20 && (base == null || !base.solved()); seed++) {
            base = SolverBuilder.of(MODEL.rules(), MODEL.grid(12, 12, true)).build().solve(seed);
        }
        assertTrue(base.solved(), "a periodic 12 x 12 rhombus of Flowers in 20 seeds");
        World world = World.builder(MODEL).seed(3).block(B).base(12, 12, base.tiles())
                .solver(SolverConfig.builder().stepLimit(0).build()).build();
        Region r = world.region(-40, 17, 5 * B, 4 * B);
        assertNull(violation(r));
        WorldStats s = world.stats();
        for (int k = 1; k <= 3; k++) {
            assertEquals(s.blocks(k), s.fellBack(k), "layer " + k + " fell back everywhere: " + s);
        }
        assertEquals("given", world.baseOrigin());
        for (int j = 0; j < r.height(); j++) {
            for (int i = 0; i < r.width(); i++) {
                long x = Math.floorMod(-40 + i, (long) world.baseWidth());
                long y = Math.floorMod(17 + j, (long) world.baseHeight());
                assertEquals(base.tile((int) x + (int) y * 12), r.tile(i, j), i + ", " + j);
            }
        }
    }
}
