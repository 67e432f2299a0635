package dev.wfc.core.testkit;

/**
 * Ground tests' samples written as rows of letters, one a pixel: {@code S} sky, {@code C} cloud, {@code G} grass,
 * {@code T} tree, {@code D} dirt, {@code R} rock. A landscape with sky above and ground below has windows that can
 * only stand at its bottom, which is what ground must keep there.
 */
public final class LandSample {
    private static final String LETTERS = "SCGTDR";
    private static final int[] COLORS = {0xFF80C0FF, 0xFFFFFFFF, 0xFF40A040, 0xFF206020, 0xFF806040, 0xFF808080};

    private LandSample() {
    }

    /** The ARGB pixels of {@code rows}, top row first, row by row; every row as long as the first. */
    public static int[] argb(String... rows) {
        int w = rows[0].length();
        int[] out = new int[w * rows.length];
        for (int y = 0; y < rows.length; y++) {
            if (rows[y].length() != w) {
                throw new IllegalArgumentException("row " + y + ": " + rows[y].length() + " letters (expected: " + w
                        + ")");
            }
            for (int x = 0; x < w; x++) {
                int k = LETTERS.indexOf(rows[y].charAt(x));
                if (k < 0) {
                    throw new IllegalArgumentException("row " + y + ": '" + rows[y].charAt(x) + "' (expected: one of "
                            + LETTERS + ")");
                }
                out[x + y * w] = COLORS[k];
            }
        }
        return out;
    }
}
