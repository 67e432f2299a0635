package dev.wfc.cli.world;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.model.Model;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.corpus.world.WorldSpec;
import dev.wfc.world.World;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A tiled world spec's {@code blackBackground} reaches the world's model as it reaches a corpus's (an untouched cell
 * of a partial map drawn through it is black, and the average of the tiles without it), is recorded in world.json,
 * and changes no byte of a world's pictures: every cell of a world is decided.
 */
class WorldBlackBackgroundTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void theWorldsModelDrawsPartialMapsWithTheSpecsBlackBackground() throws IOException {
        assertTrue(untouchedIsBlack(spec("black.json", true)));
        assertFalse(untouchedIsBlack(spec("average.json", false)));
    }

    @Test
    void blackBackgroundChangesNoByteOfAWorld() throws IOException {
        byte[][] png = new byte[2][];
        for (boolean black : new boolean[] {false, true}) {
            Path out = dir.resolve("w" + black);
            Path picture = dir.resolve("w" + black + ".png");
            CliRun r = CliRun.of("world", spec("s" + black + ".json", black).toString(), "--region", "-7,3,40,24",
                    "--tile-size", "16", "--quiet", "--out", out.toString(), "--png", picture.toString(),
                    "--threads", "2");
            assertEquals(ExitCodes.OK, r.exitCode(), r::toString);
            assertEquals(black, JSON.readTree(out.resolve("world.json").toFile()).at("/spec/blackBackground")
                    .booleanValue());
            png[black ? 1 : 0] = Files.readAllBytes(picture);
            assertArrayEquals(Files.readAllBytes(dir.resolve("wfalse/tiles/9_19.png")),
                    Files.readAllBytes(out.resolve("tiles/9_19.png")), "tile 9_19");
        }
        assertArrayEquals(png[0], png[1], "--png");
    }

    /** Whether the world's model draws a 3x3 map stopped before its first step (every cell untouched) all black. */
    private static boolean untouchedIsBlack(Path spec) throws IOException {
        Model model = WorldSpec.read(spec).world(World.DEFAULT_CACHE_BLOCKS).model();
        Solution untouched = SolverBuilder.of(model.rules(), model.grid(3, 3, false)).build().solve(1, () -> true);
        assertFalse(untouched.solved());
        return Arrays.stream(model.render(untouched).argb()).allMatch(p -> p == 0xFF000000);
    }

    private Path spec(String name, boolean blackBackground) throws IOException {
        return Files.writeString(dir.resolve(name), "{\"model\": \"tiled\", \"tileset\": "
                + JSON.writeValueAsString(SampleFiles.root().resolve("tilesets/Knots.xml").toString())
                + ", \"subset\": \"Standard\", \"blackBackground\": " + blackBackground + "}", StandardCharsets.UTF_8);
    }
}
