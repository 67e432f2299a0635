package dev.wfc.cli.bench;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.core.Heuristic;
import dev.wfc.core.Solution;
import dev.wfc.core.Status;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.BuiltinSample;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.model.TiledModel;
import dev.wfc.core.testkit.MiniTileset;
import dev.wfc.core.testkit.SampleFiles;
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
import java.util.function.LongFunction;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The maps {@code wfc bench} times are the maps the single-map commands make with the same options and
 * {@code --seed}: each record's grid digest equals that of the map re-solved here with a fresh solver, and the
 * single-map command writes exactly that map. So reusing one solver changes no map.
 */
class BenchMapsTest {
    private static final String EXAMPLE = """
            ..##..
            .#~~#.
            #~~~~#
            .#~~#.
            ..##..
            """;

    @TempDir
    Path dir;

    @Test
    void overlappingMapsAreThoseOfWfcOverlapping() throws IOException {
        List<String> options = List.of("--size", "14", "--periodic", "--symmetry", "4", "--heuristic", "mrv");
        JsonNode report = bench(List.of("overlapping"), options, "--seeds", "3", "--first-seed", "11",
                "--warmup", "2");
        OverlappingModel model = OverlappingModel.builder(BuiltinSample.image()).n(3).symmetry(4).build();
        assertSameMaps(report, seed -> model.solverBuilder(14, 14, true).heuristic(Heuristic.MRV).build().solve(seed),
                (seed, map) -> assertSamePng(overlapping(List.of(), options, seed), model.render(map, 14, 14)));
    }

    @Test
    void flowersWithGroundAreThoseOfWfcOverlapping() throws IOException {
        Path flowers = SampleFiles.sample("Flowers");
        List<String> options = List.of("--symmetry", "2", "--ground", "--periodic", "--size", "24");
        JsonNode report = bench(List.of("overlapping", flowers.toString()), options, "--seeds", "3", "--warmup",
                "1");
        OverlappingModel model = OverlappingModel.builder(Png.read(flowers)).n(3).symmetry(2).ground(true).build();
        assertSameMaps(report, seed -> model.solverBuilder(24, 24, true).build().solve(seed),
                (seed, map) -> assertSamePng(overlapping(List.of(flowers.toString()), options, seed),
                        model.render(map, 24, 24)));
    }

    @Test
    void specMapsAreThoseOfWfcOverlappingWithTheSpecsKeys() throws IOException {
        Path spec = SpecFiles.write(dir, "spec.json", "{'model': 'overlapping', 'size': 12, 'symmetry': 2, "
                + "'heuristic': 'scanline'}");
        JsonNode report = BenchReports.run("bench", "--spec", spec.toString(), "--seeds", "3", "--first-seed", "-2",
                "--warmup", "1");
        OverlappingModel model = OverlappingModel.builder(BuiltinSample.image()).n(3).symmetry(2).build();
        List<String> options = List.of("--size", "12", "--symmetry", "2", "--heuristic", "scanline");
        assertSameMaps(report, seed -> model.solverBuilder(12, 12, false).heuristic(Heuristic.SCANLINE).build()
                        .solve(seed),
                (seed, map) -> assertSamePng(overlapping(List.of(), options, seed), model.render(map, 12, 12)));
    }

    @Test
    void tiledMapsAreThoseOfWfcTiled() throws IOException {
        Path xml = MiniTileset.valid(dir, "Mini");
        List<String> options = List.of("--size", "7", "--periodic");
        JsonNode report = bench(List.of("tiled", xml.toString()), options, "--seeds", "3", "--warmup", "1");
        TiledModel model = TiledModel.builder(xml).build();
        assertSameMaps(report, seed -> model.solverBuilder(7, 7, true).build().solve(seed), (seed, map) -> {
            Path text = dir.resolve("tiled-" + seed + ".txt");
            run(List.of("tiled", xml.toString()), options, seed, "--text", text.toString(), "--out",
                    dir.resolve("tiled-" + seed + ".png").toString());
            assertEquals(model.text(map), Files.readString(text, StandardCharsets.UTF_8));
        });
    }

    @Test
    void learnedMapsAreThoseOfWfcLearn() throws IOException {
        Path example = dir.resolve("pond.txt");
        Files.writeString(example, EXAMPLE, StandardCharsets.UTF_8);
        List<String> options = List.of("--size", "10", "--symmetry", "8");
        JsonNode report = bench(List.of("learn", example.toString()), options, "--seeds", "3", "--warmup", "1");
        LearnedModel model = LearnedModel.builder().symmetry(8).example(example).build();
        assertSameMaps(report, seed -> model.solverBuilder(10, 10, false).build().solve(seed), (seed, map) -> {
            Path text = dir.resolve("learn-" + seed + ".txt");
            run(List.of("learn", example.toString()), options, seed, "--out", text.toString());
            assertEquals(model.text(map), Files.readString(text, StandardCharsets.UTF_8));
        });
    }

    /** What the single-map command must have made of {@code map}, the one of {@code seed}. */
    @FunctionalInterface
    private interface SingleMap {
        void check(long seed, Solution map) throws IOException;
    }

    /**
     * Every record is the map {@code resolve} gives for its seed (its status, attempts and grid digest), solved, and
     * that map passes {@code single}.
     */
    private static void assertSameMaps(JsonNode report, LongFunction<Solution> resolve, SingleMap single)
            throws IOException {
        for (JsonNode record : report.get("maps")) {
            long seed = Long.parseLong(record.get("seed").textValue());
            Solution map = resolve.apply(seed);
            assertEquals("solved", record.get("status").textValue(), record::toString);
            assertEquals(Status.SOLVED, map.status());
            assertEquals(BenchReports.sha256(map), record.get("sha256").textValue(), record::toString);
            assertEquals(map.attempts(), record.get("attempts").intValue(), record::toString);
            single.check(seed, map);
        }
    }

    private static JsonNode bench(List<String> workload, List<String> options, String... benchOptions) {
        List<String> args = new ArrayList<>(List.of("bench"));
        args.addAll(workload);
        args.addAll(options);
        args.addAll(Arrays.asList(benchOptions));
        return BenchReports.run(args.toArray(String[]::new));
    }

    /** Runs {@code wfc overlapping INPUTS OPTIONS --seed SEED} into a file of the test directory, and returns it. */
    private Path overlapping(List<String> inputs, List<String> options, long seed) {
        Path png = dir.resolve("overlapping-" + seed + ".png");
        List<String> command = new ArrayList<>(List.of("overlapping"));
        command.addAll(inputs);
        run(command, options, seed, "--out", png.toString());
        return png;
    }

    private static void run(List<String> command, List<String> options, long seed, String... outputs) {
        List<String> args = new ArrayList<>(command);
        args.addAll(options);
        args.addAll(List.of("--seed", Long.toString(seed)));
        args.addAll(Arrays.asList(outputs));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
    }

    private static void assertSamePng(Path png, Image expected) throws IOException {
        Image written = Png.read(png);
        assertEquals(expected.width(), written.width());
        assertEquals(expected.height(), written.height());
        assertArrayEquals(expected.argb(), written.argb());
    }
}
