package dev.wfc.core.model;

import dev.wfc.core.Checks;
import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.topo.Topology;
import dev.wfc.core.view.CellLayout;
import dev.wfc.core.view.HexPicture;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The simple tiled model with hexagonal tiles on {@link Topology#HEX}: each tile has a label on each of its six sides,
 * in the hexagon's direction order (0 left, 1 down-left, 2 down-right, 3 right, 4 up-right, 5 up-left), a weight
 * and a colour for pictures. Under the symmetry asked for (1, 2, 3 or 6 turns by 60 degrees, with or without mirrors
 * in x) every distinct turned and mirrored copy of a tile's side labels is a tile of the rules of its own, named
 * {@code "road!60"} (turned 60 degrees clockwise on screen, y down), {@code "road!x120"} (mirrored in x, then turned
 * 120); copies with equal labels are one tile, so a tile's labels decide its own symmetry.
 *
 * <p>Neighbours: with {@link Builder#matchSides()} b may stand toward d of a when a's label on side d equals b's label
 * on the opposite side (labels are symmetric: a mirror does not change them); and pairs given by
 * {@link Builder#allow}, each repeated under every element of the symmetry.
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

    private HexTiles(Rules rules, List<String> names, String[][] sides, int[] colors, int[][] pictures,
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

    public static Builder builder() {
        return new Builder();
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
        return GridTilesetReader.hex(file);
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
     * Checks the pictures of {@code tiles} tiles of {@code group} copies each: {@code w x} {@link #pictureHeight}
     * {@code (w)}, {@code w} in 2..{@link HexPicture#MAX_CELL}, at most {@link #MAX_PICTURE_PIXELS} in all.
     *
     * @param what what the message names first
     * @throws WfcInputException naming the size and what is allowed
     */
    static void checkPictures(String what, int tiles, int group, int w, int h) {
        if (w < 2 || w > HexPicture.MAX_CELL || h != pictureHeight(w)) {
            throw new WfcInputException(what + ": " + w + "x" + h + " pixels (expected: W x ceil(2 W / sqrt(3)), a hexagon W wide"
                    + " in its rectangle, W 2.." + HexPicture.MAX_CELL + ", e.g. 16x19)");
        }
        if ((long) tiles * group * w * h > MAX_PICTURE_PIXELS) {
            throw new WfcInputException(what + ": " + tiles + " tiles of " + w + "x" + h + " pixels in up to " + group
                    + " copies each (expected: at most " + MAX_PICTURE_PIXELS + " pixels in all)");
        }
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

    /** Collects tiles, symmetry and pairs; {@link #build()} makes the copies and the rules. */
    public static final class Builder {
        private final List<String> tileNames = new ArrayList<>();
        private final List<String[]> tileSides = new ArrayList<>();
        private final List<Double> weights = new ArrayList<>();
        private final List<Integer> tileColors = new ArrayList<>();
        private final List<Image> tilePictures = new ArrayList<>();
        private final List<TileCopies.Pair> pairs = new ArrayList<>();
        private int rotations = 1;
        private boolean reflections;
        private boolean matchSides;

        private Builder() {
        }

        /**
         * Adds a tile: a new name without '!', a weight (finite, > 0), its colour (ARGB) and its six side labels in
         * direction order.
         */
        public Builder tile(String name, double weight, int argb, String... sideLabels) {
            return tile(name, weight, argb, null, sideLabels);
        }

        /**
         * Adds a tile as {@link #tile(String, double, int, String...)} does, with its picture (null for none): a
         * pointy-top hexagon {@code w} pixels wide in a {@code w x} {@link #pictureHeight}{@code (w)} rectangle,
         * {@code w} in 2..{@link HexPicture#MAX_CELL}, every tile's of one size.
         */
        public Builder tile(String name, double weight, int argb, Image picture, String... sideLabels) {
            if (name == null || name.isEmpty() || name.contains("!") || tileNames.contains(name)) {
                throw new WfcInputException("tile: '" + name + "' (expected: a new non-empty name without '!')");
            }
            if (!(weight > 0) || Double.isInfinite(weight)) {
                throw new WfcInputException("weight of tile " + name + ": " + weight + " (expected: finite, > 0)");
            }
            if (sideLabels.length != 6) {
                throw new WfcInputException("sides of tile " + name + ": " + sideLabels.length + " (expected: 6)");
            }
            for (String s : sideLabels) {
                Objects.requireNonNull(s, "side label");
            }
            tileNames.add(name);
            weights.add(weight);
            if (picture != null && !tilePictures.isEmpty() && tilePictures.get(0) != null
                    && (picture.width() != tilePictures.get(0).width()
                    || picture.height() != tilePictures.get(0).height())) {
                throw new WfcInputException("picture of tile " + name + ": " + picture.width() + "x"
                        + picture.height() + " (expected: " + tilePictures.get(0).width() + "x"
                        + tilePictures.get(0).height() + ", the size of the first tile's)");
            }
            if (picture != null) {
                checkPictures("picture of tile " + name, 1, 1, picture.width(), picture.height());
            }
            if (!tilePictures.isEmpty() && (picture == null) != (tilePictures.get(0) == null)) {
                throw new WfcInputException("picture of tile " + name + ": " + (picture == null ? "none" : "one")
                        + " (expected: a picture for every tile or for none)");
            }
            tileColors.add(argb);
            tilePictures.add(picture);
            tileSides.add(sideLabels.clone());
            return this;
        }

        /** Turns by 60 degrees: {@code rotations} 1, 2, 3 or 6 of them; mirrors in x too if asked. Default 1, none. */
        public Builder symmetry(int rotations, boolean reflections) {
            if (rotations != 1 && rotations != 2 && rotations != 3 && rotations != 6) {
                throw new WfcInputException("rotations: " + rotations + " (expected: 1, 2, 3 or 6)");
            }
            this.rotations = rotations;
            this.reflections = reflections;
            return this;
        }

        /** Allows tile {@code b} toward hex direction {@code d} of tile {@code a}, and every turned copy of that. */
        public Builder allow(String a, String b, int d) {
            Checks.inRange("direction", d, 0, 5);
            pairs.add(new TileCopies.Pair(Objects.requireNonNull(a, "a"), Objects.requireNonNull(b, "b"), d));
            return this;
        }

        /** Also allows every pair whose touching sides carry equal labels. */
        public Builder matchSides() {
            matchSides = true;
            return this;
        }

        /** Direction d under element (r, k). */
        static int direction(boolean mirrored, int k, int d) {
            int e = mirrored ? Math.floorMod(3 - d, 6) : d;
            return Math.floorMod(e - k, 6);
        }

        /**
         * @throws WfcInputException if no tile was given, there would be more than {@link #MAX_TILES} copies, or a
         *     pair names no tile
         */
        public HexTiles build() {
            if (tileNames.isEmpty()) {
                throw new WfcInputException("tiles: none (expected: at least one)");
            }
            Image first = tilePictures.get(0);
            int pw = first == null ? 0 : first.width();
            int ph = first == null ? 0 : first.height();
            if (first != null) {
                checkPictures("pictures", tileNames.size(), rotations * (reflections ? 2 : 1), pw, ph);
            }
            TileCopies symmetry = new TileCopies(6, rotations, reflections);
            TileCopies.Made<String[]> made = symmetry.make(tileNames, (b, g) -> {
                String[] s = new String[6];
                for (int d = 0; d < 6; d++) {
                    s[direction(symmetry.mirrored(g), symmetry.turn(g), d)] = tileSides.get(b)[d];
                }
                return s;
            }, Arrays::equals, MAX_TILES, "tiles: more than " + MAX_TILES + " with their copies (expected: at most "
                    + MAX_TILES + ")");
            List<String[]> sides = made.contents();
            int tiles = sides.size();
            int[] baseOf = made.baseOf();
            int[] colors = new int[tiles];
            int[][] pictures = first == null ? null : new int[tiles][];
            Rules.Builder rb = Rules.builder(tiles, Topology.HEX);
            for (int t = 0; t < tiles; t++) {
                colors[t] = tileColors.get(baseOf[t]);
                if (first != null) {
                    int g = made.elementOf()[t];
                    pictures[t] = HexTurns.turn(tilePictures.get(baseOf[t]).argb(), pw, ph, symmetry.mirrored(g),
                            symmetry.turn(g));
                }
                rb.weight(t, weights.get(baseOf[t]));
            }
            symmetry.allowPairs(rb, pairs, tileNames, made.copies(), Builder::direction,
                    "!60 ... !300, or !x0 ... !x300");
            if (matchSides) {
                for (int d = 0; d < 6; d++) {
                    int o = Topology.HEX.opposite(d);
                    for (int a = 0; a < tiles; a++) {
                        for (int b = 0; b < tiles; b++) {
                            if (sides.get(a)[d].equals(sides.get(b)[o])) {
                                rb.allow(a, b, d);
                            }
                        }
                    }
                }
            }
            return new HexTiles(rb.build(), made.names(), sides.toArray(String[][]::new), colors, pictures, pw);
        }
    }
}
