package dev.wfc.bench;

import dev.wfc.core.Direction;
import dev.wfc.core.Rules;
import dev.wfc.core.Seeds;

/**
 * The benchmark's synthetic rule set: tiles spread over levels, with random levels, weights and numbering drawn from
 * a fixed seed. Two tiles may be horizontal neighbours when their levels differ by at most 1, vertical neighbours
 * when they differ by at most 2; the adjacency is symmetric ({@code allows(a, b, d) == allows(b, a, d)}).
 *
 * <p>Maintainers: why levels and not independent random pairs. Random adjacency sits on a knife edge: measured at
 * 100x100 with T = 24..40 and pair densities 0.1..0.3, some settings never restarted while neighbouring ones failed
 * all of 100 attempts; adding even 5% random pairs to the levels below brought restarts back. Timings would measure
 * restarts, not solving. Level-difference constraints ({@code |L(a) - L(b)| <= c}) form a simple temporal network:
 * arc consistency here is bounds propagation, which leaves every cell exactly the interval of levels it takes in
 * some complete map. So any collapse still extends to a full map and no attempt ever contradicts. Propagation still
 * reaches up to {@code levels} cells away, as in real samples. Draws come from {@link Seeds#map} used as a counter,
 * a stream this project owns.
 */
public final class SyntheticRules {
    /** The seed of {@link #standard()}. */
    public static final long SEED = 0x5EED_0008L;
    public static final int TILES = 32;
    public static final int LEVELS = 8;
    static final int HORIZONTAL_REACH = 1;
    static final int VERTICAL_REACH = 2;

    private final long seed;
    private long drawn;

    private SyntheticRules(long seed) {
        this.seed = seed;
    }

    /** The fixed rule set the benchmarks use: {@value #TILES} tiles on {@value #LEVELS} levels. */
    public static Rules standard() {
        return generate(TILES, LEVELS, SEED);
    }

    /**
     * A rule set of {@code tiles} tiles on {@code levels} levels, each level holding at least one tile. A pure
     * function of its arguments.
     *
     * @throws IllegalArgumentException if {@code levels < 1} or {@code tiles < levels}
     */
    public static Rules generate(int tiles, int levels, long seed) {
        if (levels < 1) {
            throw new IllegalArgumentException("levels: " + levels + " (expected: > 0)");
        }
        if (tiles < levels) {
            throw new IllegalArgumentException("tiles: " + tiles + " (expected: >= levels, " + levels + ")");
        }
        return new SyntheticRules(seed).build(tiles, levels);
    }

    private Rules build(int tiles, int levels) {
        int[] level = new int[tiles];
        for (int t = 0; t < tiles; t++) {
            level[t] = t < levels ? t : nextInt(levels);
        }
        for (int t = tiles - 1; t > 0; t--) {
            int j = nextInt(t + 1);
            int swap = level[t];
            level[t] = level[j];
            level[j] = swap;
        }
        Rules.Builder b = Rules.builder(tiles);
        for (int t = 0; t < tiles; t++) {
            b.weight(t, 1 + 9 * nextDouble());
        }
        for (int a = 0; a < tiles; a++) {
            for (int c = 0; c < tiles; c++) {
                int gap = Math.abs(level[a] - level[c]);
                if (gap <= HORIZONTAL_REACH) {
                    b.allow(a, c, Direction.RIGHT);
                }
                if (gap <= VERTICAL_REACH) {
                    b.allow(a, c, Direction.DOWN);
                }
            }
        }
        return b.build();
    }

    /** Uniform in [0, 1). */
    private double nextDouble() {
        return (Seeds.map(seed, drawn++) >>> 11) * 0x1p-53;
    }

    /** Uniform in [0, bound) up to a bias of bound / 2^53, irrelevant here. */
    private int nextInt(int bound) {
        return (int) (nextDouble() * bound);
    }
}
