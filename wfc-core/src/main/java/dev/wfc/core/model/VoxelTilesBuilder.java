package dev.wfc.core.model;

import dev.wfc.core.Checks;
import dev.wfc.core.Rules;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Voxels;
import dev.wfc.core.topo.Topology;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Collects the tiles, symmetry and adjacency of a {@link VoxelTiles}; {@link #build()} makes the copies and the rules.
 * Made by {@link VoxelTiles#builder()}.
 */
public final class VoxelTilesBuilder {
    private final List<String> tileNames = new ArrayList<>();
    private final List<Voxels> tileVoxels = new ArrayList<>();
    private final List<Double> tileWeights = new ArrayList<>();
    private final List<TileCopies.Pair> pairs = new ArrayList<>();
    private int rotations = 1;
    private boolean reflections;
    private double tolerance = -1;

    VoxelTilesBuilder() {
    }

    /**
     * Adds a tile: its name (unique, without {@code '!'}), voxels and weight (finite, > 0).
     *
     * @throws WfcInputException for a repeated or empty name, a name with '!', a bad weight, or voxels of
     *     another size than the first tile's
     */
    public VoxelTilesBuilder tile(String name, Voxels voxels, double weight) {
        Objects.requireNonNull(voxels, "voxels");
        TileCopies.checkTile(name, weight, tileNames);
        if (!tileVoxels.isEmpty()) {
            Voxels first = tileVoxels.get(0);
            if (first.width() != voxels.width() || first.height() != voxels.height()
                    || first.depth() != voxels.depth()) {
                throw new WfcInputException("tile " + name + ": " + voxels.width() + "x" + voxels.height() + "x"
                        + voxels.depth() + " voxels (expected: " + first.width() + "x" + first.height() + "x"
                        + first.depth() + ", the first tile's size)");
            }
        }
        tileNames.add(name);
        tileVoxels.add(voxels);
        tileWeights.add(weight);
        return this;
    }

    /**
     * The symmetry about the vertical axis: {@code rotations} 1, 2 or 4 (quarter turns by 4 / rotations), mirrors
     * in x too if {@code reflections}. Default 1, none.
     */
    public VoxelTilesBuilder symmetry(int rotations, boolean reflections) {
        if (rotations != 1 && rotations != 2 && rotations != 4) {
            throw new WfcInputException("rotations: " + rotations + " (expected: 1, 2 or 4)");
        }
        this.rotations = rotations;
        this.reflections = reflections;
        return this;
    }

    /**
     * Allows tile {@code b} as the neighbour of tile {@code a} in cube direction {@code d} ({@link Topology}:
     * 0 left, 1 down, 2 right, 3 up, 4 above, 5 below), and every turned and mirrored copy of that pair. Names
     * may carry a copy suffix ({@code "wall!90"}); they are resolved at {@link #build()}.
     */
    public VoxelTilesBuilder allow(String a, String b, int d) {
        Checks.inRange("direction", d, 0, Topology.CUBE.directions() - 1);
        pairs.add(new TileCopies.Pair(Objects.requireNonNull(a, "a"), Objects.requireNonNull(b, "b"), d));
        return this;
    }

    /** Also allows every pair whose touching faces differ in at most {@code tolerance} (0..1) of their voxels. */
    public VoxelTilesBuilder autoAdjacency(double tolerance) {
        this.tolerance = Checks.fraction("tolerance", tolerance);
        return this;
    }

    /**
     * @throws WfcInputException if no tile was given, tiles are not square in x and y while the symmetry turns
     *     them, there would be more than {@link VoxelTiles#MAX_TILES} copies, or a pair names no tile
     */
    public VoxelTiles build() {
        if (tileNames.isEmpty()) {
            throw new WfcInputException("tiles: none (expected: at least one)");
        }
        Voxels first = tileVoxels.get(0);
        int sx = first.width();
        int sy = first.height();
        int sz = first.depth();
        if (rotations > 1 && sx != sy) {
            throw new WfcInputException("tile " + tileNames.get(0) + ": " + sx + "x" + sy + " across"
                    + " (expected: square in x and y, as turned tiles must be)");
        }
        int group = rotations * (reflections ? 2 : 1);
        long copyBound = (long) tileNames.size() * group;
        long voxels = copyBound * sx * sy * sz;
        if (voxels > VoxelTiles.MAX_VOXELS) {
            throw new WfcInputException("tiles: " + tileNames.size() + " of " + sx + "x" + sy + "x" + sz
                    + " voxels in up to " + group + " copies each (expected: at most " + VoxelTiles.MAX_VOXELS
                    + " voxels in all)");
        }
        long faces = (long) sy * sz + (long) sx * sz + (long) sx * sy;
        if (tolerance >= 0 && copyBound * copyBound * faces > VoxelTiles.MAX_COMPARISONS) {
            throw new WfcInputException("autoAdjacency: up to " + copyBound + " tiles with copies, faces of "
                    + faces + " voxels (expected: at most " + VoxelTiles.MAX_COMPARISONS + " voxel comparisons)");
        }
        TileCopies symmetry = new TileCopies(4, rotations, reflections);
        List<int[]> bases = tileVoxels.stream().map(VoxelBoxes::argb).toList();
        TileCopies.Made<int[]> made = symmetry.make(tileNames, (b, g) -> VoxelBoxes.transform(bases.get(b), sx, sz,
                symmetry.mirrored(g), symmetry.turn(g)), Arrays::equals, VoxelTiles.MAX_TILES, "tiles: more than "
                + VoxelTiles.MAX_TILES + " with their turned and mirrored copies (expected: at most "
                + VoxelTiles.MAX_TILES + ")");
        List<int[]> boxes = made.contents();
        int[][] copies = made.copies();
        Rules.Builder rb = Rules.builder(boxes.size(), Topology.CUBE);
        for (int t = 0; t < boxes.size(); t++) {
            rb.weight(t, tileWeights.get(made.baseOf()[t]));
        }
        symmetry.allowPairs(rb, pairs, tileNames, copies, VoxelBoxes::direction,
                "!90, !180, !270, or !x0 ... !x270");
        if (tolerance >= 0) {
            VoxelBoxes.allowMatchingFaces(rb, boxes, sx, sy, sz, tolerance);
        }
        return new VoxelTiles(rb.build(), made.names(), boxes.toArray(int[][]::new), made.baseOf(), copies,
                tileNames, sx, sy, sz);
    }
}
