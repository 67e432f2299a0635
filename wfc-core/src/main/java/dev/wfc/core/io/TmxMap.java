package dev.wfc.core.io;

import java.io.IOException;
import java.nio.file.Path;

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
     * Reads the first tile layer of an orthogonal or hexagonal (stagger axis y) map through {@link TiledReader}
     * (its encodings, size checks and messages); the tilesets it names are not read.
     *
     * @throws InvalidInputException naming the file and element: what {@link TiledReader#readLayers} refuses, an
     *     isometric or staggered map, stagger axis x
     * @throws IOException naming the file: missing, not a regular file, or unreadable
     */
    public static TmxMap read(Path file) throws IOException {
        return of(file, TiledReader.readLayers(file));
    }

    /**
     * The first layer of a map already read, checked as {@link #read} checks it.
     *
     * @param file the map's file, named in errors
     * @throws InvalidInputException as {@link #read}
     */
    public static TmxMap of(Path file, TiledMap map) throws InvalidInputException {
        String where = file + ": <map>";
        boolean hex = map.orientation().equals("hexagonal");
        if (!hex && !map.orientation().equals("orthogonal")) {
            throw new InvalidInputException(where + ": orientation='" + map.orientation()
                    + "' (expected: orthogonal or hexagonal)");
        }
        if (hex) {
            if (!map.staggerAxis().equals("y")) {
                throw new InvalidInputException(where + ": staggeraxis='" + map.staggerAxis()
                        + "' (expected: y, pointy-top hexagons)");
            }
            if (!map.staggerIndex().equals("odd") && !map.staggerIndex().equals("even")) {
                throw new InvalidInputException(where + ": staggerindex='" + map.staggerIndex()
                        + "' (expected: odd or even)");
            }
        }
        int[] layer = map.layers().get(0);
        int[] gids = new int[layer.length];
        for (int i = 0; i < gids.length; i++) {
            gids[i] = TiledMap.gid(layer[i]);
        }
        return new TmxMap(map.width(), map.height(), hex, !map.staggerIndex().equals("even"), gids);
    }

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
