package dev.wfc.spark;

import dev.wfc.cli.support.ExitCodes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * wfc-spark refuses bad arguments and specs with one line naming the option or the file and key, exit code 2, before
 * starting Spark and before touching {@code --out}.
 */
class SparkCorpusCommandTest {
    @TempDir
    Path dir;

    private record Run(int exitCode, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = SparkCorpusCommand.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    private void assertRefused(String expected, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        Path out = dir.resolve("out");
        all.addAll(List.of("--out", out.toString()));
        Run r = run(all.toArray(String[]::new));
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r::toString);
        List<String> lines = r.err().lines().filter(l -> !l.isBlank()).toList();
        assertEquals(1, lines.size(), r::toString);
        assertTrue(lines.get(0).startsWith("wfc-spark: ") && lines.get(0).contains(expected), r::toString);
        assertFalse(Files.exists(out), "--out was created");
    }

    @Test
    void badOptionsAreRefused() {
        assertRefused("--count: 0 (expected: > 0)", "--count", "0");
        assertRefused("--start-index: -1 (expected: >= 0)", "--start-index", "-1");
        assertRefused("--partitions: 0 (expected: > 0)", "--partitions", "0");
        assertRefused("--partitions: 11 (expected: at most --count, 10)", "--count", "10", "--partitions", "11");
        assertRefused("'csv' (expected: corpus, shards, parquet)", "--layout", "csv");
        assertRefused("--shard-size: 0 (expected: 1..100000)", "--layout", "shards", "--shard-size", "0");
        assertRefused("--shard-size: 10 with --layout corpus (expected: --shard-size only with --layout shards)",
                "--shard-size", "10");
        assertRefused("--partitions: 3 (expected: at most the 2 shards of --shard-size 10 that the range touches)",
                "--layout", "shards", "--shard-size", "10", "--start-index", "5", "--count", "10", "--partitions",
                "3");
        assertRefused("--formats: txt is not available for the overlapping model", "--formats", "txt");
        assertRefused("--start-index + --count", "--start-index", "" + Long.MAX_VALUE, "--count", "2");
    }

    @Test
    void aMissingOutIsRefused() {
        Run r = run("--count", "3");
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), r::toString);
        assertTrue(r.err().startsWith("wfc-spark: ") && r.err().contains("--out"), r::toString);
    }

    @Test
    void badSpecsAreRefusedNamingTheFileAndKey() throws IOException {
        Path missing = dir.resolve("missing.json");
        assertRefused(missing + ": no such file", missing.toString());
        Path spec = dir.resolve("bad.json");
        Files.writeString(spec, "{\"model\": \"overlapping\", \"size\": 0}");
        assertRefused(spec + ": size: 0 (expected: > 0)", spec.toString());
        Files.writeString(spec, "{\"model\": \"overlapping\", \"sample\": \"nowhere.png\"}");
        assertRefused(spec + ": sample: ", spec.toString());
    }

    @Test
    void helpListsTheOptionsAndExitCodes() {
        Run r = run("--help");
        assertEquals(ExitCodes.OK, r.exitCode(), r::toString);
        for (String option : List.of("--out", "--count", "--start-index", "--master-seed", "--formats", "--layout",
                "--partitions", "--shard-size", "--quiet", "Exit codes:")) {
            assertTrue(r.out().contains(option), option);
        }
    }
}
