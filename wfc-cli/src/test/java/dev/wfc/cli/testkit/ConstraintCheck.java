package dev.wfc.cli.testkit;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An independent check of designer constraints on a finished map, given as the name of the tile in every cell: its
 * own reading of how a name names tiles (the name itself, or the name followed by a space and more), its own border
 * and flood-fill arithmetic. Shares no code with wfc's steering. Each check returns the violations found.
 */
public final class ConstraintCheck {
    private final String[][] cells;
    private final boolean periodic;

    /** @param cells tile names {@code [y][x]} */
    public ConstraintCheck(String[][] cells, boolean periodic) {
        this.cells = cells;
        this.periodic = periodic;
    }

    /** A map in the classic text form, a line per row and each cell as {@code "NAME K, "}. */
    public static ConstraintCheck ofTiledText(String text, boolean periodic) {
        return new ConstraintCheck(text.lines().map(l -> l.substring(0, l.length() - 2).split(", "))
                .toArray(String[][]::new), periodic);
    }

    /** A map of characters, a line per row. */
    public static ConstraintCheck ofChars(String text, boolean periodic) {
        return new ConstraintCheck(text.lines().map(l -> l.codePoints().mapToObj(Character::toString)
                .toArray(String[]::new)).toArray(String[][]::new), periodic);
    }

    int width() {
        return cells[0].length;
    }

    int height() {
        return cells.length;
    }

    public List<String> pin(int x, int y, String... names) {
        return named(x, y, names) ? List.of() : List.of("pin (" + x + ", " + y + ") holds " + cells[y][x]);
    }

    /** @param edges of left, right, top, bottom */
    public List<String> border(Set<String> edges, String... names) {
        return area(edges, Set.of(), false, false, names);
    }

    /**
     * The cells on one of {@code edges} and on none of {@code excluded} (every other cell if {@code inverted}) hold
     * a tile named, or, if {@code ban}, none.
     */
    public List<String> area(Set<String> edges, Set<String> excluded, boolean inverted, boolean ban,
                             String... names) {
        List<String> bad = new ArrayList<>();
        for (int y = 0; y < height(); y++) {
            for (int x = 0; x < width(); x++) {
                boolean in = (on(x, y, edges) && !on(x, y, excluded)) != inverted;
                if (in && named(x, y, names) == ban) {
                    bad.add("area cell (" + x + ", " + y + ") holds " + cells[y][x]);
                }
            }
        }
        return bad;
    }

    private boolean on(int x, int y, Set<String> edges) {
        return x == 0 && edges.contains("left") || x == width() - 1 && edges.contains("right")
                || y == 0 && edges.contains("top") || y == height() - 1 && edges.contains("bottom");
    }

    /**
     * The map is its mirror image left to right ({@code alongX}) or top to bottom: the cell across the middle holds
     * the tile's image, {@code images.get(tile)} or the tile itself.
     */
    public List<String> mirrored(boolean alongX, Map<String, String> images) {
        List<String> bad = new ArrayList<>();
        for (int y = 0; y < height(); y++) {
            for (int x = 0; x < width(); x++) {
                String across = alongX ? cells[y][width() - 1 - x] : cells[height() - 1 - y][x];
                String image = images.getOrDefault(cells[y][x], cells[y][x]);
                if (!across.equals(image)) {
                    bad.add("(" + x + ", " + y + ") holds " + cells[y][x] + ", across it " + across);
                }
            }
        }
        return bad;
    }

    /**
     * The cells holding a tile of {@code exits} (by exact name: the sides left, right, top, bottom it opens to) form
     * one network: a flood fill from one of them, stepping to a neighbour only where both open towards each other,
     * reaches them all.
     */
    public List<String> edgedPath(Map<String, Set<String>> exits) {
        int networks = 0;
        for (int[] row : networks(exits)) {
            for (int n : row) {
                networks = Math.max(networks, n);
            }
        }
        return networks <= 1 ? List.of() : List.of(networks + " networks of " + exits.keySet());
    }

