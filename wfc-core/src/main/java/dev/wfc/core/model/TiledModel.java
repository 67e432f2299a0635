package dev.wfc.core.model;

import dev.wfc.core.Checks;
import dev.wfc.core.Direction;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.io.GridJson;
import dev.wfc.core.io.GridText;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.IndexedPicture;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.Png;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * The simple tiled model with the classic semantics, read from a tileset XML file and its image folder. Every
 * orientation of every tile (of the chosen subset) is one tile of the {@link Rules}, in document order, named
 * {@code "NAME K"} and weighted by its tile's {@code weight}. Each {@code <neighbor left right>} allows the pair side
 * by side and, as the classic derives them, its images under the 8 symmetries of the square: 4 horizontal pairs and 4
 * vertical ones.
 *
 * <pre>{@code
 * TiledModel knots = TiledModel.builder(Path.of("tilesets/Knots.xml")).subset("Standard").build();
 * Solution map = knots.solverBuilder(24, 24, true).build().solve(7);
 * Png.write(out, knots.render(map, false));
 * }</pre>
 */
public final class TiledModel implements Model {
    private static final Set<MapFormat> FORMATS = Collections.unmodifiableSet(EnumSet.allOf(MapFormat.class));

    private final List<String> names;
    private final double[] weights;
    private final TilesetImages images;
    private final TileMosaic mosaic;
    private final Rules rules;
    private final boolean blackBackground;

    private TiledModel(List<String> names, double[] weights, TilesetImages images, TileMosaic mosaic, Rules rules,
                       boolean blackBackground) {
        this.names = names;
        this.weights = weights;
        this.images = images;
        this.mosaic = mosaic;
        this.rules = rules;
        this.blackBackground = blackBackground;
    }

    /**
     * The topology a tileset file declares on its {@code <set>}: square without a {@code topology} attribute (read it
     * with {@link #builder}), hex ({@link HexTiles#read}) or cube ({@link VoxelTiles#read}).
     *
     * @throws dev.wfc.core.io.InvalidInputException for malformed XML, another root element, or an unknown topology
     * @throws IOException if the file cannot be read
     */
    public static dev.wfc.core.topo.Topology topology(Path tilesetXml) throws IOException {
        return GridTilesetReader.topology(tilesetXml);
    }

    /** A builder reading {@code tilesetXml}; defaults: every tile, dead ends refused. */
    public static Builder builder(Path tilesetXml) {
        return new Builder(Objects.requireNonNull(tilesetXml, "tilesetXml"));
    }

    @Override
    public Rules rules() {
        return rules;
    }

    public int tileCount() {
        return names.size();
    }

    /** Tile names by id, {@code "NAME K"} (an immutable list). */
    @Override
    public List<String> tileNames() {
        return names;
    }

    /** The side of every tile image in pixels. */
    public int tileSize() {
        return images.size();
    }

    /** The image of tile {@code t} ({@link #tileSize()} square). A copy. */
    @Override
    public Image tileImage(int t) {
        return new Image(images.images()[t].clone(), images.size(), images.size());
    }

    /** {@link #tileSize()}: a cell of {@link #render(Solution)} is a tile image. */
    @Override
    public int cellPixels() {
        return images.size();
    }

    /** A tile image a cell: {@code width x height x tileSize()^2}. */
    @Override
    public double pixels(int width, int height) {
        return (double) width * height * images.size() * images.size();
    }

    /** PNG, JSON and TXT. */
    @Override
    public Set<MapFormat> formats() {
        return FORMATS;
    }

    /**
     * The map as {@link #render(Solution, boolean) render(solution, false)} draws it, or with {@code true} for a model
     * made by {@link #withBlackBackground withBlackBackground(true)}.
     */
    @Override
    public Image render(Solution solution) {
        return render(solution, blackBackground);
    }

