package dev.wfc.cli.rules;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.cli.options.ModelInput;
import dev.wfc.core.Rules;
import dev.wfc.core.topo.Topology;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * What a model's rules are, in Markdown for people and JSON for programs: the tile count, each tile's name, weight
 * and share of the total weight, the allowed neighbours of every tile in every direction, and the dead ends (a tile
 * that no tile may neighbour in some direction, so that it can only stand at an edge of a non-periodic map).
 * Directions are named and ordered as the rules' {@link Topology}: left, down, right, up on the square (as
 * {@link dev.wfc.core.Direction}); the six of a hexagon or a cube elsewhere, which the report then names.
 */
final class RulesReport {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final ModelInput model;
    private final Rules rules;
    private final Topology topology;
    private final double totalWeight;

    RulesReport(ModelInput model) {
        this.model = model;
        this.rules = model.model().rules();
        this.topology = rules.topology();
        this.totalWeight = IntStream.range(0, rules.tileCount()).mapToDouble(rules::weight).sum();
    }

    /** The directions in which no tile may neighbour {@code t}. */
    private List<Integer> deadEnds(int t) {
        List<Integer> dirs = new ArrayList<>();
        for (int d = 0; d < topology.directions(); d++) {
            if (rules.compatibleTiles(t, d).length == 0) {
                dirs.add(d);
            }
        }
        return dirs;
    }

    /**
     * The report as Markdown.
     *
     * @param sheet the contact sheet's file; {@code json} the JSON's, or null
     */
    String markdown(Path sheet, Path json) {
        int tiles = rules.tileCount();
        StringBuilder sb = new StringBuilder();
        sb.append("# Rules of ").append(model.name()).append("\n\n");
        sb.append(String.format(Locale.ROOT, "%d %s, %d allowed neighbour pairs (tile, direction, neighbour), "
                + "total weight %s. Contact sheet: %s%s.%n%n", tiles, model.units(), rules.adjacencyCount(),
                number(totalWeight), sheet, json == null ? "" : "; as JSON: " + json));
        if (topology != Topology.SQUARE) {
            sb.append("A ").append(topology.id()).append(" grid: ").append(topology.directions())
                    .append(" directions, ").append(String.join(", ", directionNames())).append(".\n\n");
        }
        sb.append("## Tiles\n\nWeight, share of the total weight, and how many tiles may stand beside each one.\n\n");
        sb.append("| id | name | weight | share |").append(header(" %s |")).append('\n');
        sb.append("|---:|---|---:|---:|").append(header("---:|")).append('\n');
        for (int t = 0; t < tiles; t++) {
            sb.append(String.format(Locale.ROOT, "| %d | %s | %s | %.2f%% |", t, cell(model.model().tileNames().get(t)),
                    number(rules.weight(t)), 100 * rules.weight(t) / totalWeight));
            for (int d = 0; d < topology.directions(); d++) {
                sb.append(' ').append(rules.compatibleTiles(t, d).length).append(" |");
            }
            sb.append('\n');
        }
        sb.append("\n## Dead ends\n\n");
        List<String> deadEnds = new ArrayList<>();
        for (int t = 0; t < tiles; t++) {
            List<Integer> dirs = deadEnds(t);
            if (!dirs.isEmpty()) {
                deadEnds.add("- " + t + " " + cell(model.model().tileNames().get(t)) + ": no "
                        + dirs.stream().map(topology::directionName).collect(Collectors.joining(", ")) + " neighbour");
            }
        }
        if (deadEnds.isEmpty()) {
            sb.append("None: every tile may have a neighbour in every direction.\n");
        } else {
            sb.append("These can only stand at an edge of a non-periodic map:\n\n");
            deadEnds.forEach(line -> sb.append(line).append('\n'));
        }
        sb.append("\n## Adjacency\n\nThe ids of the tiles that may stand in each direction of a tile.\n\n");
        sb.append("| id |").append(header(" %s |")).append("\n|---:|").append(header("---|")).append('\n');
        for (int t = 0; t < tiles; t++) {
            sb.append("| ").append(t).append(" |");
            for (int d = 0; d < topology.directions(); d++) {
                sb.append(' ').append(IntStream.of(rules.compatibleTiles(t, d)).mapToObj(Integer::toString)
                        .collect(Collectors.joining(" "))).append(" |");
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /**
     * The report as JSON: {@code model} (the NAME), {@code units}, {@code count}, {@code allowedPairs},
     * {@code tiles} ({@code id}, {@code name}, {@code weight} each), {@code adjacency} (per direction name, an array
     * per tile of the ids allowed there) and {@code deadEnds} ({@code id}, {@code directions} each); off the
     * square, {@code topology} ({@code hex} or {@code cube}) and {@code directions} (their names in order) too.
     */
    byte[] json() {
        ObjectNode root = JSON.createObjectNode();
        root.put("model", model.name());
        if (topology != Topology.SQUARE) {
            root.put("topology", topology.id());
            directionNames().forEach(root.putArray("directions")::add);
        }
        root.put("units", model.units());
        root.put("count", rules.tileCount());
        root.put("allowedPairs", rules.adjacencyCount());
        ArrayNode tiles = root.putArray("tiles");
        for (int t = 0; t < rules.tileCount(); t++) {
            tiles.addObject().put("id", t).put("name", model.model().tileNames().get(t)).put("weight", rules.weight(t));
        }
        ObjectNode adjacency = root.putObject("adjacency");
        for (int d = 0; d < topology.directions(); d++) {
            ArrayNode rows = adjacency.putArray(topology.directionName(d));
            for (int t = 0; t < rules.tileCount(); t++) {
                ArrayNode row = rows.addArray();
                IntStream.of(rules.compatibleTiles(t, d)).forEach(row::add);
            }
        }
        ArrayNode deadEnds = root.putArray("deadEnds");
        for (int t = 0; t < rules.tileCount(); t++) {
            List<Integer> dirs = deadEnds(t);
            if (!dirs.isEmpty()) {
                ArrayNode names = deadEnds.addObject().put("id", t).putArray("directions");
                dirs.forEach(d -> names.add(topology.directionName(d)));
            }
        }
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(root);
        } catch (IOException e) {
            throw new UncheckedIOException("rules as JSON: " + e.getMessage(), e);
        }
    }

    /** The topology's direction names, in its order. */
    private List<String> directionNames() {
        return IntStream.range(0, topology.directions()).mapToObj(topology::directionName).toList();
    }

    /** {@code format} once a direction, with the direction's name for {@code %s}: a table header's cells. */
    private String header(String format) {
        StringBuilder sb = new StringBuilder();
        directionNames().forEach(name -> sb.append(format.replace("%s", name)));
        return sb.toString();
    }

    /** {@code 12} for 12.0, {@code 2.5} for 2.5: no trailing zeros, no exponent. */
    static String number(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    /** A name in a table cell, in code style, its pipes escaped. */
    private static String cell(String name) {
        return "`" + name.replace("|", "\\|") + "`";
    }
}
