package dev.wfc.core.samples;

import dev.wfc.core.Heuristic;
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
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads a classic samples.xml strictly: a {@code <samples>} root holding only {@code <overlapping>} and
 * {@code <simpletiled>} entries, each with only the attributes the classic knows, every value checked. Anything
 * else is an error, one line naming the file, the element and the attribute, rather than silently ignored.
 */
public final class SampleList {
    private static final List<String> COMMON = List.of("name", "size", "width", "height", "periodic", "heuristic",
            "seed", "screenshots", "limit");
    private static final Set<String> OVERLAPPING = with(COMMON, "N", "periodicInput", "symmetry", "ground");
    private static final Set<String> TILED = with(COMMON, "subset", "blackBackground", "textOutput");

    private final Path file;

    private SampleList(Path file) {
        this.file = file;
    }

    /**
     * The file's entries in document order.
     *
     * @throws InvalidInputException if the file is not well-formed or declares a DOCTYPE, or holds an element,
     *     attribute or value the classic format does not allow (one line naming the file, element and attribute)
     * @throws IOException if the file is missing or unreadable
     */
    public static List<SampleEntry> read(Path file) throws IOException {
        return new SampleList(file).read();
    }

    private List<SampleEntry> read() throws IOException {
        Element root = Xml.parse(file).getDocumentElement();
        if (!root.getTagName().equals("samples")) {
            throw error(root, "root element (expected: <samples>)");
        }
        checkAttributes(root, Set.of());
        List<SampleEntry> entries = new ArrayList<>();
        for (Node n = root.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Text t && !t.getData().isBlank()) {
                throw error(root, "text \"" + t.getData().strip() + "\" (expected: only <overlapping> and "
                        + "<simpletiled> elements)");
            }
            if (n instanceof Element e) {
                entries.add(entry(e, entries.size() + 1));
            }
        }
        return entries;
    }

    private SampleEntry entry(Element e, int position) throws InvalidInputException {
        boolean overlapping = e.getTagName().equals("overlapping");
        if (!overlapping && !e.getTagName().equals("simpletiled")) {
            throw error(e, "element <" + Quote.value(e.getTagName()) + ">"
                    + Quote.didYouMean(e.getTagName(), Set.of("overlapping", "simpletiled"))
                    + " (expected: <overlapping> or <simpletiled>)");
        }
        checkAttributes(e, overlapping ? OVERLAPPING : TILED);
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element child) {
                throw error(e, "child element <" + child.getTagName() + "> (expected: none)");
            }
        }
        String name = name(e);
        int size = integer(e, "size", overlapping ? 48 : 24, 1, Integer.MAX_VALUE);
        int width = integer(e, "width", size, 1, Integer.MAX_VALUE);
        int height = integer(e, "height", size, 1, Integer.MAX_VALUE);
        boolean periodic = flag(e, "periodic", false);
        Heuristic heuristic = heuristic(e);
        Long seed = e.hasAttribute("seed") ? longValue(e, "seed", Long.MIN_VALUE) : null;
        int screenshots = integer(e, "screenshots", 2, 0, Integer.MAX_VALUE);
        long limit = e.hasAttribute("limit") ? longValue(e, "limit", -1) : -1;
        SampleEntry.Overlapping o = null;
        SampleEntry.Tiled t = null;
        if (overlapping) {
            o = new SampleEntry.Overlapping(integer(e, "N", 3, 2, Integer.MAX_VALUE),
                    flag(e, "periodicInput", true), integer(e, "symmetry", 8, 1, 8), flag(e, "ground", false));
        } else {
            t = new SampleEntry.Tiled(e.hasAttribute("subset") ? e.getAttribute("subset") : null,
                    flag(e, "blackBackground", false), flag(e, "textOutput", false));
        }
        return new SampleEntry(position, Xml.describe(e), name, width, height, periodic, heuristic, seed,
                screenshots, limit, o, t);
    }

    private static Set<String> with(List<String> common, String... specific) {
        Set<String> all = new TreeSet<>(common);
        all.addAll(List.of(specific));
        return Set.copyOf(all);
    }

    /** Refuses an attribute not in {@code allowed}. */
    private void checkAttributes(Element e, Set<String> allowed) throws InvalidInputException {
        NamedNodeMap attributes = e.getAttributes();
        for (int i = 0; i < attributes.getLength(); i++) {
            String a = attributes.item(i).getNodeName();
            if (!allowed.contains(a)) {
                throw error(e, "attribute " + Quote.value(a) + Quote.didYouMean(a, allowed) + " (expected: "
                        + (allowed.isEmpty() ? "none" : "one of " + String.join(", ", new TreeSet<>(allowed))) + ")");
            }
        }
    }

    /** The name, which must stay a plain file name: it is looked up beside the file and names the outputs. */
    private String name(Element e) throws InvalidInputException {
        if (!e.hasAttribute("name")) {
            throw error(e, "no name attribute (expected: name=\"...\", the sample or tileset)");
        }
        String name = e.getAttribute("name");
        if (name.isEmpty() || name.equals(".") || name.equals("..")
                || name.chars().anyMatch(c -> c == '/' || c == '\\' || c < 0x20)) {
            throw error(e, "name \"" + name + "\" (expected: a file name without path separators, not . or ..)");
        }
        return name;
    }

    private int integer(Element e, String attribute, int fallback, int min, int max) throws InvalidInputException {
        if (!e.hasAttribute(attribute)) {
            return fallback;
        }
        String value = e.getAttribute(attribute);
        String range = max == Integer.MAX_VALUE ? (min == 1 ? "> 0" : ">= " + min) : min + ".." + max;
        try {
            int v = Integer.parseInt(value.trim());
            if (v >= min && v <= max) {
                return v;
            }
        } catch (NumberFormatException ignored) {
            // reported below, with the range
        }
        throw error(e, attribute + " \"" + value + "\" (expected: an integer " + range + ")");
    }

    private long longValue(Element e, String attribute, long min) throws InvalidInputException {
        String value = e.getAttribute(attribute);
        try {
            long v = Long.parseLong(value.trim());
            if (v >= min) {
                return v;
            }
        } catch (NumberFormatException ignored) {
            // reported below, with the range
        }
        throw error(e, attribute + " \"" + value + "\" (expected: a 64-bit integer"
                + (min == Long.MIN_VALUE ? "" : " >= " + min) + ")");
    }

    private boolean flag(Element e, String attribute, boolean fallback) throws InvalidInputException {
        if (!e.hasAttribute(attribute)) {
            return fallback;
        }
        String value = e.getAttribute(attribute);
        String v = value.trim().toLowerCase(Locale.ROOT);
        if (!v.equals("true") && !v.equals("false")) {
            throw error(e, attribute + " \"" + value + "\" (expected: True or False)");
        }
        return v.equals("true");
    }

    private Heuristic heuristic(Element e) throws InvalidInputException {
        if (!e.hasAttribute("heuristic")) {
            return Heuristic.ENTROPY;
        }
        String value = e.getAttribute("heuristic");
        for (Heuristic h : Heuristic.values()) {
            if (h.name().equalsIgnoreCase(value.trim())) {
                return h;
            }
        }
        throw error(e, "heuristic \"" + value + "\" (expected: Entropy, MRV or Scanline)");
    }

    private InvalidInputException error(Element e, String what) {
        return new InvalidInputException(file + ": " + Xml.describe(e) + ": " + what);
    }
}
