package dev.wfc.cli.corpus;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.ChildWfc;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.CorpusContents;
import dev.wfc.cli.testkit.ManifestWatch;
import dev.wfc.corpus.testkit.SpecFiles;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * SIGTERM and SIGINT during a corpus (a child JVM) leave a manifest of complete lines whose maps are all in place,
 * and no temporary; --resume then completes to the bytes of an uninterrupted run. In both layouts; SIGKILL too for
 * shards (for files, {@link CorpusKillTest}).
 */
class CorpusSignalTest {
    private static final int COUNT = 1000;
    private static final int SIGNAL_AFTER = 100;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @ParameterizedTest(name = "SIG{0}, {2} layout")
    @CsvSource({"TERM, 143, files", "INT, 130, files", "TERM, 143, shards", "INT, 130, shards", "KILL, 137, shards"})
    void aSignalledRunIsConsistentAndResumes(String signal, int status, String layout)
            throws IOException, InterruptedException {
        Path spec = SpecFiles.write(dir, "s.json", "{'model': 'overlapping', 'size': 24, 'periodic': true}");
        Path stopped = Files.createDirectory(dir.resolve("stopped"));
        Path log = dir.resolve("child");
        Process child = ChildWfc.start(ChildWfc.currentJavaHome(), log, job(spec, stopped, layout, "--threads", "2"));
        ManifestWatch.waitForLines(child, log, stopped.resolve("manifest.jsonl"), SIGNAL_AFTER);
        Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(child.pid())).inheritIO().start();
        assertEquals(0, kill.waitFor());
        assertEquals(status, child.waitFor(), () -> "exit status; stderr: " + read(log, ".err"));
        long listed = ManifestWatch.lines(stopped.resolve("manifest.jsonl"));
        assertTrue(listed < COUNT, "the child finished before the signal; make the job longer");
        boolean killed = signal.equals("KILL");
        assertTrue(killed || read(log, ".err").contains("stopped by a signal"), () -> read(log, ".err"));

        byte[] manifest = Files.readAllBytes(stopped.resolve("manifest.jsonl"));
        // SIGKILL gives no chance to finish a write: its torn line and temporaries are resume's to clean up.
        assertTrue(killed || manifest.length == 0 || manifest[manifest.length - 1] == '\n', "a torn last line");
        for (String line : killed ? List.<String>of() : new String(manifest, StandardCharsets.UTF_8).lines().toList()) {
            for (var file : JSON.readTree(line).get("files")) {
                String shard = JSON.readTree(line).path("shard").asText(null);
                assertTrue(Files.isRegularFile(stopped.resolve(shard != null ? shard : file.asText())), line);
            }
        }
        try (Stream<Path> all = Files.walk(stopped)) {
            List<Path> temporaries = all.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList();
            assertTrue(killed || temporaries.isEmpty(), temporaries::toString);
        }

        CliRun resumed = CliRun.of(job(spec, stopped, layout, "--resume"));
        assertEquals(ExitCodes.OK, resumed.exitCode(), resumed::toString);
        Path reference = dir.resolve("reference");
        CliRun uninterrupted = CliRun.of(job(spec, reference, layout));
        assertEquals(ExitCodes.OK, uninterrupted.exitCode(), uninterrupted::toString);
        assertEquals(CorpusContents.of(reference), CorpusContents.of(stopped));
        int files = CorpusContents.of(reference).maps().size();
        assertEquals(layout.equals("shards") ? COUNT / 100 : 2 * COUNT, files);
    }

    private static String read(Path log, String suffix) {
        try {
            return Files.readString(log.resolveSibling(log.getFileName() + suffix));
        } catch (IOException e) {
            return "(unreadable: " + e.getMessage() + ")";
        }
    }

    private static String[] job(Path spec, Path out, String layout, String... more) {
        List<String> args = new ArrayList<>(List.of("corpus", spec.toString(), "--count", Integer.toString(COUNT),
                "--master-seed", "9", "--formats", "png,json", "--quiet", "--out", out.toString()));
        if (layout.equals("shards")) {
            args.addAll(List.of("--layout", "shards", "--shard-size", "100"));
        }
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }
}
