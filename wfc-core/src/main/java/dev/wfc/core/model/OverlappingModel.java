package dev.wfc.core.model;

import dev.wfc.core.Checks;
import dev.wfc.core.Defaults;
import dev.wfc.core.Direction;
import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.topo.Topology;
import it.unimi.dsi.fastutil.ints.IntArrayList;

import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.IntUnaryOperator;

/**
 * The overlapping model with the classic semantics: every N×N window of the sample (wrapping when the input is
 * periodic), together with its first {@code symmetry} variants in the classic order (identity, reflection, rotation,
 * its reflection, ...), is a pattern weighted by its occurrences; patterns are numbered in order of first
 * occurrence; two patterns may be neighbours when they agree on their overlap. With {@code ground}, the last pattern
 * fills the bottom row and nowhere else.
 *
 * <p>Output: a periodic output of W×H pixels is a periodic grid of W×H cells, each showing its pattern's top-left
 * pixel. A non-periodic output is a grid of (W-N+1)×(H-N+1) cells, the last N-1 rows and columns of pixels taken from
 * the patterns of the last cells.
 */
public final class OverlappingModel implements Model {
    private static final Set<MapFormat> FORMATS = Collections.unmodifiableSet(EnumSet.of(MapFormat.PNG,
            MapFormat.JSON));

    private final int n;
    private final int[] colors;
    /** The patterns, N x N x 1 windows of colour indices into {@link #colors}. */
    private final PatternWindows windows;
    private final boolean ground;
    private final Rules rules;
    private final PatternPicture picture;

    private OverlappingModel(int n, int[] colors, int[][] patterns, double[] weights, boolean ground) {
        this.picture = new PatternPicture(n, colors, patterns, weights);
        this.n = n;
        this.colors = colors;
        this.windows = new PatternWindows(n, n, 1, colors, patterns);
        this.ground = ground;
        this.rules = PatternOverlap.rules(Topology.SQUARE, patterns, weights, n, n, 1);
    }

    /** A builder reading patterns from {@code sample}; defaults N = 3, periodic input, symmetry 8, no ground. */
    public static Builder builder(Image sample) {
        return new Builder(sample);
    }

    @Override
    public Rules rules() {
        return rules;
    }

    public int n() {
        return n;
    }

    public int patternCount() {
        return windows.count();
    }

    /** The sample's distinct colours, ARGB, in order of first appearance. A copy. */
    public int[] colors() {
        return colors.clone();
    }

    /**
     * Pattern names by id, for {@link Steering}: the colour its cell renders (its top-left pixel) as
     * {@link ColorNames} writes it, so that naming a colour names every pattern that shows it.
     */
    @Override
    public java.util.List<String> tileNames() {
        java.util.List<String> names = new java.util.ArrayList<>(windows.count());
        for (int t = 0; t < windows.count(); t++) {
            names.add(ColorNames.of(patternPixel(t, 0, 0)));
        }
        return java.util.List.copyOf(names);
    }

    /** The ARGB colour of pixel (x, y) of pattern {@code t}. */
    public int patternPixel(int t, int x, int y) {
        return windows.value(t, x, y, 0);
    }

    /** Pattern {@code t}'s N x N pixels. */
    @Override
    public Image tileImage(int t) {
        return windows.image(t, IntUnaryOperator.identity());
    }

    /** The number of occurrences (with symmetry) of pattern {@code t}. */
    public double weight(int t) {
        return rules.weight(t);
    }

    /**
     * This model itself for depth 1 without a mask; a mask is refused: the overlapping model's grid is in patterns,
     * not pixels, so a footprint of the output cannot cut it.
     *
     * @throws WfcInputException for a depth other than 1 ({@link dev.wfc.core.Checks#depth}) or any mask
     */
    @Override
    public Model shaped(int depth, dev.wfc.core.topo.Mask mask) {
        dev.wfc.core.Checks.depth(depth, dev.wfc.core.topo.Topology.SQUARE);
        if (mask != null) {
            throw new WfcInputException("mask: set on the overlapping model (expected: a tiled or learned model, one"
                    + " cell a unit)");
        }
        return this;
    }

