package dev.wfc.cli.fuzz;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Replays the inputs kept in {@code src/test/resources/cli-fuzz-cases/}: ones the command line once handled badly
 * (a trace, exit 1, a hang or an output left behind), found by {@link CliFuzzProperties} or by hand. The prefix of a
 * case's name picks its {@link CliFuzzTarget}; each must now end as that target demands.
 */
class CliFuzzCasesTest {
    /** The fuzz starts from inputs the commands accept: each target's unmutated seed makes its outputs. */
    @Test
    void everySeedMakesItsOutputs(@TempDir Path workspace) throws IOException {
        CliFuzzTarget.prepare(workspace);
        for (CliFuzzTarget target : CliFuzzTarget.values()) {
            assertEquals("exit 0", target.runAndCheck(workspace, target.seed(), target.name()), target.name());
        }
    }

    @Test
    void everySavedCaseEndsWithAMapOrOneLine(@TempDir Path workspace) throws IOException, URISyntaxException {
        Path dir = Path.of(CliFuzzCasesTest.class.getResource("/cli-fuzz-cases").toURI());
        List<Path> cases;
        try (Stream<Path> files = Files.list(dir)) {
            cases = files.sorted().toList();
        }
        assertTrue(cases.size() >= 5, "the saved cases: " + cases);
        CliFuzzTarget.prepare(workspace);
        for (Path file : cases) {
            String name = file.getFileName().toString();
            CliFuzzTarget target = Arrays.stream(CliFuzzTarget.values()).filter(t -> name.startsWith(t.prefix()))
                    .findFirst().orElseGet(() -> fail(name + ": no target has this prefix"));
            target.runAndCheck(workspace, Files.readAllBytes(file), name);
        }
    }
}
