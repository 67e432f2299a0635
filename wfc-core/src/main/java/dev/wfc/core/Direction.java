package dev.wfc.core;

/**
 * The four directions of the square grid ({@link dev.wfc.core.topo.Topology#SQUARE}) as small ints, in the classic order: 0 left (-1, 0), 1 down (0, +1), 2 right (+1, 0),
 * 3 up (0, -1). Image coordinates: y grows downwards. {@code opposite(d) == (d + 2) & 3}.
 */
public final class Direction {
    public static final int LEFT = 0;
    public static final int DOWN = 1;
    public static final int RIGHT = 2;
    public static final int UP = 3;
    public static final int COUNT = 4;

    private static final int[] DX = {-1, 0, 1, 0};
    private static final int[] DY = {0, 1, 0, -1};
    private static final String[] NAMES = {"left", "down", "right", "up"};

    private Direction() {
    }

    public static int dx(int d) {
        return DX[d];
    }

    public static int dy(int d) {
        return DY[d];
    }

    public static int opposite(int d) {
        return (d + 2) & 3;
    }

    public static String name(int d) {
        return NAMES[d];
    }
}
