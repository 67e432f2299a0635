package dev.wfc.corpus.debroglie;

import dev.wfc.core.Direction;
import dev.wfc.core.Rules;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.TiledMap;
import dev.wfc.core.io.TiledReader;
import dev.wfc.corpus.debroglie.DebroglieConfig.RotationTreatment;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds DeBroglie's adjacent model from a configuration: tiles are the values of a PNG sample (colours), a Tiled
 * map or tileset (global ids), learned from every rotated and mirrored copy of the sample the symmetry asks for, plus
 * the configuration's {@code adjacencies}, each repeated for every such copy; weights are sample counts (1 without a
 * sample) times the {@code tiles} entries' frequency factors. What a copy holds for each tile comes from
 * {@link TileOrbits}: after the sample's and the configuration's own tiles (ids 0..plainTiles-1) come the generated
 * ones, each a picture of its original turned ({@link SquareRotation}), named with the suffix, and written to
 * {@code .tmx} as the original's global id with the flip flags that draw it.
 */
final class AdjacentBuilder implements TileResolver {
    private final DebroglieConfig config;
    private final TileValues tiles = new TileValues();
    private TiledMap map;
    private Image sample;
    private int[] sampleTiles;
    /** Per cell of a Tiled sample, the rotation its flip flags draw ({@link SquareRotation}); null otherwise. */
    private int[] flips;
    /** Set once the rules are built: a reference to a tile outside them then resolves to -1. */
    private boolean frozen;
    /** The rotations the symmetry asks for, once built. */
    private TileRotations rotations;
    private TileOrbits orbits;
    /** Tiles of the sample and the configuration; generated rotations come after them. */
    private int plainTiles;
    private int sampleWidth;
    private int sampleHeight;

    AdjacentBuilder(DebroglieConfig config) {
        this.config = config;
    }

    /** Reads the sample or tileset and builds the model. */
    AdjacentTiles build() throws IOException {
        String ext = config.srcExtension();
        Path src = ConfigPaths.input(config.baseDir(), config.src(), "src");
        switch (ext) {
            case "png" -> {
                sample = Png.read(src);
                sampleWidth = sample.width();
                sampleHeight = sample.height();
                sampleTiles = new int[sample.argb().length];
                for (int i = 0; i < sampleTiles.length; i++) {
                    sampleTiles[i] = tiles.id(sample.argb()[i] & 0xFFFF_FFFFL);
                }
            }
            case "tmx" -> {
                map = TiledReader.readMap(src);
                if (!map.orientation().equals("orthogonal")) {
                    throw new NotSupportedException("a " + map.orientation() + " Tiled map (wfc reads orthogonal"
                            + " and hexagonal ones)");
                }
                if (map.layers().size() > 1) {
                    throw new NotSupportedException("a Tiled map of " + map.layers().size()
                            + " layers, a 3D sample (wfc reads a Tiled map's one layer; layers as z are not read)");
                }
                tiles.tilesets(map.tilesets());
                int[] layer = map.layers().get(0);
                sampleWidth = map.width();
                sampleHeight = map.height();
                sampleTiles = new int[layer.length];
                flips = new int[layer.length];
                for (int i = 0; i < layer.length; i++) {
                    flips[i] = SquareRotation.ofTiledFlags(TiledMap.flags(layer[i]));
                    if (flips[i] < 0) {
                        throw new WfcInputException("src: cell " + i + " of " + config.src() + " has the hexagonal"
                                + " flag (expected: Tiled's flip flags of an orthogonal map)");
                    }
                    sampleTiles[i] = tiles.id(TiledMap.gid(layer[i]) & 0xFFFF_FFFFL);
                }
            }
            case "tsx" -> tiles.tilesets(List.of(TiledReader.readTileset(src)));
            default -> throw new WfcInputException("src: '" + config.src() + "' (expected: a .png, .tmx, .tsx or"
                    + " .vox file)");
        }
        for (int i = 0; i < config.adjacencies().size(); i++) {
            Adjacency a = config.adjacencies().get(i);
            if (a.axis() == ConstraintConfig.Axis.Z) {
                throw new WfcInputException("adjacencies[" + i + "]: above/below (expected: left/right or up/down,"
                        + " as a 2D sample has no layers; above/below is for a voxel set)");
            }
            for (List<TileRef> side : List.of(a.first(), a.second())) {
                for (TileRef r : side) {
                    ref(plainPart(r), "adjacencies[" + i + "]"); // the tile itself first: ids keep their order
                }
            }
        }
        if (sampleTiles == null && config.adjacencies().isEmpty()) {
            throw new WfcInputException("adjacencies: none (expected: adjacency pairs, as a tileset has no sample)");
        }
        for (int i = 0; i < config.tiles().size(); i++) {
            TileData t = config.tiles().get(i);
            ref(t.value(), "tiles[" + i + "].value");
            if (t.src() != null) {
                throw new NotSupportedException("tiles[" + i + "].src: file sets of tile images");
            }
        }
        orbits = SampleRotations.read(config, this, t -> tiles.names().get(t));
        plainTiles = tiles.count();
        AdjacencyTable.checkTileCount(plainTiles, config.src());
        TileRotations rot = orbits.build(plainTiles);
        this.rotations = rot;
        int tileCount = plainTiles + orbits.generatedCount();
        AdjacencyTable.checkTileCount(tileCount, config.src() + " and its generated rotations");
        turnFlippedCells(rot);
        List<int[][]> pairs = new ArrayList<>();
        for (int i = 0; i < config.adjacencies().size(); i++) {
            Adjacency a = config.adjacencies().get(i);
            pairs.add(new int[][] {refs(a.first(), "adjacencies[" + i + "]"),
                    refs(a.second(), "adjacencies[" + i + "]"), {a.axis() == ConstraintConfig.Axis.X
                    ? Direction.RIGHT : Direction.DOWN}});
        }
        AdjacencyTable table = new AdjacencyTable(tileCount);
        int[] size = new int[2];
        for (int g = 0; g < rot.size(); g++) {
            if (sampleTiles != null) {
                int[] copy = rot.grid(g, sampleTiles, sampleWidth, sampleHeight, size);
                table.learn(copy, size[0], size[1], config.periodicInputX(), config.periodicInputY());
            }
            for (int[][] p : pairs) {
                int d = rot.direction(g, p[2][0]);
                for (int a : p[0]) {
                    for (int b : p[1]) {
                        table.allow(rot.apply(g, a), rot.apply(g, b), d);
                    }
                }
            }
        }
        Rules rules = table.rules(t -> factor(t < plainTiles ? t : orbits.original(t)));
        frozen = true;
        return GeneratedTiles.model(rules, orbits, tiles.values(), tiles.names(), TilesetPictures.of(tiles.tilesets(),
                tiles.values(), tiles.tileWidth(), tiles.tileHeight()), tiled(), tiles.tileWidth(), tiles.tileHeight());
    }

