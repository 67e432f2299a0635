package dev.wfc.corpus.debroglie;

import dev.wfc.core.Constraint;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.model.Model;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * Turns a configuration's {@code ground} and {@code constraints} into restrictions of places of the output
 * ({@link OutputArea}) and wfc {@link Constraint}s over the model's tiles. A tile reference names colours for the
 * overlapping model (a constraint over patterns then names the patterns whose own pixel shows the colour) and tiles
 * for the adjacent model.
 */
final class ConstraintSteps {
    private final DebroglieConfig config;
    private final Model model;
    private final OutputArea area;
    private final TileResolver adjacent;
    /** The sample's colours for an overlapping model, null for the adjacent model. */
    private final int[] palette;
    private final List<BiConsumer<SolverBuilder, Long>> steps = new ArrayList<>();
    private final List<Constraint> constraints = new ArrayList<>();

    /**
     * @param adjacent the adjacent model's tile references, null for an overlapping model
     * @param palette the sample's colours for an overlapping model, null for the adjacent model
     */
    ConstraintSteps(DebroglieConfig config, Model model, OutputArea area, TileResolver adjacent, int[] palette) {
        this.config = config;
        this.model = model;
        this.area = area;
        this.adjacent = adjacent;
        this.palette = palette;
        if (config.ground() != null) {
            int[] g = values(List.of(config.ground()), "ground");
            // The bottom row holds the ground; every other place bans it.
            Set<Side> bottom = EnumSet.of(Side.YMAX);
            Set<Side> none = EnumSet.noneOf(Side.class);
            steps.add((b, seed) -> area(b, bottom, none, false, g, false));
            steps.add((b, seed) -> area(b, bottom, none, true, g, true));
        }
        for (int i = 0; i < config.constraints().size(); i++) {
            add(config.constraints().get(i), "constraints[" + i + "]");
        }
    }

    List<BiConsumer<SolverBuilder, Long>> steps() {
        return List.copyOf(steps);
    }

    List<Constraint> constraints() {
        return List.copyOf(constraints);
    }

    private void add(ConstraintConfig c, String key) {
        if (c instanceof ConstraintConfig.Border b) {
            int[] v = values(b.tiles(), key + ".tiles");
            Set<Side> sides = b.sides() == null ? EnumSet.of(Side.XMIN, Side.XMAX, Side.YMIN, Side.YMAX)
                    : b.sides();
            steps.add((s, seed) -> area(s, sides, b.excludeSides(), b.invertArea(), v, b.ban()));
        } else if (c instanceof ConstraintConfig.FixedTile f) {
            int[] v = values(f.tiles(), key + ".tiles");
            if (f.point() != null && f.point().z() != 0) {
                throw new WfcInputException(key + ".point.z: " + f.point().z() + " (expected: 0, as a 2D output has"
                        + " one layer; z is for a .vox sample or a voxel set)");
            }
            if (f.point() != null && (f.point().x() >= area.width || f.point().y() >= area.height)) {
                throw new WfcInputException(key + ".point: (" + f.point().x() + ", " + f.point().y()
                        + ") (expected: inside the " + area.width + "x" + area.height + " output)");
            }
            steps.add((s, seed) -> {
                int x;
                int y;
                if (f.point() != null) {
                    x = f.point().x();
                    y = f.point().y();
                } else {
                    int cell = dev.wfc.core.model.Steering.randomCell(seed, area.width * area.height);
                    x = cell % area.width;
                    y = cell / area.width;
                }
                area.restrict(s, x, y, v, false);
            });
        } else if (c instanceof ConstraintConfig.Path p) {
            int[] t = tiles(p.tiles(), key + ".tiles");
            if (p.endPoints().isEmpty()) {
                constraints.add(Constraint.connected(t));
            } else {
                int[][] ends = endPoints(p.endPoints(), key);
                constraints.add(Constraint.path(t, ends[0], ends[1]));
            }
        } else if (c instanceof ConstraintConfig.Count n) {
            constraints.add(n.on(tiles(n.tiles(), key + ".tiles")));
        } else if (c instanceof ConstraintConfig.EdgedPath e) {
            if (adjacent == null && !(config.periodicX() && config.periodicY())) {
                throw new NotSupportedException(key + ": the edgedPath constraint with the overlapping model on an"
                        + " output not periodic along x and y (its last N - 1 pixel columns or rows are no cells;"
                        + " \"periodic\": true is made)");
            }
            // On a periodic overlapping output every pixel is a cell, showing its pattern's own pixel (0, 0).
            int[] exits = EdgedPathExits.bits(e, dev.wfc.core.topo.Topology.SQUARE, model.rules().tileCount(), key,
                    adjacent == null ? (r, at) -> tiles(List.of(r), at) : (r, at) -> {
                        int t = adjacent.ref(r, at);
                        return t >= 0 ? new int[] {t} : new int[0];
                    });
            if (e.endPoints().isEmpty()) {
                constraints.add(Constraint.edgedPath(exits));
            } else {
                int[][] ends = endPoints(e.endPoints(), key);
                constraints.add(Constraint.edgedPath(exits, ends[0], ends[1]));
            }
        } else if (c instanceof ConstraintConfig.Separation sep) {
            constraints.add(Constraint.separation(tiles(sep.tiles(), key + ".tiles"), sep.minDistance()));
        } else if (c instanceof ConstraintConfig.Mirror m) {
            int axis = m.axis() == ConstraintConfig.Axis.X ? 0 : 1;
            if (adjacent == null && (axis == 0 ? config.periodicX() : config.periodicY())) {
                throw new NotSupportedException(key + ": the mirror constraint with the overlapping model on an output"
                        + " periodic along " + (axis == 0 ? "x" : "y") + " (a pixel's mirror image there is N - 1"
                        + " cells off the cell the grid's mirror pairs it with)");
            }
            // The overlapping model mirrors the picture's pixels: each pattern pairs with its mirrored pixels.
            constraints.add(Constraint.mirror(adjacent == null ? area.mirrorOf(axis) : adjacent.mirror(axis), axis));
        } else if (c instanceof ConstraintConfig.MaxConsecutive m) {
            if (m.axes().contains(ConstraintConfig.Axis.Z) && m.axes().size() == 1) {
                throw new WfcInputException(key + ".axes: [z] (expected: x or y too, as a 2D output has no z; z is"
                        + " for a .vox sample or a voxel set)");
            }
            constraints.add(Constraint.maxConsecutive(tiles(m.tiles(), key + ".tiles"), m.maxCount(),
                    m.axes().contains(ConstraintConfig.Axis.X), m.axes().contains(ConstraintConfig.Axis.Y)));
        } else {
            throw new NotSupportedException(key + ": the " + c.type() + " constraint");
        }
    }

