package dev.wfc.corpus.world;

import dev.wfc.core.Grid;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.PngStreamWriter;
import dev.wfc.core.topo.Topology;
import dev.wfc.core.view.HexRaster;
import dev.wfc.world.World;

/**
 * The size of a region's picture ({@code --png}), and whether one streamed PNG can hold it: checked once here for
 * {@code wfc world} and wfc-spark's world job.
 */
public final class WorldPng {
    private WorldPng() {
    }

    /** Whether {@code world} is drawn in hexagons: its region's picture is a rhombus of them. */
    public static boolean hexagons(World world) {
        return world.model().rules().topology() == Topology.HEX;
    }

    /**
     * The picture of {@code region} at {@code scale} pixels a cell ({@link WorldTiles#pixelsPerCell}; a hexagon's
     * width on the hexagon): {@code {width, height}} in pixels.
     */
    public static long[] size(World world, WorldRegion region, int scale) {
        if (hexagons(world)) {
            HexRaster raster = new HexRaster(region.width(), region.height(), scale);
            return new long[] {raster.width(), raster.height()};
        }
        return new long[] {(long) region.width() * scale, (long) region.height() * scale};
    }

    /**
     * Checks that the picture of {@code region} fits one PNG of {@link PngStreamWriter} and that a band of the
     * world's block rows fits one grid, before anything is written.
     *
     * @throws InvalidInputException naming {@code --png} and the limits
     */
    public static void check(World world, WorldRegion region, int scale) throws InvalidInputException {
        long[] size = size(world, region, scale);
        if (size[0] > PngStreamWriter.MAX_WIDTH || size[1] > Integer.MAX_VALUE || !region.bandFits(world.block())) {
            throw new InvalidInputException("--png: " + size[0] + "x" + size[1] + " pixels (expected: at most "
                    + PngStreamWriter.MAX_WIDTH + " wide and " + Integer.MAX_VALUE + " tall, and W x block at most "
                    + Grid.MAX_CELLS + " cells; use --out for tiles)");
        }
    }
}
