package dev.wfc.core;

import dev.wfc.core.topo.Topology;

/**
 * The cells of a map and who neighbours whom: a box of {@code width x height x depth} cells of one {@link Topology},
 * periodic (wrapping) per axis or not, optionally cut by a mask. Cell {@code (x, y, z)} has index
 * {@code x + y * width + z * width * height}; depth is 1 except for the cube. A cell outside the mask does not exist:
 * it holds no tile (a solution reports -1 there) and has no neighbours, and no cell has it as a neighbour, so no
 * rule reaches across a hole. {@code new Grid(w, h, periodic)} is today's square grid.
 *
 * <p>A hexagonal grid is a rhombus of axial cells; wrapping an axis glues its opposite sides, which a rhombus
 * allows for either axis, so each axis may be periodic on its own.
 */
public final class Grid {
    /** Cells at most, so that wave, sums and neighbour tables stay addressable by int. */
    public static final int MAX_CELLS = 1 << 26;

    private final Topology topology;
    private final int width;
    private final int height;
    private final int depth;
    private final boolean periodicX;
    private final boolean periodicY;
    private final boolean periodicZ;
    /** Null when every cell exists. */
    private final boolean[] exists;
    private final int existing;

    /**
     * A square grid, periodic on both axes or on neither.
     *
     * @throws IllegalArgumentException if a side is not positive or the grid exceeds {@link #MAX_CELLS}
     */
    public Grid(int width, int height, boolean periodic) {
        this(Topology.SQUARE, width, height, 1, periodic, periodic, false, null);
    }

    private Grid(Topology topology, int width, int height, int depth, boolean px, boolean py, boolean pz,
                 boolean[] exists) {
        this.topology = topology;
        this.width = width;
        this.height = height;
        this.depth = depth;
        this.periodicX = px;
        this.periodicY = py;
        this.periodicZ = pz;
        checkSize(width, height, depth);
        this.exists = exists;
        int n = width * height * depth;
        if (exists != null) {
            int k = 0;
            for (boolean e : exists) {
                k += e ? 1 : 0;
            }
            n = k;
        }
        this.existing = n;
    }

    private static void checkSize(int width, int height, int depth) {
        Checks.positive("width", width);
        Checks.positive("height", height);
        Checks.positive("depth", depth);
        if ((long) width * height * depth > MAX_CELLS) {
            throw new WfcInputException("width x height x depth: " + width + " x " + height + " x " + depth
                    + " (expected: at most " + MAX_CELLS + " cells)");
        }
    }

    /** A builder of a grid of {@code topology}: depth 1, not periodic, no mask until set. */
    public static Builder builder(Topology topology) {
        return new Builder(java.util.Objects.requireNonNull(topology, "topology"));
    }

    public Topology topology() {
        return topology;
    }

    /** D, the topology's direction count: neighbour slots per cell. */
    public int directions() {
        return topology.directions();
    }

