package dev.wfc.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.core.Seeds;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A corpus made on Spark ({@code local[2]}) is the corpus {@code wfc corpus} makes for the same job, file by file and
 * manifest entry by entry, in both layouts; an {@code --out} in use is refused.
 */
class SparkCorpusTest {
    private static final long SEED = 11;
    private static final long START = 5;
    private static final int COUNT = 300;
    /** run.json's keys that say which job made a corpus. */
    static final List<String> IDENTITY = List.of("specSha256", "inputs", "masterSeed", "startIndex", "count",
            "formats");

    @TempDir
    static Path dir;
    private static SparkSession spark;
    private static Path spec;
    private static CorpusTree reference;
    /** {@code wfc corpus --layout shards --shard-size 64} of the same job: shards 0..4, the first and last cut. */
    private static CorpusTree shardsReference;
    private static final int SHARD_SIZE = 64;

    @BeforeAll
    static void setUp() throws IOException, InterruptedException {
        spec = TestJob.spec(dir);
        WfcCorpus.run(dir.resolve("wfc.log"), spec.toString(), "--count", "" + COUNT, "--start-index", "" + START,
                "--master-seed", "" + SEED, "--formats", "png,json", "--threads", "2", "--out",
                dir.resolve("wfc").toString());
        reference = CorpusTree.of(dir.resolve("wfc"));
        WfcCorpus.run(dir.resolve("wfc-shards.log"), spec.toString(), "--count", "" + COUNT, "--start-index",
                "" + START, "--master-seed", "" + SEED, "--formats", "png,json", "--threads", "2", "--layout",
                "shards", "--shard-size", "" + SHARD_SIZE, "--out", dir.resolve("wfc-shards").toString());
        shardsReference = CorpusTree.of(dir.resolve("wfc-shards"));
        spark = TestSpark.start("local[2]");
    }

    @AfterAll
    static void tearDown() {
        spark.stop();
    }

    private static SparkCorpusJob.Result run(SparkCorpusJob.Layout layout, String out, int partitions) {
        return SparkCorpusJob.of(spec, "png,json", SEED, START, COUNT, out, layout, partitions)
                .run(spark, List.of("test"));
    }

    @Test
    void theCorpusIsWfcCorpusMapByMapInIndexOrder() {
        Path out = dir.resolve("spark");
        SparkCorpusJob.Result result = run(SparkCorpusJob.Layout.CORPUS, out.toString(), 7);
        CorpusTree made = CorpusTree.of(out);
        assertEquals(2 * COUNT, reference.maps().size());
        assertEquals(reference.maps(), made.maps());
        assertEquals(reference.entriesByIndex(), made.entries());
        assertEquals(List.of("manifest.jsonl", "maps", "run.json"), made.top());
        for (String key : IDENTITY) {
            assertEquals(reference.run().get(key), made.run().get(key), key);
        }
        assertEquals(7, made.run().get("partitions").asInt());
        assertEquals(COUNT, result.counts().maps());
        long solved = reference.entries().stream().filter(e -> e.get("status").asText().equals("solved")).count();
        assertEquals(solved, result.counts().solved());
    }

    @Test
    void theShardsAreThoseOfWfcCorpusByteForByte() throws IOException {
        for (int partitions : new int[] {3, 0}) {
            Path out = dir.resolve("spark-shards-" + partitions);
            SparkCorpusJob.Result result = SparkCorpusJob.of(spec, "png,json", SEED, START, COUNT, out.toString(),
                    SparkCorpusJob.Layout.SHARDS, partitions, SHARD_SIZE).run(spark, List.of("test"));
            CorpusTree made = CorpusTree.of(out);
            assertEquals(List.of("corpus-000000.tar", "corpus-000001.tar", "corpus-000002.tar", "corpus-000003.tar",
                    "corpus-000004.tar"), List.copyOf(shardsReference.maps().keySet()));
            assertEquals(shardsReference.maps(), made.maps());
            assertEquals(shardsReference.entriesByIndex(), made.entries());
            assertEquals(List.of("manifest.jsonl", "run.json", "shards"), made.top());
            for (String key : IDENTITY) {
                assertEquals(shardsReference.run().get(key), made.run().get(key), key);
            }
            assertEquals("shards", made.run().get("layout").asText());
            assertEquals(SHARD_SIZE, made.run().get("shardSize").asInt());
            assertEquals(partitions == 0 ? 2 : 3, result.partitions());
            assertEquals(COUNT, result.counts().maps());
        }
        // Each member, read by the test's own tar reader, is the file the files layout writes for that map.
        Map<String, String> members = new TreeMap<>();
        try (Stream<Path> shards = Files.list(dir.resolve("spark-shards-3/shards"))) {
            for (Path shard : (Iterable<Path>) shards::iterator) {
                TarMembers.of(Files.readAllBytes(shard)).forEach((name, bytes) -> members.put(name,
                        CorpusTree.sha256(bytes)));
            }
        }
        assertEquals(reference.maps(), members);
    }

