package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.io.GridJson;
import dev.wfc.core.io.GridText;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.topo.Mask;
import dev.wfc.core.topo.Topology;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The learned-adjacency model (the "even simpler tiled model"): every distinct colour of the example images, or
 * every distinct character of the example texts, is a tile; a tile's weight is its number of occurrences, and two
 * tiles may be neighbours in a direction exactly when they are neighbours that way somewhere in an example. Several
 * examples add their counts and unite their adjacencies. Tiles are numbered in order of first appearance.
 *
 * <p>Options: {@code periodicInput} also learns the pairs that wrap around each example's edges; {@code symmetry} k
 * also learns from the first k of the example's 8 square symmetries in the classic order (identity, mirror, quarter
 * turn, its mirror, half turn, ...), counting occurrences in each.
 *
 * <p>Topologies: by default the examples and the output are square grids. On a {@link Topology#HEX} model an
 * image example is read as a rhombus of axial cells (pixel (x, y) is cell (x, y)), optionally masked; on a
 * {@link Topology#CUBE} model the examples are MagicaVoxel voxel boxes ({@link Voxels}: a tile per colour index,
 * empty space included) and the palette is kept for the output. On both, every one of the D directions is learned
 * from the example's own neighbours (through {@link Grid#neighbor}); on hexagons symmetry k learns each pair also
 * in the directions the hexagon's first k of 12 symmetries turn it into (a tile is the same tile in every
 * orientation), and on cubes k applies the square's first k symmetries to every horizontal layer (up stays up).
 */
public final class LearnedModel implements Model {
    /** The kind of the examples, and so of the output. */
    public enum Form {
        /** PNG images: a tile per colour, a pixel per cell. */
        IMAGE,
        /** Text: a tile per character, a character per cell. */
        TEXT,
        /** MagicaVoxel voxels: a tile per colour index (0, empty space, included), a voxel per cell. */
        VOXEL,
        /** A Tiled map's tile layer: a tile per global tile id (0, no tile, included), drawn in made-up colours. */
        TILES
    }

    /** The largest output scale: pixels per cell side. */
    public static final int MAX_SCALE = 1024;
    private static final Set<MapFormat> IMAGE_FORMATS = Collections.unmodifiableSet(EnumSet.of(MapFormat.PNG,
            MapFormat.JSON));
    private static final Set<MapFormat> TEXT_FORMATS = Collections.unmodifiableSet(EnumSet.of(MapFormat.JSON,
            MapFormat.TXT));

    private final Form form;
    private final Topology topology;
    private final int[] symbols;
    private final double[] weights;
    private final List<String> names;
    private final Rules rules;
    private final SymbolPicture picture;

    /** @param palette {@link Form#VOXEL}: the examples' palette, ARGB by colour index; null otherwise */
    LearnedModel(Form form, Topology topology, int[] palette, int[] symbols, double[] weights,
                         Rules rules) {
        this.form = form;
        this.topology = topology;
        this.symbols = symbols;
        this.weights = weights;
        this.rules = rules;
        this.picture = new SymbolPicture(form, topology, palette, symbols, weights);
        this.names = picture.names();
    }

    /** A builder with no examples yet; defaults: non-periodic input, symmetry 1 (the examples as they are). */
    public static LearnedModelBuilder builder() {
        return new LearnedModelBuilder();
    }

    @Override
    public Rules rules() {
        return rules;
    }

    public Form form() {
        return form;
    }

    /** The grid kind of the examples and of every output. */
    public Topology topology() {
        return topology;
    }

    /**
     * The grid of an output: square as {@link Model#grid}, a rhombus of axial cells on a hexagonal model, one layer
     * ({@link #grid(int, int, int, boolean)} gives more) on a cubic one.
     */
    @Override
    public Grid grid(int width, int height, boolean periodic) {
        return topology == Topology.SQUARE ? Model.super.grid(width, height, periodic)
                : grid(width, height, 1, periodic);
    }

    /**
     * The grid of an output of {@code depth} layers (cube only; 1 otherwise), every axis periodic or none.
     *
     * @throws IllegalArgumentException if a side is out of range, or depth is not 1 on a 2D topology
     */
    public Grid grid(int width, int height, int depth, boolean periodic) {
        return Grid.builder(topology).size(width, height).depth(depth).periodic(periodic).build();
    }

    public int tileCount() {
        return symbols.length;
    }

