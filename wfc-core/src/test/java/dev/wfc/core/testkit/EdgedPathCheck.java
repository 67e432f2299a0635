package dev.wfc.core.testkit;

import java.util.ArrayDeque;
import java.util.List;
import java.util.Map;

/**
 * Checks edged paths on a finished map of any {@link Shape} with the shape's own neighbour arithmetic, tile exits
 * given as side names translated here to offsets by hand: shares nothing with wfc's constraints, topology classes or
 * side names ({@code TileSides}). Two neighbouring cells join when each tile opens towards the other's offset.
 */
public final class EdgedPathCheck {
    /** Each side name a user types, as the offset {dx, dy, dz} of the neighbour it faces (y down, z up). */
    private static final Map<String, int[]> OFFSETS = Map.of("left", new int[] {-1, 0, 0},
            "right", new int[] {1, 0, 0}, "top", new int[] {0, -1, 0}, "bottom", new int[] {0, 1, 0},
            "above", new int[] {0, 0, 1}, "below", new int[] {0, 0, -1}, "up-left", new int[] {-1, -1, 0},
            "up-right", new int[] {0, -1, 0}, "down-left", new int[] {0, 1, 0}, "down-right", new int[] {1, 1, 0});

    private EdgedPathCheck() {
    }

    /** The side names of a shape's kind, by hand. */
    public static List<String> sides(String kind) {
        return switch (kind) {
            case "square" -> List.of("left", "right", "top", "bottom");
            case "cube" -> List.of("left", "right", "top", "bottom", "above", "below");
            default -> List.of("left", "right", "up-left", "up-right", "down-left", "down-right");
        };
    }

    /** Whether the cells holding a tile with exits ({@code exits[t]} its side names, empty off the path) form one network. */
    public static boolean connected(int[] tiles, Shape shape, List<List<String>> exits) {
        int start = -1;
        for (int c = 0; c < tiles.length && start < 0; c++) {
            start = onPath(tiles[c], exits) ? c : -1;
        }
        if (start < 0) {
            return true;
        }
        boolean[] reached = reach(tiles, shape, exits, start);
        for (int c = 0; c < tiles.length; c++) {
            if (onPath(tiles[c], exits) && !reached[c]) {
                return false;
            }
        }
        return true;
    }

    /** Whether every cell of {@code ends} holds a path tile and all lie in one network. */
    public static boolean joined(int[] tiles, Shape shape, List<List<String>> exits, int[] ends) {
        for (int e : ends) {
            if (!onPath(tiles[e], exits)) {
                return false;
            }
        }
        boolean[] reached = reach(tiles, shape, exits, ends[0]);
        for (int e : ends) {
            if (!reached[e]) {
                return false;
            }
        }
        return true;
    }

    private static boolean onPath(int tile, List<List<String>> exits) {
        return tile >= 0 && !exits.get(tile).isEmpty();
    }

    /** The cells reached from {@code from} stepping only where both tiles open towards each other. */
    private static boolean[] reach(int[] tiles, Shape shape, List<List<String>> exits, int from) {
        boolean[] reached = new boolean[tiles.length];
        reached[from] = true;
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(from));
        while (!queue.isEmpty()) {
            int c = queue.poll();
            for (String side : exits.get(tiles[c])) {
                int[] o = OFFSETS.get(side);
                int n = shape.neighbor(c, direction(shape, o));
                if (n >= 0 && !reached[n] && onPath(tiles[n], exits) && opensTowards(exits.get(tiles[n]), o)) {
                    reached[n] = true;
                    queue.add(n);
                }
            }
        }
        return reached;
    }

    /** Whether one of {@code sides} faces the negation of {@code offset}. */
    private static boolean opensTowards(List<String> sides, int[] offset) {
        for (String s : sides) {
            int[] o = OFFSETS.get(s);
            if (o[0] == -offset[0] && o[1] == -offset[1] && o[2] == -offset[2]) {
                return true;
            }
        }
        return false;
    }

    private static int direction(Shape shape, int[] offset) {
        int[][] o = shape.offsets();
        for (int d = 0; d < o.length; d++) {
            if (java.util.Arrays.equals(o[d], offset)) {
                return d;
            }
        }
        throw new IllegalArgumentException("offset " + java.util.Arrays.toString(offset) + " on a " + shape.kind());
    }
}
