package dev.wfc.spark;

import dev.wfc.cli.CliFailure;
import dev.wfc.cli.CorpusRecipe;
import dev.wfc.parallel.MapResult;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.TaskContext;

import java.io.IOException;
import java.util.List;
import java.util.Locale;

/**
 * The {@code wfc corpus} layout on any Hadoop file system: {@code run.json}, {@code maps/NNNNNN.EXT} and
 * {@code manifest.jsonl} in index order. Tasks write map files under their own attempt folder and rename each into
 * {@code maps/}; a map's name and bytes depend only on the job and its index, so a retried (or speculative) attempt
 * puts the same file where an earlier one may have put it already. Each task renames its manifest part into place
 * after its last map; the driver then joins the parts in index order into {@code manifest.jsonl} and removes
 * {@code _temporary/}. So the manifest appears once, when every map is in place, with each map exactly once.
 *
 * <p>Maintainers: a rename onto an existing file keeps that file on file systems that refuse to replace (HDFS) and
 * replaces it on those that do (local); both hold the same map. File systems are opened per task and closed after
 * it, without checksum files, so the local file system leaves no {@code .crc} beside the maps.
 */
final class CorpusFiles {
    /** Work in progress: attempt folders and finished manifest parts; gone once the corpus is complete. */
    static final String TEMPORARY = "_temporary";

    private CorpusFiles() {
    }

    /** A fresh instance of {@code out}'s file system that writes no checksum files; the caller closes it. */
    static FileSystem open(Path out, Configuration conf) throws IOException {
        FileSystem fs = FileSystem.newInstance(out.toUri(), conf);
        fs.setWriteChecksum(false);
        return fs;
    }

    /**
     * Refuses an {@code out} that exists and is not an empty directory, as {@code wfc corpus} does.
     *
     * @throws CliFailure exit 2 for a directory with something in it, 1 for a file
     */
    static void requireEmpty(FileSystem fs, Path out) throws IOException {
        if (!fs.exists(out)) {
            return;
        }
        if (!fs.getFileStatus(out).isDirectory()) {
            throw CliFailure.failed("--out " + out + ": not a directory");
        }
        FileStatus[] entries = fs.listStatus(out);
        if (entries.length > 0) {
            throw CliFailure.badInput("--out " + out + ": not empty (expected: a new or empty directory)");
        }
    }

    /** Writes run.json and makes the folders the tasks write into. */
    static void prepare(FileSystem fs, Path out, byte[] runJson) throws IOException {
        fs.mkdirs(new Path(out, CorpusRecipe.MAPS));
        fs.mkdirs(parts(out));
        writeFile(fs, new Path(out, CorpusRecipe.RUN), runJson);
    }

    /** Writes {@code file} through {@code .NAME.tmp} beside it and a rename, so that it is absent or complete. */
    static void writeFile(FileSystem fs, Path file, byte[] bytes) throws IOException {
        Path tmp = new Path(file.getParent(), "." + file.getName() + ".tmp");
        write(fs, tmp, bytes);
        publish(fs, tmp, file);
    }

    /**
     * Solves and writes the maps of {@code range} in a Spark task, and then its manifest part.
     *
     * @return the counts of the range's maps
     */
    static MapCounts writeRange(CorpusRecipe recipe, Configuration conf, Path out, long masterSeed,
                                IndexRange range) throws IOException {
        Path work = new Path(out, TEMPORARY + "/task-" + TaskContext.get().taskAttemptId());
        Path part = new Path(work, CorpusRecipe.MANIFEST);
        MapCounts counts = MapCounts.NONE;
        try (FileSystem fs = open(out, conf)) {
            fs.mkdirs(work);
            try (FSDataOutputStream manifest = fs.create(part, true)) {
                RangeMaps maps = new RangeMaps(recipe.model(), recipe.params(), masterSeed, range);
                while (maps.hasNext()) {
                    MapResult map = maps.next();
                    CorpusRecipe.MapEntry entry = recipe.entry(map);
                    for (int k = 0; k < entry.names().size(); k++) {
                        Path file = new Path(out, entry.names().get(k));
                        Path tmp = new Path(work, file.getName());
                        write(fs, tmp, entry.files().get(k));
                        publish(fs, tmp, file);
                    }
                    manifest.write(entry.manifestLine());
                    counts = counts.plus(map);
                }
            }
            publish(fs, part, partFile(out, range.part()));
            fs.delete(work, true);
        }
        return counts;
    }

    /**
     * Joins the manifest parts of {@code ranges} in order into {@code manifest.jsonl} and removes {@code _temporary/}.
     *
     * @param maps how many lines the parts must hold together
     * @throws IOException if a part is missing or the parts hold another number of lines
     */
    static void finish(FileSystem fs, Path out, List<IndexRange> ranges, long maps) throws IOException {
        Path tmp = new Path(out, TEMPORARY + "/" + CorpusRecipe.MANIFEST);
        long lines = 0;
        byte[] buffer = new byte[1 << 16];
        try (FSDataOutputStream merged = fs.create(tmp, true)) {
            for (IndexRange range : ranges) {
                try (FSDataInputStream in = fs.open(partFile(out, range.part()))) {
                    for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                        merged.write(buffer, 0, n);
                        for (int i = 0; i < n; i++) {
                            lines += buffer[i] == '\n' ? 1 : 0;
                        }
                    }
                }
            }
        }
        if (lines != maps) {
            throw new IOException(tmp + ": " + lines + " manifest lines (expected: " + maps + ", one per map)");
        }
        publish(fs, tmp, new Path(out, CorpusRecipe.MANIFEST));
        fs.delete(new Path(out, TEMPORARY), true);
    }

    private static Path parts(Path out) {
        return new Path(out, TEMPORARY + "/parts");
    }

    private static Path partFile(Path out, int part) {
        return new Path(parts(out), String.format(Locale.ROOT, "part-%05d.jsonl", part));
    }

    private static void write(FileSystem fs, Path file, byte[] bytes) throws IOException {
        try (FSDataOutputStream stream = fs.create(file, true)) {
            stream.write(bytes);
        }
    }

    /** Renames {@code tmp} to {@code file}; if {@code file} is there already (a retried map), keeps that one. */
    private static void publish(FileSystem fs, Path tmp, Path file) throws IOException {
        if (!fs.rename(tmp, file)) {
            if (!fs.exists(file)) {
                throw new IOException(file + ": cannot rename " + tmp + " into place");
            }
            fs.delete(tmp, false);
        }
    }
}
