package dev.wfc.cli.map;

import dev.wfc.cli.support.OutputFile;
import dev.wfc.core.Solution;
import dev.wfc.core.io.TiledAtlas;
import dev.wfc.core.io.TmxWriter;
import dev.wfc.core.topo.Topology;

import java.nio.file.Path;
import java.util.List;

/**
 * The files of {@code --tmx FILE} for a map drawn from a {@link TiledAtlas}: FILE, an orthogonal Tiled map (a
 * hexagonal one for a map on the hex grid), and beside it the atlas it names, {@code STEM-tileset.png} (STEM the file
 * name without {@code .tmx}), so that the map and its image are read from one folder.
 */
final class TmxFiles {
    private TmxFiles() {
    }

    /** The atlas file beside {@code tmx}. */
    static Path atlasPath(Path tmx) {
        String file = tmx.getFileName().toString();
        String stem = file.toLowerCase(java.util.Locale.ROOT).endsWith(".tmx") ? file.substring(0, file.length() - 4)
                : file;
        return tmx.resolveSibling(stem + "-tileset.png");
    }

    /** FILE and its atlas, the tileset named {@code name}. */
    static List<OutputFile> files(Path tmx, TiledAtlas atlas, String name, Solution map) {
        Path image = atlasPath(tmx);
        String file = image.getFileName().toString();
        return List.of(new OutputFile("--tmx", tmx, map.grid().topology() == Topology.HEX
                        ? TmxWriter.hexagonal(atlas, name, file, map) : TmxWriter.orthogonal(atlas, name, file, map)),
                new OutputFile("--tmx", image, atlas.png()));
    }
}
