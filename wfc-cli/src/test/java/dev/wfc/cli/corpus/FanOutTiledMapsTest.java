package dev.wfc.cli.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.xml.sax.SAXException;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Tiled maps name the corpus's tileset image by a path relative to their own folder, as Tiled resolves it: in a
 * corpus of more than 10,000 maps, fanned out into {@code maps/NNN/}, every {@code .tmj} and {@code .tmx} map's image
 * path, resolved against the map file's folder, is the corpus's {@code tileset.png}; so it is in a flat corpus, and
 * for a shard's members extracted beside the shard, in {@code shards/}. The test reads the paths with Jackson and the
 * JDK's XML parser, not through wfc.
 */
class FanOutTiledMapsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void everyTiledMapOfAFannedOutCorpusFindsTheTileset() throws Exception {
        Path corpus = corpus("fanned", 10_001);
        assertTrue(Files.isDirectory(corpus.resolve("maps/010")));
        int[] maps = {0};
        try (Stream<Path> all = Files.walk(corpus.resolve("maps"))) {
            for (Path map : all.filter(Files::isRegularFile).toList()) {
                assertFindsTileset(corpus, map, map.getParent());
                maps[0]++;
            }
        }
        assertEquals(2 * 10_001, maps[0]);
        CliRun verify = CliRun.of("verify", corpus.toString(), "--resolve", "100", "--quiet");
        assertEquals(ExitCodes.OK, verify.exitCode(), verify::toString);
    }

    @Test
    void flatAndShardedTiledMapsFindTheTileset() throws Exception {
        Path flat = corpus("flat", 3);
        for (String name : List.of("000002.tmj", "000002.tmx")) {
            assertFindsTileset(flat, flat.resolve("maps").resolve(name), flat.resolve("maps"));
        }
        Path sharded = corpus("sharded", 3, "--layout", "shards");
        // Extracted as tar extracts it, a member lies beside its shard, in shards/.
        byte[] tar = Files.readAllBytes(sharded.resolve("shards/corpus-000000.tar"));
        int extracted = 0;
        for (int at = 0; at + 512 <= tar.length && tar[at] != 0; ) {
            String name = new String(tar, at, 100, StandardCharsets.US_ASCII).replace("\0", "");
            int size = Integer.parseInt(new String(tar, at + 124, 11, StandardCharsets.US_ASCII).trim(), 8);
            Path member = sharded.resolve("shards").resolve(name);
            Files.write(member, Arrays.copyOfRange(tar, at + 512, at + 512 + size));
            assertFindsTileset(sharded, member, sharded.resolve("shards"));
            extracted++;
            at += 512 + (size + 511) / 512 * 512;
        }
        assertEquals(6, extracted);
    }

    /** {@code map}'s tileset image, resolved against {@code folder}, is the corpus's tileset.png. */
    private static void assertFindsTileset(Path corpus, Path map, Path folder)
            throws IOException, ParserConfigurationException, SAXException {
        String image;
        if (map.toString().endsWith(".tmj")) {
            image = JSON.readTree(map.toFile()).get("tilesets").get(0).get("image").asText();
        } else {
            DocumentBuilder xml = DocumentBuilderFactory.newInstance().newDocumentBuilder();
            image = ((Element) xml.parse(map.toFile()).getElementsByTagName("image").item(0)).getAttribute("source");
        }
        Path resolved = folder.resolve(image).normalize();
        assertEquals(corpus.resolve("tileset.png").normalize(), resolved, map::toString);
        assertTrue(Files.isRegularFile(resolved), map::toString);
    }

    private Path corpus(String name, int count, String... more) throws IOException {
        Path spec = SpecFiles.write(dir, "knots.json", "{'model': 'tiled', 'tileset': '"
                + SampleFiles.root().resolve("tilesets/Knots.xml").toString().replace('\\', '/')
                + "', 'subset': 'Standard', 'size': 1}");
        Path out = dir.resolve(name);
        List<String> args = new ArrayList<>(List.of("corpus", spec.toString(), "--count",
                Integer.toString(count), "--formats", "tmj,tmx", "--quiet", "--out", out.toString()));
        args.addAll(List.of(more));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        return out;
    }
}
