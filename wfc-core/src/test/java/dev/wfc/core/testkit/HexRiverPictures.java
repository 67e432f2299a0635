package dev.wfc.core.testkit;

import dev.wfc.core.io.Image;

/**
 * The pictures of the example tileset docs/tilesets/hexrivers.xml, drawn from the tiles' side labels with the test's
 * own hexagon geometry (centres of the axial offsets, {@link Shape#offsets()}): a pointy-top hexagon {@link #WIDTH}
 * pixels wide, painted to the rectangle's edges (a map shows only the hexagon, and the corners keep its border from
 * showing a transparent pixel); grass, and water along a band from the centre to the middle of each side labelled
 * {@code r} (all water for a tile of six such sides, a pond at the centre for one).
 */
public final class HexRiverPictures {
    public static final int WIDTH = 16;
    public static final int HEIGHT = 19;
    public static final int GRASS = 0xFF6DAA45;
    public static final int WATER = 0xFF3C78C8;
    private static final int[][] HEX = new Shape("hex", 1, 1, 1, false, false, false, null).offsets();

    private HexRiverPictures() {
    }

    /** The unit vector on screen (y down) from a hexagon's centre toward the middle of side {@code d}. */
    public static double[] unit(int d) {
        double x = HEX[d][0] - HEX[d][1] / 2.0;
        double y = HEX[d][1] * Math.sqrt(3) / 2;
        double n = Math.hypot(x, y);
        return new double[] {x / n, y / n};
    }

    /** The picture of a tile with these side labels, in direction order. */
    public static Image draw(String... sides) {
        int[] px = new int[WIDTH * HEIGHT];
        int water = 0;
        for (String s : sides) {
            water += s.equals("r") ? 1 : 0;
        }
        for (int j = 0; j < HEIGHT; j++) {
            for (int i = 0; i < WIDTH; i++) {
                double dx = i + 0.5 - WIDTH / 2.0;
                double dy = j + 0.5 - HEIGHT / 2.0;
                boolean wet = water == 6 || (water == 1 && Math.hypot(dx, dy) < 0.25 * WIDTH);
                for (int d = 0; d < 6; d++) {
                    double[] u = unit(d);
                    double along = dx * u[0] + dy * u[1];
                    double across = Math.abs(-dx * u[1] + dy * u[0]);
                    wet |= sides[d].equals("r") && along > -0.1 * WIDTH && across < 0.17 * WIDTH;
                }
                px[i + j * WIDTH] = wet ? WATER : GRASS;
            }
        }
        return new Image(px, WIDTH, HEIGHT);
    }
}
