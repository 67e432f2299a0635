package dev.wfc.cli;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.MiniTileset;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

import static dev.wfc.cli.testkit.ErrorAssertions.assertOneLineError;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The hostile inputs of issue 17 that a fuzz would not reach by mutating small files: inputs too deep, too long or
 * too large for the heap, paths that no file system takes, outputs that are inputs, and typos. Each ends with one
 * line on stderr naming what is wrong, exit 2 and nothing written. The large inputs are made here, never stored.
 */
class HostileInputsTest {
    @TempDir
    Path dir;
    /** Where the runs write; it must stay empty. */
    private Path out;

    @BeforeEach
    void outputs() throws IOException {
        out = Files.createDirectory(dir.resolve("out"));
    }

    @Test
    void aSpecNested2000DeepNamesTheLimitAndTheKeyPath() throws IOException {
        Path spec = write("deep.json", "{\"model\": \"overlapping\", \"pins\": " + "[".repeat(2000)
                + "]".repeat(2000) + "}");
        CliRun run = CliRun.of("corpus", spec.toString(), "--out", out.resolve("c").toString());
        assertOneLineError(run, "corpus", ExitCodes.BAD_INPUT, out, "deep.json", "line 1", "key pins", "nesting");
    }

    @Test
    void aTenMegabyteKeyOrStringIsRefusedWithoutQuotingIt() throws IOException {
        Path key = write("key.json", "{\"" + "k".repeat(10_000_000) + "\": 1}");
        CliRun run = CliRun.of("corpus", key.toString(), "--out", out.resolve("c").toString());
        assertOneLineError(run, "corpus", ExitCodes.BAD_INPUT, out, "key.json", "Name length");
        assertTrue(run.err().length() < 1000, () -> run.err().length() + " characters");
        Files.delete(key);
        Path string = write("string.json", "{\"model\": \"overlapping\", \"sample\": \"" + "s".repeat(10_000_000)
                + "\"}");
        CliRun run2 = CliRun.of("corpus", string.toString(), "--out", out.resolve("c").toString());
        assertOneLineError(run2, "corpus", ExitCodes.BAD_INPUT, out, "string.json", "key sample");
        assertTrue(run2.err().length() < 1000, () -> run2.err().length() + " characters");
    }

    @Test
    void aFourHundredDigitNumberNamesItsKey() throws IOException {
        Path spec = write("n.json", "{\"model\": \"overlapping\", \"n\": " + "9".repeat(400) + "}");
        CliRun run = CliRun.of("corpus", spec.toString(), "--out", out.resolve("c").toString());
        assertOneLineError(run, "corpus", ExitCodes.BAD_INPUT, out, "n.json", "key n", "Number value length");
    }

    @Test
    void aNulInASpecPathNamesTheKey() throws IOException {
        Path spec = write("nul.json", "{\"model\": \"overlapping\", \"sample\": \"a\\u0000b.png\"}");
        CliRun run = CliRun.of("corpus", spec.toString(), "--out", out.resolve("c").toString());
        assertOneLineError(run, "corpus", ExitCodes.BAD_INPUT, out, "nul.json", "sample", "a\\0b.png");
    }

    @Test
    void anEndlessSpecOrSampleIsRefusedBeforeItIsRead() throws IOException {
        CliRun spec = CliRun.of("corpus", "/dev/zero", "--out", out.resolve("c").toString());
        assertOneLineError(spec, "corpus", ExitCodes.BAD_INPUT, out, "/dev/zero", "not a regular file");
        Path inSpec = write("zero.json", "{\"model\": \"overlapping\", \"sample\": \"/dev/zero\"}");
        CliRun sample = CliRun.of("corpus", inSpec.toString(), "--out", out.resolve("c").toString());
        assertOneLineError(sample, "corpus", ExitCodes.BAD_INPUT, out, "sample: /dev/zero", "not a regular file");
    }

