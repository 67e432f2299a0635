package dev.wfc.corpus;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.AtomicFiles;
import dev.wfc.core.io.GridDigest;
import dev.wfc.core.io.InvalidInputException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongPredicate;
import java.util.stream.Stream;

/**
 * The corpus directory: {@code run.json}, {@code manifest.jsonl} and {@code maps/}. A new run needs a missing or
 * empty directory; {@code --resume} needs the run.json of the same job (spec, inputs, master seed, range, formats),
 * and continues from the maps its manifest lists. An open corpus directory is locked ({@link CorpusLock}) until it is
 * closed.
 *
 * <p>Maintainers: a killed run can leave a manifest whose last line lacks its newline (cut off mid-write) and
 * temporaries beside the maps; resume deletes the temporaries, keeps the manifest entries whose files are present
 * and sound ({@link ResumeCheck}), then redoes every map the manifest does not list, overwriting any complete file
 * such a map already had with the same bytes.
 */
public final class CorpusDir implements AutoCloseable {
    /** The folder of map files, the manifest and the run record, relative to the corpus directory. */
    public static final String MAPS = "maps";
    public static final String MANIFEST = "manifest.jsonl";
    public static final String RUN = "run.json";
    /**
     * The manifest key of a map's file digests, the SHA-256 of each file by format; absent from corpora made before
     * it was added, which still read and resume.
     */
    public static final String FILE_SHA256_KEY = "fileSha256";
    /** The manifest key of the shard that holds a map's files, in the shards layout. */
    public static final String SHARD_KEY = "shard";
    /** The run.json key of the spec file's absolute path (null for the built-in spec); absent before 0.1.0. */
    static final String SPEC_FILE = "specFile";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path root;
    private final CorpusLayout layout;
    private final long start;
    private final int count;
    private final boolean resumed;
    private final ResumeCheck.Result kept;
    private final CorpusLock lock;

    /** @param kept what a resume kept; null for a new corpus */
    private CorpusDir(Path root, CorpusLayout layout, ResumeCheck.Result kept, long start, int count,
                      CorpusLock lock) {
        this.root = root;
        this.layout = layout;
        this.start = start;
        this.count = count;
        this.resumed = kept != null;
        this.kept = resumed ? kept : new ResumeCheck.Result(new BitSet(), 0, 0);
        this.lock = lock;
    }

    /**
     * Prepares {@code root} for the run {@code run} of maps {@code start .. start + count - 1} and locks it until
     * {@link #close()}.
     *
     * @throws InvalidInputException if {@code root} is not a directory, or holds something else than this job's
     *     corpus (or anything at all without {@code resume}), or another run holds its lock
     * @throws IOException {@code "--out DIR: ..."} if it cannot be created or read
     */
    public static CorpusDir open(Path root, ObjectNode run, boolean resume, long start, int count)
            throws IOException {
        return open(root, run, resume, start, count, true);
    }

    /**
     * {@link #open(Path, ObjectNode, boolean, long, int)}, where a resume continues in the layout the corpus records
     * unless {@code layoutGiven}, when the layout of {@code run} must be that one (kind and shard size; a files
     * layout's fan-out is always the recorded one, so a corpus from before fan-out stays flat).
     */
    public static CorpusDir open(Path root, ObjectNode run, boolean resume, long start, int count,
                                 boolean layoutGiven) throws IOException {
        if (Files.exists(root) && !Files.isDirectory(root)) {
            throw new InvalidInputException("--out " + root + ": not a directory (expected: a new or empty "
                    + "directory)");
        }
        CorpusLock lock = null;
        try {
            if (isEmptyOrMissing(root)) {
                Files.createDirectories(root);
                lock = CorpusLock.acquire(root);
                if (isEmptyOrMissing(root)) {
                    CorpusLayout layout = CorpusLayout.of(run, RUN);
                    AtomicFiles.write(root.resolve(RUN), encodeRun(run));
                    Files.createDirectories(root.resolve(layout.folder()));
                    Files.write(root.resolve(MANIFEST), new byte[0]);
                    return new CorpusDir(root, layout, null, start, count, lock);
                }
                // Another run began in it between the look and the lock, and has ended: as if it had been there.
            }
            if (!resume) {
                if (CorpusLock.isHeld(root)) {
                    throw CorpusLock.held(root);
                }
                throw new InvalidInputException("--out " + root + ": not empty (expected: a new or empty "
                        + "directory, or --resume to continue the corpus in it)");
            }
            if (lock == null && Files.isRegularFile(root.resolve(RUN))) {
                lock = CorpusLock.acquire(root);
            }
            CorpusLayout layout = ResumeIdentity.check(root, run, layoutGiven);
            deleteTemporaries(root);
            deleteTemporaries(root.resolve(MAPS));
            deleteTemporaries(root.resolve(CorpusLayout.SHARDS));
            deleteTemporaries(root.resolve(CorpusLayout.PARQUET));
            ResumeCheck.Result kept;
            try (ShardStore shards = new ShardStore(root)) {
                MapStore store = layout.parquet() ? new PartStore(root) : layout.shards() ? shards : new MapStore(root);
                kept = ResumeCheck.run(root, store, start, count);
            }
            Files.createDirectories(root.resolve(layout.folder()));
            return new CorpusDir(root, layout, kept, start, count, lock);
        } catch (InvalidInputException e) {
            closeQuietly(lock, e);
            throw e;
        } catch (IOException e) {
            closeQuietly(lock, e);
            throw new IOException("--out " + root + ": cannot prepare the corpus (" + IoErrors.describe(e) + ")", e);
        }
    }

