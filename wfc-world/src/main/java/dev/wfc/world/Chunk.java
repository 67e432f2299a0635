package dev.wfc.world;

/**
 * One chunk of a world: the {@code size x size} cells from {@code (cx * size, cy * size)}, row-major (on the cube,
 * a column of {@code depth} such layers, z from 0), each a tile id of the world's model, plus how its block of the top
 * layer ended. A pure function of the world and (cx, cy).
 *
 * @param cx chunk column
 * @param cy chunk row
 * @param size the world's block size B: a chunk is one block of the top layer
 * @param solved whether the top layer solved this block (false: it kept the layer below's cells, which are valid)
 * @param depth the world's column height: 1 on the square grid
 */
public record Chunk(long cx, long cy, int size, int[] tiles, boolean solved, int depth) {
    /** A chunk of a square world. */
    public Chunk(long cx, long cy, int size, int[] tiles, boolean solved) {
        this(cx, cy, size, tiles, solved, 1);
    }

    /** The tile at {@code (x, y)} within the chunk, each in {@code [0, size)} (z = 0). */
    public int tile(int x, int y) {
        return tiles[x + y * size];
    }

    /** The tile at {@code (x, y, z)} within the chunk, {@code 0 <= z < depth}. */
    public int tile(int x, int y, int z) {
        return tiles[x + (y + z * size) * size];
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
