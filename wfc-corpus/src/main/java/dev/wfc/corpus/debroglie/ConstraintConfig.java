package dev.wfc.corpus.debroglie;

import dev.wfc.core.Constraint;

import java.util.List;
import java.util.Map;
import java.util.Set;

/** One entry of a configuration's {@code constraints} array, as read: the keys of its {@code type}. */
public sealed interface ConstraintConfig {
    /** The {@code type} value, as configurations spell it. */
    String type();

    /** {@code path}: the cells holding {@code tiles} form one connected region, or connect every end point. */
    record Path(List<TileRef> tiles, List<Point> endPoints) implements ConstraintConfig {
        public String type() {
            return "path";
        }
    }

    /** {@code edgedPath}: a path through tiles that join only where both have an exit towards each other. */
    record EdgedPath(Map<TileRef, Set<Exit>> exits, List<Point> endPoints) implements ConstraintConfig {
        public String type() {
            return "edgedPath";
        }
    }

    /** {@code border}: the cells of {@code sides} minus {@code excludeSides} (inverted if asked) hold, or ban, tiles. */
    record Border(List<TileRef> tiles, Set<Side> sides, Set<Side> excludeSides, boolean invertArea, boolean ban)
            implements ConstraintConfig {
        public String type() {
            return "border";
        }
    }

    /** {@code fixedTile}: one cell holds one of {@code tiles}; {@code point} null means a cell chosen by the seed. */
    record FixedTile(List<TileRef> tiles, Point point) implements ConstraintConfig {
        public String type() {
            return "fixedTile";
        }
    }

    /** {@code maxConsecutive}: no more than {@code maxCount} cells of {@code tiles} in a row along each axis given. */
    record MaxConsecutive(List<TileRef> tiles, int maxCount, Set<Axis> axes) implements ConstraintConfig {
        public String type() {
            return "maxConsecutive";
        }
    }

    /** {@code mirror} ({@code mirrorx}) or {@code mirrory}: the map equals its own mirror image along an axis. */
    record Mirror(Axis axis) implements ConstraintConfig {
        public String type() {
            return axis == Axis.X ? "mirror" : "mirrory";
        }
    }

    /** {@code count}: at least, at most or exactly {@code count} cells hold one of {@code tiles}. */
    record Count(List<TileRef> tiles, Comparison comparison, int count, boolean eager) implements ConstraintConfig {
        public String type() {
            return "count";
        }

        /** The core's count constraint of this comparison over {@code cellTiles}, the tiles its entries name. */
        Constraint on(int[] cellTiles) {
            return switch (comparison) {
                case AT_LEAST -> Constraint.atLeast(cellTiles, count);
                case AT_MOST -> Constraint.atMost(cellTiles, count);
                case EXACTLY -> Constraint.exactly(cellTiles, count);
            };
        }
    }

    /** {@code separation}: two cells holding {@code tiles} lie at least {@code minDistance} apart. */
    record Separation(List<TileRef> tiles, int minDistance) implements ConstraintConfig {
        public String type() {
            return "separation";
        }
    }

    /** An axis of the output. */
    enum Axis { X, Y, Z }

    /** How a count compares. */
    enum Comparison { AT_LEAST, AT_MOST, EXACTLY }

    /**
     * A path exit of a tile: a direction along an axis, DeBroglie's {@code Direction}: x right, y down (down and left
     * on its hexagons, whose third axis w is x and y together), z up through the layers of a cube.
     */
    enum Exit {
        X_MINUS(-1, 0, 0), X_PLUS(1, 0, 0), Y_MINUS(0, -1, 0), Y_PLUS(0, 1, 0), Z_MINUS(0, 0, -1), Z_PLUS(0, 0, 1),
        W_MINUS(-1, -1, 0), W_PLUS(1, 1, 0);

        private final int dx;
        private final int dy;
        private final int dz;

        Exit(int dx, int dy, int dz) {
            this.dx = dx;
            this.dy = dy;
            this.dz = dz;
        }

        /** wfc's direction of {@code topology} with this offset (the same axial cells as DeBroglie's), -1 if none. */
        int direction(dev.wfc.core.topo.Topology topology) {
            for (int d = 0; d < topology.directions(); d++) {
                if (topology.dx(d) == dx && topology.dy(d) == dy && topology.dz(d) == dz) {
                    return d;
                }
            }
            return -1;
        }

        /** DeBroglie's short name: {@code x+}, {@code w-}. */
        String id() {
            return name().substring(0, 1).toLowerCase(java.util.Locale.ROOT) + (name().endsWith("PLUS") ? "+" : "-");
        }
    }

    /** A cell of the output; z is 0 in 2D. */
    record Point(int x, int y, int z) {
    }
}
