package dev.wfc.cli.corpus;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.CorpusContents;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The corpus guarantees of issue 4, in process: thread count and sharding do not change a byte, an existing corpus
 * is only continued by a matching --resume, and a write failure exits 1 leaving the completed maps valid.
 * (Killing and resuming, and another JDK, run in child JVMs: {@link CorpusKillTest}, {@link CorpusJdkTest}.)
 */
class CorpusGuaranteesTest {
    @TempDir
    Path dir;

    @Test
    void oneAndFourThreadsWriteIdenticalCorpora() throws IOException {
        Path spec = SpecFiles.small(dir);
        corpus(spec, dir.resolve("one"), "--count", "120", "--threads", "1", "--formats", "png,json");
        corpus(spec, dir.resolve("four"), "--count", "120", "--threads", "4", "--formats", "png,json");
        CorpusContents one = CorpusContents.of(dir.resolve("one"));
        assertEquals(240, one.maps().size());
        assertEquals(one, CorpusContents.of(dir.resolve("four")));
    }

    @Test
    void twoShardsEqualOneRun() throws IOException {
        Path spec = SpecFiles.small(dir);
        corpus(spec, dir.resolve("all"), "--count", "1000", "--master-seed", "77");
        corpus(spec, dir.resolve("a"), "--start-index", "0", "--count", "500", "--master-seed", "77");
        corpus(spec, dir.resolve("b"), "--start-index", "500", "--count", "500", "--master-seed", "77");
        CorpusContents all = CorpusContents.of(dir.resolve("all"));
        assertEquals(1000, all.maps().size());
        CorpusContents a = CorpusContents.of(dir.resolve("a"));
        assertEquals(all, CorpusContents.merge(a, CorpusContents.of(dir.resolve("b"))));
    }

    @Test
    void anExistingCorpusIsRefusedWithoutResume() throws IOException {
        Path out = dir.resolve("c");
        corpus(SpecFiles.small(dir), out, "--count", "5");
        byte[] manifest = Files.readAllBytes(out.resolve("manifest.jsonl"));
        CliRun run = CliRun.of("corpus", SpecFiles.small(dir).toString(), "--count", "5", "--out", out.toString());
        assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run::toString);
        assertTrue(run.err().contains("--out " + out + ": not empty"), run::toString);
        assertArrayEquals(manifest, Files.readAllBytes(out.resolve("manifest.jsonl")));

