package dev.wfc.core.model;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.IndexedPicture;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.SampleFiles;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every model's PNG made from colour ids is byte for byte the PNG of its ARGB rendering: random tiles and patterns
 * (1, 63, 64, 65, 128 of them), colours on both sides of 256 and translucent ones (where the ids are declined), grids
 * from 1×1, periodic or not; partial maps (drawn as averages) take the ARGB path and still agree.
 */
class IndexedPngModelsProperties {
    @Provide
    Arbitrary<Integer> tileCounts() {
        return Arbitraries.of(1, 2, 63, 64, 65, 128);
    }

    @Property(tries = 60, seed = "31")
    void tileMosaicsEncodeAsTheRenderer(@ForAll("tileCounts") int tiles, @ForAll @IntRange(min = 1, max = 6) int size,
                                        @ForAll @IntRange(min = 1, max = 300) int colours, @ForAll boolean translucent,
                                        @ForAll @IntRange(min = 1, max = 20) int width,
                                        @ForAll @IntRange(min = 1, max = 20) int height, @ForAll long seed) {
        Random rnd = new Random(seed);
        int[] pool = pool(rnd, colours, translucent);
        int[][] images = new int[tiles][size * size];
        for (int[] image : images) {
            for (int p = 0; p < image.length; ) {
                int c = pool[rnd.nextInt(colours)];
                for (int run = 1 + rnd.nextInt(2 * size); run > 0 && p < image.length; run--) {
                    image[p++] = c;
                }
            }
        }
        double[] weights = rnd.doubles(tiles, 0.5, 3).toArray();
        Solution s = Solution.of(new Grid(width, height, rnd.nextBoolean()), tiles,
                rnd.ints(width * height, 0, tiles).toArray());
        byte[] expected = Png.encode(new TileRenderer(images, size, weights).render(s, false, false));
        IndexedPicture picture = TileMosaic.of(images, size).picture(s);
        Set<Integer> used = new LinkedHashSet<>();
        Arrays.stream(images).forEach(image -> Arrays.stream(image).forEach(used::add));
        boolean indexable = used.size() <= 256 && used.stream().allMatch(c -> c >>> 24 == 0xFF);
        assertEquals(indexable, picture != null, "ids exactly when the tiles' colours fit a table");
        if (picture != null) {
            assertArrayEquals(expected, Png.encode(picture));
        }
    }

    @Property(tries = 60, seed = "32")
    void patternsEncodeAsTheirRendering(@ForAll("tileCounts") int patterns, @ForAll @IntRange(min = 2, max = 4) int n,
                                        @ForAll @IntRange(min = 1, max = 300) int colours, @ForAll boolean translucent,
                                        @ForAll @IntRange(min = 1, max = 30) int width,
                                        @ForAll @IntRange(min = 1, max = 30) int height, @ForAll boolean periodic,
                                        @ForAll long seed) {
        Random rnd = new Random(seed);
        int[] pool = pool(rnd, colours, translucent);
        int[][] cells = new int[patterns][n * n];
        for (int[] pattern : cells) {
            Arrays.setAll(pattern, p -> rnd.nextInt(colours));
        }
        PatternPicture picture = new PatternPicture(n, pool, cells, rnd.doubles(patterns, 0.5, 3).toArray());
        Solution s = Solution.of(new Grid(width, height, periodic), patterns,
                rnd.ints(width * height, 0, patterns).toArray());
        int pixelsX = periodic ? width : width + n - 1;
        int pixelsY = periodic ? height : height + n - 1;
        assertArrayEquals(Png.encode(picture.render(s, pixelsX, pixelsY)), picture.png(s, pixelsX, pixelsY));
    }

    @Property(tries = 30, seed = "33")
    void learnedSquaresEncodeAsTheirRendering(@ForAll @IntRange(min = 1, max = 300) int colours,
                                              @ForAll @IntRange(min = 1, max = 4) int scale,
                                              @ForAll @IntRange(min = 1, max = 16) int width,
                                              @ForAll @IntRange(min = 1, max = 16) int height, @ForAll long seed) {
        Random rnd = new Random(seed);
        int[] pool = pool(rnd, colours, false);
        int side = (int) Math.ceil(Math.sqrt(colours));
        int[] example = new int[side * side];
        Arrays.setAll(example, p -> pool[p % colours]);
        LearnedModel m = LearnedModel.builder().example(new Image(example, side, side)).build();
        Solution s = Solution.of(m.grid(width, height, false), m.tileCount(),
                rnd.ints(width * height, 0, m.tileCount()).toArray());
        assertArrayEquals(Png.encode(m.render(s, scale)), m.png(s, scale));
        assertArrayEquals(Png.encode(m.render(s, scale + 1)), m.png(s, scale + 1), "a second scale");
        assertArrayEquals(Png.encode(m.render(s)), m.encode(s, MapFormat.PNG), "through Model");
    }

    /** Partial maps are drawn with averages, which no table holds: the ARGB path draws them, to the same bytes. */
    @Test
    void partialMapsEncodeAsTheirRendering() throws IOException {
        TiledModel knots = TiledModel.builder(SampleFiles.root().resolve("tilesets/Knots.xml")).build();
        Solution partial = knots.solverBuilder(9, 7, true).stepLimit(8).build().solve(4);
        assertTrue(Arrays.stream(partial.tiles()).anyMatch(t -> t < 0), "undecided cells");
        assertNull(TileMosaic.of(tileImages(knots), knots.tileSize()).picture(partial));
        for (boolean black : new boolean[] {false, true}) {
            assertArrayEquals(Png.encode(knots.render(partial, black)), knots.png(partial, black));
        }
        Solution whole = knots.solverBuilder(9, 7, true).build().solve(4);
        assertArrayEquals(Png.encode(knots.render(whole, false)), knots.png(whole, false));
        assertArrayEquals(Png.encode(knots.render(whole)), knots.encode(whole, MapFormat.PNG), "through Model");
        TiledModel black = knots.withBlackBackground(true);
        assertArrayEquals(Png.encode(black.render(partial)), black.png(partial), "partial, through Model");

        OverlappingModel flowers = OverlappingModel.builder(Png.read(SampleFiles.sample("Flowers"))).symmetry(2)
                .ground(true).build();
        for (boolean periodic : new boolean[] {true, false}) {
            Solution s = flowers.solverBuilder(24, 20, periodic).stepLimit(30).build().solve(2);
            assertArrayEquals(Png.encode(flowers.render(s, 24, 20)), flowers.png(s, 24, 20));
            Solution solved = flowers.solverBuilder(24, 20, periodic).build().solve(2);
            assertArrayEquals(Png.encode(flowers.render(solved, 24, 20)), flowers.png(solved, 24, 20));
        }
    }

    private static int[][] tileImages(TiledModel m) {
        int[][] images = new int[m.tileCount()][];
        Arrays.setAll(images, t -> m.tileImage(t).argb());
        return images;
    }

    /** {@code count} distinct opaque colours, one of them made translucent if asked. */
    private static int[] pool(Random rnd, int count, boolean translucent) {
        Set<Integer> colours = new LinkedHashSet<>();
        while (colours.size() < count) {
            colours.add(rnd.nextInt() | 0xFF00_0000);
        }
        int[] pool = colours.stream().mapToInt(Integer::intValue).toArray();
        if (translucent) {
            pool[rnd.nextInt(count)] &= 0x80FF_FFFF;
        }
        return pool;
    }
}
