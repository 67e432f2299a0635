package dev.wfc.corpus.debroglie;

import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.TiledTileset;
import dev.wfc.core.io.TiledReader;
import dev.wfc.core.io.TmxMap;
import dev.wfc.core.model.GridOverlappingModel;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.topo.Topology;
import dev.wfc.corpus.debroglie.DebroglieConfig.ModelType;

import java.io.IOException;
import java.util.List;
import java.util.Set;

/**
 * Reads a DeBroglie configuration into a {@link DebroglieJob}: checks the keys that depend on each other, picks the
 * model its sample and {@code model} key describe (voxels, a hexagonal Tiled sample, a bitmap set, the overlapping
 * model, square or rectangular, or the adjacent model), the output area and the restrictions. The symmetry group is
 * checked against the sample's grid here, once for every model ({@link SymmetryGroups}).
 */
final class DebroglieSetup {
    private DebroglieSetup() {
    }

    /**
     * {@link DebroglieJob#of}: reads the configuration's sample files and builds the job.
     *
     * @throws IOException for a sample file that is missing or unreadable, or malformed (InvalidInputException)
     * @throws WfcInputException naming the key for a value that cannot be used with this sample
     * @throws NotSupportedException for what wfc does not make yet
     */
    static DebroglieJob job(DebroglieConfig c) throws IOException {
        String ext = c.destExtension();
        if (!Set.of("png", "csv", "tmx", "vox").contains(ext)) {
            throw new WfcInputException("dest: '" + c.dest() + "' (expected: a .png, .csv, .tmx or .vox file)");
        }
        if (c.threeDimensional() != ext.equals("vox")) {
            throw new WfcInputException("dest: '" + c.dest() + "' (expected: a .vox file for a .vox sample, and"
                    + " for no other)");
        }
        if (c.threeDimensional()) {
            SymmetryGroups.check(c, Topology.CUBE);
            VoxelSource voxels = c.srcType() == DebroglieConfig.SourceType.VOX_SET ? new VoxelSet(c)
                    : new VoxelSample(c);
            return new DebroglieJob(c, voxels.model(), OutputArea.cells(c.width(), c.height(),
                    voxels.model().rules().tileCount()), voxels.steps(), voxels.constraints(), null, null, voxels, null);
        }
        boolean hexagonal = c.srcType() == DebroglieConfig.SourceType.SAMPLE && c.srcExtension().equals("tmx")
                && TmxMap.read(ConfigPaths.input(c.baseDir(), c.src(), "src")).hexagonal();
        SymmetryGroups.check(c, hexagonal ? Topology.HEX : Topology.SQUARE);
        if (hexagonal) {
            if (!ext.equals("tmx")) {
                throw new NotSupportedException("dest ." + ext + " for a hexagonal sample (.tmx is written)");
            }
            HexSample hex = new HexSample(c);
            return new DebroglieJob(c, hex.model, OutputArea.cells(c.width(), c.height(), hex.rules.tileCount()),
                    List.of(), hex.constraints(c), null, null, null, hex);
        }
        Model model;
        OutputArea area;
        AdjacentTiles tiles = null;
        TiledTileset tileset = null;
        TileResolver adjacent = null;
        int[] palette = null;
        if (c.srcType() == DebroglieConfig.SourceType.BITMAP_SET) {
            if (c.model() == ModelType.OVERLAPPING) {
                throw new WfcInputException("model: overlapping with a bitmap set (expected: adjacent)");
            }
            BitmapSetBuilder set = new BitmapSetBuilder(c);
            tiles = set.build();
            adjacent = set;
            model = tiles;
            area = OutputArea.cells(c.width(), c.height(), tiles.rules().tileCount());
        } else if (c.model() == ModelType.OVERLAPPING) {
            if (!c.srcExtension().equals("png")) {
                throw new NotSupportedException("the overlapping model over a ." + c.srcExtension()
                        + " sample that is not a hexagonal Tiled map (orthogonal Tiled samples take the adjacent"
                        + " model)");
            }
            if (!c.adjacencies().isEmpty()) {
                throw new WfcInputException("adjacencies: given with the overlapping model (expected: the adjacent"
                        + " model)");
            }
            Image sample = Png.read(ConfigPaths.input(c.baseDir(), c.src(), "src"));
            if (c.nX() != c.nY() || !classicGroup(c)) {
                return rectangular(c, sample);
            }
            OverlappingModel om = OverlappingModel.builder(sample).n(c.nX())
                    .periodicInput(c.periodicInputX(), c.periodicInputY())
                    .symmetry(classicSymmetry(c)).build();
            area = OutputArea.pixels(c.width(), c.height(), c.periodicX(), c.periodicY(), om);
            if (area.gridWidth < 1 || area.gridHeight < 1) {
                throw new WfcInputException("width: " + c.width() + " x height " + c.height() + " (expected: at"
                        + " least N = " + om.n() + " along each non-periodic axis)");
            }
            palette = om.colors();
            model = reweight(om, area, palette, c);
        } else {
            if (c.srcExtension().isEmpty()) {
                throw new WfcInputException("src: '" + c.src() + "' (expected: a file with an extension)");
            }
            AdjacentBuilder sample = new AdjacentBuilder(c);
            adjacent = sample;
            tiles = sample.build();
            model = tiles;
            area = OutputArea.cells(c.width(), c.height(), tiles.rules().tileCount());
            if (sample.tiled()) {
                tileset = c.srcExtension().equals("tsx")
                        ? TiledReader.readTileset(ConfigPaths.input(c.baseDir(), c.src(), "src"))
                        : TiledReader.readMap(ConfigPaths.input(c.baseDir(), c.src(), "src")).tilesets().get(0);
            }
        }
        if (ext.equals("tmx") && tileset == null) {
            throw new WfcInputException("dest: '" + c.dest() + "' (expected: .png or .csv for a ." + c.srcExtension()
                    + " sample; .tmx needs a Tiled sample)");
        }
        ConstraintSteps cs = new ConstraintSteps(c, model, area, adjacent, palette);
        return new DebroglieJob(c, model, area, cs.steps(), cs.constraints(), tiles, tileset, null, null);
    }

