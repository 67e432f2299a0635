package dev.wfc.cli.corpus;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bad options and formats of {@code wfc corpus}: exit 2, one line naming the option, nothing created. */
class CorpusErrorsTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "--count 0                | --count: 0 (expected: > 0)",
        "--count x                | --count",
        "--threads 0              | --threads: 0 (expected: > 0)",
        "--start-index -1         | --start-index: -1 (expected: >= 0)",
        "--start-index 9223372036854775807 | --start-index + --count",
        "--master-seed 1.5        | --master-seed",
        "--formats txt            | --formats: txt is not available for the overlapping model (expected: a comma-separated list of png, json)",
        "--formats png,tmj        | --formats: tmj is not available for the overlapping model",
        "--formats gif            | --formats: 'gif' (expected: a comma-separated list of png, json, txt, tmj, vox, tmx)",
        "--formats png,           | --formats: '' (expected",
        "a.json b.json            | b.json",
    })
    void badOptionsExitWithTwo(String args, String message) {
        List<String> all = new ArrayList<>(List.of("corpus", "--out", dir.resolve("c").toString()));
        all.addAll(Arrays.asList(args.split(" ")));
        CliRun run = CliRun.of(all.toArray(String[]::new));
        assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run::toString);
        assertEquals(1, run.errLines().size(), run::toString);
        assertTrue(run.err().startsWith("wfc corpus: "), run::toString);
        assertTrue(run.err().contains(message), run::toString);
        assertFalse(Files.exists(dir.resolve("c")), "nothing may be created for bad options");
    }

    @Test
    void aGroundThatAdmitsNoMapExitsWithThreeBeforeWriting() throws IOException {
        // The pipes' last pattern, which ground pins to the bottom row, cannot stand beside itself there.
        Path spec = SpecFiles.write(dir, "ground.json", "{'model': 'overlapping', 'ground': true, 'size': 8, "
                + "'periodic': true}");
        CliRun run = CliRun.of("corpus", spec.toString(), "--count", "2", "--out", dir.resolve("c").toString());
        assertEquals(ExitCodes.NO_SOLUTION, run.exitCode(), run::toString);
        assertTrue(run.err().startsWith("wfc corpus: ground: no map possible"), run::toString);
        assertFalse(Files.exists(dir.resolve("c")));
    }

    @Test
    void aSpecThatIsADirectoryIsNamed() throws IOException {
        Files.createDirectories(dir.resolve("spec.json"));
        CliRun run = CliRun.of("corpus", dir.resolve("spec.json").toString(), "--out", dir.resolve("c").toString());
        assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run::toString);
        assertTrue(run.err().contains(dir.resolve("spec.json").toString()), run::toString);
    }

    @Test
    void aFileAsTheOutputIsABadArgument() throws IOException {
        Path file = dir.resolve("file");
        Files.writeString(file, "x", StandardCharsets.UTF_8);
        CliRun run = CliRun.of("corpus", "--count", "2", "--out", file.toString());
        assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run::toString);
        assertTrue(run.err().contains("--out " + file + ": not a directory"), run::toString);
    }

    @Test
    void aMissingSpecFileIsABadInputOfTheCommand(@TempDir Path out) {
        CliRun run = CliRun.of("corpus", dir.resolve("absent.json").toString(), "--out", out.resolve("c").toString());
        assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run::toString);
        assertEquals(1, run.errLines().size(), run::toString);
        assertTrue(run.err().startsWith("wfc corpus: " + dir.resolve("absent.json") + ": no such file"),
                run::toString);
        assertFalse(Files.exists(out.resolve("c")), "nothing may be created for a bad spec");
    }
}
