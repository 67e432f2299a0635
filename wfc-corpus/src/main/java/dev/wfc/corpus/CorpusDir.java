package dev.wfc.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.AtomicFiles;
import dev.wfc.core.io.GridDigest;
import dev.wfc.core.io.InvalidInputException;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The corpus directory: {@code run.json}, {@code manifest.jsonl} and {@code maps/}. A new run needs a missing or
 * empty directory; {@code --resume} needs the run.json of the same job (spec, inputs, master seed, range, formats),
 * and continues from the maps its manifest lists.
 *
 * <p>Maintainers: a killed run can leave a manifest whose last line lacks its newline (cut off mid-write) and
 * temporaries beside the maps; resume cuts the line off and deletes the temporaries, then redoes every map the
 * manifest does not list, overwriting any complete file such a map already had with the same bytes.
 */
public final class CorpusDir {
    /** The folder of map files, the manifest and the run record, relative to the corpus directory. */
    public static final String MAPS = "maps";
    public static final String MANIFEST = "manifest.jsonl";
    public static final String RUN = "run.json";
    /** The run.json keys that must match for --resume, with how the command line calls them. */
    private static final List<String[]> IDENTITY = List.of(
            new String[] {"specSha256", "the spec"},
            new String[] {"inputs", "the spec's input files"},
            new String[] {"masterSeed", "--master-seed"},
            new String[] {"startIndex", "--start-index"},
            new String[] {"count", "--count"},
            new String[] {"formats", "--formats"});
    /** The run.json key of the spec file's absolute path (null for the built-in spec); absent before 0.1.0. */
    static final String SPEC_FILE = "specFile";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path root;
    private final BitSet done;

    private CorpusDir(Path root, BitSet done) {
        this.root = root;
        this.done = done;
    }

    /**
     * Prepares {@code root} for the run {@code run} of maps {@code start .. start + count - 1}.
     *
     * @throws InvalidInputException if {@code root} is not a directory, or holds something else than this job's
     *     corpus (or anything at all without {@code resume})
     * @throws IOException {@code "--out DIR: ..."} if it cannot be created or read
     */
    public static CorpusDir open(Path root, ObjectNode run, boolean resume, long start, int count)
            throws IOException {
        if (Files.exists(root) && !Files.isDirectory(root)) {
            throw new InvalidInputException("--out " + root + ": not a directory (expected: a new or empty "
                    + "directory)");
        }
        try {
            if (!isEmptyOrMissing(root)) {
                if (!resume) {
                    throw new InvalidInputException("--out " + root + ": not empty (expected: a new or empty "
                            + "directory, or --resume to continue the corpus in it)");
                }
                checkSameJob(root, run);
                BitSet done = completed(root.resolve(MANIFEST), start, count);
                deleteTemporaries(root);
                deleteTemporaries(root.resolve(MAPS));
                Files.createDirectories(root.resolve(MAPS));
                return new CorpusDir(root, done);
            }
            Files.createDirectories(root);
            AtomicFiles.write(root.resolve(RUN), encodeRun(run));
            Files.createDirectories(root.resolve(MAPS));
            Files.write(root.resolve(MANIFEST), new byte[0]);
            return new CorpusDir(root, new BitSet());
        } catch (InvalidInputException e) {
            throw e;
        } catch (IOException e) {
            throw new IOException("--out " + root + ": cannot prepare the corpus (" + IoErrors.describe(e) + ")", e);
        }
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

    /** Offsets from the start index of the maps already in the manifest. */
    public BitSet done() {
        return done;
    }

    private static boolean isEmptyOrMissing(Path root) throws IOException {
        if (!Files.exists(root)) {
            return true;
        }
        try (Stream<Path> entries = Files.list(root)) {
            return entries.findAny().isEmpty();
        }
    }

    private static void checkSameJob(Path root, ObjectNode run) throws IOException {
        Path file = root.resolve(RUN);
        if (!Files.isRegularFile(file)) {
            throw new InvalidInputException("--resume: " + root + " has no " + RUN + " (expected: a corpus made by wfc "
                    + "corpus)");
        }
        JsonNode recorded;
        try {
            recorded = JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new InvalidInputException("--resume: " + file + ": not readable as JSON (" + e.getMessage() + ")");
        }
        // Compared as read back from JSON, where a long that fits in an int becomes an int node.
        JsonNode current = JSON.readTree(JSON.writeValueAsBytes(run));
        for (String[] key : IDENTITY) {
            JsonNode was = recorded.path(key[0]);
            JsonNode now = current.path(key[0]);
            if (!was.equals(now)) {
                throw new InvalidInputException("--resume: " + key[1] + " differs from the corpus's (" + file + " has "
                        + key[0] + " " + was + ", this run " + now + "; expected: the same spec, --master-seed, "
                        + "--start-index, --count and --formats as the run that made it)");
            }
        }
    }

    /**
     * The manifest's indices as offsets; cuts off a last line without its newline.
     *
     * @throws InvalidInputException for a line that is not a manifest entry of this range
     */
    private static BitSet completed(Path manifest, long start, int count) throws IOException {
        BitSet done = new BitSet(count);
        if (!Files.exists(manifest)) {
            Files.write(manifest, new byte[0]);
            return done;
        }
        long complete = 0;
        long position = 0;
        int lineNumber = 0;
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        try (InputStream in = new BufferedInputStream(Files.newInputStream(manifest), 1 << 16)) {
            for (int b = in.read(); b >= 0; b = in.read()) {
                position++;
                if (b != '\n') {
                    line.write(b);
                    continue;
                }
                lineNumber++;
                long index = index(line.toString(StandardCharsets.UTF_8), manifest, lineNumber);
                if (index < start || index - start >= count) {
                    throw new InvalidInputException("--resume: " + manifest + " line " + lineNumber + ": index " + index
                            + " (expected: " + start + ".." + (start + count - 1) + ")");
                }
                done.set((int) (index - start));
                line.reset();
                complete = position;
            }
        }
        if (complete < position) {
            try (FileChannel ch = FileChannel.open(manifest, StandardOpenOption.WRITE)) {
                ch.truncate(complete);
            }
        }
        return done;
    }

    private static long index(String line, Path manifest, int lineNumber) throws InvalidInputException {
        try {
            JsonNode index = JSON.readTree(line).path("index");
            if (index.canConvertToExactIntegral()) {
                return index.asLong();
            }
        } catch (IOException e) {
            // reported below
        }
        throw new InvalidInputException("--resume: " + manifest + " line " + lineNumber + ": not a manifest entry "
                + "(expected: a JSON object with an integer index)");
    }

    private static void deleteTemporaries(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> entries = Files.list(dir)) {
            for (Path p : (Iterable<Path>) entries::iterator) {
                if (AtomicFiles.isTemporary(p.getFileName().toString())) {
                    Files.delete(p);
                }
            }
        }
    }
}
