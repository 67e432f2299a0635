package dev.wfc.core.model;

import dev.wfc.core.Constraint;
import dev.wfc.core.Diagnosis;
import dev.wfc.core.Grid;
import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * A model's rules with the user's designer constraints ({@link SteeringStatement}s) applied after the model's own
 * restrictions, for the single-map commands and the corpus alike. It knows each statement by its label, so that a
 * rule set that admits no map names the statement at fault, and a failed map's diagnosis names its constraint and
 * tile.
 *
 * <p>Maintainers: each statement has its own {@link Steering}, so that errors and constraints trace back to it. Safe
 * to use from several threads: the steerings are only read once bound.
 */
public final class SteeredModel {
    /**
     * A model's solver builders for an output size, with its own restrictions and no solver option set, e.g.
     * {@code TiledModel::solverBuilder}; safe to call from several threads.
     */
    @FunctionalInterface
    public interface Builders {
        /** @throws IllegalArgumentException if the model cannot make a grid of that size */
        SolverBuilder solverBuilder(int width, int height, boolean periodic);
    }

    /** A model's grid for an output size, e.g. {@code TiledModel::grid}. */
    @FunctionalInterface
    public interface Grids {
        /** @throws IllegalArgumentException if the model cannot make a grid of that size */
        Grid grid(int width, int height, boolean periodic);
    }

    private record Bound(String label, Steering steering) {
    }

    private final Builders base;
    private final Grids grids;
    private final List<String> tileNames;
    private final String restriction;
    private final List<Bound> statements;
    private final Map<Constraint, String> constraintLabels = new IdentityHashMap<>();

    private SteeredModel(Builders base, Grids grids, List<String> tileNames, String restriction, List<Bound> bound) {
        this.base = base;
        this.grids = grids;
        this.tileNames = tileNames;
        this.restriction = restriction;
        this.statements = bound;
        for (Bound b : bound) {
            b.steering().constraints().forEach(c -> constraintLabels.put(c, b.label()));
        }
    }

    /**
     * Binds {@code statements} to the model's tile names.
     *
     * @param restriction the option or key of the model's own restriction (such as {@code --ground}), named when
     *     the model alone admits no map; null if it has none
     * @throws IllegalArgumentException {@code "LABEL: what is wrong"} for a statement that names no tile
     */
    public static SteeredModel of(Builders base, Grids grids, List<String> tileNames, String restriction,
                                  List<SteeringStatement> statements) {
        List<Bound> bound = new ArrayList<>(statements.size());
        for (SteeringStatement s : statements) {
            try {
                bound.add(new Bound(s.label(), s.add().apply(new Steering(tileNames))));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(s.label() + ": " + e.getMessage(), e);
            }
        }
        return new SteeredModel(base, grids, List.copyOf(tileNames), restriction, List.copyOf(bound));
    }

    /**
     * A fresh builder for an output size with the model's restrictions and every statement applied, no solver option
     * set: a {@code Builders} itself, so that a steered model can be steered again or run in a batch.
     *
     * @throws IllegalArgumentException as the model, for a size it cannot make, or as a statement, for a cell outside
     *     the grid
     */
    public SolverBuilder solverBuilder(int width, int height, boolean periodic) {
        return steer(base.solverBuilder(width, height, periodic), grids.grid(width, height, periodic),
                statements.size());
    }

    /** The model's grid for an output size. @throws IllegalArgumentException for a size it cannot make */
    public Grid grid(int width, int height, boolean periodic) {
        return grids.grid(width, height, periodic);
    }

    /**
     * Checks every statement against the grid of an output size: cells inside it, a mask of its size.
     *
     * @throws IllegalArgumentException {@code "LABEL: what is wrong"}, or as the model for a size it cannot make
     */
    public void check(int width, int height, boolean periodic) {
        SolverBuilder b = base.solverBuilder(width, height, periodic);
        Grid grid = grids.grid(width, height, periodic);
        for (Bound s : statements) {
            try {
                s.steering().applyTo(b, grid);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(s.label() + ": " + e.getMessage(), e);
            }
        }
    }

    /**
     * The failure to report when building a solver threw {@code e}: {@code e} blamed on the first statement with
     * which no map is possible (or the model's restriction, if it alone leaves none; {@code e} itself if the model
     * has none). Statements only
     * ever remove options, so the rules with the first i of them admit no map from some i on; a binary search finds
     * it in a logarithmic number of rebuilds, which only a failure pays for.
     *
     * @param width the output size the solver was built for, with {@code height} and {@code periodic}
     * @param options sets the solver options the failed build had
     */
    public NoMapPossibleException blame(NoMapPossibleException e, int width, int height, boolean periodic,
                                        UnaryOperator<SolverBuilder> options) {
        int low = 0;
        int high = statements.size();
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (admitsNoMap(width, height, periodic, options, mid)) {
                high = mid;
            } else {
                low = mid + 1;
            }
        }
        String culprit = low > 0 ? statements.get(low - 1).label() : restriction;
        return culprit == null ? e : e.blaming(culprit);
    }

    /** Whether the rules with the first {@code count} statements leave some cell or constraint unsatisfiable. */
    private boolean admitsNoMap(int w, int h, boolean p, UnaryOperator<SolverBuilder> options, int count) {
        try {
            options.apply(steer(base.solverBuilder(w, h, p), grids.grid(w, h, p), count)).build();
            return false;
        } catch (NoMapPossibleException e) {
            return true;
        }
    }

    /**
     * Where the last try of a map without a solution went wrong, in words: {@link Diagnosis#describe}, then the
     * name of the tile last chosen and the statement of the constraint that failed.
     */
    public String explain(Solution map) {
        Diagnosis d = map.diagnosis();
        StringBuilder sb = new StringBuilder(d.describe(map.grid()));
        if (d.lastObservedTile() >= 0) {
            sb.append("; tile ").append(d.lastObservedTile()).append(" is '").append(tileName(d.lastObservedTile()))
                    .append("'");
        }
        if (d.constraint() != null) {
            sb.append("; the constraint is ").append(constraintLabel(d.constraint()));
        }
        return sb.toString();
    }

    private SolverBuilder steer(SolverBuilder b, Grid grid, int count) {
        for (int i = 0; i < count; i++) {
            statements.get(i).steering().applyTo(b, grid);
        }
        return b;
    }

    /** The name of tile {@code tile}. */
    public String tileName(int tile) {
        return tileNames.get(tile);
    }

    /** The label of the statement that made constraint {@code c}, or null for one it did not make. */
    public String constraintLabel(Constraint c) {
        return constraintLabels.get(c);
    }
}
