package dev.wfc.corpus.debroglie;

import dev.wfc.core.Direction;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.FaceMatch;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * DeBroglie's adjacent model over a bitmap file set ({@code "srcType": "bitmapSet"}): a picture per {@code tiles}
 * entry, square and all of one size, and with {@code "rotationTreatment": "generated"} every rotated and mirrored
 * copy of it that the symmetry asks for as a tile of its own. Copies with the same pixels are one tile, so a
 * picture's own symmetry decides how many tiles it makes (wfc reads the {@code tileSymmetry} letters but trusts the
 * pixels). A reference {@code "name!90"} names the picture turned 90 degrees clockwise ({@code !180},
 * {@code !270} likewise). Adjacency entries are repeated under every rotation and reflection of the symmetry; with
 * {@code autoAdjacency} every pair of pictures (copies included) whose touching pixel column (or row) differs in at
 * most {@code autoAdjacencyTolerance} of its pixels, by ARGB value, is allowed too ({@link FaceMatch}).
 *
 * <p>Maintainers: element {@code g = (k, r)} is "turn k quarter turns clockwise, then mirror in x if r"; turning
 * {@code (k, r)} once more gives {@code (k + 1, 0)} or {@code (k - 1, 1)}, mirroring gives {@code (k, 1 - r)}.
 */
final class BitmapSetBuilder implements TileResolver {
    private final DebroglieConfig config;
    /** "base|k|r" to tile id. */
    private final Map<String, Integer> copies = new HashMap<>();
    private final List<int[]> pictures = new ArrayList<>();
    private final List<String> names = new ArrayList<>();
    private final Map<String, Integer> bases = new LinkedHashMap<>();
    private int side;
    private TileRotations rotations;

    BitmapSetBuilder(DebroglieConfig config) {
        this.config = config;
    }

    AdjacentTiles build() throws IOException {
        if (config.tiles().isEmpty()) {
            throw new WfcInputException("tiles: none (expected: a tile with a src per picture of the set)");
        }
        int turns = config.rotationalSymmetry(); // 1, 2 or 4 (SymmetryGroups)
        boolean generated = config.rotationTreatment() == DebroglieConfig.RotationTreatment.GENERATED;
        int group = generated ? 8 : 1;
        Map<String, int[][]> images = new LinkedHashMap<>();
        for (int i = 0; i < config.tiles().size(); i++) {
            TileData t = config.tiles().get(i);
            String key = "tiles[" + i + "]";
            if (t.src() == null) {
                throw new WfcInputException(key + ".src: missing (expected: the tile's picture, for a bitmap set)");
            }
            if (t.value().numeric() || t.value().text().contains("!")) {
                throw new WfcInputException(key + ".value: " + t.value() + " (expected: a name without '!')");
            }
            if (t.rotateCw() != null || t.rotateCcw() != null || t.reflectX() != null || t.reflectY() != null) {
                throw new NotSupportedException(key + ": stated rotations of a bitmap set");
            }
            Image img = Png.read(ConfigPaths.input(config.baseDir(), t.src(), key + ".src"));
            if (img.width() != img.height() || (side != 0 && img.width() != side)) {
                throw new WfcInputException(key + ".src: " + t.src() + " is " + img.width() + "x" + img.height()
                        + " (expected: square pictures of one size" + (side == 0 ? "" : ", " + side) + ")");
            }
            side = img.width();
            if (bases.containsKey(t.value().text())) {
                throw new WfcInputException(key + ".value: " + t.value() + " named twice (expected: one entry a tile)");
            }
            bases.put(t.value().text(), i);
            images.put(t.value().text(), new int[][] {img.argb()});
        }
        Map<String, Integer> byPixels = new HashMap<>();
        for (String base : bases.keySet()) {
            int[] p0 = images.get(base)[0];
            for (int g = 0; g < group; g++) {
                int k = g % 4;
                int r = g / 4;
                int[] p = transform(p0, k, r == 1);
                String pixels = Arrays.toString(p);
                Integer id = byPixels.get(pixels);
                if (id == null) {
                    id = pictures.size();
                    byPixels.put(pixels, id);
                    pictures.add(p);
                    names.add(g == 0 ? base : base + "!" + (r == 1 ? "x" : "") + 90 * k);
                }
                copies.put(base + "|" + k + "|" + r, id);
            }
        }
        int tiles = pictures.size();
        AdjacencyTable.checkTileCount(tiles, "the bitmap set");
        int[] cw = new int[tiles];
        int[] mirror = new int[tiles];
        for (Map.Entry<String, Integer> e : copies.entrySet()) {
            String[] parts = e.getKey().split("\\|");
            int k = Integer.parseInt(parts[1]);
            int r = Integer.parseInt(parts[2]);
            int id = e.getValue();
            if (generated) {
                cw[id] = copy(parts[0], r == 0 ? k + 1 : k + 3, r);
                mirror[id] = copy(parts[0], k, 1 - r);
            } else {
                cw[id] = id;
                mirror[id] = id;
            }
        }
        rotations = TileRotations.composed(cw, mirror, turns, config.reflectionalSymmetry());
        double[] weight = new double[tiles];
        Arrays.fill(weight, 1);
        for (TileData t : config.tiles()) {
            for (Map.Entry<String, Integer> e : copies.entrySet()) {
                if (e.getKey().startsWith(t.value().text() + "|")) {
                    weight[e.getValue()] = t.frequencyFactor();
                }
            }
        }
        AdjacencyTable table = new AdjacencyTable(tiles);
        for (int i = 0; i < config.adjacencies().size(); i++) {
            Adjacency a = config.adjacencies().get(i);
            String key = "adjacencies[" + i + "]";
            if (a.axis() == ConstraintConfig.Axis.Z) {
                throw new WfcInputException(key + ": above/below (expected: left/right or up/down, as a bitmap"
                        + " set is 2D; above/below is for a voxel set)");
            }
            int d0 = a.axis() == ConstraintConfig.Axis.X ? Direction.RIGHT : Direction.DOWN;
            for (TileRef l : a.first()) {
                for (TileRef rr : a.second()) {
                    int ta = ref(l, key);
                    int tb = ref(rr, key);
                    for (int g = 0; g < rotations.size(); g++) {
                        int d = rotations.direction(g, d0);
                        table.allow(rotations.apply(g, ta), rotations.apply(g, tb), d);
                    }
                }
            }
        }
        if (config.adjacencies().isEmpty() && !config.autoAdjacency()) {
            throw new WfcInputException("adjacencies: none (expected: adjacency pairs, as a file set has no sample)");
        }
        if (config.autoAdjacency()) {
            for (int d : new int[] {Direction.RIGHT, Direction.DOWN}) {
                for (int a = 0; a < tiles; a++) {
                    for (int b = 0; b < tiles; b++) {
                        if (FaceMatch.matches(pictures.get(a), pictures.get(b), side, side, 1, d,
                                config.autoAdjacencyTolerance())) {
                            table.allow(a, b, d);
                        }
                    }
                }
            }
        }
        long[] values = new long[tiles];
        Arrays.setAll(values, i -> i);
        return new AdjacentTiles(table.rules(t -> weight[t]), values, names, pictures.toArray(int[][]::new), side, side);
    }

