package dev.wfc.corpus.spec;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.internal.InputFiles;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.GridDigest;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.Steering;
import dev.wfc.core.model.SteeringStatement;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import static dev.wfc.corpus.spec.SpecChecks.or;
import static dev.wfc.corpus.spec.SpecChecks.required;

/**
 * The spec keys of the designer constraints, which every model shares, as the command line's steering options
 * state them: {@code pins}, {@code pinMask}, {@code border}, {@code rows}, {@code count} and
 * {@code connected}. Wherever tiles are named, one name may stand for a list of one. Statements are labelled by key
 * and position ({@code pins[0]}), the label that messages and the manifest's diagnosis use.
 */
record SteeringSpec(List<Pin> pins, String pinMask, List<Border> border, List<Row> rows, List<Count> count,
                    List<Connected> connected) {
    /** Every key missing. */
    static final SteeringSpec NONE = new SteeringSpec(null, null, null, null, null, null);

    private static final String TILES = "a tile name or a list of them";

    /** Cell (x, y) may only hold the tiles named. */
    record Pin(Integer x, Integer y, @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY)
               List<String> tile) {
    }

    /** The cells on the edges may only hold the tiles named. */
    record Border(@JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> edges,
                  @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> tiles) {
    }

    /** The cells of a row may only hold the tiles named. */
    record Row(Integer row, @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> tiles) {
    }

    /** Between min and max cells hold one of the tiles named. */
    record Count(@JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> tiles,
                 Integer min, Integer max) {
    }

    /** The cells holding one of the tiles named form one 4-connected region. */
    record Connected(@JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> tiles) {
    }

    /**
     * The statements, by key in the order above and each list in its order. Reads {@code pinMask} relative to
     * {@code dir} and records its SHA-256 in {@code inputs}.
     *
     * @throws SpecReader.SpecException naming the key (with its position) of a missing or unusable value
     */
    List<SteeringStatement> statements(Path dir, Map<String, String> inputs) {
        List<SteeringStatement> out = new ArrayList<>();
        List<Pin> pinList = or(pins, List.of());
        for (int i = 0; i < pinList.size(); i++) {
            String key = "pins[" + i + "]";
            Pin p = entry(key, pinList.get(i), "{\"x\", \"y\", \"tile\"}");
            out.add(SteeringStatement.pin(key, required(key + ".x", p.x(), "an integer"),
                    required(key + ".y", p.y(), "an integer"), required(key + ".tile", p.tile(), TILES)));
        }
        if (pinMask != null) {
            out.add(SteeringStatement.pinMask("pinMask", mask(dir, inputs)));
        }
        List<Border> borders = or(border, List.of());
        for (int i = 0; i < borders.size(); i++) {
            String key = "border[" + i + "]";
            Border b = entry(key, borders.get(i), "{\"edges\", \"tiles\"}");
            Set<Steering.Edge> edges;
            try {
                edges = SteeringStatement.edges(required(key + ".edges", b.edges(),
                        "an edge or a list of them: " + SteeringStatement.EDGE_NAMES));
            } catch (IllegalArgumentException e) {
                throw new SpecReader.SpecException(key + ".edges: " + e.getMessage());
            }
            out.add(SteeringStatement.border(key, edges, required(key + ".tiles", b.tiles(), TILES)));
        }
        List<Row> rowList = or(rows, List.of());
        for (int i = 0; i < rowList.size(); i++) {
            String key = "rows[" + i + "]";
            Row r = entry(key, rowList.get(i), "{\"row\", \"tiles\"}");
            out.add(SteeringStatement.row(key, required(key + ".row", r.row(), "an integer"),
                    required(key + ".tiles", r.tiles(), TILES)));
        }
        List<Count> counts = or(count, List.of());
        for (int i = 0; i < counts.size(); i++) {
            String key = "count[" + i + "]";
            Count c = entry(key, counts.get(i), "{\"tiles\", \"min\", \"max\"}");
            if (c.min() == null && c.max() == null) {
                throw new SpecReader.SpecException(key + ": neither min nor max (expected: at least one of them)");
            }
            out.add(SteeringStatement.count(key, required(key + ".tiles", c.tiles(), TILES), or(c.min(), 0),
                    or(c.max(), Integer.MAX_VALUE)));
        }
        List<Connected> regions = or(connected, List.of());
        for (int i = 0; i < regions.size(); i++) {
            String key = "connected[" + i + "]";
            Connected c = entry(key, regions.get(i), "{\"tiles\"}");
            out.add(SteeringStatement.connected(key, required(key + ".tiles", c.tiles(), TILES)));
        }
        return out;
    }

    /**
     * Puts every key into a canonical spec, each list in full (no key left out, a single name as a list of one,
     * {@code min} 0 and {@code max} null when not given, edges in lowercase).
     */
    void putCanonical(ObjectNode node) {
        ArrayNode pinArray = node.putArray("pins");
        or(pins, List.<Pin>of()).forEach(p -> names(pinArray.addObject().put("x", p.x()).put("y", p.y()), "tile",
                p.tile()));
        node.put("pinMask", pinMask);
        ArrayNode borderArray = node.putArray("border");
        for (Border b : or(border, List.<Border>of())) {
            ObjectNode o = borderArray.addObject();
            ArrayNode edges = o.putArray("edges");
            b.edges().forEach(e -> edges.add(e.strip().toLowerCase(Locale.ROOT)));
            names(o, "tiles", b.tiles());
        }
        ArrayNode rowArray = node.putArray("rows");
        or(rows, List.<Row>of()).forEach(r -> names(rowArray.addObject().put("row", r.row()), "tiles", r.tiles()));
        ArrayNode countArray = node.putArray("count");
        or(count, List.<Count>of()).forEach(c -> names(countArray.addObject(), "tiles", c.tiles())
                .put("min", or(c.min(), 0)).put("max", c.max()));
        ArrayNode connectedArray = node.putArray("connected");
        or(connected, List.<Connected>of()).forEach(c -> names(connectedArray.addObject(), "tiles", c.tiles()));
    }

    private static ObjectNode names(ObjectNode o, String key, List<String> names) {
        ArrayNode a = o.putArray(key);
        names.forEach(a::add);
        return o;
    }

    private static <T> T entry(String key, T value, String expected) {
        if (value == null) {
            throw new SpecReader.SpecException(key + ": null (expected: an object " + expected + ")");
        }
        return value;
    }

    private Image mask(Path dir, Map<String, String> inputs) {
        Path file = SpecChecks.resolve(dir, "pinMask", pinMask);
        try {
            inputs.put(pinMask, GridDigest.sha256(InputFiles.readAll(file)));
            return Png.read(file);
        } catch (IOException e) {
            throw new SpecReader.SpecException("pinMask: " + IoErrors.describe(e));
        }
    }
}
