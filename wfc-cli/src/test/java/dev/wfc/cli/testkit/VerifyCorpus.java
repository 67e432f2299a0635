package dev.wfc.cli.testkit;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.corpus.testkit.SpecFiles;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The corpus {@code wfc verify}'s tests damage: {@link #COUNT} maps of the small spec, master seed 12, png and json
 * files, in a layout of the caller's choosing; and the checks of what verify says about it.
 */
public final class VerifyCorpus {
    /** The maps of every such corpus; each has two files. */
    public static final int COUNT = 30;

    private VerifyCorpus() {
    }

    /**
     * Makes the corpus in {@code dir/name} with {@code layout} (options such as {@code --layout parquet}) added to
     * the command line, and checks that the run succeeds.
     */
    public static Path make(Path dir, String name, String... layout) throws IOException {
        Path out = dir.resolve(name);
        List<String> args = new ArrayList<>(List.of("corpus", SpecFiles.small(dir).toString(), "--count",
                Integer.toString(COUNT), "--master-seed", "12", "--formats", "png,json"));
        args.addAll(List.of(layout));
        args.addAll(List.of("--quiet", "--out", out.toString()));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        return out;
    }

    /** Checks that the sound corpus {@code out} verifies, also with 4 and with all of its maps solved again. */
    public static void assertSound(Path out) {
        CliRun run = CliRun.of("verify", out.toString(), "--resolve", "4");
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertEquals(List.of(out + ": ok: " + COUNT + " maps, " + 2 * COUNT + " files as recorded, none unlisted; "
                + "4 solved again to the same grids"), run.out().lines().toList());
        run = CliRun.of("verify", out.toString(), "--resolve", "all");
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertTrue(run.out().contains(COUNT + " solved again to the same grids"), run::toString);
    }

    /**
     * Checks that {@code wfc verify out} fails with exactly the lines {@code expected} and a summary of them, which
     * counts the maps and the {@code files} checked.
     */
    public static void assertProblems(Path out, int files, String... expected) {
        CliRun run = CliRun.of("verify", out.toString());
        assertEquals(ExitCodes.FAILURE, run.exitCode(), run::toString);
        assertEquals(List.of(expected), run.out().lines().toList(), run::toString);
        assertEquals(List.of("wfc verify: " + out + ": " + expected.length + " problem" + (expected.length == 1 ? ""
                : "s") + " (listed above) in " + COUNT + " maps, " + files + " files"), run.errLines());
    }
}
