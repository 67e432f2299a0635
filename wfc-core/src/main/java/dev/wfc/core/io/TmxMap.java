package dev.wfc.core.io;

/**
 * The first tile layer of a Tiled {@code .tmx} map: its global tile ids ({@code 0} no tile, flip flags cleared) by
 * cell {@code col + row * width}, and the map's orientation. For a hexagonal map, {@link #axial()} gives the same
 * cells on wfc's axial grid. Arrays are shared, not copied.
 *
 * @param hexagonal whether the map is hexagonal (pointy top, rows staggered), else orthogonal
 * @param staggerOdd on a hexagonal map, whether odd rows are the ones shifted right by half a hexagon
 * @param gids global tile id per cell, row by row
 */
public record TmxMap(int width, int height, boolean hexagonal, boolean staggerOdd, int[] gids) {

    /**
     * The cells on wfc's axial hexagon grid ({@code Topology.HEX}: x to the right, y down and to the left): row
     * {@code r}, column {@code c} becomes {@code (c + shift(r), r)} with {@code shift(r) = (r + (r & 1)) / 2} when odd
     * rows are shifted ({@code (r - (r & 1)) / 2} when even ones are), so a rectangle of offset rows is a slanted band
     * in a box {@code width + shift(height - 1)} wide; the cells of the box outside the band are masked out.
     *
     * @throws IllegalStateException on an orthogonal map
     */
    public Axial axial() {
        if (!hexagonal) {
            throw new IllegalStateException("axial: an orthogonal map (expected: a hexagonal map)");
        }
        int boxWidth = width + shift(height - 1);
        int[] cells = new int[boxWidth * height];
        boolean[] inside = new boolean[cells.length];
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                int x = c + shift(r);
                cells[x + r * boxWidth] = gids[c + r * width];
                inside[x + r * boxWidth] = true;
            }
        }
        return new Axial(boxWidth, height, cells, inside);
    }

    private int shift(int r) {
        return staggerOdd ? (r + (r & 1)) / 2 : (r - (r & 1)) / 2;
    }

    /**
     * A hexagonal map on the axial grid: a box of cells, the tile ids (0 outside) and which cells exist.
     *
     * @param gids global tile id per box cell {@code x + y * width}
     * @param inside whether each box cell is a cell of the map
     */
    public record Axial(int width, int height, int[] gids, boolean[] inside) {
    }
}
