package dev.wfc.core.model;

import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.topo.Topology;
import org.w3c.dom.Element;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads a 3D tileset ({@link VoxelTiles#read}): {@code <set topology="cube">}, optionally with a face
 * {@code tolerance}, of tiles that are {@code .vox} files in the folder named as the tileset beside it, the rest as
 * {@link GridTilesetReader} reads it. The tile count and the voxels of all copies are checked before a tile file is
 * read.
 */
final class CubeTilesetReader {
    private final GridTilesetReader reader;
    private final TilesetXml xml;

    private CubeTilesetReader(Path file) {
        this.reader = new GridTilesetReader(file, Topology.CUBE,
                Set.of("topology", "rotations", "reflections", "tolerance"), Set.of("name", "weight"));
        this.xml = reader.xml();
    }

    /** @throws InvalidInputException see {@link VoxelTiles#read} */
    static VoxelTiles read(Path file) throws IOException {
        return new CubeTilesetReader(file).read();
    }

    private VoxelTiles read() throws IOException {
        Element root = reader.checkedRoot();
        VoxelTilesBuilder b = VoxelTiles.builder();
        int[] symmetry = reader.symmetry(root, new int[] {1, 2, 4});
        b.symmetry(symmetry[0], symmetry[1] == 1);
        if (root.hasAttribute("tolerance")) {
            String v = root.getAttribute("tolerance");
            double t = TilesetXml.number(v);
            if (!(t >= 0 && t <= 1)) {
                throw xml.error(root, "tolerance \"" + v + "\" (expected: a number 0..1, the share of a face's "
                        + "voxels that may differ)");
            }
            b.autoAdjacency(t);
        }
        List<Element> tiles = reader.tiles(root, VoxelTiles.MAX_TILES);
        Path dir = TilesetXml.folder(reader.file());
        Set<String> names = new HashSet<>();
        int group = symmetry[0] * (symmetry[1] + 1);
        for (Element e : tiles) {
            String name = reader.name(e, names);
            Path vox = dir.resolve(name + ".vox");
            if (!Files.isRegularFile(vox)) {
                throw xml.error(e, "no file " + vox + " (expected: the tile's voxels as NAME.vox in " + dir + ")");
            }
            Voxels v = Vox.read(vox);
            // Checked after the first tile's size is known and before the others are read.
            long all = (long) tiles.size() * group * v.colors().length;
            if (all > VoxelTiles.MAX_VOXELS) {
                throw xml.error(e, tiles.size() + " tiles of " + v.width() + "x" + v.height() + "x" + v.depth()
                        + " voxels in up to " + group + " copies each (expected: at most " + VoxelTiles.MAX_VOXELS
                        + " voxels in all)");
            }
            try {
                b.tile(name, v, xml.weight(e));
            } catch (WfcInputException ex) {
                throw xml.error(e, ex.getMessage());
            }
        }
        reader.neighbors(root, names, b::allow);
        return reader.build(b::build);
    }
}
