package dev.wfc.cli.rules;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.core.Direction;
import dev.wfc.core.Rules;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.BuiltinSample;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.model.TiledModel;
import dev.wfc.core.testkit.MiniTileset;
import dev.wfc.core.view.ContactSheet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code wfc rules}: the JSON and the Markdown tables agree with the model's {@link Rules} as the test reads them
 * pair by pair, dead ends are those the test finds, and the contact sheet shows every pattern or tile pixel for
 * pixel where the sheet's layout puts it.
 */
class RulesCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void overlappingRulesMatchTheModel() throws IOException {
        Path sheet = dir.resolve("sheet.png");
        Path json = dir.resolve("rules.json");
        CliRun run = CliRun.of("rules", "overlapping", "--symmetry", "2", "--sheet", sheet.toString(), "--json",
                json.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        OverlappingModel model = OverlappingModel.builder(BuiltinSample.image()).symmetry(2).build();
        Rules rules = model.rules();
        assertJsonMatches(JSON.readTree(json.toFile()), rules, "patterns");
        assertMarkdownMatches(run.out(), rules);
        assertSheetShows(sheet, rules.tileCount(), model.n(), model.n(), t -> pattern(model, t));
    }

    @Test
    void deadEndsOfATilesetAreListed() throws IOException {
        // b (L, 4 orientations) has no rule at all: a dead end in every direction; a only beside itself.
        MiniTileset.image(dir, "Dead", "a", 3, 3);
        MiniTileset.image(dir, "Dead", "b", 3, 3);
        Path xml = MiniTileset.xml(dir, "Dead", "<set>\n  <tiles>\n" + MiniTileset.TILES + "  </tiles>\n"
                + "  <neighbors><neighbor left=\"a\" right=\"a\"/></neighbors>\n</set>\n");
        Path sheet = dir.resolve("sheet.png");
        Path json = dir.resolve("rules.json");
        CliRun run = CliRun.of("rules", "tiled", xml.toString(), "--allow-dead-ends", "--sheet", sheet.toString(),
                "--json", json.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        TiledModel model = TiledModel.builder(xml).allowDeadEnds(true).build();
        JsonNode root = JSON.readTree(json.toFile());
        assertJsonMatches(root, model.rules(), "tiles");
        assertEquals(4, root.get("deadEnds").size(), root::toString);
        assertMarkdownMatches(run.out(), model.rules());
        for (int k = 0; k < 4; k++) {
            assertTrue(run.out().contains("- " + (1 + k) + " `b " + k + "`: no left, down, right, up neighbour"),
                    run::toString);
        }
        assertSheetShows(sheet, model.tileCount(), 3, 3, model::tileImage);
    }

    @Test
    void textTilesAreNamedByTheirCharacter() throws IOException {
        Path text = dir.resolve("dungeon.txt");
        Files.writeString(text, "#.#\n.+.\n#.#\n", StandardCharsets.UTF_8);
        Path json = dir.resolve("rules.json");
        CliRun run = CliRun.of("rules", "learn", text.toString(), "--sheet", dir.resolve("s.png").toString(),
                "--json", json.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
        List<String> names = new ArrayList<>();
        JSON.readTree(json.toFile()).get("tiles").forEach(t -> names.add(t.get("name").asText()));
        assertEquals(List.of("#", ".", "+"), names);
        assertTrue(Files.size(dir.resolve("s.png")) > 0);
    }

    @Test
    void aModelIsRequiredAndOutputsMustDiffer() throws IOException {
        Path out = Files.createDirectories(dir.resolve("out"));
        ErrorAssertions.assertOneLineError(CliRun.of("rules"), "rules", ExitCodes.BAD_INPUT, out, "missing model",
                "overlapping, tiled, learn");
        Path same = out.resolve("x.png");
        ErrorAssertions.assertOneLineError(CliRun.of("rules", "overlapping", "--sheet", same.toString(), "--json",
                same.toString()), "rules overlapping", ExitCodes.BAD_INPUT, out, "--json", "also the file of --sheet");
    }

    /** Every tile's weight and, for every direction, exactly the neighbours {@link Rules#allows} admits. */
    private static void assertJsonMatches(JsonNode root, Rules rules, String units) {
        int tiles = rules.tileCount();
        assertEquals(units, root.get("units").asText());
        assertEquals(tiles, root.get("count").asInt());
        for (int t = 0; t < tiles; t++) {
            assertEquals(t, root.get("tiles").get(t).get("id").asInt());
            assertEquals(rules.weight(t), root.get("tiles").get(t).get("weight").asDouble(), 0.0);
        }
        List<Integer> deadEnds = new ArrayList<>();
        for (int t = 0; t < tiles; t++) {
            boolean dead = false;
            for (int d = 0; d < Direction.COUNT; d++) {
                int[] listed = ints(root.get("adjacency").get(Direction.name(d)).get(t));
                assertArrayEquals(allowed(rules, t, d), listed, "tile " + t + ", " + Direction.name(d));
                dead |= listed.length == 0;
            }
            if (dead) {
                deadEnds.add(t);
            }
        }
        List<Integer> reported = new ArrayList<>();
        root.get("deadEnds").forEach(e -> reported.add(e.get("id").asInt()));
        assertEquals(deadEnds, reported);
    }

    /** The Markdown adjacency table, read back row by row, lists what {@link Rules#allows} admits. */
    private static void assertMarkdownMatches(String markdown, Rules rules) {
        String table = markdown.substring(markdown.indexOf("| id | left | down | right | up |"));
        List<String> rows = table.lines().skip(2).filter(l -> l.startsWith("|")).toList();
        assertEquals(rules.tileCount(), rows.size());
        for (int t = 0; t < rows.size(); t++) {
            String[] cells = rows.get(t).split("\\|", -1);
            assertEquals(Integer.toString(t), cells[1].strip());
            for (int d = 0; d < Direction.COUNT; d++) {
                String ids = cells[2 + d].strip();
                int[] listed = ids.isEmpty() ? new int[0]
                        : Arrays.stream(ids.split(" ")).mapToInt(Integer::parseInt).toArray();
                assertArrayEquals(allowed(rules, t, d), listed, "row " + t + ", " + Direction.name(d));
            }
        }
    }

    /** Each tile's picture, magnified, at the place the sheet's layout gives it. */
    private static void assertSheetShows(Path file, int tiles, int w, int h, IntFunction<Image> picture)
            throws IOException {
        Image sheet = Png.read(file);
        ContactSheet layout = new ContactSheet(tiles, w, h);
        assertEquals(layout.width(), sheet.width());
        assertEquals(layout.height(), sheet.height());
        int zoom = layout.zoom();
        assertTrue(w * zoom >= ContactSheet.MIN_THUMBNAIL && w * (zoom - 1) < ContactSheet.MIN_THUMBNAIL);
        for (int t = 0; t < tiles; t++) {
            Image expected = picture.apply(t);
            for (int y = 0; y < h * zoom; y++) {
                for (int x = 0; x < w * zoom; x++) {
                    assertEquals(expected.pixel(x / zoom, y / zoom),
                            sheet.pixel(layout.thumbnailX(t) + x, layout.thumbnailY(t) + y),
                            "tile " + t + " at " + x + "," + y);
                }
            }
        }
    }

    /** The tiles b with {@code rules.allows(t, b, d)}, ascending. */
    private static int[] allowed(Rules rules, int t, int d) {
        List<Integer> ids = new ArrayList<>();
        for (int b = 0; b < rules.tileCount(); b++) {
            if (rules.allows(t, b, d)) {
                ids.add(b);
            }
        }
        return ids.stream().mapToInt(Integer::intValue).toArray();
    }

    private static int[] ints(JsonNode array) {
        int[] values = new int[array.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = array.get(i).asInt();
        }
        return values;
    }

    private static Image pattern(OverlappingModel model, int t) {
        int n = model.n();
        int[] argb = new int[n * n];
        for (int i = 0; i < argb.length; i++) {
            argb[i] = model.patternPixel(t, i % n, i / n);
        }
        return new Image(argb, n, n);
    }
}
