package dev.wfc.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wfc.core.Seeds;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.parallel.ProgressListener;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Checks a corpus directory against its manifest and run.json, for {@code wfc verify}: every listed file present
 * with its recorded SHA-256 (older manifests without digests: present and decodable), no file the manifest does not
 * list, every entry consistent with run.json (index in the range and listed once, the seed derived from the master
 * seed and the index, file names of the layout and the formats), every map of the range listed; and, on request,
 * some or all maps solved again and compared with their recorded grid digest, status, attempts and file digests.
 *
 * <p>Maintainers: one pass over the manifest reading every listed file once (O(corpus bytes)), recording what it
 * lists in {@link ListedMaps} (a bit per map and format; parquet rows checked by {@link PartChecks}), then
 * {@link UnlistedFiles}' walk of the corpus, and for re-solving, {@link CorpusResolver}. Memory: a bit per map and
 * format, one part's columns read, and one small record per map chosen to re-solve. The corpus's lock is held for
 * the whole verification, so no run or {@code --resume} changes the corpus meanwhile.
 */
public final class CorpusVerifier {
    /** The folder {@code wfc stats} writes into by default; not part of the corpus. */
    public static final String STATS = "stats";
    private static final Set<String> STATUSES = Set.of("solved", "contradiction", "step_limit");

    private final Path root;
    private final Consumer<String> report;
    private final ProgressListener progress;
    private final JsonNode run;
    private final CorpusLayout layout;
    private final Set<MapFormat> formats;
    private final MapFormat[] formatOrder;
    private final long start;
    private final int count;
    private final long masterSeed;
    private final ListedMaps listed;
    private final PartChecks parts;
    private long files;
    private long unhashed;
    private long problems;
    private long entries;
    private long startNanos;

    /**
     * What a verification found: maps listed, files checked, files without a recorded digest (checked by decoding),
     * maps solved again, and problems reported.
     */
    public record Summary(long maps, long files, long unhashed, long resolved, long problems) {
        /** Whether everything held. */
        public boolean ok() {
            return problems == 0;
        }
    }

    private CorpusVerifier(Path root, Consumer<String> report, ProgressListener progress)
            throws InvalidInputException {
        this.root = root;
        this.report = report;
        this.progress = progress;
        Path runFile = root.resolve(CorpusDir.RUN);
        if (!Files.isDirectory(root)) {
            throw new InvalidInputException(root + ": not a directory (expected: a corpus made by wfc corpus)");
        }
        if (!Files.isRegularFile(root.resolve(CorpusDir.MANIFEST))) {
            throw new InvalidInputException(root.resolve(CorpusDir.MANIFEST) + ": no such file (expected: a corpus "
                    + "made by wfc corpus)");
        }
        this.run = CorpusReader.readJson(runFile);
        JsonNode c = run.path("count");
        JsonNode s = run.path("startIndex");
        long seed;
        try {
            seed = Long.parseLong(run.path("masterSeed").asText());
        } catch (NumberFormatException e) {
            throw notARun(runFile, "masterSeed " + run.path("masterSeed"));
        }
        if (!c.canConvertToInt() || c.asInt() < 1 || !s.canConvertToLong() || s.asLong() < 0) {
            throw notARun(runFile, "count " + c + ", startIndex " + s);
        }
        this.masterSeed = seed;
        this.count = c.asInt();
        this.start = s.asLong();
        this.formats = EnumSet.noneOf(MapFormat.class);
        StringBuilder names = new StringBuilder();
        for (JsonNode f : run.path("formats")) {
            names.append(names.length() == 0 ? "" : ",").append(f.asText());
        }
        try {
            formats.addAll(MapFormat.parse(names.toString()));
        } catch (IllegalArgumentException e) {
            throw notARun(runFile, "formats " + run.path("formats"));
        }
        this.formatOrder = formats.toArray(MapFormat[]::new);
        this.layout = CorpusLayout.of(run, runFile.toString());
        this.listed = new ListedMaps(layout, formatOrder, start, count);
        this.parts = new PartChecks(root, listed, formatOrder, layout, this::problem);
    }

    private static InvalidInputException notARun(Path runFile, String what) {
        return new InvalidInputException(runFile + ": " + what + " (expected: the run.json of a corpus made by wfc "
                + "corpus)");
    }

