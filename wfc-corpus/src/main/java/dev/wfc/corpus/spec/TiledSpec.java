package dev.wfc.corpus.spec;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Defaults;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.FileNames;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.model.HexTiles;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.core.model.TiledModel;
import dev.wfc.core.model.VoxelTiles;
import dev.wfc.core.topo.Topology;
import dev.wfc.corpus.CorpusJob;
import dev.wfc.parallel.SolveParams;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static dev.wfc.corpus.spec.SpecChecks.or;
import static dev.wfc.corpus.spec.SpecChecks.required;

/**
 * The spec of a tiled-model corpus: the keys are the options of {@code wfc tiled} without their dashes
 * ({@code TILESET.xml} is {@code tileset}, {@code --black-background} is {@code blackBackground}), with the same
 * defaults, the size counted in tiles (24 by default); the size, solver and constraint keys are the shared ones.
 * {@code tileset} is relative to the spec file; its tile images are in the folder of the same name beside it. A hex or
 * cube tileset ({@code <set topology>}) makes a hex or cube corpus with the grid keys {@code topology} (the file's,
 * if given), {@code depth}, {@code mask} and {@code scale} ({@link #onGrid}); a spec without them is the square
 * corpus, byte for byte.
 */
record TiledSpec(String tileset, String subset, Boolean blackBackground, Boolean allowDeadEnds, String topology,
                 Integer depth, String mask, Integer scale) implements SpecReader.ModelSpec {
    @Override
    public CorpusJob resolve(Path dir, SolveSpec solve, SteeringSpec steering) {
        SolveParams params = solve.params(Defaults.TILED_SIZE);
        Path xml = SpecChecks.resolve(dir, "tileset", required("tileset", tileset,
                "a tileset XML file, relative to the spec"));
        Topology own = readTileset(() -> TiledModel.topology(xml));
        if (topology != null && GridSpec.topology(topology) != own) {
            throw new SpecReader.SpecException("topology: " + topology + " (expected: " + own.id() + ", as "
                    + tileset + " declares it on its <set>)");
        }
        if (own != Topology.SQUARE) {
            return onGrid(dir, xml, own, params, steering);
        }
        if (depth != null || mask != null || scale != null) {
            throw new SpecReader.SpecException((depth != null ? "depth" : mask != null ? "mask" : "scale")
                    + ": on a square tileset (expected: a hex or cube tileset, <set topology=\"hex\"> or"
                    + " <set topology=\"cube\">)");
        }
        TiledModel.Builder builder = TiledModel.builder(xml).allowDeadEnds(or(allowDeadEnds, false));
        if (subset != null) {
            builder.subset(subset);
        }
        Map<String, String> inputs = new TreeMap<>();
        TiledModel model = readTileset(() -> {
            TiledModel built = builder.build();
            SpecInputs.read(xml, tileset, inputs);
            digestFolder(xml, ".png", inputs);
            return built;
        });
        SteeredModel steered = ModelCorpus.steer(model::solverBuilder, model::grid, model.tileNames(), null,
                steering.statements(dir, inputs, Topology.SQUARE), params);
        ObjectNode canonical = JsonNodeFactory.instance.objectNode();
        canonical.put("model", "tiled");
        canonical.put("tileset", tileset);
        canonical.put("subset", subset);
        canonical.put("blackBackground", or(blackBackground, false));
        canonical.put("allowDeadEnds", or(allowDeadEnds, false));
        SolveSpec.putCanonical(canonical, params);
        steering.putCanonical(canonical, Topology.SQUARE);
        String name = FileNames.tilesetName(xml, subset);
        return new TiledCorpus(model, name, or(blackBackground, false), steered, params, canonical, inputs);
    }

    /**
     * A hex or cube tileset ({@link HexTiles#read}, {@link VoxelTiles#read}) on its grid, with {@code depth},
     * {@code mask} and {@code scale} as a learned spec's ({@link GridSpec}); the square's subset, black background
     * and dead ends are refused. Canonical: model, tileset, then the grid keys.
     *
     * @throws SpecReader.SpecException naming the key that cannot be used
     */
    private CorpusJob onGrid(Path dir, Path xml, Topology topo, SolveParams params, SteeringSpec steering) {
        String squareOnly = subset != null ? "subset" : blackBackground != null ? "blackBackground"
                : allowDeadEnds != null ? "allowDeadEnds" : null;
        if (squareOnly != null) {
            throw new SpecReader.SpecException(squareOnly + ": on a " + topo.id() + " tileset (expected: no "
                    + squareOnly + "; it speaks of a square tileset's subsets, images or dead ends)");
        }
        Map<String, String> inputs = new TreeMap<>();
        Model model = readTileset(() -> {
            Model read = topo == Topology.HEX ? HexTiles.read(xml) : VoxelTiles.read(xml);
            SpecInputs.read(xml, tileset, inputs);
            if (topo == Topology.CUBE) {
                digestFolder(xml, ".vox", inputs);
            } else if (((HexTiles) read).pictureWidth() > 0) {
                digestFolder(xml, ".png", inputs);
            }
            return read;
        });
        GridSpec.Shaped s = GridSpec.shape(model, topo, dir, depth, mask, scale, params, steering, inputs);
        if (model instanceof VoxelTiles voxels) {
            try {
                voxels.checkVoxelSize(params.width(), params.height(), s.depth());
            } catch (IllegalArgumentException e) {
                throw new SpecReader.SpecException("width x height x depth: " + e.getMessage());
            }
        }
        ObjectNode canonical = JsonNodeFactory.instance.objectNode();
        canonical.put("model", "tiled");
        canonical.put("tileset", tileset);
        GridSpec.putGrid(canonical, topo, s, mask);
        SolveSpec.putCanonical(canonical, params);
        steering.putCanonical(canonical, topo);
        return new ShapedTilesCorpus(model, FileNames.tilesetName(xml, null), s.depth(), s.scale(), s.steered(),
                params, canonical, inputs);
    }

    /** A read of the tileset or of the files in its folder. */
    private interface TilesetRead<T> {
        T get() throws IOException;
    }

    /** What {@code read} returns; its failure is refused naming {@code tileset}. */
    private static <T> T readTileset(TilesetRead<T> read) {
        try {
            return read.get();
        } catch (InvalidInputException e) {
            throw new SpecReader.SpecException("tileset: " + e.getMessage());
        } catch (IOException e) {
            throw new SpecReader.SpecException("tileset: " + IoErrors.describe(e));
        }
    }

    /**
     * Records the SHA-256 of every file ending in {@code extension} (any case) in the tileset's folder, by its path
     * as the spec would write it: {@code tileset}'s folder plus the file name.
     */
    private void digestFolder(Path xml, String extension, Map<String, String> inputs) throws IOException {
        // The model has read its tiles, so the name ends in .xml (any case) and the folder is the name without it.
        String name = xml.getFileName().toString();
        Path images = xml.resolveSibling(name.substring(0, name.length() - 4));
        String prefix = tileset.substring(0, tileset.length() - 4) + "/";
        try (Stream<Path> files = Files.list(images)) {
            for (Path f : (Iterable<Path>) files.sorted()::iterator) {
                if (f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(extension)) {
                    SpecInputs.read(f, prefix + f.getFileName(), inputs);
                }
            }
        }
    }
}
