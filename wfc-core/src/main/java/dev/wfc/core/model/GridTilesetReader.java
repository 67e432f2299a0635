package dev.wfc.core.model;

import dev.wfc.core.WfcInputException;
import dev.wfc.core.internal.Xml;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.topo.Topology;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the tileset XML off the square: {@code <set topology="hex">} of tiles with six side labels and a colour, or
 * {@code <set topology="cube">} of tiles that are {@code .vox} files in the folder named as the tileset beside it.
 * Both take {@code rotations} and {@code reflections} on the set, a {@code weight} per tile, and
 * {@code <neighbor>} pairs whose two attributes name opposite directions of the topology
 * ({@code <neighbor above="roof" below="wall"/>}: roof may stand above wall). Every error names the file and the
 * element at fault; the tile count and the voxels of all copies are checked before a tile file is read.
 */
final class GridTilesetReader {
    private static final Map<String, TilesetXml.Shape> HEX_SHAPES = Map.of(
            "set", new TilesetXml.Shape(Set.of("topology", "rotations", "reflections"), Set.of("tiles", "neighbors")),
            "set/tiles", new TilesetXml.Shape(Set.of(), Set.of("tile")),
            "tiles/tile", new TilesetXml.Shape(Set.of("name", "sides", "color", "weight", "image"), Set.of()),
            "set/neighbors", new TilesetXml.Shape(Set.of(), Set.of("neighbor")),
            "neighbors/neighbor", new TilesetXml.Shape(directions(Topology.HEX), Set.of()));
    private static final Map<String, TilesetXml.Shape> CUBE_SHAPES = Map.of(
            "set", new TilesetXml.Shape(Set.of("topology", "rotations", "reflections", "tolerance"),
                    Set.of("tiles", "neighbors")),
            "set/tiles", new TilesetXml.Shape(Set.of(), Set.of("tile")),
            "tiles/tile", new TilesetXml.Shape(Set.of("name", "weight"), Set.of()),
            "set/neighbors", new TilesetXml.Shape(Set.of(), Set.of("neighbor")),
            "neighbors/neighbor", new TilesetXml.Shape(directions(Topology.CUBE), Set.of()));

    private final Path file;
    private final Topology topology;
    private final TilesetXml xml;

    private GridTilesetReader(Path file, Topology topology) {
        this.file = file;
        this.topology = topology;
        this.xml = new TilesetXml(file, topology == Topology.HEX ? HEX_SHAPES : CUBE_SHAPES);
    }

    /**
     * The topology a tileset declares on its {@code <set>}: square when it has no {@code topology} attribute.
     *
     * @throws InvalidInputException for malformed XML, another root element, or an unknown topology
     * @throws IOException if the file cannot be read
     */
    static Topology topology(Path file) throws IOException {
        Element root = root(file);
        if (!root.hasAttribute("topology")) {
            return Topology.SQUARE;
        }
        try {
            return Topology.parse(root.getAttribute("topology"));
        } catch (WfcInputException e) {
            throw new InvalidInputException(file + ": " + Xml.describe(root) + ": " + e.getMessage());
        }
    }

    /** @throws InvalidInputException see {@link HexTiles#read} */
    static HexTiles hex(Path file) throws IOException {
        return new GridTilesetReader(file, Topology.HEX).readHex();
    }

    /** @throws InvalidInputException see {@link VoxelTiles#read} */
    static VoxelTiles cube(Path file) throws IOException {
        return new GridTilesetReader(file, Topology.CUBE).readCube();
    }

