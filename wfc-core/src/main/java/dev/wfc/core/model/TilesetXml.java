package dev.wfc.core.model;

import dev.wfc.core.internal.Quote;
import dev.wfc.core.internal.Xml;
import dev.wfc.core.io.InvalidInputException;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.w3c.dom.Text;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the tileset readers share: the shape check of elements (known attributes and children, no text), flags,
 * required attributes, tile names, and errors that name the file and the element.
 */
final class TilesetXml {
    /** The attributes an element may have and the child elements it may hold. */
    record Shape(Set<String> attributes, Set<String> children) {
    }

    private final Path file;
    /** Shapes keyed by parent/element, the root by its own tag. */
    private final Map<String, Shape> shapes;

    TilesetXml(Path file, Map<String, Shape> shapes) {
        this.file = file;
        this.shapes = shapes;
    }

    /**
     * Refuses what the format does not have, as samples.xml's reader does: an unknown attribute (a typo such as
     * {@code symetry} would otherwise be ignored), an unknown child element, or text between elements.
     */
    void checkShape(Element e, String key) throws InvalidInputException {
        Shape shape = shapes.get(key);
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

    /** The folder of a tileset's tile files: the file's name without {@code .xml}, beside it. */
    static Path folder(Path file) {
        String name = file.getFileName().toString();
        String base = name.toLowerCase(Locale.ROOT).endsWith(".xml") ? name.substring(0, name.length() - 4) : name;
        return file.toAbsolutePath().getParent().resolve(base);
    }

    static String listed(Set<String> names) {
        return names.isEmpty() ? "none" : String.join(", ", new TreeSet<>(names));
    }

    /** An attribute True or False in any case; false when absent. */
    boolean flag(Element e, String attribute) throws InvalidInputException {
        if (!e.hasAttribute(attribute)) {
            return false;
        }
        String v = e.getAttribute(attribute).trim().toLowerCase(Locale.ROOT);
        if (!v.equals("true") && !v.equals("false")) {
            throw error(e, attribute + " \"" + e.getAttribute(attribute) + "\" (expected: True or False)");
        }
        return v.equals("true");
    }

    String required(Element e, String attribute) throws InvalidInputException {
        if (!e.hasAttribute(attribute)) {
            throw error(e, "no " + attribute + " attribute (expected: " + attribute + "=\"...\")");
        }
        return e.getAttribute(attribute);
    }

    /** A tile's name: required, usable as a file name beside the tileset (no spaces or separators, not . or ..). */
    String tileName(Element e) throws InvalidInputException {
        String name = required(e, "name");
        if (name.isEmpty() || name.equals(".") || name.equals("..")
                || name.chars().anyMatch(c -> c == '/' || c == '\\' || Character.isWhitespace(c) || c < 0x20)) {
            throw error(e, "name \"" + name + "\" (expected: no spaces or path separators, not . or ..)");
        }
        return name;
    }

    /** A weight attribute: a finite number > 0, 1 when absent. */
    double weight(Element e) throws InvalidInputException {
        if (!e.hasAttribute("weight")) {
            return 1.0;
        }
        String w = e.getAttribute("weight");
        double weight = number(w);
        if (!(weight > 0) || Double.isInfinite(weight)) {
            throw error(e, "weight \"" + w + "\" (expected: a finite number > 0)");
        }
        return weight;
    }

    /** The number {@code v} holds, surrounding spaces ignored; NaN if it holds none. */
    static double number(String v) {
        try {
            return Double.parseDouble(v.trim());
        } catch (NumberFormatException ex) {
            return Double.NaN;
        }
    }

    InvalidInputException error(Element e, String what) {
        return error(Xml.describe(e), what);
    }

    InvalidInputException error(String where, String what) {
        return new InvalidInputException(file + ": " + where + ": " + what);
    }
}
