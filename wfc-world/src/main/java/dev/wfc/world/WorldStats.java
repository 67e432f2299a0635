package dev.wfc.world;

/**
 * What a world's blocks cost so far, per layer 1..L. Each block ends in one of three ways: solved whole; split (the
 * whole block failed, and its quadrants, split again where they failed, were all solved); or fell back (some area
 * of the smallest side failed and kept the layer below's cells, which are valid). Counts every block the world
 * computed, again after a cache eviction. A snapshot: later solves do not change it.
 */
public final class WorldStats {
    private final long[] solved;
    private final long[] split;
    private final long[] fellBack;
    private final long[] attempts;
    private final long[] keptCells;
    private final long freeCellsPerBlock;

    WorldStats(long[] solved, long[] split, long[] fellBack, long[] attempts, long[] keptCells,
               long freeCellsPerBlock) {
        this.solved = solved;
        this.split = split;
        this.fellBack = fellBack;
        this.attempts = attempts;
        this.keptCells = keptCells;
        this.freeCellsPerBlock = freeCellsPerBlock;
    }

    /** The layer count L. */
    public int layers() {
        return solved.length;
    }

    /** Blocks of {@code layer} (1..L) solved whole. */
    public long solved(int layer) {
        return solved[layer - 1];
    }

    /** Blocks of {@code layer} (1..L) that failed whole but whose quadrants were all solved. */
    public long split(int layer) {
        return split[layer - 1];
    }

    /** Blocks of {@code layer} (1..L) of which some area kept the layer below's cells. */
    public long fellBack(int layer) {
        return fellBack[layer - 1];
    }

    /** Solver attempts made for blocks of {@code layer} (1..L), quadrants included. */
    public long attempts(int layer) {
        return attempts[layer - 1];
    }

    /** Free cells of {@code layer}'s blocks that kept the layer below's value: the interiors of failed areas. */
    public long keptCells(int layer) {
        return keptCells[layer - 1];
    }

    /** Blocks of {@code layer} computed so far. */
    public long blocks(int layer) {
        return solved(layer) + split(layer) + fellBack(layer);
    }

    /** The share of {@code layer}'s blocks not solved whole (split or fell back), in [0, 1]; 0 before any block. */
    public double unsolvedShare(int layer) {
        long b = blocks(layer);
        return b == 0 ? 0 : (double) (split(layer) + fellBack(layer)) / b;
    }

    /** The share of {@code layer}'s blocks that fell back somewhere, in [0, 1]; 0 before any block. */
    public double fallbackShare(int layer) {
        long b = blocks(layer);
        return b == 0 ? 0 : (double) fellBack(layer) / b;
    }

    /** The share of {@code layer}'s free cells (block interiors) that kept the layer below's value, in [0, 1]. */
    public double keptShare(int layer) {
        long b = blocks(layer);
        return b == 0 ? 0 : (double) keptCells(layer) / (b * freeCellsPerBlock);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder("WorldStats[");
        for (int k = 1; k <= layers(); k++) {
            s.append(k == 1 ? "" : "; ").append("layer ").append(k).append(": ").append(solved(k)).append(" solved, ")
                    .append(split(k)).append(" split, ").append(fellBack(k)).append(" fell back, ")
                    .append(attempts(k)).append(" attempts, ").append(keptCells(k)).append(" cells kept");
        }
        return s.append(']').toString();
    }
}