    @Test
    void parquetRowsHoldTheMapsOfWfcCorpus() throws IOException {
        Path out = dir.resolve("parquet");
        SparkCorpusJob.Result result = run(SparkCorpusJob.Layout.PARQUET, out.toString(), 0);
        assertEquals(SparkCorpusJob.defaultPartitions(COUNT, spark.sparkContext().defaultParallelism()),
                result.partitions());
        List<Row> rows = new ArrayList<>(spark.read().parquet(out.toString()).collectAsList());
        rows.sort(Comparator.comparingLong(r -> r.getLong(r.fieldIndex("index"))));
        List<JsonNode> entries = reference.entriesByIndex();
        assertEquals(COUNT, rows.size());
        for (int k = 0; k < COUNT; k++) {
            Row row = rows.get(k);
            JsonNode entry = entries.get(k);
            long index = START + k;
            assertEquals(index, row.getLong(row.fieldIndex("index")));
            assertEquals(Seeds.map(SEED, index), row.getLong(row.fieldIndex("seed")));
            assertEquals(entry.get("seed").asText(), Long.toString(row.getLong(row.fieldIndex("seed"))));
            assertEquals(entry.get("status").asText(), row.getString(row.fieldIndex("status")));
            assertEquals(entry.get("attempts").asInt(), row.getInt(row.fieldIndex("attempts")));
            String sha = row.getString(row.fieldIndex("sha256"));
            if (entry.get("sha256").isNull()) {
                assertNull(sha);
                assertTrue(row.isNullAt(row.fieldIndex("png")));
                continue;
            }
            assertEquals(entry.get("sha256").asText(), sha);
            List<Integer> cells = row.getList(row.fieldIndex("cells"));
            assertEquals(row.getInt(row.fieldIndex("width")) * row.getInt(row.fieldIndex("height")), cells.size());
            ByteBuffer grid = ByteBuffer.allocate(4 * cells.size());
            cells.forEach(grid::putInt);
            assertEquals(sha, CorpusTree.sha256(grid.array()));
            for (String format : List.of("png", "json")) {
                String name = String.format("%06d.%s", index, format);
                byte[] bytes = row.getAs(format);
                assertEquals(reference.maps().get(name), CorpusTree.sha256(bytes), name);
            }
        }
        JsonNode run = new ObjectMapper().readTree(out.resolve("_run.json").toFile());
        for (String key : IDENTITY) {
            assertEquals(reference.run().get(key), run.get(key), key);
        }
    }

    @Test
    void aFailedJobExitsWithOneNamingOutAndTheCause() {
        // local[2] gives a task one attempt: the injected failure fails the job.
        FailOnceFileSystem.failOn = "000042.";
        try {
            String out = "faulty://" + dir.resolve("failed");
            CliFailure failure = assertThrows(CliFailure.class, () -> run(SparkCorpusJob.Layout.CORPUS, out, 3));
            assertEquals(ExitCodes.FAILURE, failure.exitCode());
            assertTrue(failure.getMessage().startsWith("--out " + out + ": the job failed"), failure.getMessage());
            assertTrue(failure.getMessage().contains("injected failure"), failure.getMessage());
            assertEquals(1, FailOnceFileSystem.injected.get());
        } finally {
            FailOnceFileSystem.failOn = null;
            FailOnceFileSystem.injected.set(0);
        }
    }

    @Test
    void anOutInUseIsRefusedUntouched() throws IOException {
        Path out = dir.resolve("taken");
        Files.createDirectories(out);
        Files.writeString(out.resolve("notes.txt"), "mine");
        for (SparkCorpusJob.Layout layout : SparkCorpusJob.Layout.values()) {
            CliFailure failure = assertThrows(CliFailure.class, () -> run(layout, out.toString(), 1));
            assertEquals(ExitCodes.BAD_INPUT, failure.exitCode());
            assertTrue(failure.getMessage().contains("--out " + out + ": not empty"), failure.getMessage());
        }
        try (Stream<Path> left = Files.list(out)) {
            assertEquals(List.of(out.resolve("notes.txt")), left.toList());
        }
    }
}