    /**
     * The grid of pattern cells for an output of {@code width} x {@code height} pixels.
     *
     * @throws IllegalArgumentException if a side is not positive, or smaller than N for a non-periodic output
     */
    @Override
    public Grid grid(int width, int height, boolean periodic) {
        return grid(width, height, periodic, periodic);
    }

    /**
     * The grid of pattern cells for an output of {@code width} x {@code height} pixels that wraps along x if
     * {@code periodicX} and along y if {@code periodicY}; a non-periodic axis has N - 1 fewer cells than pixels.
     *
     * @throws IllegalArgumentException if a side is not positive, or smaller than N along a non-periodic axis
     */
    public Grid grid(int width, int height, boolean periodicX, boolean periodicY) {
        if (periodicX && periodicY) {
            return new Grid(width, height, true);
        }
        if ((!periodicX && width < n) || (!periodicY && height < n)) {
            throw new WfcInputException("size: " + width + "x" + height + " (expected: at least N = " + n
                    + (periodicX || periodicY ? " along the non-periodic axis)" : " on each side for a non-periodic"
                    + " output)"));
        }
        int gw = periodicX ? width : width - n + 1;
        int gh = periodicY ? height : height - n + 1;
        if (!periodicX && !periodicY) {
            return new Grid(gw, gh, false);
        }
        return Grid.builder(Topology.SQUARE).size(gw, gh).periodic(periodicX, periodicY, false).build();
    }

    /** A solver builder for this model's output of {@code width} x {@code height} pixels, with ground applied. */
    @Override
    public SolverBuilder solverBuilder(int width, int height, boolean periodic) {
        return solverBuilder(width, height, periodic, periodic);
    }

    /**
     * A solver builder for an output of {@code width} x {@code height} pixels wrapping along the axes asked
     * ({@link #grid(int, int, boolean, boolean)}), with ground applied.
     */
    public SolverBuilder solverBuilder(int width, int height, boolean periodicX, boolean periodicY) {
        Grid grid = grid(width, height, periodicX, periodicY);
        SolverBuilder b = SolverBuilder.of(rules, grid);
        if (ground) {
            int g = windows.count() - 1;
            int last = grid.height() - 1;
            for (int x = 0; x < grid.width(); x++) {
                b.restrict(x + last * grid.width(), g);
                for (int y = 0; y < last; y++) {
                    b.ban(x + y * grid.width(), g);
                }
            }
        }
        return b;
    }

    /** PNG and JSON. */
    @Override
    public Set<MapFormat> formats() {
        return FORMATS;
    }

    /**
     * Renders a solution at its output size: the grid's for a periodic output, the grid's plus N - 1 on each side
     * otherwise.
     */
    @Override
    public Image render(Solution s) {
        Grid g = s.grid();
        return render(s, picture.pixels(g, 0), picture.pixels(g, 1));
    }

    /** As {@link Model#encode}; a PNG as {@link #png(Solution, int, int)} makes it, at the size of {@link #render}. */
    @Override
    public byte[] encode(Solution s, MapFormat format) {
        Grid g = s.grid();
        return format == MapFormat.PNG ? png(s, picture.pixels(g, 0), picture.pixels(g, 1))
                : Model.super.encode(s, format);
    }

    /**
     * Renders a solution to {@code width} x {@code height} pixels (the size passed to {@link #grid}, so the size
     * {@link #render(Solution)} computes). Undecided cells show the weighted average colour of their remaining
     * patterns.
     */
    public Image render(Solution s, int width, int height) {
        return picture.render(s, width, height);
    }

    /**
     * The PNG of {@link #render(Solution, int, int)}, byte for byte {@code Png.encode(render(s, width, height))}; a
     * map whose every cell is decided is encoded from colour ids, each cell's its pattern's pixel's, without drawing
     * its ARGB image (when the sample has at most 256 colours, all opaque).
     */
    public byte[] png(Solution s, int width, int height) {
        return picture.png(s, width, height);
    }

