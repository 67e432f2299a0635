package dev.wfc.core;

import dev.wfc.core.topo.Axis;

import java.util.Arrays;

/**
 * A rule over the whole map beyond adjacency, enforced while solving: a bound on how many cells hold a group of
 * tiles, or that the cells of a group form one connected region (4 neighbours on squares, 6 on hexagons and
 * cubes). Every constraint walks the grid's own neighbour table, so it holds on every topology, across periodic
 * seams and around the holes of a mask, but for {@link #mirror} (square and cube), which speaks of mirror lines. Immutable and reusable; each solver binds its own state. Pins, borders
 * and rows are plain restrictions: see {@link SolverBuilder#restrict}.
 */
public abstract sealed class Constraint permits CountConstraint, ConnectedConstraint,
        MirrorConstraint, MaxConsecutiveConstraint, EdgedPathConstraint, SeparationConstraint,
        EndPointsConstraint {
    final int[] group;

    Constraint(int[] tiles) {
        if (tiles.length == 0) {
            throw new WfcInputException("tiles: [] (expected: at least one tile)");
        }
        this.group = tiles.clone();
        Arrays.sort(this.group);
    }

    /**
     * Between {@code min} and {@code max} cells (inclusive) hold one of {@code tiles}.
     *
     * @throws IllegalArgumentException if {@code tiles} is empty, {@code min < 0} or {@code max < min}
     */
    public static Constraint count(int[] tiles, int min, int max) {
        return new CountConstraint(tiles, min, max);
    }

    /** At most {@code k} cells hold one of {@code tiles} ("only one monster": {@code atMost(monster, 1)}). */
    public static Constraint atMost(int[] tiles, int k) {
        return count(tiles, 0, k);
    }

    /** At least {@code k} cells hold one of {@code tiles}. */
    public static Constraint atLeast(int[] tiles, int k) {
        return count(tiles, k, Integer.MAX_VALUE);
    }

    /** Exactly {@code k} cells hold one of {@code tiles}. */
    public static Constraint exactly(int[] tiles, int k) {
        return count(tiles, k, k);
    }

    /** The cells holding one of {@code tiles} form a single region connected through the grid's neighbours (or there are none). */
    public static Constraint connected(int[] tiles) {
        return new ConnectedConstraint(tiles);
    }

    /**
     * The map is its own mirror image in x ({@code axis} 0: left to right) or y (1: top to bottom): the cell across
     * the middle holds {@code mirrorOf[t]} where this one holds {@code t}. {@code mirrorOf[t] == -1}: {@code t} has
     * no mirror image and cannot be placed. On a square or cube grid (each layer mirrored in itself); a grid with a
     * mask needs a mask that is its own mirror image. Refused on a hexagonal grid, whose rhombus of axial cells has
     * no mirror line along x or y ({@link SolverBuilder#constraint} throws).
     *
     * @throws IllegalArgumentException if an entry is below -1 or not a tile, or the axis is not 0 or 1
     */
    public static Constraint mirror(int[] mirrorOf, int axis) {
        return new MirrorConstraint(mirrorOf, axis);
    }

    /**
     * No more than {@code max} cells in a row hold one of {@code tiles}, along x, y or both.
     *
     * @throws IllegalArgumentException if {@code tiles} is empty, {@code max < 0} or no axis is chosen
     */
    public static Constraint maxConsecutive(int[] tiles, int max, boolean alongX, boolean alongY) {
        if (!alongX && !alongY) {
            throw new WfcInputException("axes: none (expected: x, y or both)");
        }
        java.util.Set<Axis> axes = java.util.EnumSet.noneOf(Axis.class);
        if (alongX) {
            axes.add(Axis.X);
        }
        if (alongY) {
            axes.add(Axis.Y);
        }
        return maxConsecutive(tiles, max, axes);
    }

    /**
     * No more than {@code max} cells in a row hold one of {@code tiles}, along each of {@code axes}, or along every
     * axis of the grid ({@link Axis#of}) if {@code axes} is empty. An axis the grid does not have (z off the cube,
     * xy off the hexagon) is refused by {@link SolverBuilder#constraint}.
     *
     * @throws IllegalArgumentException if {@code tiles} is empty or {@code max < 0}
     */
    public static Constraint maxConsecutive(int[] tiles, int max, java.util.Set<Axis> axes) {
        return new MaxConsecutiveConstraint(tiles, max, axes);
    }

    /**
     * The cells holding a path tile form one network, neighbours joining only where both tiles open towards each
     * other: {@code exits[t]} has bit {@code d} set when tile {@code t} opens towards direction {@code d} of the
     * grid's {@link dev.wfc.core.topo.Topology} (on the square {@link Direction}'s four; the hexagon's six and the
     * cube's six faces as the topology lists them), is -1 for a tile that opens towards every direction of any grid,
     * and 0 for a tile off the path. {@link SolverBuilder#constraint} refuses a direction the grid does not have.
     *
     * @throws IllegalArgumentException if no tile has an exit
     */
    public static Constraint edgedPath(int[] exits) {
        return new EdgedPathConstraint(exits);
    }

    /**
     * The cells {@code (xs[i], ys[i])} hold a path tile and are joined by one path of such cells, neighbours joining
     * only where both tiles open towards each other ({@code exits} as for {@link #edgedPath(int[])}); other path cells
     * are free. On a cube grid the end points need a z: {@link #edgedPath(int[], int[], int[], int[])}.
     *
     * @throws IllegalArgumentException if no tile has an exit, the points are empty or as many x as y, or a
     *     coordinate is negative (one outside the grid is refused by {@link SolverBuilder#constraint})
     */
    public static Constraint edgedPath(int[] exits, int[] xs, int[] ys) {
        return EndPointsConstraint.edged(exits, xs, ys, null);
    }

    /**
     * As {@link #edgedPath(int[], int[], int[])} between the end points {@code (xs[i], ys[i], zs[i])} of a cube grid.
     *
     * @throws IllegalArgumentException as there, or if there are not as many z as x
     */
    public static Constraint edgedPath(int[] exits, int[] xs, int[] ys, int[] zs) {
        return EndPointsConstraint.edged(exits, xs, ys, zs);
    }

    /**
     * Two cells holding one of {@code tiles} lie at least {@code minDistance} neighbour steps apart, following the
     * grid's wrapping and going round the holes of its mask: Manhattan distance on the square grid and the cube, hex
     * distance on the hexagonal grid; 1 allows neighbours.
     *
     * @throws IllegalArgumentException if {@code tiles} is empty or {@code minDistance < 1}
     */
    public static Constraint separation(int[] tiles, int minDistance) {
        return new SeparationConstraint(tiles, minDistance);
    }

    /**
     * The cells {@code (xs[i], ys[i])} hold one of {@code tiles} and are joined by a path of cells holding them
     * (through the grid's neighbours); other cells are free.
     *
     * @throws IllegalArgumentException if {@code tiles} or the points are empty, or a coordinate is negative (one
     *     outside the grid is refused by {@link SolverBuilder#constraint})
     */
    public static Constraint path(int[] tiles, int[] xs, int[] ys) {
        return new EndPointsConstraint(tiles, null, xs, ys, new int[xs.length]);
    }

    /**
     * As {@link #path(int[], int[], int[])} with the end points {@code (xs[i], ys[i], zs[i])} of a cube grid.
     *
     * @throws IllegalArgumentException as there, or if there are not as many z as x
     */
    public static Constraint path(int[] tiles, int[] xs, int[] ys, int[] zs) {
        return new EndPointsConstraint(tiles, null, xs, ys, zs);
    }

    /** The group's tiles, ascending. */
    public int[] tiles() {
        return group.clone();
    }

    /** Whether a finished map (one tile a cell) satisfies the constraint; an independent check of the result. */
    public abstract boolean holds(int[] tiles, Grid grid);

    /**
     * Refuses a grid the constraint cannot speak of: an end point outside it, an axis or a mirror it does not have,
     * an exit towards a direction it does not have. Called by {@link SolverBuilder#constraint}.
     *
     * @throws IllegalArgumentException naming what does not fit and what the grid allows
     */
    void check(Grid grid) {
    }

    /** This constraint's per-solver state for a rule set and grid. */
    abstract ActiveConstraint bind(Rules rules, Grid grid);

    boolean inGroup(int tile) {
        return Arrays.binarySearch(group, tile) >= 0;
    }

    /** The group as a mask of {@code words} words. @throws IllegalArgumentException for a tile out of range */
    long[] mask(Rules rules) {
        long[] m = new long[rules.words()];
        for (int t : group) {
            if (t < 0 || t >= rules.tileCount()) {
                throw new WfcInputException("constraint tile: " + t + " (expected: 0.."
                        + (rules.tileCount() - 1) + ")");
            }
            m[t >>> 6] |= 1L << t;
        }
        return m;
    }
}