    /**
     * This model, whose {@link #render(Solution)} (and PNG encoding) draws partial maps with {@code blackBackground}
     * as {@link #render(Solution, boolean)} does; rules, names and images are shared, not copied.
     */
    public TiledModel withBlackBackground(boolean blackBackground) {
        return blackBackground == this.blackBackground ? this
                : new TiledModel(names, weights, images, mosaic, rules, blackBackground);
    }

    /**
     * The map as a mosaic of tile images, {@code tileSize()} pixels a cell. An undecided cell shows the weighted
     * average of its remaining tiles' images; with {@code blackBackground}, one where no tile has been ruled out is
     * black instead (the classic's rendering of partial maps).
     */
    public Image render(Solution solution, boolean blackBackground) {
        return new TileRenderer(images.images(), images.size(), weights).render(solution, blackBackground, false);
    }

    /** As {@link Model#encode}; a PNG as {@link #png(Solution, boolean)} makes it. */
    @Override
    public byte[] encode(Solution solution, MapFormat format) {
        return format == MapFormat.PNG ? png(solution, blackBackground) : Model.super.encode(solution, format);
    }

    /**
     * The PNG of {@link #render(Solution, boolean)}, byte for byte {@code Png.encode(render(solution,
     * blackBackground))}; a map whose every cell is decided is encoded from the tiles' pictures converted once to
     * colour ids, without drawing its ARGB image (when the tileset has at most 256 colours, all opaque).
     */
    public byte[] png(Solution solution, boolean blackBackground) {
        IndexedPicture picture = mosaic.picture(solution);
        return picture != null ? Png.encode(picture) : Png.encode(render(solution, blackBackground));
    }

    /**
     * The classic text output: a line per row, each cell as {@code "NAME K, "}.
     *
     * @throws IllegalArgumentException if a cell is undecided
     */
    @Override
    public String text(Solution solution) {
        return GridText.write(solution, names, ", ");
    }

    /** The map as JSON: tile names and a grid of tile ids (see {@link GridJson}). */
    public String json(Solution solution) {
        return GridJson.write(solution, names);
    }

    /** Options for reading a tileset; each setter validates its argument and may be called once. */
    public static final class Builder {
        private final Path file;
        private String subset;
        private boolean allowDeadEnds;
        private boolean deadEndsSet;

        private Builder(Path file) {
            this.file = file;
        }

        /** Uses only the tiles of the named {@code <subset>} and the neighbour rules among them. */
        public Builder subset(String name) {
            Checks.once(subset, "subset");
            subset = Objects.requireNonNull(name, "subset");
            return this;
        }

        /**
         * Accepts a tile that no tile may neighbour in some direction (by default an error: such a tile can only
         * stand at an edge of a non-periodic map, and usually betrays a missing rule).
         */
        public Builder allowDeadEnds(boolean allow) {
            Checks.once(deadEndsSet, "allowDeadEnds");
            deadEndsSet = true;
            allowDeadEnds = allow;
            return this;
        }

        /**
         * Reads the tileset and its images and derives the rules.
         *
         * @throws InvalidInputException for a bad tileset (see {@link TilesetReader#read}), an unknown or empty
         *     subset, a missing or mis-sized image, or a dead end without {@link #allowDeadEnds}; the message is
         *     one line naming the file and the element, tile and direction at fault
         * @throws IOException if a file cannot be read
         */
        public TiledModel build() throws IOException {
            Tileset set = TilesetReader.read(file);
            List<Tileset.Tile> tiles = chosenTiles(set);
            int count = tiles.stream().mapToInt(t -> t.symmetry().cardinality()).sum();
            String[] names = new String[count];
            double[] weights = new double[count];
            Map<String, Integer> first = new HashMap<>();
            Map<String, Tileset.Tile> byName = new HashMap<>();
            int i = 0;
            for (Tileset.Tile tile : tiles) {
                first.put(tile.name(), i);
                byName.put(tile.name(), tile);
                for (int k = 0; k < tile.symmetry().cardinality(); k++, i++) {
                    names[i] = tile.name() + " " + k;
                    weights[i] = tile.weight();
                }
            }
            TilesetImages images = TilesetImages.load(set, tiles);
            Rules.Builder rb = Rules.builder(count);
            for (int t = 0; t < count; t++) {
                rb.weight(t, weights[t]);
            }
            for (Tileset.Neighbor n : set.neighbors()) {
                if (byName.containsKey(n.left()) && byName.containsKey(n.right())) {
                    allowImages(rb, byName, first, n);
                }
            }
            Rules rules;
            try {
                rules = rb.build();
            } catch (IllegalArgumentException e) {
                throw new InvalidInputException(file + ": " + e.getMessage());
            }
            if (!allowDeadEnds) {
                checkDeadEnds(set, rules, names);
            }
            return new TiledModel(List.of(names), weights, images, TileMosaic.of(images.images(), images.size()), rules,
                    false);
        }

