package dev.wfc.core.io;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.topo.Topology;

import java.util.List;
import java.util.Locale;

/**
 * Writes a grid of tile ids as JSON: {@code width}, {@code height}, {@code periodic}, {@code status}, {@code tiles}
 * (the names by id) and {@code cells} (one array of ids per row, top row first; -1 for an undecided cell or one
 * outside the grid's mask). A hexagonal grid adds {@code "topology": "hex"} (rows of axial cells); a cubic one adds
 * {@code "topology": "cube"} and {@code depth}, and its {@code cells} hold one array of rows per layer, bottom
 * (z = 0) first. A square grid's JSON is unchanged.
 */
public final class GridJson {
    private GridJson() {
    }

    /** @param names tile names by tile id */
    public static String write(Solution solution, List<String> names) {
        Grid g = solution.grid();
        StringBuilder sb = new StringBuilder(64 + g.cells() * 4);
        sb.append("{\n  \"width\": ").append(g.width())
                .append(",\n  \"height\": ").append(g.height())
                .append(",\n  \"periodic\": ").append(g.periodic());
        boolean cube = g.topology() == Topology.CUBE;
        if (g.topology() != Topology.SQUARE) {
            sb.append(",\n  \"topology\": \"").append(g.topology().id()).append('"');
        }
        if (cube) {
            sb.append(",\n  \"depth\": ").append(g.depth());
        }
        sb.append(",\n  \"status\": ");
        string(sb, solution.status().name());
        sb.append(",\n  \"tiles\": [");
        for (int t = 0; t < names.size(); t++) {
            sb.append(t == 0 ? "" : ", ");
            string(sb, names.get(t));
        }
        sb.append("],\n  \"cells\": [\n");
        if (!cube) {
            rows(sb, solution, 0, "    ");
        } else {
            for (int z = 0; z < g.depth(); z++) {
                sb.append("    [\n");
                rows(sb, solution, z, "      ");
                sb.append(z + 1 < g.depth() ? "    ],\n" : "    ]\n");
            }
        }
        return sb.append("  ]\n}\n").toString();
    }

    /** Appends layer {@code z}'s rows, one array of ids each, indented by {@code indent}. */
    private static void rows(StringBuilder sb, Solution solution, int z, String indent) {
        Grid g = solution.grid();
        for (int y = 0; y < g.height(); y++) {
            sb.append(indent).append('[');
            for (int x = 0; x < g.width(); x++) {
                sb.append(x == 0 ? "" : ", ").append(solution.tile(g.index(x, y, z)));
            }
            sb.append(y + 1 < g.height() ? "],\n" : "]\n");
        }
    }

    /**
     * Appends {@code s} as a JSON string literal: quote, backslash and control characters escaped, and a lone
     * surrogate (not encodable as UTF-8) written as a {@code \\u} escape.
     */
    static void string(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    boolean pair = Character.isHighSurrogate(c) && i + 1 < s.length()
                            && Character.isLowSurrogate(s.charAt(i + 1));
                    if (pair) {
                        sb.append(c).append(s.charAt(++i));
                    } else if (c < 0x20 || Character.isSurrogate(c)) {
                        sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }
}
