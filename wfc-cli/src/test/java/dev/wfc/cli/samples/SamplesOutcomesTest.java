package dev.wfc.cli.samples;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.cli.testkit.SampleDir;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * How {@code wfc samples} names, counts and reports screenshots: the seed rule with and without a seed attribute
 * and under {@code --only}, a screenshot without a map (exit 3, the others still written), and a partial map of a
 * text entry (its PNG only).
 */
class SamplesOutcomesTest {
    @TempDir
    static Path in;
    @TempDir
    Path out;

    @BeforeAll
    static void writeSamples() throws IOException {
        SampleDir.write(in);
    }

    private CliRun samples(Path xml, String... more) {
        List<String> args = new ArrayList<>(List.of("samples", xml.toString(), "--out", out.toString()));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    /** Always solved on the first try, so the seeds are B + 10 i: B = 1000 x position, or the seed attribute. */
    @Test
    void seedsFollowPositionOrSeedAttribute() throws IOException {
        Path xml = SampleDir.list(in, "seeds", SampleDir.GOOD + "\n"
                + "<simpletiled name=\"Mini\" size=\"4\" periodic=\"True\" screenshots=\"3\" seed=\"-7\"/>");
        CliRun run = samples(xml);
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertEquals(List.of(out, out.resolve("Checker-1000.png"), out.resolve("Checker-1010.png"),
                out.resolve("Mini--7.png"), out.resolve("Mini-13.png"), out.resolve("Mini-3.png")),
                ErrorAssertions.files(out));
        List<String> lines = run.out().lines().toList();
        assertTrue(lines.get(lines.size() - 1).startsWith("5 of 5 screenshots produced, 0 without a map, from 2 "
                + "entries"), run::toString);
    }

    @Test
    void onlyKeepsTheSeedsOfThePositionsInTheWholeFile() throws IOException {
        Path xml = SampleDir.list(in, "only", "<simpletiled name=\"Mini\" size=\"4\" periodic=\"True\"/>\n"
                + SampleDir.GOOD);
        CliRun run = samples(xml, "--only", "Checker");
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertEquals(List.of(out, out.resolve("Checker-2000.png"), out.resolve("Checker-2010.png")),
                ErrorAssertions.files(out));
    }

    /** A 5-wide periodic checkerboard cannot alternate: 10 seeds fail, the run goes on and exits with 3. */
    @Test
    void aScreenshotWithoutMapIsReportedAndExitsWithThree() throws IOException {
        Path xml = SampleDir.list(in, "odd", "<overlapping name=\"Checker\" N=\"2\" symmetry=\"1\" periodic=\"True\""
                + " size=\"5\" screenshots=\"1\"/>\n" + SampleDir.GOOD);
        CliRun run = samples(xml);
        assertEquals(ExitCodes.NO_SOLUTION, run.exitCode(), run::toString);
        String failed = run.out().lines().filter(l -> l.startsWith("#1 ")).findFirst().orElseThrow();
        assertTrue(failed.contains("no solution") && failed.contains(" 10 "), run::toString);
        assertTrue(run.out().contains("2 of 3 screenshots produced, 1 without a map"), run::toString);
        assertEquals(List.of(out, out.resolve("Checker-2000.png"), out.resolve("Checker-2010.png")),
                ErrorAssertions.files(out));
    }

    /** limit="0" leaves every cell undecided: the PNG is written, the text (which cannot show that) is not. */
    @Test
    void partialMapOfATextEntryWritesItsPngOnly() throws IOException {
        Path xml = SampleDir.list(in, "partial", "<simpletiled name=\"Mini\" size=\"4\" limit=\"0\" textOutput=\"True\""
                + " screenshots=\"1\"/>");
        CliRun run = samples(xml);
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertTrue(run.out().contains("partial, no .txt"), run::toString);
        assertEquals(List.of(out, out.resolve("Mini-1000.png")), ErrorAssertions.files(out));
    }
}
