package dev.wfc.core.model;

import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.Png;
import dev.wfc.core.topo.Topology;
import org.w3c.dom.Element;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads a hexagonal tileset ({@link HexTiles#read}): {@code <set topology="hex">} of tiles with six side labels, a
 * colour and optionally a picture, the rest as {@link GridTilesetReader} reads it. Each picture's size is checked
 * before the next tile's file is read.
 */
final class HexTilesetReader {
    private final GridTilesetReader reader;
    private final TilesetXml xml;

    private HexTilesetReader(Path file) {
        this.reader = new GridTilesetReader(file, Topology.HEX, Set.of("topology", "rotations", "reflections"),
                Set.of("name", "sides", "color", "weight", "image"));
        this.xml = reader.xml();
    }

    /** @throws InvalidInputException see {@link HexTiles#read} */
    static HexTiles read(Path file) throws IOException {
        return new HexTilesetReader(file).read();
    }

    private HexTiles read() throws IOException {
        Element root = reader.checkedRoot();
        HexTilesBuilder b = HexTiles.builder().matchSides();
        int[] symmetry = reader.symmetry(root, new int[] {1, 2, 3, 6});
        b.symmetry(symmetry[0], symmetry[1] == 1);
        List<Element> tiles = reader.tiles(root, HexTiles.MAX_TILES);
        Set<String> names = new HashSet<>();
        boolean pictures = tiles.get(0).hasAttribute("image");
        for (Element e : tiles) {
            String name = reader.name(e, names);
            if (e.hasAttribute("image") != pictures) {
                throw xml.error(e, (pictures ? "no image" : "image \"" + e.getAttribute("image") + "\"")
                        + " (expected: an image on every <tile> or on none, as on the first)");
            }
            String[] sides = xml.required(e, "sides").trim().split("\\s+");
            if (sides.length != 6) {
                throw xml.error(e, "sides \"" + e.getAttribute("sides") + "\" (expected: six labels separated by "
                        + "spaces, for the sides left, down-left, down-right, right, up-right, up-left)");
            }
            Image picture = pictures ? picture(e, tiles.size(), symmetry[0] * (symmetry[1] + 1)) : null;
            try {
                b.tile(name, xml.weight(e), color(e), picture, sides);
            } catch (WfcInputException ex) {
                throw xml.error(e, ex.getMessage());
            }
        }
        reader.neighbors(root, names, b::allow);
        return reader.build(b::build);
    }

    /**
     * A hex tile's picture: {@code image}, a PNG file name in the folder named as the tileset; its size is checked
     * (one hexagon's, the total of all copies bounded) before the next tile's file is read.
     */
    private Image picture(Element e, int tiles, int group) throws IOException {
        String v = e.getAttribute("image");
        if (!v.toLowerCase(java.util.Locale.ROOT).endsWith(".png") || v.chars().anyMatch(c -> c == '/' || c == '\\'
                || c < 0x20)) {
            throw xml.error(e, "image \"" + v + "\" (expected: a PNG file name, NAME.png, in the folder "
                    + TilesetXml.folder(reader.file()) + ")");
        }
        Path png = TilesetXml.folder(reader.file()).resolve(v);
        if (!Files.isRegularFile(png)) {
            throw xml.error(e, "no file " + png + " (expected: the tile's picture in "
                    + TilesetXml.folder(reader.file()) + ")");
        }
        Image img = Png.read(png);
        try {
            HexTilesBuilder.checkPictures("image " + png, tiles, group, img.width(), img.height());
        } catch (WfcInputException ex) {
            throw xml.error(e, ex.getMessage());
        }
        return img;
    }

    private int color(Element e) throws InvalidInputException {
        String v = xml.required(e, "color");
        if (!v.matches("#[0-9a-fA-F]{6}")) {
            throw xml.error(e, "color \"" + v + "\" (expected: #RRGGBB)");
        }
        return 0xFF000000 | Integer.parseInt(v.substring(1), 16);
    }
}
