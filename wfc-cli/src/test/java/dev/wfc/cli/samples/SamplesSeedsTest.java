package dev.wfc.cli.samples;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.testkit.SampleFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A samples run is reproducible: run twice it writes the same files, byte for byte, and every file it writes is what
 * {@code wfc overlapping} or {@code wfc tiled} writes for the entry's attributes and the seed in the file's name.
 */
class SamplesSeedsTest {
    private static final String CAP = "12";

    @TempDir
    static Path first;
    @TempDir
    static Path second;
    @TempDir
    Path single;

    @BeforeAll
    static void runTwice() {
        for (Path dir : List.of(first, second)) {
            CliRun run = CliRun.of("samples", SampleFiles.root().resolve("samples.xml").toString(), "--only",
                    "Flowers", "--only", "Knots", "--size-cap", CAP, "--out", dir.toString());
            assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        }
    }

    @Test
    void sameListGivesIdenticalFiles() throws IOException {
        List<Path> files = list(first);
        assertEquals(files.stream().map(Path::getFileName).toList(),
                list(second).stream().map(Path::getFileName).toList());
        for (Path f : files) {
            assertArrayEquals(Files.readAllBytes(f), Files.readAllBytes(second.resolve(f.getFileName())), f.toString());
        }
    }

    /** {@code <overlapping name="Flowers" N="3" symmetry="2" ground="True" periodic="True"/>}. */
    @Test
    void overlappingFilesAreWhatTheCommandWritesForTheirSeed() throws IOException {
        for (Path f : matching("Flowers-(\\d+)\\.png")) {
            Path png = single.resolve(f.getFileName());
            CliRun run = CliRun.of("overlapping", SampleFiles.sample("Flowers").toString(), "--n", "3", "--symmetry",
                    "2", "--ground", "--periodic", "--size", CAP, "--seed", seedOf(f), "--out", png.toString());
            assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
            assertArrayEquals(Files.readAllBytes(f), Files.readAllBytes(png), f.toString());
        }
    }

    /**
     * {@code <simpletiled name="Knots" subset="Standard" size="24" periodic="True"/>} (capped) and
     * {@code size="5" ... textOutput="True"}: the PNG, and the text where written.
     */
    @Test
    void tiledFilesAreWhatTheCommandWritesForTheirSeed() throws IOException {
        List<Path> pngs = matching("Knots-Standard-(\\d+)\\.png");
        assertEquals(4, pngs.size(), pngs::toString);
        for (Path f : pngs) {
            Path txt = Path.of(f.toString().replace(".png", ".txt"));
            String size = Files.exists(txt) ? "5" : CAP;
            Path png = single.resolve(f.getFileName());
            Path text = single.resolve(txt.getFileName());
            CliRun run = CliRun.of("tiled", SampleFiles.root().resolve("tilesets/Knots.xml").toString(), "--subset",
                    "Standard", "--periodic", "--size", size, "--seed", seedOf(f), "--out", png.toString(),
                    "--text", text.toString());
            assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
            assertArrayEquals(Files.readAllBytes(f), Files.readAllBytes(png), f.toString());
            if (Files.exists(txt)) {
                assertArrayEquals(Files.readAllBytes(txt), Files.readAllBytes(text), txt.toString());
            }
        }
    }

    private static List<Path> matching(String regex) throws IOException {
        Pattern p = Pattern.compile(regex);
        List<Path> found = list(first).stream().filter(f -> p.matcher(f.getFileName().toString()).matches()).toList();
        assertTrue(!found.isEmpty(), "no file matches " + regex);
        return found;
    }

    private static String seedOf(Path file) {
        Matcher m = Pattern.compile("-(\\d+)\\.png$").matcher(file.getFileName().toString());
        assertTrue(m.find(), file.toString());
        return m.group(1);
    }

    private static List<Path> list(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.sorted().toList();
        }
    }
}
