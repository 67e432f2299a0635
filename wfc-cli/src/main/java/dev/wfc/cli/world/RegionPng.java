package dev.wfc.cli.world;

import dev.wfc.core.io.AtomicFiles;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.PngStreamWriter;
import dev.wfc.corpus.world.WorldPng;
import dev.wfc.corpus.world.WorldRegion;
import dev.wfc.world.World;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A region as one PNG, made band by band: a band is the region's cells of one row of chunks, rendered and streamed
 * into a {@link PngStreamWriter}, so memory holds one band and the world's block cache, whatever the height. A
 * hexagonal world's region is its rhombus of hexagons, drawn row of pixels by row ({@link HexRegionRows}).
 */
final class RegionPng {
    private RegionPng() {
    }

    /** Bands of {@code region} at block {@code b}: the rows of chunks it meets. */
    static long bands(WorldRegion region, int b) {
        return Math.floorDiv(region.y() + region.height() - 1, (long) b) - Math.floorDiv(region.y(), (long) b) + 1;
    }

    /** The end (exclusive) of the band that starts at row {@code y}: the next chunk row, at most {@code end}. */
    static long bandEnd(long y, long end, int b) {
        return Math.min(end, (Math.floorDiv(y, (long) b) + 1) * b);
    }

    /**
     * Writes {@code region} of {@code world} to {@code file} through a temporary and a rename.
     *
     * @param scale pixels a cell side as the model draws (a hexagon's width on the hexagon)
     * @param bar progress, or null
     * @throws InvalidInputException if the image would be too wide or too tall for a PNG of this writer
     *     ({@link WorldPng#check})
     */
    static void write(Path file, World world, WorldRegion region, int scale, int threads, WorldProgress bar)
            throws IOException {
        WorldPng.check(world, region, scale);
        long[] size = WorldPng.size(world, region, scale);
        int b = world.block();
        Path target = AtomicFiles.target(file);
        Path tmp = AtomicFiles.temporary(target);
        long bands = bands(region, b);
        try {
            try (PngStreamWriter png = new PngStreamWriter(new BufferedOutputStream(Files.newOutputStream(tmp,
                    StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE), 1 << 16), (int) size[0],
                    (int) size[1])) {
                if (WorldPng.hexagons(world)) {
                    HexRegionRows.write(png, world, region, scale, threads, bar);
                } else {
                    long y = region.y();
                    long end = region.y() + region.height();
                    long band = 0;
                    while (y < end) {
                        long next = bandEnd(y, end, b);
                        png.write(world.render(world.region(region.x(), y, region.width(), (int) (next - y),
                                threads)));
                        y = next;
                        band++;
                        if (bar != null) {
                            bar.update(band, bands, (y - region.y()) * region.width());
                        }
                    }
                }
            }
            AtomicFiles.rename(tmp, target);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
