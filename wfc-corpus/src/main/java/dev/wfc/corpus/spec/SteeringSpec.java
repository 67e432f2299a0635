package dev.wfc.corpus.spec;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.model.BorderArea;
import dev.wfc.core.model.Steering;
import dev.wfc.core.model.SteeringStatement;
import dev.wfc.core.topo.Topology;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The spec keys of the designer constraints, which every model shares, as the command line's steering options
 * state them: {@code pins}, {@code pinMask}, {@code border}, {@code rows}, {@code count},
 * {@code connected}, {@code maxRun}, {@code separation}, {@code weights} (per-cell weights), {@code banBorder},
 * {@code path} (end points joined by a path), {@code edgedPath} (a path by tile exits) and {@code mirror}. Wherever
 * tiles are named, one name may stand for a list of one. Statements are labelled by key and position
 * ({@code pins[0]}), the label that messages and the manifest's diagnosis use.
 */
record SteeringSpec(List<Pin> pins, String pinMask, List<Border> border, List<Row> rows, List<Count> count,
                    List<Connected> connected, List<MaxRun> maxRun, List<Separation> separation, Weights weights,
                    List<Border> banBorder, List<JoinedPath> path, List<EdgedPath> edgedPath, List<Mirror> mirror) {
    /** Every key missing. */
    static final SteeringSpec NONE = new SteeringSpec(null, null, null, null, null, null, null, null, null, null,
            null, null, null);

    /**
     * Cell (x, y), or (x, y, z) on a cube, may only hold the tiles named; or, with {@code random} (a seed) instead
     * of x and y, the cell drawn from that seed ({@link Steering#pinAnywhere}).
     */
    record Pin(Integer x, Integer y, Integer z, @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY)
               List<String> tile, Long random) {
    }

    /**
     * The cells on the edges, less those on the edges {@code exclude} names, or every other cell if {@code invert},
     * may only hold (or, in {@code banBorder}, may not hold) the tiles named; with {@code outline}, the edges of
     * the outline ({@link BorderArea#ofOutline}).
     */
    record Border(@JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> edges,
                  @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> tiles,
                  @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> exclude,
                  Boolean invert, Boolean outline) {
    }

    /**
     * A path by tile exits: each tile name and the sides (edge names) its tiles open to; with end points, only they
     * must hold path tiles and be joined.
     */
    record EdgedPath(Map<String, List<String>> exits, List<Point> endPoints) {
    }

    /** The map is its own mirror image along {@code axis} (x or y); each tile its own image but for the pairs. */
    record Mirror(String axis, List<List<String>> pairs) {
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

    /** No more than max cells in a row hold one of the tiles named, along the axes given (default both). */
    record MaxRun(@JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> tiles, Integer max,
                  @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> axes) {
    }

    /** Two cells holding one of the tiles named lie at least minDistance steps apart. */
    record Separation(@JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> tiles,
                      Integer minDistance) {
    }

    /** The cells at the end points hold one of the tiles named and are joined by one path of such cells. */
    record JoinedPath(@JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> tiles,
                List<Point> endPoints) {
    }

    /** A cell of the grid; z on a cube only. */
    record Point(Integer x, Integer y, Integer z) {
    }

    /** Per-cell weights: a map of regions by colour (optional) and the factors of named tiles. */
    record Weights(String map, List<Factor> factors) {
    }

    /** The weight of the tiles named times {@code factor}, in the map's cells of {@code colour} (null: every cell). */
    record Factor(String colour, @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<String> tiles,
                  JsonNode factor) {
        /** The factor as a double. @throws SpecReader.SpecException for a missing value or one not a number */
        double number(String key) {
            if (factor == null || !factor.isNumber()) {
                throw new SpecReader.SpecException(key + ": " + (factor == null ? "missing" : factor.toString())
                        + " (expected: a number >= 0)");
            }
            return factor.doubleValue();
        }
    }

    /**
     * The statements, by key in the order above and each list in its order ({@link SteeringStatements}). Reads
     * {@code pinMask} and the weights' map relative to {@code dir} and records their SHA-256 in {@code inputs}.
     *
     * @param topology the maps' topology, whose axes {@code maxRun} may name
     * @throws SpecReader.SpecException naming the key (with its position) of a missing or unusable value
     */
    List<SteeringStatement> statements(Path dir, Map<String, String> inputs, Topology topology) {
        return SteeringStatements.of(this, dir, inputs, topology);
    }

    /** Puts every key into a canonical spec: {@link SteeringCanonical#put}. */
    void putCanonical(ObjectNode node, Topology topology) {
        SteeringCanonical.put(this, node, topology);
    }
}
