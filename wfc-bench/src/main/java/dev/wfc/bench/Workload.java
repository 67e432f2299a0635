package dev.wfc.bench;

import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.model.OverlappingModel;

import java.io.IOException;

/** The rule sets the benchmarks solve; every map is a periodic square. */
public enum Workload {
    /** {@link SyntheticRules#standard()}: 32 tiles that never contradict. */
    SYNTHETIC(null, 0, "synthetic levels (SyntheticRules.standard())"),
    /** Overlapping Rooms, N = 3, symmetry 8, periodic input: 84 patterns. */
    ROOMS("Rooms", 8, "overlapping Rooms, N = 3, symmetry 8, periodic input"),
    /** Overlapping Knot, N = 3, symmetry 1, periodic input: 57 patterns, so one word a cell. */
    KNOT("Knot", 1, "overlapping Knot, N = 3, symmetry 1, periodic input"),
    /** Overlapping Lake, N = 3, symmetry 8, periodic input: 437 patterns. */
    LAKE("Lake", 8, "overlapping Lake, N = 3, symmetry 8, periodic input");

    private final String sample;
    private final int symmetry;
    private final String description;

    Workload(String sample, int symmetry, String description) {
        this.sample = sample;
        this.symmetry = symmetry;
        this.description = description;
    }

    /** What the rules are, in words, for reports. */
    public String description() {
        return description;
    }

    /**
     * Builds the rules, reading the sample for an overlapping workload (see {@link Samples}).
     *
     * @throws IOException if the sample cannot be read; the message names the file or directory
     */
    public Problem load() throws IOException {
        if (sample == null) {
            Rules rules = SyntheticRules.standard();
            return new Problem(this, rules, size -> SolverBuilder.of(rules, new Grid(size, size, true)));
        }
        OverlappingModel model = OverlappingModel.builder(Samples.read(sample))
                .n(3).periodicInput(true).symmetry(symmetry).build();
        return new Problem(this, model.rules(), size -> model.solverBuilder(size, size, true));
    }
}
