package dev.wfc.core.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * An independent, deliberately plain account of what the learned-adjacency model should learn, for checking it:
 * grids are {@code int[row][column]} of symbols, adjacencies are strings {@code "a|b|d"} (b is the d-neighbour of a;
 * 0 left, 1 down, 2 right, 3 up) over symbol names. Shares no code with {@link LearnedModel} or {@link Transforms}.
 * What wfc-cli's tests use is public; they reach it through this module's test jar.
 */
public final class LearnedOracle {
    private LearnedOracle() {
    }

    /** The first {@code symmetry} of the grid's 8 symmetries: identity, mirror, turn, mirrored turn, ... */
    static List<int[][]> variants(int[][] g, int symmetry) {
        List<int[][]> all = new ArrayList<>();
        int[][] turned = g;
        for (int r = 0; r < 4; r++) {
            all.add(turned);
            all.add(mirror(turned));
            turned = turn(turned);
        }
        return all.subList(0, symmetry);
    }

    /** Quarter turn with the top-right corner going to the top-left: out[y][x] = in[x][w-1-y]. */
    static int[][] turn(int[][] g) {
        int h = g.length;
        int w = g[0].length;
        int[][] out = new int[w][h];
        for (int y = 0; y < w; y++) {
            for (int x = 0; x < h; x++) {
                out[y][x] = g[x][w - 1 - y];
            }
        }
        return out;
    }

    static int[][] mirror(int[][] g) {
        int[][] out = new int[g.length][];
        for (int y = 0; y < g.length; y++) {
            out[y] = new int[g[y].length];
            for (int x = 0; x < g[y].length; x++) {
                out[y][x] = g[y][g[y].length - 1 - x];
            }
        }
        return out;
    }

    /** Every adjacency, both ways round, in the examples' first {@code symmetry} variants. */
    public static Set<String> adjacencies(List<int[][]> examples, boolean periodic, int symmetry, Names names) {
        Set<String> out = new HashSet<>();
        for (int[][] example : examples) {
            for (int[][] g : variants(example, symmetry)) {
                out.addAll(pairs(g, periodic, names));
            }
        }
        return out;
    }

    /** Occurrences of each symbol name over the examples' first {@code symmetry} variants. */
    static Map<String, Integer> counts(List<int[][]> examples, int symmetry, Names names) {
        Map<String, Integer> out = new TreeMap<>();
        for (int[][] example : examples) {
            for (int[][] g : variants(example, symmetry)) {
                for (int[] row : g) {
                    for (int s : row) {
                        out.merge(names.of(s), 1, Integer::sum);
                    }
                }
            }
        }
        return out;
    }

    /** The adjacencies that occur in one grid, both ways round (wrapping if periodic). */
    public static Set<String> pairs(int[][] g, boolean periodic, Names names) {
        Set<String> out = new HashSet<>();
        int h = g.length;
        int w = g[0].length;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                String a = names.of(g[y][x]);
                if (x + 1 < w || periodic) {
                    String b = names.of(g[y][(x + 1) % w]);
                    out.add(a + "|" + b + "|2");
                    out.add(b + "|" + a + "|0");
                }
                if (y + 1 < h || periodic) {
                    String b = names.of(g[(y + 1) % h][x]);
                    out.add(a + "|" + b + "|1");
                    out.add(b + "|" + a + "|3");
                }
            }
        }
        return out;
    }

    /** Rows of code points of a text with LF line ends. */
    public static int[][] grid(String text) {
        String[] lines = text.split("\n");
        int[][] g = new int[lines.length][];
        for (int y = 0; y < lines.length; y++) {
            g[y] = lines[y].codePoints().toArray();
        }
        return g;
    }

    /** How a symbol is named in triples: a character, or a colour as the model names it. */
    public interface Names {
        String of(int symbol);

        Names CHARS = Character::toString;
        Names COLORS = c -> String.format("#%06X", c & 0xFFFFFF) + (c >>> 24 == 0xFF ? ""
                : String.format("%02X", c >>> 24));
    }
}