    private int copy(String base, int k, int r) {
        return copies.get(base + "|" + Math.floorMod(k, 4) + "|" + r);
    }

    /** The picture turned {@code k} quarter turns clockwise, then mirrored in x if asked. */
    private int[] transform(int[] p, int k, boolean mirrored) {
        int n = side;
        int[] cur = p;
        for (int i = 0; i < k; i++) {
            int[] next = new int[cur.length];
            for (int y = 0; y < n; y++) {
                for (int x = 0; x < n; x++) {
                    next[(n - 1 - y) + x * n] = cur[x + y * n]; // (x, y) -> (n - 1 - y, x): clockwise, y down
                }
            }
            cur = next;
        }
        if (mirrored) {
            int[] next = new int[cur.length];
            for (int y = 0; y < n; y++) {
                for (int x = 0; x < n; x++) {
                    next[(n - 1 - x) + y * n] = cur[x + y * n];
                }
            }
            cur = next;
        }
        return cur;
    }

    @Override
    public int ref(TileRef r, String key) {
        String text = r.text();
        int bang = text.indexOf('!');
        String base = bang < 0 ? text : text.substring(0, bang);
        if (!bases.containsKey(base)) {
            throw new WfcInputException(key + ": " + r + " names no tile (expected: one of "
                    + String.join(", ", bases.keySet()) + ", optionally with !90, !180 or !270)");
        }
        int k = 0;
        if (bang >= 0) {
            String deg = text.substring(bang + 1);
            k = switch (deg) {
                case "0" -> 0;
                case "90" -> 1;
                case "180" -> 2;
                case "270" -> 3;
                default -> throw new WfcInputException(key + ": " + r + " (expected: a rotation !0, !90, !180 or"
                        + " !270)");
            };
        }
        Integer id = copies.get(base + "|" + k + "|0");
        if (id == null) {
            throw new WfcInputException(key + ": " + r + " (expected: a rotation of a tile; rotations are generated"
                    + " with \"rotationTreatment\": \"generated\")");
        }
        return id;
    }

    @Override
    public int[] mirror(int axis) {
        int[] m = new int[pictures.size()];
        for (int t = 0; t < m.length; t++) {
            m[t] = rotations.mirror(axis, t);
        }
        return m;
    }
}