    /**
     * Tile {@code t}'s colour (ARGB) for {@link Form#IMAGE}, its code point for {@link Form#TEXT}, its colour index
     * for {@link Form#VOXEL}, its global tile id for {@link Form#TILES}.
     */
    public int symbol(int t) {
        return symbols[t];
    }

    /**
     * Tile {@code t} as a picture: its character light on dark in a square of 16 pixels for {@link Form#TEXT}, else
     * its colour as one pixel (see {@link #tileColors()}).
     */
    @Override
    public Image tileImage(int t) {
        return form == Form.TEXT ? Glyphs.of(symbols[t]) : new Image(new int[] {picture.color(t)}, 1, 1);
    }

    /** Occurrences of tile {@code t} in all examples and their symmetries. */
    public double weight(int t) {
        return weights[t];
    }

    /** Tile names by id: the character, or the colour as {@code #RRGGBB} ({@code #RRGGBBAA} if not opaque). */
    @Override
    public List<String> tileNames() {
        return names;
    }

    /** TXT and JSON for text examples, PNG and JSON for the others (images, voxels, Tiled maps). */
    @Override
    public Set<MapFormat> formats() {
        return form == Form.TEXT ? TEXT_FORMATS : IMAGE_FORMATS;
    }

    /**
     * The map as {@link #render(Solution, int) render(solution, 1)} draws it: a pixel a cell.
     *
     * @throws IllegalStateException if the examples were text
     */
    @Override
    public Image render(Solution solution) {
        return render(solution, 1);
    }

    /**
     * The map as an image of {@code scale x scale} pixels a cell; an undecided cell shows the weighted average
     * colour of its remaining tiles, a cell outside the grid's mask is transparent.
     *
     * @throws IllegalStateException if the examples were text
     * @throws IllegalArgumentException if {@code scale} is outside 1..{@link #MAX_SCALE}
     */
    public Image render(Solution solution, int scale) {
        return picture.render(solution, scale);
    }

    /** As {@link Model#shaped}; a mask with holes needs text examples that leave {@link GridText#OUTSIDE} free. */
    @Override
    public Model shaped(int depth, Mask mask) {
        if (form == Form.TEXT) {
            GridText.checkOutside(names, mask);
        }
        return Model.super.shaped(depth, mask);
    }

    /** As {@link Model#encode}; a PNG as {@link #png(Solution, int) png(solution, 1)} makes it. */
    @Override
    public byte[] encode(Solution solution, MapFormat format) {
        return format == MapFormat.PNG && form != Form.TEXT ? png(solution, 1) : Model.super.encode(solution, format);
    }

    /**
     * The PNG of {@link #render(Solution, int)}, byte for byte {@code Png.encode(render(solution, scale))}; a square
     * map whose every cell is decided is encoded from colour ids, without drawing its ARGB image (when the tiles have
     * at most 256 colours, all opaque).
     *
     * @throws IllegalStateException if the examples were text
     * @throws IllegalArgumentException if {@code scale} is outside 1..{@link #MAX_SCALE}
     */
    public byte[] png(Solution solution, int scale) {
        return picture.png(solution, scale);
    }

    /**
     * The map as text, a character per cell and a line per row.
     *
     * @throws IllegalStateException if the examples were images
     * @throws IllegalArgumentException if a cell is undecided
     */
    @Override
    public String text(Solution solution) {
        if (form != Form.TEXT) {
            throw new IllegalStateException("text: the examples were images (expected: text examples)");
        }
        return GridText.write(solution, names, "");
    }

    /**
     * ARGB by tile: the colour; for voxels the palette colour (empty space transparent); for Tiled ids a colour of
     * the id's own (hue by the golden angle, so neighbouring ids differ; id 0 transparent).
     */
    public int[] tileColors() {
        return picture.tileColors();
    }

    /**
     * A cubic map as MagicaVoxel voxels with the examples' palette; an undecided or masked-out cell is empty.
     *
     * @throws IllegalStateException unless the examples were voxels
     * @throws IllegalArgumentException if a side exceeds {@link Voxels#MAX_SIDE}
     */
    public Voxels voxels(Solution solution) {
        return picture.voxels(solution);
    }

    /** {@link #voxels} as {@code .vox} bytes ({@link Vox#encode}). */
    public byte[] vox(Solution solution) {
        return Vox.encode(voxels(solution));
    }

    /** The map as JSON: tile names and a grid of tile ids (see {@link GridJson}). */
    public String json(Solution solution) {
        return GridJson.write(solution, names);
    }
}
