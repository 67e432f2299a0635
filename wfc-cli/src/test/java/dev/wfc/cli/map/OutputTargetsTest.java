package dev.wfc.cli.map;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.core.testkit.MiniTileset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An output option never replaces a directory, device or pipe: every output is checked before any is written, and
 * one that names such a thing is a usage error (exit 2) that leaves no file. A symbolic link is written through.
 */
class OutputTargetsTest {
    @TempDir
    Path in;
    @TempDir
    Path out;

    @Test
    void aDirectoryOrDeviceAmongTheOutputsIsRefusedBeforeAnythingIsWritten() throws IOException {
        Path xml = MiniTileset.valid(in, "Mini");
        Path folder = Files.createDirectory(in.resolve("folder"));
        for (Path bad : new Path[] {folder, Path.of("/dev/null")}) {
            if (!Files.exists(bad)) {
                continue;
            }
            CliRun run = CliRun.of("tiled", xml.toString(), "--size", "4", "--seed", "1",
                    "--out", out.resolve("map.png").toString(), "--json", bad.toString());
            ErrorAssertions.assertOneLineError(run, "tiled", ExitCodes.BAD_INPUT, out, "--json " + bad,
                    "not a regular file");
        }
        assertTrue(Files.isDirectory(folder));
    }

    @Test
    void aSymbolicLinkAsTheOutputIsWrittenThroughAndStays() throws IOException {
        Path xml = MiniTileset.valid(in, "Mini");
        Path link = Files.createSymbolicLink(out.resolve("link.png"), in.resolve("real.png"));
        CliRun run = CliRun.of("tiled", xml.toString(), "--size", "4", "--seed", "1", "--out", link.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertTrue(Files.isSymbolicLink(link), "the link stays a link");
        CliRun direct = CliRun.of("tiled", xml.toString(), "--size", "4", "--seed", "1",
                "--out", out.resolve("direct.png").toString());
        assertEquals(ExitCodes.OK, direct.exitCode(), direct::toString);
        assertArrayEquals(Files.readAllBytes(out.resolve("direct.png")), Files.readAllBytes(in.resolve("real.png")));
    }
}
