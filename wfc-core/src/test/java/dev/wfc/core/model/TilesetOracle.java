package dev.wfc.core.model;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An independent reading of a classic tileset, for checking the tiled model: it parses the XML with the JDK's plain
 * DOM parser (trusted test data), treats orientations as elements of the square's symmetry group (2x2 integer
 * matrices acting on image coordinates, y down) and closes every neighbour pair under all 8 symmetries. It shares no
 * code with {@link TiledModel}, {@link TilesetReader} or {@link Symmetry}. {@link #read} and {@link #check} are
 * public for wfc-cli's tests, which reach them through this module's test jar.
 *
 * <p>Orientation {@code k} of a tile is its base image transformed by {@code pose(k)}: {@code ROT^k} for k < 4 and
 * {@code MIRROR ROT^(k-4)} for k >= 4 (how the format numbers orientations). In a neighbour rule, {@code "NAME k"}
 * means the base image moved by the k-th element of {@link #GROUP} (the same as orientation k when k is below the
 * tile's orientation count). A symmetry class is the subgroup of
 * transformations that leave the base image unchanged; orientation of {@code g} applied to the base is the {@code k}
 * with {@code pose(k)^-1 g} in that subgroup.
 */
public final class TilesetOracle {
    /** {@code (x, y) -> (a x + b y, c x + d y)}. */
    record Matrix(int a, int b, int c, int d) {
        Matrix times(Matrix o) {
            return new Matrix(a * o.a + b * o.c, a * o.b + b * o.d, c * o.a + d * o.c, c * o.b + d * o.d);
        }

        /** The inverse of an orthogonal matrix: its transpose. */
        Matrix inverse() {
            return new Matrix(a, c, b, d);
        }

        int[] apply(int x, int y) {
            return new int[] {a * x + b * y, c * x + d * y};
        }
    }

    static final Matrix ID = new Matrix(1, 0, 0, 1);
    /** The format's quarter turn: the top-right corner goes to the top-left (counter-clockwise on screen). */
    static final Matrix ROT = new Matrix(0, 1, -1, 0);
    /** Left-right mirror. */
    static final Matrix MIRROR = new Matrix(-1, 0, 0, 1);
    static final List<Matrix> GROUP = List.of(ID, ROT, pow(ROT, 2), pow(ROT, 3),
            MIRROR, MIRROR.times(ROT), MIRROR.times(pow(ROT, 2)), MIRROR.times(pow(ROT, 3)));

    private final Map<String, String> symmetries = new LinkedHashMap<>();
    private final Map<String, Double> weights = new LinkedHashMap<>();
    /** Allowed "A|B|d": tile variant B may be the neighbour of A in direction d (0 left, 1 down, 2 right, 3 up). */
    private final Set<String> allowed = new HashSet<>();
    private final boolean unique;

    private TilesetOracle(Path xml, String subset) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        Document doc = f.newDocumentBuilder().parse(xml.toFile());
        Element root = doc.getDocumentElement();
        unique = root.getAttribute("unique").equalsIgnoreCase("true");
        Set<String> members = null;
        NodeList subsetList = root.getElementsByTagName("subset");
        for (int i = 0; i < subsetList.getLength(); i++) {
            Element s = (Element) subsetList.item(i);
            if (s.getAttribute("name").equals(subset)) {
                members = new HashSet<>();
                NodeList ts = s.getElementsByTagName("tile");
                for (int j = 0; j < ts.getLength(); j++) {
                    members.add(((Element) ts.item(j)).getAttribute("name"));
                }
            }
        }
        if (subset != null && members == null) {
            throw new IllegalArgumentException("no subset " + subset);
        }
        Element tiles = (Element) root.getElementsByTagName("tiles").item(0);
        NodeList tileList = tiles.getElementsByTagName("tile");
        for (int i = 0; i < tileList.getLength(); i++) {
            Element t = (Element) tileList.item(i);
            String name = t.getAttribute("name");
            if (members == null || members.contains(name)) {
                symmetries.put(name, t.hasAttribute("symmetry") ? t.getAttribute("symmetry") : "X");
                weights.put(name, t.hasAttribute("weight") ? Double.parseDouble(t.getAttribute("weight")) : 1.0);
            }
        }
        NodeList neighbors = root.getElementsByTagName("neighbor");
        for (int i = 0; i < neighbors.getLength(); i++) {
            Element n = (Element) neighbors.item(i);
            String[] left = n.getAttribute("left").trim().split(" +");
            String[] right = n.getAttribute("right").trim().split(" +");
            if (symmetries.containsKey(left[0]) && symmetries.containsKey(right[0])) {
                close(left[0], GROUP.get(left.length > 1 ? Integer.parseInt(left[1]) : 0),
                        right[0], GROUP.get(right.length > 1 ? Integer.parseInt(right[1]) : 0));
            }
        }
    }

    /** Reads {@code xml}, narrowed to {@code subset} (null for every tile). */
    public static TilesetOracle read(Path xml, String subset) throws Exception {
        return new TilesetOracle(xml, subset);
    }

    boolean unique() {
        return unique;
    }

    /** Tile names in document order (of the subset). */
    List<String> tiles() {
        return new ArrayList<>(symmetries.keySet());
    }

    String symmetry(String tile) {
        return symmetries.get(tile);
    }

    double weight(String tile) {
        return weights.get(tile);
    }

    /** Every variant name, "NAME K", tile by tile. */
    List<String> variants() {
        List<String> out = new ArrayList<>();
        symmetries.forEach((name, letter) -> {
            for (int k = 0; k < 8 / stabilizer(letter).size(); k++) {
                out.add(name + " " + k);
            }
        });
        return out;
    }

    /** Whether variant {@code b} may be the neighbour of variant {@code a} in direction {@code d}. */
    boolean allows(String a, String b, int d) {
        return allowed.contains(a + "|" + b + "|" + d);
    }

    /**
     * Checks a map in the classic text format (a line per row, cells {@code "NAME K, "}): every cell names a variant
     * of the tileset and every pair of neighbours (wrapping if periodic) is allowed.
     *
     * @return the violations found, empty if none
     */
    public List<String> check(String text, boolean periodic) {
        List<String[]> rows = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (!line.endsWith(", ")) {
                return List.of("line without the trailing separator: " + line);
            }
            rows.add(line.substring(0, line.length() - 2).split(", "));
        }
        List<String> bad = new ArrayList<>();
        Set<String> known = new HashSet<>(variants());
        int h = rows.size();
        int w = rows.get(0).length;
        for (int y = 0; y < h; y++) {
            if (rows.get(y).length != w) {
                bad.add("row " + y + " has " + rows.get(y).length + " cells, expected " + w);
                return bad;
            }
        }
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                String a = rows.get(y)[x];
                if (!known.contains(a)) {
                    bad.add("(" + x + "," + y + ") unknown variant " + a);
                }
                if (x + 1 < w || periodic) {
                    String b = rows.get(y)[(x + 1) % w];
                    if (!allows(a, b, 2)) {
                        bad.add("(" + x + "," + y + ") " + a + " | " + b);
                    }
                }
                if (y + 1 < h || periodic) {
                    String b = rows.get((y + 1) % h)[x];
                    if (!allows(a, b, 1)) {
                        bad.add("(" + x + "," + y + ") " + a + " above " + b);
                    }
                }
            }
        }
        return bad;
    }

    /** The transformation that orientation {@code k} applies to a base image. */
    static Matrix pose(int k) {
        return k < 4 ? pow(ROT, k) : MIRROR.times(pow(ROT, k - 4));
    }

    /** The transformations that leave a base image of the class unchanged. */
    static Set<Matrix> stabilizer(String letter) {
        Matrix half = pow(ROT, 2);
        return switch (letter) {
            case "X" -> Set.copyOf(GROUP);
            // a straight bar: both axis mirrors and the half turn
            case "I" -> Set.of(ID, half, MIRROR, MIRROR.times(half));
            // a T pointing up or down: the left-right mirror
            case "T" -> Set.of(ID, MIRROR);
            // a corner joining left and bottom (or right and top): the mirror across the "/" diagonal
            case "L" -> Set.of(ID, new Matrix(0, -1, -1, 0));
            // a "\" diagonal: the half turn and both diagonal mirrors
            case "\\" -> Set.of(ID, half, new Matrix(0, 1, 1, 0), new Matrix(0, -1, -1, 0));
            case "F" -> Set.of(ID);
            default -> throw new IllegalArgumentException("symmetry " + letter);
        };
    }

    /** The orientation that {@code g} applied to the base image of a tile of class {@code letter} is. */
    static int orientation(String letter, Matrix g) {
        Set<Matrix> h = stabilizer(letter);
        for (int k = 0; k < 8 / h.size(); k++) {
            if (h.contains(pose(k).inverse().times(g))) {
                return k;
            }
        }
        throw new AssertionError("no orientation for " + g);
    }

    /**
     * Allows left|right, the tiles moved by {@code gl} and {@code gr} from their base images, and the pair's images
     * under every symmetry of the square.
     */
    private void close(String left, Matrix gl, String right, Matrix gr) {
        for (Matrix s : GROUP) {
            String a = left + " " + orientation(symmetries.get(left), s.times(gl));
            String b = right + " " + orientation(symmetries.get(right), s.times(gr));
            int[] v = s.apply(1, 0);
            int d = v[0] == -1 ? 0 : v[1] == 1 ? 1 : v[0] == 1 ? 2 : 3;
            allowed.add(a + "|" + b + "|" + d);
            allowed.add(b + "|" + a + "|" + (d + 2) % 4);
        }
    }

    private static Matrix pow(Matrix m, int k) {
        Matrix r = ID;
        for (int i = 0; i < k; i++) {
            r = r.times(m);
        }
        return r;
    }
}
