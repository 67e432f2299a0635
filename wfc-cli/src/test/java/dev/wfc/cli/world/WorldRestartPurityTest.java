package dev.wfc.cli.world;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.ChildWfc;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.corpus.world.WorldSpec;
import dev.wfc.corpus.world.WorldTiles;
import dev.wfc.world.Chunk;
import dev.wfc.world.World;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Purity after a restart of the process: a chunk made in this JVM (after another region warmed its cache) is the
 * chunk a fresh child JVM makes when asked for that chunk alone, byte for byte, for a model whose base is solved per
 * world (Knots) and one whose base is its sample (the built-in sample).
 */
class WorldRestartPurityTest {
    @TempDir
    Path dir;

    @Test
    void aTiledChunkIsTheSameInAFreshProcess() throws IOException, InterruptedException {
        Path spec = dir.resolve("knots.json");
        Files.writeString(spec, "{\"model\": \"tiled\", \"tileset\": \""
                + SampleFiles.root().resolve("tilesets/Knots.xml").toString().replace("\\", "\\\\")
                + "\", \"subset\": \"Standard\", \"worldSeed\": 123456789}", StandardCharsets.UTF_8);
        check(spec, 31_250_000L, -31_250_001L);
    }

    @Test
    void anOverlappingChunkIsTheSameInAFreshProcess() throws IOException, InterruptedException {
        check(null, -3, 2);
    }

    private void check(Path spec, long cx, long cy) throws IOException, InterruptedException {
        World world = WorldSpec.read(spec).world(World.DEFAULT_CACHE_BLOCKS);
        int b = world.block();
        world.region((cx - 2) * b, (cy + 1) * b, 3 * b, 2 * b, 2);
        Chunk chunk = world.chunk(cx, cy);
        WorldTiles.Tile tile = new WorldTiles.Tile(0, cx * b, cy * b, b, b, "png");
        // The tile drawn here is this chunk: its cells are the chunk's.
        assertArrayEquals(chunk.tiles(), world.region(cx * b, cy * b, b, b).tiles());
        byte[] here = WorldTiles.encode(world, tile, 1);

        Path out = dir.resolve("child");
        Path log = dir.resolve("child-log");
        String[] args = spec == null
                ? new String[] {"world", "--region", cx * b + "," + cy * b + "," + b + "," + b, "--tile-size", "" + b,
                    "--threads", "1", "--quiet", "--out", out.toString()}
                : new String[] {"world", spec.toString(), "--region", cx * b + "," + cy * b + "," + b + "," + b,
                    "--tile-size", "" + b, "--threads", "1", "--quiet", "--out", out.toString()};
        Process p = ChildWfc.start(ChildWfc.currentJavaHome(), log, args);
        int code = p.waitFor();
        Path err = log.resolveSibling("child-log.err");
        assertEquals(ExitCodes.OK, code, () -> read(err));
        byte[] there = Files.readAllBytes(out.resolve(tile.name()));
        assertArrayEquals(here, there, tile.name());
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "(no stderr: " + e.getMessage() + ")";
        }
    }
}
