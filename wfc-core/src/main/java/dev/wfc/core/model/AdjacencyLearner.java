package dev.wfc.core.model;

import dev.wfc.core.Direction;
import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.topo.Topology;
import it.unimi.dsi.fastutil.ints.Int2IntOpenHashMap;
import it.unimi.dsi.fastutil.ints.IntArrayList;

import java.util.ArrayList;
import java.util.List;

/**
 * The learned-adjacency model's learning: tile ids by first appearance, occurrence counts and allowed neighbours
 * from examples and their symmetries. Square examples allow each right and down pair (the classic order of calls);
 * hexagonal and cubic ones allow, toward each of the D directions, the neighbour the example's own {@link Grid}
 * gives, so masks and wrapping come from the one topology class. O(cells x D x symmetries).
 */
final class AdjacencyLearner {
    /** An example: a symbol per cell of a {@code width x height x depth} box; {@code exists} null: every cell. */
    record Example(int[] symbols, int width, int height, int depth, boolean[] exists) {
    }

    /** What was learned: the symbol of each tile id, its count, and the rules (weights are the counts). */
    record Learned(int[] symbols, double[] counts, Rules rules) {
    }

    private AdjacencyLearner() {
    }

    /**
     * @param symmetry how many symmetries to apply: of the square's 8 (to each horizontal layer on the cube), or of
     *     the hexagon's 12 ({@link LatticeSymmetry}'s order) on a hexagonal model
     * @param periodicInput whether pairs across the examples' edges count (every axis)
     */
    static Learned learn(List<Example> examples, Topology topo, int symmetry, boolean periodicInput) {
        Int2IntOpenHashMap ids = new Int2IntOpenHashMap();
        IntArrayList symbols = new IntArrayList();
        List<int[]> idGrids = new ArrayList<>();
        for (Example example : examples) {
            boolean[] exists = example.exists();
            int[] grid = new int[example.symbols().length];
            for (int i = 0; i < grid.length; i++) {
                if (exists != null && !exists[i]) {
                    grid[i] = -1; // not a cell: no tile, never counted or learned
                    continue;
                }
                int s = example.symbols()[i];
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
        Rules.Builder rb = Rules.builder(tiles, topo);
        for (int e = 0; e < idGrids.size(); e++) {
            Example example = examples.get(e);
            int[] grid = idGrids.get(e);
            int w = example.width();
            int h = example.height();
            for (int v = 0; v < symmetry; v++) {
                if (topo == Topology.SQUARE) {
                    learnSquare(v % 2 == 0 ? grid : Transforms.reflect(grid, w, h), w, h, periodicInput, counts, rb);
                } else if (topo == Topology.HEX) {
                    learn(grid, example, topo, periodicInput, counts, rb, hexDirections(v));
                    continue; // the hexagon turns directions, not the grid
                } else {
                    learn(v % 2 == 0 ? grid : Layers.reflect(grid, w, h), new Example(null, w, h, example.depth(),
                            example.exists()), topo, periodicInput, counts, rb, null);
                }
                if (v % 2 == 1) {
                    grid = topo == Topology.SQUARE ? Transforms.rotate(grid, w, h) : Layers.rotate(grid, w, h);
                    int swap = w;
                    w = h;
                    h = swap;
                }
            }
        }
        for (int t = 0; t < tiles; t++) {
            rb.weight(t, counts[t]);
        }
        return new Learned(symbols.toIntArray(), counts, rb.build());
    }

    /**
     * Counts every existing cell of {@code grid} and allows, toward each of the D directions, the neighbour the
     * example's own grid gives (wrapping every axis with {@code periodicInput}).
     */
    private static void learn(int[] grid, Example shape, Topology topo, boolean periodicInput, double[] counts,
                              Rules.Builder rb, int[] directions) {
        Grid.Builder gb = Grid.builder(topo).size(shape.width(), shape.height()).depth(shape.depth())
                .periodic(periodicInput);
        if (shape.exists() != null) {
            gb.mask(shape.exists());
        }
        Grid g = gb.build();
        int dirs = g.directions();
        for (int c = 0; c < grid.length; c++) {
            if (!g.exists(c)) {
                continue;
            }
            counts[grid[c]]++;
            for (int d = 0; d < dirs; d++) {
                int n = g.neighbor(c, d);
                if (n >= 0) {
                    rb.allow(grid[c], grid[n], directions == null ? d : directions[d]);
                }
            }
        }
    }

    /**
     * Where each direction's pairs go in the sample read through the hexagon's variant {@code v}
     * ({@link LatticeSymmetry}): a pair is a pair in every orientation, so a variant relabels directions.
     */
    private static int[] hexDirections(int v) {
        LatticeSymmetry sym = LatticeSymmetry.of(Topology.HEX);
        int[] map = new int[Topology.HEX.directions()];
        for (int d = 0; d < map.length; d++) {
            map[d] = sym.pairDirection(v, d);
        }
        return map;
    }

    /** Counts every cell of {@code grid} ({@code w x h}) and allows every right and down pair in it. */
    private static void learnSquare(int[] grid, int w, int h, boolean periodicInput, double[] counts,
                                    Rules.Builder rb) {
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
}