        private List<Tileset.Tile> chosenTiles(Tileset set) throws InvalidInputException {
            if (subset == null) {
                return set.tiles();
            }
            List<String> members = set.subsets().get(subset);
            if (members == null) {
                throw new InvalidInputException(file + ": subset \"" + subset + "\": unknown (expected: "
                        + (set.subsets().isEmpty() ? "no subset, the tileset has no <subsets>"
                        : "one of " + new TreeSet<>(set.subsets().keySet())) + ")");
            }
            if (members.isEmpty()) {
                throw new InvalidInputException(file + ": subset \"" + subset
                        + "\": no tiles (expected: at least one <tile name>)");
            }
            return set.tiles().stream().filter(t -> members.contains(t.name())).toList();
        }

        /**
         * Allows the pair L|R of {@code n} and, as the classic does, its images: horizontally under the identity, a
         * top-bottom flip, a left-right mirror and a half turn; vertically (D below U, D = a L, U = a R) under the
         * same four. {@code Rules.Builder.allow} adds each reverse direction.
         */
        private static void allowImages(Rules.Builder rb, Map<String, Tileset.Tile> byName,
                                        Map<String, Integer> first, Tileset.Neighbor n) {
            Symmetry ls = byName.get(n.left()).symmetry();
            Symmetry rs = byName.get(n.right()).symmetry();
            int lBase = first.get(n.left());
            int rBase = first.get(n.right());
            int[] l = ls.images(n.leftOrientation());
            int[] r = rs.images(n.rightOrientation());
            int[] d = ls.images(l[1]);
            int[] u = rs.images(r[1]);
            rb.allow(lBase + l[0], rBase + r[0], Direction.RIGHT);
            rb.allow(lBase + l[6], rBase + r[6], Direction.RIGHT);
            rb.allow(rBase + r[4], lBase + l[4], Direction.RIGHT);
            rb.allow(rBase + r[2], lBase + l[2], Direction.RIGHT);
            rb.allow(rBase + u[0], lBase + d[0], Direction.DOWN);
            rb.allow(lBase + d[6], rBase + u[6], Direction.DOWN);
            rb.allow(rBase + u[4], lBase + d[4], Direction.DOWN);
            rb.allow(lBase + d[2], rBase + u[2], Direction.DOWN);
        }

        private void checkDeadEnds(Tileset set, Rules rules, String[] names) throws InvalidInputException {
            int deadEnds = 0;
            String firstDeadEnd = null;
            for (int t = 0; t < rules.tileCount(); t++) {
                for (int dir = 0; dir < Direction.COUNT; dir++) {
                    if (rules.compatibleTiles(t, dir).length == 0) {
                        if (firstDeadEnd == null) {
                            firstDeadEnd = "tile \"" + names[t] + "\": no tile may be its "
                                    + Direction.name(dir) + " neighbour";
                        }
                        deadEnds++;
                    }
                }
            }
            if (firstDeadEnd != null) {
                throw new InvalidInputException(set.file() + (subset == null ? "" : ": subset \"" + subset + "\"")
                        + ": " + firstDeadEnd + (deadEnds > 1 ? " (and " + (deadEnds - 1) + " more dead ends)" : "")
                        + " (expected: a <neighbor> rule for every side; allow dead ends to accept)");
            }
        }
    }
}
