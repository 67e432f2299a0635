package dev.wfc.corpus.debroglie;

import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.io.TiledTileset;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The picture of each tile of a sample: a colour's one pixel, or a Tiled tile cut from its tileset's image. */
final class TilesetPictures {
    private TilesetPictures() {
    }

    /**
     * @param tilesets the Tiled tilesets, or null when tiles are colours
     * @param values per tile its value: an ARGB colour, or a global id without flip flags
     * @return per tile {@code tileWidth * tileHeight} ARGB pixels row by row; null for the empty tile 0 or a tile of a
     *     set without an image
     * @throws IOException if a tileset image cannot be read
     */
    static int[][] of(List<TiledTileset> tilesets, List<Long> values, int tileWidth, int tileHeight)
            throws IOException {
        int[][] out = new int[values.size()][];
        if (tilesets == null) {
            for (int t = 0; t < out.length; t++) {
                out[t] = new int[] {(int) values.get(t).longValue()};
            }
            return out;
        }
        Map<Path, Image> images = new HashMap<>();
        int tw = tileWidth;
        int th = tileHeight;
        for (int t = 0; t < out.length; t++) {
            long gid = values.get(t);
            TiledTileset set = gid == 0 ? null : tilesets.stream().filter(s -> s.contains(gid)).findFirst()
                    .orElse(null);
            if (set == null || set.image() == null) {
                continue;
            }
            if (set.tileWidth() != tw || set.tileHeight() != th) {
                throw new NotSupportedException("tilesets of different tile sizes");
            }
            Image img = images.get(set.image());
            if (img == null) {
                img = Png.read(set.image());
                images.put(set.image(), img);
            }
            int local = (int) (gid - set.firstGid());
            int ox = set.imageX(local);
            int oy = set.imageY(local);
            if (ox + tw > img.width() || oy + th > img.height()) {
                throw new WfcInputException("tile " + gid + ": outside the tileset image " + set.image()
                        + " (expected: a tile of the image)");
            }
            int[] pic = new int[tw * th];
            for (int y = 0; y < th; y++) {
                for (int x = 0; x < tw; x++) {
                    pic[x + y * tw] = img.pixel(ox + x, oy + y);
                }
            }
            out[t] = pic;
        }
        return out;
    }
}
