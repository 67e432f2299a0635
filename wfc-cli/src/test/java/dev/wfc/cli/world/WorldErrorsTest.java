package dev.wfc.cli.world;

import dev.wfc.cli.testkit.CliRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static dev.wfc.cli.testkit.ErrorAssertions.assertOneLineError;

/** Bad options and specs of {@code wfc world}: exit 2, one line naming the option or key, nothing written. */
class WorldErrorsTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "--region 0,0,0,5                 | --region: '0,0,0,5' (expected: X,Y,W,H",
        "--region 1,2,3                   | --region: '1,2,3'",
        "--region 1152921504606846976,0,1,1 | --region",
        "--region 0,0,4,4 --tile-size 0   | --tile-size: 0 (expected: 1..4096)",
        "--region 0,0,4,4 --threads 0     | --threads: 0 (expected: > 0)",
        "--region 0,0,4,4                 | missing output (expected: --out DIR, --png FILE or both)",
        "--region 0,0,4,4 --png x.png --resume | --resume: needs --out DIR",
        "--region 0,0,8388608,8 --png x.png --out o | --png: 8388608x8 pixels (expected: at most",
    })
    void badOptions(String args, String message) throws IOException {
        String[] split = ("world " + args).split(" ");
        assertOneLineError(CliRun.of(split), "world", 2, dir, message);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "'{\"model\": \"overlapping\", \"block\": 3}'                | block: 3 (expected: 4..1024)",
        "'{\"model\": \"overlapping\", \"block\": 16, \"frame\": 1, \"layers\": 9}' | layers: 9 (expected: at most block / 2 = 8)",
        "'{\"model\": \"overlapping\", \"layers\": 0}'               | layers: 0 (expected: > 0)",
        "'{\"model\": \"overlapping\", \"frame\": 17}'               | frame: 17 (expected: 1..16)",
        "'{\"model\": \"overlapping\", \"block\": 8, \"frame\": 4}'  | frame: 4 (expected: at most (block - 2) / 2 = 3)",
        "'{\"model\": \"overlapping\", \"layers\": 9}'               | layers: 9 (expected: at most block / (2 x frame) = 4)",
        "'{\"model\": \"overlapping\", \"worldSeed\": 1.5}'          | worldSeed: 1.5 (expected: a 64-bit integer)",
        "'{\"model\": \"overlapping\", \"block\": \"8\"}'            | block: \"8\" (expected: an integer)",
        "'{\"model\": \"overlapping\", \"size\": 8}'                 | size: not used by a world",
        "'{\"model\": \"overlapping\", \"pins\": []}'                | pins: designer constraints are not supported",
        "'{\"model\": \"overlapping\", \"tries\": 0}'                | tries: 0",
    })
    void badSpecs(String json, String message) throws IOException {
        Path spec = dir.resolve("spec.json");
        Files.writeString(spec, json, StandardCharsets.UTF_8);
        Path out = dir.resolve("out");
        CliRun run = CliRun.of("world", spec.toString(), "--region", "0,0,8,8", "--out", out.toString());
        Files.delete(spec);
        assertOneLineError(run, "world", 2, dir, spec + ": " + message);
    }

    @Test
    void aFullOutputDirectoryOrAnotherRegionOnResumeIsRefused() throws IOException {
        Path out = dir.resolve("out");
        Files.createDirectories(out);
        Files.writeString(out.resolve("x"), "", StandardCharsets.UTF_8);
        CliRun full = CliRun.of("world", "--region", "0,0,8,8", "--out", out.toString());
        org.junit.jupiter.api.Assertions.assertEquals(2, full.exitCode(), full::toString);
        org.junit.jupiter.api.Assertions.assertTrue(full.err().contains("is not empty"), full::toString);
        Files.delete(out.resolve("x"));
        org.junit.jupiter.api.Assertions.assertEquals(0,
                CliRun.of("world", "--region", "0,0,8,8", "--out", out.toString()).exitCode());
        CliRun other = CliRun.of("world", "--region", "0,0,9,8", "--out", out.toString(), "--resume");
        org.junit.jupiter.api.Assertions.assertEquals(2, other.exitCode(), other::toString);
        org.junit.jupiter.api.Assertions.assertTrue(other.err().contains("describes another world, region or tile"
                + " size"), other::toString);
    }
}
