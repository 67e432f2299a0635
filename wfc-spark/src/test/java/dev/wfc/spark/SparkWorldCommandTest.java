package dev.wfc.spark;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.core.testkit.SampleFiles;
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
 * wfc-spark-world refuses bad arguments and specs with one line naming the option or the file and key, exit code 2,
 * before starting Spark and before touching {@code --out}; {@code --help} lists every option.
 */
class SparkWorldCommandTest {
    @TempDir
    Path dir;

    private record Run(int exitCode, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = SparkWorldCommand.commandLine();
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
        assertTrue(lines.get(0).startsWith("wfc-spark-world: ") && lines.get(0).contains(expected), r::toString);
        assertFalse(Files.exists(out), "--out was created");
    }

    @Test
    void badOptionsAreRefused() {
        assertRefused("--region: '1,2,3' (expected: X,Y,W,H", "--region", "1,2,3");
        assertRefused("--tile-size: 0", "--region", "0,0,8,8", "--tile-size", "0");
        assertRefused("--cache-blocks: 0 (expected: > 0)", "--region", "0,0,8,8", "--cache-blocks", "0");
        assertRefused("--partitions: 0 (expected: > 0)", "--region", "0,0,8,8", "--partitions", "0");
        assertRefused("--formats: tmj (expected: a comma-separated list of png, as this world offers them, png "
                + "among them)", "--region", "0,0,8,8", "--formats", "png,tmj");
        assertRefused("--formats: 'gif' (expected: a comma-separated list of png", "--region", "0,0,8,8",
                "--formats", "png,gif");
        assertRefused("--partitions: 5 (expected: at most the tiles, 4)", "--region", "0,0,8,8", "--tile-size", "4",
                "--partitions", "5");
        assertRefused("--tile-size: 1 cuts the region into", "--region", "0,0,2000000000,2000000000",
                "--tile-size", "1");
    }

    @Test
    void badSpecsAreRefusedNamingTheFileAndKey() throws IOException {
        Path spec = dir.resolve("bad.json");
        Files.writeString(spec, "{\"model\": \"overlapping\", \"frame\": 0}");
        assertRefused(spec + ": frame: 0 (expected: ", spec.toString(), "--region", "0,0,8,8");
        Files.writeString(spec, "{\"model\": \"overlapping\", \"size\": 8}");
        assertRefused(spec + ": size: not used by a world", spec.toString(), "--region", "0,0,8,8");
        Files.writeString(spec, "{\"model\": \"learned\", \"examples\": [\"" + SampleFiles.debroglie()
                .resolve("docs/columns.vox").toString().replace("\\", "\\\\") + "\"]}");
        assertRefused("--png: a world of voxel columns is written as .vox tiles (expected: no --png)",
                spec.toString(), "--region", "0,0,8,8", "--png", dir.resolve("c.png").toString());
    }

    @Test
    void helpListsTheOptionsAndExitCodes() {
        Run r = run("--help");
        assertEquals(ExitCodes.OK, r.exitCode(), r::toString);
        for (String option : List.of("--out", "--region", "--tile-size", "--cache-blocks", "--partitions", "--formats",
                "--resume", "--png", "--quiet", "Exit codes:")) {
            assertTrue(r.out().contains(option), option);
        }
    }
}
