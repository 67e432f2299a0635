package dev.wfc.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wfc.core.Grid;
import dev.wfc.core.Rules;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.core.topo.Topology;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Decodes the maps of a corpus from their JSON grids, as {@link CorpusReader} reads them: {@code width},
 * {@code height}, {@code periodic} and {@code cells} (rows of tile ids, -1 undecided; a layer of rows per z on a
 * cube), checked against the spec's rules and grid, and tile names from {@code tiles} where a model writes them.
 *
 * <p>Maintainers: the shaped grid is built once and shared by every map of its size. O(cells) a map.
 */
final class MapGrid {
    private final Rules rules;
    /**
     * The model whose grid the maps are on: hexagons, cubes or a masked square (with the spec's depth and mask); null
     * on an unmasked square, whose maps' own width, height and periodic flag say their grid.
     */
    private final SteeredModel model;
    private Grid shaped;
    private List<String> names;

    /** A map decoded: its grid and its cells' tile ids by cell index. */
    record Decoded(Grid grid, int[] cells) {
    }

    MapGrid(Rules rules, SteeredModel model) {
        this.rules = rules;
        this.model = model;
    }

    /** Tile names by id from the first map that has them, or null. */
    List<String> names() {
        return names;
    }

    /**
     * The map {@code map} read from {@code file} (named in messages).
     *
     * @throws InvalidInputException naming the file and key that do not fit the spec's rules and grid
     */
    Decoded decode(Path file, JsonNode map) throws InvalidInputException {
        int w = map.path("width").asInt(-1);
        int h = map.path("height").asInt(-1);
        JsonNode rows = map.path("cells");
        if (w < 1 || h < 1 || !map.path("periodic").isBoolean() || (model == null && rows.size() != h)) {
            throw new InvalidInputException(file + ": width " + map.path("width") + ", height " + map.path("height")
                    + ", periodic " + map.path("periodic") + ", " + rows.size() + " rows of cells (expected: a map "
                    + "grid, as many rows as its height)");
        }
        Grid shape = model == null ? new Grid(w, h, map.path("periodic").asBoolean())
                : shapedGrid(file, map, w, h, map.path("periodic").asBoolean());
        int[] cells = new int[shape.cells()];
        for (int z = 0; z < shape.depth(); z++) {
            JsonNode layer = shape.topology() == Topology.CUBE ? rows.get(z) : rows;
            String at = shape.topology() == Topology.CUBE ? "cells[" + z + "]" : "cells";
            if (layer.size() != h) {
                throw new InvalidInputException(file + ": " + at + ": " + layer.size() + " rows (expected: " + h
                        + ", the height)");
            }
            for (int y = 0; y < h; y++) {
                JsonNode row = layer.get(y);
                if (row.size() != w) {
                    throw new InvalidInputException(file + ": " + at + "[" + y + "]: " + row.size() + " ids (expected: "
                            + w + ", the width)");
                }
                for (int x = 0; x < w; x++) {
                    JsonNode id = row.get(x);
                    if (!id.canConvertToInt() || id.asInt() < -1 || id.asInt() >= rules.tileCount()) {
                        throw new InvalidInputException(file + ": " + at + "[" + y + "][" + x + "]: " + id
                                + " (expected: -1.." + (rules.tileCount() - 1) + ", the ids of the spec's rules)");
                    }
                    cells[shape.index(x, y, z)] = id.asInt();
                }
            }
        }
        if (names == null && map.path("tiles").size() == rules.tileCount()) {
            List<String> list = new ArrayList<>();
            map.path("tiles").forEach(n -> list.add(n.asText()));
            names = List.copyOf(list);
        }
        return new Decoded(shape, cells);
    }

    /**
     * The spec's hexagonal, cubic or masked square grid for a map of {@code w x h} (its depth and mask are the
     * spec's), checked against the map's {@code topology} (absent on a square), {@code depth} and {@code cells}: a
     * layer of rows per z on a cube. Built once; a corpus's maps share it.
     */
    private Grid shapedGrid(Path file, JsonNode map, int w, int h, boolean periodic) throws InvalidInputException {
        if (shaped == null || shaped.width() != w || shaped.height() != h || shaped.periodic() != periodic) {
            try {
                shaped = model.grid(w, h, periodic);
            } catch (IllegalArgumentException e) {
                throw new InvalidInputException(file + ": width " + w + ", height " + h + " (" + e.getMessage() + ")");
            }
        }
        Topology t = shaped.topology();
        if (!map.path("topology").asText(Topology.SQUARE.id()).equals(t.id())) {
            throw new InvalidInputException(file + ": topology " + map.path("topology") + " (expected: \"" + t.id()
                    + "\", the spec's grid)");
        }
        if (t == Topology.CUBE && (map.path("depth").asInt(-1) != shaped.depth()
                || map.path("cells").size() != shaped.depth())) {
            throw new InvalidInputException(file + ": depth " + map.path("depth") + ", " + map.path("cells").size()
                    + " layers of cells (expected: " + shaped.depth() + ", the spec's depth)");
        }
        return shaped;
    }
}
