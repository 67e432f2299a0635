package dev.wfc.corpus.world;

import dev.wfc.core.io.Image;
import dev.wfc.core.io.PngStreamWriter;
import dev.wfc.core.model.HexTiles;
import dev.wfc.core.topo.Topology;
import dev.wfc.core.view.HexRaster;
import dev.wfc.world.Region;
import dev.wfc.world.World;

import java.io.IOException;
import java.util.Arrays;

/**
 * A hexagonal world's region as one picture, streamed row of pixels by row: the rhombus of its axial cells drawn as
 * the world's model draws a single map of those cells ({@link World#render}), transparent around the rhombus, while
 * the cells arrive band by band of rows ({@link Bands}: chunk rows for {@code wfc world --png}, rows of tiles for
 * wfc-spark's world job).
 *
 * <p>Maintainers: each pixel shows the cell {@link HexRaster#cell} names, the pixels of
 * {@link dev.wfc.core.view.HexPicture}. A tile whose {@link dev.wfc.core.model.Model#tileImage} is a hexagon picture
 * ({@code W x} {@link HexTiles#pictureHeight}{@code (W)}, W >= 2: a hex tileset with pictures) shows it as
 * {@code HexPicture} scales a picture onto a hexagon (nearest neighbour from the cell's centre); any other tile
 * shows the colour at the centre of the model's drawing of one cell of it (a hexagonal model draws a decided cell in
 * one colour). A row of pixels meets at most two rows of cells, and the rows it meets only grow with it, so the band
 * being drawn and the one before it are all the cells kept: memory is two bands and a few rows of pixels, whatever
 * the height.
 */
public final class HexRegionPicture {
    /** Pixels buffered before they go to the PNG writer. */
    private static final int BUFFER = 1 << 18;

    /** The region's cells, band after band of rows: each starts where the one before ended, from the first row. */
    @FunctionalInterface
    public interface Bands {
        /** The next band: the region's full width, from the row after the last band's. */
        Region next() throws IOException;
    }

    private final WorldRegion region;
    private final Bands bands;
    private Region previous;
    private Region current;
    /** Rows of the region fetched so far: the rows before {@code region.y() + fetched}. */
    private long fetched;

    private HexRegionPicture(WorldRegion region, Bands bands) {
        this.region = region;
        this.bands = bands;
    }

    /**
     * Writes the picture of {@code region} into {@code png}, which is {@link WorldPng#size} large.
     *
     * @param cellWidth a hexagon's width in pixels, as the world's model draws it ({@link WorldTiles#pixelsPerCell})
     * @throws IOException if {@code bands} or {@code png} fails
     */
    public static void write(PngStreamWriter png, World world, WorldRegion region, int cellWidth, Bands bands)
            throws IOException {
        new HexRegionPicture(region, bands).draw(png, world, cellWidth);
    }

    private void draw(PngStreamWriter png, World world, int cellWidth) throws IOException {
        HexRaster raster = new HexRaster(region.width(), region.height(), cellWidth);
        int tiles = world.model().rules().tileCount();
        int[][] pictures = new int[tiles][];
        int[] sizes = new int[2 * tiles];
        for (int t = 0; t < tiles; t++) {
            pictures[t] = picture(world, t, cellWidth, sizes);
        }
        int width = (int) raster.width();
        long height = raster.height();
        long w = region.width();
        int rows = (int) Math.max(1, Math.min(height, BUFFER / width));
        int[] argb = new int[width * rows];
        Image buffer = new Image(argb, width, rows);
        for (long py = 0; py < height; py += rows) {
            int k = (int) Math.min(rows, height - py);
            for (int j = 0; j < k; j++) {
                int row = j * width;
                for (int px = 0; px < width; px++) {
                    long c = raster.cell(px, py + j);
                    if (c < 0) {
                        argb[row + px] = 0;
                        continue;
                    }
                    long x = c % w;
                    long y = c / w;
                    int t = tile((int) x, y);
                    int pw = sizes[2 * t];
                    int ph = sizes[2 * t + 1];
                    if (pw == 1) {
                        argb[row + px] = pictures[t][0];
                        continue;
                    }
                    argb[row + px] = pictures[t][raster.picturePixel(px, py + j, x, y, pw, ph)];
                }
            }
            png.write(k == rows ? buffer : new Image(Arrays.copyOf(argb, width * k), width, k));
        }
    }

    /**
     * Tile {@code t}'s hexagon picture, or its colour as a 1 x 1 picture (see the class comment); its width and
     * height go to {@code sizes[2t]} and {@code sizes[2t + 1]}.
     */
    private static int[] picture(World world, int t, int cellWidth, int[] sizes) {
        Image image = world.model().tileImage(t);
        if (image.width() >= 2 && image.height() == HexTiles.pictureHeight(image.width())) {
            sizes[2 * t] = image.width();
            sizes[2 * t + 1] = image.height();
            return image.argb();
        }
        int tiles = sizes.length / 2;
        Image one = world.render(new Region(0, 0, 1, 1, tiles, new int[] {t}, 1, Topology.HEX));
        sizes[2 * t] = 1;
        sizes[2 * t + 1] = 1;
        return new int[] {one.pixel(cellWidth / 2, one.height() / 2)};
    }

    /** The tile of cell (i, j) of the region, fetching bands up to its row. */
    private int tile(int i, long j) throws IOException {
        while (j >= fetched) {
            Region next = bands.next();
            if (next.y() != region.y() + fetched || next.width() != region.width() || next.height() < 1) {
                throw new IllegalStateException("band at row " + next.y() + ", " + next.width() + "x"
                        + next.height() + " (expected: from row " + (region.y() + fetched) + ", "
                        + region.width() + " wide)");
            }
            previous = current;
            current = next;
            fetched += next.height();
        }
        Region r = region.y() + j >= current.y() ? current : previous;
        assert r != null && region.y() + j >= r.y() : "row " + j + " left the two bands kept";
        return r.tile(i, (int) (region.y() + j - r.y()));
    }
}