    /** The end points {@code {x, y}} hold tiles of {@code exits} and lie in one network (as {@link #edgedPath}). */
    public List<String> edgedJoined(Map<String, Set<String>> exits, int[]... ends) {
        int[][] label = networks(exits);
        List<String> bad = new ArrayList<>();
        for (int[] e : ends) {
            int n = label[e[1]][e[0]];
            if (n == 0 || n != label[ends[0][1]][ends[0][0]]) {
                bad.add("end point (" + e[0] + ", " + e[1] + ") holds " + cells[e[1]][e[0]] + ", network " + n);
            }
        }
        return bad;
    }

    /** Each cell's network number (1, 2, ...) by flood fill through exits that face each other; 0 off the path. */
    private int[][] networks(Map<String, Set<String>> exits) {
        String[][] sides = {{"right", "left"}, {"left", "right"}, {"bottom", "top"}, {"top", "bottom"}};
        int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        int[][] seen = new int[height()][width()];
        int networks = 0;
        for (int y = 0; y < height(); y++) {
            for (int x = 0; x < width(); x++) {
                if (seen[y][x] != 0 || !exits.containsKey(cells[y][x])) {
                    continue;
                }
                networks++;
                ArrayDeque<int[]> queue = new ArrayDeque<>();
                queue.add(new int[] {x, y});
                seen[y][x] = networks;
                while (!queue.isEmpty()) {
                    int[] p = queue.poll();
                    for (int d = 0; d < 4; d++) {
                        int nx = p[0] + steps[d][0];
                        int ny = p[1] + steps[d][1];
                        if (periodic) {
                            nx = Math.floorMod(nx, width());
                            ny = Math.floorMod(ny, height());
                        } else if (nx < 0 || ny < 0 || nx >= width() || ny >= height()) {
                            continue;
                        }
                        Set<String> to = exits.get(cells[ny][nx]);
                        if (seen[ny][nx] == 0 && to != null && exits.get(cells[p[1]][p[0]]).contains(sides[d][0])
                                && to.contains(sides[d][1])) {
                            seen[ny][nx] = networks;
                            queue.add(new int[] {nx, ny});
                        }
                    }
                }
            }
        }
        return seen;
    }

    public List<String> row(int y, String... names) {
        List<String> bad = new ArrayList<>();
        for (int x = 0; x < width(); x++) {
            if (!named(x, y, names)) {
                bad.add("row cell (" + x + ", " + y + ") holds " + cells[y][x]);
            }
        }
        return bad;
    }

    public List<String> count(int min, int max, String... names) {
        int n = members(names);
        return n >= min && n <= max ? List.of() : List.of(n + " cells of " + Arrays.toString(names) + ", expected "
                + min + ".." + max);
    }

    public List<String> connected(String... names) {
        int w = width();
        int h = height();
        boolean[][] seen = new boolean[h][w];
        int regions = 0;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                if (seen[y][x] || !named(x, y, names)) {
                    continue;
                }
                regions++;
                ArrayDeque<int[]> queue = new ArrayDeque<>();
                queue.add(new int[] {x, y});
                seen[y][x] = true;
                while (!queue.isEmpty()) {
                    int[] p = queue.poll();
                    for (int[] d : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                        int nx = p[0] + d[0];
                        int ny = p[1] + d[1];
                        if (periodic) {
                            nx = Math.floorMod(nx, w);
                            ny = Math.floorMod(ny, h);
                        } else if (nx < 0 || ny < 0 || nx >= w || ny >= h) {
                            continue;
                        }
                        if (!seen[ny][nx] && named(nx, ny, names)) {
                            seen[ny][nx] = true;
                            queue.add(new int[] {nx, ny});
                        }
                    }
                }
            }
        }
        return regions <= 1 ? List.of() : List.of(regions + " regions of " + Arrays.toString(names));
    }

    /** Cells holding a tile named by {@code names}. */
    int members(String... names) {
        int n = 0;
        for (int y = 0; y < height(); y++) {
            for (int x = 0; x < width(); x++) {
                n += named(x, y, names) ? 1 : 0;
            }
        }
        return n;
    }

    private boolean named(int x, int y, String... names) {
        String tile = cells[y][x];
        for (String name : names) {
            if (tile.equals(name) || tile.startsWith(name + " ")) {
                return true;
            }
        }
        return false;
    }
}
