package dev.wfc.core.io;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A picture encoded from colour ids is byte for byte the PNG that the ARGB path makes of the same pixels: the palette
 * renumbered by first appearance, the same chunks; ids, tables and sizes random, noisy pictures spanning several IDAT
 * chunks.
 */
class IndexedPngProperties {
    @Provide
    Arbitrary<Integer> tableSizes() {
        return Arbitraries.oneOf(Arbitraries.of(1, 2, 63, 64, 65, 128, 255, 256),
                Arbitraries.integers().between(1, 256));
    }

    @Property(tries = 80, seed = "21")
    void idsEncodeAsTheirPixels(@ForAll @IntRange(min = 1, max = 300) int width,
                                @ForAll @IntRange(min = 1, max = 300) int height,
                                @ForAll("tableSizes") int colours, @ForAll boolean noisy,
                                @ForAll @IntRange(min = 1, max = 40) int longestRun, @ForAll long seed) {
        Random rnd = new Random(seed);
        int[] table = distinctOpaque(rnd, colours);
        byte[] ids = new byte[width * height];
        for (int i = 0; i < ids.length; ) {
            int id = rnd.nextInt(colours);
            for (int run = noisy ? 1 : 1 + rnd.nextInt(longestRun); run > 0 && i < ids.length; run--) {
                ids[i++] = (byte) id;
            }
        }
        int[] argb = new int[ids.length];
        for (int i = 0; i < ids.length; i++) {
            argb[i] = table[ids[i] & 0xFF];
        }
        byte[] expected = Png.encode(new Image(argb, width, height));
        byte[] actual = Png.encode(picture(ColourTable.of(table), ids, width, height));
        assertArrayEquals(expected, actual);
    }

    @Test
    void idsBeyondTheTableAreRefused() {
        ColourTable table = ColourTable.of(0xFF000000, 0xFFFFFFFF);
        byte[] ids = {0, 1, 1, 2};
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Png.encode(picture(table, ids, 2, 2)));
        assertEquals("picture: row 1, pixel 1: id 2 (expected: 0..1, the colour table's)", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Png.encode(picture(table, new byte[0], 0, 1)));
    }

    @Test
    void tablesHoldDistinctOpaqueColours() {
        assertEquals("colours: 0 (expected: 1..256)",
                assertThrows(IllegalArgumentException.class, ColourTable::of).getMessage());
        assertEquals("colours: 257 (expected: 1..256)", assertThrows(IllegalArgumentException.class,
                () -> ColourTable.of(distinctOpaque(new Random(1), 257))).getMessage());
        assertEquals("colours[1]: 0x7F000000 (expected: opaque, alpha 0xFF)", assertThrows(
                IllegalArgumentException.class, () -> ColourTable.of(0xFF000000, 0x7F000000)).getMessage());
        assertEquals("colours: 0xFF123456 twice (expected: distinct)", assertThrows(IllegalArgumentException.class,
                () -> ColourTable.of(0xFF123456, 0xFF000000, 0xFF123456)).getMessage());
        assertEquals("pixel 1: 0xFF00FF00 (expected: a colour of the table)", assertThrows(
                IllegalArgumentException.class, () -> ColourTable.of(0xFF000000).ids(new int[] {0xFF000000,
                        0xFF00FF00})).getMessage());
    }

    /** Colours numbered by first appearance over the pictures in order; none beyond 256, none translucent. */
    @Property(tries = 40, seed = "22")
    void picturesGiveTheirColoursInOrderOfFirstAppearance(@ForAll @IntRange(min = 1, max = 300) int colours,
                                                          @ForAll @IntRange(min = 1, max = 5) int pictures,
                                                          @ForAll boolean translucent, @ForAll long seed) {
        Random rnd = new Random(seed);
        int[] pool = distinctOpaque(rnd, colours);
        if (translucent) {
            pool[rnd.nextInt(colours)] &= 0x80FF_FFFF;
        }
        int[][] argb = new int[pictures][];
        Set<Integer> seen = new LinkedHashSet<>();
        for (int p = 0; p < pictures; p++) {
            argb[p] = rnd.ints(1 + rnd.nextInt(400), 0, colours).map(i -> pool[i]).toArray();
            Arrays.stream(argb[p]).forEach(seen::add);
        }
        boolean indexable = seen.size() <= 256 && seen.stream().allMatch(c -> c >>> 24 == 0xFF);
        var table = ColourTable.ofPictures(argb);
        assertEquals(indexable, table.isPresent());
        if (indexable) {
            int[] order = seen.stream().mapToInt(Integer::intValue).toArray();
            assertEquals(order.length, table.get().size());
            for (int id = 0; id < order.length; id++) {
                assertEquals(order[id], table.get().colour(id));
            }
            for (int[] picture : argb) {
                byte[] ids = table.get().ids(picture);
                for (int i = 0; i < picture.length; i++) {
                    assertEquals(picture[i], order[ids[i] & 0xFF]);
                }
            }
        }
        assertTrue(ColourTable.ofPictures(new int[][] {new int[0]}).isEmpty(), "no colour, no table");
    }

    private static int[] distinctOpaque(Random rnd, int count) {
        Set<Integer> colours = new LinkedHashSet<>();
        while (colours.size() < count) {
            colours.add(rnd.nextInt() | 0xFF00_0000);
        }
        return colours.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Rows cut from {@code ids}, as a model gives them. */
    private static IndexedPicture picture(ColourTable table, byte[] ids, int width, int height) {
        return IndexedPicture.of(width, height, table,
                (y, out, offset) -> System.arraycopy(ids, y * width, out, offset, width));
    }
}
