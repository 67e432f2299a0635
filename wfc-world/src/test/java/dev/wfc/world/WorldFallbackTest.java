package dev.wfc.world;

import dev.wfc.core.SolverConfig;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.Rules;
import dev.wfc.core.model.Model;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Fallback: blocks that cannot be solved keep valid cells, and bad parameters are refused naming them. */
class WorldFallbackTest {
    /** Blocks restart only unless told otherwise: a world's cells do not follow the solver's default policy. */
    @Test
    void blocksRestartOnlyByDefault() {
        World world = WorldModels.builtin().world().seed(3).build();
        assertTrue(world.solverConfig().backtracking().isEmpty(), world.solverConfig()::toString);
    }

    @Test
    void aStepLimitOfZeroFailsEveryBlockAndLeavesTheBase() {
        WorldModels.Case c = WorldModels.builtin();
        World world = c.world().seed(3).block(16).solver(SolverConfig.builder().stepLimit(0).build()).build();
        Region r = world.region(-70, 30, 128, 128);
        assertNull(c.firstViolation(world, r));
        WorldStats s = world.stats();
        for (int k = 1; k <= 3; k++) {
            assertEquals(s.blocks(k), s.fellBack(k), "layer " + k + " fell back everywhere: " + s);
            assertEquals(1.0, s.fallbackShare(k));
        }
        for (int j = 0; j < 128; j++) {
            for (int i = 0; i < 128; i++) {
                long x = Math.floorMod(-70 + i, (long) world.baseWidth());
                long y = Math.floorMod(30 + j, (long) world.baseHeight());
                Region base = world.region(x, y, 1, 1);
                assertEquals(base.tile(0, 0), r.tile(i, j));
            }
        }
    }

    @Test
    void aFewStepsSolveSomeAreasAndTheRegionStaysValid() {
        WorldModels.Case c = WorldModels.builtin();
        // A one-cell frame: the 6 x 6 areas then have 4 x 4 interiors, more than one step can always finish.
        World world = c.world().seed(3).block(24).frame(1).solver(SolverConfig.builder().stepLimit(1).build())
                .build();
        Region r = world.region(0, 0, 96, 96);
        assertNull(c.firstViolation(world, r));
        WorldStats s = world.stats();
        long fell = 0;
        long done = 0;
        for (int k = 1; k <= 3; k++) {
            fell += s.fellBack(k);
            long free = (24 - 2L * world.frame()) * (24 - 2L * world.frame());
            done += s.keptCells(k) < s.blocks(k) * free ? 1 : 0;
        }
        assertTrue(fell > 0, "1 step cannot finish some 6 x 6 areas: " + s);
        assertTrue(done > 0, "but they finish others: " + s);
    }

    @Test
    void aFrameOfTwoKeepsTwoCellsOfTheLayerBelowAlongEverySideOfABlock() {
        WorldModels.Case c = WorldModels.builtin();
        World world = c.world().seed(4).block(16).layers(1).frame(2).build();
        World base = c.world().seed(4).block(16).layers(1).frame(2)
                .solver(SolverConfig.builder().stepLimit(0).build()).build();
        Region r = world.region(-40, 8, 80, 80);
        Region b = base.region(-40, 8, 80, 80);
        assertNull(c.firstViolation(world, r));
        int changed = 0;
        for (int j = 0; j < 80; j++) {
            for (int i = 0; i < 80; i++) {
                // With one layer, its offset is B: blocks start at multiples of 16.
                int mx = Math.floorMod(-40 + i, 16);
                int my = Math.floorMod(8 + j, 16);
                boolean frame = mx < 2 || mx >= 14 || my < 2 || my >= 14;
                if (frame) {
                    assertEquals(b.tile(i, j), r.tile(i, j), "frame cell " + i + ", " + j);
                } else if (b.tile(i, j) != r.tile(i, j)) {
                    changed++;
                }
            }
        }
        assertTrue(changed > 0, "the interiors were solved anew");
    }

    @Test
    void parametersAreCheckedOnceNamingThem() {
        Model m = WorldModels.builtin().model();
        assertEquals("block: 3 (expected: 4..1024)", message(() -> World.builder(m).block(3)));
        assertEquals("layers: 0 (expected: > 0)", message(() -> World.builder(m).layers(0)));
        assertEquals("layers: 9 (expected: at most block / 2 = 8)",
                message(() -> World.builder(m).block(16).frame(1).layers(9).build()));
        assertEquals("cacheBlocks: 0 (expected: > 0)", message(() -> World.builder(m).cacheBlocks(0)));
        assertEquals("frame: 0 (expected: 1..16)", message(() -> World.builder(m).frame(0)));
        assertEquals("frame: 4 (expected: at most (block - 2) / 2 = 3)",
                message(() -> World.builder(m).block(8).frame(4).build()));
        assertEquals("layers: 5 (expected: at most block / (2 x frame) = 4)",
                message(() -> World.builder(m).block(16).frame(2).layers(5).build()));
        World w = World.builder(m).build();
        assertEquals("width: 0 (expected: > 0)", message(() -> w.region(0, 0, 0, 5)));
        assertTrue(message(() -> w.region(World.MAX_COORDINATE, 0, 2, 2)).startsWith("x + width: "));
        assertTrue(message(() -> w.chunk(Long.MIN_VALUE, 0)).startsWith("cx: "));
    }

    @Test
    void aModelWithoutAPeriodicMapIsRefusedNamingWhy() {
        // Tile 0 may stand only above or below tile 1, and tile 1 only above or below tile 0: nothing side by side.
        Rules rules = Rules.builder(2).weight(0, 1).weight(1, 1).allow(0, 1, dev.wfc.core.Direction.DOWN)
                .allow(1, 0, dev.wfc.core.Direction.DOWN).build();
        Model model = new RulesOnly(rules);
        String m = message(() -> World.builder(model).build());
        assertTrue(m.startsWith("base: no periodic map of the model at sides [8, 12, 16, 24, 32, 48, 64]"), m);
    }

    @Test
    void aSampleThatDoesNotWrapLeavesNoPeriodicBaseAndTheErrorSaysSo() {
        // Columns 0, 1, 2, 3 of four colours: read without periodic input, colour 3 is never left of colour 0.
        int[] argb = new int[16];
        for (int i = 0; i < 16; i++) {
            argb[i] = 0xFF000000 | (i % 4) * 0x40;
        }
        dev.wfc.core.io.Image sample = new dev.wfc.core.io.Image(argb, 4, 4);
        Model model = dev.wfc.core.model.OverlappingModel.builder(sample).n(2).symmetry(1).periodicInput(false)
                .build();
        String m = message(() -> World.builder(model).sample(sample).build());
        assertTrue(m.startsWith("base: no periodic map of the model at sides "), m);
    }

    @Test
    void aGivenBaseIsChecked() {
        Model m = WorldModels.builtin().model();
        String msg = message(() -> World.builder(m).base(2, 1, new int[] {0, 1}).build());
        assertTrue(msg.startsWith("base: not a periodic map of the rules"), msg);
    }

    private static String message(Runnable r) {
        return assertThrows(WfcInputException.class, r::run).getMessage();
    }

    /** A model of bare rules that draws nothing. */
    private record RulesOnly(Rules rules) implements Model {
        @Override
        public java.util.List<String> tileNames() {
            return java.util.List.of("a", "b");
        }

        @Override
        public java.util.Set<dev.wfc.core.model.MapFormat> formats() {
            return java.util.Set.of();
        }

        @Override
        public dev.wfc.core.io.Image render(dev.wfc.core.Solution solution) {
            throw new IllegalStateException("draws nothing");
        }
    }
}