    /** Options for reading patterns from a sample; each setter validates its argument. */
    public static final class Builder {
        private final Image sample;
        private int n = Defaults.N;
        private boolean periodicInputX = true;
        private boolean periodicInputY = true;
        private int symmetry = Defaults.OVERLAPPING_SYMMETRY;
        private boolean ground;

        private Builder(Image sample) {
            this.sample = java.util.Objects.requireNonNull(sample, "sample");
        }

        /** Pattern side, at least 2 and at most the sample's smaller side. */
        public Builder n(int n) {
            Checks.atLeast("N", n, Defaults.MIN_N);
            this.n = fitsSample(n);
            return this;
        }

        /** @return {@code n} @throws WfcInputException if the sample has a side shorter than {@code n} */
        private int fitsSample(int n) {
            int side = Math.min(sample.width(), sample.height());
            if (n > side) {
                throw new WfcInputException("N: " + n + " (expected: at most the sample's smaller side, " + side
                        + ")");
            }
            return n;
        }

        public Builder periodicInput(boolean periodicInput) {
            return periodicInput(periodicInput, periodicInput);
        }

        /** Whether the sample wraps along x and along y, each on its own (windows cross that seam only). */
        public Builder periodicInput(boolean x, boolean y) {
            this.periodicInputX = x;
            this.periodicInputY = y;
            return this;
        }

        /** How many of the 8 square symmetries to add, in the classic order; 1 to 8. */
        public Builder symmetry(int symmetry) {
            this.symmetry = Checks.inRange("symmetry", symmetry, 1, Defaults.MAX_SYMMETRY);
            return this;
        }

        public Builder ground(boolean ground) {
            this.ground = ground;
            return this;
        }

        public OverlappingModel build() {
            int sx = sample.width();
            int sy = sample.height();
            fitsSample(n);
            Map<Integer, Integer> colorIndex = new LinkedHashMap<>();
            int[] indexed = new int[sx * sy];
            for (int i = 0; i < indexed.length; i++) {
                indexed[i] = colorIndex.computeIfAbsent(sample.argb()[i], k -> colorIndex.size());
            }
            int[] colors = colorIndex.keySet().stream().mapToInt(Integer::intValue).toArray();
            Map<PatternKey, Integer> ids = new LinkedHashMap<>();
            IntArrayList counts = new IntArrayList();
            int xmax = periodicInputX ? sx : sx - n + 1;
            int ymax = periodicInputY ? sy : sy - n + 1;
            int[][] variants = new int[8][];
            long limit = PatternLimits.patternLimit((long) xmax * ymax * symmetry, n * n, Direction.COUNT);
            for (int y = 0; y < ymax; y++) {
                for (int x = 0; x < xmax; x++) {
                    int[] p = new int[n * n];
                    for (int j = 0; j < n; j++) {
                        for (int i = 0; i < n; i++) {
                            p[i + j * n] = indexed[(x + i) % sx + ((y + j) % sy) * sx];
                        }
                    }
                    variants[0] = p;
                    for (int k = 1; k < symmetry; k++) {
                        variants[k] = k % 2 == 1 ? Transforms.reflect(variants[k - 1], n, n)
                                : Transforms.rotate(variants[k - 2], n, n);
                    }
                    for (int k = 0; k < symmetry; k++) {
                        PatternKey key = new PatternKey(variants[k]);
                        Integer id = ids.get(key);
                        if (id == null) {
                            if (ids.size() >= limit) {
                                PatternLimits.refuseTooManyPatterns(ids.size() + 1L, (long) xmax * ymax * symmetry, n * n,
                                        Direction.COUNT, n + "x" + n);
                            }
                            ids.put(key, counts.size());
                            counts.add(1);
                        } else {
                            counts.set(id.intValue(), counts.getInt(id.intValue()) + 1);
                        }
                    }
                }
            }
            int[][] patterns = new int[ids.size()][];
            for (Map.Entry<PatternKey, Integer> e : ids.entrySet()) {
                patterns[e.getValue()] = e.getKey().cells();
            }
            double[] weights = new double[patterns.length];
            for (int t = 0; t < weights.length; t++) {
                weights[t] = counts.getInt(t);
            }
            return new OverlappingModel(n, colors, patterns, weights, ground);
        }
    }
}
