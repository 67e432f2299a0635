package dev.wfc.core.model;

import dev.wfc.core.Solution;
import dev.wfc.core.io.CharGrid;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.SampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Example reading, image examples and output, errors, and reproducible outputs of the learned-adjacency model. */
class LearnedModelTest {
    /** A little island map: sea, beach, grass, a forest. */
    private static final String ISLAND = """
            ~~~~~~~~~~
            ~~....~~~~
            ~.,,,,..~~
            ~.,TT,,.~~
            ~.,TT,,.~~
            ~~.,,,.~~~
            ~~~...~~~~
            ~~~~~~~~~~
            """;

    @TempDir
    Path dir;

    @Test
    void textExamplesIgnoreLineEndingsAndCountCodePoints() throws InvalidInputException {
        CharGrid g = CharGrid.parse("ab\r\ncd\r\n\n", "t");
        assertEquals(2, g.width());
        assertEquals(2, g.height());
        assertEquals('d', g.at(1, 1));
        CharGrid emoji = CharGrid.parse("\uD83D\uDE00x\nyz", "t");
        assertEquals(2, emoji.width());
        assertEquals(0x1F600, emoji.at(0, 0));
    }

    @Test
    void raggedOrEmptyTextIsRefusedNamingTheRow() throws IOException {
        Path ragged = dir.resolve("ragged.txt");
        Files.writeString(ragged, "abc\nab\nabc\n");
        String message = assertThrows(InvalidInputException.class, () -> CharGrid.read(ragged)).getMessage();
        assertTrue(message.contains("ragged.txt") && message.contains("row 2") && message.contains("expected: 3"),
                message);
        Path empty = dir.resolve("empty.txt");
        Files.writeString(empty, "\n\n");
        assertTrue(assertThrows(InvalidInputException.class, () -> CharGrid.read(empty)).getMessage()
                .contains("empty.txt"));
        Path latin1 = dir.resolve("latin1.txt");
        Files.write(latin1, new byte[] {'a', (byte) 0xE9, '\n'});
        assertTrue(assertThrows(InvalidInputException.class, () -> CharGrid.read(latin1)).getMessage()
                .contains("UTF-8"));
    }

    @Test
    void textOutputsUseOnlyTheExamplesAdjacencies() throws IOException {
        Path file = dir.resolve("island.txt");
        Files.writeString(file, ISLAND);
        LearnedModel m = LearnedModel.builder().example(file).build();
        assertEquals(LearnedModel.Form.TEXT, m.form());
        Set<String> allowed = LearnedOracle.pairs(LearnedOracle.grid(ISLAND), false, LearnedOracle.Names.CHARS);
        for (boolean periodic : new boolean[] {false, true}) {
            Solution map = solve(m, 20, 16, periodic);
            String text = m.text(map);
            assertEquals(16, text.split("\n").length);
            Set<String> used = LearnedOracle.pairs(LearnedOracle.grid(text), periodic, LearnedOracle.Names.CHARS);
            assertTrue(allowed.containsAll(used), "foreign adjacencies: " + difference(used, allowed));
        }
    }

    @Test
    void imageExamplesGiveImagesOfOnePixelOrOneBlockPerCell() throws IOException {
        Path sample = SampleFiles.root().resolve("samples").resolve("Rooms.png");
        Image example = Png.read(sample);
        LearnedModel m = LearnedModel.builder().symmetry(8).example(sample).build();
        assertEquals(LearnedModel.Form.IMAGE, m.form());
        Solution map = solve(m, 24, 20, false);
        Image out = m.render(map, 1);
        assertEquals(24, out.width());
        assertEquals(20, out.height());
        for (int cell = 0; cell < 24 * 20; cell++) {
            assertEquals(m.symbol(map.tile(cell)), out.argb()[cell]);
        }
        int[][] grid = new int[20][24];
        for (int y = 0; y < 20; y++) {
            for (int x = 0; x < 24; x++) {
                grid[y][x] = out.pixel(x, y);
            }
        }
        Set<String> allowed = LearnedOracle.adjacencies(List.<int[][]>of(rows(example)), false, 8,
                LearnedOracle.Names.COLORS);
        Set<String> used = LearnedOracle.pairs(grid, false, LearnedOracle.Names.COLORS);
        assertTrue(allowed.containsAll(used), "foreign adjacencies: " + difference(used, allowed));
        Image big = m.render(map, 3);
        assertEquals(72, big.width());
        for (int y = 0; y < big.height(); y++) {
            for (int x = 0; x < big.width(); x++) {
                assertEquals(out.pixel(x / 3, y / 3), big.pixel(x, y));
            }
        }
    }

