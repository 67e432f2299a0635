package dev.wfc.core.model;

import dev.wfc.core.Checks;
import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.TmxMap;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.topo.Topology;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The overlapping model on any grid, cut by a mask if need be: on a {@link Topology#CUBE} grid from a voxel sample,
 * on a {@link Topology#HEX} grid from a hexagonal Tiled map or an image read as a rhombus of axial cells, and on a
 * {@link Topology#SQUARE} grid from an image, for masked maps (the classic {@link OverlappingModel} makes the
 * unmasked square ones).
 *
 * <p><b>Pattern shape.</b> A pattern is a window of {@code nx x ny x nz} cells ({@code nz = 1} off the cube):
 * the cells {@code (x + i, y + j, z + k)}, {@code 0 <= i < nx, 0 <= j < ny, 0 <= k < nz}, of the grid's own
 * coordinates. On the cube that is a box; on the hexagon's axial grid it is a rhombus of {@code nx x ny} hexagons
 * whose sides run right ({@code (1, 0)}) and down-left ({@code (0, 1)}), as DeBroglie's hexagonal overlapping model
 * has it; N = 2 is a cell with its right, down-left and down-right neighbours. On the square it is the classic
 * N x N square.
 *
 * <p><b>Patterns.</b> Each distinct window of sample cells, read through the symmetries asked for, is a pattern
 * weighted by its occurrences ({@link GridOverlappingModelBuilder} states the reading). Two patterns may be neighbours
 * in direction {@code d} when they agree where the window shifted by {@code d}'s offset overlaps itself.
 *
 * <p><b>Output.</b> One cell a unit: every cell of the output grid holds a pattern anchored there and shows the
 * pattern's first cell {@code (0, 0, 0)}; patterns of cells by a non-periodic edge or a hole of the mask overhang it
 * (the part outside is not drawn). Because neighbours agree, every window of the output whose cells all exist (with
 * wrapping on a periodic axis) is one of the sample's patterns. Masks and depth come from {@link Model#shaped}. With
 * ground, the bottom (layer z = 0 on the cube, the last row on the hexagon and the square) holds only the patterns
 * read at the sample's bottom, and no other cell does ({@link GridOverlappingModelBuilder#ground}).
 * Immutable.
 */
public final class GridOverlappingModel implements Model {
    private static final Set<MapFormat> FORMATS = Collections.unmodifiableSet(EnumSet.of(MapFormat.PNG,
            MapFormat.JSON));

    private final Topology topology;
    private final LearnedModel.Form form;
    private final PatternWindows windows;
    private final Rules rules;
    private final List<String> names;
    /** With ground: the bottom patterns and the others; null without. */
    private final PatternGround ground;
    /** Names, colours and pictures by what each pattern shows, its cell (0, 0, 0). */
    private final SymbolPicture picture;

    GridOverlappingModel(Topology topology, LearnedModel.Form form, int nx, int ny, int nz, int[] symbols,
                         int[] palette, int[][] patterns, double[] weights, int[] ground) {
        this.topology = topology;
        this.form = form;
        this.windows = new PatternWindows(nx, ny, nz, symbols, patterns);
        this.rules = PatternOverlap.rules(topology, patterns, weights, nx, ny, nz);
        this.picture = new SymbolPicture(form, topology, palette, windows.shown(), weights);
        this.names = picture.names();
        this.ground = ground == null ? null : PatternGround.of(ground, patterns.length);
    }

    /** A builder over a voxel sample on the cube; defaults N = 2 on every axis, periodic input, symmetry 1. */
    public static GridOverlappingModelBuilder builder(Voxels sample) {
        return new GridOverlappingModelBuilder(Topology.CUBE, LearnedModel.Form.VOXEL, sample.colors().clone(),
                sample.width(), sample.height(), sample.depth(), null, sample.palette().clone());
    }

    /**
     * A builder over a hexagonal Tiled map's first tile layer, read onto the axial grid ({@link TmxMap#axial()}:
     * a band of offset rows, the rest of its box not sample cells); a value per global tile id.
     *
     * @throws WfcInputException if the map is not hexagonal
     */
    public static GridOverlappingModelBuilder builder(TmxMap sample) {
        if (!sample.hexagonal()) {
            throw new WfcInputException("sample: an orthogonal map (expected: a hexagonal map for the hex "
                    + "overlapping model)");
        }
        TmxMap.Axial axial = sample.axial();
        return new GridOverlappingModelBuilder(Topology.HEX, LearnedModel.Form.TILES, axial.gids(), axial.width(),
                axial.height(), 1, axial.inside(), null);
    }

    /**
     * A builder over an image read as a rhombus of axial hexagons (pixel (x, y) is cell (x, y)), a value per
     * colour; {@code exists} (null: every pixel) says which pixels are sample cells.
     *
     * @throws WfcInputException if {@code exists} does not have a value a pixel or holds no cell
     */
    public static GridOverlappingModelBuilder hexBuilder(Image sample, boolean[] exists) {
        if (exists != null) {
            Grid.builder(Topology.HEX).size(sample.width(), sample.height()).mask(exists).build(); // checks it
        }
        return new GridOverlappingModelBuilder(Topology.HEX, LearnedModel.Form.IMAGE, sample.argb().clone(),
                sample.width(), sample.height(), 1, exists == null ? null : exists.clone(), null);
    }

    /**
     * A builder over an image on the square grid (pixel (x, y) is cell (x, y)), a value per colour, for maps cut by
     * a mask ({@link Model#shaped}).
     */
    public static GridOverlappingModelBuilder squareBuilder(Image sample) {
        return new GridOverlappingModelBuilder(Topology.SQUARE, LearnedModel.Form.IMAGE, sample.argb().clone(),
                sample.width(), sample.height(), 1, null, null);
    }

    @Override
    public Rules rules() {
        return rules;
    }

    public Topology topology() {
        return topology;
    }

    /** The kind of the sample, and so of the output: {@code VOXEL}, {@code TILES} or {@code IMAGE}. */
    public LearnedModel.Form form() {
        return form;
    }

    /** The pattern's side along x. */
    public int nx() {
        return windows.nx();
    }

    public int ny() {
        return windows.ny();
    }

    /** 1 off the cube. */
    public int nz() {
        return windows.nz();
    }

    public int patternCount() {
        return windows.count();
    }

    /** The number of occurrences (with symmetry) of pattern {@code t}. */
    public double weight(int t) {
        return rules.weight(t);
    }

    /**
     * The sample value at cell {@code (i, j, k)} of pattern {@code t}: a colour index for voxels, a global tile id
     * for a Tiled map, an ARGB colour for an image.
     */
    public int value(int t, int i, int j, int k) {
        return windows.value(t, i, j, k);
    }

    /** The value pattern {@code t} shows in its cell: {@link #value value(t, 0, 0, 0)}. */
    public int symbol(int t) {
        return value(t, 0, 0, 0);
    }

    /** Pattern names by id: what its cell shows, as {@link LearnedModel#tileNames()} names that value. */
    @Override
    public List<String> tileNames() {
        return names;
    }

    /**
     * The grid of an output of {@code width x height} cells (one layer); {@link #grid(int, int, int, boolean)} gives
     * more.
     */
    @Override
    public Grid grid(int width, int height, boolean periodic) {
        return grid(width, height, 1, periodic);
    }

    /**
     * The grid of an output of {@code depth} layers (cube only; 1 otherwise), every axis periodic or none.
     *
     * @throws IllegalArgumentException if a side is out of range, or depth is not 1 off the cube
     */
    public Grid grid(int width, int height, int depth, boolean periodic) {
        return Grid.builder(topology).size(width, height).depth(depth).periodic(periodic).build();
    }

    /** A builder on {@link #grid(int, int, boolean)}'s grid, with the ground applied: {@link #solverBuilder(Grid)}. */
    @Override
    public SolverBuilder solverBuilder(int width, int height, boolean periodic) {
        return solverBuilder(grid(width, height, periodic));
    }

    /**
     * A fresh builder on {@code grid} (of this model's topology, as {@link #grid} or {@link #shaped} make it): with
     * ground, the cells of the bottom (layer z = 0 on the cube, the last row y = height - 1 on the hexagon and the
     * square) keep only the sample's bottom patterns and every other cell loses them.
     */
    public SolverBuilder solverBuilder(Grid grid) {
        SolverBuilder b = SolverBuilder.of(rules, grid);
        if (ground != null) {
            ground.apply(b, grid, topology);
        }
        return b;
    }

    /** This model on grids of {@code depth} layers cut by {@code mask}, its ground kept ({@link Model#shaped}). */
    @Override
    public Model shaped(int depth, dev.wfc.core.topo.Mask mask) {
        Checks.depth(depth, topology);
        return new ShapedModel(this, depth, mask, this::solverBuilder);
    }

    /** Whether the bottom holds the sample's bottom patterns ({@link GridOverlappingModelBuilder#ground}). */
    public boolean ground() {
        return ground != null;
    }

    /** PNG (squares, hexagons, or an isometric preview of the cube) and JSON. */
    @Override
    public Set<MapFormat> formats() {
        return FORMATS;
    }

    /** {@link #render(Solution, int) render(solution, 1)}. */
    @Override
    public Image render(Solution solution) {
        return render(solution, 1);
    }

    /**
     * The map as {@link dev.wfc.core.view.HexPicture} draws hexagons ({@code scale} the hexagon's width, at least
     * 2), as {@link dev.wfc.core.view.IsometricPicture} previews a cube map ({@code scale} its unit), or a square map
     * in squares of {@code scale x scale} pixels; each cell in its pattern's colour. On the square an undecided cell
     * shows the weighted average colour of its remaining patterns, and a cell outside the mask is transparent.
     *
     * @throws IllegalArgumentException if {@code scale} is outside 1..{@link LearnedModel#MAX_SCALE}
     */
    public Image render(Solution solution, int scale) {
        return picture.render(solution, scale);
    }

    /**
     * A square map's picture as {@link OverlappingModel} draws a non-periodic one, patterns by the edge whole: the
     * grid's size plus {@code nx - 1} along a non-periodic x ({@code ny - 1} along y), pixel (x, y) the cell of the
     * last column (row) at most x (y) showing its pattern's pixel at the difference; an undecided cell's pixels are
     * transparent. For unmasked maps (DeBroglie's rectangular patterns); {@link #render} draws a cell a square.
     *
     * @throws IllegalStateException off the square
     */
    public Image overhangPicture(Solution s) {
        if (topology != Topology.SQUARE) {
            throw new IllegalStateException("overhangPicture: a " + topology.id() + " model (expected: square)");
        }
        return windows.overhang(s);
    }

    /** Pattern {@code t}'s cells as a picture {@code nx} wide, its layers stacked downwards ({@code nz * ny} high). */
    @Override
    public Image tileImage(int t) {
        return windows.image(t, picture::valueColor);
    }

    /**
     * ARGB by pattern, of the value it shows: the palette colour for voxels (empty space transparent), the colour
     * for an image, a made-up colour per global tile id as {@link LearnedModel#tileColors()} has it.
     */
    public int[] tileColors() {
        return picture.tileColors();
    }

    /**
     * A value per cell of the map ({@link #symbol} of its pattern), {@code 0} where a cell is undecided or masked
     * out.
     */
    public int[] values(Solution solution) {
        return picture.values(solution);
    }

    /**
     * A cubic map as MagicaVoxel voxels with the sample's palette; an undecided or masked-out cell is empty.
     *
     * @throws IllegalStateException unless the sample was voxels
     * @throws IllegalArgumentException if a side exceeds {@link Voxels#MAX_SIDE}
     */
    public Voxels voxels(Solution solution) {
        if (form != LearnedModel.Form.VOXEL) {
            throw new IllegalStateException("voxels: the sample was not voxels (expected: a .vox sample)");
        }
        return picture.voxels(solution);
    }

    /** {@link #voxels} as {@code .vox} bytes ({@link Vox#encode}). */
    public byte[] vox(Solution solution) {
        return Vox.encode(voxels(solution));
    }
}
