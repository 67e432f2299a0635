package dev.wfc.cli.world;

import dev.wfc.core.io.AtomicFiles;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.PngStreamWriter;
import dev.wfc.corpus.world.WorldRegion;
import dev.wfc.world.World;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A region as one PNG, made band by band: a band is the region's cells of one row of chunks, rendered and streamed
 * into a {@link PngStreamWriter}, so memory holds one band and the world's block cache, whatever the height.
 */
final class RegionPng {
    private RegionPng() {
    }

    /**
     * Checks that {@code region} at {@code scale} pixels a cell fits one PNG of this writer, before anything is
     * written.
     *
     * @throws InvalidInputException naming {@code --png} and the limits
     */
    static void check(WorldRegion region, int scale, int block) throws InvalidInputException {
        long width = (long) region.width() * scale;
        long height = (long) region.height() * scale;
        if (width > PngStreamWriter.MAX_WIDTH || height > Integer.MAX_VALUE || !region.bandFits(block)) {
            throw new InvalidInputException("--png: " + width + "x" + height + " pixels (expected: at most "
                    + PngStreamWriter.MAX_WIDTH + " wide and " + Integer.MAX_VALUE + " tall, and W x block at most "
                    + dev.wfc.core.Grid.MAX_CELLS + " cells; use --out for tiles)");
        }
    }

    /**
     * Writes {@code region} of {@code world} to {@code file} through a temporary and a rename.
     *
     * @param scale pixels a cell side, as the model draws
     * @param bar progress, or null
     * @throws InvalidInputException if the image would be too wide or too tall for a PNG of this writer
     */
    static void write(Path file, World world, WorldRegion region, int scale, int threads, WorldProgress bar)
            throws IOException {
        check(region, scale, world.block());
        long width = (long) region.width() * scale;
        long height = (long) region.height() * scale;
        int b = world.block();
        Path target = AtomicFiles.target(file);
        Path tmp = AtomicFiles.temporary(target);
        long bands = Math.floorDiv(region.y() + region.height() - 1, (long) b) - Math.floorDiv(region.y(), (long) b)
                + 1;
        try {
            try (PngStreamWriter png = new PngStreamWriter(new BufferedOutputStream(Files.newOutputStream(tmp,
                    StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE), 1 << 16), (int) width, (int) height)) {
                long y = region.y();
                long end = region.y() + region.height();
                long band = 0;
                while (y < end) {
                    long next = Math.min(end, (Math.floorDiv(y, (long) b) + 1) * b);
                    png.write(world.render(world.region(region.x(), y, region.width(), (int) (next - y), threads)));
                    y = next;
                    band++;
                    if (bar != null) {
                        bar.update(band, bands, (y - region.y()) * region.width());
                    }
                }
            }
            AtomicFiles.rename(tmp, target);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
