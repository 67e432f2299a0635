package dev.wfc.corpus.debroglie;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The adjacent model's criterion for a DeBroglie output, computed with code of its own: every pair of neighbouring
 * cells must stand side by side, at that offset, in the sample or in an adjacency entry, under one of the
 * configuration's rotations and reflections. Offsets are turned as vectors ({@code (dx, dy) -> (-dy, dx)} a
 * clockwise quarter turn, y down; {@code (dx, dy) -> (-dx, dy)} a mirror), tiles through the configuration's own
 * {@code rotateCw} and {@code reflectX} entries.
 */
final class SuiteChecks {
    private final Set<String> allowed = new HashSet<>();
    private final Map<String, String> cw;
    private final Map<String, String> mirror;
    private final int rotations;
    private final boolean reflections;

    SuiteChecks(DebroglieConfig c) {
        this.cw = new java.util.HashMap<>();
        this.mirror = new java.util.HashMap<>();
        for (TileData t : c.tiles()) {
            if (t.rotateCw() != null) {
                cw.put(t.value().text(), t.rotateCw().text());
            }
            if (t.reflectX() != null) {
                mirror.put(t.value().text(), t.reflectX().text());
                mirror.put(t.reflectX().text(), t.value().text());
            }
        }
        this.rotations = c.rotationalSymmetry();
        this.reflections = c.reflectionalSymmetry();
        for (Adjacency a : c.adjacencies()) {
            int dx = a.axis() == ConstraintConfig.Axis.X ? 1 : 0;
            for (TileRef l : a.first()) {
                for (TileRef r : a.second()) {
                    pair(l.text(), r.text(), dx, 1 - dx);
                }
            }
        }
    }

    /** Learns every neighbouring pair of a sample of tile names, row by row, across the seams of its periodic axes. */
    void sample(String[] names, int w, int h, boolean periodicX, boolean periodicY) {
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                if (x + 1 < w || periodicX) {
                    pair(names[x + y * w], names[(x + 1) % w + y * w], 1, 0);
                }
                if (y + 1 < h || periodicY) {
                    pair(names[x + y * w], names[x + ((y + 1) % h) * w], 0, 1);
                }
            }
        }
    }

    /** Adds (a, b at +offset) under every group element, and the same pair seen from b. */
    private void pair(String a, String b, int dx, int dy) {
        for (int r = 0; r < 4; r += 4 / rotations) {
            for (int m = 0; m < (reflections ? 2 : 1); m++) {
                String ga = image(a, r, m == 1);
                String gb = image(b, r, m == 1);
                int ox = dx;
                int oy = dy;
                for (int i = 0; i < r; i++) {
                    int t = ox;
                    ox = -oy;
                    oy = t;
                }
                if (m == 1) {
                    ox = -ox;
                }
                allowed.add(ga + "|" + gb + "|" + ox + "|" + oy);
                allowed.add(gb + "|" + ga + "|" + -ox + "|" + -oy);
            }
        }
    }

    private String image(String t, int turns, boolean mirrored) {
        for (int i = 0; i < turns; i++) {
            t = cw.getOrDefault(t, t);
        }
        return mirrored ? mirror.getOrDefault(t, t) : t;
    }

    /** The first neighbouring pair of the output (across the seams of its periodic axes) that nothing allows, or null. */
    String firstForeignPair(String[] names, int w, int h, boolean periodicX, boolean periodicY) {
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                for (int[] o : List.of(new int[] {1, 0}, new int[] {0, 1})) {
                    int nx = x + o[0];
                    int ny = y + o[1];
                    if ((!periodicX && nx >= w) || (!periodicY && ny >= h)) {
                        continue;
                    }
                    String a = names[x + y * w];
                    String b = names[nx % w + (ny % h) * w];
                    if (!allowed.contains(a + "|" + b + "|" + o[0] + "|" + o[1])) {
                        return a + " at (" + x + ", " + y + ") beside " + b + " at +" + o[0] + "," + o[1];
                    }
                }
            }
        }
        return null;
    }
}
