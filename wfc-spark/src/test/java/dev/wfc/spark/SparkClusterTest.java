package dev.wfc.spark;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The corpus job on a real Spark standalone cluster ({@link LocalCluster}: a master and two one-core workers, each a
 * JVM of its own), submitted through {@code spark-submit}'s entry point with {@code wfc-spark.jar}: one worker is
 * killed with SIGKILL while it runs a task, the job finishes on the other, and the corpus is the one {@code wfc
 * corpus} makes, file by file and manifest entry by entry.
 *
 * <p>Slow (a minute or more of JVM start-ups): run by the {@code spark-cluster} profile after {@code package}, which
 * names the jar in {@code wfc.spark.jar}; the default test run leaves it out.
 */
class SparkClusterTest {
    private static final long SEED = 23;
    private static final int COUNT = 480;
    private static final int PARTITIONS = 12;
    private static final int MINUTES = 5;
    /** The driver's log line of a task handed to an executor: the executor's id. */
    private static final Pattern TASK_STARTED = Pattern.compile(
            "Starting task \\S+ in stage \\S+ \\(TID \\d+\\) \\([0-9.]+, ?executor (\\d+),");

    @TempDir
    Path dir;

    @Test
    void aJobThatLosesAWorkerMidwayMakesTheCorpusOfWfcCorpus() throws Exception {
        Path jar = Path.of(System.getProperty("wfc.spark.jar", "target/wfc-spark.jar")).toAbsolutePath();
        assertTrue(Files.isRegularFile(jar), jar + ": missing (the spark-cluster profile runs this after package)");
        Path spec = TestJob.spec(dir, 24);
        List<String> job = List.of("--count", "" + COUNT, "--master-seed", "" + SEED, "--formats", "png,json");
        Path wfc = dir.resolve("wfc");
        List<String> reference = new java.util.ArrayList<>(List.of(spec.toString(), "--threads", "2", "--out",
                wfc.toString()));
        reference.addAll(job);
        WfcCorpus.run(dir.resolve("wfc.log"), reference.toArray(String[]::new));

        Path out = dir.resolve("spark");
        try (LocalCluster cluster = LocalCluster.start(dir.resolve("cluster"), 2)) {
            List<String> args = new java.util.ArrayList<>(List.of(spec.toString(), "--partitions", "" + PARTITIONS,
                    "--out", out.toString()));
            args.addAll(job);
            ProcessLog submit = cluster.submit(List.of("--class", SparkCorpusCommand.class.getName(),
                    "--conf", "spark.ui.enabled=false",
                    "--conf", "spark.driver.host=127.0.0.1",
                    "--conf", "spark.driver.bindAddress=127.0.0.1",
                    "--conf", "spark.executor.memory=512m",
                    // Both executors take tasks from the start, so that the killed worker runs one.
                    "--conf", "spark.scheduler.minRegisteredResourcesRatio=1.0",
                    "--conf", "spark.scheduler.maxRegisteredResourcesWaitingTime=" + MINUTES + "min"), jar, args);
            Matcher task = submit.await(TASK_STARTED, MINUTES);
            String executor = task.group(1);
            Pattern launched = Pattern.compile("Asked to launch executor app-[0-9-]+/" + executor + " ");
            ProcessLog victim = cluster.workers().stream().filter(w -> w.contains(launched)).findFirst()
                    .orElseThrow(() -> new AssertionError("no worker launched executor " + executor));
            assertFalse(Files.exists(out.resolve("manifest.jsonl")), "the job ended before the kill");
            cluster.kill(victim);

            assertTrue(submit.process().waitFor(MINUTES, TimeUnit.MINUTES), "spark-submit did not end");
            assertEquals(0, submit.process().exitValue(), submit::text);
            assertTrue(submit.contains(Pattern.compile("Lost executor " + executor + " ")),
                    () -> "the driver never lost executor " + executor + ":\n" + submit.text());
        }
        CorpusTree expected = CorpusTree.of(wfc);
        CorpusTree made = CorpusTree.of(out);
        assertEquals(2 * COUNT, expected.maps().size());
        assertEquals(expected.maps(), made.maps());
        assertEquals(expected.entriesByIndex(), made.entries());
        assertEquals(List.of("manifest.jsonl", "maps", "run.json"), made.top());
        for (String key : SparkCorpusTest.IDENTITY) {
            assertEquals(expected.run().get(key), made.run().get(key), key);
        }
        assertEquals(PARTITIONS, made.run().get("partitions").asInt());
        assertTrue(made.run().get("master").asText().startsWith("spark://127.0.0.1:"), made.run().toString());
    }
}
