package dev.wfc.world;

import dev.wfc.core.io.Png;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Purity: a chunk's cells are the same alone, in a region, in another order, on 1 or 4 threads, from another World
 * instance, with a cache too small to hold anything, and near ±1e9; and an isolated chunk costs as many blocks far
 * out as at the origin.
 */
class WorldPurityTest {
    private static final int B = 16;

    private static World world(long seed) {
        return WorldModels.builtin().world().seed(seed).block(B).build();
    }

    /** The cells of chunk (cx, cy) cut out of {@code r}, which starts at a chunk corner. */
    private static int[] cut(Region r, long cx, long cy) {
        int[] out = new int[B * B];
        int i0 = (int) (cx * B - r.x());
        int j0 = (int) (cy * B - r.y());
        for (int j = 0; j < B; j++) {
            System.arraycopy(r.tiles(), i0 + (j0 + j) * r.width(), out, j * B, B);
        }
        return out;
    }

    @Test
    void aChunkAloneEqualsItInARegionInAnotherOrderAndOnFourThreads() {
        for (long[] origin : new long[][] {{0, 0}, {-2, 3}, {62_500_000L, -62_500_000L}}) {
            long cx0 = origin[0];
            long cy0 = origin[1];
            Map<List<Long>, int[]> alone = new ConcurrentHashMap<>();
            World first = world(99);
            List<long[]> order = new ArrayList<>();
            for (long cy = cy0; cy < cy0 + 4; cy++) {
                for (long cx = cx0; cx < cx0 + 4; cx++) {
                    order.add(new long[] {cx, cy});
                }
            }
            for (long[] c : order) {
                alone.put(List.of(c[0], c[1]), world(99).chunk(c[0], c[1]).tiles());
            }
            Collections.reverse(order);
            for (long[] c : order) {
                assertArrayEquals(alone.get(List.of(c[0], c[1])), first.chunk(c[0], c[1]).tiles(), "reversed");
            }
            Region one = world(99).region(cx0 * B, cy0 * B, 4 * B, 4 * B, 1);
            Region four = world(99).region(cx0 * B, cy0 * B, 4 * B, 4 * B, 4);
            Region plain = world(99).region(cx0 * B, cy0 * B, 4 * B, 4 * B);
            assertArrayEquals(plain.tiles(), one.tiles());
            assertArrayEquals(plain.tiles(), four.tiles());
            Map<List<Long>, int[]> streamed = new ConcurrentHashMap<>();
            world(99).chunks(cx0, cy0, 4, 4, 4, c -> streamed.put(List.of(c.cx(), c.cy()), c.tiles()));
            assertEquals(16, streamed.size());
            for (Map.Entry<List<Long>, int[]> e : alone.entrySet()) {
                long cx = e.getKey().get(0);
                long cy = e.getKey().get(1);
                assertArrayEquals(e.getValue(), cut(plain, cx, cy), "region at chunk " + cx + ", " + cy);
                assertArrayEquals(e.getValue(), streamed.get(e.getKey()), "streamed chunk " + cx + ", " + cy);
            }
        }
    }

    @Test
    void aRegionOffTheChunkGridEqualsTheSameCellsOfALargerOne() {
        World w = world(5);
        Region big = w.region(-40, -40, 100, 90);
        Region small = world(5).region(-13, 7, 31, 17);
        for (int j = 0; j < 17; j++) {
            for (int i = 0; i < 31; i++) {
                assertEquals(big.tile(i + 27, j + 47), small.tile(i, j), "cell " + i + ", " + j);
            }
        }
    }

    @Test
    void aCacheOfOneBlockRecomputesTheSameCells() {
        Region cached = world(8).region(-20, -20, 70, 70);
        World tiny = WorldModels.builtin().world().seed(8).block(B).cacheBlocks(1).build();
        assertArrayEquals(cached.tiles(), tiny.region(-20, -20, 70, 70).tiles());
        assertEquals(1, tiny.cachedBlocks());
    }

    @Test
    void sameSeedSameBytesOtherSeedOtherCells() throws Exception {
        byte[] a = Png.encode(world(1).render(world(1).region(0, 0, 64, 64)));
        byte[] b = Png.encode(world(1).render(world(1).region(0, 0, 64, 64)));
        assertArrayEquals(a, b);
        assertFalse(java.util.Arrays.equals(world(1).region(0, 0, 64, 64).tiles(),
                world(2).region(0, 0, 64, 64).tiles()));
    }

    @Test
    void anIsolatedChunkCostsTheSameBlocksAtTheOriginAndNearTheEnds() {
        long[] blocks = new long[3];
        long[][] at = {{0, 0}, {1_000_000_000L / B, -1_000_000_000L / B}, {-(World.MAX_COORDINATE / B), 12345}};
        for (int i = 0; i < at.length; i++) {
            World w = world(4);
            w.chunk(at[i][0], at[i][1]);
            WorldStats s = w.stats();
            blocks[i] = s.blocks(1) + s.blocks(2) + s.blocks(3);
        }
        assertEquals(1 + 4 + 9, blocks[0], "layer 3 one block, layer 2 four, layer 1 nine");
        assertEquals(blocks[0], blocks[1]);
        assertEquals(blocks[0], blocks[2]);
    }

    @Test
    void everyCellIsFreeInSomeLayerWhenBIsAtLeastTwiceLF() {
        for (int f = 1; f <= 3; f++) {
            for (int b = Math.max(6, 2 * f + 2); b <= 70; b++) {
                for (int layers = 3; layers <= b / (2 * f); layers++) {
                    World w = WorldModels.builtin().world().block(b).layers(layers).frame(f).build();
                    for (int x = 0; x < b; x++) {
                        int frames = 0;
                        for (int k = 1; k <= layers; k++) {
                            int p = Math.floorMod(x - w.offset(k), b);
                            frames += p < f || p >= b - f ? 1 : 0;
                        }
                        assertTrue(frames <= 1, "B " + b + ", L " + layers + ", F " + f + ": column " + x + " on "
                                + frames + " frames");
                    }
                }
            }
        }
    }
}
