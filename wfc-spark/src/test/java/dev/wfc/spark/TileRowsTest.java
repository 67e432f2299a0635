package dev.wfc.spark;

import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.PngStreamWriter;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.corpus.world.WorldRegion;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The driver's picture of a square world from its tiles ({@link TileRows}), without Spark: from the tiles {@code wfc
 * world --out} wrote (Knots, 10 pixels a cell, 5 x 3 tiles, the last ones cut), on 1, 2 and 4 packing threads, it
 * makes {@code wfc world --png}'s bytes, asking for each row of tiles once, in order; a tile of the wrong size fails
 * it with the tile's name.
 */
class TileRowsTest {
    private static final String REGION = "-20,7,70,45";
    private static final int TILE = 16;
    private static final int SCALE = 10;

    @TempDir
    static Path dir;
    private static byte[] expected;

    @BeforeAll
    static void writeTheWorld() throws IOException, InterruptedException {
        Path knots = Files.writeString(dir.resolve("knots.json"), "{\"model\": \"tiled\", \"tileset\": \""
                + SampleFiles.root().resolve("tilesets/Knots.xml").toString().replace("\\", "\\\\")
                + "\", \"subset\": \"Standard\", \"worldSeed\": 9}", StandardCharsets.UTF_8);
        WfcCorpus.wfc(dir.resolve("wfc.log"), "world", knots.toString(), "--region", REGION, "--tile-size",
                String.valueOf(TILE), "--threads", "2", "--quiet", "--out", dir.resolve("w").toString(), "--png",
                dir.resolve("w.png").toString());
        expected = Files.readAllBytes(dir.resolve("w.png"));
    }

    @Test
    void rowsOfTilesMakeWfcWorldsPictureOnAnyThreads() throws IOException {
        for (int threads : new int[] {1, 2, 4}) {
            List<Long> asked = new ArrayList<>();
            assertArrayEquals(expected, picture(dir.resolve("w"), threads, asked::add), threads + " threads");
            assertEquals(List.of(5L, 10L, 15L), asked, "rows of 5 tiles asked for in order");
        }
    }

    @Test
    void aTileOfAnotherSizeFailsNamingIt() throws IOException {
        Path copy = dir.resolve("damaged");
        Files.createDirectories(copy.resolve("tiles"));
        try (Stream<Path> tiles = Files.list(dir.resolve("w/tiles"))) {
            for (Path t : tiles.toList()) {
                Files.copy(t, copy.resolve("tiles").resolve(t.getFileName()));
            }
        }
        Files.write(copy.resolve("tiles/12_23.png"), Png.encode(new Image(new int[4], 2, 2)));
        IOException e = assertThrows(IOException.class, () -> picture(copy, 2, end -> { }));
        assertEquals("tiles/12_23.png: 2x2 pixels (expected: 160x160)", e.getMessage());
    }

    private static byte[] picture(Path out, int threads, WorldPicture.Written written) throws IOException {
        WorldRegion region = WorldRegion.parse(REGION);
        FileSystem fs = CorpusFiles.fileSystem(new org.apache.hadoop.fs.Path(out.toString()), new Configuration());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PngStreamWriter writer = new PngStreamWriter(bytes, region.width() * SCALE, region.height() * SCALE)) {
            new TileRows(fs, new org.apache.hadoop.fs.Path(out.toString()), region, TILE, SCALE, "png")
                    .write(writer, written, threads);
        }
        return bytes.toByteArray();
    }
}
