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
import dev.wfc.core.view.HexPicture;
import dev.wfc.core.view.IsometricPicture;

import java.util.Arrays;
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
 * <p><b>Symmetry.</b> Symmetry {@code s} (or a subgroup, {@link GridOverlappingModelBuilder#symmetryGroup}) reads the
 * sample through the first {@code s} of the lattice's symmetries ({@link LatticeSymmetry}: 12 on the hexagon, the 6
 * turns by 60 degrees each also mirrored; 8 on the cube, the square's turns and mirrors of every horizontal layer, up
 * staying up; the same 8 on the square): the window anchored at sample cell {@code q} in variant {@code L} holds, at
 * {@code (i, j, k)}, the sample cell {@code q + (L(i, j), k)}. A window counts when all its cells are sample cells:
 * inside the box (an axis of periodic input wraps instead) and inside the sample's mask. Each distinct window is a
 * pattern weighted by its occurrences, numbered in order of first occurrence (anchors z, then y, then x ascending;
 * variants inner). Two patterns may be neighbours in direction {@code d} when they agree where the window shifted by
 * {@code d}'s offset overlaps itself.
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
    private final int nx;
    private final int ny;
    private final int nz;
    /** The sample's distinct values by id, in order of first appearance: colour index, ARGB or global tile id. */
    private final int[] symbols;
    /** {@link LearnedModel.Form#VOXEL}: the sample's palette; null otherwise. */
    private final int[] palette;
    /** patterns[t][i + j * nx + k * nx * ny] = symbol id. */
    private final int[][] patterns;
    private final double[] weights;
    private final Rules rules;
    private final List<String> names;
    /** With ground: the ids of the patterns read at the sample's bottom layer, ascending; null without. */
    private final int[] ground;
    /** With ground: the other ids, ascending; null without. */
    private final int[] aboveGround;

    GridOverlappingModel(Topology topology, LearnedModel.Form form, int nx, int ny, int nz, int[] symbols,
                         int[] palette, int[][] patterns, double[] weights, int[] ground) {
        this.topology = topology;
        this.form = form;
        this.nx = nx;
        this.ny = ny;
        this.nz = nz;
        this.symbols = symbols;
        this.palette = palette;
        this.patterns = patterns;
        this.weights = weights;
        this.rules = rules(topology, patterns, weights, nx, ny, nz);
        String[] n = new String[patterns.length];
        for (int t = 0; t < n.length; t++) {
            int s = symbol(t);
            n[t] = switch (form) {
                case VOXEL -> s == 0 ? "empty" : s + " " + ColorNames.of(palette[s]);
                case TILES -> s == 0 ? "empty" : "gid " + Integer.toUnsignedString(s);
                default -> ColorNames.of(s);
            };
        }
        this.names = List.of(n);
        this.ground = ground;
        this.aboveGround = ground == null ? null : java.util.stream.IntStream.range(0, patterns.length)
                .filter(t -> Arrays.binarySearch(ground, t) < 0).toArray();
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
        return nx;
    }

    public int ny() {
        return ny;
    }

    /** 1 off the cube. */
    public int nz() {
        return nz;
    }

    public int patternCount() {
        return patterns.length;
    }

    /** The number of occurrences (with symmetry) of pattern {@code t}. */
    public double weight(int t) {
        return weights[t];
    }

    /**
     * The sample value at cell {@code (i, j, k)} of pattern {@code t}: a colour index for voxels, a global tile id
     * for a Tiled map, an ARGB colour for an image.
     */
    public int value(int t, int i, int j, int k) {
        return symbols[patterns[t][i + (j + k * ny) * nx]];
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
            for (int c = 0; c < grid.cells(); c++) {
                if (grid.exists(c)) {
                    boolean base = topology == Topology.CUBE ? grid.z(c) == 0 : grid.y(c) == grid.height() - 1;
                    b.restrict(c, base ? ground : aboveGround);
                }
            }
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
     * The map as {@link HexPicture} draws hexagons ({@code scale} the hexagon's width, at least 2), as
     * {@link IsometricPicture} previews a cube map ({@code scale} its unit), or a square map in squares of
     * {@code scale x scale} pixels; each cell in its pattern's colour. On the square an undecided cell shows the
     * weighted average colour of its remaining patterns, and a cell outside the mask is transparent.
     *
     * @throws IllegalArgumentException if {@code scale} is outside 1..{@link LearnedModel#MAX_SCALE}
     */
    public Image render(Solution solution, int scale) {
        Checks.inRange("scale", scale, 1, LearnedModel.MAX_SCALE);
        if (topology == Topology.HEX) {
            return HexPicture.draw(solution, tileColors(), Math.min(HexPicture.MAX_CELL, Math.max(2, scale)));
        }
        if (topology == Topology.SQUARE) {
            int[] colors = tileColors();
            int[][] images = new int[colors.length][scale * scale];
            for (int t = 0; t < images.length; t++) {
                Arrays.fill(images[t], colors[t]);
            }
            return new TileRenderer(images, scale, weights).render(solution, false, true);
        }
        return IsometricPicture.draw(solution, tileColors(), Math.min(IsometricPicture.MAX_UNIT, scale));
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
        Grid g = s.grid();
        int dxMax = g.periodic(0) ? 0 : nx - 1;
        int dyMax = g.periodic(1) ? 0 : ny - 1;
        int width = g.width() + dxMax;
        int height = g.height() + dyMax;
        int[] out = new int[width * height];
        for (int y = 0; y < height; y++) {
            int cy = Math.min(y, g.height() - 1);
            for (int x = 0; x < width; x++) {
                int cx = Math.min(x, g.width() - 1);
                int t = s.tile(cx + cy * g.width());
                out[x + y * width] = t < 0 ? 0 : value(t, x - cx, y - cy, 0);
            }
        }
        return new Image(out, width, height);
    }

    /** Pattern {@code t}'s cells as a picture {@code nx} wide, its layers stacked downwards ({@code nz * ny} high). */
    @Override
    public Image tileImage(int t) {
        int[] argb = new int[nx * ny * nz];
        for (int c = 0; c < argb.length; c++) {
            argb[c] = color(symbols[patterns[t][c]]);
        }
        return new Image(argb, nx, ny * nz);
    }

    /**
     * ARGB by pattern, of the value it shows: the palette colour for voxels (empty space transparent), the colour
     * for an image, a made-up colour per global tile id as {@link LearnedModel#tileColors()} has it.
     */
    public int[] tileColors() {
        int[] c = new int[patterns.length];
        for (int t = 0; t < c.length; t++) {
            c[t] = color(symbol(t));
        }
        return c;
    }

    private int color(int s) {
        return switch (form) {
            case VOXEL -> s == 0 ? 0 : palette[s];
            case TILES -> s == 0 ? 0 : 0xFF000000 | (java.awt.Color.HSBtoRGB((s * 0.618034f) % 1f, 0.55f, 0.9f)
                    & 0xFFFFFF);
            default -> s;
        };
    }

    /**
     * A value per cell of the map ({@link #symbol} of its pattern), {@code 0} where a cell is undecided or masked
     * out.
     */
    public int[] values(Solution solution) {
        int[] out = new int[solution.grid().cells()];
        for (int c = 0; c < out.length; c++) {
            int t = solution.tile(c);
            out[c] = t < 0 ? 0 : symbol(t);
        }
        return out;
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
        Grid g = solution.grid();
        return new Voxels(g.width(), g.height(), g.depth(), values(solution), palette.clone());
    }

    /** {@link #voxels} as {@code .vox} bytes ({@link Vox#encode}). */
    public byte[] vox(Solution solution) {
        return Vox.encode(voxels(solution));
    }

    /**
     * The rules: weights, and in each direction the pairs that agree on their overlap. O(T^2 x D x window).
     */
    private static Rules rules(Topology topo, int[][] patterns, double[] weights, int nx, int ny, int nz) {
        int t = patterns.length;
        Rules.Builder rb = Rules.builder(t, topo);
        for (int i = 0; i < t; i++) {
            rb.weight(i, weights[i]);
        }
        for (int d = 0; d < topo.directions(); d++) {
            for (int a = 0; a < t; a++) {
                for (int b = 0; b < t; b++) {
                    if (agrees(patterns[a], patterns[b], topo.dx(d), topo.dy(d), topo.dz(d), nx, ny, nz)) {
                        rb.allow(a, b, d);
                    }
                }
            }
        }
        return rb.build();
    }

    /** Whether {@code b} anchored at offset (dx, dy, dz) from {@code a} agrees with it where the windows overlap. */
    private static boolean agrees(int[] a, int[] b, int dx, int dy, int dz, int nx, int ny, int nz) {
        for (int k = Math.max(dz, 0); k < Math.min(nz, nz + dz); k++) {
            for (int j = Math.max(dy, 0); j < Math.min(ny, ny + dy); j++) {
                for (int i = Math.max(dx, 0); i < Math.min(nx, nx + dx); i++) {
                    if (a[i + (j + k * ny) * nx] != b[i - dx + (j - dy + (k - dz) * ny) * nx]) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
}
