package dev.wfc.core.model;

import dev.wfc.core.Checks;
import dev.wfc.core.Defaults;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.topo.Topology;
import it.unimi.dsi.fastutil.ints.Int2IntOpenHashMap;
import it.unimi.dsi.fastutil.ints.IntArrayList;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The sample and the options of a {@link GridOverlappingModel}; each setter checks its argument, {@link #build()}
 * reads the patterns. Made by {@link GridOverlappingModel#builder}, {@link GridOverlappingModel#hexBuilder} and
 * {@link GridOverlappingModel#squareBuilder}.
 *
 * <p>Symmetry {@code s} (or a subgroup, {@link #symmetryGroup}) reads the sample through the first {@code s} of the
 * lattice's symmetries ({@link LatticeSymmetry}: 12 on the hexagon, the 6 turns by 60 degrees each also mirrored; 8
 * on the cube, the square's turns and mirrors of every horizontal layer, up staying up; the same 8 on the square):
 * the window anchored at sample cell {@code q} in variant {@code L} holds, at
 * {@code (i, j, k)}, the sample cell {@code q + (L(i, j), k)}. A window counts when all its cells are sample cells:
 * inside the box (an axis of periodic input wraps instead) and inside the sample's mask. Each distinct window is a
 * pattern weighted by its occurrences, numbered in order of first occurrence (anchors z, then y, then x ascending;
 * variants inner).
 */
public final class GridOverlappingModelBuilder {
    private final Topology topology;
    private final LearnedModel.Form form;
    private final int[] values;
    private final int width;
    private final int height;
    private final int depth;
    private final boolean[] exists;
    private final int[] palette;
    private int nx = Defaults.MIN_N;
    private int ny = Defaults.MIN_N;
    private int nz;
    private boolean periodicX = true;
    private boolean periodicY = true;
    private boolean periodicZ = true;
    /** The variants of {@link LatticeSymmetry} the sample is read through. */
    private int[] variants = {0};
    private boolean ground;

    GridOverlappingModelBuilder(Topology topology, LearnedModel.Form form, int[] values, int width, int height,
                                int depth, boolean[] exists, int[] palette) {
        this.topology = topology;
        this.form = form;
        this.values = values;
        this.width = width;
        this.height = height;
        this.depth = depth;
        this.exists = exists;
        this.palette = palette;
        this.nz = topology == Topology.CUBE ? Defaults.MIN_N : 1;
    }

    /** The pattern's side on every axis ({@code nz} stays 1 off the cube); see {@link #n(int, int, int)}. */
    public GridOverlappingModelBuilder n(int n) {
        return n(n, n, topology == Topology.CUBE ? n : 1);
    }

    /**
     * The pattern's sides: each at least 2 (nz exactly 1 on the hexagon and the square) and at most the sample's
     * side along that axis.
     *
     * @throws WfcInputException naming the side out of range
     */
    public GridOverlappingModelBuilder n(int nx, int ny, int nz) {
        this.nx = side("nX", nx, width);
        this.ny = side("nY", ny, height);
        if (topology != Topology.CUBE) {
            Checks.inRange("nZ", nz, 1, 1);
            this.nz = 1;
        } else {
            this.nz = side("nZ", nz, depth);
        }
        return this;
    }

    private static int side(String name, int n, int sampleSide) {
        Checks.atLeast(name, n, Defaults.MIN_N);
        if (n > sampleSide) {
            throw new WfcInputException(name + ": " + n + " (expected: at most the sample's side along that axis, "
                    + sampleSide + ")");
        }
        return n;
    }

    /** Whether the sample wraps, on every axis; default true. */
    public GridOverlappingModelBuilder periodicInput(boolean periodic) {
        return periodicInput(periodic, periodic, periodic);
    }

    /** Whether the sample wraps along x, y and z, each on its own (z is ignored off the cube). */
    public GridOverlappingModelBuilder periodicInput(boolean x, boolean y, boolean z) {
        periodicX = x;
        periodicY = y;
        periodicZ = z;
        return this;
    }

    /**
     * How many of the lattice's symmetries to read the sample through ({@link LatticeSymmetry}): 1..12 on the
     * hexagon, 1..8 on the cube and the square; default 1, the sample as it is.
     */
    public GridOverlappingModelBuilder symmetry(int symmetry) {
        Checks.symmetry(symmetry, topology);
        variants = new int[symmetry];
        for (int v = 0; v < symmetry; v++) {
            variants[v] = v;
        }
        return this;
    }

    /**
     * The sample read through a subgroup instead of a prefix (DeBroglie's {@code rotationalSymmetry} and
     * {@code reflectionalSymmetry}): {@code turns} evenly spaced turns (a divisor of 6 on the hexagon, of 4 on
     * the cube and the square), each also mirrored if {@code mirrored}. {@code symmetryGroup(6, true)} is
     * {@code symmetry(12)} on the hexagon, {@code symmetryGroup(1, true)} is {@code symmetry(2)}.
     *
     * @throws WfcInputException if {@code turns} does not divide the lattice's turns
     */
    public GridOverlappingModelBuilder symmetryGroup(int turns, boolean mirrored) {
        int full = LatticeSymmetry.of(topology).count() / 2;
        if (turns < 1 || full % turns != 0) {
            throw new WfcInputException("rotations: " + turns + " (expected: " + (full == 6 ? "1, 2, 3 or 6"
                    : "1, 2 or 4") + " on a " + topology.id() + " grid)");
        }
        int m = mirrored ? 2 : 1;
        variants = new int[turns * m];
        for (int j = 0; j < turns; j++) {
            for (int r = 0; r < m; r++) {
                variants[j * m + r] = 2 * j * (full / turns) + r;
            }
        }
        return this;
    }

    /**
     * Whether the output's bottom holds exactly the patterns read at the sample's bottom: they are the only ones
     * there and are banned from every other cell; default false. The bottom is the layer z = 0 on the cube (z is up)
     * and the last row, y = height - 1, on the hexagon and the square (y is down); a pattern is read at the
     * sample's bottom when one of its windows is anchored there (its cell (0, 0, 0), the one the output shows, is a
     * bottom cell of the sample), in any symmetry variant, wrapping as the input does. On a masked grid the bottom
     * row is the grid's last row: its cells inside the mask hold the ground patterns, every other cell bans them.
     */
    public GridOverlappingModelBuilder ground(boolean ground) {
        this.ground = ground;
        return this;
    }

    /**
     * Reads the patterns and their rules. O(sample cells x symmetry x window) to read, O(T^2 x D x window) for
     * the rules.
     *
     * @throws WfcInputException if the sample holds no window (every one crosses an edge or a hole), or more
     *     distinct patterns than the heap's rules can hold, or with {@link #ground} if no window is anchored at
     *     the sample's bottom (a non-periodic sample whose windows all reach down)
     */
    public GridOverlappingModel build() {
        java.util.BitSet bottom = new java.util.BitSet();
        Int2IntOpenHashMap ids = new Int2IntOpenHashMap();
        IntArrayList symbolList = new IntArrayList();
        int[] indexed = new int[values.length];
        for (int c = 0; c < values.length; c++) {
            if (exists != null && !exists[c]) {
                indexed[c] = -1;
                continue;
            }
            int id = ids.getOrDefault(values[c], -1);
            if (id < 0) {
                id = symbolList.size();
                ids.put(values[c], id);
                symbolList.add(values[c]);
            }
            indexed[c] = id;
        }
        LatticeSymmetry lattice = LatticeSymmetry.of(topology);
        int window = nx * ny * nz;
        long possible = (long) values.length * variants.length;
        long limit = PatternLimits.patternLimit(possible, window, topology.directions());
        String shape = nx + "x" + ny + (topology == Topology.CUBE ? "x" + nz : "");
        Map<PatternKey, Integer> found = new LinkedHashMap<>();
        IntArrayList counts = new IntArrayList();
        int[] p = new int[window];
        for (int z = 0; z < depth; z++) {
            for (int y = 0; y < height; y++) {
                boolean base = topology == Topology.CUBE ? z == 0 : y == height - 1;
                for (int x = 0; x < width; x++) {
                    for (int v : variants) {
                        if (!read(indexed, lattice, v, x, y, z, p)) {
                            continue;
                        }
                        PatternKey key = new PatternKey(p);
                        Integer id = found.get(key);
                        if (id != null) {
                            counts.set(id.intValue(), counts.getInt(id.intValue()) + 1);
                            bottom.set(id.intValue(), bottom.get(id.intValue()) || base);
                            continue;
                        }
                        if (found.size() >= limit) {
                            PatternLimits.refuseTooManyPatterns(found.size() + 1L, possible, window,
                                    topology.directions(), shape);
                        }
                        bottom.set(counts.size(), base);
                        found.put(new PatternKey(p.clone()), counts.size());
                        counts.add(1);
                    }
                }
            }
        }
        if (found.isEmpty()) {
            throw new WfcInputException("sample: no " + shape + " window of sample cells (expected: a sample "
                    + "with at least one window inside its edges and mask, or periodic input)");
        }
        if (ground && bottom.isEmpty()) {
            throw new WfcInputException("ground: no " + shape + " window anchored at the sample's bottom " + (topology
                    == Topology.CUBE ? "layer" : "row") + " (expected: periodic input, or a sample whose windows "
                    + "fit there)");
        }
        // Ids were given in first-seen order, the map's iteration order.
        int[][] patterns = new int[found.size()][];
        double[] weights = new double[patterns.length];
        int t = 0;
        for (PatternKey k : found.keySet()) {
            patterns[t] = k.cells();
            weights[t] = counts.getInt(t);
            t++;
        }
        return new GridOverlappingModel(topology, form, nx, ny, nz, symbolList.toIntArray(), palette, patterns,
                weights, ground ? bottom.stream().toArray() : null);
    }

    /**
     * Reads the window anchored at {@code (x, y, z)} through variant {@code v} into {@code out}.
     *
     * @return false if a cell of it is not a sample cell (off a non-periodic edge, or masked out)
     */
    private boolean read(int[] indexed, LatticeSymmetry lattice, int v, int x, int y, int z, int[] out) {
        int c = 0;
        for (int k = 0; k < nz; k++) {
            int sz = wrap(z + k, depth, periodicZ);
            for (int j = 0; j < ny; j++) {
                for (int i = 0; i < nx; i++) {
                    int sx = wrap(x + lattice.x(v, i, j), width, periodicX);
                    int sy = wrap(y + lattice.y(v, i, j), height, periodicY);
                    if (sx < 0 || sy < 0 || sz < 0) {
                        return false;
                    }
                    int s = indexed[sx + (sy + sz * height) * width];
                    if (s < 0) {
                        return false;
                    }
                    out[c++] = s;
                }
            }
        }
        return true;
    }

    /** {@code a} wrapped into {@code 0..side-1} if periodic, else itself if inside, else -1. */
    private static int wrap(int a, int side, boolean periodic) {
        if (periodic) {
            return Math.floorMod(a, side);
        }
        return a >= 0 && a < side ? a : -1;
    }
}
