package dev.wfc.core.model;

import dev.wfc.core.WfcInputException;

import java.util.Set;

/**
 * A region of the grid: the cells on any of {@code edges} and on none of {@code excluded} or, if
 * {@code inverted}, every other cell. {@code (all, {left, right}, false)} is the top and bottom rows without their
 * corners; {@code (all, {}, true)} the cells off the edges.
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

    /** Whether cell (x, y) of a {@code w x h} grid lies in the area. */
    public boolean contains(int x, int y, int w, int h) {
        return (onEdge(x, y, w, h, edges) && !onEdge(x, y, w, h, excluded)) != inverted;
    }

    /** Whether cell (x, y) of a {@code w x h} grid lies on one of {@code sides}. */
    private static boolean onEdge(int x, int y, int w, int h, Set<Steering.Edge> sides) {
        return (x == 0 && sides.contains(Steering.Edge.LEFT)) || (x == w - 1 && sides.contains(Steering.Edge.RIGHT))
                || (y == 0 && sides.contains(Steering.Edge.TOP)) || (y == h - 1 && sides.contains(Steering.Edge.BOTTOM));
    }
}
