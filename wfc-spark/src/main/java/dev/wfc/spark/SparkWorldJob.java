package dev.wfc.spark;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.corpus.MapFormat;
import dev.wfc.core.topo.Topology;
import dev.wfc.corpus.world.WorldDir;
import dev.wfc.corpus.world.WorldPng;
import dev.wfc.corpus.world.WorldRegion;
import dev.wfc.corpus.world.WorldSpec;
import dev.wfc.corpus.world.WorldTiles;
import dev.wfc.world.Region;
import dev.wfc.world.World;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.SparkSession;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.EnumSet;
import java.util.HashSet;
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
 * @param resume whether to continue the world in {@code out} as {@code wfc world --resume} does: the same world.json,
 *     the tiles its manifest lists kept, the others made, the manifest written whole at the end
 * @param png where the driver writes the region as one PNG ({@link WorldPicture}), a row of tiles at a time as the
 *     tasks covering it finish: a Hadoop path or URI; null for none
 */
record SparkWorldJob(WorldSpec ws, java.nio.file.Path spec, WorldRegion region, int tileSize, int cacheBlocks,
                     String out, int partitions, Set<MapFormat> extra, boolean resume, String png) {

    /** What a run made (resuming: the tiles the manifest did not list): tiles and cells, the partitions, the time. */
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
                            int partitions, String formats, boolean resume, String png) {
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
        if (png != null && ws.job().bareModel().rules().topology() == Topology.CUBE) {
            throw CliFailure.badInput("--png: a world of voxel columns is written as .vox tiles (expected: no --png)");
        }
        return new SparkWorldJob(ws, spec, region, tileSize, cacheBlocks, out, partitions, extra, resume, png);
    }

    /**
     * Runs the job on {@code spark}.
     *
     * @throws CliFailure exit 2 if the model has no periodic base, {@code out} is not new or empty, or (resuming) it
     *     holds no world.json or another world's; exit 1 if the Spark job or a write fails
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
        String extension = WorldTiles.extension(world);
        int scale = WorldTiles.pixelsPerCell(world, region);
        if (png != null) {
            try {
                WorldPng.check(world, region, scale);
            } catch (InvalidInputException e) {
                throw CliFailure.badInput(e.getMessage());
            }
        }
        ObjectNode info = WorldDir.info(ws, world, region, tileSize, scale, extra);
        Configuration conf = spark.sparkContext().hadoopConfiguration();
        Path outPath = new Path(out);
        try {
            FileSystem fs = CorpusFiles.fileSystem(outPath, conf);
            Map<String, byte[]> listed = resume ? listed(fs, outPath, info) : Map.of();
            if (!resume) {
                CorpusFiles.requireEmpty(fs, outPath);
            }
            fs.mkdirs(new Path(outPath, WorldDir.TILES));
            for (Map.Entry<String, byte[]> shared : new TreeMap<>(extra.isEmpty() ? Map.<String, byte[]>of()
                    : ws.job().sharedFiles(extra)).entrySet()) {
                CorpusFiles.writeFile(fs, new Path(outPath, shared.getKey()), shared.getValue());
            }
            if (!resume) {
                CorpusFiles.writeFile(fs, new Path(outPath, WorldDir.INFO), WorldDir.infoBytes(info));
            }
            // Tiles from the first one the manifest does not list; those it lists further on are skipped. A
            // hexagonal --png needs every tile's cells: then the tasks cover all tiles, writing cells only for those.
            Path cells = png != null && WorldPng.hexagons(world) ? TileCells.folder(new Path(png)) : null;
            Set<String> skip = new HashSet<>(listed.keySet());
            int first = 0;
            while (cells == null && first < tiles
                    && skip.remove(WorldTiles.at(region, tileSize, first, extension).name())) {
                first++;
            }
            int todo = tiles - first;
            int parts = Math.min(todo, partitions > 0 ? partitions : 4 * jsc.defaultParallelism());
            TileTasks tasks = null;
            if (todo > 0) {
                Broadcast<WorldBundle> bundle = jsc.broadcast(WorldBundle.of(spec, ws, cacheBlocks));
                Broadcast<HadoopConf> hadoop = jsc.broadcast(new HadoopConf(conf));
                WorldRegion r = region;
                int size = tileSize;
                String target = out;
                String cellsTarget = cells == null ? null : cells.toString();
                Set<MapFormat> formats = extra.isEmpty() ? EnumSet.noneOf(MapFormat.class) : EnumSet.copyOf(extra);
                tasks = TileTasks.submit(jsc, IndexRange.split(first, todo, parts), first,
                        range -> writeTiles(bundle.value(), formats, skip, hadoop.value().get(), new Path(target), r,
                                size, range, cellsTarget));
            }
            if (png != null) {
                Path pngPath = new Path(png);
                TileTasks running = tasks;
                try {
                    WorldPicture.write(fs, outPath, CorpusFiles.fileSystem(pngPath, conf), pngPath, world, region,
                            tileSize, scale, extension, end -> {
                                if (running != null) {
                                    running.awaitTiles(end);
                                }
                            });
                } catch (IOException | RuntimeException e) {
                    if (tasks != null) {
                        tasks.cancel();
                    }
                    throw e;
                }
            }
            byte[] made = tasks == null ? new byte[0] : tasks.finish();
            long[] counted = new long[2];
            byte[] manifest = manifest(listed, made, tiles, extension, counted);
            Path manifestPath = new Path(outPath, WorldDir.MANIFEST);
            fs.delete(manifestPath, false);
            CorpusFiles.writeFile(fs, manifestPath, manifest);
            return new Result(counted[0], counted[1], parts, System.nanoTime() - t0);
        } catch (CliFailure e) {
            throw e;
        } catch (Exception e) {
            // Spark's Scala code throws SparkException (a checked exception) without declaring it.
            throw CliFailure.failed("--out " + out + ": the job failed, leaving it incomplete (" + e.getClass()
                    .getSimpleName() + ": " + String.valueOf(e.getMessage()).lines().findFirst().orElse("")
                    + "); continue it with --resume");
        }
    }

    /**
     * The tiles the manifest of the world in {@code out} lists, by name, with their lines, after checking that its
     * world.json describes {@code info}; none without a manifest (a Spark run that failed writes none).
     *
     * @throws CliFailure exit 2 for a missing world.json or another world's
     */
    private static Map<String, byte[]> listed(FileSystem fs, Path out, ObjectNode info) throws IOException {
        Path file = new Path(out, WorldDir.INFO);
        try {
            WorldDir.requireSameWorld(file.toString(), fs.exists(file) ? CorpusFiles.read(fs, file) : null, info);
        } catch (InvalidInputException e) {
            throw CliFailure.badInput(e.getMessage());
        }
        Path manifest = new Path(out, WorldDir.MANIFEST);
        return fs.exists(manifest) ? WorldDir.listed(CorpusFiles.read(fs, manifest)) : Map.of();
    }

    /**
     * The whole manifest in row-major order: the line {@code listed} holds for a tile, else the next of {@code made}
     * (the lines of the tiles made, in row-major order); {@code counted} gets the tiles and cells made.
     */
    private byte[] manifest(Map<String, byte[]> listed, byte[] made, int tiles, String extension, long[] counted) {
        ByteArrayOutputStream manifest = new ByteArrayOutputStream();
        int at = 0;
        for (int i = 0; i < tiles; i++) {
            WorldTiles.Tile tile = WorldTiles.at(region, tileSize, i, extension);
            byte[] line = listed.get(tile.name());
            if (line != null) {
                manifest.writeBytes(line);
                continue;
            }
            int end = at;
            while (end < made.length && made[end] != '\n') {
                end++;
            }
            if (end == made.length) {
                throw new IllegalStateException("manifest: no line made for " + tile.name());
            }
            manifest.write(made, at, end + 1 - at);
            at = end + 1;
            counted[0]++;
            counted[1] += tile.cells();
        }
        if (at != made.length) {
            throw new IllegalStateException("manifest: " + (made.length - at) + " bytes of tiles made left over");
        }
        return manifest.toByteArray();
    }

    /**
     * Draws and writes the tiles of {@code range} but those named in {@code skip} (listed by the manifest being
     * resumed) in a task (one thread: the executor runs tasks side by side), each file (the main one, then one a
     * format of {@code extra}) through a temporary file and a rename; with {@code cells} (the scratch folder of a
     * hexagonal {@code --png}, {@link TileCells}) also every tile's cells, the skipped ones' included. Returns the
     * manifest lines of the tiles written, in row-major order.
     */
    static byte[] writeTiles(WorldBundle bundle, Set<MapFormat> extra, Set<String> skip, Configuration conf,
                             Path out, WorldRegion region, int tileSize, IndexRange range, String cells)
            throws IOException {
        World world = bundle.world();
        FileSystem fs = CorpusFiles.fileSystem(out, conf);
        FileSystem cellsFs = cells == null ? null : CorpusFiles.fileSystem(new Path(cells), conf);
        ByteArrayOutputStream lines = new ByteArrayOutputStream();
        String extension = WorldTiles.extension(world);
        for (long i = range.start(); i < range.start() + range.count(); i++) {
            WorldTiles.Tile tile = WorldTiles.at(region, tileSize, i, extension);
            boolean listed = skip.contains(tile.name());
            if (listed && cells == null) {
                continue;
            }
            Region r = world.region(tile.x(), tile.y(), tile.width(), tile.height(), 1);
            if (!listed) {
                List<WorldTiles.TileFile> files = WorldTiles.files(world, bundle.job(), tile, r, extra);
                for (WorldTiles.TileFile f : files) {
                    CorpusFiles.writeFile(fs, new Path(out, f.name()), f.bytes());
                }
                lines.write(WorldDir.manifestLine(tile, files));
            }
            if (cells != null) {
                TileCells.write(cellsFs, new Path(cells), tile, r);
            }
        }
        return lines.toByteArray();
    }
}
