package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.WfcInputException;

import java.util.EnumSet;
import java.util.Set;

/**
 * A region of the grid: the cells on any of {@code edges} and on none of {@code excluded} or, if
 * {@code inverted}, every other cell. {@code (all, {left, right}, false)} is the top and bottom rows without their
 * corners; {@code (all, {}, true)} the cells off the edges. The edges are the sides of the grid's box: x = 0 (left),
 * x = width - 1 (right), y = 0 (top), y = height - 1 (bottom) on every topology (a hexagonal grid's rhombus of axial
 * cells, whose left and right sides slant), and on a cube also z = depth - 1 (above) and z = 0 (below), the six
 * faces.
 */
public record BorderArea(Set<Steering.Edge> edges, Set<Steering.Edge> excluded, boolean inverted) {
    /** @throws IllegalArgumentException for no edge */
    public BorderArea {
        if (edges.isEmpty()) {
            throw new WfcInputException("edges: none (expected: at least one)");
        }
        edges = Set.copyOf(edges);
        excluded = Set.copyOf(excluded);
    }

    /** The cells on {@code edges}. */
    public static BorderArea of(Set<Steering.Edge> edges) {
        return new BorderArea(edges, Set.of(), false);
    }

    /**
     * Whether {@code cell} of {@code grid} lies in the area (outside the mask or not). Call {@link #check} first.
     */
    public boolean contains(Grid grid, int cell) {
        int x = grid.x(cell);
        int y = grid.y(cell);
        int w = grid.width();
        int h = grid.height();
        boolean on = onEdge(x, y, w, h, edges) || onFace(grid, cell, edges);
        boolean off = onEdge(x, y, w, h, excluded) || onFace(grid, cell, excluded);
        return (on && !off) != inverted;
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

    /** Whether cell (x, y) of a {@code w x h} grid lies on one of {@code sides}. */
    private static boolean onEdge(int x, int y, int w, int h, Set<Steering.Edge> sides) {
        return (x == 0 && sides.contains(Steering.Edge.LEFT)) || (x == w - 1 && sides.contains(Steering.Edge.RIGHT))
                || (y == 0 && sides.contains(Steering.Edge.TOP)) || (y == h - 1 && sides.contains(Steering.Edge.BOTTOM));
    }

    /** Whether {@code cell} of a cube grid lies on its top layer (above) or bottom layer (below) of {@code sides}. */
    private static boolean onFace(Grid grid, int cell, Set<Steering.Edge> sides) {
        if (grid.topology().dimensions() < 3) {
            return false;
        }
        int z = grid.z(cell);
        return (z == grid.depth() - 1 && sides.contains(Steering.Edge.ABOVE))
                || (z == 0 && sides.contains(Steering.Edge.BELOW));
    }
}
