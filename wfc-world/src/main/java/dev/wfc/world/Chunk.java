package dev.wfc.world;

/**
 * One chunk of a world: the {@code size x size} cells from {@code (cx * size, cy * size)}, row-major, each a tile id
 * of the world's model, plus how its block of the top layer ended. A pure function of the world and (cx, cy).
 *
 * @param cx chunk column
 * @param cy chunk row
 * @param size the world's block size B: a chunk is one block of the top layer
 * @param solved whether the top layer solved this block (false: it kept the layer below's cells, which are valid)
 */
public record Chunk(long cx, long cy, int size, int[] tiles, boolean solved) {
    /** The tile at {@code (x, y)} within the chunk, each in {@code [0, size)}. */
    public int tile(int x, int y) {
        return tiles[x + y * size];
    }

    /** The world column of the chunk's first cell. */
    public long x() {
        return cx * size;
    }

    /** The world row of the chunk's first cell. */
    public long y() {
        return cy * size;
    }
}
