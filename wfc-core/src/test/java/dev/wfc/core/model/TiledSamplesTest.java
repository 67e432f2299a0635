package dev.wfc.core.model;

import dev.wfc.core.Direction;
import dev.wfc.core.Heuristic;
import dev.wfc.core.Rules;
import dev.wfc.core.Solution;
import dev.wfc.core.io.TiledJson;
import dev.wfc.core.testkit.SampleFiles;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every {@code <simpletiled>} entry of the classic {@code samples.xml}: the model's rules equal the independent
 * oracle's, and solved maps (periodic as listed, and the other way at a smaller size) pass the oracle's check of
 * their text output, which the JSON output matches cell for cell.
 */
class TiledSamplesTest {
    /** Sizes are capped to keep the default test run fast. */
    static final int SIZE_CAP = 24;
    static final int OTHER_SIZE = 12;

    record Entry(String name, String subset, int size, boolean periodic, Heuristic heuristic) {
        @Override
        public String toString() {
            return name + (subset == null ? "" : "/" + subset) + " " + size + (periodic ? " periodic" : "")
                    + " " + heuristic;
        }
    }

    static List<Entry> entries(Path samples) throws Exception {
        Element root = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(samples.resolve("samples.xml").toFile()).getDocumentElement();
        NodeList list = root.getElementsByTagName("simpletiled");
        List<Entry> out = new ArrayList<>();
        for (int i = 0; i < list.getLength(); i++) {
            Element e = (Element) list.item(i);
            int size = e.hasAttribute("size") ? Integer.parseInt(e.getAttribute("size")) : 24;
            out.add(new Entry(e.getAttribute("name"), e.hasAttribute("subset") ? e.getAttribute("subset") : null,
                    Math.min(size, SIZE_CAP), e.getAttribute("periodic").equalsIgnoreCase("true"),
                    e.hasAttribute("heuristic")
                            ? Heuristic.valueOf(e.getAttribute("heuristic").toUpperCase(Locale.ROOT))
                            : Heuristic.ENTROPY));
        }
        return out;
    }

    @TestFactory
    Stream<DynamicTest> everySimpleTiledEntrySolvesWithinTheOraclesRules() throws Exception {
        Path samples = SampleFiles.root();
        List<Entry> entries = entries(samples);
        assertTrue(entries.size() >= 20, "entries: " + entries.size());
        List<DynamicTest> tests = new ArrayList<>();
        for (Entry e : entries) {
            tests.add(DynamicTest.dynamicTest(e.toString(), () -> run(samples, e, e.size(), e.periodic())));
            tests.add(DynamicTest.dynamicTest(e + ", other periodicity at " + OTHER_SIZE,
                    () -> run(samples, e, OTHER_SIZE, !e.periodic())));
        }
        return tests.stream();
    }

    private static void run(Path samples, Entry e, int size, boolean periodic) throws Exception {
        Path xml = samples.resolve("tilesets").resolve(e.name() + ".xml");
        TiledModel.Builder b = TiledModel.builder(xml);
        if (e.subset() != null) {
            b.subset(e.subset());
        }
        TiledModel model = b.build();
        TilesetOracle oracle = TilesetOracle.read(xml, e.subset());
        assertRulesEqual(oracle, model);
        Solution map = solve(model, size, periodic, e.heuristic());
        String text = model.text(map);
        List<String> violations = oracle.check(text, periodic);
        assertTrue(violations.isEmpty(), "violations: " + violations);
        assertJsonMatchesText(model.json(map), text, size);
    }

    /** Solves with up to 10 map seeds of 10 attempts each, like the classic's retries. */
    static Solution solve(TiledModel model, int size, boolean periodic, Heuristic heuristic) {
        var solver = model.solverBuilder(size, size, periodic).heuristic(heuristic).tries(10).build();
        Solution map = null;
        for (long seed = 1; seed <= 10 && (map == null || !map.solved()); seed++) {
            map = solver.solve(seed);
        }
        assertTrue(map.solved(), "not solved: " + map);
        return map;
    }

    static void assertRulesEqual(TilesetOracle oracle, TiledModel model) {
        List<String> names = model.tileNames();
        assertEquals(oracle.variants(), names);
        Rules rules = model.rules();
        for (int t = 0; t < names.size(); t++) {
            String tile = names.get(t).substring(0, names.get(t).indexOf(' '));
            assertEquals(oracle.weight(tile), rules.weight(t), names.get(t));
        }
        for (int d = 0; d < Direction.COUNT; d++) {
            for (int a = 0; a < names.size(); a++) {
                for (int c = 0; c < names.size(); c++) {
                    assertEquals(oracle.allows(names.get(a), names.get(c), d), rules.allows(a, c, d),
                            names.get(a) + " then " + names.get(c) + " " + Direction.name(d));
                }
            }
        }
    }

    @SuppressWarnings("unchecked")
    static void assertJsonMatchesText(String json, String text, int size) {
        Map<String, Object> root = (Map<String, Object>) TiledJson.parse(json);
        assertEquals((long) size, root.get("width"));
        assertEquals((long) size, root.get("height"));
        assertEquals("SOLVED", root.get("status"));
        List<Object> names = (List<Object>) root.get("tiles");
        List<Object> rows = (List<Object>) root.get("cells");
        StringBuilder sb = new StringBuilder();
        for (Object row : rows) {
            for (Object id : (List<Object>) row) {
                sb.append(names.get(((Long) id).intValue())).append(", ");
            }
            sb.append('\n');
        }
        assertEquals(text, sb.toString());
    }
}
