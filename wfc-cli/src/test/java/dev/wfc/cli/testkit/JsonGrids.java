package dev.wfc.cli.testkit;

import dev.wfc.core.io.TiledJson;

import java.util.List;
import java.util.Map;

/** Reading the JSON grids that {@code --json} writes, with the core's strict test reader. */
public final class JsonGrids {
    private JsonGrids() {
    }

    /** The parsed JSON object. */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> parse(String json) {
        return (Map<String, Object>) TiledJson.parse(json);
    }

    /**
     * The grid as text built from the JSON: a line per row, each cell as its tile's name and {@code separator}
     * ({@code ", "} gives the classic tiled text, {@code ""} a character grid).
     */
    @SuppressWarnings("unchecked")
    public static String text(Map<String, Object> grid, String separator) {
        List<Object> names = (List<Object>) grid.get("tiles");
        StringBuilder sb = new StringBuilder();
        for (Object row : (List<Object>) grid.get("cells")) {
            for (Object id : (List<Object>) row) {
                sb.append(names.get(((Long) id).intValue())).append(separator);
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