    @Test
    void namesAreCharactersOrColours() throws InvalidInputException {
        LearnedModel text = LearnedModel.builder().example(CharGrid.parse("a\"\n\\b\n", "t")).build();
        assertEquals(List.of("a", "\"", "\\", "b"), text.tileNames());
        int[] px = {0xFF102030, 0x80FFFFFF};
        LearnedModel image = LearnedModel.builder().example(new Image(px, 2, 1)).build();
        assertEquals(List.of("#102030", "#FFFFFF80"), image.tileNames());
    }

    @Test
    void sameSeedGivesTheSameBytes() throws IOException {
        Path sample = SampleFiles.root().resolve("samples").resolve("Rooms.png");
        String[] first = null;
        for (int run = 0; run < 2; run++) {
            LearnedModel m = LearnedModel.builder().symmetry(8).example(sample).build();
            Solution map = m.solverBuilder(16, 16, true).build().solve(99);
            String[] outputs = {Arrays.toString(Png.encode(m.render(map, 2))), m.json(map)};
            if (first != null) {
                assertArrayEquals(first, outputs);
            }
            first = outputs;
        }
    }

    @Test
    void misuseIsRefusedWithClearMessages() throws IOException {
        CharGrid text = CharGrid.parse("ab\n", "t");
        Image image = new Image(new int[] {1, 2}, 2, 1);
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> LearnedModel.builder().example(text).example(image)).getMessage().contains("expected: text"));
        Path png = dir.resolve("x.png");
        Png.write(png, image);
        String mixed = assertThrows(IllegalArgumentException.class,
                () -> LearnedModel.builder().example(text).example(png)).getMessage();
        assertTrue(mixed.contains("x.png"), mixed);
        assertThrows(IllegalStateException.class, () -> LearnedModel.builder().build());
        assertThrows(IllegalArgumentException.class, () -> LearnedModel.builder().symmetry(0));
        assertThrows(IllegalArgumentException.class, () -> LearnedModel.builder().symmetry(13));
        // 9..12 are the hexagon's: a square model refuses them when it is built.
        assertThrows(IllegalArgumentException.class, () -> LearnedModel.builder().symmetry(9)
                .example(new Image(new int[] {0xFF000000}, 1, 1)).build());
        assertThrows(IllegalStateException.class, () -> LearnedModel.builder().symmetry(2).symmetry(2));
        assertThrows(IllegalStateException.class,
                () -> LearnedModel.builder().periodicInput(true).periodicInput(true));
        LearnedModel t = LearnedModel.builder().periodicInput(true).example(text).build();
        Solution map = t.solverBuilder(3, 3, true).build().solve(1);
        assertThrows(IllegalStateException.class, () -> t.render(map, 1));
        LearnedModel i = LearnedModel.builder().periodicInput(true).example(image).build();
        Solution imap = i.solverBuilder(3, 3, true).build().solve(1);
        assertThrows(IllegalStateException.class, () -> i.text(imap));
        assertThrows(IllegalArgumentException.class, () -> i.render(imap, 0));
        assertFalse(i.json(imap).isEmpty());
    }

    private static Solution solve(LearnedModel m, int w, int h, boolean periodic) {
        var solver = m.solverBuilder(w, h, periodic).tries(10).build();
        Solution map = null;
        for (long seed = 1; seed <= 10 && (map == null || !map.solved()); seed++) {
            map = solver.solve(seed);
        }
        assertTrue(map.solved(), "not solved: " + map);
        return map;
    }

    private static int[][] rows(Image img) {
        int[][] g = new int[img.height()][img.width()];
        for (int y = 0; y < img.height(); y++) {
            for (int x = 0; x < img.width(); x++) {
                g[y][x] = img.pixel(x, y);
            }
        }
        return g;
    }

    private static Set<String> difference(Set<String> a, Set<String> b) {
        Set<String> d = new HashSet<>(a);
        d.removeAll(b);
        return d;
    }
}
