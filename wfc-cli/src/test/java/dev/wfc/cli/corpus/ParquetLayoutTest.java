package dev.wfc.cli.corpus;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --layout parquet} on the command line, and the manifest order of both grouped layouts; what the Parquet
 * files hold is read back by Spark and parquet-hadoop in wfc-spark's {@code LocalParquetTest}.
 */
class ParquetLayoutTest {
    private static final int COUNT = 120;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private Path corpus(String name, String... more) throws IOException {
        Path out = dir.resolve(name);
        List<String> args = new ArrayList<>(List.of("corpus", SpecFiles.small(dir).toString(), "--count",
                Integer.toString(COUNT), "--start-index", "3", "--master-seed", "21", "--out", out.toString()));
        args.addAll(List.of(more));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        return out;
    }

    /** Shards of 2 maps on 3 threads commit out of order; their lines still come in index order. */
    @Test
    void theManifestIsInIndexOrderForAnyThreadCount() throws IOException {
        for (String layout : List.of("shards", "parquet")) {
            Path out = corpus(layout, "--layout", layout, "--shard-size", "2", "--threads", "3");
            List<String> lines = Files.readAllLines(out.resolve("manifest.jsonl"), StandardCharsets.UTF_8);
            assertEquals(COUNT, lines.size());
            for (int k = 0; k < COUNT; k++) {
                assertEquals(3 + k, JSON.readTree(lines.get(k)).get("index").asLong(), layout + " line " + k);
            }
        }
    }

    @Test
    void partsAreCutLikeShardsAndStartWithTheMagic() throws IOException {
        Path out = corpus("p", "--layout", "parquet", "--shard-size", "50");
        List<String> names;
        try (var files = Files.list(out.resolve("parquet"))) {
            names = files.map(p -> p.getFileName().toString()).sorted().toList();
        }
        assertEquals(List.of("part-000000.parquet", "part-000001.parquet", "part-000002.parquet"), names);
        byte[] bytes = Files.readAllBytes(out.resolve("parquet/part-000001.parquet"));
        assertEquals("PAR1", new String(bytes, 0, 4, StandardCharsets.US_ASCII));
        assertEquals("PAR1", new String(bytes, bytes.length - 4, 4, StandardCharsets.US_ASCII));
        assertEquals("parquet", JSON.readTree(out.resolve("run.json").toFile()).get("layout").asText());
    }

    @Test
    void verifyAndStatsReadItAndAnotherLayoutOnResumeIsRefused() throws IOException {
        Path out = corpus("r", "--layout", "parquet", "--formats", "png,json");
        CliRun verify = CliRun.of("verify", out.toString());
        assertEquals(ExitCodes.OK, verify.exitCode(), verify::toString);
        assertEquals(List.of(out + ": ok: " + COUNT + " maps, " + 2 * COUNT + " files as recorded, none unlisted"),
                verify.out().lines().toList());
        CliRun stats = CliRun.of("stats", out.toString());
        assertEquals(ExitCodes.OK, stats.exitCode(), stats::toString);
        assertTrue(stats.out().startsWith(out.resolve("stats") + ": " + COUNT + " maps;"), stats::toString);
        CliRun other = CliRun.of("corpus", SpecFiles.small(dir).toString(), "--count", Integer.toString(COUNT),
                "--start-index", "3", "--master-seed", "21", "--formats", "png,json", "--out", out.toString(),
                "--resume", "--layout",
                "shards");
        assertEquals(ExitCodes.BAD_INPUT, other.exitCode(), other::toString);
        assertTrue(other.err().contains("--resume: --layout shards --shard-size 1000 differs from the corpus's ("
                + out.resolve("run.json") + " has parquet --shard-size 1000"), other::toString);
        CliRun help = CliRun.of("corpus", "--help");
        assertTrue(help.out().contains("--layout=files|shards|parquet"), help::toString);
    }
}