    @Test
    void aMillionColourExampleIsRefusedBeforeItsRulesAreSized() throws IOException {
        Path example = noise("noise.png", 1024, 1 << 24, 17);
        for (String[] args : new String[][] {{"learn", example.toString(), "--out", out.resolve("o.png").toString()},
            {"rules", "learn", example.toString(), "--sheet", out.resolve("o.png").toString()}}) {
            CliRun run = CliRun.of(args);
            String command = args[0].equals("rules") ? "rules learn" : "learn";
            assertOneLineError(run, command, ExitCodes.BAD_INPUT, out, "noise.png", "tiles", "(expected: at most");
        }
    }

    @Test
    void aSampleWithTooManyPatternsIsRefusedWithTheEstimate() throws IOException {
        Path sample = noise("noise.png", 128, 1 << 24, 18);
        CliRun run = CliRun.of("overlapping", sample.toString(), "--out", out.resolve("o.png").toString());
        assertOneLineError(run, "overlapping", ExitCodes.BAD_INPUT, out, "noise.png", "distinct 3x3 patterns",
                "needs about", "available");
    }

    @Test
    void threadsThatCannotFitAreRefusedBeforeTheCorpusIsStarted() throws IOException {
        // 4 colours at random, 2x2 patterns: about 256, whose union table costs a megabyte a solver.
        Path sample = noise("s.png", 24, 4, 19);
        Path spec = write("s.json", "{\"model\": \"overlapping\", \"sample\": \"s.png\", \"n\": 2, \"size\": 16}");
        CliRun run = CliRun.of("corpus", spec.toString(), "--threads", "3000", "--count", "5000", "--out",
                out.resolve("c").toString());
        assertOneLineError(run, "corpus", ExitCodes.BAD_INPUT, out, "--threads 3000", "needs about",
                "--threads at most");
    }

    @Test
    void anOutputThatIsAnInputIsRefusedAndTheInputKept() throws IOException {
        int[] argb = new int[16];
        for (int i = 0; i < 16; i++) {
            argb[i] = (i % 4 + i / 4) % 2 == 0 ? 0xFF000000 : 0xFFFFFFFF;
        }
        Path sample = dir.resolve("in.png");
        Png.write(sample, new Image(argb, 4, 4));
        byte[] before = Files.readAllBytes(sample);
        Path link = Files.createSymbolicLink(dir.resolve("link.png"), sample.getFileName());
        for (Path target : new Path[] {sample, link}) {
            CliRun run = CliRun.of("overlapping", sample.toString(), "--n", "2", "--size", "8", "--out",
                    target.toString());
            assertTrue(run.exitCode() == ExitCodes.BAD_INPUT && run.errLines().size() == 1, run::toString);
            assertTrue(run.errLines().get(0).contains("also the input SAMPLE.png"), run::toString);
            assertArrayEquals(before, Files.readAllBytes(sample));
        }
        CliRun rules = CliRun.of("rules", "overlapping", sample.toString(), "--n", "2", "--json",
                sample.toString());
        assertTrue(rules.exitCode() == ExitCodes.BAD_INPUT && rules.err().contains("also the input"), rules::toString);
        assertArrayEquals(before, Files.readAllBytes(sample));
    }

    @Test
    void anOutputThatIsATileImageIsRefusedAndTheImageKept() throws IOException {
        Path tileset = MiniTileset.valid(dir, "Mini");
        Path image = dir.resolve("Mini").resolve("a.png");
        byte[] before = Files.readAllBytes(image);
        CliRun run = CliRun.of("tiled", tileset.toString(), "--size", "4", "--out", image.toString());
        assertTrue(run.exitCode() == ExitCodes.BAD_INPUT && run.errLines().size() == 1, run::toString);
        assertTrue(run.err().contains("an image of the input TILESET.xml"), run::toString);
        assertArrayEquals(before, Files.readAllBytes(image));
    }

    @Test
    void anOutDirectoryThatIsAFileIsABadArgument() throws IOException {
        Path file = write("file", "x");
        CliRun run = CliRun.of("corpus", "--count", "1", "--out", file.toString());
        assertOneLineError(run, "corpus", ExitCodes.BAD_INPUT, out, "--out", "not a directory");
        Path list = write("s.xml", "<samples><overlapping name=\"x\"/></samples>");
        CliRun samples = CliRun.of("samples", list.toString(), "--out", file.toString());
        assertOneLineError(samples, "samples", ExitCodes.BAD_INPUT, out, "--out", "not a directory");
    }