    private static void closeQuietly(CorpusLock lock, Exception cause) {
        if (lock != null) {
            try {
                lock.close();
            } catch (IOException e) {
                cause.addSuppressed(e);
            }
        }
    }

    /** Releases the directory's lock; the corpus stays as it is. */
    @Override
    public void close() throws IOException {
        lock.close();
    }

    /**
     * The content of run.json: {@code command}, the version of wfc and Java, the {@code execution} entries (such as
     * {@code threads}), then the job: what --resume compares, and the spec file it was read from, where
     * {@link CorpusReader} finds it again.
     *
     * @param specFile the spec file, recorded as an absolute path; null for the built-in default spec
     */
    public static ObjectNode runInfo(List<String> command, Map<String, ?> execution, CorpusJob job, Path specFile,
                                     Set<MapFormat> formats, long masterSeed, long startIndex, int count) {
        return runInfo(command, execution, job, specFile, formats, masterSeed, startIndex, count,
                new CorpusLayout(false, 0, 0));
    }

    /** {@link #runInfo(List, Map, CorpusJob, Path, Set, long, long, int)} of a run in {@code layout}. */
    public static ObjectNode runInfo(List<String> command, Map<String, ?> execution, CorpusJob job, Path specFile,
                                     Set<MapFormat> formats, long masterSeed, long startIndex, int count,
                                     CorpusLayout layout) {
        ObjectNode run = JSON.createObjectNode();
        ArrayNode args = run.putArray("command");
        command.forEach(args::add);
        run.put("wfcVersion", Version.get());
        run.put("java", System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")");
        execution.forEach((key, value) -> run.set(key, JSON.valueToTree(value)));
        run.put("masterSeed", Long.toString(masterSeed));
        run.put("startIndex", startIndex);
        run.put("count", count);
        ArrayNode names = run.putArray("formats");
        formats.forEach(m -> names.add(m.extension()));
        layout.record(run);
        run.put(SPEC_FILE, specFile == null ? null : specFile.toAbsolutePath().normalize().toString());
        ObjectNode canonical = job.canonicalSpec();
        run.set("spec", canonical);
        run.put("specSha256", specSha256(job));
        ObjectNode inputs = run.putObject("inputs");
        job.inputDigests().forEach(inputs::put);
        return run;
    }

    /** The SHA-256 of the job's spec with every default filled in, as compact JSON. */
    static String specSha256(CorpusJob job) {
        return GridDigest.sha256(job.canonicalSpec().toString().getBytes(StandardCharsets.UTF_8));
    }

    /** run.json's bytes. */
    public static byte[] encodeRun(ObjectNode run) throws IOException {
        return JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(run);
    }

    /** The corpus directory. */
    public Path root() {
        return root;
    }

    /** Offsets from the start index of the maps already in the manifest (and sound). */
    public BitSet done() {
        return kept.done();
    }

    /** How the corpus stores its maps: as run.json records it. */
    public CorpusLayout layout() {
        return layout;
    }

    /**
     * Which indices this run leaves alone: the maps the manifest lists, or in the shards layout, the maps of shards
     * whose every map it lists (the maps of any other shard are all made, to assemble the shard).
     */
    public LongPredicate skip() {
        BitSet done = kept.done();
        if (!layout.shards()) {
            return index -> done.get((int) (index - start));
        }
        long first = layout.shardOf(start);
        BitSet complete = new BitSet();
        for (long s = first; s <= layout.shardOf(start + count - 1); s++) {
            int lo = (int) (Math.max(start, s * layout.shardSize()) - start);
            int hi = (int) (Math.min(start + count, (s + 1) * layout.shardSize()) - start);
            if (done.nextClearBit(lo) >= hi) {
                complete.set((int) (s - first));
            }
        }
        return index -> complete.get((int) (layout.shardOf(index) - first));
    }

    /**
     * What a resume found, {@code "resume: 297 maps kept, 3 made again (missing or changed)"}; null for a new
     * corpus.
     */
    public String resumeSummary() {
        return resumed ? "resume: " + kept.kept() + " map" + (kept.kept() == 1 ? "" : "s") + " kept, " + kept.remade()
                + " made again (missing or changed)" : null;
    }

    /** Whether {@code root} is missing or holds nothing but its lock file. */
    private static boolean isEmptyOrMissing(Path root) throws IOException {
        if (!Files.exists(root)) {
            return true;
        }
        try (Stream<Path> entries = Files.list(root)) {
            return entries.allMatch(p -> p.getFileName().toString().equals(CorpusLock.FILE));
        }
    }

    /** Deletes the temporaries in {@code dir} and in its subfolders (the fan-out of {@code maps/}). */
    private static void deleteTemporaries(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> entries = Files.walk(dir, 2)) {
            for (Path p : (Iterable<Path>) entries::iterator) {
                if (AtomicFiles.isTemporary(p.getFileName().toString()) && Files.isRegularFile(p)) {
                    Files.delete(p);
                }
            }
        }
    }
}
