package dev.wfc.cli.corpus;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc corpus} checks the memory of the shards being assembled before the run starts: shards of 100,000 maps of
 * 200x200 cells (two shards of maps, each a txt file of at most 4 * 40,000 + 12 * 40,000 + 96 * 2 + 1024 = 641,216
 * bytes and a 1 KB line: about 120 GB) are refused with exit 2 and one line naming --shard-size, and nothing is
 * written; the same job in the files layout is not refused for it.
 */
class ShardMemoryTest {
    @TempDir
    Path dir;

    @Test
    void shardsThatCannotFitAreRefusedBeforeTheRun() throws IOException {
        Files.writeString(dir.resolve("ab.txt"), "ab\nba\n", StandardCharsets.UTF_8);
        Path spec = SpecFiles.write(dir, "ab.json", "{'model': 'learned', 'examples': 'ab.txt', 'size': 200}");
        Path out = dir.resolve("c");
        CliRun run = CliRun.of("corpus", spec.toString(), "--count", "300000", "--threads", "1", "--layout",
                "shards", "--shard-size", "100000", "--quiet", "--out", out.toString());
        assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run::toString);
        assertEquals(1, run.errLines().size(), run::toString);
        String line = run.errLines().get(0);
        assertTrue(line.contains("--shard-size 100000 with --threads 1 at 200x200: needs about "), line);
        // 200,000 maps * (641,216 + 1024) bytes = 128,448,000,000 bytes: 119.6 GB, the workers' share far smaller.
        assertTrue(line.contains(" of memory (119.6 GB for the shards being assembled), "), line);
        assertTrue(line.endsWith("(expected: a smaller --shard-size, or a larger heap, e.g. JAVA_OPTS=-Xmx8g)"), line);
        assertFalse(Files.exists(out));

        CliRun files = CliRun.of("corpus", spec.toString(), "--count", "2", "--threads", "1", "--quiet", "--out",
                out.toString());
        assertEquals(ExitCodes.OK, files.exitCode(), files::toString);
    }
}
