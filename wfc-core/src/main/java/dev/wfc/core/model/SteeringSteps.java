package dev.wfc.core.model;

import dev.wfc.core.Constraint;
import dev.wfc.core.Grid;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.io.Image;
import dev.wfc.core.topo.GridWalks;

import java.util.function.Consumer;

/**
 * What the statements of a {@link Steering} do once the builder and its grid are known: each factory takes a statement
 * whose names are already resolved to tile ids and makes the step that restricts cells or adds a constraint, refusing
 * (IllegalArgumentException) a coordinate or size that does not fit the grid when it runs.
 */
final class SteeringSteps {
    private SteeringSteps() {
    }

    /** The builder and grid that steps apply to. */
    record Target(SolverBuilder builder, Grid grid) {
        void restrict(int cell, int[] tiles) {
            builder.restrict(cell, tiles);
        }
    }

    /** Cell (x, y), or (x, y, z) on a cube when {@code z} is not null, may only hold {@code tiles}. */
    static Consumer<Target> pin(int x, int y, Integer z, int[] tiles) {
        return z == null ? t -> t.restrict(GridWalks.cell(t.grid, x, y, "pin"), tiles)
                : t -> t.restrict(GridWalks.cell(t.grid, x, y, z, "pin"), tiles);
    }

    /** {@link Steering#pinAnywhere}: the cell {@link Steering#randomCell} draws may only hold {@code tiles}. */
    static Consumer<Target> pinAnywhere(long seed, int[] tiles) {
        return t -> t.restrict(Steering.randomCell(seed, t.grid.cells()), tiles);
    }

    /**
     * {@link Steering#pinMask}: the names of the mask's colours are resolved now, the mask's size checked against
     * the grid when the step runs.
     *
     * @throws IllegalArgumentException naming the first pixel whose colour names no tile
     */
    static Consumer<Target> pinMask(Image mask, TileNames names) {
        int w = mask.width();
        int[][] tilesAt = new int[w * mask.height()][]; // by pixel x + y * w; null where transparent
        for (int p = 0; p < tilesAt.length; p++) {
            int argb = mask.pixel(p % w, p / w);
            if (argb >>> 24 != 0) {
                tilesAt[p] = names.resolveOrFail(ColorNames.of(argb), "mask pixel (" + p % w + ", " + p / w + ")");
            }
        }
        return t -> {
            GridWalks.requireLayerSize(t.grid, w, mask.height(), "mask");
            for (int p = 0; p < tilesAt.length; p++) {
                if (tilesAt[p] != null) {
                    for (int c : GridWalks.column(t.grid, p % w, p / w)) {
                        t.restrict(c, tilesAt[p]);
                    }
                }
            }
        };
    }

    /** Every cell of {@code area} may only hold {@code tiles}. */
    static Consumer<Target> area(BorderArea area, int[] tiles) {
        return t -> {
            for (int c : area.cells(t.grid)) {
                t.restrict(c, tiles);
            }
        };
    }

    /** {@link Steering#row}: every cell of row {@code y} may only hold {@code tiles}. */
    static Consumer<Target> row(int y, int[] tiles) {
        return t -> {
            for (int c : GridWalks.row(t.grid, y, "row")) {
                t.restrict(c, tiles);
            }
        };
    }

    /** Adds {@code c}. */
    static Consumer<Target> constraint(Constraint c) {
        return t -> t.builder.constraint(c);
    }

    /** Adds {@code c}, which joins the end points (xs[i], ys[i][, zs[i]]), once each is checked to lie in the grid. */
    static Consumer<Target> joining(Constraint c, int[] xs, int[] ys, int[] zs) {
        int[] px = xs.clone();
        int[] py = ys.clone();
        int[] pz = zs == null ? null : zs.clone();
        return t -> {
            for (int i = 0; i < px.length; i++) {
                if (pz == null) {
                    GridWalks.cell(t.grid, px[i], py[i], "end point");
                } else {
                    GridWalks.cell(t.grid, px[i], py[i], pz[i], "end point");
                }
            }
            t.builder.constraint(c);
        };
    }
}
