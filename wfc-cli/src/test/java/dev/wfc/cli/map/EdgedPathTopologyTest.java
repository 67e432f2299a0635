package dev.wfc.cli.map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.CorpusContents;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.core.testkit.EdgedPathCheck;
import dev.wfc.core.testkit.MaskPng;
import dev.wfc.core.testkit.Shape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --edged-path} and the {@code edgedPath} spec key off the square: rivers of the hexagonal example tileset
 * joined through their six sides on a periodic map, and pillars of the cube tileset that must stand on the ground
 * through their above and below faces in a masked corpus; every map is checked from its JSON by
 * {@link EdgedPathCheck}, which turns each side name into an offset by hand. A side that the topology does not have
 * is refused in one line, exit 2, nothing written.
 */
class EdgedPathTopologyTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path DOCS = Path.of("../docs/tilesets").toAbsolutePath().normalize();
    /** The hexagon's sides by direction index of the tileset's side lists: left, down-left, ... up-left. */
    private static final String[] HEX_SIDES = {"left", "down-left", "down-right", "right", "up-right", "up-left"};
    /** hexrivers.xml's water sides of each tile (its 'r' labels), by direction index. */
    private static final Map<String, int[]> WATER = Map.of("river", new int[] {0, 3}, "bend", new int[] {0, 2},
            "fork", new int[] {0, 2, 4}, "spring", new int[] {0}, "lake", new int[] {0, 1, 2, 3, 4, 5});
    /** Ground joins sideways and upwards, pillars up and down, a lamp only downwards. */
    private static final String PILLARS = "ground=left,right,top,bottom,above;pillar=above,below;lamp=below";
    private static final Map<String, List<String>> PILLAR_EXITS = Map.of(
            "ground", List.of("left", "right", "top", "bottom", "above"), "pillar", List.of("above", "below"),
            "lamp", List.of("below"));

    @TempDir
    Path dir;

    /**
     * The water sides of a copy named {@code base!DEG} (turned DEG degrees clockwise: side d moves to d - DEG / 60,
     * as the tileset format states), by name; none for grass.
     */
    private static List<String> riverExits(String name) {
        int bang = name.indexOf('!');
        String base = bang < 0 ? name : name.substring(0, bang);
        int turns = bang < 0 ? 0 : Integer.parseInt(name.substring(bang + 1)) / 60;
        List<String> sides = new ArrayList<>();
        for (int d : WATER.getOrDefault(base, new int[0])) {
            sides.add(HEX_SIDES[Math.floorMod(d - turns, 6)]);
        }
        return sides;
    }

    /** The option value naming every copy's water sides: {@code river=left,right;river!60=...;lake=all}. */
    private static String riverOption(List<String> names) {
        List<String> parts = new ArrayList<>();
        for (String name : names) {
            List<String> sides = riverExits(name);
            if (!sides.isEmpty()) {
                parts.add(name + "=" + (sides.size() == 6 ? "all" : String.join(",", sides)));
            }
        }
        return String.join(";", parts);
    }

    /** The JSON map's cells, x fastest, then y, then layer; -1 outside the mask. */
    private static int[] cells(JsonNode map, Shape s) {
        int[] tiles = new int[s.cells()];
        for (int c = 0; c < tiles.length; c++) {
            JsonNode rows = s.kind().equals("cube") ? map.path("cells").get(c / (s.width() * s.height()))
                    : map.path("cells");
            tiles[c] = rows.get(c / s.width() % s.height()).get(c % s.width()).asInt();
        }
        return tiles;
    }

    private static List<String> names(JsonNode map) {
        List<String> names = new ArrayList<>();
        map.path("tiles").forEach(n -> names.add(n.asText()));
        return names;
    }

    @Test
    void hexRiversFormOneNetworkThroughTheirSixSidesAcrossPeriodicSeams() throws IOException {
        Path hex = DOCS.resolve("hexrivers.xml");
        Path probe = dir.resolve("probe.json");
        assertEquals(ExitCodes.OK, CliRun.of("tiled", hex.toString(), "--size", "4", "--json", probe.toString(),
                "--out", dir.resolve("probe.png").toString()).exitCode());
        String option = riverOption(names(JSON.readTree(probe.toFile())));
        Shape shape = new Shape("hex", 10, 10, 1, true, true, false, null);
        for (long seed = 1; seed <= 3; seed++) {
            Path json = dir.resolve("rivers" + seed + ".json");
            Path png = dir.resolve("rivers" + seed + ".png");
            CliRun run = CliRun.of("tiled", hex.toString(), "--size", "10", "--periodic", "--seed", Long.toString(seed),
                    "--edged-path", option, "--json", json.toString(), "--out", png.toString());
            assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
            JsonNode map = JSON.readTree(json.toFile());
            List<List<String>> exits = names(map).stream().map(EdgedPathTopologyTest::riverExits).toList();
            int[] tiles = cells(map, shape);
            assertTrue(EdgedPathCheck.connected(tiles, shape, exits), "seed " + seed + ": one river network");
            assertTrue(java.util.Arrays.stream(tiles).filter(t -> !exits.get(t).isEmpty()).count() > 10,
                    "seed " + seed + " has rivers");
            Path again = dir.resolve("again" + seed + ".png");
            assertEquals(ExitCodes.OK, CliRun.of("tiled", hex.toString(), "--size", "10", "--periodic", "--seed",
                    Long.toString(seed), "--edged-path", option, "--out", again.toString()).exitCode());
            assertArrayEquals(Files.readAllBytes(png), Files.readAllBytes(again), "same seed, same bytes");
        }
    }

    @Test
    void cubePillarsStandOnTheGroundThroughTheirFacesInAMaskedCorpus() throws IOException {
        // Without the edged path, seed 1 stands lamps on arms: the checker is known to fail.
        Path control = dir.resolve("control.json");
        assertEquals(ExitCodes.OK, CliRun.of("tiled", DOCS.resolve("pillars.xml").toString(), "--size", "6",
                "--depth", "4", "--seed", "1", "--border", "below=ground", "--count", "pillar=4..", "--count",
                "lamp=1..", "--json", control.toString(), "--out", dir.resolve("control.vox").toString()).exitCode());
        Shape box = new Shape("cube", 6, 6, 4, false, false, false, null);
        assertFalse(EdgedPathCheck.connected(cells(JSON.readTree(control.toFile()), box), box,
                exits(JSON.readTree(control.toFile()))));

        boolean[] inside = MaskPng.layers(MaskPng.write(dir.resolve("hole.png"), 6, 6, c -> c != 14), 4);
        Path spec = dir.resolve("pillars.json");
        Files.writeString(spec, ("{'model': 'tiled', 'tileset': '" + DOCS.resolve("pillars.xml").toString()
                .replace('\\', '/') + "', 'size': 6, 'depth': 4, 'mask': 'hole.png',"
                + " 'border': [{'edges': 'below', 'tiles': 'ground'}], 'count': [{'tiles': 'pillar', 'min': 4},"
                + " {'tiles': 'lamp', 'min': 1}], 'edgedPath': [{'exits': {'ground': ['left', 'right', 'top',"
                + " 'bottom', 'above'], 'pillar': ['Above', 'below'], 'lamp': ['below']}}]}").replace('\'', '"'),
                StandardCharsets.UTF_8);
        Shape shape = new Shape("cube", 6, 6, 4, false, false, false, inside);
        List<Path> outs = new ArrayList<>();
        for (String threads : List.of("1", "2")) {
            Path out = dir.resolve("corpus" + threads);
            CliRun run = CliRun.of("corpus", spec.toString(), "--count", "4", "--threads", threads, "--quiet",
                    "--formats", "json", "--out", out.toString());
            assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
            outs.add(out);
        }
        assertEquals(CorpusContents.of(outs.get(0)), CorpusContents.of(outs.get(1)), "1 and 2 threads");
        int solved = 0;
        for (int i = 0; i < 4; i++) {
            JsonNode map = JSON.readTree(outs.get(0).resolve(String.format(Locale.ROOT, "maps/%06d.json", i))
                    .toFile());
            if (map.path("status").asText().equals("SOLVED")) {
                solved++;
                assertTrue(EdgedPathCheck.connected(cells(map, shape), shape, exits(map)), "map " + i);
            }
        }
        assertTrue(solved >= 2, solved + " of 4 solved");
        assertEquals("[\"above\",\"below\"]", CorpusContents.runJson(outs.get(0)).path("spec").path("edgedPath")
                .get(0).path("exits").path("pillar").toString());
    }

    /** The pillars' exits by the map's tile ids (an arm or empty air is off the path). */
    private static List<List<String>> exits(JsonNode map) {
        return names(map).stream().map(n -> PILLAR_EXITS.getOrDefault(n, List.of())).toList();
    }

    @Test
    void aSideTheTopologyLacksIsRefusedInOneLine() throws IOException {
        Path out = Files.createDirectories(dir.resolve("refused"));
        ErrorAssertions.assertOneLineError(CliRun.of("tiled", DOCS.resolve("hexrivers.xml").toString(), "--size",
                "6", "--edged-path", "river=left,top", "--out", out.resolve("map.png").toString()), "tiled",
                ExitCodes.BAD_INPUT, out, "--edged-path river=left,top: side 'top' (expected: left, right, up-left,"
                        + " up-right, down-left, down-right or all on a hex grid)");
        ErrorAssertions.assertOneLineError(CliRun.of("tiled", DOCS.resolve("pillars.xml").toString(), "--size", "6",
                "--edged-path", PILLARS.replace("below;", "down-left;"), "--out", out.resolve("map.vox").toString()),
                "tiled", ExitCodes.BAD_INPUT, out, "side 'down-left' (expected: left, right, top, bottom, above,"
                        + " below or all on a cube grid)");
        ErrorAssertions.assertOneLineError(CliRun.of("tiled", DOCS.resolve("pillars.xml").toString(), "--size", "6",
                "--edged-path", PILLARS + "@1,1", "--out", out.resolve("map.vox").toString()), "tiled",
                ExitCodes.BAD_INPUT, out, "cannot read (expected: NAME=SIDES[;NAME=SIDES...][@X,Y,Z[;X,Y,Z...]]");
        Path spec = dir.resolve("bad.json");
        Files.writeString(spec, ("{'model': 'tiled', 'tileset': '" + DOCS.resolve("hexrivers.xml").toString()
                .replace('\\', '/') + "', 'edgedPath': [{'exits': {'river': ['left', 'above']}}]}").replace('\'', '"'),
                StandardCharsets.UTF_8);
        ErrorAssertions.assertOneLineError(CliRun.of("corpus", spec.toString(), "--out",
                out.resolve("corpus").toString()), "corpus", ExitCodes.BAD_INPUT, out,
                "edgedPath[0].exits.river: side 'above' (expected: left, right, up-left, up-right, down-left,"
                        + " down-right or all on a hex grid)");
    }
}
