package dev.wfc.core;

import dev.wfc.core.io.Png;
import dev.wfc.core.model.LearnedModel;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.model.TiledModel;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.Sha256;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * COMPATIBILITY PIN, not a correctness oracle: the digests in {@code src/test/resources/compat-pin/pin.txt} are what
 * today's code makes of fixed jobs and seeds, recorded by running it, and they say nothing about whether those maps
 * are right (the solver and model tests do). A failure means a change altered what a seed makes, which breaks "a
 * corpus made by one version is reproducible by the next": update the pin deliberately and add a CHANGELOG.md line.
 *
 * <p>Each job below is one map of {@code (masterSeed, index)}, solved with {@code Seeds.map(master, index)} exactly
 * as {@code wfc corpus} solves map {@code index}; its digest is {@link Sha256#ofTiles}'s, the manifest's {@code sha256}.
 * Jobs cover every model (overlapping on the built-in sample, whose pixels are copied in {@code builtin-sample.png},
 * and on classic samples; tiled Knots and Summer; learned from a PNG and from text), periodic and not, every solver,
 * both propagators, the three heuristics, both contradiction policies and a step limit. The classic ones need the
 * sample set (see {@link SampleFiles}). When recorded, every line equalled the manifest line {@code wfc corpus} wrote for the same
 * job as a spec (e.g. {@code {"model": "tiled", "tileset": "Knots.xml", "subset": "Standard", "periodic": true}}).
 */
class CompatibilityPinTest {
    private static final String PIN = "compat-pin/pin.txt";

    /** A pinned job: a fresh solver for it. */
    @FunctionalInterface
    private interface Job {
        Solver solver() throws IOException;
    }

    /** Every pinned job by the name its pin lines use; each name has at least one line. */
    private static Map<String, Job> jobs() {
        Map<String, Job> jobs = new LinkedHashMap<>();
        // The built-in sample with the defaults of `wfc corpus` (N = 3, symmetry 8, periodic input, 48x48).
        jobs.put("builtin-48", () -> builtin().solverBuilder(48, 48, false).build());
        jobs.put("builtin-24-periodic-ac4", () -> builtin().solverBuilder(24, 24, true)
                .propagator(PropagatorKind.AC4).build());
        jobs.put("builtin-32x20-bitset-mrv", () -> builtin().solverBuilder(32, 20, false)
                .propagator(PropagatorKind.BITSET).heuristic(Heuristic.MRV).build());
        jobs.put("builtin-12-periodic-naive", () -> builtin().solverBuilder(12, 12, true)
                .kind(SolverKind.NAIVE).build());
        jobs.put("builtin-16-step-limit-40", () -> builtin().solverBuilder(16, 16, false).stepLimit(40).build());
        // Classic samples, as samples.xml lists them; Flowers map 1 of master 0 meets a contradiction: the default
        // policy backtracks out of it, restarts only (the earlier default, its old line kept) needs a second attempt.
        jobs.put("flowers-48-ground-periodic", () -> OverlappingModel.builder(Png.read(SampleFiles.sample("Flowers")))
                .symmetry(2).ground(true).build().solverBuilder(48, 48, true).build());
        jobs.put("flowers-48-ground-periodic-restarts", () -> OverlappingModel.builder(
                Png.read(SampleFiles.sample("Flowers"))).symmetry(2).ground(true).build()
                .solverBuilder(48, 48, true).restartsOnly().build());
        jobs.put("rooms-32-periodic-bitset", () -> OverlappingModel.builder(Png.read(SampleFiles.sample("Rooms")))
                .build().solverBuilder(32, 32, true).propagator(PropagatorKind.BITSET).build());
        jobs.put("knots-standard-24-periodic", () -> TiledModel.builder(tileset("Knots")).subset("Standard").build()
                .solverBuilder(24, 24, true).build());
        jobs.put("knots-crossless-16-ac4-scanline", () -> TiledModel.builder(tileset("Knots")).subset("Crossless")
                .build().solverBuilder(16, 16, false).propagator(PropagatorKind.AC4).heuristic(Heuristic.SCANLINE)
                .build());
        // Backtracking jobs are pinned at maps whose first attempt meets a contradiction, so that they backtrack.
        jobs.put("summer-20-backtrack", () -> TiledModel.builder(tileset("Summer")).build()
                .solverBuilder(20, 20, false).backtracking(Backtracking.DEFAULT).build());
        // The limit that was Backtracking.DEFAULT before the default policy changed: map 1 of master 5 as it was.
        jobs.put("summer-20-backtrack-10000", () -> TiledModel.builder(tileset("Summer")).build()
                .solverBuilder(20, 20, false).backtracking(new Backtracking(10_000, 1_000)).build());
        jobs.put("summer-20-backtrack-ac4", () -> TiledModel.builder(tileset("Summer")).build()
                .solverBuilder(20, 20, false).propagator(PropagatorKind.AC4).backtracking(Backtracking.DEFAULT)
                .build());
        // One undo at a time, without backjumps: the maps the two jobs above made before backjumps (issue 18).
        jobs.put("summer-20-chronological", () -> TiledModel.builder(tileset("Summer")).build()
                .solverBuilder(20, 20, false).backtracking(new Backtracking(100, 1_000, false)).build());
        jobs.put("summer-20-chronological-10000", () -> TiledModel.builder(tileset("Summer")).build()
                .solverBuilder(20, 20, false).backtracking(new Backtracking(10_000, 1_000, false)).build());
        jobs.put("summer-12-backtrack-naive", () -> TiledModel.builder(tileset("Summer")).build()
                .solverBuilder(12, 12, false).kind(SolverKind.NAIVE).backtracking(Backtracking.DEFAULT).build());
        jobs.put("learned-png-rooms-32-periodic", () -> LearnedModel.builder().example(SampleFiles.sample("Rooms"))
                .build().solverBuilder(32, 32, true).build());
        jobs.put("learned-text-island-24x16", () -> LearnedModel.builder().symmetry(8).example(resource("island.txt"))
                .build().solverBuilder(24, 16, false).build());
        jobs.put("learned-text-island-12-periodic-naive", () -> LearnedModel.builder().periodicInput(true)
                .example(resource("island.txt")).build().solverBuilder(12, 12, true).kind(SolverKind.NAIVE).build());
        return jobs;
    }

    /** One line of the pin: map {@code (master, index)} of job {@code name} and what it made. */
    record Line(String name, long master, long index, Status status, int attempts, String sha256) {
        static Line parse(String text) {
            String[] f = text.trim().split("\\s+");
            if (f.length != 6) {
                throw new IllegalArgumentException(PIN + ": " + text + " (expected: NAME MASTER INDEX STATUS "
                        + "ATTEMPTS SHA256)");
            }
            return new Line(f[0], Long.parseLong(f[1]), Long.parseLong(f[2]), Status.valueOf(f[3]),
                    Integer.parseInt(f[4]), f[5]);
        }

        @Override
        public String toString() {
            return name + " " + master + " " + index + " " + status + " " + attempts + " " + sha256;
        }
    }

    @Test
    void everyJobIsPinnedAndEveryPinNamesAJob() throws IOException {
        Map<String, List<Line>> pinned = pinned();
        assertEquals(new TreeSet<>(jobs().keySet()), new TreeSet<>(pinned.keySet()), PIN);
    }

    @TestFactory
    Stream<DynamicTest> everyPinnedMapIsStillMadeTheSame() throws IOException {
        Map<String, List<Line>> pinned = pinned();
        return jobs().entrySet().stream().map(job -> DynamicTest.dynamicTest(job.getKey(),
                () -> check(job.getValue(), pinned.getOrDefault(job.getKey(), List.of()))));
    }

    private static void check(Job job, List<Line> lines) throws IOException {
        Solver solver = job.solver();
        List<String> now = new ArrayList<>();
        boolean changed = false;
        for (Line pin : lines) {
            Solution map = solver.solve(Seeds.map(pin.master(), pin.index()));
            Line made = new Line(pin.name(), pin.master(), pin.index(), map.status(), map.attempts(),
                    Sha256.ofTiles(map.tiles()));
            changed |= !made.equals(pin);
            now.add(made.toString());
        }
        if (changed) {
            fail("COMPATIBILITY PIN: what these seeds make has changed. If that is intended, replace the lines of "
                    + lines.get(0).name() + " in wfc-core/src/test/resources/" + PIN + " with\n"
                    + String.join("\n", now) + "\nand add a line to CHANGELOG.md saying which maps change and why; "
                    + "otherwise the change broke reproducibility across versions.\nPinned:\n"
                    + String.join("\n", lines.stream().map(Line::toString).toList()));
        }
    }

    /** The pin's lines by job name, in file order; {@code #} starts a comment. */
    private static Map<String, List<Line>> pinned() throws IOException {
        Map<String, List<Line>> byName = new LinkedHashMap<>();
        for (String text : Files.readAllLines(resource("pin.txt"))) {
            if (!text.isBlank() && !text.startsWith("#")) {
                Line line = Line.parse(text);
                byName.computeIfAbsent(line.name(), k -> new ArrayList<>()).add(line);
            }
        }
        return byName;
    }

    private static OverlappingModel builtin() throws IOException {
        return OverlappingModel.builder(Png.read(resource("builtin-sample.png"))).build();
    }

    private static Path tileset(String name) {
        return SampleFiles.root().resolve("tilesets").resolve(name + ".xml");
    }

    private static Path resource(String name) {
        try {
            return Path.of(Objects.requireNonNull(CompatibilityPinTest.class.getResource("/compat-pin/" + name),
                    name).toURI());
        } catch (URISyntaxException e) {
            throw new UncheckedIOException(new IOException(e));
        }
    }
}
