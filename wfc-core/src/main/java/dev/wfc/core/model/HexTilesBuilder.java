package dev.wfc.core.model;

import dev.wfc.core.Checks;
import dev.wfc.core.Rules;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.topo.Topology;
import dev.wfc.core.view.HexPicture;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Collects the tiles, symmetry and pairs of a {@link HexTiles}; {@link #build()} makes the copies and the rules. Made
 * by {@link HexTiles#builder()}.
 */
public final class HexTilesBuilder {
    private final List<String> tileNames = new ArrayList<>();
    private final List<String[]> tileSides = new ArrayList<>();
    private final List<Double> weights = new ArrayList<>();
    private final List<Integer> tileColors = new ArrayList<>();
    private final List<Image> tilePictures = new ArrayList<>();
    private final List<TileCopies.Pair> pairs = new ArrayList<>();
    private int rotations = 1;
    private boolean reflections;
    private boolean matchSides;

    HexTilesBuilder() {
    }

    /**
     * Adds a tile: a new name without '!', a weight (finite, > 0), its colour (ARGB) and its six side labels in
     * direction order.
     */
    public HexTilesBuilder tile(String name, double weight, int argb, String... sideLabels) {
        return tile(name, weight, argb, null, sideLabels);
    }

    /**
     * Adds a tile as {@link #tile(String, double, int, String...)} does, with its picture (null for none): a
     * pointy-top hexagon {@code w} pixels wide in a {@code w x} {@link HexTiles#pictureHeight}{@code (w)} rectangle,
     * {@code w} in 2..{@link HexPicture#MAX_CELL}, every tile's of one size.
     */
    public HexTilesBuilder tile(String name, double weight, int argb, Image picture, String... sideLabels) {
        TileCopies.checkTile(name, weight, tileNames);
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
    public HexTilesBuilder symmetry(int rotations, boolean reflections) {
        if (rotations != 1 && rotations != 2 && rotations != 3 && rotations != 6) {
            throw new WfcInputException("rotations: " + rotations + " (expected: 1, 2, 3 or 6)");
        }
        this.rotations = rotations;
        this.reflections = reflections;
        return this;
    }

    /** Allows tile {@code b} toward hex direction {@code d} of tile {@code a}, and every turned copy of that. */
    public HexTilesBuilder allow(String a, String b, int d) {
        Checks.inRange("direction", d, 0, 5);
        pairs.add(new TileCopies.Pair(Objects.requireNonNull(a, "a"), Objects.requireNonNull(b, "b"), d));
        return this;
    }

    /** Also allows every pair whose touching sides carry equal labels. */
    public HexTilesBuilder matchSides() {
        matchSides = true;
        return this;
    }

    /** Direction d under element (r, k). */
    static int direction(boolean mirrored, int k, int d) {
        int e = mirrored ? Math.floorMod(3 - d, 6) : d;
        return Math.floorMod(e - k, 6);
    }

    /**
     * @throws WfcInputException if no tile was given, there would be more than {@link HexTiles#MAX_TILES} copies, or a
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
        }, Arrays::equals, HexTiles.MAX_TILES, "tiles: more than " + HexTiles.MAX_TILES
                + " with their copies (expected: at most " + HexTiles.MAX_TILES + ")");
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
        symmetry.allowPairs(rb, pairs, tileNames, made.copies(), HexTilesBuilder::direction,
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

    /**
     * Checks the pictures of {@code tiles} tiles of {@code group} copies each: {@code w x}
     * {@link HexTiles#pictureHeight}{@code (w)}, {@code w} in 2..{@link HexPicture#MAX_CELL}, at most
     * {@link HexTiles#MAX_PICTURE_PIXELS} in all.
     *
     * @param what what the message names first
     * @throws WfcInputException naming the size and what is allowed
     */
    static void checkPictures(String what, int tiles, int group, int w, int h) {
        if (w < 2 || w > HexPicture.MAX_CELL || h != HexTiles.pictureHeight(w)) {
            throw new WfcInputException(what + ": " + w + "x" + h + " pixels (expected: W x ceil(2 W / sqrt(3)), a"
                    + " hexagon W wide in its rectangle, W 2.." + HexPicture.MAX_CELL + ", e.g. 16x19)");
        }
        if ((long) tiles * group * w * h > HexTiles.MAX_PICTURE_PIXELS) {
            throw new WfcInputException(what + ": " + tiles + " tiles of " + w + "x" + h + " pixels in up to " + group
                    + " copies each (expected: at most " + HexTiles.MAX_PICTURE_PIXELS + " pixels in all)");
        }
    }
}