    /**
     * A flipped cell of a Tiled sample holds its tile under the flip's rotation, as DeBroglie reads it: the tile the
     * rotations give (itself when unchanged, a hole when missing, the generated copy).
     */
    private void turnFlippedCells(TileRotations rot) {
        for (int i = 0; flips != null && i < flips.length; i++) {
            int e = flips[i];
            if (e == SquareRotation.IDENTITY) {
                continue;
            }
            if (SquareRotation.inGroup(e, config.rotationalSymmetry(), config.reflectionalSymmetry())) {
                sampleTiles[i] = rot.image(e, sampleTiles[i]);
            } else if (config.rotationTreatment() == RotationTreatment.GENERATED) {
                throw new NotSupportedException("cell " + i + " of " + config.src() + " flipped by "
                        + SquareRotation.suffix(e) + ", outside the symmetry, with generated rotations");
            } else if (config.rotationTreatment() == RotationTreatment.MISSING) {
                sampleTiles[i] = -1;
            }
        }
    }

    /**
     * Per tile, its mirror image in x ({@code axis} 0) or y (1) as the rotations infer it (itself without reflections in
     * the symmetry), for the mirror constraints.
     */
    @Override
    public int[] mirror(int axis) {
        int[] m = new int[plainTiles + orbits.generatedCount()];
        for (int t = 0; t < m.length; t++) {
            m[t] = rotations.size() > 1 ? rotations.mirror(axis, t) : t;
        }
        return m;
    }

    /** Whether tiles are Tiled global ids (else colours). */
    boolean tiled() {
        return tiles.tiled();
    }

    private double factor(int tile) {
        double f = 1;
        for (TileData t : config.tiles()) {
            if (resolveExisting(t.value()) == tile) {
                f *= t.frequencyFactor();
            }
        }
        return f;
    }

    private int[] refs(List<TileRef> refs, String key) {
        int[] out = new int[refs.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ref(refs.get(i), key);
        }
        return out;
    }

    /**
     * The tile a reference names; a global id of the tileset that no sample cell holds becomes a tile too, until
     * the rules are built, after which it is -1 (no cell can hold it).
     */
    @Override
    public int ref(TileRef r, String key) {
        TileRef plain = plainPart(r);
        if (plain == r) {
            return plainRef(r, key);
        }
        int e = SquareRotation.parse(r.text().substring(plain.text().length() + 1));
        if (rotations == null || e < 0 || !SquareRotation.inGroup(e, config.rotationalSymmetry(),
                config.reflectionalSymmetry())) {
            throw new WfcInputException(key + ": " + r + " (expected: a tile, or in adjacencies and constraints a tile"
                    + " with the suffix of a rotation of the symmetry, e.g. !90 or !x180)");
        }
        int base = plainRef(plain, key);
        int image = base < 0 ? -1 : rotations.image(e, base);
        if (base >= 0 && image < 0) {
            throw new WfcInputException(key + ": " + r + " names no tile (expected: a rotation that is not missing)");
        }
        return image;
    }

    /** The reference without its rotation suffix ({@code "5!90"} -> 5), or {@code r} itself if it has none. */
    private static TileRef plainPart(TileRef r) {
        int bang = r.numeric() ? -1 : r.text().indexOf('!');
        if (bang < 0) {
            return r;
        }
        String text = r.text().substring(0, bang);
        return new TileRef(text, text.matches("[0-9]{1,9}"));
    }

    private int plainRef(TileRef r, String key) {
        long v = tiles.value(r, key);
        int id = tiles.idOf(v);
        if (id >= 0) {
            return id;
        }
        if (frozen && tiles.tiled()) {
            return -1; // a tile of the tileset that the rules do not hold: no cell can show it
        }
        if (sampleTiles != null && !tiles.tiled()) {
            throw new WfcInputException(key + ": " + r + " names no tile of the sample " + config.src()
                    + " (expected: one of " + tiles.preview() + ")");
        }
        return tiles.id(v);
    }

    /** The tile a reference names if it exists, else -1. */
    int resolveExisting(TileRef r) {
        try {
            return tiles.idOf(tiles.value(r, "tile"));
        } catch (WfcInputException e) {
            return -1;
        }
    }
}