    /**
     * The grid cells of a path's end points, as {xs, ys}: the cell whose pattern draws the point (the point itself on
     * the adjacent model).
     */
    private int[][] endPoints(List<ConstraintConfig.Point> points, String key) {
        int n = points.size();
        int[][] xys = new int[2][n];
        for (int i = 0; i < n; i++) {
            ConstraintConfig.Point q = points.get(i);
            if (q.z() != 0) {
                throw new WfcInputException(key + ".endPoints[" + i + "].z: " + q.z() + " (expected: 0, as a 2D"
                        + " output has one layer; z is for a .vox sample or a voxel set)");
            }
            if (q.x() >= area.width || q.y() >= area.height) {
                throw new WfcInputException(key + ".endPoints[" + i + "]: (" + q.x() + ", " + q.y()
                        + ") (expected: inside the " + area.width + "x" + area.height + " output)");
            }
            xys[0][i] = Math.min(q.x(), area.gridWidth - 1);
            xys[1][i] = Math.min(q.y(), area.gridHeight - 1);
        }
        return xys;
    }

    /** Restricts every place of (sides - excluded), or of its complement, to (or away from) {@code values}. */
    private void area(SolverBuilder b, Set<Side> sides, Set<Side> excluded, boolean invert, int[] values,
                      boolean ban) {
        for (int y = 0; y < area.height; y++) {
            for (int x = 0; x < area.width; x++) {
                boolean in = on(sides, x, y) && !on(excluded, x, y);
                if (in != invert) {
                    area.restrict(b, x, y, values, ban);
                }
            }
        }
    }

    private boolean on(Set<Side> sides, int x, int y) {
        return (x == 0 && sides.contains(Side.XMIN)) || (x == area.width - 1 && sides.contains(Side.XMAX))
                || (y == 0 && sides.contains(Side.YMIN)) || (y == area.height - 1 && sides.contains(Side.YMAX));
    }

    /** What a place restriction compares against: colours (overlapping) or tile ids (adjacent). */
    private int[] values(List<TileRef> refs, String key) {
        if (adjacent == null) {
            return colours(refs, key, palette);
        }
        return refs.stream().mapToInt(r -> adjacent.ref(r, key)).filter(t -> t >= 0).toArray();
    }

    /** The model tiles a constraint over tiles names: for the overlapping model, the patterns showing the colours. */
    private int[] tiles(List<TileRef> refs, String key) {
        return adjacent != null ? values(refs, key) : area.showing(colours(refs, key, palette));
    }

    /** The ARGB colours of {@code refs}, each of which must occur in the sample. */
    static int[] colours(List<TileRef> refs, String key, int[] palette) {
        int[] out = new int[refs.size()];
        for (int i = 0; i < out.length; i++) {
            TileRef r = refs.get(i);
            if (r.numeric() || !r.text().startsWith("#")) {
                throw new WfcInputException(key + ": " + r + " (expected: a colour \"#RRGGBB\" of the sample)");
            }
            int argb = Colors.parse(r.text(), key);
            if (java.util.Arrays.stream(palette).noneMatch(c -> c == argb)) {
                throw new WfcInputException(key + ": " + r + " is no colour of the sample (expected: one of "
                        + java.util.Arrays.stream(palette).limit(12)
                        .mapToObj(c -> dev.wfc.core.model.ColorNames.of(c).toLowerCase(java.util.Locale.ROOT))
                        .toList() + ")");
            }
            out[i] = argb;
        }
        return out;
    }
}
