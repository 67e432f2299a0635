package dev.wfc.spark;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * A task whose first attempt fails midway is retried (on {@code local[2,2]}: two threads, two attempts a task), and
 * the job still writes every map exactly once: the same corpus as {@code wfc corpus}, the same Parquet rows.
 */
class SparkRetryTest {
    private static final long SEED = 3;
    private static final int COUNT = 200;
    private static final int PARTITIONS = 4;

    @TempDir
    static Path dir;
    private static SparkSession spark;
    private static Path spec;
    private static CorpusTree reference;
    private static CorpusTree shardsReference;
    /** 8 shards of 25 maps, two per range: shard 3 is the second of range 1. */
    private static final int SHARD_SIZE = 25;

    @BeforeAll
    static void setUp() throws IOException, InterruptedException {
        spec = TestJob.spec(dir);
        WfcCorpus.run(dir.resolve("wfc.log"), spec.toString(), "--count", "" + COUNT, "--master-seed", "" + SEED,
                "--threads", "2", "--out", dir.resolve("wfc").toString());
        reference = CorpusTree.of(dir.resolve("wfc"));
        WfcCorpus.run(dir.resolve("wfc-shards.log"), spec.toString(), "--count", "" + COUNT, "--master-seed",
                "" + SEED, "--threads", "2", "--layout", "shards", "--shard-size", "" + SHARD_SIZE, "--out",
                dir.resolve("wfc-shards").toString());
        shardsReference = CorpusTree.of(dir.resolve("wfc-shards"));
        spark = TestSpark.start("local[2,2]");
    }

    @AfterAll
    static void tearDown() {
        spark.stop();
    }

    @AfterEach
    void noMoreFailures() {
        FailOnceFileSystem.failOn = null;
        FailOnceFileSystem.injected.set(0);
    }

    private static void run(SparkCorpusJob.Layout layout, Path out) {
        SparkCorpusJob.of(spec, "png", SEED, 0, COUNT, "faulty://" + out, layout, PARTITIONS, SHARD_SIZE)
                .run(spark, List.of("test"));
    }

    @Test
    void aRetriedShardsTaskLeavesEachShardOnce() {
        // Range 1 holds shards 2 and 3: its first attempt has already put shard 2 in place when shard 3 fails.
        FailOnceFileSystem.failOn = "corpus-000003.";
        Path out = dir.resolve("shards");
        run(SparkCorpusJob.Layout.SHARDS, out);
        assertEquals(1, FailOnceFileSystem.injected.get());
        CorpusTree made = CorpusTree.of(out);
        assertEquals(8, made.maps().size());
        assertEquals(shardsReference.maps(), made.maps());
        assertEquals(shardsReference.entriesByIndex(), made.entries());
        assertEquals(List.of("manifest.jsonl", "run.json", "shards"), made.top());
    }

    @Test
    void aRetriedCorpusTaskLeavesEachMapOnce() {
        // Map 120 lies in the middle of the third range (100..149): its range's first attempt has already put
        // maps 100..119 into maps/ when it fails.
        FailOnceFileSystem.failOn = "000120.";
        Path out = dir.resolve("corpus");
        run(SparkCorpusJob.Layout.CORPUS, out);
        assertEquals(1, FailOnceFileSystem.injected.get());
        CorpusTree made = CorpusTree.of(out);
        assertEquals(reference.maps(), made.maps());
        assertEquals(reference.entriesByIndex(), made.entries());
        assertEquals(List.of("manifest.jsonl", "maps", "run.json"), made.top());
    }

    @Test
    void aRetriedParquetTaskLeavesEachRowOnce() {
        FailOnceFileSystem.failOn = "part-00001";
        Path out = dir.resolve("parquet");
        run(SparkCorpusJob.Layout.PARQUET, out);
        assertEquals(1, FailOnceFileSystem.injected.get());
        List<Row> rows = spark.read().parquet(out.toString()).select("index", "sha256").collectAsList();
        Map<Long, String> digests = new TreeMap<>();
        for (Row row : rows) {
            assertNull(digests.put(row.getLong(0), row.isNullAt(1) ? "null" : row.getString(1)), "a duplicate row");
        }
        Map<Long, String> expected = new TreeMap<>();
        reference.entries().forEach(e -> expected.put(e.get("index").asLong(), e.get("sha256").asText()));
        assertEquals(expected, digests);
    }
}
