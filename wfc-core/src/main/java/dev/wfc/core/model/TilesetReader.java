package dev.wfc.core.model;

import dev.wfc.core.internal.Xml;
import dev.wfc.core.io.InvalidInputException;
import org.w3c.dom.Element;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the classic tileset XML: {@code <set unique>} with {@code <tiles>} of {@code <tile name symmetry weight>},
 * {@code <neighbors>} of {@code <neighbor left="A k" right="B m">} (orientation 0 when omitted) and optional
 * {@code <subsets>} of {@code <subset name>} with {@code <tile name>} children. Every error names the file and the
 * element at fault.
 */
final class TilesetReader {
    private final Path file;
    private final TilesetXml xml;

    private TilesetReader(Path file) {
        this.file = file;
        this.xml = new TilesetXml(file, SHAPES);
    }

    /**
     * @throws InvalidInputException for malformed XML, a DOCTYPE, an unknown symmetry letter, a bad weight, a
     *     duplicate or unusable tile name, or a neighbour or subset naming an unknown tile or orientation
     * @throws IOException if the file cannot be read
     */
    static Tileset read(Path file) throws IOException {
        return new TilesetReader(file).read();
    }

    private Tileset read() throws IOException {
        Element root = Xml.parse(file).getDocumentElement();
        if (!root.getTagName().equals("set")) {
            throw error("<" + root.getTagName() + ">", "root element (expected: <set>)");
        }
        xml.checkShape(root, "set");
        if (root.hasAttribute("topology") && !root.getAttribute("topology").equals("square")) {
            throw error(root, "topology \"" + root.getAttribute("topology") + "\" (expected: square here; hex and"
                    + " cube tilesets make maps with wfc tiled and tiled corpus specs, or HexTiles.read and"
                    + " VoxelTiles.read)");
        }
        boolean unique = xml.flag(root, "unique");
        Element tilesElement = Xml.child(root, "tiles");
        if (tilesElement == null) {
            throw error("<set>", "no <tiles> (expected: one <tiles> element with <tile> children)");
        }
        Map<String, Tileset.Tile> tiles = new LinkedHashMap<>();
        for (Element e : Xml.children(tilesElement, "tile")) {
            Tileset.Tile t = tile(e);
            if (tiles.putIfAbsent(t.name(), t) != null) {
                throw error(e, "name \"" + t.name() + "\" (expected: each tile named once)");
            }
        }
        if (tiles.isEmpty()) {
            throw error("<tiles>", "no <tile> (expected: at least one)");
        }
        List<Tileset.Neighbor> neighbors = new ArrayList<>();
        Element neighborsElement = Xml.child(root, "neighbors");
        if (neighborsElement != null) {
            for (Element e : Xml.children(neighborsElement, "neighbor")) {
                Ref left = reference(e, "left", tiles);
                Ref right = reference(e, "right", tiles);
                neighbors.add(new Tileset.Neighbor(left.name, left.orientation, right.name, right.orientation,
                        Xml.describe(e)));
            }
        }
        Map<String, List<String>> subsets = new HashMap<>();
        Element subsetsElement = Xml.child(root, "subsets");
        if (subsetsElement != null) {
            for (Element e : Xml.children(subsetsElement, "subset")) {
                String name = required(e, "name");
                List<String> members = new ArrayList<>();
                for (Element m : Xml.children(e, "tile")) {
                    String member = required(m, "name");
                    if (!tiles.containsKey(member)) {
                        throw error(m, "tile \"" + member + "\" of subset \"" + name
                                + "\" (expected: a tile declared in <tiles>)");
                    }
                    // The classic Circles.xml repeats a member's symmetry here; it must agree with <tiles>.
                    Symmetry declared = tiles.get(member).symmetry();
                    if (m.hasAttribute("symmetry") && Symmetry.of(m.getAttribute("symmetry")) != declared) {
                        throw error(m, "symmetry \"" + m.getAttribute("symmetry") + "\" (expected: "
                                + declared.letter() + ", as <tiles> declares it, or none)");
                    }
                    members.add(member);
                }
                if (subsets.putIfAbsent(name, List.copyOf(members)) != null) {
                    throw error(e, "name \"" + name + "\" (expected: each subset named once)");
                }
            }
        }
        return new Tileset(file, unique, List.copyOf(tiles.values()), List.copyOf(neighbors), Map.copyOf(subsets));
    }

    private Tileset.Tile tile(Element e) throws InvalidInputException {
        String name = xml.tileName(e);
        String letter = e.hasAttribute("symmetry") ? e.getAttribute("symmetry") : "X";
        Symmetry symmetry = Symmetry.of(letter);
        if (symmetry == null) {
            throw error(e, "symmetry \"" + letter + "\" (expected: one of " + Symmetry.letters() + ")");
        }
        return new Tileset.Tile(name, symmetry, xml.weight(e), Xml.describe(e));
    }

    /**
     * Parses {@code "NAME"} or {@code "NAME K"}, checking that the tile exists. As in the classic, K (default 0) is
     * the index of a symmetry of the square in {@link Symmetry#images} order, applied to orientation 0: for K below
     * the tile's orientation count that is orientation K itself; larger K (up to 7) wrap around its class.
     */
    private Ref reference(Element e, String attribute, Map<String, Tileset.Tile> tiles)
            throws InvalidInputException {
        String value = required(e, attribute);
        String[] parts = value.trim().split(" +");
        if (parts.length > 2) {
            throw error(e, attribute + " \"" + value + "\" (expected: \"NAME\" or \"NAME K\")");
        }
        Tileset.Tile tile = tiles.get(parts[0]);
        if (tile == null) {
            throw error(e, attribute + " \"" + value + "\": unknown tile \"" + parts[0]
                    + "\" (expected: a tile declared in <tiles>)");
        }
        int k;
        try {
            k = parts.length == 1 ? 0 : Integer.parseInt(parts[1]);
        } catch (NumberFormatException ex) {
            k = -1;
        }
        if (k < 0 || k > 7) {
            throw error(e, attribute + " \"" + value + "\": orientation " + parts[1]
                    + " (expected: 0..7, a symmetry of the square applied to orientation 0)");
        }
        return new Ref(parts[0], tile.symmetry().images(0)[k]);
    }

    private record Ref(String name, int orientation) {
    }

    private static final Map<String, TilesetXml.Shape> SHAPES = Map.of(
            "set", new TilesetXml.Shape(Set.of("unique", "topology"), Set.of("tiles", "neighbors", "subsets")),
            "set/tiles", new TilesetXml.Shape(Set.of(), Set.of("tile")),
            "tiles/tile", new TilesetXml.Shape(Set.of("name", "symmetry", "weight"), Set.of()),
            "set/neighbors", new TilesetXml.Shape(Set.of(), Set.of("neighbor")),
            "neighbors/neighbor", new TilesetXml.Shape(Set.of("left", "right"), Set.of()),
            "set/subsets", new TilesetXml.Shape(Set.of(), Set.of("subset")),
            "subsets/subset", new TilesetXml.Shape(Set.of("name"), Set.of("tile")),
            "subset/tile", new TilesetXml.Shape(Set.of("name", "symmetry"), Set.of()));

    private String required(Element e, String attribute) throws InvalidInputException {
        return xml.required(e, attribute);
    }

    private InvalidInputException error(Element e, String what) {
        return xml.error(e, what);
    }

    private InvalidInputException error(String where, String what) {
        return xml.error(where, what);
    }
}
