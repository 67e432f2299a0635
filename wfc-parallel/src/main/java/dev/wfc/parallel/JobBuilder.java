package dev.wfc.parallel;

import dev.wfc.core.Backtracking;
import dev.wfc.core.Checks;
import dev.wfc.core.Defaults;
import dev.wfc.core.Heuristic;
import dev.wfc.core.PropagatorKind;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.SolverConfig;
import dev.wfc.core.SolverKind;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.Steering;
import dev.wfc.core.topo.Mask;
import dev.wfc.core.topo.Topology;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The options every job has: output size, periodicity, the solver's options and designer constraints. Each
 * setter validates its argument and may be called once.
 *
 * @param <B> the model's builder, returned by every setter
 */
public abstract sealed class JobBuilder<B extends JobBuilder<B>>
        permits OverlappingBuilder, GridOverlappingBuilder, TiledBuilder, LearnedBuilder, ModelBuilder {
    private final SolverConfig.Builder config = SolverConfig.builder();
    private final int defaultSize;
    private boolean sizeSet;
    private Consumer<Steering> steering;
    private Mask mask;
    /** 0 until set: {@link Defaults#DEPTH}. */
    private int depth;

    JobBuilder(int defaultSize) {
        this.defaultSize = defaultSize;
    }

    abstract B self();

    /** The model, read or learned; called once, by {@link #build()}. */
    abstract Model model() throws IOException;

    /**
     * The output size in the model's units; default {@link Defaults#SIZE} square ({@link Defaults#TILED_SIZE}
     * for tiles). @throws WfcInputException if a side is not positive
     */
    public B size(int width, int height) {
        config.size(width, height);
        sizeSet = true;
        return self();
    }

    /** Whether the output wraps around; default false. */
    public B periodic(boolean periodic) {
        config.periodic(periodic);
        return self();
    }

    /** Attempts per map; default {@link Defaults#TRIES}. @throws WfcInputException if not positive */
    public B tries(int tries) {
        config.tries(tries);
        return self();
    }

    /** Collapse steps per attempt, the per-map step budget; default none. @throws WfcInputException if {@code < 0} */
    public B stepLimit(long steps) {
        config.stepLimit(steps);
        return self();
    }

    /** Cell choice; default {@link Heuristic#ENTROPY}. */
    public B heuristic(Heuristic heuristic) {
        config.heuristic(heuristic);
        return self();
    }

    /** The solver implementation; default {@link SolverKind#INCREMENTAL} (every kind makes the same maps). */
    public B solver(SolverKind kind) {
        config.kind(kind);
        return self();
    }

    /** Propagation; default chosen by {@link #build()} from the tile count and grid size. */
    public B propagator(PropagatorKind propagator) {
        config.propagator(propagator);
        return self();
    }

    /**
     * Backtrack within {@code limits} on a contradiction; default {@link Backtracking#DEFAULT}
     * ({@link Defaults#MAX_BACKTRACKS} undos, then a restart). Exclusive with {@link #restartsOnly()}.
     */
    public B backtracking(Backtracking limits) {
        config.backtracking(limits);
        return self();
    }

    /**
     * Restart at once on every contradiction, never backtracking: the default policy before backtracking became
     * the default (maps whose seed met no contradiction are the same under both).
     */
    public B restartsOnly() {
        config.restartsOnly();
        return self();
    }

    /**
     * Layers of the output, for a cubic model (such as a learned model of voxels); default
     * {@link Defaults#DEPTH}. Checked by {@link #build()} against the model's topology ({@link Checks#depth}: 1
     * on squares and hexagons).
     *
     * @throws WfcInputException outside the cube's range
     */
    public B depth(int layers) {
        Checks.once(depth != 0, "depth");
        depth = Checks.depth(layers, Topology.CUBE);
        return self();
    }

    /**
     * Cells that exist, as a footprint of the output size (on every layer of a cube grid): cells outside hold
     * no tile (-1) and no rule reaches across a hole; default every cell. Not for the overlapping model, whose
     * grid is in patterns.
     *
     * @throws WfcInputException on the overlapping model; at {@link #build()} if the mask is not the output size
     */
    public B mask(Mask footprint) {
        Checks.once(mask, "mask");
        if (this instanceof OverlappingBuilder) {
            throw new WfcInputException("mask: set on the overlapping model (expected: a tiled or learned model,"
                    + " one cell a unit)");
        }
        mask = Objects.requireNonNull(footprint, "mask");
        return self();
    }

    /**
     * Designer constraints, stated on a {@link Steering} over the model's tile names, e.g.
     * {@code s -> s.border(Steering.ALL_EDGES, "water")}; called once, by {@link #build()}.
     */
    public B steering(Consumer<Steering> statements) {
        Checks.once(steering, "steering");
        steering = Objects.requireNonNull(statements, "steering");
        return self();
    }

    /**
     * Reads or learns the model, binds the designer constraints, checks the size against the model and chooses
     * the propagator. Allocates no solver: {@link WfcJob#estimatedBytes()} can be checked first.
     *
     * @throws WfcInputException for an input the model refuses: a tileset's content, a size it cannot make, a
     *     steering statement that names no tile (one that names a cell outside the grid is refused when the
     *     first solver is built, which is when the grid is allocated)
     * @throws UncheckedIOException if a file cannot be read
     */
    public WfcJob build() {
        if (!sizeSet) {
            config.size(defaultSize, defaultSize);
        }
        Model model;
        try {
            model = model();
        } catch (InvalidInputException e) {
            throw new WfcInputException(e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (mask != null || depth > 1 || model.rules().topology() != Topology.SQUARE) {
            model = model.shaped(depth == 0 ? Defaults.DEPTH : depth, mask);
        }
        if (steering != null) {
            Steering s = new Steering(model.tileNames());
            steering.accept(s);
            model = model.steered(s);
        }
        SolverConfig c = config.build();
        int cells = model.grid(c.width(), c.height(), c.periodic()).cells();
        PropagatorKind chosen = SolverBuilder.resolvePropagator(c.propagator(), cells,
                model.rules().tileCount(), model.rules().directions());
        return new WfcJob(model, c.withPropagator(chosen), cells);
    }
}
