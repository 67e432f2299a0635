package dev.wfc.core.model;

import dev.wfc.core.Backtracking;
import dev.wfc.core.Grid;
import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.Solution;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.io.CharGrid;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.SampleFiles;
import dev.wfc.core.testkit.SampleWindows;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.EnumSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Designer constraints by name; every check below reads the rendered output, not the solver's state. */
class SteeringTest {
    private static final String DUNGEON = String.join("\n",
            "##########",
            "#....#...#",
            "#.M..#...#",
            "#....#.M.#",
            "##.###...#",
            "#........#",
            "##########");

    @Test
    void exactlyOneMonsterAndOneConnectedFloorOnAThousandMaps() throws IOException {
        LearnedModel model = LearnedModel.builder().periodicInput(false).example(CharGrid.parse(DUNGEON, "dungeon"))
                .build();
        Grid grid = model.grid(12, 10, false);
        SolverBuilder b = model.solverBuilder(12, 10, false).backtracking(Backtracking.DEFAULT).tries(20);
        new Steering(model.tileNames()).count(new String[] {"M"}, 1, 1).connected(".", "M").applyTo(b, grid);
        var solver = b.build();
        int solved = 0;
        for (long seed = 0; seed < 1000; seed++) {
            Solution s = solver.solve(seed);
            if (!s.solved()) {
                continue;
            }
            solved++;
            String[] rows = model.text(s).split("\n");
            assertEquals(1, countChar(rows, 'M'), "seed " + seed + ":\n" + model.text(s));
            assertEquals(1, floorRegions(rows), "seed " + seed + ":\n" + model.text(s));
        }
        assertTrue(solved >= 990, "solved " + solved + " of 1000");
    }

    @Test
    void overlappingBorderRowAndPinHoldInThePixels() throws IOException {
        Image sample = Png.read(SampleFiles.sample("Rooms"));
        OverlappingModel model = OverlappingModel.builder(sample).n(3).symmetry(8).build();
        int black = 0xFF000000;
        int white = 0xFFFFFFFF;
        Grid grid = model.grid(24, 24, false);
        SolverBuilder b = model.solverBuilder(24, 24, false).backtracking(Backtracking.DEFAULT);
        new Steering(model.tileNames()).border(EnumSet.of(Steering.Edge.LEFT, Steering.Edge.TOP), "#000000")
                .pin(10, 10, "#FFFFFF").row(15, "#000000").applyTo(b, grid);
        Solution s = b.build().solve(4);
        assertTrue(s.solved());
        Image out = model.render(s, 24, 24);
        for (int i = 0; i < grid.width(); i++) {
            assertEquals(black, out.pixel(0, i), "left edge");
            assertEquals(black, out.pixel(i, 0), "top edge");
            assertEquals(black, out.pixel(i, 15), "row 15");
        }
        assertEquals(white, out.pixel(10, 10), "pin");
        assertNull(new SampleWindows(sample, 3, 8, true).firstForeignWindow(out, false));
    }

    @Test
    void maskPinsOpaquePixelsOnly() throws IOException {
        Image sample = Png.read(SampleFiles.sample("Rooms"));
        OverlappingModel model = OverlappingModel.builder(sample).n(3).symmetry(8).build();
        int[] mask = new int[16 * 16];
        mask[3 + 5 * 16] = 0xFFFFFFFF;
        mask[7 + 7 * 16] = 0xFF000000;
        Grid grid = model.grid(16, 16, true);
        SolverBuilder b = model.solverBuilder(16, 16, true);
        new Steering(model.tileNames()).pinMask(new Image(mask, 16, 16)).applyTo(b, grid);
        Image out = model.render(b.build().solve(1), 16, 16);
        assertEquals(0xFFFFFFFF, out.pixel(3, 5));
        assertEquals(0xFF000000, out.pixel(7, 7));
    }

    @Test
    void badStatementsAreRefusedWithWhatIsAllowed() throws IOException {
        LearnedModel model = LearnedModel.builder().example(CharGrid.parse(DUNGEON, "dungeon")).build();
        Steering s = new Steering(model.tileNames());
        String unknown = assertThrows(IllegalArgumentException.class, () -> s.pin(0, 0, "dragon")).getMessage();
        assertTrue(unknown.contains("'dragon'") && unknown.contains("#"), unknown);
        Grid grid = model.grid(5, 5, false);
        IllegalArgumentException outside = assertThrows(IllegalArgumentException.class,
                () -> new Steering(model.tileNames()).pin(5, 0, "#").applyTo(model.solverBuilder(5, 5, false), grid));
        assertTrue(outside.getMessage().contains("(5, 0)"), outside.getMessage());
        // Two monsters side by side never occur in the example: the pins contradict the rules.
        SolverBuilder b = model.solverBuilder(5, 5, false);
        new Steering(model.tileNames()).pin(1, 1, "M").pin(2, 1, "M").applyTo(b, grid);
        NoMapPossibleException e = assertThrows(NoMapPossibleException.class, b::build);
        assertTrue(e.getMessage().contains("cell ("), e.getMessage());
    }

    private static int countChar(String[] rows, char c) {
        int n = 0;
        for (String row : rows) {
            n += (int) row.chars().filter(ch -> ch == c).count();
        }
        return n;
    }

    /** 4-connected regions of non-wall cells, by flood fill over the text. */
    private static int floorRegions(String[] rows) {
        int h = rows.length;
        int w = rows[0].length();
        boolean[][] seen = new boolean[h][w];
        int regions = 0;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                if (rows[y].charAt(x) == '#' || seen[y][x]) {
                    continue;
                }
                regions++;
                ArrayDeque<int[]> q = new ArrayDeque<>();
                q.add(new int[] {x, y});
                seen[y][x] = true;
                while (!q.isEmpty()) {
                    int[] p = q.poll();
                    int[][] next = {{p[0] + 1, p[1]}, {p[0] - 1, p[1]}, {p[0], p[1] + 1}, {p[0], p[1] - 1}};
                    for (int[] n : next) {
                        if (n[0] >= 0 && n[1] >= 0 && n[0] < w && n[1] < h && !seen[n[1]][n[0]]
                                && rows[n[1]].charAt(n[0]) != '#') {
                            seen[n[1]][n[0]] = true;
                            q.add(n);
                        }
                    }
                }
            }
        }
        return regions;
    }
}
