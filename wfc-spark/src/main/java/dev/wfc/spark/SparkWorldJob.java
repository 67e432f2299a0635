package dev.wfc.spark;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.corpus.MapFormat;
import dev.wfc.corpus.world.WorldDir;
import dev.wfc.corpus.world.WorldRegion;
import dev.wfc.corpus.world.WorldSpec;
import dev.wfc.corpus.world.WorldTiles;
import dev.wfc.world.World;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.SparkSession;

import java.io.ByteArrayOutputStream;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The region of {@code wfc world --out} as a Spark job: the tiles, in contiguous ranges of row-major order, one
 * partition each, are the tasks; each task builds the world from the spec (once per executor JVM), draws its tiles
 * and writes them; the driver writes world.json first and the manifest last, in row-major order. Every file is the
 * one {@code wfc world} writes for the same spec, region and tile size, byte for byte, because a tile's cells are a
 * pure function of the spec and their coordinates. Knows nothing of the command line.
 *
 * @param ws the world spec, read on the driver
 * @param spec the spec file on the driver, or null for the built-in sample
 * @param region the region
 * @param tileSize the tile side in cells, 1..{@link WorldTiles#MAX_TILE_SIZE}
 * @param cacheBlocks blocks each executor's world keeps
 * @param out where to write: a Hadoop path or URI
 * @param partitions how many tile ranges, 1 .. tiles; 0 for one a tile up to the default parallelism times 4
 * @param extra tile formats beside the main one ({@link WorldTiles#extraFormats}), written as {@code wfc world
 *     --formats} writes them
 */
record SparkWorldJob(WorldSpec ws, java.nio.file.Path spec, WorldRegion region, int tileSize, int cacheBlocks,
                     String out, int partitions, Set<MapFormat> extra) {

    /** What a run made: tiles and cells, the partitions and the wall time. */
    record Result(long tiles, long cells, int partitions, long wallNanos) {
    }

    /**
     * Reads the spec as {@code wfc world} does and checks the job before any Spark work.
     *
     * @param formats the {@code --formats} list, or null for the main tile files only
     * @throws CliFailure exit 2 for a bad spec, a model without images, formats the world does not offer, too many
     *     tiles or partitions
     */
    static SparkWorldJob of(java.nio.file.Path spec, WorldRegion region, int tileSize, int cacheBlocks, String out,
                            int partitions, String formats) {
        WorldSpec ws;
        Set<MapFormat> extra;
        try {
            ws = WorldSpec.read(spec);
            ws.requireImages(spec);
            extra = WorldTiles.extraFormats(ws.job(), formats);
        } catch (InvalidInputException e) {
            throw CliFailure.badInput(e.getMessage());
        }
        long tiles = WorldTiles.count(region, tileSize);
        if (tiles > Integer.MAX_VALUE) {
            throw CliFailure.badInput("--tile-size: " + tileSize + " cuts the region into " + tiles + " tiles "
                    + "(expected: at most " + Integer.MAX_VALUE + ")");
        }
        if (partitions > tiles) {
            throw CliFailure.badInput("--partitions: " + partitions + " (expected: at most the tiles, " + tiles + ")");
        }
        return new SparkWorldJob(ws, spec, region, tileSize, cacheBlocks, out, partitions, extra);
    }

    /**
     * Runs the job on {@code spark}.
     *
     * @throws CliFailure exit 2 if the model has no periodic base or {@code out} is not new or empty; exit 1 if the
     *     Spark job or a write fails
     */
    Result run(SparkSession spark) {
        long t0 = System.nanoTime();
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        World world;
        try {
            world = ws.world(cacheBlocks);
        } catch (WfcInputException e) {
            throw CliFailure.badInput((spec == null ? "" : spec + ": ") + e.getMessage());
        }
        int tiles = (int) WorldTiles.count(region, tileSize);
        int parts = partitions > 0 ? partitions : Math.min(tiles, 4 * jsc.defaultParallelism());
        List<IndexRange> ranges = IndexRange.split(0, tiles, parts);
        ObjectNode info = WorldDir.info(ws, world, region, tileSize, WorldTiles.pixelsPerCell(world, region), extra);
        Configuration conf = spark.sparkContext().hadoopConfiguration();
        Path outPath = new Path(out);
        try {
            FileSystem fs = CorpusFiles.fileSystem(outPath, conf);
            CorpusFiles.requireEmpty(fs, outPath);
            fs.mkdirs(new Path(outPath, WorldDir.TILES));
            for (Map.Entry<String, byte[]> shared : new TreeMap<>(extra.isEmpty() ? Map.<String, byte[]>of()
                    : ws.job().sharedFiles(extra)).entrySet()) {
                CorpusFiles.writeFile(fs, new Path(outPath, shared.getKey()), shared.getValue());
            }
            CorpusFiles.writeFile(fs, new Path(outPath, WorldDir.INFO), WorldDir.infoBytes(info));
            Broadcast<WorldBundle> bundle = jsc.broadcast(WorldBundle.of(spec, ws, cacheBlocks));
            Broadcast<HadoopConf> hadoop = jsc.broadcast(new HadoopConf(conf));
            WorldRegion r = region;
            int size = tileSize;
            String target = out;
            Set<MapFormat> formats = extra.isEmpty() ? EnumSet.noneOf(MapFormat.class) : EnumSet.copyOf(extra);
            List<byte[]> lines = jsc.parallelize(ranges, parts)
                    .map(range -> writeTiles(bundle.value(), formats, hadoop.value().get(), new Path(target), r, size,
                            range))
                    .collect();
            ByteArrayOutputStream manifest = new ByteArrayOutputStream();
            for (byte[] part : lines) {
                manifest.write(part);
            }
            CorpusFiles.writeFile(fs, new Path(outPath, WorldDir.MANIFEST), manifest.toByteArray());
            return new Result(tiles, region.cells(), parts, System.nanoTime() - t0);
        } catch (CliFailure e) {
            throw e;
        } catch (Exception e) {
            // Spark's Scala code throws SparkException (a checked exception) without declaring it.
            throw CliFailure.failed("--out " + out + ": the job failed, leaving it incomplete (" + e.getClass()
                    .getSimpleName() + ": " + String.valueOf(e.getMessage()).lines().findFirst().orElse("")
                    + "); delete it and run again");
        }
    }

    /**
     * Draws and writes the tiles of {@code range} in a task (one thread: the executor runs tasks side by side), each
     * file (the main one, then one a format of {@code extra}) through a temporary file and a rename; returns their
     * manifest lines in row-major order.
     */
    static byte[] writeTiles(WorldBundle bundle, Set<MapFormat> extra, Configuration conf, Path out,
                             WorldRegion region, int tileSize, IndexRange range) throws java.io.IOException {
        World world = bundle.world();
        FileSystem fs = CorpusFiles.fileSystem(out, conf);
        ByteArrayOutputStream lines = new ByteArrayOutputStream();
        String extension = WorldTiles.extension(world);
        for (long i = range.start(); i < range.start() + range.count(); i++) {
            WorldTiles.Tile tile = WorldTiles.at(region, tileSize, i, extension);
            List<WorldTiles.TileFile> files = WorldTiles.files(world, bundle.job(), tile, extra, 1);
            for (WorldTiles.TileFile f : files) {
                CorpusFiles.writeFile(fs, new Path(out, f.name()), f.bytes());
            }
            lines.write(WorldDir.manifestLine(tile, files));
        }
        return lines.toByteArray();
    }
}
