package dev.wfc.cli.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.CorpusContents;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A corpus made while restarts only was the default policy, resumed after backtracking became it: its run.json says
 * {@code "backtrack": false, "maxBacktracks": 10000}, which is what a spec with {@code "backtrack": false} writes
 * today (and what a spec without the key wrote before). Resumed with that spec file unchanged, it is refused in one
 * line that names both policies, and nothing is touched; with {@code "backtrack": false} added, it resumes under its
 * own policy and remakes a lost map byte for byte.
 */
class ResumePolicyTest {
    @TempDir
    Path dir;

    @Test
    void aCorpusOfTheOldDefaultIsRefusedWithTheNewOneAndResumesUnderItsOwn() throws IOException {
        Path old = SpecFiles.write(dir, "old.json", "{'model': 'overlapping', 'size': 16, 'backtrack': false}");
        Path unchanged = SpecFiles.write(dir, "unchanged.json", "{'model': 'overlapping', 'size': 16}");
        Path out = dir.resolve("c");
        CliRun made = CliRun.of("corpus", old.toString(), "--count", "6", "--out", out.toString(), "--quiet");
        assertEquals(ExitCodes.OK, made.exitCode(), made::toString);
        JsonNode recorded = CorpusContents.runJson(out).get("spec");
        assertEquals("false", recorded.get("backtrack").toString());
        assertEquals("10000", recorded.get("maxBacktracks").toString());
        CorpusContents before = CorpusContents.of(out);

        CliRun refused = CliRun.of("corpus", unchanged.toString(), "--count", "6", "--out", out.toString(),
                "--resume");
        assertEquals(ExitCodes.BAD_INPUT, refused.exitCode(), refused::toString);
        assertEquals(1, refused.errLines().size(), refused::toString);
        assertTrue(refused.err().startsWith("wfc corpus: --resume: the contradiction policy differs from the "
                + "corpus's (" + out.resolve("run.json") + " has backtrack false, maxBacktracks 10000; this run true, "
                + "100; expected: the same"), refused::toString);
        assertEquals(before, CorpusContents.of(out));

        Path lost;
        try (Stream<Path> maps = Files.walk(out.resolve("maps"))) {
            lost = maps.filter(p -> p.toString().endsWith(".png")).sorted().findFirst().orElseThrow();
        }
        Files.delete(lost);
        CliRun resumed = CliRun.of("corpus", old.toString(), "--count", "6", "--out", out.toString(), "--resume",
                "--quiet");
        assertEquals(ExitCodes.OK, resumed.exitCode(), resumed::toString);
        assertEquals(before, CorpusContents.of(out), "the lost map is made again as it was, under its own policy");
    }
}
