package dev.wfc.core.model;

import dev.wfc.core.WfcInputException;
import dev.wfc.core.internal.Xml;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.topo.Topology;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the tileset XML off the square has in common ({@link HexTilesetReader}, {@link CubeTilesetReader}): a
 * {@code <set topology="...">} with {@code rotations} and {@code reflections}, {@code <tiles>} of {@code <tile>} each
 * with a new {@code name} and a {@code weight}, and {@code <neighbor>} pairs whose two attributes name opposite
 * directions of the topology ({@code <neighbor above="roof" below="wall"/>}: roof may stand above wall). Every error
 * names the file and the element at fault.
 */
final class GridTilesetReader {
    private final Path file;
    private final Topology topology;
    private final TilesetXml xml;

    /**
     * A reader of {@code file} as a tileset of {@code topology} whose {@code <set>} may carry {@code setAttributes}
     * and each {@code <tile>} {@code tileAttributes}.
     */
    GridTilesetReader(Path file, Topology topology, Set<String> setAttributes, Set<String> tileAttributes) {
        this.file = file;
        this.topology = topology;
        this.xml = new TilesetXml(file, Map.of(
                "set", new TilesetXml.Shape(setAttributes, Set.of("tiles", "neighbors")),
                "set/tiles", new TilesetXml.Shape(Set.of(), Set.of("tile")),
                "tiles/tile", new TilesetXml.Shape(tileAttributes, Set.of()),
                "set/neighbors", new TilesetXml.Shape(Set.of(), Set.of("neighbor")),
                "neighbors/neighbor", new TilesetXml.Shape(directions(topology), Set.of())));
    }

    Path file() {
        return file;
    }

    TilesetXml xml() {
        return xml;
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

    private static Element root(Path file) throws IOException {
        Element root = Xml.parse(file).getDocumentElement();
        if (!root.getTagName().equals("set")) {
            throw new InvalidInputException(file + ": <" + root.getTagName() + ">: root element (expected: <set>)");
        }
        return root;
    }

    /** The root: a {@code <set>} of this topology with only the elements and attributes its shape allows. */
    Element checkedRoot() throws IOException {
        Element root = root(file);
        if (!topology.id().equals(root.getAttribute("topology"))) {
            throw xml.error(root, "topology \"" + root.getAttribute("topology") + "\" (expected: " + topology.id()
                    + ")");
        }
        xml.checkShape(root, "set");
        return root;
    }

    /** {rotations, 1 if reflections}: rotations one of {@code allowed}, default 1, reflections default False. */
    int[] symmetry(Element root, int[] allowed) throws InvalidInputException {
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
    List<Element> tiles(Element root, int max) throws InvalidInputException {
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
    String name(Element e, Set<String> names) throws InvalidInputException {
        String name = xml.tileName(e);
        if (name.contains("!")) {
            throw xml.error(e, "name \"" + name + "\" (expected: no '!', which starts a turned copy's suffix)");
        }
        if (!names.add(name)) {
            throw xml.error(e, "name \"" + name + "\" (expected: each tile named once)");
        }
        return name;
    }

    /** Where a {@code <neighbor>} pair goes: tile b allowed toward direction d of tile a. */
    interface Pair {
        void allow(String a, String b, int d);
    }

    /**
     * Each {@code <neighbor X="a" Y="b"/>}: X and Y opposite directions, a standing toward X of b, so b toward Y of
     * a. Names are a tile's, optionally with a copy's suffix; the builder checks the suffix.
     */
    void neighbors(Element root, Set<String> names, Pair out) throws InvalidInputException {
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

    /** A model builder's {@code build()}, which may refuse its tiles or pairs. */
    interface Build<T> {
        T build();
    }

    /** The builder's result; its refusals (a copy suffix the symmetry lacks, too many copies) name the file. */
    <T> T build(Build<T> b) throws InvalidInputException {
        try {
            return b.build();
        } catch (WfcInputException e) {
            throw new InvalidInputException(file + ": " + e.getMessage());
        }
    }
}
