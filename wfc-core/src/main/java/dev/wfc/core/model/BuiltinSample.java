package dev.wfc.core.model;

import dev.wfc.core.io.Image;

/**
 * The sample used when no file is given: a 16x16 network of pipes on a torus, drawn here so that the product ships
 * no third-party image. Pipes run on a lattice of pitch 4, so that every 3x3 window sees at most one pipe side by
 * side; junctions of three or four pipes are brass, the one dead end is a red valve. The picture wraps around
 * seamlessly, as the default periodic input expects.
 */
public final class BuiltinSample {
    /** The NAME in the default output file {@code output/NAME-SEED.png}. */
    public static final String NAME = "builtin";

    private static final String[] ROWS = {
        ".....#...#......",
        "#o###o...####o##",
        ".#...#.......#..",
        ".#...#.......#..",
        ".#...#.......#..",
        ".####o####...#..",
        ".....#...#...#..",
        ".....#...#...#..",
        ".....#...#...#..",
        "##...####o###o##",
        ".#.......#......",
        ".#.......#......",
        ".#.......#......",
        "#o####...#...x##",
        ".....#...#......",
        ".....#...#......",
    };
    private static final String KEYS = ".#ox";
    private static final int[] COLORS = {0xFF1E2633, 0xFF8EC1DA, 0xFFE3A33B, 0xFFD9503F};

    private BuiltinSample() {
    }

    /** A fresh copy of the sample. */
    public static Image image() {
        int h = ROWS.length;
        int w = ROWS[0].length();
        int[] argb = new int[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                argb[x + y * w] = COLORS[KEYS.indexOf(ROWS[y].charAt(x))];
            }
        }
        return new Image(argb, w, h);
    }
}
