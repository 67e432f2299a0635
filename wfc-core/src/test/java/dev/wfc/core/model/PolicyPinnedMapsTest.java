package dev.wfc.core.model;

import dev.wfc.core.Seeds;
import dev.wfc.core.Solution;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.SampleWindows;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The compatibility-pin maps whose bytes changed when backtracking became the default policy (their first attempt
 * met a contradiction) pass the independent checks before their new digests were pinned: the Flowers map has only
 * the sample's windows, the Summer map obeys the tileset as {@link TilesetOracle} reads it.
 */
class PolicyPinnedMapsTest {
    @Test
    void flowersMapOneOfMasterZeroHasOnlyTheSamplesWindows() throws IOException {
        Image sample = Png.read(SampleFiles.sample("Flowers"));
        OverlappingModel model = OverlappingModel.builder(sample).symmetry(2).ground(true).build();
        Solution map = model.solverBuilder(48, 48, true).build().solve(Seeds.map(0, 1));
        assertTrue(map.solved() && map.attempts() == 1, map::toString);
        assertNull(new SampleWindows(sample, 3, 2, true).firstForeignWindow(model.render(map, 48, 48), true));
    }

    @Test
    void summerMapOneOfMasterFiveObeysTheTileset() throws Exception {
        Path xml = SampleFiles.root().resolve("tilesets").resolve("Summer.xml");
        TiledModel model = TiledModel.builder(xml).build();
        Solution map = model.solverBuilder(20, 20, false).build().solve(Seeds.map(5, 1));
        assertTrue(map.solved(), map::toString);
        assertEquals(List.of(), TilesetOracle.read(xml, null).check(model.text(map), false));
    }
}
