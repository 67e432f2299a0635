package dev.wfc.parallel;

import dev.wfc.core.Grid;
import dev.wfc.core.MemoryEstimate;
import dev.wfc.core.Seeds;
import dev.wfc.core.Solution;
import dev.wfc.core.Solver;
import dev.wfc.core.SolverConfig;
import dev.wfc.core.io.Image;
import dev.wfc.core.model.MapFormat;
import dev.wfc.core.model.Model;

/**
 * A model and a solver configuration, built by {@link Wfc}: immutable and safe to share between threads. Map
 * {@code i} of master seed {@code m} is a pure function of the job, {@code m} and {@code i}: {@link #map} gives
 * the same map as a batch, a corpus or a cluster does for that index.
 */
public final class WfcJob {
    private final Model model;
    private final SolverConfig config;
    private final SolveParams params;
    private final int cells;

    WfcJob(Model model, SolverConfig config, int cells) {
        this.model = model;
        this.config = config;
        this.params = SolveParams.of(config);
        this.cells = cells;
    }

    /** The model, with the designer constraints if any were stated. */
    public Model model() {
        return model;
    }

    /** The size and solver options, with the propagator {@link Wfc} chose. */
    public SolverConfig config() {
        return config;
    }

    /**
     * Map {@code index} of master seed {@code masterSeed}: {@link Maps#solve(MapModel, SolveParams, long, long)},
     * the map a batch or a corpus of that seed makes at that index. Builds a solver for this call; to make many
     * maps, use {@link #newSolver()} and {@link Maps#solve(Solver, long, long)}, or {@link #batch}.
     *
     * @throws dev.wfc.core.NoMapPossibleException if the rules and constraints admit no map
     * @throws dev.wfc.core.WfcInputException if a designer constraint names a cell outside the grid
     */
    public Solution map(long masterSeed, long index) {
        return Maps.solve(model::solverBuilder, params, masterSeed, index);
    }

    /**
     * The map of the raw solver seed {@code mapSeed}, outside the {@code (masterSeed, index)} space: map {@code i}
     * of master seed {@code m} is {@code mapWithSeed(Seeds.map(m, i))}.
     *
     * @throws dev.wfc.core.NoMapPossibleException if the rules and constraints admit no map
     * @see Seeds#map(long, long)
     */
    public Solution mapWithSeed(long mapSeed) {
        return newSolver().solve(mapSeed);
    }

    /**
     * A fresh solver for this job, reusable map after map on one thread.
     *
     * @throws dev.wfc.core.NoMapPossibleException if the rules and constraints admit no map
     */
    public Solver newSolver() {
        return params.newSolver(model::solverBuilder);
    }

    /** The map as its model draws it ({@link Model#render}). */
    public Image render(Solution map) {
        return model.render(map);
    }

    /** The map as PNG bytes ({@link Model#png}). */
    public byte[] png(Solution map) {
        return model.png(map);
    }

    /** The map's bytes in {@code format}, one of {@code model().formats()} ({@link Model#encode}). */
    public byte[] encode(Solution map, MapFormat format) {
        return model.encode(map, format);
    }

    /**
     * A generous estimate of the heap one worker needs to solve and render a map of this job, computed without
     * allocating anything ({@link MemoryEstimate}); a batch of {@code k} threads needs about {@code k} times it.
     */
    public long estimatedBytes() {
        double pixels = model.pixels(config.width(), config.height());
        return (long) Math.ceil(MemoryEstimate.bytes(cells, model.rules().tileCount(),
                model.rules().directions(), config.kind(), config.propagator(), pixels));
    }

    /** The cells of a map: the model's grid for the configured size. */
    public Grid grid() {
        return model.grid(config.width(), config.height(), config.periodic());
    }

    /**
     * Maps {@code start .. start + count - 1} of master seed {@code masterSeed}, to run as a stream, asynchronously,
     * or blocking.
     *
     * @throws dev.wfc.core.WfcInputException if {@code start} or {@code count} is negative, or their sum overflows
     */
    public MapBatch batch(long masterSeed, long start, long count) {
        return new MapBatch(Batch.builder(model::solverBuilder, params).masterSeed(masterSeed).range(start, count));
    }

    @Override
    public String toString() {
        return "WfcJob[" + model.getClass().getSimpleName() + ", " + config + "]";
    }
}
