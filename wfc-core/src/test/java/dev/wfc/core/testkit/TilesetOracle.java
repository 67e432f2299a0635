package dev.wfc.core.testkit;

import dev.wfc.core.io.Vox;
import dev.wfc.core.io.Voxels;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rules a hex or cube tileset file means, worked out by the test alone: it reads the XML with its own DOM walk,
 * turns a copy's side labels by hexagon geometry on screen or its voxels point by point, matches labels or faces and
 * spreads each {@code <neighbor>} pair over the symmetry by turning its tiles and its direction. Shares nothing with
 * the reader, the builders or the topology class (only the {@code .vox} decoder, which has its own tests).
 */
public final class TilesetOracle {
    private static final String[] HEX_NAMES = {"left", "down-left", "down-right", "right", "up-right", "up-left"};
    private static final String[] CUBE_NAMES = {"left", "down", "right", "up", "above", "below"};

    private final boolean hex;
    private final int rotations;
    private final boolean reflections;
    private final double tolerance;
    private final int[][] offsets;
    /** A base tile's side labels (hex) or ARGB voxels as strings (cube), by name. */
    private final Map<String, String[]> base = new LinkedHashMap<>();
    private final List<String[]> pairs = new ArrayList<>();
    private int n;
    private int nz;

    private TilesetOracle(Path xml) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        Element root = f.newDocumentBuilder().parse(xml.toFile()).getDocumentElement();
        hex = root.getAttribute("topology").equals("hex");
        offsets = new Shape(hex ? "hex" : "cube", 1, 1, 1, false, false, false, null).offsets();
        rotations = root.hasAttribute("rotations") ? Integer.parseInt(root.getAttribute("rotations")) : 1;
        reflections = root.getAttribute("reflections").equalsIgnoreCase("true");
        tolerance = root.hasAttribute("tolerance") ? Double.parseDouble(root.getAttribute("tolerance")) : -1;
        String folder = xml.getFileName().toString().replaceAll("\\.xml$", "");
        for (Element t : elements(root, "tile")) {
            String name = t.getAttribute("name");
            if (hex) {
                base.put(name, t.getAttribute("sides").trim().split("\\s+"));
            } else {
                Voxels v = Vox.read(xml.resolveSibling(folder).resolve(name + ".vox"));
                n = v.width();
                nz = v.depth();
                String[] box = new String[v.colors().length];
                for (int i = 0; i < box.length; i++) {
                    box[i] = Integer.toString(v.colors()[i] == 0 ? 0 : v.palette()[v.colors()[i]]);
                }
                base.put(name, box);
            }
        }
        for (Element p : elements(root, "neighbor")) {
            NamedNodeMap a = p.getAttributes();
            pairs.add(new String[] {a.item(0).getNodeName(), a.item(0).getNodeValue().trim(),
                    a.item(1).getNodeName(), a.item(1).getNodeValue().trim()});
        }
    }

    /**
     * allowed[d][a][b] (b toward direction d of a) over {@code tileNames}, the model's copies named
     * {@code base}, {@code base!60}, {@code base!x90} and so on.
     *
     * @throws IllegalStateException if two names stand for the same copy, or a pair's copy has no name
     */
    public static boolean[][][] allowed(Path xml, List<String> tileNames) throws Exception {
        return new TilesetOracle(xml).allowed(tileNames);
    }

    private boolean[][][] allowed(List<String> names) {
        int t = names.size();
        String[][] content = new String[t][];
        for (int i = 0; i < t; i++) {
            content[i] = copy(names.get(i));
            for (int j = 0; j < i; j++) {
                if (Arrays.equals(content[i], content[j]) && stem(names.get(i)).equals(stem(names.get(j)))) {
                    throw new IllegalStateException(names.get(i) + " and " + names.get(j) + " are one copy");
                }
            }
        }
        int dirs = offsets.length;
        boolean[][][] allowed = new boolean[dirs][t][t];
        for (int d = 0; d < dirs; d++) {
            for (int a = 0; a < t; a++) {
                for (int b = 0; b < t; b++) {
                    allowed[d][a][b] = hex ? content[a][d].equals(content[b][opposite(d)])
                            : tolerance >= 0 && facesMatch(content[a], content[b], d);
                }
            }
        }
        for (String[] p : pairs) {
            // p = {X, a, Y, b}: a toward X of b, so b toward Y of a.
            int y = direction(p[2]);
            for (int r = 0; r < (reflections ? 2 : 1); r++) {
                for (int k = 0; k < (hex ? 6 : 4); k += (hex ? 6 : 4) / rotations) {
                    int a = find(names, content, stem(p[1]), turn(copy(p[1]), r == 1, k));
                    int b = find(names, content, stem(p[3]), turn(copy(p[3]), r == 1, k));
                    int d = turnDirection(y, r == 1, k);
                    allowed[d][a][b] = true;
                    allowed[opposite(d)][b][a] = true;
                }
            }
        }
        return allowed;
    }

    private static String stem(String name) {
        int bang = name.indexOf('!');
        return bang < 0 ? name : name.substring(0, bang);
    }

    /** The content of a named copy: its base turned as its suffix says ({@code x} mirrors first). */
    private String[] copy(String name) {
        int bang = name.indexOf('!');
        String[] b = base.get(stem(name));
        if (bang < 0) {
            return b;
        }
        String suffix = name.substring(bang + 1);
        boolean mirrored = suffix.startsWith("x");
        int degrees = Integer.parseInt(mirrored ? suffix.substring(1) : suffix);
        return turn(b, mirrored, degrees / (hex ? 60 : 90));
    }

    private int find(List<String> names, String[][] content, String stem, String[] wanted) {
        for (int i = 0; i < names.size(); i++) {
            if (stem(names.get(i)).equals(stem) && Arrays.equals(content[i], wanted)) {
                return i;
            }
        }
        throw new IllegalStateException("no tile is " + stem + " turned to " + Arrays.toString(wanted));
    }

    /** Hex: labels moved to the turned directions; cube: voxels moved point by point. */
    private String[] turn(String[] c, boolean mirrored, int k) {
        String[] out = new String[c.length];
        if (hex) {
            for (int d = 0; d < 6; d++) {
                out[turnDirection(d, mirrored, k)] = c[d];
            }
            return out;
        }
        for (int z = 0; z < nz; z++) {
            for (int y = 0; y < n; y++) {
                for (int x = 0; x < n; x++) {
                    int px = mirrored ? n - 1 - x : x;
                    int py = y;
                    for (int i = 0; i < k; i++) { // clockwise seen from above, y down: (x, y) to (n - 1 - y, x)
                        int nx = n - 1 - py;
                        py = px;
                        px = nx;
                    }
                    out[px + (py + z * n) * n] = c[x + (y + z * n) * n];
                }
            }
        }
        return out;
    }

    /** Direction d mirrored in x if asked, then turned k steps clockwise on screen (y down), by its offset. */
    private int turnDirection(int d, boolean mirrored, int k) {
        double x = hex ? offsets[d][0] - offsets[d][1] / 2.0 : offsets[d][0];
        double y = hex ? offsets[d][1] * Math.sqrt(3) / 2 : offsets[d][1];
        if (mirrored) {
            x = -x;
        }
        double angle = k * (hex ? Math.PI / 3 : Math.PI / 2);
        double tx = x * Math.cos(angle) - y * Math.sin(angle);
        double ty = x * Math.sin(angle) + y * Math.cos(angle);
        for (int e = 0; e < offsets.length; e++) {
            double ex = hex ? offsets[e][0] - offsets[e][1] / 2.0 : offsets[e][0];
            double ey = hex ? offsets[e][1] * Math.sqrt(3) / 2 : offsets[e][1];
            if (offsets[e][2] == offsets[d][2] && Math.abs(ex - tx) < 1e-9 && Math.abs(ey - ty) < 1e-9) {
                return e;
            }
        }
        throw new IllegalStateException("direction " + d);
    }

    private int opposite(int d) {
        for (int e = 0; e < offsets.length; e++) {
            if (offsets[e][0] == -offsets[d][0] && offsets[e][1] == -offsets[d][1]
                    && offsets[e][2] == -offsets[d][2]) {
                return e;
            }
        }
        throw new IllegalStateException();
    }

    /** Whether a's face toward d and b's facing layer differ in at most the tolerance's share of their voxels. */
    private boolean facesMatch(String[] a, String[] b, int d) {
        int[] o = offsets[d];
        int differ = 0;
        int total = 0;
        for (int z = 0; z < nz; z++) {
            for (int y = 0; y < n; y++) {
                for (int x = 0; x < n; x++) {
                    boolean face = (o[0] != 0 && x == (o[0] > 0 ? n - 1 : 0))
                            || (o[1] != 0 && y == (o[1] > 0 ? n - 1 : 0)) || (o[2] != 0 && z == (o[2] > 0 ? nz - 1 : 0));
                    if (face) {
                        int bx = o[0] == 0 ? x : n - 1 - x;
                        int by = o[1] == 0 ? y : n - 1 - y;
                        int bz = o[2] == 0 ? z : nz - 1 - z;
                        total++;
                        differ += a[x + (y + z * n) * n].equals(b[bx + (by + bz * n) * n]) ? 0 : 1;
                    }
                }
            }
        }
        return differ <= tolerance * total;
    }

    private int direction(String name) {
        String[] names = hex ? HEX_NAMES : CUBE_NAMES;
        for (int d = 0; d < names.length; d++) {
            if (names[d].equals(name)) {
                return d;
            }
        }
        throw new IllegalStateException(name);
    }

    private static List<Element> elements(Element root, String tag) {
        List<Element> out = new ArrayList<>();
        walk(root, tag, out);
        return out;
    }

    private static void walk(Node node, String tag, List<Element> out) {
        for (Node c = node.getFirstChild(); c != null; c = c.getNextSibling()) {
            if (c instanceof Element e) {
                if (e.getTagName().equals(tag)) {
                    out.add(e);
                }
                walk(e, tag, out);
            }
        }
    }
}
