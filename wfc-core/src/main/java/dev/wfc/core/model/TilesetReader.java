package dev.wfc.core.model;

import dev.wfc.core.internal.Quote;
import dev.wfc.core.internal.Xml;
import dev.wfc.core.io.InvalidInputException;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.w3c.dom.Text;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads the classic tileset XML: {@code <set unique>} with {@code <tiles>} of {@code <tile name symmetry weight>},
 * {@code <neighbors>} of {@code <neighbor left="A k" right="B m">} (orientation 0 when omitted) and optional
 * {@code <subsets>} of {@code <subset name>} with {@code <tile name>} children. Every error names the file and the
 * element at fault.
 */
final class TilesetReader {
    private final Path file;

    private TilesetReader(Path file) {
        this.file = file;
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
        checkShape(root, "set");
        boolean unique = flag(root, "unique");
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
        String name = required(e, "name");
        if (name.isEmpty() || name.equals(".") || name.equals("..")
                || name.chars().anyMatch(c -> c == '/' || c == '\\' || Character.isWhitespace(c) || c < 0x20)) {
            throw error(e, "name \"" + name + "\" (expected: no spaces or path separators, not . or ..)");
        }
        String letter = e.hasAttribute("symmetry") ? e.getAttribute("symmetry") : "X";
        Symmetry symmetry = Symmetry.of(letter);
        if (symmetry == null) {
            throw error(e, "symmetry \"" + letter + "\" (expected: one of " + Symmetry.letters() + ")");
        }
        double weight = 1.0;
        if (e.hasAttribute("weight")) {
            String w = e.getAttribute("weight");
            try {
                weight = Double.parseDouble(w.trim());
            } catch (NumberFormatException ex) {
                weight = Double.NaN;
            }
            if (!(weight > 0) || Double.isInfinite(weight)) {
                throw error(e, "weight \"" + w + "\" (expected: a finite number > 0)");
            }
        }
        return new Tileset.Tile(name, symmetry, weight, Xml.describe(e));
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

    /** The attributes an element may have and the child elements it may hold; keyed by parent/element. */
    private record Shape(Set<String> attributes, Set<String> children) {
    }

    private static final Map<String, Shape> SHAPES = Map.of(
            "set", new Shape(Set.of("unique"), Set.of("tiles", "neighbors", "subsets")),
            "set/tiles", new Shape(Set.of(), Set.of("tile")),
            "tiles/tile", new Shape(Set.of("name", "symmetry", "weight"), Set.of()),
            "set/neighbors", new Shape(Set.of(), Set.of("neighbor")),
            "neighbors/neighbor", new Shape(Set.of("left", "right"), Set.of()),
            "set/subsets", new Shape(Set.of(), Set.of("subset")),
            "subsets/subset", new Shape(Set.of("name"), Set.of("tile")),
            "subset/tile", new Shape(Set.of("name", "symmetry"), Set.of()));

    /**
     * Refuses what the format does not have, as samples.xml's reader does: an unknown attribute (a typo such as
     * {@code symetry} would otherwise be ignored), an unknown child element, or text between elements.
     */
    private void checkShape(Element e, String key) throws InvalidInputException {
        Shape shape = SHAPES.get(key);
        NamedNodeMap attributes = e.getAttributes();
        for (int i = 0; i < attributes.getLength(); i++) {
            String name = attributes.item(i).getNodeName();
            if (!shape.attributes().contains(name)) {
                throw error(e, "attribute " + Quote.value(name) + Quote.didYouMean(name, shape.attributes())
                        + " (expected: " + listed(shape.attributes()) + ")");
            }
        }
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element child) {
                if (!shape.children().contains(child.getTagName())) {
                    throw error(e, "child element <" + Quote.value(child.getTagName()) + ">"
                            + Quote.didYouMean(child.getTagName(), shape.children()) + " (expected: "
                            + listed(shape.children()) + ")");
                }
                checkShape(child, e.getTagName() + "/" + child.getTagName());
            } else if (n instanceof Text text && !text.getData().isBlank()) {
                String quoted = text.getData().strip();
                throw error(e, "text \"" + (quoted.length() > 40 ? quoted.substring(0, 40) + "..." : quoted)
                        + "\" (expected: only elements)");
            }
        }
    }

    private static String listed(Set<String> names) {
        return names.isEmpty() ? "none" : String.join(", ", new TreeSet<>(names));
    }

    private boolean flag(Element e, String attribute) throws InvalidInputException {
        if (!e.hasAttribute(attribute)) {
            return false;
        }
        String v = e.getAttribute(attribute).trim().toLowerCase(Locale.ROOT);
        if (!v.equals("true") && !v.equals("false")) {
            throw error(e, attribute + " \"" + e.getAttribute(attribute) + "\" (expected: True or False)");
        }
        return v.equals("true");
    }

    private String required(Element e, String attribute) throws InvalidInputException {
        if (!e.hasAttribute(attribute)) {
            throw error(e, "no " + attribute + " attribute (expected: " + attribute + "=\"...\")");
        }
        return e.getAttribute(attribute);
    }

    private InvalidInputException error(Element e, String what) {
        return error(Xml.describe(e), what);
    }

    private InvalidInputException error(String where, String what) {
        return new InvalidInputException(file + ": " + where + ": " + what);
    }
}