    @Test
    void typosGetTheNearestName() throws IOException {
        CliRun top = CliRun.of("overlaping");
        assertTrue(top.exitCode() == ExitCodes.BAD_INPUT && top.errLines().size() == 1, top::toString);
        assertTrue(top.errLines().get(0).startsWith("wfc: ") && top.err().contains("did you mean overlapping?"),
                top::toString);
        assertOneLineError(CliRun.of("overlapping", "--sise", "8"), "overlapping", ExitCodes.BAD_INPUT, out,
                "did you mean --size?");
        assertOneLineError(CliRun.of("corpus", "--treads", "3"), "corpus", ExitCodes.BAD_INPUT, out,
                "did you mean --threads?");
        Path spec = write("typo.json", "{\"model\": \"overlapping\", \"symetry\": 2}");
        assertOneLineError(CliRun.of("corpus", spec.toString(), "--out", out.resolve("c").toString()), "corpus",
                ExitCodes.BAD_INPUT, out, "unknown key 'symetry', did you mean symmetry?");
        MiniTileset.image(dir, "T", "a", 2, 2);
        Path tileset = MiniTileset.xml(dir, "T", "<set><tiles><tile name=\"a\" symetry=\"X\"/></tiles></set>");
        assertOneLineError(CliRun.of("tiled", tileset.toString(), "--out", out.resolve("t.png").toString()),
                "tiled", ExitCodes.BAD_INPUT, out, "attribute symetry, did you mean symmetry?");
    }

    @Test
    void aLongValueIsQuotedShort() throws IOException {
        CliRun run = CliRun.of("overlapping", "--heuristic", "x".repeat(100_000));
        assertOneLineError(run, "overlapping", ExitCodes.BAD_INPUT, out, "--heuristic", "…");
        assertTrue(run.err().length() < 300, () -> run.err().length() + " characters");
    }

    @Test
    void inputsLargerThanTheHeapAreRefusedBeforeTheyAreRead() throws IOException {
        // Sparse files: their size is 64 GB, their blocks none, so the test costs no disk.
        Path spec = sparse("big.json");
        assertOneLineError(CliRun.of("corpus", spec.toString(), "--out", out.resolve("c").toString()), "corpus",
                ExitCodes.BAD_INPUT, out, "big.json", "needs about", "available");
        Path sample = sparse("big.png");
        assertOneLineError(CliRun.of("overlapping", sample.toString(), "--out", out.resolve("o.png").toString()),
                "overlapping", ExitCodes.BAD_INPUT, out, "big.png", "needs about", "available");
        Path list = sparse("big.xml");
        assertOneLineError(CliRun.of("samples", list.toString(), "--out", out.toString()), "samples",
                ExitCodes.BAD_INPUT, out, "big.xml", "needs about", "available");
        Path example = sparse("big.txt");
        assertOneLineError(CliRun.of("learn", example.toString(), "--out", out.resolve("o.txt").toString()),
                "learn", ExitCodes.BAD_INPUT, out, "big.txt", "needs about", "available");
    }

    private Path sparse(String name) throws IOException {
        Path file = dir.resolve(name);
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.setLength(64L << 30);
        }
        return file;
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
    }

    /** A {@code side x side} PNG of colours drawn from {@code colours} values with a fixed seed. */
    private Path noise(String name, int side, int colours, long seed) throws IOException {
        SplittableRandom random = new SplittableRandom(seed);
        int[] argb = new int[side * side];
        for (int i = 0; i < argb.length; i++) {
            argb[i] = 0xFF000000 | random.nextInt(colours) * (colours <= 256 ? 0x010101 : 1);
        }
        Path file = dir.resolve(name);
        Png.write(file, new Image(argb, side, side));
        return file;
    }
}
