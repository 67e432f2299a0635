package dev.wfc.corpus.spec;

import dev.wfc.core.Grid;
import dev.wfc.core.Solution;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A map's pattern ids as JSON: {@code width} and {@code height} of the cell grid, {@code periodic}, {@code status},
 * {@code patterns} (the pattern count: ids run from 0 to patterns - 1) and {@code cells}, one array per row, top row
 * first, -1 for an undecided cell. A non-periodic overlapping output of W x H pixels has (W-N+1) x (H-N+1) cells.
 */
final class PatternGridJson {
    private PatternGridJson() {
    }

    static byte[] encode(Solution map) {
        Grid g = map.grid();
        StringBuilder sb = new StringBuilder(96 + g.cells() * 4);
        sb.append("{\"width\":").append(g.width())
                .append(",\"height\":").append(g.height())
                .append(",\"periodic\":").append(g.periodic())
                .append(",\"status\":\"").append(map.status().name().toLowerCase(Locale.ROOT))
                .append("\",\"patterns\":").append(map.tileCount())
                .append(",\"cells\":[\n");
        for (int y = 0; y < g.height(); y++) {
            sb.append('[');
            for (int x = 0; x < g.width(); x++) {
                sb.append(x == 0 ? "" : ",").append(map.tile(x + y * g.width()));
            }
            sb.append(y + 1 < g.height() ? "],\n" : "]\n");
        }
        return sb.append("]}\n").toString().getBytes(StandardCharsets.UTF_8);
    }
}