    /**
     * The overlapping model of {@code nX x nY} patterns on the square grid ({@link GridOverlappingModel}), read
     * through DeBroglie's symmetry group itself (for {@code nX != nY}, or a group that is no classic symmetry count);
     * the grid is {@code nX - 1} ({@code nY - 1}) shorter than the picture along a non-periodic x (y). Of the
     * restrictions and constraints it takes what the square patterns take, places of the picture and patterns
     * by the pixel their cell shows, and the {@code tiles} weights.
     */
    private static DebroglieJob rectangular(DebroglieConfig c, Image sample) {
        GridOverlappingModel m = GridOverlappingModel.squareBuilder(sample).n(c.nX(), c.nY(), 1)
                .periodicInput(c.periodicInputX(), c.periodicInputY(), true)
                .symmetryGroup(c.rotationalSymmetry(), c.reflectionalSymmetry()).build();
        OutputArea area = OutputArea.pixels(c.width(), c.height(), c.periodicX(), c.periodicY(), m);
        if (area.gridWidth < 1 || area.gridHeight < 1) {
            throw new WfcInputException("width: " + c.width() + " x height " + c.height() + " (expected: at least nX"
                    + " = " + c.nX() + " x nY = " + c.nY() + " along a non-periodic axis)");
        }
        int[] palette = java.util.Arrays.stream(sample.argb()).distinct().toArray(); // by first appearance
        Model model = reweight(m, area, palette, c);
        ConstraintSteps cs = new ConstraintSteps(c, model, area, null, palette);
        return new DebroglieJob(c, model, area, cs.steps(), cs.constraints(), null, null, null, null);
    }

    /** Whether DeBroglie's group is one of our classic symmetry counts: 1, 2 (a mirror) or 8. */
    private static boolean classicGroup(DebroglieConfig c) {
        return c.rotationalSymmetry() == 1 || (c.rotationalSymmetry() == 4 && c.reflectionalSymmetry());
    }

    /** Our classic symmetry count for DeBroglie's rotations and reflections. */
    static int classicSymmetry(DebroglieConfig c) {
        if (!classicGroup(c)) {
            throw new NotSupportedException("rotationalSymmetry " + c.rotationalSymmetry()
                    + (c.reflectionalSymmetry() ? " with" : " without") + " reflections on a ." + c.srcExtension()
                    + " sample (1, 1 + reflection, or 4 + reflections)");
        }
        return c.rotationalSymmetry() == 1 ? (c.reflectionalSymmetry() ? 2 : 1) : 8;
    }

    /**
     * An overlapping model (square or rectangular patterns) with the {@code tiles} entries' frequency factors on the
     * patterns whose own pixel shows them ({@link OutputArea#showing}).
     */
    private static Model reweight(Model om, OutputArea area, int[] palette, DebroglieConfig c) {
        if (c.tiles().isEmpty()) {
            return om;
        }
        double[] factor = Reweighted.factors(c.tiles(), om.rules().tileCount(), (t, i) -> {
            if (t.src() != null || t.rotateCw() != null || t.reflectX() != null || t.rotateCcw() != null
                    || t.reflectY() != null) {
                throw new WfcInputException("tiles[" + i + "]: src and rotations (expected: only frequencies with"
                        + " the overlapping model)");
            }
            return area.showing(ConstraintSteps.colours(List.of(t.value()), "tiles[" + i + "].value", palette));
        });
        return new Reweighted(om, factor);
    }
}
