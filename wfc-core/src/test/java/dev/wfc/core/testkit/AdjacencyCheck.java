package dev.wfc.core.testkit;

/**
 * Checks a finished tile grid against raw allowed triples, with its own neighbour arithmetic: shares nothing with
 * the solvers, the grid class or the rules class.
 */
public final class AdjacencyCheck {
    private static final int[][] OFFSETS = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};

    private AdjacencyCheck() {
    }

    /**
     * @param allowed allowed[d][a][b]: b may stand at offset d (left, down, right, up) of a
     * @return a description of the first violation, or null if every adjacency is allowed and every cell decided
     */
    public static String firstViolation(int[] tiles, int width, int height, boolean periodic,
                                        boolean[][][] allowed) {
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int a = tiles[y * width + x];
                if (a < 0 || a >= allowed[0].length) {
                    return "cell (" + x + ", " + y + ") holds " + a;
                }
                for (int d = 0; d < 4; d++) {
                    int nx = x + OFFSETS[d][0];
                    int ny = y + OFFSETS[d][1];
                    if (periodic) {
                        nx = (nx + width) % width;
                        ny = (ny + height) % height;
                    } else if (nx < 0 || ny < 0 || nx >= width || ny >= height) {
                        continue;
                    }
                    int b = tiles[ny * width + nx];
                    if (b < 0 || !allowed[d][a][b]) {
                        return "tile " + b + " at (" + nx + ", " + ny + ") next to " + a + " at (" + x + ", " + y
                                + "), direction " + d;
                    }
                }
            }
        }
        return null;
    }
}
