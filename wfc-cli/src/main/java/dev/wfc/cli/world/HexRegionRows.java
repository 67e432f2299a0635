package dev.wfc.cli.world;

import dev.wfc.core.io.Image;
import dev.wfc.core.io.PngStreamWriter;
import dev.wfc.core.topo.Topology;
import dev.wfc.core.view.HexRaster;
import dev.wfc.corpus.world.WorldRegion;
import dev.wfc.world.Region;
import dev.wfc.world.World;

import java.io.IOException;
import java.util.Arrays;

/**
 * A hexagonal world's region as one picture, streamed row of pixels by row: the rhombus of its axial cells drawn as
 * {@link dev.wfc.core.view.HexPicture} draws a map of those cells (the pixels of {@link HexRaster}, each cell in its
 * tile's colour, transparent around the rhombus), while the cells are fetched in {@link RegionPng}'s bands of chunk
 * rows as the pixel rows reach them.
 *
 * <p>Maintainers: a row of pixels meets at most two rows of cells, and the rows it meets only grow with it, so the
 * band being drawn and the one before it are all the cells kept: memory is two bands and a few rows of pixels,
 * whatever the height. A tile's colour is read from the model's own drawing of one cell of it (a hexagonal model
 * draws a decided cell in one colour), so the picture is the model's.
 */
final class HexRegionRows {
    /** Pixels buffered before they go to the PNG writer. */
    private static final int BUFFER = 1 << 18;

    private final World world;
    private final WorldRegion region;
    private final int threads;
    private final WorldProgress bar;
    private final long bands;
    private Region previous;
    private Region current;
    /** Rows of the region fetched so far: the rows before {@code region.y() + fetched}. */
    private long fetched;
    private long band;

    private HexRegionRows(World world, WorldRegion region, int threads, WorldProgress bar) {
        this.world = world;
        this.region = region;
        this.threads = threads;
        this.bar = bar;
        this.bands = RegionPng.bands(region, world.block());
    }

    /**
     * Writes the region's picture into {@code png}, which is {@link dev.wfc.corpus.world.WorldPng#size} large.
     *
     * @param cellWidth a hexagon's width in pixels, as the world's model draws it
     * @param bar progress in bands, or null
     */
    static void write(PngStreamWriter png, World world, WorldRegion region, int cellWidth, int threads,
                      WorldProgress bar) throws IOException {
        new HexRegionRows(world, region, threads, bar).draw(png, cellWidth);
    }

    private void draw(PngStreamWriter png, int cellWidth) throws IOException {
        HexRaster raster = new HexRaster(region.width(), region.height(), cellWidth);
        int[] colors = colors(cellWidth);
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
                    argb[row + px] = c < 0 ? 0 : colors[tile((int) (c % w), c / w)];
                }
            }
            png.write(k == rows ? buffer : new Image(Arrays.copyOf(argb, width * k), width, k));
        }
    }

    /** The tile of cell (i, j) of the region, fetching bands up to its row. */
    private int tile(int i, long j) {
        while (j >= fetched) {
            long y = region.y() + fetched;
            long next = RegionPng.bandEnd(y, region.y() + region.height(), world.block());
            previous = current;
            current = world.region(region.x(), y, region.width(), (int) (next - y), threads);
            fetched = next - region.y();
            band++;
            if (bar != null) {
                bar.update(band, bands, fetched * region.width());
            }
        }
        Region r = region.y() + j >= current.y() ? current : previous;
        assert r != null && region.y() + j >= r.y() : "row " + j + " left the two bands kept";
        return r.tile(i, (int) (region.y() + j - r.y()));
    }

    /** Each tile's colour, read from the model's drawing of one cell of it, {@code cellWidth} pixels wide. */
    private int[] colors(int cellWidth) {
        int tiles = world.model().rules().tileCount();
        int[] colors = new int[tiles];
        for (int t = 0; t < tiles; t++) {
            Image one = world.render(new Region(0, 0, 1, 1, tiles, new int[] {t}, 1, Topology.HEX));
            colors[t] = one.pixel(cellWidth / 2, one.height() / 2);
        }
        return colors;
    }
}
