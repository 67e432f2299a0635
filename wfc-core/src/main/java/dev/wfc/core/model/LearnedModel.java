package dev.wfc.core.model;

import dev.wfc.core.Checks;
import dev.wfc.core.Defaults;
import dev.wfc.core.Direction;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.CharGrid;
import dev.wfc.core.io.GridJson;
import dev.wfc.core.io.GridText;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import it.unimi.dsi.fastutil.ints.Int2IntOpenHashMap;
import it.unimi.dsi.fastutil.ints.IntArrayList;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The learned-adjacency model (the "even simpler tiled model"): every distinct colour of the example images, or
 * every distinct character of the example texts, is a tile; a tile's weight is its number of occurrences, and two
 * tiles may be neighbours in a direction exactly when they are neighbours that way somewhere in an example. Several
 * examples add their counts and unite their adjacencies. Tiles are numbered in order of first appearance.
 *
 * <p>Options: {@code periodicInput} also learns the pairs that wrap around each example's edges; {@code symmetry} k
 * also learns from the first k of the example's 8 square symmetries in the classic order (identity, mirror, quarter
 * turn, its mirror, half turn, ...), counting occurrences in each.
 */
public final class LearnedModel implements Model {
    /** The kind of the examples, and so of the output. */
    public enum Form {
        /** PNG images: a tile per colour, a pixel per cell. */
        IMAGE,
        /** Text: a tile per character, a character per cell. */
        TEXT
    }

    /** The largest output scale: pixels per cell side. */
    public static final int MAX_SCALE = 1024;
    private static final Set<MapFormat> IMAGE_FORMATS = Collections.unmodifiableSet(EnumSet.of(MapFormat.PNG,
            MapFormat.JSON));
    private static final Set<MapFormat> TEXT_FORMATS = Collections.unmodifiableSet(EnumSet.of(MapFormat.JSON,
            MapFormat.TXT));

    private final Form form;
    private final int[] symbols;
    private final double[] weights;
    private final List<String> names;
    private final Rules rules;

    private LearnedModel(Form form, int[] symbols, double[] weights, Rules rules) {
        this.form = form;
        this.symbols = symbols;
        this.weights = weights;
        this.rules = rules;
        String[] n = new String[symbols.length];
        for (int t = 0; t < n.length; t++) {
            n[t] = form == Form.TEXT ? Character.toString(symbols[t]) : ColorNames.of(symbols[t]);
        }
        this.names = List.of(n);
    }

    /** A builder with no examples yet; defaults: non-periodic input, symmetry 1 (the examples as they are). */
    public static Builder builder() {
        return new Builder();
    }

    @Override
    public Rules rules() {
        return rules;
    }

    public Form form() {
        return form;
    }

    public int tileCount() {
        return symbols.length;
    }

    /** Tile {@code t}'s colour (ARGB) for {@link Form#IMAGE}, or its code point for {@link Form#TEXT}. */
    public int symbol(int t) {
        return symbols[t];
    }

    /**
     * Tile {@code t} as a picture: its colour as one pixel for {@link Form#IMAGE}, its character light on dark in a
     * square of 16 pixels for {@link Form#TEXT}.
     */
    @Override
    public Image tileImage(int t) {
        return form == Form.IMAGE ? new Image(new int[] {symbols[t]}, 1, 1) : Glyphs.of(symbols[t]);
    }

    /** Occurrences of tile {@code t} in all examples and their symmetries. */
    public double weight(int t) {
        return weights[t];
    }

    /** Tile names by id: the character, or the colour as {@code #RRGGBB} ({@code #RRGGBBAA} if not opaque). */
    @Override
    public List<String> tileNames() {
        return names;
    }

    /** PNG and JSON for image examples, TXT and JSON for text examples. */
    @Override
    public Set<MapFormat> formats() {
        return form == Form.IMAGE ? IMAGE_FORMATS : TEXT_FORMATS;
    }

    /**
     * The map as {@link #render(Solution, int) render(solution, 1)} draws it: a pixel a cell.
     *
     * @throws IllegalStateException if the examples were text
     */
    @Override
    public Image render(Solution solution) {
        return render(solution, 1);
    }

    /**
     * The map as an image of {@code scale x scale} pixels a cell; an undecided cell shows the weighted average
     * colour of its remaining tiles.
     *
     * @throws IllegalStateException if the examples were text
     * @throws IllegalArgumentException if {@code scale} is outside 1..{@link #MAX_SCALE}
     */
    public Image render(Solution solution, int scale) {
        if (form != Form.IMAGE) {
            throw new IllegalStateException("render: the examples were text (expected: image examples)");
        }
        Checks.inRange("scale", scale, 1, MAX_SCALE);
        int[][] images = new int[symbols.length][scale * scale];
        for (int t = 0; t < images.length; t++) {
            Arrays.fill(images[t], symbols[t]);
        }
        return new TileRenderer(images, scale, weights).render(solution, false);
    }

