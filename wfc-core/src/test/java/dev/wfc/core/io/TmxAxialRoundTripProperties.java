package dev.wfc.core.io;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link TmxWriter#writeAxialHexagonal} round trip: what it writes, {@link TmxMap#read} reads back to the same axial
 * cells, moved right by the shift of the last row, with every other cell of the box empty and the offset rows'
 * band marked inside; sizes from 1x1 to 1xN and Nx1, both stagger parities. The expected shift is worked out here
 * from hexagon centres on screen, not from the writer's or reader's formula.
 */
class TmxAxialRoundTripProperties {
    @Property(tries = 60, seed = "41")
    void axialMapsComeBackMovedByTheLastRowsShift(@ForAll @IntRange(min = 1, max = 9) int width,
                                                 @ForAll @IntRange(min = 1, max = 9) int height,
                                                 @ForAll boolean staggerOdd, @ForAll long seed) throws Exception {
        Random rnd = new Random(seed);
        int[] gids = new int[width * height];
        for (int i = 0; i < gids.length; i++) {
            gids[i] = rnd.nextInt(4); // 0 is an empty cell
        }
        TiledTileset set = new TiledTileset(1, "t", 14, 12, 3, 3, 0, 0, null, Map.of());
        Path dir = Files.createTempDirectory("axial");
        Path file = dir.resolve("m.tmx");
        Files.write(file, TmxWriter.writeAxialHexagonal(width, height, gids, set, 14, 12, 6, staggerOdd));
        TmxMap map = TmxMap.read(file);
        assertTrue(map.hexagonal());
        assertEquals(staggerOdd, map.staggerOdd());
        TmxMap.Axial back = map.axial();
        // Axial x of row y's first offset column: offset cell (0, y) is centred at 0.5 in a shifted row, 0 else,
        // and axial (x, y) at x - y / 2, both measured from row 0's first cell; so x = y / 2 + centre - row 0's.
        int[] first = new int[height];
        double row0 = staggerOdd ? 0 : 0.5;
        for (int y = 0; y < height; y++) {
            boolean shifted = (y % 2 == 1) == staggerOdd;
            first[y] = (int) Math.round(y / 2.0 + (shifted ? 0.5 : 0) - row0);
        }
        int move = first[height - 1];
        assertEquals(width + 2 * move, back.width());
        assertEquals(height, back.height());
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < back.width(); x++) {
                int was = x - move;
                int expected = was >= 0 && was < width ? gids[was + y * width] : 0;
                assertEquals(expected, back.gids()[x + y * back.width()], "cell " + x + ", " + y);
                int column = x - first[y];
                assertEquals(column >= 0 && column < width + move, back.inside()[x + y * back.width()],
                        "band at " + x + ", " + y);
            }
        }
        Files.delete(file);
        Files.delete(dir);
    }
}
