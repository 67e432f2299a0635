package dev.wfc.spark;

import dev.wfc.cli.support.CliFailure;
import dev.wfc.corpus.CorpusRecipe;
import dev.wfc.parallel.MapResult;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.ChecksumFileSystem;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;
import org.apache.spark.TaskContext;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The {@code wfc corpus} layout on any Hadoop file system: {@code run.json}, {@code maps/NNNNNN.EXT}, and
 * {@code manifest.jsonl} in index order, which appears once every map is in place. A retried or speculative task
 * neither loses nor duplicates a map.
 *
 * <p>Maintainers: tasks write each map file under their own attempt folder in {@code _temporary/} and rename it into
 * {@code maps/}. A map's name and bytes depend only on the job and its index, so a rename onto a file an earlier
 * attempt left is harmless: file systems that refuse to replace (HDFS) keep that file, those that replace (local)
 * put the same bytes. A task renames its manifest part into {@code _temporary/parts/} after its last map; the driver
 * joins the parts in range order, checks one line per map and removes {@code _temporary/}.
 */
final class CorpusFiles {
    /** Work in progress: attempt folders and finished manifest parts; gone once the corpus is complete. */
    static final String TEMPORARY = "_temporary";

    private CorpusFiles() {
    }

    /**
     * The file system of {@code out}: Hadoop's shared instance, without the checksum layer of the local one, which
     * would leave a {@code .crc} beside every map and, without Hadoop's native library, run {@code chmod} per file.
     * Not to be closed.
     */
    static FileSystem fileSystem(Path out, Configuration conf) throws IOException {
        FileSystem fs = out.getFileSystem(conf);
        return fs instanceof ChecksumFileSystem checked ? checked.getRawFileSystem() : fs;
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

    /**
     * Writes run.json, makes the folders the tasks write into ({@code folder}: maps/ or shards/), and writes the
     * files the maps share (see {@link CorpusRecipe#sharedFiles}) at the root, as {@code wfc corpus} does.
     */
    static void prepare(FileSystem fs, Path out, String folder, byte[] runJson, Map<String, byte[]> shared)
            throws IOException {
        fs.mkdirs(new Path(out, folder));
        fs.mkdirs(parts(out));
        writeFile(fs, new Path(out, CorpusRecipe.RUN), runJson);
        for (Map.Entry<String, byte[]> file : shared.entrySet()) {
            writeFile(fs, new Path(out, file.getKey()), file.getValue());
        }
    }

    /** Writes {@code file} through {@code .NAME.tmp} beside it and a rename, so that it is absent or complete. */
    static void writeFile(FileSystem fs, Path file, byte[] bytes) throws IOException {
        Path tmp = new Path(file.getParent(), "." + file.getName() + ".tmp");
        write(fs, tmp, bytes);
        publish(fs, tmp, file);
    }

    /** The bytes of {@code file}. */
    static byte[] read(FileSystem fs, Path file) throws IOException {
        try (FSDataInputStream in = fs.open(file)) {
            return in.readAllBytes();
        }
    }

    /**
     * Solves and writes the maps of {@code range} of a job of {@code count} maps in a Spark task, and then its
     * manifest part.
     *
     * @return the counts of the range's maps
     */
    static MapCounts writeRange(CorpusRecipe recipe, Configuration conf, Path out, long masterSeed,
                                IndexRange range, int count) throws IOException {
        Path work = new Path(out, TEMPORARY + "/task-" + TaskContext.get().taskAttemptId());
        Path part = new Path(work, CorpusRecipe.MANIFEST);
        MapCounts counts = MapCounts.NONE;
        FileSystem fs = fileSystem(out, conf);
        fs.mkdirs(work);
        ByteArrayOutputStream manifest = new ByteArrayOutputStream();
        RangeMaps maps = new RangeMaps(recipe.model(), recipe.params(), masterSeed, range);
        Path folder = null;
        while (maps.hasNext()) {
            MapResult map = maps.next();
            CorpusRecipe.MapEntry entry = recipe.entry(map, count);
            for (int k = 0; k < entry.names().size(); k++) {
                Path file = new Path(out, entry.names().get(k));
                // Beyond 10,000 maps the names fan out into subfolders of maps/, as wfc corpus makes them.
                if (!file.getParent().equals(folder)) {
                    folder = file.getParent();
                    fs.mkdirs(folder);
                }
                Path tmp = new Path(work, file.getName());
                write(fs, tmp, entry.files().get(k));
                publish(fs, tmp, file);
            }
            manifest.write(entry.manifestLine());
            counts = counts.plus(map);
        }
        write(fs, part, manifest.toByteArray());
        publish(fs, part, partFile(out, range.part()));
        fs.delete(work, true);
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

    static Path partFile(Path out, int part) {
        return new Path(parts(out), String.format(Locale.ROOT, "part-%05d.jsonl", part));
    }

    /**
     * Creates or replaces {@code file}. Hadoop's own local file system is bypassed for plain Java I/O: without
     * Hadoop's native library it sets every new file's permissions by running {@code chmod}, which took most of a
     * task's time when measured (2,000 maps of 8x8: about 5 ms a file, against 0.1 ms to solve).
     */
    static void write(FileSystem fs, Path file, byte[] bytes) throws IOException {
        if (fs.getClass() == RawLocalFileSystem.class) {
            java.nio.file.Path local = ((RawLocalFileSystem) fs).pathToFile(file).toPath();
            Files.createDirectories(local.getParent());
            Files.write(local, bytes);
            return;
        }
        try (FSDataOutputStream stream = fs.create(file, true)) {
            stream.write(bytes);
        }
    }

    /** Renames {@code tmp} to {@code file}; if {@code file} is there already (a retried map), keeps that one. */
    static void publish(FileSystem fs, Path tmp, Path file) throws IOException {
        if (!fs.rename(tmp, file)) {
            if (!fs.exists(file)) {
                throw new IOException(file + ": cannot rename " + tmp + " into place");
            }
            fs.delete(tmp, false);
        }
    }
}
