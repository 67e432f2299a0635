package dev.wfc.core.io;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;

import java.util.List;
import java.util.Locale;

/**
 * Writes a grid of tile ids as JSON: {@code width}, {@code height}, {@code periodic}, {@code status}, {@code tiles}
 * (the names by id) and {@code cells} (one array of ids per row, top row first; -1 for an undecided cell).
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
                .append(",\n  \"periodic\": ").append(g.periodic())
                .append(",\n  \"status\": ");
        string(sb, solution.status().name());
        sb.append(",\n  \"tiles\": [");
        for (int t = 0; t < names.size(); t++) {
            sb.append(t == 0 ? "" : ", ");
            string(sb, names.get(t));
        }
        sb.append("],\n  \"cells\": [\n");
        for (int y = 0; y < g.height(); y++) {
            sb.append("    [");
            for (int x = 0; x < g.width(); x++) {
                sb.append(x == 0 ? "" : ", ").append(solution.tile(x + y * g.width()));
            }
            sb.append(y + 1 < g.height() ? "],\n" : "]\n");
        }
        return sb.append("  ]\n}\n").toString();
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
