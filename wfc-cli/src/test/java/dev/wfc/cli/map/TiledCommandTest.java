package dev.wfc.cli.map;

import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.JsonGrids;
import dev.wfc.core.io.FileNames;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.TilesetOracle;
import dev.wfc.core.testkit.SampleFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Successful runs of {@code wfc tiled} on the classic tilesets: text and JSON outputs obey every neighbour rule as
 * the independent {@link TilesetOracle} reads them, the PNG is a mosaic of the right size, a seed gives the same
 * bytes, and the partial rendering and backtracking options do what they say.
 */
class TiledCommandTest {
    @TempDir
    Path out;

    private static Path tileset(String name) {
        return SampleFiles.root().resolve("tilesets").resolve(name + ".xml");
    }

    /** The side of the set's tile images, read directly from one of them. */
    private static int tileSide(String set, String tile) throws IOException {
        return Png.read(SampleFiles.root().resolve("tilesets").resolve(set).resolve(tile + ".png")).width();
    }

    private CliRun tiled(String set, String... args) {
        List<String> all = new ArrayList<>(List.of("tiled", tileset(set).toString()));
        all.addAll(Arrays.asList(args));
        return CliRun.of(all.toArray(String[]::new));
    }

    @ParameterizedTest(name = "{0} {1} {2}x{2} periodic={3}")
    @CsvSource({
        "Knots, Standard, 12, true",
        "Knots, Crossless, 9, false",
        "Circuit, Turnless, 10, true",
        "Castle, , 10, false",
        "Rooms, , 8, true",
    })
    void textAndJsonObeyTheTilesetsRules(String set, String subset, int size, boolean periodic) throws Exception {
        Path png = out.resolve("map.png");
        Path txt = out.resolve("map.txt");
        Path json = out.resolve("map.json");
        List<String> args = new ArrayList<>(List.of("--size", Integer.toString(size), "--periodic=" + periodic,
                "--seed", "3", "--out", png.toString(), "--text", txt.toString(), "--json", json.toString()));
        if (subset != null) {
            args.addAll(List.of("--subset", subset));
        }
        CliRun run = tiled(set, args.toArray(String[]::new));
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertEquals("", run.err(), run::toString);
        assertTrue(run.out().startsWith(png + ", " + txt + ", " + json + ": " + size + "x" + size), run::toString);

        String text = Files.readString(txt, StandardCharsets.UTF_8);
        List<String> violations = TilesetOracle.read(tileset(set), subset).check(text, periodic);
        assertTrue(violations.isEmpty(), () -> "violations: " + violations);
        Map<String, Object> grid = JsonGrids.parse(Files.readString(json, StandardCharsets.UTF_8));
        assertEquals(text, JsonGrids.text(grid, ", "));
        assertEquals(periodic, grid.get("periodic"));
        assertEquals("SOLVED", grid.get("status"));
    }

    @Test
    void defaultSizeIsTheClassics24() throws IOException {
        Path png = out.resolve("knots.png");
        CliRun run = tiled("Knots", "--subset", "Standard", "--seed", "5", "--out", png.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        int side = 24 * tileSide("Knots", "corner");
        Image image = Png.read(png);
        assertEquals(side, image.width());
        assertEquals(side, image.height());
    }

    @Test
    void sameSeedGivesIdenticalBytes() throws IOException {
        for (String name : List.of("first", "second")) {
            CliRun run = tiled("Summer", "--size", "12", "--seed", "17", "--out", out.resolve(name + ".png").toString(),
                    "--text", out.resolve(name + ".txt").toString(), "--json", out.resolve(name + ".json").toString());
            assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        }
        for (String extension : List.of(".png", ".txt", ".json")) {
            assertArrayEquals(Files.readAllBytes(out.resolve("first" + extension)),
                    Files.readAllBytes(out.resolve("second" + extension)), extension);
        }
    }

    /** After no step at all, every cell is untouched: black with --black-background, tile averages without. */
    @Test
    void blackBackgroundShowsUntouchedCellsOfAPartialMapBlack() throws IOException {
        Path black = out.resolve("black.png");
        Path average = out.resolve("average.png");
        CliRun run = tiled("Knots", "--subset", "Standard", "--size", "4", "--limit", "0", "--black-background",
                "--seed", "1", "--out", black.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertTrue(run.out().contains("partial"), run::toString);
        assertTrue(Arrays.stream(Png.read(black).argb()).allMatch(p -> p == 0xFF000000));
        run = tiled("Knots", "--subset", "Standard", "--size", "4", "--limit", "0", "--seed", "1", "--out",
                average.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        assertFalse(Arrays.stream(Png.read(average).argb()).allMatch(p -> p == 0xFF000000));
    }

    /** Summer, 40x40 and not periodic, is hard for restarts; one attempt with backtracking solves it within rules. */
    @Test
    void backtrackingSolvesALargeNonPeriodicSummer() throws Exception {
        Path txt = out.resolve("summer.txt");
        CliRun run = tiled("Summer", "--size", "40", "--seed", "1", "--tries", "1", "--backtrack",
                "--out", out.resolve("summer.png").toString(), "--text", txt.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        List<String> violations = TilesetOracle.read(tileset("Summer"), null)
                .check(Files.readString(txt, StandardCharsets.UTF_8), false);
        assertTrue(violations.isEmpty(), () -> "violations: " + violations);
    }

    /** NAME is the tileset plus the subset, kept to one plain file name. */
    @Test
    void defaultNameJoinsTilesetAndSubset() {
        assertEquals("Knots", FileNames.tilesetName(Path.of("sets", "Knots.xml"), null));
        assertEquals("Knots-Dense_Fabric", FileNames.tilesetName(Path.of("Knots.xml"), "Dense Fabric"));
        assertEquals("Knots-.._x", FileNames.tilesetName(Path.of("Knots.xml"), "../x"));
    }
}
