package dev.wfc.world;

import dev.wfc.core.io.Image;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.testkit.SampleWindows;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Seams: a stitched region of 8×8 chunks, checked by an oracle that shares nothing with the solver, holds no
 * forbidden adjacency and no foreign window, across every chunk border and at the far end of the coordinates.
 */
class WorldSeamsTest {
    private static void check(WorldModels.Case c, World world, long x, long y) {
        int side = 8 * world.block();
        Region r = world.region(x, y, side, side);
        assertNull(c.firstViolation(world, r), c.name() + " at (" + x + ", " + y + ")");
    }

    @Test
    void builtinSampleAtTheOriginAndNearTheEndsOfTheIntRangeSquared() {
        WorldModels.Case c = WorldModels.builtin();
        World world = c.world().seed(7).block(16).build();
        assertEquals("sample", world.baseOrigin());
        check(c, world, 0, 0);
        check(c, world, -1_000_000_000L, 1_000_000_000L);
        check(c, world, 1_000_000_005L, -1_000_000_011L);
    }

    @Test
    void theOracleFindsOneBrokenCell() {
        WorldModels.Case c = WorldModels.builtin();
        World world = c.world().seed(7).block(16).build();
        Region r = world.region(0, 0, 64, 64);
        assertNull(c.firstViolation(world, r));
        int[] tiles = r.tiles().clone();
        int cell = 20 + 30 * 64;
        int t = tiles[cell];
        for (int other = 0; other < r.tileCount(); other++) {
            tiles[cell] = other;
            Region broken = new Region(0, 0, 64, 64, r.tileCount(), tiles);
            boolean fits = c.firstViolation(world, broken) == null;
            assertEquals(other == t || fits, fits, "tile " + other);
        }
        int fitting = 0;
        for (int other = 0; other < r.tileCount(); other++) {
            tiles[cell] = other;
            fitting += c.firstViolation(world, new Region(0, 0, 64, 64, r.tileCount(), tiles)) == null ? 1 : 0;
        }
        assertTrue(fitting < r.tileCount(), "some tile breaks a seam: " + fitting + " of " + r.tileCount() + " fit");
    }

    @Test
    void knotsAndCircuitTiled() {
        for (WorldModels.Case c : new WorldModels.Case[] {WorldModels.tiled("Knots", "Standard"),
                WorldModels.tiled("Circuit", "Turnless")}) {
            World world = c.world().seed(3).build();
            assertEquals("solved", world.baseOrigin());
            check(c, world, -40, 17);
        }
    }

    @Test
    void summerSplitsFailedBlocksAndStaysValid() {
        WorldModels.Case c = WorldModels.tiled("Summer", null);
        World world = c.world().seed(5).block(16).build();
        check(c, world, 0, 0);
        WorldStats s = world.stats();
        long notWhole = 0;
        for (int k = 1; k <= s.layers(); k++) {
            notWhole += s.split(k) + s.fellBack(k);
        }
        assertTrue(notWhole > 0, "Summer at B = 16 splits some blocks: " + s);
    }

    @Test
    void roomsAndFlowersOverlapping() {
        for (WorldModels.Case c : new WorldModels.Case[] {WorldModels.overlapping("Rooms", 8, false),
                WorldModels.overlapping("Flowers", 2, true)}) {
            World world = c.world().seed(11).block(16).build();
            assertEquals("sample", world.baseOrigin(), c.name());
            check(c, world, 3, -5);
        }
    }

    @Test
    void widerFramesStayValidAcrossSeams() {
        WorldModels.Case c = WorldModels.builtin();
        check(c, c.world().seed(9).block(16).frame(2).build(), -23, 41);
        check(c, c.world().seed(9).block(18).frame(3).build(), 5, -60);
        WorldModels.Case summer = WorldModels.tiled("Summer", null);
        check(summer, summer.world().seed(5).block(16).frame(2).build(), 0, 0);
    }

    @Test
    void aSampleThatDoesNotWrapGetsASolvedBase() {
        // Columns A B A B A: read without periodic input, A is never left of A, so the sample does not tile; a
        // base of even side does.
        int[] argb = new int[25];
        for (int i = 0; i < 25; i++) {
            argb[i] = i % 5 % 2 == 0 ? 0xFF000000 : 0xFFFFFFFF;
        }
        Image sample = new Image(argb, 5, 5);
        OverlappingModel model = OverlappingModel.builder(sample).n(2).symmetry(1).periodicInput(false).build();
        World world = World.builder(model).sample(sample).seed(2).block(16).build();
        assertEquals("solved", world.baseOrigin());
        Region r = world.region(0, 0, 128, 128);
        assertNull(new WorldModels.Case("stripes", model, sample, new SampleWindows(sample, 2, 1, false))
                .firstViolation(world, r));
    }
}
