package dev.wfc.corpus.debroglie;

import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.io.Image;
import dev.wfc.core.model.MapFormat;
import dev.wfc.core.model.Model;

import java.util.List;
import java.util.Set;

/**
 * DeBroglie's adjacent model as a wfc {@link Model}: tiles with a value each (a colour, a Tiled global id), rules
 * learned from samples or given as adjacency pairs, and a picture per tile of {@code tileWidth x tileHeight} pixels
 * for {@link #render}. A cell with no single tile is drawn transparent.
 */
final class AdjacentTiles implements Model {
    private final Rules rules;
    private final List<String> names;
    private final long[] values;
    private final int[][] pictures;
    private final int tileWidth;
    private final int tileHeight;

    /**
     * @param values per tile its value: an ARGB colour or a global id
     * @param names per tile its reference text ({@code "#0E680D"}, {@code "17"})
     * @param pictures per tile, {@code tileWidth * tileHeight} ARGB pixels row by row (null: transparent)
     */
    AdjacentTiles(Rules rules, long[] values, List<String> names, int[][] pictures, int tileWidth, int tileHeight) {
        this.rules = rules;
        this.values = values.clone();
        this.names = List.copyOf(names);
        this.pictures = pictures;
        this.tileWidth = tileWidth;
        this.tileHeight = tileHeight;
    }

    @Override
    public Rules rules() {
        return rules;
    }

    @Override
    public List<String> tileNames() {
        return names;
    }

    /** Tile {@code t}'s value: a colour or a global id. */
    long value(int t) {
        return values[t];
    }

    @Override
    public double pixels(int width, int height) {
        return (double) width * tileWidth * height * tileHeight;
    }

    /** A tile's picture width in pixels. */
    int tileWidth() {
        return tileWidth;
    }

    /** A tile's picture height in pixels. */
    int tileHeight() {
        return tileHeight;
    }

    /** A tile's side in pixels when tiles are square (where a cell's picture starts, for frames); else 1. */
    @Override
    public int cellPixels() {
        return tileWidth == tileHeight ? tileWidth : 1;
    }

    @Override
    public Set<MapFormat> formats() {
        return Set.of(MapFormat.PNG, MapFormat.JSON);
    }

    @Override
    public Image render(Solution s) {
        int w = s.grid().width();
        int h = s.grid().height();
        int[] argb = new int[w * tileWidth * h * tileHeight];
        int rowPixels = w * tileWidth;
        for (int c = 0; c < w * h; c++) {
            int t = s.tile(c);
            int[] pic = t < 0 ? null : pictures[t];
            if (pic == null) {
                continue;
            }
            int ox = (c % w) * tileWidth;
            int oy = (c / w) * tileHeight;
            for (int y = 0; y < tileHeight; y++) {
                System.arraycopy(pic, y * tileWidth, argb, ox + (oy + y) * rowPixels, tileWidth);
            }
        }
        return new Image(argb, rowPixels, h * tileHeight);
    }
}