        Path other = dir.resolve("other");
        Files.createDirectories(other);
        Files.writeString(other.resolve("notes.txt"), "mine", StandardCharsets.UTF_8);
        run = CliRun.of("corpus", "--count", "2", "--out", other.toString());
        assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run::toString);
        run = CliRun.of("corpus", "--count", "2", "--out", other.toString(), "--resume");
        assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run::toString);
        assertTrue(run.err().contains("has no run.json"), run::toString);
        assertEquals(List.of(other.resolve("notes.txt")), Files.list(other).toList());
    }

    @Test
    void resumeRefusesAnotherJob() throws IOException {
        Path spec = SpecFiles.small(dir);
        Path out = dir.resolve("c");
        corpus(spec, out, "--count", "5", "--master-seed", "3");
        Path bigger = SpecFiles.write(dir, "bigger.json", "{'model': 'overlapping', 'size': 17}");
        Path reformatted = SpecFiles.write(dir, "same.json", "{\n  'size' : 16,\n  'model' : 'overlapping'\n}");
        List<List<String>> others = List.of(
                List.of(spec.toString(), "--count", "5", "--master-seed", "4"),
                List.of(spec.toString(), "--count", "6", "--master-seed", "3"),
                List.of(spec.toString(), "--count", "5", "--master-seed", "3", "--start-index", "1"),
                List.of(spec.toString(), "--count", "5", "--master-seed", "3", "--formats", "png,json"),
                List.of(bigger.toString(), "--count", "5", "--master-seed", "3"));
        List<String> named = List.of("--master-seed", "--count", "--start-index", "--formats", "the spec");
        CorpusContents before = CorpusContents.of(out);
        for (int i = 0; i < others.size(); i++) {
            List<String> args = new ArrayList<>(List.of("corpus"));
            args.addAll(others.get(i));
            args.addAll(List.of("--out", out.toString(), "--resume"));
            CliRun run = CliRun.of(args.toArray(String[]::new));
            assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), run::toString);
            assertTrue(run.err().startsWith("wfc corpus: --resume: " + named.get(i) + " differs"), run::toString);
        }
        assertEquals(before, CorpusContents.of(out));
        CliRun same = CliRun.of("corpus", reformatted.toString(), "--count", "5", "--master-seed", "3", "--out",
                out.toString(), "--resume", "--threads", "1");
        assertEquals(ExitCodes.OK, same.exitCode(), same::toString);
        assertTrue(same.out().contains(": 0 maps in ") && same.out().contains("5 already done"), same::toString);
        assertEquals(before, CorpusContents.of(out));
    }

    /** Tests run as root, where permissions do not stop writes: a regular file where a directory must be does. */
    @Test
    void anUnwritableOutputExitsWithOneAndCreatesNothing() throws IOException {
        Path file = dir.resolve("file");
        Files.writeString(file, "x", StandardCharsets.UTF_8);
        Path out = file.resolve("corpus");
        CliRun run = CliRun.of("corpus", "--count", "2", "--out", out.toString());
        assertEquals(ExitCodes.FAILURE, run.exitCode(), run::toString);
        assertEquals(1, run.errLines().size(), run::toString);
        assertTrue(run.err().startsWith("wfc corpus: --out " + out + ": cannot prepare the corpus"), run::toString);
        assertEquals(List.of(file), Files.list(dir).filter(p -> !p.getFileName().toString().endsWith(".json"))
                .toList());
    }

    /**
     * A write that fails midway (here: a directory in the way of map 4's file, as a full disk would fail it) exits 1,
     * names the file, and leaves exactly the maps before it, complete and listed, for a later --resume.
     */
    @Test
    void aWriteFailureMidwayKeepsTheCompletedMapsValid() throws IOException {
        Path spec = SpecFiles.small(dir);
        Path reference = dir.resolve("reference");
        corpus(spec, reference, "--count", "8", "--threads", "1");
        Path out = dir.resolve("c");
        corpus(spec, out, "--count", "8", "--threads", "1");
        List<String> lines = Files.readAllLines(out.resolve("manifest.jsonl"));
        Files.write(out.resolve("manifest.jsonl"), lines.subList(0, 3));
        for (int i = 3; i < 8; i++) {
            Files.delete(out.resolve(String.format("maps/%06d.png", i)));
        }
        Files.createDirectories(out.resolve("maps/000005.png/in-the-way"));

        CliRun run = CliRun.of("corpus", spec.toString(), "--count", "8", "--threads", "1", "--out", out.toString(),
                "--resume");
        assertEquals(ExitCodes.FAILURE, run.exitCode(), run::toString);
        assertEquals(1, run.errLines().size(), run::toString);
        assertTrue(run.err().contains(out.resolve("maps/000005.png") + ": not a regular file"), run::toString);
        assertTrue(run.err().contains("the 5 maps listed in"), run::toString);

        CorpusContents kept = CorpusContents.of(out);
        CorpusContents full = CorpusContents.of(reference);
        assertEquals(full.entries().subList(0, 5), kept.entries());
        for (int i = 0; i < 5; i++) {
            String name = String.format("%06d.png", i);
            assertEquals(full.maps().get(name), kept.maps().get(name), name);
        }
        assertEquals(6, kept.maps().size(), () -> "maps 0..4 and the obstacle only: " + kept.maps().keySet());
    }

    private static void corpus(Path spec, Path out, String... args) {
        List<String> all = new ArrayList<>(List.of("corpus", spec.toString(), "--out", out.toString(), "--quiet"));
        all.addAll(Arrays.asList(args));
        CliRun run = CliRun.of(all.toArray(String[]::new));
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
    }
}
