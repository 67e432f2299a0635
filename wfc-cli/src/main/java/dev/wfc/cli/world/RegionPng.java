package dev.wfc.cli.world;

import dev.wfc.core.io.AtomicFiles;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.PngStreamWriter;
import dev.wfc.corpus.world.HexRegionPicture;
import dev.wfc.corpus.world.WorldPng;
import dev.wfc.corpus.world.WorldRegion;
import dev.wfc.world.Region;
import dev.wfc.world.World;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A region as one PNG, made band by band: a band is the region's cells of one row of chunks, rendered and streamed
 * into a {@link PngStreamWriter}, so memory holds one band and the world's block cache, whatever the height. A
 * hexagonal world's region is its rhombus of hexagons, drawn row of pixels by row ({@link HexRegionPicture}) from the
 * same bands.
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
                long[] fetched = {0, 0}; // bands, rows
                HexRegionPicture.Bands next = () -> {
                    long y = region.y() + fetched[1];
                    long end = bandEnd(y, region.y() + region.height(), b);
                    Region r = world.region(region.x(), y, region.width(), (int) (end - y), threads);
                    fetched[0]++;
                    fetched[1] = end - region.y();
                    if (bar != null) {
                        bar.update(fetched[0], bands, fetched[1] * region.width());
                    }
                    return r;
                };
                if (WorldPng.hexagons(world)) {
                    HexRegionPicture.write(png, world, region, scale, next);
                } else {
                    while (fetched[1] < region.height()) {
                        png.write(world.render(next.next()));
                    }
                }
            }
            AtomicFiles.rename(tmp, target);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