    /**
     * Verifies the corpus in {@code root}, reporting each problem as one line to {@code report}
     * ({@code "map 7: maps/000007.png: missing"}).
     *
     * @param spec the spec the corpus was made from, for re-solving; null to take the one run.json names
     * @param resolve how many maps to solve again, spread evenly over the listed ones: 0 for none, a negative
     *     number for all
     * @param threads worker threads for re-solving
     * @param progress told after every manifest entry checked (done of run.json's count), then after every map
     *     solved again (done of those chosen, its clock restarted); null for none
     * @throws InvalidInputException if {@code root} is not a corpus (no manifest, or no readable run.json), a run
     *     holds its lock, or the spec for re-solving cannot be read or is not the corpus's
     */
    public static Summary verify(Path root, Path spec, long resolve, int threads, Consumer<String> report,
                                 ProgressListener progress) throws InvalidInputException {
        CorpusVerifier v = new CorpusVerifier(root, report, progress);
        CorpusJob job = resolve != 0 ? RunSpec.job(root, v.run, spec) : null;
        CorpusLock lock = CorpusLock.acquireIfPresent(root);
        try (lock) {
            v.startNanos = System.nanoTime();
            v.checkEntries();
            v.checkMissing();
            new UnlistedFiles(root, v.layout, v.formats, v.listed, v::problem).check(v.parts);
            long resolved = job == null ? 0 : new CorpusResolver(root, job, v.formats, v.layout, v.start, v.count,
                    v.masterSeed, v::problem).resolve(v.listed.maps(), resolve, threads, progress);
            return new Summary(v.listed.maps().cardinality(), v.files, v.unhashed, resolved, v.problems);
        } catch (IOException e) {
            throw new InvalidInputException(root + ": cannot read (" + IoErrors.describe(e) + ")");
        }
    }

    private void problem(String line) {
        problems++;
        report.accept(line);
    }

    private void checkEntries() throws IOException {
        try (ShardStore shards = new ShardStore(root); PartStore parts = new PartStore(root)) {
            MapStore store = MapStore.of(layout, root, shards, parts);
            ManifestLines.forEach(root, (entry, lineNumber) -> {
                checkEntry(store, entry, lineNumber);
                entries++;
                if (progress != null) {
                    progress.progress(Math.min(entries, count), count, System.nanoTime() - startNanos);
                }
            });
        }
    }

    private void checkEntry(MapStore store, JsonNode entry, int lineNumber) {
        String where = CorpusDir.MANIFEST + " line " + lineNumber;
        if (entry == null || !entry.path("index").canConvertToExactIntegral()) {
            problem(where + ": not a manifest entry (expected: a JSON object with an integer index)");
            return;
        }
        long index = entry.get("index").asLong();
        if (!listed.inRange(index)) {
            problem(where + ": index " + index + " (expected: " + start + ".." + (start + count - 1) + ", the range "
                    + "of run.json)");
            return;
        }
        String map = "map " + index;
        if (listed.isListed(index)) {
            problem(map + ": listed again on " + where);
            return;
        }
        listed.list(index);
        String seed = Long.toString(Seeds.map(masterSeed, index));
        if (!entry.path("seed").asText().equals(seed)) {
            problem(map + ": seed " + entry.path("seed") + " (expected: " + seed + ", derived from run.json's "
                    + "masterSeed and the index)");
        }
        if (!STATUSES.contains(entry.path("status").asText())) {
            problem(map + ": status " + entry.path("status") + " (expected: solved, contradiction or step_limit)");
        }
        if (layout.shards()) {
            String shard = layout.groupName(layout.shardOf(index));
            if (!entry.path(CorpusDir.SHARD_KEY).asText().equals(shard)) {
                problem(map + ": shard " + entry.path(CorpusDir.SHARD_KEY) + " (expected: \"" + shard + "\")");
                return;
            }
            if (layout.parquet() && !parts.rowPresent((PartStore) store, entry, map, shard)) {
                return;
            }
        }
        JsonNode digests = entry.path(CorpusDir.FILE_SHA256_KEY);
        for (JsonNode file : entry.path("files")) {
            String name = file.asText();
            MapFormat format = listed.formatOf(index, name);
            if (format == null) {
                problem(map + ": " + name + ": not a file name of this map (expected: one of "
                        + listed.expectedNames(index) + ")");
                continue;
            }
            listed.listFile(index, format);
            files++;
            JsonNode sha = digests.get(format.extension());
            unhashed += sha == null ? 1 : 0;
            String problem;
            try {
                problem = MapFileCheck.problem(name, store.read(entry, name), sha == null ? null : sha.asText());
            } catch (IOException e) {
                problem = "cannot be read (" + IoErrors.describe(e) + ")";
            }
            if (problem != null) {
                problem(map + ": " + (layout.shards() ? entry.path(CorpusDir.SHARD_KEY).asText() + ": " : "") + name
                        + ": " + problem);
            }
        }
    }

    /** Reports the indices of the range that the manifest does not list, as runs {@code maps A..B}. */
    private void checkMissing() {
        BitSet maps = listed.maps();
        for (int a = maps.nextClearBit(0); a < count; a = maps.nextClearBit(a)) {
            int b = Math.min(maps.nextSetBit(a) < 0 ? count : maps.nextSetBit(a), count);
            problem((b - a == 1 ? "map " + (start + a) : "maps " + (start + a) + ".." + (start + b - 1))
                    + ": not in the manifest (run.json names " + count + " maps from index " + start + ")");
            a = b;
        }
    }
}
