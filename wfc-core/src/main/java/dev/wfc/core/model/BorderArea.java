package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.topo.Axis;
import dev.wfc.core.topo.GridWalks;
import dev.wfc.core.topo.Topology;
import it.unimi.dsi.fastutil.ints.IntArrayList;

import java.util.EnumSet;
import java.util.Set;

/**
 * A region of the grid: the cells on any of {@code edges} and on none of {@code excluded} or, if
 * {@code inverted}, every other cell. {@code (all, {left, right}, false)} is the top and bottom rows without their
 * corners; {@code (all, {}, true)} the cells off the edges. The edges are the sides of the grid's box: x = 0 (left),
 * x = width - 1 (right), y = 0 (top), y = height - 1 (bottom) on every topology (a hexagonal grid's rhombus of axial
 * cells, whose left and right sides slant), and on a cube also z = depth - 1 (above) and z = 0 (below), the six
 * faces; as in DeBroglie, a mask does not move them.
 *
 * <p>With {@code outline}, the edges follow where the map ends instead: a cell lies on an edge when it exists and its
 * neighbour one step across the edge does not (off a non-periodic side of the box, or outside the mask). The step
 * across left is (-1, 0, 0), right (+1, 0, 0), top (0, -1, 0), bottom (0, +1, 0), above (0, 0, +1), below
 * (0, 0, -1); every edge at once ({@code all}) takes every step of the topology, so on the hexagon also up-left
 * (-1, -1) and down-right (+1, +1): every cell that touches a hole or the end of the map. On a grid without a mask and
 * without wrapping the outline is the box's border; across a periodic seam there is none. Inverted, the area is
 * every other cell inside the mask.
 *
 * <p>For maintainers: an edge is a direction of the topology, the unit step across it ({@link #direction}); a cell
 * lies on the box's edge when that step leaves the box ({@link GridWalks#leavesBox}), on the outline's when the grid
 * has no neighbour there. Every edge at once stands for every direction, which on the hexagon adds the up-left and
 * down-right steps: off the box they leave it only from cells already on the four sides, so the box's area is the
 * same.
 */
public record BorderArea(Set<Steering.Edge> edges, Set<Steering.Edge> excluded, boolean inverted, boolean outline) {
    /** @throws IllegalArgumentException for no edge */
    public BorderArea {
        if (edges.isEmpty()) {
            throw new WfcInputException("edges: none (expected: at least one)");
        }
        edges = Set.copyOf(edges);
        excluded = Set.copyOf(excluded);
    }

    /** An area of the box's edges, as DeBroglie's border constraint has it. */
    public BorderArea(Set<Steering.Edge> edges, Set<Steering.Edge> excluded, boolean inverted) {
        this(edges, excluded, inverted, false);
    }

    /** The cells on {@code edges}. */
    public static BorderArea of(Set<Steering.Edge> edges) {
        return new BorderArea(edges, Set.of(), false);
    }

    /** The cells on {@code edges} of the outline, less those on {@code excluded}, or every other cell if inverted. */
    public static BorderArea ofOutline(Set<Steering.Edge> edges, Set<Steering.Edge> excluded, boolean inverted) {
        return new BorderArea(edges, excluded, inverted, true);
    }

    /**
     * The cells of {@code grid} in the area, in index order: of the box's edges whether inside the mask or not, of
     * the outline only those inside. O(cells x D).
     *
     * @throws IllegalArgumentException as {@link #check}
     */
    public int[] cells(Grid grid) {
        check(grid);
        int on = directions(grid.topology(), edges);
        int off = directions(grid.topology(), excluded);
        int dirs = grid.directions();
        IntArrayList cells = new IntArrayList();
        for (int c = 0; c < grid.cells(); c++) {
            if (outline && !grid.exists(c)) {
                continue;
            }
            boolean in = false;
            boolean out = false;
            for (int d = 0; d < dirs; d++) {
                if (outline ? grid.neighbor(c, d) < 0 : GridWalks.leavesBox(grid, c, d)) {
                    in |= (on >>> d & 1) != 0;
                    out |= (off >>> d & 1) != 0;
                }
            }
            if ((in && !out) != inverted) {
                cells.add(c);
            }
        }
        return cells.toIntArray();
    }

    /**
     * Refuses {@code above} or {@code below} named off a cube: a 2D grid has four sides. Every edge at once (as
     * {@code all} names them) stands for the grid's own sides.
     *
     * @throws IllegalArgumentException naming the edge and the grid's topology
     */
    public void check(Grid grid) {
        if (grid.topology().dimensions() == 3) {
            return;
        }
        for (Set<Steering.Edge> sides : java.util.List.of(edges, excluded)) {
            if (sides.size() < Steering.Edge.values().length) {
                for (Steering.Edge e : EnumSet.of(Steering.Edge.ABOVE, Steering.Edge.BELOW)) {
                    if (sides.contains(e)) {
                        throw new WfcInputException("edge " + e.name().toLowerCase(java.util.Locale.ROOT) + ": on a "
                                + grid.topology().id() + " grid (expected: left, right, top, bottom or all; above"
                                + " and below are a cube's faces)");
                    }
                }
            }
        }
    }

    /** Bit d set for each direction d of {@code topology} that {@code sides} name; every side names every direction. */
    private static int directions(Topology topology, Set<Steering.Edge> sides) {
        if (sides.size() == Steering.Edge.values().length) {
            return (1 << topology.directions()) - 1;
        }
        int bits = 0;
        for (Steering.Edge e : sides) {
            bits |= 1 << direction(topology, e);
        }
        return bits;
    }

    /** The direction of the unit step across {@code edge}: left (-1, 0, 0) ... above (0, 0, +1). */
    static int direction(Topology topology, Steering.Edge edge) {
        return switch (edge) {
            case LEFT -> Axis.X.backward(topology);
            case RIGHT -> Axis.X.forward(topology);
            case TOP -> Axis.Y.backward(topology);
            case BOTTOM -> Axis.Y.forward(topology);
            case ABOVE -> Axis.Z.forward(topology);
            case BELOW -> Axis.Z.backward(topology);
        };
    }
}
