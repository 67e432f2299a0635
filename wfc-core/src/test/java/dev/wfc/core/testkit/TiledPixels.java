package dev.wfc.core.testkit;

import dev.wfc.core.io.Image;

/**
 * A Tiled tileset image cut as a map's tileset states it, read the way Tiled draws a global id: its low bits pick a
 * tile ({@code firstGid} the first), its top three bits flip it (diagonal, that is x and y swapped, first; then
 * horizontal; then vertical). Shares nothing with wfc's writers.
 */
public record TiledPixels(Image atlas, int size, int columns, int firstGid) {
    public static final long H = 0x80000000L;
    public static final long V = 0x40000000L;
    public static final long D = 0x20000000L;

    /** Pixel (x, y) of the tile that {@code gid} shows, flipped as its flags say. */
    public int pixel(long gid, int x, int y) {
        int u = x;
        int v = y;
        if ((gid & V) != 0) {
            v = size - 1 - v;
        }
        if ((gid & H) != 0) {
            u = size - 1 - u;
        }
        if ((gid & D) != 0) {
            int swap = u;
            u = v;
            v = swap;
        }
        int local = (int) (gid & 0x1FFFFFFFL) - firstGid;
        return atlas.pixel(local % columns * size + u, local / columns * size + v);
    }
}
