package dev.wfc.cli.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.testkit.CliRun;
import dev.wfc.cli.testkit.CorpusContents;
import dev.wfc.cli.testkit.ErrorAssertions;
import dev.wfc.core.testkit.GroupCheck;
import dev.wfc.core.testkit.MaskPng;
import dev.wfc.core.testkit.Shape;
import dev.wfc.core.testkit.TopologyCheck;
import dev.wfc.core.testkit.TopologyShapeCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Designer constraints in corpora of the hex and cube example tilesets, periodic and masked: one thread and two
 * write the same bytes, and every solved map honours every constraint of its spec as the testkit reads the map's
 * JSON with its own neighbour arithmetic ({@link TopologyShapeCheck}); what does not fit a topology is refused in
 * one line, exit 2, naming the key and the topology.
 */
class TopologyConstraintCorporaTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path DOCS = Path.of("../docs/tilesets").toAbsolutePath().normalize();
    private static final int MAPS = 4;

    @TempDir
    Path dir;

    /** A solved map: the tile name of every cell (null outside the mask), numbered x fastest, then y, then z. */
    private record Map(String[] names) {
        /** Each cell's tile as the index of its name among the map's distinct names, -1 outside the mask. */
        int[] ids() {
            List<String> distinct = java.util.Arrays.stream(names).filter(java.util.Objects::nonNull).distinct()
                    .toList();
            return java.util.Arrays.stream(names).mapToInt(n -> n == null ? -1 : distinct.indexOf(n)).toArray();
        }

        /** The cells' tile ids in {@code group} terms: 0 for a cell holding a name of {@code group}, -1 else. */
        int[] in(String... group) {
            return IntStream.range(0, names.length).map(c -> names[c] != null
                    && List.of(group).contains(names[c]) ? 0 : -1).toArray();
        }
    }

    private Path spec(String name, String json) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, json.replace('\'', '"').replace("DOCS", DOCS.toString().replace('\\', '/')),
                StandardCharsets.UTF_8);
        return file;
    }

    /** Runs {@code spec} with one and two threads, compares their bytes, and checks each solved map. */
    private JsonNode corpus(Path spec, Shape shape, BiConsumer<Map, String> check) throws IOException {
        List<Path> dirs = new ArrayList<>();
        for (String threads : List.of("1", "2")) {
            Path out = dir.resolve(spec.getFileName() + "-" + threads);
            CliRun run = CliRun.of("corpus", spec.toString(), "--count", Integer.toString(MAPS), "--threads", threads,
                    "--quiet", "--formats", "json,png", "--out", out.toString());
            assertEquals(ExitCodes.OK, run.exitCode(), run::toString);
            dirs.add(out);
        }
        assertEquals(CorpusContents.of(dirs.get(0)), CorpusContents.of(dirs.get(1)));
        int solved = 0;
        for (int i = 0; i < MAPS; i++) {
            String name = String.format(Locale.ROOT, "maps/%06d.json", i);
            JsonNode json = JSON.readTree(dirs.get(0).resolve(name).toFile());
            if (json.path("status").asText().equals("SOLVED")) {
                solved++;
                check.accept(read(json, shape), name);
            }
        }
        assertTrue(solved >= MAPS / 2, solved + " of " + MAPS + " solved");
        return CorpusContents.runJson(dirs.get(0)).path("spec");
    }

    /** The JSON's cells: rows, or on a cube one array of rows per layer, bottom first; -1 outside the mask. */
    private static Map read(JsonNode json, Shape shape) {
        String[] names = new String[shape.cells()];
        int w = shape.width();
        int h = shape.height();
        for (int c = 0; c < names.length; c++) {
            JsonNode rows = shape.kind().equals("cube") ? json.path("cells").get(c / (w * h)) : json.path("cells");
            int id = rows.get(c / w % h).get(c % w).asInt();
            assertEquals(shape.inside(c), id >= 0, "cell " + c + " inside the mask");
            names[c] = id < 0 ? null : json.path("tiles").get(id).asText();
        }
        return new Map(names);
    }

    private static void holds(boolean holds, String what, String map) {
        assertTrue(holds, map + ": " + what);
    }

    private static int cell(Shape s, int x, int y, int z) {
        return x + s.width() * (y + s.height() * z);
    }

    /** The longest run of {@code group} along the axis of each offset. */
    private static int longestRun(Map m, Shape s, int[][] offsets, String... group) {
        int best = 0;
        for (int[] o : offsets) {
            best = Math.max(best, TopologyShapeCheck.longestRun(m.in(group), s, new int[] {0}, o));
        }
        return best;
    }

    /** A PNG mask of {@code side}² pixels: white where {@code inside} holds, black elsewhere. */
    private void mask(String name, int side, java.util.function.IntPredicate inside) throws IOException {
        MaskPng.write(dir.resolve(name), side, side, inside);
    }

    @Test
    void aPeriodicHexCorpusHoldsPinsCountsPathsRunsRowsAndSeparation() throws IOException {
        Shape shape = new Shape("hex", 10, 10, 1, true, true, false, null);
        JsonNode spec = corpus(spec("hex.json", "{'model': 'tiled', 'tileset': 'DOCS/hexland.xml', 'size': 10,"
                + " 'periodic': true, 'pins': [{'x': 2, 'y': 3, 'tile': 'forest'}],"
                + " 'count': [{'tiles': 'lake', 'max': 2}], 'separation': [{'tiles': 'lake', 'minDistance': 4}],"
                + " 'maxRun': [{'tiles': 'forest', 'max': 3}], 'connected': [{'tiles': 'grass'}],"
                + " 'path': [{'tiles': ['forest', 'grass'], 'endPoints': [{'x': 2, 'y': 3}, {'x': 7, 'y': 8}]}],"
                + " 'rows': [{'row': 5, 'tiles': 'grass'}]}"), shape, (m, map) -> {
                    holds("forest".equals(m.names()[cell(shape, 2, 3, 0)]), "pin (2, 3)", map);
                    holds(GroupCheck.count(m.in("lake"), new int[] {0}) <= 2, "at most 2 lakes", map);
                    holds(TopologyShapeCheck.separated(m.in("lake"), shape, new int[] {0}, 4), "lakes 4 apart", map);
                    holds(longestRun(m, shape, new int[][] {{1, 0, 0}, {0, 1, 0}, {1, 1, 0}}, "forest") <= 3,
                            "forest runs of at most 3 along x, y and xy", map);
                    holds(TopologyCheck.connected(m.in("grass"), shape, new int[] {0}), "grass connected", map);
                    holds(TopologyShapeCheck.joined(m.in("forest", "grass"), shape, new int[] {0},
                            new int[] {cell(shape, 2, 3, 0), cell(shape, 7, 8, 0)}), "path (2, 3)-(7, 8)", map);
                    for (int x = 0; x < 10; x++) {
                        holds("grass".equals(m.names()[cell(shape, x, 5, 0)]), "row 5 at x " + x, map);
                    }
                });
        assertEquals("[\"x\",\"y\",\"xy\"]", spec.path("maxRun").get(0).path("axes").toString());
    }

    @Test
    void aMaskedHexCorpusHoldsBordersOfTheRhombusAndConnectivity() throws IOException {
        mask("island.png", 10, p -> Math.pow(p % 10 - 4.5, 2) + Math.pow(p / 10 - 4.5, 2) < 22);
        boolean[] inside = new boolean[100];
        for (int c = 0; c < 100; c++) {
            inside[c] = Math.pow(c % 10 - 4.5, 2) + Math.pow(c / 10 - 4.5, 2) < 22;
        }
        Shape shape = new Shape("hex", 10, 10, 1, false, false, false, inside);
        Set<String> all = Set.of("left", "right", "top", "bottom");
        corpus(spec("island.json", "{'model': 'tiled', 'tileset': 'DOCS/hexland.xml', 'size': 10,"
                + " 'mask': 'island.png', 'border': [{'edges': 'all', 'tiles': ['grass', 'forest']}],"
                + " 'banBorder': [{'edges': ['top'], 'tiles': 'forest'}],"
                + " 'count': [{'tiles': 'lake', 'min': 1, 'max': 3}],"
                + " 'separation': [{'tiles': 'lake', 'minDistance': 5}],"
                + " 'maxRun': [{'tiles': 'grass', 'max': 4, 'axes': ['xy', 'x']}],"
                + " 'connected': [{'tiles': 'forest'}], 'pins': [{'x': 5, 'y': 5, 'tile': 'lake'}]}"), shape,
                (m, map) -> {
                    for (int c = 0; c < 100; c++) {
                        String t = m.names()[c];
                        holds(!inside[c] || !TopologyShapeCheck.onSide(shape, c, all) || t.equals("grass")
                                || t.equals("forest"), "border at cell " + c, map);
                        holds(!inside[c] || !TopologyShapeCheck.onSide(shape, c, Set.of("top"))
                                || !t.equals("forest"), "no forest on top at cell " + c, map);
                    }
                    int lakes = GroupCheck.count(m.in("lake"), new int[] {0});
                    holds(lakes >= 1 && lakes <= 3, lakes + " lakes", map);
                    holds(TopologyShapeCheck.separated(m.in("lake"), shape, new int[] {0}, 5), "lakes 5 apart", map);
                    holds(longestRun(m, shape, new int[][] {{1, 0, 0}, {1, 1, 0}}, "grass") <= 4,
                            "grass runs of at most 4 along x and xy", map);
                    holds(TopologyCheck.connected(m.in("forest"), shape, new int[] {0}), "forest connected", map);
                    holds("lake".equals(m.names()[cell(shape, 5, 5, 0)]), "pin (5, 5)", map);
                });
    }

    @Test
    void aMaskedHexCorpusHoldsABorderAlongTheOutline() throws IOException {
        mask("ring.png", 10, p -> Math.pow(p % 10 - 4.5, 2) + Math.pow(p / 10 - 4.5, 2) > 3);
        boolean[] inside = new boolean[100];
        for (int c = 0; c < 100; c++) {
            inside[c] = Math.pow(c % 10 - 4.5, 2) + Math.pow(c / 10 - 4.5, 2) > 3;
        }
        Shape shape = new Shape("hex", 10, 10, 1, false, false, false, inside);
        JsonNode spec = corpus(spec("ring.json", "{'model': 'tiled', 'tileset': 'DOCS/hexland.xml', 'size': 10,"
                + " 'mask': 'ring.png', 'backtrack': true,"
                + " 'border': [{'edges': 'all', 'tiles': ['grass', 'forest'], 'outline': true}],"
                + " 'banBorder': [{'edges': 'all', 'tiles': 'forest', 'exclude': 'top', 'outline': true}]}"), shape,
                (m, map) -> {
                    for (int c = 0; c < 100; c++) {
                        String t = m.names()[c];
                        boolean rim = TopologyShapeCheck.onOutline(shape, c, Set.of("all"));
                        holds(!rim || t.equals("grass") || t.equals("forest"), "outline at cell " + c, map);
                        holds(!rim || TopologyShapeCheck.onOutline(shape, c, Set.of("top")) || !t.equals("forest"),
                                "no forest on the outline but its top at cell " + c, map);
                    }
                });
        assertEquals("{\"edges\":[\"all\"],\"tiles\":[\"grass\",\"forest\"],\"outline\":true}",
                spec.path("border").get(0).toString());
    }

    @Test
    void aMaskedCubeCorpusHoldsFacesRunsUpwardsSeparationAndItsMirror() throws IOException {
        mask("corners.png", 6, p -> !((p % 6 == 0 || p % 6 == 5) && (p / 6 == 0 || p / 6 == 5)));
        boolean[] inside = new boolean[6 * 6 * 4];
        for (int c = 0; c < inside.length; c++) {
            int x = c % 6;
            int y = c / 6 % 6;
            inside[c] = !((x == 0 || x == 5) && (y == 0 || y == 5));
        }
        Shape shape = new Shape("cube", 6, 6, 4, false, false, false, inside);
        Set<String> sides = Set.of("left", "right", "top", "bottom", "above");
        corpus(spec("pillars.json", "{'model': 'tiled', 'tileset': 'DOCS/pillars.xml', 'size': 6, 'depth': 4,"
                + " 'mask': 'corners.png', 'pins': [{'x': 1, 'y': 1, 'z': 1, 'tile': 'pillar'}],"
                + " 'border': [{'edges': 'below', 'tiles': 'ground'}],"
                + " 'banBorder': [{'edges': ['left', 'right', 'top', 'bottom', 'above'], 'tiles': 'arm'}],"
                + " 'count': [{'tiles': 'lamp', 'min': 1}], 'separation': [{'tiles': 'pillar', 'minDistance': 2}],"
                + " 'maxRun': [{'tiles': 'pillar', 'max': 2, 'axes': 'z'}],"
                + " 'connected': [{'tiles': ['empty', 'lamp']}], 'mirror': [{'axis': 'x'}]}"), shape, (m, map) -> {
                    holds("pillar".equals(m.names()[cell(shape, 1, 1, 1)]), "pin (1, 1, 1)", map);
                    for (int c = 0; c < inside.length; c++) {
                        String t = m.names()[c];
                        holds(!inside[c] || c >= 36 || t.equals("ground"), "ground below at cell " + c, map);
                        holds(!inside[c] || !TopologyShapeCheck.onSide(shape, c, sides) || !t.equals("arm"),
                                "no arm on the sides at cell " + c, map);
                    }
                    holds(GroupCheck.count(m.in("lamp"), new int[] {0}) >= 1, "a lamp", map);
                    holds(TopologyShapeCheck.separated(m.in("pillar"), shape, new int[] {0}, 2), "pillars apart", map);
                    holds(longestRun(m, shape, new int[][] {{0, 0, 1}}, "pillar") <= 2, "pillars of 2 at most", map);
                    holds(TopologyCheck.connected(m.in("empty", "lamp"), shape, new int[] {0}), "air connected", map);
                    holds(TopologyShapeCheck.mirrored(m.ids(), shape, IntStream.range(0, 8).toArray(), 0),
                            "each tile its own image in x", map);
                });
    }

    @Test
    void aPeriodicCubeCorpusHoldsPathsThroughLayersAndRunsOnEveryAxis() throws IOException {
        Shape shape = new Shape("cube", 6, 6, 4, true, true, true, null);
        JsonNode spec = corpus(spec("torus.json", "{'model': 'tiled', 'tileset': 'DOCS/pillars.xml', 'size': 6,"
                + " 'depth': 4, 'periodic': true, 'pins': [{'x': 1, 'y': 1, 'z': 1, 'tile': 'pillar'}],"
                + " 'path': [{'tiles': ['empty', 'lamp'], 'endPoints': [{'x': 0, 'y': 0, 'z': 3},"
                + " {'x': 5, 'y': 5, 'z': 2}]}], 'count': [{'tiles': 'pillar', 'max': 6}],"
                + " 'separation': [{'tiles': 'lamp', 'minDistance': 3}], 'maxRun': [{'tiles': 'empty', 'max': 4}],"
                + " 'mirror': [{'axis': 'y'}]}"), shape, (m, map) -> {
                    holds("pillar".equals(m.names()[cell(shape, 1, 1, 1)]), "pin (1, 1, 1)", map);
                    holds(TopologyShapeCheck.joined(m.in("empty", "lamp"), shape, new int[] {0},
                            new int[] {cell(shape, 0, 0, 3), cell(shape, 5, 5, 2)}), "path through the layers", map);
                    holds(GroupCheck.count(m.in("pillar"), new int[] {0}) <= 6, "6 pillars at most", map);
                    holds(TopologyShapeCheck.separated(m.in("lamp"), shape, new int[] {0}, 3), "lamps apart", map);
                    holds(longestRun(m, shape, new int[][] {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, "empty") <= 4,
                            "empty runs of 4 at most along x, y and z", map);
                    holds(TopologyShapeCheck.mirrored(m.ids(), shape, IntStream.range(0, 8).toArray(), 1),
                            "each tile its own image in y", map);
                });
        assertEquals("[\"x\",\"y\",\"z\"]", spec.path("maxRun").get(0).path("axes").toString());
        assertEquals(3, spec.path("path").get(0).path("endPoints").get(0).path("z").asInt());
    }

    @Test
    void whatDoesNotFitTheTopologyIsRefusedInOneLineNamingTheKeyAndTheTopology() throws IOException {
        refused("{'model': 'tiled', 'tileset': 'DOCS/hexland.xml', 'mirror': [{'axis': 'x'}]}",
                "mirror[0]: mirror: on a hex grid (expected: a square or cube grid");
        refused("{'model': 'tiled', 'tileset': 'DOCS/pillars.xml', 'edgedPath': [{'exits': {'pillar': ['up-left']}}]}",
                "edgedPath[0].exits.pillar: side 'up-left' (expected: left, right, top, bottom, above, below or all on"
                        + " a cube grid)");
        refused("{'model': 'tiled', 'tileset': 'DOCS/pillars.xml', 'pins': [{'x': 1, 'y': 1, 'tile': 'pillar'}]}",
                "pins[0]: pin (1, 1): on a cube grid (expected: x, y and z)");
        refused("{'model': 'tiled', 'tileset': 'DOCS/hexland.xml', 'maxRun': [{'tiles': 'lake', 'max': 1,"
                + " 'axes': 'z'}]}", "maxRun[0].axes: 'z' (expected: x, y, xy or a list of them)");
        refused("{'model': 'tiled', 'tileset': 'DOCS/hexland.xml', 'border': [{'edges': 'below', 'tiles': 'lake'}]}",
                "border[0]: edge below: on a hex grid");
        Path out = Files.createDirectories(dir.resolve("one"));
        ErrorAssertions.assertOneLineError(CliRun.of("tiled", DOCS.resolve("hexland.xml").toString(), "--size", "6",
                "--mirror", "y", "--out", out.resolve("map.png").toString()), "tiled", ExitCodes.BAD_INPUT, out,
                "--mirror y: mirror: on a hex grid");
        ErrorAssertions.assertOneLineError(CliRun.of("tiled", DOCS.resolve("pillars.xml").toString(), "--size", "6",
                "--edged-path", "pillar=above@1,1,9", "--out", out.resolve("map.vox").toString()), "tiled",
                ExitCodes.BAD_INPUT, out, "--edged-path pillar=above@1,1,9: end point (1, 1, 9): outside the 6x6x");
        ErrorAssertions.assertOneLineError(CliRun.of("tiled", DOCS.resolve("pillars.xml").toString(), "--size", "6",
                "--pin", "1,1=pillar", "--out", out.resolve("map.vox").toString()), "tiled", ExitCodes.BAD_INPUT, out,
                "--pin 1,1=pillar: cannot read (expected: X,Y,Z=");
    }

    private void refused(String json, String mention) throws IOException {
        Path spec = spec("bad.json", json);
        Path out = Files.createDirectories(dir.resolve("refused"));
        ErrorAssertions.assertOneLineError(CliRun.of("corpus", spec.toString(), "--out",
                out.resolve("corpus").toString()), "corpus", ExitCodes.BAD_INPUT, out, mention);
    }
}
