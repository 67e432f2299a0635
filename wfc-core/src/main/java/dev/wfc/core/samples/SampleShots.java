package dev.wfc.core.samples;

import dev.wfc.core.Backtracking;
import dev.wfc.core.Solution;
import dev.wfc.core.Solver;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.Status;
import dev.wfc.core.io.Image;
import dev.wfc.core.model.OverlappingModel;

import java.nio.file.Path;
import java.util.Objects;

/**
 * How the classic makes an entry's screenshots: where its input lies beside samples.xml, the overlapping model of
 * its attributes, a solver with one try a seed and the entry's heuristic and step limit, and for each screenshot the
 * first of its {@link SampleEntry#TRIES} seeds ({@link SampleEntry#seed}) whose map is not a contradiction.
 */
public final class SampleShots {
    /**
     * One screenshot.
     *
     * @param shot the screenshot, from 0
     * @param seed the seed of {@code map}, or of the last try if every try was a contradiction
     * @param tries the seeds tried, 1 to {@link SampleEntry#TRIES}
     * @param map the first map that is not a contradiction (solved, or partial at the step limit); null if none
     * @param millis the solve time over every try
     */
    public record Shot(int shot, long seed, int tries, Solution map, double millis) {
    }

    private SampleShots() {
    }

    /**
     * The entry's input: {@code DIR/samples/NAME.png} for an overlapping entry, {@code DIR/tilesets/NAME.xml} for a
     * tiled one, where DIR is the absolute folder of {@code samplesXml}.
     */
    public static Path input(Path samplesXml, SampleEntry entry) {
        Path dir = samplesXml.toAbsolutePath().getParent();
        return entry.overlapping() != null ? dir.resolve("samples").resolve(entry.name() + ".png")
                : dir.resolve("tilesets").resolve(entry.name() + ".xml");
    }

    /**
     * The overlapping model of the entry's {@code N}, {@code periodicInput}, {@code symmetry} and {@code ground}.
     *
     * @throws IllegalArgumentException if the sample cannot take them (e.g. N larger than the sample)
     * @throws NullPointerException if the entry is not an overlapping one
     */
    public static OverlappingModel overlapping(SampleEntry entry, Image sample) {
        SampleEntry.Overlapping o = Objects.requireNonNull(entry.overlapping(), "entry.overlapping()");
        return OverlappingModel.builder(sample).n(o.n()).periodicInput(o.periodicInput()).symmetry(o.symmetry())
                .ground(o.ground()).build();
    }

    /**
     * {@code rules} set up as the classic solves the entry: its heuristic, its step limit and one try a seed (the
     * screenshot's other seeds are the retries); with {@code backtracking}, or restarting only if it is null.
     */
    public static SolverBuilder configure(SolverBuilder rules, SampleEntry entry, Backtracking backtracking) {
        SolverBuilder builder = rules.heuristic(entry.heuristic()).tries(1).stepLimit(entry.limit());
        return backtracking != null ? builder.backtracking(backtracking) : builder.restartsOnly();
    }

    /**
     * Solves screenshot {@code shot} of {@code entry}: its seeds in turn until a map is not a contradiction, at most
     * {@link SampleEntry#TRIES}. O(TRIES) solves on the calling thread.
     *
     * @param solver a solver of {@link #configure}'s builder
     */
    public static Shot shoot(Solver solver, SampleEntry entry, int shot) {
        double millis = 0;
        long seed = 0;
        for (int attempt = 0; attempt < SampleEntry.TRIES; attempt++) {
            seed = entry.seed(shot, attempt);
            long start = System.nanoTime();
            Solution map = solver.solve(seed);
            millis += (System.nanoTime() - start) / 1e6;
            if (map.status() != Status.CONTRADICTION) {
                return new Shot(shot, seed, attempt + 1, map, millis);
            }
        }
        return new Shot(shot, seed, SampleEntry.TRIES, null, millis);
    }
}
