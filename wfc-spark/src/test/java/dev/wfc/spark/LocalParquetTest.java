package dev.wfc.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.FileMetaData;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc corpus --layout parquet}, written by wfc's own Parquet writer, read by independent readers: Spark's
 * {@code spark.read().parquet} gives the rows the Spark job writes for the same job, and parquet-hadoop's
 * {@code ParquetFileReader} gives the schema and metadata of the Spark job's files; its bytes are the same for any
 * thread count and after a resume (but for the solve times).
 */
class LocalParquetTest {
    private static final long SEED = 11;
    private static final long START = 5;
    private static final int COUNT = 300;
    private static final int PART = 64;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;
    private static SparkSession spark;
    private static Path spec;
    private static Path local;
    private static Path onSpark;

    @BeforeAll
    static void setUp() throws IOException, InterruptedException {
        spec = TestJob.spec(dir);
        local = dir.resolve("local");
        corpus(local, 2);
        spark = TestSpark.start("local[2]");
        onSpark = dir.resolve("spark");
        SparkCorpusJob.of(spec, "png,json", SEED, START, COUNT, onSpark.toString(), SparkCorpusJob.Layout.PARQUET, 3)
                .run(spark, List.of("test"));
    }

    @AfterAll
    static void tearDown() {
        spark.stop();
    }

    private static void corpus(Path out, int threads, String... more) throws IOException, InterruptedException {
        List<String> args = new ArrayList<>(List.of(spec.toString(), "--count", "" + COUNT, "--start-index",
                "" + START, "--master-seed", "" + SEED, "--formats", "png,json", "--threads", "" + threads,
                "--layout", "parquet", "--shard-size", "" + PART, "--out", out.toString()));
        args.addAll(List.of(more));
        WfcCorpus.run(dir.resolve(out.getFileName() + "-" + threads + ".log"), args.toArray(String[]::new));
    }

    private static List<Path> parts(Path corpus) throws IOException {
        try (Stream<Path> files = Files.list(corpus.resolve("parquet"))) {
            return files.sorted().toList();
        }
    }

    private static Path sparkPart() throws IOException {
        try (Stream<Path> files = Files.list(onSpark)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".parquet")).sorted().findFirst()
                    .orElseThrow();
        }
    }

    @Test
    void sparkReadsTheRowsTheSparkJobWrites() {
        List<String> rows = ParquetRowsOf.rows(spark, local.resolve("parquet"));
        assertEquals(COUNT, rows.size());
        assertEquals(ParquetRowsOf.rows(spark, onSpark), rows);
        assertEquals(spark.read().parquet(onSpark.toString()).schema(),
                spark.read().parquet(local.resolve("parquet").toString()).schema());
    }

    @Test
    void theFooterHasTheSchemaOfTheSparkJobsFiles() throws IOException {
        FileMetaData theirs = ParquetRowsOf.footer(sparkPart()).getFileMetaData();
        List<Path> parts = parts(local);
        // Parts cut at multiples of 64 from index 0: 5..63, 64..127, ..., 256..304.
        assertEquals(List.of("part-000000.parquet", "part-000001.parquet", "part-000002.parquet",
                "part-000003.parquet", "part-000004.parquet"), parts.stream().map(p -> p.getFileName().toString())
                .toList());
        long rows = 0;
        for (int k = 0; k < parts.size(); k++) {
            var footer = ParquetRowsOf.footer(parts.get(k));
            FileMetaData ours = footer.getFileMetaData();
            assertEquals(theirs.getSchema(), ours.getSchema());
            String key = "org.apache.spark.sql.parquet.row.metadata";
            assertEquals(JSON.readTree(theirs.getKeyValueMetaData().get(key)),
                    JSON.readTree(ours.getKeyValueMetaData().get(key)));
            long expected = Math.min(START + COUNT, (k + 1L) * PART) - Math.max(START, (long) k * PART);
            assertEquals(1, footer.getBlocks().size());
            BlockMetaData group = footer.getBlocks().get(0);
            assertEquals(expected, group.getRowCount());
            rows += group.getRowCount();
        }
        assertEquals(COUNT, rows);
    }

    @Test
    void theManifestListsEachMapInIndexOrderNamingItsPart() throws IOException {
        List<String> lines = Files.readAllLines(local.resolve("manifest.jsonl"), StandardCharsets.UTF_8);
        assertEquals(COUNT, lines.size());
        for (int k = 0; k < COUNT; k++) {
            JsonNode entry = JSON.readTree(lines.get(k));
            long index = START + k;
            assertEquals(index, entry.get("index").asLong());
            assertEquals(String.format("parquet/part-%06d.parquet", index / PART), entry.get("shard").asText());
        }
        JsonNode run = JSON.readTree(local.resolve("run.json").toFile());
        assertEquals("parquet", run.get("layout").asText());
        assertEquals(PART, run.get("shardSize").asInt());
    }

    @Test
    void oneThreadWritesTheSameBytesButTheSolveTimes() throws Exception {
        Path one = dir.resolve("one");
        corpus(one, 1);
        assertSameParts(local, one);
    }

    @Test
    void aResumeRedoesTheMissingPartAndKeepsTheRest() throws Exception {
        Path cut = dir.resolve("cut");
        corpus(cut, 2);
        // As a kill leaves it: part 2 not yet renamed into place, its temporary beside it, its lines not appended.
        Path part = cut.resolve("parquet/part-000002.parquet");
        byte[] kept = Files.readAllBytes(cut.resolve("parquet/part-000001.parquet"));
        Files.move(part, cut.resolve("parquet/.part-000002.parquet.1f2e.tmp"));
        List<String> lines = Files.readAllLines(cut.resolve("manifest.jsonl"), StandardCharsets.UTF_8);
        Files.write(cut.resolve("manifest.jsonl"), (String.join("\n", lines.subList(0, 123)) + "\n{\"index\": 1")
                .getBytes(StandardCharsets.UTF_8));
        corpus(cut, 2, "--resume");
        assertSameParts(local, cut);
        assertArrayEquals(kept, Files.readAllBytes(cut.resolve("parquet/part-000001.parquet")));
        assertEquals(COUNT, Files.readAllLines(cut.resolve("manifest.jsonl")).size());
    }

    @Test
    void oneMapIsOnePartOfOneRow() throws Exception {
        Path out = dir.resolve("single");
        WfcCorpus.run(dir.resolve("single.log"), spec.toString(), "--count", "1", "--start-index", "7",
                "--master-seed", "" + SEED, "--formats", "png,json", "--layout", "parquet", "--out", out.toString());
        List<String> rows = ParquetRowsOf.rows(spark, out.resolve("parquet"));
        assertEquals(1, rows.size());
        assertEquals(ParquetRowsOf.rows(spark, onSpark).get(2), rows.get(0));
    }

    private static void assertSameParts(Path expected, Path actual) throws IOException {
        List<Path> want = parts(expected);
        List<Path> got = parts(actual);
        assertEquals(want.stream().map(Path::getFileName).toList(), got.stream().map(Path::getFileName).toList());
        for (int k = 0; k < want.size(); k++) {
            assertArrayEquals(ParquetRowsOf.withoutMillis(want.get(k)), ParquetRowsOf.withoutMillis(got.get(k)),
                    got.get(k).toString());
        }
        assertTrue(Files.size(want.get(0)) > 1000);
    }
}
