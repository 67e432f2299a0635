package dev.wfc.cli.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.CorpusContents;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A tiled corpus of a hex tileset with pictures in format tmx: one thread and two write the same bytes; the tileset
 * image is written once at the root, and is {@code wfc tiled --tmx}'s; map 0's tmx is wfc tiled's map of the same
 * seed, naming the shared image; run.json records the pictures' digests and the scale they default to;
 * {@code wfc verify} finds the corpus sound.
 */
class HexTmxCorpusTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path RIVERS = Path.of("../docs/tilesets/hexrivers.xml").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @Test
    void tmxMapsShareOneTilesetImageAndAreWfcTiledsMaps() throws Exception {
        Path spec = dir.resolve("rivers.json");
        Files.writeString(spec, "{\"model\": \"tiled\", \"tileset\": \"" + RIVERS.toString().replace('\\', '/')
                + "\", \"width\": 7, \"height\": 5, \"backtrack\": true}", StandardCharsets.UTF_8);
        Path[] corpora = new Path[2];
        for (int threads = 1; threads <= 2; threads++) {
            corpora[threads - 1] = dir.resolve("c" + threads);
            CliRun run = CliRun.of("corpus", spec.toString(), "--count", "3", "--threads", Integer.toString(threads),
                    "--quiet", "--formats", "png,json,tmx", "--out", corpora[threads - 1].toString());
            assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        }
        assertEquals(CorpusContents.of(corpora[0]), CorpusContents.of(corpora[1]));
        Path corpus = corpora[0];
        assertArrayEquals(Files.readAllBytes(corpus.resolve("tileset.png")),
                Files.readAllBytes(corpora[1].resolve("tileset.png")));
        JsonNode run = CorpusContents.runJson(corpus);
        assertEquals(16, run.path("spec").path("scale").asInt(), run::toString);
        String folder = RIVERS.toString().replace('\\', '/').replace(".xml", "/");
        for (String picture : new String[] {"grass", "river", "bend", "fork", "spring", "lake"}) {
            assertTrue(run.path("inputs").has(folder + picture + ".png"), run::toString);
        }

        JsonNode first = JSON.readTree(Files.readAllLines(corpus.resolve("manifest.jsonl")).get(0));
        Path tmx = dir.resolve("single.tmx");
        CliRun single = CliRun.of("tiled", RIVERS.toString(), "--width", "7", "--height", "5", "--backtrack",
                "--seed", first.path("seed").asText(), "--out", dir.resolve("single.png").toString(), "--tmx",
                tmx.toString());
        assertEquals(ExitCodes.OK, single.exitCode(), single::toString);
        assertArrayEquals(Files.readAllBytes(corpus.resolve("maps/000000.png")),
                Files.readAllBytes(dir.resolve("single.png")));
        assertArrayEquals(Files.readAllBytes(corpus.resolve("tileset.png")),
                Files.readAllBytes(dir.resolve("single-tileset.png")));
        assertEquals(Files.readString(tmx).replace("\"single-tileset.png\"", "\"../tileset.png\""),
                Files.readString(corpus.resolve("maps/000000.tmx")));

        CliRun verify = CliRun.of("verify", corpus.toString());
        assertEquals(ExitCodes.OK, verify.exitCode(), verify::toString);
    }
}
