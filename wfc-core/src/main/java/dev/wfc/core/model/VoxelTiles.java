package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.topo.Topology;
import dev.wfc.core.view.IsometricPicture;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The simple tiled model with 3D tiles on {@link Topology#CUBE}: each tile is a box of voxels (all of one size,
 * square in x and y when turned), with six faces. Under the symmetry asked for (1, 2 or 4 quarter turns about the
 * vertical axis, with or without mirrors in x) every distinct turned and mirrored copy of a tile's voxels is a tile
 * of the rules of its own, named as DeBroglie names them: {@code "wall"}, {@code "wall!90"} (turned 90 degrees
 * clockwise seen from above, y down), {@code "wall!x180"} (mirrored in x, then turned 180); copies whose voxels are
 * equal are one tile, so a tile's own symmetry decides how many it makes. Each copy weighs its tile's weight.
 *
 * <p>Neighbours: pairs given by {@link VoxelTilesBuilder#allow} (left/right, up/down, above/below), each repeated
 * under every element of the symmetry; and with {@link VoxelTilesBuilder#autoAdjacency} every pair whose touching
 * faces match ({@link FaceMatch}): the layer of voxels of one tile against the facing layer of the other, voxel by voxel, by ARGB
 * colour (empty counts as a colour), allowed when the share of differing voxels is at most the tolerance.
 *
 * <pre>{@code
 * VoxelTiles castle = VoxelTiles.builder().symmetry(4, true).autoAdjacency(0.02)
 *         .tile("empty", Vox.read(dir.resolve("empty.vox")), 1).tile("wall", Vox.read(dir.resolve("wall.vox")), 1)
 *         .build();
 * Solution map = SolverBuilder.of(castle.rules(), castle.grid(10, 10, 10, false, false, false)).build().solve(7);
 * Vox.write(out, castle.voxels(map));
 * }</pre>
 *
 * <p>Maintainers: a copy is element {@code g = 4 r + k} ({@link TileCopies}, {@link VoxelBoxes});
 * {@code copies[base][g]} is its tile id, -1 for an element outside the symmetry; {@link VoxelPainter} draws maps.
 * Building is O(T^2 x face) for auto adjacency, T the tiles.
 */
public final class VoxelTiles implements Model {
    private static final Set<MapFormat> FORMATS = Collections.unmodifiableSet(EnumSet.of(MapFormat.PNG,
            MapFormat.JSON));
    /** The most tiles (copies included): the rules' masks and the pair table stay small. */
    public static final int MAX_TILES = 4096;
    /** The most voxels of all copies together (ints held while building), checked before any copy is made. */
    public static final long MAX_VOXELS = 1L << 26;
    /** The most voxel comparisons auto adjacency may make (copies squared times the three face sizes). */
    public static final long MAX_COMPARISONS = 1L << 34;

    private final Rules rules;
    private final List<String> names;
    private final int[][] boxes;
    private final int[] baseOf;
    private final int[][] copies;
    private final List<String> baseNames;
    private final int sx;
    private final int sy;
    private final int sz;

    VoxelTiles(Rules rules, List<String> names, int[][] boxes, int[] baseOf, int[][] copies,
                       List<String> baseNames, int sx, int sy, int sz) {
        this.rules = rules;
        this.names = List.copyOf(names);
        this.boxes = boxes;
        this.baseOf = baseOf;
        this.copies = copies;
        this.baseNames = List.copyOf(baseNames);
        this.sx = sx;
        this.sy = sy;
        this.sz = sz;
    }

    public static VoxelTilesBuilder builder() {
        return new VoxelTilesBuilder();
    }

    /**
     * Reads a 3D tileset file: {@code <set topology="cube" rotations reflections tolerance>} with {@code <tiles>} of
     * {@code <tile name weight>}, each tile's voxels in {@code NAME.vox} in the folder named as the file beside it,
     * and {@code <neighbors>} of pairs such as {@code <neighbor above="roof" below="wall!90"/>}; with
     * {@code tolerance}, touching faces that match are allowed too (docs/cli.md describes the format).
     *
     * @throws dev.wfc.core.io.InvalidInputException naming the file and the element: malformed XML, another
     *     topology, an unknown attribute or element, a bad name, weight, symmetry, tolerance or pair, a missing or
     *     bad {@code .vox}, tiles of unequal sizes, or more voxels than {@link #MAX_VOXELS} (checked before the
     *     second tile file is read)
     * @throws IOException if a file cannot be read
     */
    public static VoxelTiles read(Path file) throws IOException {
        return CubeTilesetReader.read(file);
    }

    @Override
    public Rules rules() {
        return rules;
    }

    /** Tile names by id: the tile's name, with {@code !90}, {@code !x0} ... for a turned or mirrored copy. */
    @Override
    public List<String> tileNames() {
        return names;
    }

    public int tileCount() {
        return boxes.length;
    }

    /**
     * The tile a name stands for, or -1: a name of {@link #tileNames()}, or a tile's name with a copy suffix
     * ({@code "wall!180"}) that names the same voxels as a copy of another name. O(T).
     */
    public int tile(String name) {
        int t = names.indexOf(name);
        int bang = name.indexOf('!');
        if (t >= 0 || bang < 0) {
            return t;
        }
        int b = baseNames.indexOf(name.substring(0, bang));
        int g = TileCopies.element(4, name.substring(bang + 1));
        return b < 0 || g < 0 ? -1 : copies[b][g];
    }

    /** The index of the {@link VoxelTilesBuilder#tile} call that tile {@code t} is a copy of. */
    public int baseOf(int t) {
        return baseOf[t];
    }

    /**
     * The copy of tile {@code base} (a {@link VoxelTilesBuilder#tile} index) mirrored in x if {@code mirrored}, then
     * turned {@code k} quarter turns clockwise, or -1 if that element is not in the symmetry.
     */
    public int copy(int base, boolean mirrored, int k) {
        return copies[base][(mirrored ? 4 : 0) + (k & 3)];
    }

    /** Voxel size of every tile: {@code {sx, sy, sz}}. */
    public int[] tileSize() {
        return new int[] {sx, sy, sz};
    }

    /** A box grid of {@code width x height x depth} tiles, each axis periodic as asked. */
    public Grid grid(int width, int height, int depth, boolean px, boolean py, boolean pz) {
        return Grid.builder(Topology.CUBE).size(width, height).depth(depth).periodic(px, py, pz).build();
    }

    /** One layer of tiles on the cube grid ({@link #grid(int, int, int, boolean, boolean, boolean)} gives more). */
    @Override
    public Grid grid(int width, int height, boolean periodic) {
        return grid(width, height, 1, periodic, periodic, false);
    }

    @Override
    public Set<MapFormat> formats() {
        return FORMATS;
    }

    /**
     * A cubic map as MagicaVoxel voxels: each cell's tile's voxels placed at {@code (x * sx, y * sy, z * sz)}; an
     * undecided or masked-out cell stays empty. The palette is every colour of the tiles, in tile order.
     *
     * @throws WfcInputException if the map would exceed {@link Voxels#MAX_SIDE} voxels along an axis, or its tiles
     *     use more than 255 colours
     */
    public Voxels voxels(Solution solution) {
        Grid g = solution.grid();
        checkVoxelSize(g.width(), g.height(), g.depth());
        return VoxelPainter.paint(solution, boxes, sx, sy, sz);
    }

    /**
     * Checks, before solving, that a map of {@code width x height x depth} cells fits in {@link #voxels}.
     *
     * @throws WfcInputException if its voxels would exceed {@link Voxels#MAX_SIDE} along an axis
     */
    public void checkVoxelSize(int width, int height, int depth) {
        long wx = (long) width * sx;
        long wy = (long) height * sy;
        long wz = (long) depth * sz;
        if (wx > Voxels.MAX_SIDE || wy > Voxels.MAX_SIDE || wz > Voxels.MAX_SIDE) {
            throw new WfcInputException("voxels: " + wx + "x" + wy + "x" + wz + " for " + width + "x" + height + "x"
                    + depth + " tiles of " + sx + "x" + sy + "x" + sz + " (expected: at most " + Voxels.MAX_SIDE
                    + " along each axis, MagicaVoxel's limit)");
        }
    }

    /**
     * The ints a map of {@code width x height x depth} cells holds once drawn, for a memory estimate: its voxels,
     * plus with {@code preview} the isometric picture at {@code unit}, generously.
     */
    public double pictureInts(int width, int height, int depth, int unit, boolean preview) {
        double vw = (double) width * sx;
        double vh = (double) height * sy;
        double vd = (double) depth * sz;
        return vw * vh * vd + (preview ? (vw + vh) * 2.0 * unit * ((vw + vh + 2.0 * vd + 2) * unit) : 0);
    }

    /** {@link #voxels} as {@code .vox} bytes. */
    public byte[] vox(Solution solution) {
        return Vox.encode(voxels(solution));
    }

    /** The isometric preview of {@link #voxels}: a cube of {@code unit} a voxel (see {@link IsometricPicture}). */
    public Image preview(Solution solution, int unit) {
        return IsometricPicture.draw(voxels(solution), unit);
    }

    /** {@link #preview} with unit 1. */
    @Override
    public Image render(Solution solution) {
        return preview(solution, 1);
    }

    /**
     * Tile {@code t} as a picture: its voxels' layers one below the other, the bottom one (z = 0) at the top, so
     * {@code sx} wide and {@code sy * sz} high; empty voxels are transparent.
     */
    @Override
    public Image tileImage(int t) {
        return new Image(boxes[t].clone(), sx, sy * sz);
    }

    /**
     * A colour per tile, for a map drawn a colour a cell: each channel's rounded mean over the tile's filled voxels,
     * opaque; 0 (transparent) for a tile without voxels.
     */
    public int[] tileColors() {
        return VoxelPainter.meanColors(boxes);
    }

    /** Tile {@code t}'s voxels, ARGB at {@code x + (y + z * sy) * sx}, 0 empty (a copy). */
    public int[] tileVoxels(int t) {
        return boxes[t].clone();
    }

    /** The {@link VoxelTilesBuilder#tile} names, in call order. */
    public List<String> baseNames() {
        return baseNames;
    }
}
