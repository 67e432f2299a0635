package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.io.Image;
import dev.wfc.core.topo.Topology;
import dev.wfc.core.view.CellLayout;
import dev.wfc.core.view.HexPicture;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The simple tiled model with hexagonal tiles on {@link Topology#HEX}: each tile has a label on each of its six sides,
 * in the hexagon's direction order (0 left, 1 down-left, 2 down-right, 3 right, 4 up-right, 5 up-left), a weight
 * and a colour for pictures. Under the symmetry asked for (1, 2, 3 or 6 turns by 60 degrees, with or without mirrors
 * in x) every distinct turned and mirrored copy of a tile's side labels is a tile of the rules of its own, named
 * {@code "road!60"} (turned 60 degrees clockwise on screen, y down), {@code "road!x120"} (mirrored in x, then turned
 * 120); copies with equal labels are one tile, so a tile's labels decide its own symmetry.
 *
 * <p>Neighbours: with {@link HexTilesBuilder#matchSides()} b may stand toward d of a when a's label on side d equals
 * b's label on the opposite side (labels are symmetric: a mirror does not change them); and pairs given by
 * {@link HexTilesBuilder#allow}, each repeated under every element of the symmetry.
 *
 * <p>Maintainers: element {@code g = 6 r + k} ({@link TileCopies}) mirrors if r (left and right swap: d to 3 - d
 * mod 6), then turns k sixths clockwise (d to d - 1 mod 6: left to up-left, right to down-right); a copy's label
 * toward g(d) is the original's toward d, and its picture is the original's turned by the same element
 * ({@link HexTurns} states the resampling). Building is O(T^2) for side matching, T the tiles with their copies.
 *
 * <p>Pictures: tiles may have one each (all or none), a pointy-top hexagon {@code w} pixels wide, flat side to flat
 * side, in a rectangle {@code w x} {@link #pictureHeight}{@code (w)}; a map then draws each cell's picture at its
 * hexagon ({@link HexPicture#draw(Solution, int[][], int, int, int)}). A copy whose labels equal an earlier copy's
 * is that copy, and shows its picture.
 */
public final class HexTiles implements Model {
    private static final Set<MapFormat> FORMATS = Collections.unmodifiableSet(EnumSet.of(MapFormat.PNG,
            MapFormat.JSON));
    /** The most tiles, copies included. */
    public static final int MAX_TILES = 4096;
    /** The hexagon's width in pixels in {@link #render} of a tileset without pictures. */
    public static final int CELL = 12;
    /** The most pixels of all pictures of all copies together. */
    public static final long MAX_PICTURE_PIXELS = 1L << 24;

    private final Rules rules;
    private final List<String> names;
    private final String[][] sides;
    private final int[] colors;
    /** ARGB pixels by tile id, {@code pictureWidth x pictureHeight(pictureWidth)}; null without pictures. */
    private final int[][] pictures;
    private final int pictureWidth;

    HexTiles(Rules rules, List<String> names, String[][] sides, int[] colors, int[][] pictures,
                     int pictureWidth) {
        this.rules = rules;
        this.names = List.copyOf(names);
        this.sides = sides;
        this.colors = colors;
        this.pictures = pictures;
        this.pictureWidth = pictureWidth;
    }

    /**
     * The height in pixels of a tile picture {@code width} pixels wide: a pointy-top hexagon's, point to point,
     * rounded up, {@code ceil(2 width / sqrt(3))} (12 -> 14, 16 -> 19, 32 -> 37), the height a one-cell map
     * {@code width} pixels wide has.
     */
    public static int pictureHeight(int width) {
        return (int) CellLayout.hexagonSize(Grid.builder(Topology.HEX).size(1, 1).build(), width)[1];
    }

    public static HexTilesBuilder builder() {
        return new HexTilesBuilder();
    }

    /**
     * Reads a hexagonal tileset file: {@code <set topology="hex" rotations reflections>} with {@code <tiles>} of
     * {@code <tile name sides color weight>} (six side labels in direction order, {@code #RRGGBB}) and
     * {@code <neighbors>} of pairs such as {@code <neighbor left="a" right="b!60"/>}; sides with equal labels match
     * (docs/cli.md describes the format).
     *
     * @throws dev.wfc.core.io.InvalidInputException naming the file and the element: malformed XML, another
     *     topology, an unknown attribute or element, a bad name, label list, colour, weight, symmetry or pair
     * @throws IOException if the file cannot be read
     */
    public static HexTiles read(Path file) throws IOException {
        return HexTilesetReader.read(file);
    }

    @Override
    public Rules rules() {
        return rules;
    }

    @Override
    public List<String> tileNames() {
        return names;
    }

    public int tileCount() {
        return names.size();
    }

    /** The tile of {@link #tileNames()} named {@code name}, or -1. O(T). */
    public int tile(String name) {
        return names.indexOf(name);
    }

    /** Tile {@code t}'s side labels by direction (a copy). */
    public String[] sides(int t) {
        return sides[t].clone();
    }

    /** A rhombus of axial cells, both axes periodic or neither. */
    @Override
    public Grid grid(int width, int height, boolean periodic) {
        return Grid.builder(Topology.HEX).size(width, height).periodic(periodic).build();
    }

    @Override
    public Set<MapFormat> formats() {
        return FORMATS;
    }

    /**
     * Each cell drawn as its hexagon, {@link #CELL} pixels wide in its tile's colour, or the pictures' width with
     * its tile's picture.
     */
    @Override
    public Image render(Solution solution) {
        return render(solution, pictures == null ? CELL : pictureWidth);
    }

    /**
     * Tile {@code t} as a picture: its turned or mirrored picture, or without pictures its colour as one pixel (its
     * turned and mirrored copies share it).
     */
    @Override
    public Image tileImage(int t) {
        return pictures == null ? new Image(new int[] {colors[t]}, 1, 1)
                : new Image(pictures[t].clone(), pictureWidth, pictureHeight(pictureWidth));
    }

    /**
     * The hexagon width a map is drawn at unless asked otherwise ({@code wfc tiled --scale}, a spec's {@code scale}):
     * the pictures' width, so each picture shows pixel for pixel, or 8 without pictures.
     */
    public int defaultScale() {
        return pictures == null ? 8 : pictureWidth;
    }

    /** The width of the tiles' pictures in pixels, 0 for a tileset without pictures. */
    public int pictureWidth() {
        return pictureWidth;
    }

    /**
     * Each cell drawn as its hexagon, {@code cellWidth} pixels wide, in its tile's colour or with its tile's picture
     * ({@link HexPicture}).
     */
    public Image render(Solution solution, int cellWidth) {
        return pictures == null ? HexPicture.draw(solution, colors, cellWidth)
                : HexPicture.draw(solution, pictures, pictureWidth, pictureHeight(pictureWidth), cellWidth);
    }
}
