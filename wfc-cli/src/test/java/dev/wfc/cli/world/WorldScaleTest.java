package dev.wfc.cli.world;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.corpus.world.WorldSpec;
import dev.wfc.world.Region;
import dev.wfc.world.World;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A learned spec's {@code scale} draws a world as it draws a corpus's maps: with {@code "scale": 3} every PNG tile
 * and the {@code --png} picture show each cell as a 3 x 3 square of its tile's colour (the model's one-pixel
 * {@link dev.wfc.core.model.Model#tileImage}), read back here cell by cell against the library's
 * {@link World#region}, and world.json records 3 pixels a cell.
 */
class WorldScaleTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int SCALE = 3;

    @TempDir
    Path dir;

    @Test
    void aLearnedWorldIsDrawnAtItsSpecsScale() throws IOException {
        Path spec = Files.writeString(dir.resolve("flowers.json"), "{\"model\": \"learned\", \"examples\": ["
                + JSON.writeValueAsString(SampleFiles.sample("Flowers").toString()) + "], \"scale\": " + SCALE
                + ", \"worldSeed\": 2}", StandardCharsets.UTF_8);
        Path out = dir.resolve("w");
        Path png = dir.resolve("w.png");
        CliRun r = CliRun.of("world", spec.toString(), "--region", "-5,9,20,13", "--tile-size", "8", "--quiet",
                "--out", out.toString(), "--png", png.toString(), "--threads", "2");
        assertEquals(ExitCodes.OK, r.exitCode(), r::toString);
        assertEquals(SCALE, JSON.readTree(out.resolve("world.json").toFile()).get("pixelsPerCell").asInt());
        World world = WorldSpec.read(spec).world(World.DEFAULT_CACHE_BLOCKS);
        checkCells(Png.read(png), world, world.region(-5, 9, 20, 13, 1), "--png");
        checkCells(Png.read(out.resolve("tiles/3_17.png")), world, world.region(3, 17, 8, 5, 1), "tile 3_17");
    }

    private static void checkCells(Image image, World world, Region cells, String what) {
        assertEquals(cells.width() * SCALE, image.width(), what);
        assertEquals(cells.height() * SCALE, image.height(), what);
        for (int y = 0; y < image.height(); y++) {
            for (int x = 0; x < image.width(); x++) {
                int tile = cells.tile(x / SCALE, y / SCALE);
                assertEquals(world.model().tileImage(tile).pixel(0, 0), image.pixel(x, y), what + " pixel " + x + ","
                        + y);
            }
        }
    }
}