    /** The direction back from {@code d}. */
    public int opposite(int d) {
        return topology.opposite(d);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** 1 except for a cube grid. */
    public int depth() {
        return depth;
    }

    /** Whether every axis of the topology wraps (the only kind a square grid made by the constructor has). */
    public boolean periodic() {
        return periodicX && periodicY && (topology.dimensions() < 3 || periodicZ);
    }

    /** Whether axis {@code axis} (0 x, 1 y, 2 z) wraps. */
    public boolean periodic(int axis) {
        Checks.inRange("axis", axis, 0, 2);
        return axis == 0 ? periodicX : axis == 1 ? periodicY : periodicZ;
    }

    /** Whether the grid has a mask (some cells may not exist). */
    public boolean masked() {
        return exists != null;
    }

    /** All cell indices, existing or not: {@code width * height * depth}. */
    public int cells() {
        return width * height * depth;
    }

    /** The cells that exist (inside the mask). */
    public int existingCells() {
        return existing;
    }

    /** Whether {@code cell} lies inside the mask (always, without one). */
    public boolean exists(int cell) {
        return exists == null || exists[cell];
    }

    public int x(int cell) {
        return cell % width;
    }

    public int y(int cell) {
        return cell / width % height;
    }

    public int z(int cell) {
        return cell / (width * height);
    }

    /** The index of cell {@code (x, y, z)}; the coordinates must lie in the box. */
    public int index(int x, int y, int z) {
        return x + (y + z * height) * width;
    }

    /** The cell as {@code "(x, y)"}, or {@code "(x, y, z)"} on a cube grid, for messages. */
    public String describe(int cell) {
        return "(" + x(cell) + ", " + y(cell) + (topology.dimensions() == 3 ? ", " + z(cell) : "") + ")";
    }

    /**
     * The neighbour of {@code cell} in direction {@code d} (see {@link Topology}), or -1 off a non-periodic edge or
     * where either cell lies outside the mask.
     */
    public int neighbor(int cell, int d) {
        if (!exists(cell)) {
            return -1;
        }
        int x = x(cell) + topology.dx(d);
        int y = y(cell) + topology.dy(d);
        int z = z(cell) + topology.dz(d);
        if (x < 0 || x >= width) {
            if (!periodicX) {
                return -1;
            }
            x = Math.floorMod(x, width);
        }
        if (y < 0 || y >= height) {
            if (!periodicY) {
                return -1;
            }
            y = Math.floorMod(y, height);
        }
        if (z < 0 || z >= depth) {
            if (!periodicZ) {
                return -1;
            }
            z = Math.floorMod(z, depth);
        }
        int n = index(x, y, z);
        return exists(n) ? n : -1;
    }

    /**
     * Neighbour table {@code [cell * D + d]}: {@link #neighbor} of every cell and direction, -1 where there is none.
     * O(cells x D) without a division per cell (it runs once per solver, mostly before the JIT has compiled it):
     * per direction, each axis's neighbouring coordinate comes from a table of that axis's length.
     */
    int[] neighborTable() {
        int dirs = directions();
        int[] table = new int[cells() * dirs];
        for (int d = 0; d < dirs; d++) {
            int[] nx = axisNeighbors(width, topology.dx(d), periodicX);
            int[] ny = axisNeighbors(height, topology.dy(d), periodicY);
            int[] nz = axisNeighbors(depth, topology.dz(d), periodicZ);
            int c = 0;
            for (int z = 0; z < depth; z++) {
                for (int y = 0; y < height; y++) {
                    int row = ny[y] < 0 || nz[z] < 0 ? -1 : (ny[y] + nz[z] * height) * width;
                    for (int x = 0; x < width; x++, c++) {
                        int n = row < 0 || nx[x] < 0 ? -1 : row + nx[x];
                        table[c * dirs + d] = n >= 0 && exists(c) && exists(n) ? n : -1;
                    }
                }
            }
        }
        return table;
    }

    /** For each coordinate {@code i} of an axis: {@code i + delta}, wrapped if the axis is periodic, else -1 off it. */
    private static int[] axisNeighbors(int length, int delta, boolean periodic) {
        int[] next = new int[length];
        for (int i = 0; i < length; i++) {
            int j = i + delta;
            next[i] = j >= 0 && j < length ? j : periodic ? Math.floorMod(j, length) : -1;
        }
        return next;
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        s.append(width).append('x').append(height);
        if (topology.dimensions() == 3) {
            s.append('x').append(depth);
        }
        if (topology != Topology.SQUARE) {
            s.append(' ').append(topology.id());
        }
        if (periodic()) {
            s.append(" periodic");
        } else if (periodicX || periodicY || periodicZ) {
            s.append(" periodic in ").append(periodicX ? "x" : "").append(periodicY ? "y" : "")
                    .append(periodicZ ? "z" : "");
        }
        if (exists != null) {
            s.append(" masked to ").append(existing).append(" cells");
        }
        return s.toString();
    }

    /** Sizes, wrapping and mask of a {@link Grid}; each setter may be called once. */
    public static final class Builder {
        private final Topology topology;
        private int width;
        private int height;
        private int depth;
        private Boolean px;
        private Boolean py;
        private Boolean pz;
        private boolean[] mask;

        private Builder(Topology topology) {
            this.topology = topology;
        }

        /** Width and height in cells; required. */
        public Builder size(int width, int height) {
            Checks.once(this.width != 0, "size");
            this.width = Checks.positive("width", width);
            this.height = Checks.positive("height", height);
            return this;
        }

        /**
         * Layers along z, cube only; default {@link Defaults#DEPTH}.
         *
         * @throws IllegalArgumentException as {@link Checks#depth}
         */
        public Builder depth(int depth) {
            Checks.once(this.depth != 0, "depth");
            this.depth = Checks.depth(depth, topology);
            return this;
        }

        /** Wraps every axis, or none; default none. */
        public Builder periodic(boolean periodic) {
            return periodic(periodic, periodic, periodic && topology.dimensions() == 3);
        }

        /** Wraps each axis on its own; {@code z} only on a cube grid. */
        public Builder periodic(boolean x, boolean y, boolean z) {
            Checks.once(px, "periodic");
            if (z && topology.dimensions() < 3) {
                throw new WfcInputException("periodic z: true (expected: false for a " + topology.id() + " grid)");
            }
            px = x;
            py = y;
            pz = z;
            return this;
        }

        /**
         * Keeps only the cells {@code c} with {@code exists[c]} (copied): the others do not exist. Default: every
         * cell exists.
         *
         * @throws IllegalArgumentException at {@link #build()} if its length is not the grid's cell count, or no
         *     cell exists
         */
        public Builder mask(boolean[] exists) {
            Checks.once(mask, "mask");
            mask = exists.clone();
            return this;
        }

        /** @throws IllegalArgumentException if the size is unset, too large, or the mask does not fit it */
        public Grid build() {
            if (width == 0) {
                throw new IllegalStateException("size was not set");
            }
            int d = depth == 0 ? Defaults.DEPTH : depth;
            checkSize(width, height, d);
            boolean[] m = mask;
            if (m != null) {
                long cells = (long) width * height * d;
                if (m.length != cells) {
                    throw new WfcInputException("mask: " + m.length + " cells (expected: " + cells
                            + ", width x height x depth)");
                }
                boolean any = false;
                boolean all = true;
                for (boolean e : m) {
                    any |= e;
                    all &= e;
                }
                if (!any) {
                    throw new WfcInputException("mask: no cell (expected: at least one cell inside)");
                }
                m = all ? null : m;
            }
            return new Grid(topology, width, height, d, px != null && px, py != null && py,
                    pz != null && pz, m);
        }
    }
}