    private HexTiles readHex() throws IOException {
        Element root = checkedRoot();
        HexTilesBuilder b = HexTiles.builder().matchSides();
        int[] symmetry = symmetry(root, new int[] {1, 2, 3, 6});
        b.symmetry(symmetry[0], symmetry[1] == 1);
        List<Element> tiles = tiles(root, HexTiles.MAX_TILES);
        Set<String> names = new HashSet<>();
        boolean pictures = tiles.get(0).hasAttribute("image");
        for (Element e : tiles) {
            String name = name(e, names);
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
        neighbors(root, names, b::allow);
        return build(b::build);
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
                    + TilesetXml.folder(file) + ")");
        }
        Path png = TilesetXml.folder(file).resolve(v);
        if (!Files.isRegularFile(png)) {
            throw xml.error(e, "no file " + png + " (expected: the tile's picture in " + TilesetXml.folder(file)
                    + ")");
        }
        Image img = Png.read(png);
        try {
            HexTilesBuilder.checkPictures("image " + png, tiles, group, img.width(), img.height());
        } catch (WfcInputException ex) {
            throw xml.error(e, ex.getMessage());
        }
        return img;
    }

    private VoxelTiles readCube() throws IOException {
        Element root = checkedRoot();
        VoxelTilesBuilder b = VoxelTiles.builder();
        int[] symmetry = symmetry(root, new int[] {1, 2, 4});
        b.symmetry(symmetry[0], symmetry[1] == 1);
        if (root.hasAttribute("tolerance")) {
            String v = root.getAttribute("tolerance");
            double t;
            try {
                t = Double.parseDouble(v.trim());
            } catch (NumberFormatException ex) {
                t = Double.NaN;
            }
            if (!(t >= 0 && t <= 1)) {
                throw xml.error(root, "tolerance \"" + v + "\" (expected: a number 0..1, the share of a face's "
                        + "voxels that may differ)");
            }
            b.autoAdjacency(t);
        }
        List<Element> tiles = tiles(root, VoxelTiles.MAX_TILES);
        Path dir = TilesetXml.folder(file);
        Set<String> names = new HashSet<>();
        int group = symmetry[0] * (symmetry[1] + 1);
        for (Element e : tiles) {
            String name = name(e, names);
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
        neighbors(root, names, b::allow);
        return build(b::build);
    }

    private static Element root(Path file) throws IOException {
        Element root = Xml.parse(file).getDocumentElement();
        if (!root.getTagName().equals("set")) {
            throw new InvalidInputException(file + ": <" + root.getTagName() + ">: root element (expected: <set>)");
        }
        return root;
    }

    private Element checkedRoot() throws IOException {
        Element root = root(file);
        if (!topology.id().equals(root.getAttribute("topology"))) {
            throw xml.error(root, "topology \"" + root.getAttribute("topology") + "\" (expected: " + topology.id()
                    + ")");
        }
        xml.checkShape(root, "set");
        return root;
    }

    /** {rotations, 1 if reflections}: rotations one of {@code allowed}, default 1, reflections default False. */
    private int[] symmetry(Element root, int[] allowed) throws InvalidInputException {
        int rotations = 1;
        if (root.hasAttribute("rotations")) {
            String v = root.getAttribute("rotations").trim();
            rotations = -1;
            for (int a : allowed) {
                if (v.equals(Integer.toString(a))) {
                    rotations = a;
                }
            }
            if (rotations < 0) {
                StringBuilder list = new StringBuilder();
                for (int a : allowed) {
                    list.append(list.length() == 0 ? "" : ", ").append(a);
                }
                throw xml.error(root, "rotations \"" + root.getAttribute("rotations") + "\" (expected: one of "
                        + list + ", the turns of a tile by " + 360 / allowed[allowed.length - 1] + " degrees)");
            }
        }
        return new int[] {rotations, xml.flag(root, "reflections") ? 1 : 0};
    }

    /** The {@code <tile>} elements, at least one and at most {@code max}. */
    private List<Element> tiles(Element root, int max) throws InvalidInputException {
        Element tiles = Xml.child(root, "tiles");
        if (tiles == null) {
            throw xml.error("<set>", "no <tiles> (expected: one <tiles> element with <tile> children)");
        }
        List<Element> all = Xml.children(tiles, "tile");
        if (all.isEmpty()) {
            throw xml.error("<tiles>", "no <tile> (expected: at least one)");
        }
        if (all.size() > max) {
            throw xml.error("<tiles>", all.size() + " tiles (expected: at most " + max + ")");
        }
        return all;
    }

    /** A tile's name, new and without '!' (which starts a copy's suffix). */
    private String name(Element e, Set<String> names) throws InvalidInputException {
        String name = xml.tileName(e);
        if (name.contains("!")) {
            throw xml.error(e, "name \"" + name + "\" (expected: no '!', which starts a turned copy's suffix)");
        }
        if (!names.add(name)) {
            throw xml.error(e, "name \"" + name + "\" (expected: each tile named once)");
        }
        return name;
    }

    private int color(Element e) throws InvalidInputException {
        String v = xml.required(e, "color");
        if (!v.matches("#[0-9a-fA-F]{6}")) {
            throw xml.error(e, "color \"" + v + "\" (expected: #RRGGBB)");
        }
        return 0xFF000000 | Integer.parseInt(v.substring(1), 16);
    }

    private interface Pair {
        void allow(String a, String b, int d);
    }

    /**
     * Each {@code <neighbor X="a" Y="b"/>}: X and Y opposite directions, a standing toward X of b, so b toward Y of
     * a. Names are a tile's, optionally with a copy's suffix; the builder checks the suffix.
     */
    private void neighbors(Element root, Set<String> names, Pair out) throws InvalidInputException {
        Element list = Xml.child(root, "neighbors");
        if (list == null) {
            return;
        }
        for (Element e : Xml.children(list, "neighbor")) {
            NamedNodeMap attributes = e.getAttributes();
            String first = attributes.getLength() == 2 ? attributes.item(0).getNodeName() : null;
            String second = attributes.getLength() == 2 ? attributes.item(1).getNodeName() : null;
            int d = first == null ? -1 : direction(second);
            if (d < 0 || topology.opposite(d) != direction(first)) {
                throw xml.error(e, "attributes (expected: two, naming opposite directions: "
                        + pairs() + ")");
            }
            String a = e.getAttribute(first).trim();
            String b = e.getAttribute(second).trim();
            for (String n : new String[] {a, b}) {
                int bang = n.indexOf('!');
                if (!names.contains(bang < 0 ? n : n.substring(0, bang))) {
                    throw xml.error(e, "tile \"" + n + "\" (expected: a tile declared in <tiles>, optionally with a"
                            + " turned copy's suffix such as !" + (topology == Topology.HEX ? "60" : "90") + ")");
                }
            }
            try {
                out.allow(a, b, d);
            } catch (WfcInputException ex) {
                throw xml.error(e, ex.getMessage());
            }
        }
    }

    private int direction(String name) {
        for (int d = 0; d < topology.directions(); d++) {
            if (topology.directionName(d).equals(name)) {
                return d;
            }
        }
        return -1;
    }

    private String pairs() {
        StringBuilder s = new StringBuilder();
        for (int d = 0; d < topology.directions(); d++) {
            if (d < topology.opposite(d)) {
                s.append(s.length() == 0 ? "" : ", ").append(topology.directionName(d)).append('/')
                        .append(topology.directionName(topology.opposite(d)));
            }
        }
        return s.toString();
    }

    private static Set<String> directions(Topology t) {
        List<String> names = new ArrayList<>();
        for (int d = 0; d < t.directions(); d++) {
            names.add(t.directionName(d));
        }
        return Set.copyOf(names);
    }

    private interface Build<T> {
        T build();
    }

    /** The builder's result; its refusals (a copy suffix the symmetry lacks, too many copies) name the file. */
    private <T> T build(Build<T> b) throws InvalidInputException {
        try {
            return b.build();
        } catch (WfcInputException e) {
            throw new InvalidInputException(file + ": " + e.getMessage());
        }
    }
}
