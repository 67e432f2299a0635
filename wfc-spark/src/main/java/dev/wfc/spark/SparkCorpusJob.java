package dev.wfc.spark;

import dev.wfc.cli.support.CliFailure;
import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.corpus.CorpusLayout;
import dev.wfc.corpus.CorpusRecipe;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The corpus job on Spark: maps {@code startIndex .. startIndex + count - 1} of a corpus spec, split into contiguous
 * index ranges, one Spark partition each, solved with one solver per partition, and written as {@code wfc corpus}
 * writes them (the files or the shards layout) or as a Parquet dataset. Map {@code i} is the map {@code wfc corpus}
 * makes for the same spec, master seed and index, byte for byte. Knows nothing of the command line: any Spark
 * application can run it.
 *
 * @param recipe the spec and formats, read on the driver (see {@link #of})
 * @param spec the spec file on the driver, or null for the built-in default spec
 * @param formats the comma-separated formats the recipe was read with, or null for the model's main format
 * @param masterSeed the job's seed
 * @param startIndex the first map's index, >= 0
 * @param count how many maps, > 0
 * @param out where to write: a Hadoop path or URI ({@code hdfs://}, {@code s3a://}, {@code file:}, a local path)
 * @param layout the corpus directory or a Parquet dataset
 * @param partitions how many index ranges, 1 .. count (in the shards layout 1 .. the shards the range touches); 0
 *     for {@link #defaultPartitions}
 * @param shardSize maps per shard in the shards layout (see {@link CorpusLayout#shards})
 */
record SparkCorpusJob(CorpusRecipe recipe, java.nio.file.Path spec, String formats, long masterSeed, long startIndex,
                      int count, String out, Layout layout, int partitions, int shardSize) {
    /** Maps per partition above which the default makes more partitions than the cluster's parallelism. */
    static final int MAPS_PER_PARTITION = 1000;

    /** How the maps are written. */
    enum Layout {
        /** The layout of {@code wfc corpus}: run.json, maps/, manifest.jsonl in index order. */
        CORPUS,
        /** The shards layout of {@code wfc corpus --layout shards}: run.json, shards/, manifest.jsonl. */
        SHARDS,
        /** A Parquet dataset, a row per map, and {@code _run.json}. */
        PARQUET
    }

    /** What a run made: the maps' counts, the partitions and the wall time from reading the spec to the end. */
    record Result(MapCounts counts, int partitions, long wallNanos) {
    }

    /**
     * Reads the spec and formats as {@code wfc corpus} does and checks the job before any Spark work.
     *
     * @param spec the spec file on the driver, or null for the built-in default spec
     * @throws CliFailure exit 2 for a bad spec, format or partition count, exit 3 if no seed can give a map
     */
    static SparkCorpusJob of(java.nio.file.Path spec, String formats, long masterSeed, long startIndex, int count,
                             String out, Layout layout, int partitions) {
        return of(spec, formats, masterSeed, startIndex, count, out, layout, partitions,
                CorpusLayout.DEFAULT_SHARD_SIZE);
    }

    /**
     * {@link #of(java.nio.file.Path, String, long, long, int, String, Layout, int)} with {@code shardSize} maps per
     * shard in the shards layout.
     */
    static SparkCorpusJob of(java.nio.file.Path spec, String formats, long masterSeed, long startIndex, int count,
                             String out, Layout layout, int partitions, int shardSize) {
        if (partitions > count) {
            throw CliFailure.badInput("--partitions: " + partitions + " (expected: at most --count, " + count + ")");
        }
        if (layout == Layout.SHARDS) {
            CorpusLayout.shards(shardSize); // the library's range check of --shard-size
            int shards = IndexRange.shardCount(startIndex, count, shardSize);
            if (partitions > shards) {
                throw CliFailure.badInput("--partitions: " + partitions + " (expected: at most the " + shards
                        + " shards of --shard-size " + shardSize + " that the range touches)");
            }
        }
        CorpusRecipe recipe;
        try {
            recipe = CorpusRecipe.read(spec, formats);
            recipe.checkAdmitsMaps();
        } catch (InvalidInputException e) {
            throw CliFailure.badInput(e.getMessage());
        } catch (NoMapPossibleException e) {
            throw CliFailure.noSolution(e.getMessage());
        }
        return new SparkCorpusJob(recipe, spec, formats, masterSeed, startIndex, count, out, layout, partitions,
                shardSize);
    }

    /** {@code count / 1000} rounded up, but at least {@code parallelism}, and at most {@code count}. */
    static int defaultPartitions(int count, int parallelism) {
        int byMaps = (int) ((count + (long) MAPS_PER_PARTITION - 1) / MAPS_PER_PARTITION);
        return Math.min(count, Math.max(parallelism, byMaps));
    }

    /**
     * Runs the job on {@code spark}.
     *
     * @param command the command line to record in the run file, its program first
     * @throws CliFailure exit 2 if {@code out} is not new or empty; exit 1 if the Spark job or a write fails
     */
    Result run(SparkSession spark, List<String> command) {
        long t0 = System.nanoTime();
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        boolean sharded = layout == Layout.SHARDS;
        int shards = sharded ? IndexRange.shardCount(startIndex, count, shardSize) : count;
        int parts = partitions > 0 ? partitions : Math.min(shards, defaultPartitions(count, jsc.defaultParallelism()));
        List<IndexRange> ranges = sharded ? IndexRange.shards(startIndex, count, shardSize, parts)
                : IndexRange.split(startIndex, count, parts);
        Configuration conf = spark.sparkContext().hadoopConfiguration();
        Path outPath = new Path(out);
        Map<String, Object> execution = new LinkedHashMap<>();
        execution.put("master", jsc.master());
        execution.put("partitions", parts);
        byte[] run = sharded ? recipe.runJson(command, execution, masterSeed, startIndex, count,
                CorpusLayout.shards(shardSize)) : recipe.runJson(command, execution, masterSeed, startIndex, count);
        try {
            FileSystem fs = CorpusFiles.fileSystem(outPath, conf);
            CorpusFiles.requireEmpty(fs, outPath);
            boolean existed = fs.exists(outPath);
            Broadcast<SpecBundle> bundle = jsc.broadcast(SpecBundle.of(spec, formats, recipe));
            Broadcast<HadoopConf> hadoop = jsc.broadcast(new HadoopConf(conf));
            JavaRDD<IndexRange> rdd = jsc.parallelize(ranges, parts);
            long seed = masterSeed;
            int maps = count;
            String target = out;
            MapCounts counts;
            if (layout != Layout.PARQUET) {
                CorpusFiles.prepare(fs, outPath, sharded ? CorpusLayout.SHARDS : CorpusRecipe.MAPS, run,
                        recipe.sharedFiles());
                int perShard = shardSize;
                counts = rdd.map(r -> sharded
                        ? CorpusShards.writeRange(bundle.value().recipe(), hadoop.value().get(), new Path(target),
                                seed, r, perShard)
                        : CorpusFiles.writeRange(bundle.value().recipe(), hadoop.value().get(), new Path(target),
                                seed, r, maps)).collect().stream().reduce(MapCounts.NONE, MapCounts::plus);
                CorpusFiles.finish(fs, outPath, ranges, counts.maps());
            } else {
                JavaRDD<Row> rows = rdd.flatMap(r -> ParquetMaps.rows(bundle.value().recipe(), seed, r));
                spark.createDataFrame(rows, ParquetMaps.schema(recipe.formatNames())).write()
                        .mode(existed ? SaveMode.Overwrite : SaveMode.ErrorIfExists).parquet(out);
                CorpusFiles.writeFile(fs, new Path(outPath, "_" + CorpusRecipe.RUN), run);
                for (Map.Entry<String, byte[]> shared : recipe.sharedFiles().entrySet()) {
                    CorpusFiles.writeFile(fs, new Path(outPath, "_" + shared.getKey()), shared.getValue());
                }
                counts = ParquetMaps.counts(spark.read().parquet(out));
            }
            return new Result(counts, parts, System.nanoTime() - t0);
        } catch (CliFailure e) {
            throw e;
        } catch (Exception e) {
            // Spark's Scala code throws SparkException (a checked exception) without declaring it.
            throw CliFailure.failed("--out " + out + ": the job failed, leaving it incomplete (" + rootCause(e)
                    + "); delete it and run again");
        }
    }

    /** The innermost cause's class and the first line of its message. */
    private static String rootCause(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = String.valueOf(root.getMessage()).lines().findFirst().orElse("");
        return root.getClass().getSimpleName() + ": " + message;
    }
}
