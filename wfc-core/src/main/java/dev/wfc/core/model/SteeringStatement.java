package dev.wfc.core.model;

import dev.wfc.core.io.Image;
import dev.wfc.core.topo.Axis;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * One designer constraint as the user stated it, on the command line or in a spec: a label that names it as given
 * ({@code --pin 3,4=water}, {@code pins[0]}) for messages and diagnostics, and what it adds to a {@link Steering}.
 * The factories here are the one place where options and spec keys turn into {@link Steering} calls.
 * Nothing is checked until {@code add} runs: it throws IllegalArgumentException for a name that names no tile or
 * a coordinate outside the grid, and the caller puts the label in front.
 */
public record SteeringStatement(String label, UnaryOperator<Steering> add) {
    /** The edge names, in the order messages list them. */
    public static final String EDGE_NAMES = "left, right, top, bottom or all";

    /** A pin of cell (x, y), or (x, y, z) on a cube when {@code z} is not null. */
    public static SteeringStatement pin(String label, int x, int y, Integer z, List<String> tiles) {
        return new SteeringStatement(label, z == null ? s -> s.pin(x, y, names(tiles))
                : s -> s.pin(x, y, z, names(tiles)));
    }

    /** A pin at the cell drawn from {@code seed}, see {@link Steering#pinAnywhere}. */
    public static SteeringStatement pinAnywhere(String label, long seed, List<String> tiles) {
        return new SteeringStatement(label, s -> s.pinAnywhere(seed, names(tiles)));
    }

    public static SteeringStatement pinMask(String label, Image mask) {
        return new SteeringStatement(label, s -> s.pinMask(mask));
    }

    /** The cells of {@code area} may only hold the tiles named, or, if {@code ban}, may not hold them. */
    public static SteeringStatement border(String label, BorderArea area, List<String> tiles, boolean ban) {
        return new SteeringStatement(label, ban ? s -> s.banBorder(area, names(tiles))
                : s -> s.border(area, names(tiles)));
    }

    /**
     * A path by tile exits: each name and the sides its tiles open to, joining the end points {@code (xs[i], ys[i])}
     * if {@code xs} is not null, else every path cell; see {@link Steering#edgedPath}.
     */
    public static SteeringStatement edgedPath(String label, java.util.Map<String, Set<Steering.Edge>> exits, int[] xs,
                                              int[] ys) {
        java.util.Map<String, Set<Steering.Edge>> copy = new java.util.LinkedHashMap<>(exits);
        return new SteeringStatement(label, s -> {
            copy.keySet().forEach(name -> names(List.of(name)));
            return xs == null ? s.edgedPath(copy) : s.edgedPath(copy, xs, ys);
        });
    }

    /**
     * A path by tile exits on any grid: each name and its sides as bits of the grid's directions
     * ({@link dev.wfc.core.topo.TileSides#bits}), joining the end points {@code (xs[i], ys[i][, zs[i]])} if {@code xs}
     * is not null, else every path cell; {@code zs} null off the cube. See {@link Steering#edgedPath(java.util.Map,
     * int[], int[], int[])}.
     */
    public static SteeringStatement edgedPath(String label, java.util.Map<String, Integer> exits, int[] xs, int[] ys,
                                              int[] zs) {
        java.util.Map<String, Integer> copy = new java.util.LinkedHashMap<>(exits);
        return new SteeringStatement(label, s -> {
            copy.keySet().forEach(name -> names(List.of(name)));
            return s.edgedPath(copy, xs, ys, zs);
        });
    }

    /** The map is its own mirror image, each tile its own but for the pairs given, see {@link Steering#mirror}. */
    public static SteeringStatement mirror(String label, boolean alongX, List<String[]> pairs) {
        List<String[]> copy = pairs.stream().map(String[]::clone).toList();
        return new SteeringStatement(label, s -> {
            copy.forEach(p -> names(Arrays.asList(p)));
            return s.mirror(alongX, copy);
        });
    }

    /** End points (xs[i], ys[i]) joined by a path, or (xs[i], ys[i], zs[i]) on a cube when {@code zs} is not null. */
    public static SteeringStatement path(String label, List<String> tiles, int[] xs, int[] ys, int[] zs) {
        return new SteeringStatement(label, zs == null ? s -> s.path(names(tiles), xs, ys)
                : s -> s.path(names(tiles), xs, ys, zs));
    }

    public static SteeringStatement row(String label, int y, List<String> tiles) {
        return new SteeringStatement(label, s -> s.row(y, names(tiles)));
    }

    public static SteeringStatement count(String label, List<String> tiles, int min, int max) {
        return new SteeringStatement(label, s -> s.count(names(tiles), min, max));
    }

    public static SteeringStatement connected(String label, List<String> tiles) {
        return new SteeringStatement(label, s -> s.connected(names(tiles)));
    }

    /** Runs of at most {@code max} along {@code axes}, or every axis of the grid if it is empty. */
    public static SteeringStatement maxRun(String label, List<String> tiles, int max, Set<Axis> axes) {
        Set<Axis> copy = axes.isEmpty() ? Set.of() : EnumSet.copyOf(axes);
        return new SteeringStatement(label, s -> s.maxRun(names(tiles), max, copy));
    }

    public static SteeringStatement separation(String label, List<String> tiles, int minDistance) {
        return new SteeringStatement(label, s -> s.separation(names(tiles), minDistance));
    }

    /** Per-cell weights: {@code map} (null without colours) and the factors, see {@link Steering#weights}. */
    public static SteeringStatement weights(String label, Image map, List<Steering.WeightFactor> factors) {
        return new SteeringStatement(label, s -> s.weights(map, factors));
    }

    /**
     * Edges by name, any case; {@code all} stands for every edge (the four sides, and above and below on a cube).
     *
     * @throws IllegalArgumentException naming the first unknown edge, or for none
     */
    public static Set<Steering.Edge> edges(List<String> names) {
        if (names.isEmpty()) {
            throw new IllegalArgumentException("edges: none (expected: " + EDGE_NAMES + ")");
        }
        Set<Steering.Edge> edges = EnumSet.noneOf(Steering.Edge.class);
        for (String name : names) {
            String lower = name.strip().toLowerCase(Locale.ROOT);
            if (lower.equals("all")) {
                edges.addAll(EnumSet.allOf(Steering.Edge.class));
                continue;
            }
            try {
                edges.add(Steering.Edge.valueOf(lower.toUpperCase(Locale.ROOT)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("edge '" + name + "' (expected: " + EDGE_NAMES + "); a cube also"
                        + " has above and below");
            }
        }
        return edges;
    }

    /** @throws IllegalArgumentException for an empty name, which names no tile */
    private static String[] names(List<String> tiles) {
        for (String t : tiles) {
            if (t == null || t.isEmpty()) {
                throw new IllegalArgumentException("tile name: empty (expected: a tile name)");
            }
        }
        return tiles.toArray(String[]::new);
    }
}
