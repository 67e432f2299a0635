package dev.wfc.spark;

import dev.wfc.corpus.CorpusLayout;
import dev.wfc.corpus.CorpusRecipe;
import dev.wfc.parallel.MapResult;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.TaskContext;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The shards layout of {@code wfc corpus --layout shards} on any Hadoop file system: {@code shards/corpus-NNNNNN.tar}
 * with the same bytes as {@code wfc corpus} writes them, and manifest lines that name each map's shard. A task's index
 * range holds whole shards ({@link IndexRange#shards}), so every shard is written by one task, whole.
 *
 * <p>Maintainers: as in {@link CorpusFiles}, a task writes each shard under its own attempt folder in
 * {@code _temporary/} and renames it into {@code shards/}; a shard's bytes depend only on the job and its indices, so
 * a retried attempt's rename onto an earlier attempt's shard is harmless. Memory: one shard's files at a time.
 */
final class CorpusShards {
    private CorpusShards() {
    }

    /**
     * Solves the maps of {@code range} (whole shards of {@code shardSize} maps) in a Spark task, writes each shard once
     * its last map is solved, and then the range's manifest part.
     *
     * @return the counts of the range's maps
     */
    static MapCounts writeRange(CorpusRecipe recipe, Configuration conf, Path out, long masterSeed,
                                IndexRange range, int shardSize) throws IOException {
        CorpusLayout layout = CorpusLayout.shards(shardSize);
        Path work = new Path(out, CorpusFiles.TEMPORARY + "/task-" + TaskContext.get().taskAttemptId());
        FileSystem fs = CorpusFiles.fileSystem(out, conf);
        fs.mkdirs(work);
        ByteArrayOutputStream manifest = new ByteArrayOutputStream();
        MapCounts counts = MapCounts.NONE;
        List<CorpusRecipe.MapEntry> shard = new ArrayList<>();
        long current = -1;
        RangeMaps maps = new RangeMaps(recipe.model(), recipe.params(), masterSeed, range);
        while (maps.hasNext()) {
            MapResult map = maps.next();
            long number = layout.shardOf(map.index());
            if (number != current && !shard.isEmpty()) {
                commit(fs, out, work, current, shard);
                shard.clear();
            }
            current = number;
            CorpusRecipe.MapEntry entry = recipe.entry(map, layout);
            shard.add(entry);
            manifest.write(entry.manifestLine());
            counts = counts.plus(map);
        }
        commit(fs, out, work, current, shard);
        Path part = new Path(work, CorpusRecipe.MANIFEST);
        CorpusFiles.write(fs, part, manifest.toByteArray());
        CorpusFiles.publish(fs, part, CorpusFiles.partFile(out, range.part()));
        fs.delete(work, true);
        return counts;
    }

    /** Writes shard {@code number} of {@code entries} in the attempt folder {@code work} and renames it into place. */
    private static void commit(FileSystem fs, Path out, Path work, long number, List<CorpusRecipe.MapEntry> entries)
            throws IOException {
        Path file = new Path(out, CorpusLayout.shardName(number));
        Path tmp = new Path(work, file.getName());
        CorpusFiles.write(fs, tmp, CorpusRecipe.shard(entries));
        CorpusFiles.publish(fs, tmp, file);
    }
}
