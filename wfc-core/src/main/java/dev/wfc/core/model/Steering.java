package dev.wfc.core.model;

import dev.wfc.core.CellWeights;
import dev.wfc.core.Checks;
import dev.wfc.core.Constraint;
import dev.wfc.core.Grid;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.io.Image;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Designer constraints stated with tile names: pinned cells, borders (forcing or banning, of an area of the edges),
 * rows, counts, connectivity, paths between end points, paths by tile exits, mirror symmetry, run lengths, separation
 * and per-cell weights. A name stands for every tile whose name equals it or starts with it and a space, so a tiled
 * model's {@code "water"} names every orientation and {@code "water 1"} one; a learned model names tiles by character or {@code #RRGGBB}; the
 * overlapping model names each pattern by the colour it renders ({@link OverlappingModel#tileNames()}), so a
 * colour pins a pixel. Validated as stated; {@link #applyTo} turns it into restrictions and constraints. Every
 * statement works on the square, the hexagon (axial cells) and the cube (cells with a z) but for mirrors (not on the
 * hexagon); {@link #applyTo} refuses what does not fit its grid.
 *
 * <pre>{@code
 * Steering s = new Steering(model.tileNames()).border(EnumSet.allOf(Steering.Edge.class), "water")
 *         .count(new String[] {"monster"}, 1, 1).connected("road");
 * s.applyTo(builder, grid);
 * }</pre>
 */
public final class Steering {
    /** A side of the grid: the four of every grid, then a cube's top and bottom layers (see {@link BorderArea}). */
    public enum Edge { LEFT, RIGHT, TOP, BOTTOM, ABOVE, BELOW }

    /** Every side, for {@link #border}: the four, and above and below on a cube. */
    public static final Set<Edge> ALL_EDGES = Set.of(Edge.values());

    private final TileNames names;
    private final List<Consumer<SteeringSteps.Target>> steps = new ArrayList<>();
    private final List<Constraint> constraints = new ArrayList<>();
    private boolean weighted;

    /** @param tileNames the model's name of each tile id */
    public Steering(List<String> tileNames) {
        this.names = new TileNames(tileNames);
    }

    /**
     * Cell (x, y) may only hold tiles named by {@code tileNames}: on a hexagonal grid the axial cell (x, y); refused
     * on a cube grid, whose cells need a z ({@link #pin(int, int, int, String...)}).
     */
    public Steering pin(int x, int y, String... tileNames) {
        return step(SteeringSteps.pin(x, y, null, resolve(tileNames)));
    }

    /** Cell (x, y, z) of a cube grid may only hold tiles named by {@code tileNames}; refused off the cube. */
    public Steering pin(int x, int y, int z, String... tileNames) {
        return step(SteeringSteps.pin(x, y, z, resolve(tileNames)));
    }

    /**
     * One cell, drawn from {@code seed}, may only hold tiles named by {@code tileNames}: cell
     * {@link #randomCell randomCell(seed, cells)} of the grid, a pure function of the seed and the grid's size (what
     * DeBroglie's {@code fixedTile} without a point does).
     */
    public Steering pinAnywhere(long seed, String... tileNames) {
        return step(SteeringSteps.pinAnywhere(seed, resolve(tileNames)));
    }

    /**
     * The cell that {@link #pinAnywhere} pins on a grid of {@code cells} cells: the SplitMix64 finalizer of
     * {@code seed ^ 0x6669786564} ("fixed") taken unsigned modulo {@code cells}, row-major from the top left.
     */
    public static int randomCell(long seed, int cells) {
        return (int) Long.remainderUnsigned(dev.wfc.core.Seeds.mix(seed ^ 0x6669786564L), cells);
    }

    /**
     * Pins from a mask image of the grid's size: every pixel that is not fully transparent pins its cell to the
     * tiles named by its colour ({@link ColorNames}); transparent pixels stay free. Pixel (x, y) pins the axial cell
     * (x, y) of a hexagonal grid, and cell (x, y) of every layer of a cube grid (as {@link #weights} and a mask
     * read their pixels).
     */
    public Steering pinMask(Image mask) {
        return step(SteeringSteps.pinMask(mask, names));
    }

    /** Every cell on the given edges may only hold tiles named by {@code tileNames}. */
    public Steering border(Set<Edge> edges, String... tileNames) {
        return border(BorderArea.of(edges), tileNames);
    }

    /** Every cell of {@code area} may only hold tiles named by {@code tileNames}. */
    public Steering border(BorderArea area, String... tileNames) {
        return step(SteeringSteps.area(area, resolve(tileNames)));
    }

    /**
     * No cell on the given edges may hold a tile named by {@code tileNames} (a border that bans instead of forcing).
     */
    public Steering banBorder(Set<Edge> edges, String... tileNames) {
        return banBorder(BorderArea.of(edges), tileNames);
    }

    /** No cell of {@code area} may hold a tile named by {@code tileNames}. */
    public Steering banBorder(BorderArea area, String... tileNames) {
        return step(SteeringSteps.area(area, names.allBut(resolve(tileNames))));
    }

    /**
     * The cells holding a path tile form one network in which two neighbours join only where each opens towards the
     * other (see {@link Constraint#edgedPath}): {@code exits} gives, by name, the sides each named tile opens to
     * (above and below on a cube only); a tile named twice opens to every side given; every edge at once opens every
     * side of the grid. Tiles not named are off the path. Square and cube grids; a hexagon's sides are not edges:
     * {@link #edgedPath(java.util.Map, int[], int[], int[])}.
     *
     * @throws IllegalArgumentException for no name, a name that names no tile, or a name without a side
     */
    public Steering edgedPath(java.util.Map<String, Set<Edge>> exits) {
        steps.add(t -> ExitBits.checkEdges(t.grid()));
        return edgedPath(ExitBits.ofEdges(exits), null, null, null);
    }

    /**
     * The cells at the end points {@code (xs[i], ys[i])} hold path tiles and are joined by one path of them, through
     * neighbours that open towards each other ({@code exits} as for {@link #edgedPath(java.util.Map)}); other path
     * cells are free (see {@link Constraint#edgedPath(int[], int[], int[])}).
     *
     * @throws IllegalArgumentException as {@link #edgedPath(java.util.Map)}, or for no end point or as many x as y
     */
    public Steering edgedPath(java.util.Map<String, Set<Edge>> exits, int[] xs, int[] ys) {
        steps.add(t -> ExitBits.checkEdges(t.grid()));
        return edgedPath(ExitBits.ofEdges(exits), xs, ys, null);
    }

    /**
     * An edged path on any grid, each named tile's sides given as bits of the grid's directions (bit d opens towards
     * direction d of its {@link dev.wfc.core.topo.Topology}, -1 towards every one; {@link dev.wfc.core.topo.TileSides}
     * reads them from side names), joining the end points {@code (xs[i], ys[i][, zs[i]])}, or every path cell if
     * {@code xs} is null; {@code zs} is null off the cube. A direction the grid lacks is refused when applied.
     *
     * @throws IllegalArgumentException as {@link #edgedPath(java.util.Map, int[], int[])}
     */
    public Steering edgedPath(java.util.Map<String, Integer> exits, int[] xs, int[] ys, int[] zs) {
        int[] bits = ExitBits.byTile(exits, names.size(), this::resolve);
        return xs == null ? add(Constraint.edgedPath(bits))
                : addJoining(Constraint.edgedPath(bits, xs, ys, zs), xs, ys, zs);
    }

    /**
     * The map is its own mirror image: left to right ({@code alongX}) or top to bottom. Each tile is its own mirror
     * image except for those {@code pairs} name: a pair {@code (a, b)} makes the tile named {@code a} the image of the
     * one named {@code b} and back (see {@link Constraint#mirror}).
     *
     * @throws IllegalArgumentException for a pair whose names do not each name exactly one tile, or a tile paired
     *     with two others
     */
    public Steering mirror(boolean alongX, List<String[]> pairs) {
        return add(Constraint.mirror(names.mirrorImages(pairs), alongX ? 0 : 1));
    }

    private Steering add(Constraint c) {
        constraints.add(c);
        return step(SteeringSteps.constraint(c));
    }

    /**
     * The cells at the end points {@code (xs[i], ys[i])} hold tiles named by {@code tileNames} and are joined by one
     * path of such cells, through the grid's neighbours (see {@link Constraint#path}); other cells of those tiles
     * are free. On a cube grid the end points need a z: {@link #path(String[], int[], int[], int[])}.
     *
     * @throws IllegalArgumentException for no end point or as many x as y
     */
    public Steering path(String[] tileNames, int[] xs, int[] ys) {
        return addJoining(Constraint.path(resolve(tileNames), xs, ys), xs, ys, null);
    }

    /**
     * As {@link #path(String[], int[], int[])} between the end points {@code (xs[i], ys[i], zs[i])} of a cube grid;
     * refused off the cube.
     */
    public Steering path(String[] tileNames, int[] xs, int[] ys, int[] zs) {
        return addJoining(Constraint.path(resolve(tileNames), xs, ys, zs), xs, ys, zs);
    }

    /** Adds {@code c}, which joins the end points (xs[i], ys[i][, zs[i]]); each must lie inside the grid. */
    private Steering addJoining(Constraint c, int[] xs, int[] ys, int[] zs) {
        constraints.add(c);
        return step(SteeringSteps.joining(c, xs, ys, zs));
    }

    /**
     * Every cell of row {@code y} may only hold tiles named by {@code tileNames} (a generalized ground): the cells
     * (x, y) for every x, on a hexagonal grid a row of hexagons across the screen, on a cube grid in every layer
     * (the plane of cells (x, y, z)).
     */
    public Steering row(int y, String... tileNames) {
        return step(SteeringSteps.row(y, resolve(tileNames)));
    }

    /** Between {@code min} and {@code max} cells hold a tile named by {@code tileNames}. */
    public Steering count(String[] tileNames, int min, int max) {
        return add(Constraint.count(resolve(tileNames), min, max));
    }

    /**
     * The cells holding a tile named by {@code tileNames} form one region connected through the grid's neighbours
     * (4 on the square, 6 on the hexagon and the cube).
     */
    public Steering connected(String... tileNames) {
        return add(Constraint.connected(resolve(tileNames)));
    }

    /**
     * No more than {@code max} cells in a row hold a tile named by {@code tileNames}, along each of {@code axes}, or
     * every axis of the grid if it is empty (see {@link Constraint#maxConsecutive(int[], int, Set)}); an axis that
     * the grid does not have is refused when applied.
     */
    public Steering maxRun(String[] tileNames, int max, Set<dev.wfc.core.topo.Axis> axes) {
        return add(Constraint.maxConsecutive(resolve(tileNames), max, axes));
    }

    /**
     * Two cells holding a tile named by {@code tileNames} lie at least {@code minDistance} neighbour steps apart:
     * Manhattan distance on the square and the cube, hex distance on the hexagon (see {@link Constraint#separation}).
     */
    public Steering separation(String[] tileNames, int minDistance) {
        return add(Constraint.separation(resolve(tileNames), minDistance));
    }

    /**
     * One factor of per-cell weights: the weight of every tile named by {@code tiles} is multiplied by
     * {@code factor} in the cells whose pixel in the weight map has colour {@code colour} ({@code #RRGGBB}, or
     * {@code #RRGGBBAA} when not opaque, any case), or in every cell when {@code colour} is null. A factor of 0
     * bans the tiles there.
     */
    public record WeightFactor(String colour, List<String> tiles, double factor) {
        /** @throws IllegalArgumentException for a factor that is negative or not finite, or no tile */
        public WeightFactor {
            Checks.finiteAtLeastZero("factor", factor);
            tiles = List.copyOf(tiles);
        }
    }

    /**
     * Per-cell weights ({@link CellWeights}): each cell's tile weights are the rules' weights times every factor
     * that applies to it, by the colour of its pixel in {@code map} (of the grid's size; null when every factor has
     * no colour). Cells of one colour share one region. On any grid: a hexagonal grid's cell (x, y) (axial, as
     * {@link Grid#index}) takes pixel (x, y), and every layer of a cube grid takes the map's pixels. At most one call
     * per steering.
     *
     * @throws IllegalArgumentException for a name that names no tile, a factor with a colour but no map, more
     *     colours than {@link CellWeights#MAX_REGIONS} regions hold, or a second call
     */
    public Steering weights(Image map, List<WeightFactor> factors) {
        SteeringWeights.checkFirst(weighted, factors);
        weighted = true;
        return step(SteeringWeights.step(map, factors, names));
    }

    /**
     * The constraints stated so far by {@link #count}, {@link #connected}, {@link #maxRun}, {@link #separation},
     * {@link #edgedPath}, {@link #mirror} and {@link #path}, in order: the very objects that {@link #applyTo} adds, so
     * that a {@link dev.wfc.core.Diagnosis#constraint()} can be traced to its statement.
     */
    public List<Constraint> constraints() {
        return List.copyOf(constraints);
    }

    /**
     * Adds every restriction and constraint to {@code builder}, whose grid is {@code grid}.
     *
     * @throws IllegalArgumentException if a coordinate lies outside the grid, a pin or end point lacks or has a z
     *     that the grid does not, a mask has another size, or a statement does not fit the grid's topology (tile
     *     exits towards a side it does not have, a mirror on a hexagon, an axis or edge it does not have)
     */
    public void applyTo(SolverBuilder builder, Grid grid) {
        SteeringSteps.Target target = new SteeringSteps.Target(builder, grid);
        steps.forEach(s -> s.accept(target));
    }

    /** A steering with the same names and statements, so far; the statements are immutable and shared. */
    Steering copy() {
        Steering c = new Steering(names.list());
        c.steps.addAll(steps);
        c.constraints.addAll(constraints);
        c.weighted = weighted;
        return c;
    }

    private Steering step(Consumer<SteeringSteps.Target> step) {
        steps.add(step);
        return this;
    }

    private int[] resolve(String... tileNames) {
        return names.resolve(tileNames);
    }
}