    /**
     * The map as text, a character per cell and a line per row.
     *
     * @throws IllegalStateException if the examples were images
     * @throws IllegalArgumentException if a cell is undecided
     */
    @Override
    public String text(Solution solution) {
        if (form != Form.TEXT) {
            throw new IllegalStateException("text: the examples were images (expected: text examples)");
        }
        return GridText.write(solution, names, "");
    }

    /** The map as JSON: tile names and a grid of tile ids (see {@link GridJson}). */
    public String json(Solution solution) {
        return GridJson.write(solution, names);
    }

    /** Collects examples and options; {@link #build()} learns the rules. */
    public static final class Builder {
        private final List<int[]> examples = new ArrayList<>();
        private final IntArrayList widths = new IntArrayList();
        private Form form;
        private boolean periodicInput;
        private boolean periodicInputSet;
        private int symmetry;

        private Builder() {
        }

        /** Whether to learn the pairs that wrap around the examples' edges; default false. May be called once. */
        public Builder periodicInput(boolean periodic) {
            Checks.once(periodicInputSet, "periodicInput");
            periodicInputSet = true;
            periodicInput = periodic;
            return this;
        }

        /** How many of the 8 square symmetries of each example to learn from, 1..8; default 1. May be called once. */
        public Builder symmetry(int symmetry) {
            Checks.once(this.symmetry != 0, "symmetry");
            this.symmetry = Checks.inRange("symmetry", symmetry, 1, Defaults.MAX_SYMMETRY);
            return this;
        }

        /** Adds an image example, a tile per colour. @throws IllegalArgumentException after a text example */
        public Builder example(Image image) {
            add(Form.IMAGE, image.argb(), image.width());
            return this;
        }

        /** Adds a text example, a tile per character. @throws IllegalArgumentException after an image example */
        public Builder example(CharGrid text) {
            add(Form.TEXT, text.codePoints(), text.width());
            return this;
        }

        /**
         * Reads and adds an example: a PNG image if the name ends in {@code .png} (any case), else UTF-8 text.
         *
         * @throws IOException if the file cannot be read or is not a valid example (see {@link Png#read},
         *     {@link CharGrid#read})
         * @throws IllegalArgumentException if its kind differs from the earlier examples'
         */
        public Builder example(Path file) throws IOException {
            boolean png = file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png");
            checkForm(png ? Form.IMAGE : Form.TEXT, file.toString());
            return png ? example(Png.read(file)) : example(CharGrid.read(file));
        }

        /** @throws IllegalStateException if no example was added */
        public LearnedModel build() {
            if (examples.isEmpty()) {
                throw new IllegalStateException("examples: none (expected: at least one)");
            }
            int k = symmetry == 0 ? Defaults.LEARNED_SYMMETRY : symmetry;
            Int2IntOpenHashMap ids = new Int2IntOpenHashMap();
            IntArrayList symbols = new IntArrayList();
            List<int[]> idGrids = new ArrayList<>();
            for (int[] example : examples) {
                int[] grid = new int[example.length];
                for (int i = 0; i < grid.length; i++) {
                    int s = example[i];
                    int id = ids.getOrDefault(s, -1);
                    if (id < 0) {
                        id = symbols.size();
                        ids.put(s, id);
                        symbols.add(s);
                    }
                    grid[i] = id;
                }
                idGrids.add(grid);
            }
            int tiles = symbols.size();
            double[] counts = new double[tiles];
            Rules.Builder rb = Rules.builder(tiles);
            for (int e = 0; e < idGrids.size(); e++) {
                int[] grid = idGrids.get(e);
                int w = widths.getInt(e);
                int h = grid.length / w;
                for (int v = 0; v < k; v++) {
                    learn(v % 2 == 0 ? grid : Transforms.reflect(grid, w, h), w, h, counts, rb);
                    if (v % 2 == 1) {
                        grid = Transforms.rotate(grid, w, h);
                        int swap = w;
                        w = h;
                        h = swap;
                    }
                }
            }
            for (int t = 0; t < tiles; t++) {
                rb.weight(t, counts[t]);
            }
            return new LearnedModel(form, symbols.toIntArray(), counts, rb.build());
        }

        /** Counts every cell of {@code grid} ({@code w x h}) and allows every right and down pair in it. */
        private void learn(int[] grid, int w, int h, double[] counts, Rules.Builder rb) {
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    int a = grid[x + y * w];
                    counts[a]++;
                    if (x + 1 < w || periodicInput) {
                        rb.allow(a, grid[(x + 1) % w + y * w], Direction.RIGHT);
                    }
                    if (y + 1 < h || periodicInput) {
                        rb.allow(a, grid[x + ((y + 1) % h) * w], Direction.DOWN);
                    }
                }
            }
        }

        private void add(Form f, int[] cells, int width) {
            checkForm(f, Integer.toString(examples.size() + 1));
            form = f;
            examples.add(cells.clone());
            widths.add(width);
        }

        private void checkForm(Form f, String example) {
            if (form != null && form != f) {
                throw new WfcInputException("example " + example + ": " + f.name().toLowerCase(Locale.ROOT)
                        + " (expected: " + form.name().toLowerCase(Locale.ROOT) + ", like the first example)");
            }
        }
    }
}
