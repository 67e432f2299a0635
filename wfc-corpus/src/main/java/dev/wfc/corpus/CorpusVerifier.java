package dev.wfc.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.core.Seeds;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.TiledAtlas;
import dev.wfc.corpus.parquet.ParquetPart;
import dev.wfc.parallel.ProgressListener;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Checks a corpus directory against its manifest and run.json, for {@code wfc verify}: every listed file present
 * with its recorded SHA-256 (older manifests without digests: present and decodable), no file the manifest does not
 * list, every entry consistent with run.json (index in the range and listed once, the seed derived from the master
 * seed and the index, file names of the layout and the formats), every map of the range listed; and, on request,
 * some or all maps solved again and compared with their recorded grid digest, status, attempts and file digests.
 *
 * <p>Maintainers: one pass over the manifest reading every listed file once (O(corpus bytes)), a walk of {@code maps/},
 * {@code shards/} or {@code parquet/} (a part's index column and its format columns' levels), and for re-solving,
 * {@link CorpusResolver}. A missing or damaged part is reported once, on its first entry. Memory: a bit per map and
 * format, one part's columns read, and one small record per map chosen to re-solve. The walk ignores {@code .wfc.lock},
 * the default output folder of {@code wfc stats} ({@code stats/}) and, with tmj or tmx, {@code tileset.png}. The corpus's lock
 * is held for the whole verification, so no run or {@code --resume} changes the corpus meanwhile.
 */
public final class CorpusVerifier {
    /** The folder {@code wfc stats} writes into by default; not part of the corpus. */
    public static final String STATS = "stats";
    private static final ObjectMapper JSON = new ObjectMapper();
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
    private final BitSet listed;
    /** Per format (by ordinal), the offsets whose file in that format the manifest lists. */
    private final BitSet[] listedFiles;
    private long files;
    private long unhashed;
    private long problems;
    private long entries;
    private long startNanos;
    /** The parts manifest entries name, and the last part reported missing or damaged (parquet layout). */
    private final Set<String> namedParts = new HashSet<>();
    private String reportedPart;

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
        this.listed = new BitSet(count);
        this.listedFiles = new BitSet[MapFormat.values().length];
        for (MapFormat f : formats) {
            listedFiles[f.ordinal()] = new BitSet(count);
        }
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
        CorpusJob job = resolve != 0 ? CorpusReader.job(root, v.run, spec) : null;
        CorpusLock lock = CorpusLock.acquireIfPresent(root);
        try (lock) {
            v.startNanos = System.nanoTime();
            v.checkEntries();
            v.checkMissing();
            v.checkUnlisted();
            long resolved = job == null ? 0 : new CorpusResolver(root, job, v.formats, v.layout, v.start, v.count,
                    v.masterSeed, v::problem).resolve(v.listed, resolve, threads, progress);
            return new Summary(v.listed.cardinality(), v.files, v.unhashed, resolved, v.problems);
        } catch (IOException e) {
            throw new InvalidInputException(root + ": cannot read (" + IoErrors.describe(e) + ")");
        }
    }

    private void problem(String line) {
        problems++;
        report.accept(line);
    }

    /** Calls {@code action} with every manifest line parsed (null if it is not JSON), and its line number. */
    static void forEachEntry(Path root, EntryAction action) throws IOException {
        Path manifest = root.resolve(CorpusDir.MANIFEST);
        try (BufferedReader in = Files.newBufferedReader(manifest, StandardCharsets.UTF_8)) {
            int lineNumber = 0;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lineNumber++;
                JsonNode entry;
                try {
                    entry = JSON.readTree(line);
                } catch (IOException e) {
                    entry = null;
                }
                action.accept(entry, lineNumber);
            }
        }
    }

    @FunctionalInterface
    interface EntryAction {
        void accept(JsonNode entry, int lineNumber) throws IOException;
    }

    private void checkEntries() throws IOException {
        try (ShardStore shards = new ShardStore(root); PartStore parts = new PartStore(root)) {
            MapStore store = MapStore.of(layout, root, shards, parts);
            forEachEntry(root, (entry, lineNumber) -> {
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
        if (index < start || index - start >= count) {
            problem(where + ": index " + index + " (expected: " + start + ".." + (start + count - 1) + ", the range "
                    + "of run.json)");
            return;
        }
        int offset = (int) (index - start);
        String map = "map " + index;
        if (listed.get(offset)) {
            problem(map + ": listed again on " + where);
            return;
        }
        listed.set(offset);
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
            if (layout.parquet() && !rowPresent((PartStore) store, entry, map, shard)) {
                return;
            }
        }
        JsonNode digests = entry.path(CorpusDir.FILE_SHA256_KEY);
        for (JsonNode file : entry.path("files")) {
            String name = file.asText();
            MapFormat format = formatOf(index, name);
            if (format == null) {
                problem(map + ": " + name + ": not a file name of this map (expected: one of " + expectedNames(index)
                        + ")");
                continue;
            }
            listedFiles[format.ordinal()].set(offset);
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

    /**
     * Whether {@code entry}'s row is in its part {@code part}; if not, reports it: a missing or damaged part once,
     * on its first entry, a missing row on its map. A row that is there is checked against the entry: its own seed,
     * status and sha256 columns.
     */
    private boolean rowPresent(PartStore parts, JsonNode entry, String map, String part) {
        namedParts.add(part);
        String damage = parts.partProblem(entry);
        if (damage != null) {
            if (!part.equals(reportedPart)) {
                reportedPart = part;
                problem(part + ": " + damage + " (it holds maps the manifest lists, such as " + map + ")");
            }
            return false;
        }
        try {
            if (!parts.hasRow(entry)) {
                problem(map + ": " + part + ": no row of its index");
                return false;
            }
        } catch (IOException e) {
            throw new AssertionError("partProblem read the part", e);
        }
        try {
            parts.rowDisagreements(entry).forEach(d -> problem(map + ": " + part + ": " + d));
        } catch (IOException e) {
            problem(map + ": " + part + ": " + IoErrors.describe(e));
        }
        return true;
    }

    /** The format of {@code name} if it is the name of map {@code index}'s file in it, else null. */
    private MapFormat formatOf(long index, String name) {
        for (MapFormat f : formatOrder) {
            if (layout.fileName(index, f).equals(name)) {
                return f;
            }
        }
        return null;
    }

    private String expectedNames(long index) {
        StringBuilder b = new StringBuilder();
        for (MapFormat f : formatOrder) {
            b.append(b.length() == 0 ? "" : ", ").append(layout.fileName(index, f));
        }
        return b.toString();
    }

    /** Reports the indices of the range that the manifest does not list, as runs {@code maps A..B}. */
    private void checkMissing() {
        for (int a = listed.nextClearBit(0); a < count; a = listed.nextClearBit(a)) {
            int b = Math.min(listed.nextSetBit(a) < 0 ? count : listed.nextSetBit(a), count);
            problem((b - a == 1 ? "map " + (start + a) : "maps " + (start + a) + ".." + (start + b - 1))
                    + ": not in the manifest (run.json names " + count + " maps from index " + start + ")");
            a = b;
        }
    }

    private void checkUnlisted() throws IOException {
        try (Stream<Path> top = Files.list(root)) {
            for (Path p : (Iterable<Path>) top.sorted()::iterator) {
                String name = p.getFileName().toString();
                boolean known = name.equals(CorpusDir.RUN) || name.equals(CorpusDir.MANIFEST)
                        || name.equals(CorpusLock.FILE) || name.equals(STATS) && Files.isDirectory(p)
                        || name.equals(CorpusDir.MAPS) && !layout.shards() && Files.isDirectory(p)
                        || name.equals(layout.folder()) && layout.shards() && Files.isDirectory(p)
                        || (formats.contains(MapFormat.TMJ) || formats.contains(MapFormat.TMX))
                        && name.equals(TiledAtlas.IMAGE);
                if (!known) {
                    problem(name + ": not listed in the manifest (expected: only run.json, manifest.jsonl, "
                            + layout.folder() + "/ and the files it lists)");
                }
            }
        }
        if (layout.parquet()) {
            checkParts();
        } else if (layout.shards()) {
            checkShards();
        } else {
            checkMapsFolder();
        }
    }

    private void checkMapsFolder() throws IOException {
        Path maps = root.resolve(CorpusDir.MAPS);
        if (!Files.isDirectory(maps)) {
            return;
        }
        try (Stream<Path> all = Files.walk(maps)) {
            for (Path p : (Iterable<Path>) all.sorted()::iterator) {
                if (Files.isDirectory(p)) {
                    continue;
                }
                String name = root.relativize(p).toString().replace(java.io.File.separatorChar, '/');
                if (!isListed(name, p.getFileName().toString())) {
                    problem(name + ": not listed in the manifest");
                }
            }
        }
    }

    /**
     * Whether {@code name} (relative to the corpus, or a shard member) is a listed file; {@code base} is its last
     * part.
     */
    private boolean isListed(String name, String base) {
        int dot = base.indexOf('.');
        if (dot < 1) {
            return false;
        }
        long index;
        try {
            index = Long.parseLong(base.substring(0, dot));
        } catch (NumberFormatException e) {
            return false;
        }
        if (index < start || index - start >= count) {
            return false;
        }
        MapFormat format = formatOf(index, name);
        return format != null && listedFiles[format.ordinal()].get((int) (index - start));
    }

    private void checkShards() throws IOException {
        try (ShardStore store = new ShardStore(root)) {
            eachGroup((shard, number) -> {
                Map<String, Ustar.Member> members;
                try {
                    members = store.members(shard);
                } catch (IOException e) {
                    return; // reported with the entries that name it
                }
                for (String member : members.keySet()) {
                    boolean here;
                    try {
                        here = layout.shardOf(Long.parseLong(member.substring(0, Math.max(member.indexOf('.'), 0))))
                                == number;
                    } catch (NumberFormatException e) {
                        here = false;
                    }
                    if (!here || !isListed(member, member)) {
                        problem(shard + ": " + member + ": not listed in the manifest");
                    }
                }
            });
        }
    }

    /**
     * Reports the files of {@code parquet/} that are not parts named by the manifest, and the rows of each part
     * whose index is not of that part or whose format values the manifest does not list; a damaged part named by
     * the manifest was reported with its entries.
     */
    private void checkParts() throws IOException {
        try (PartStore store = new PartStore(root)) {
            eachGroup((part, number) -> {
                ParquetPart rows;
                try {
                    rows = store.part(part);
                } catch (IOException e) {
                    if (!namedParts.contains(part)) {
                        problem(part + ": not listed in the manifest (" + IoErrors.describe(e) + ")");
                    }
                    return;
                }
                long[] indices = store.indices();
                boolean[][] present = new boolean[formatOrder.length][];
                for (int f = 0; f < formatOrder.length; f++) {
                    String column = formatOrder[f].extension();
                    try {
                        present[f] = rows.has(column) ? rows.present(column) : new boolean[indices.length];
                    } catch (IOException e) {
                        problem(part + ": " + IoErrors.describe(e));
                        present[f] = new boolean[indices.length];
                    }
                }
                for (int r = 0; r < indices.length; r++) {
                    long index = indices[r];
                    boolean here = layout.shardOf(index) == number && index >= start && index - start < count
                            && listed.get((int) (index - start));
                    if (!here) {
                        problem(part + ": the row of map " + index + ": not listed in the manifest");
                        continue;
                    }
                    for (int f = 0; f < formatOrder.length; f++) {
                        String member = CorpusLayout.baseName(index, formatOrder[f]);
                        if (present[f][r] && !isListed(member, member)) {
                            problem(part + ": the row of map " + index + ": its " + formatOrder[f].extension()
                                    + " value is not listed in the manifest");
                        }
                    }
                }
            });
        }
    }

    /**
     * The number of a shard or part file named {@code name} in the layout's folder ({@code corpus-000007.tar},
     * {@code part-000007.parquet}), or -1 for a name the layout does not give a group.
     */
    private long groupNumber(String name) {
        int dash = name.indexOf('-');
        int dot = name.lastIndexOf('.');
        if (dash < 0 || dot <= dash) {
            return -1;
        }
        try {
            long n = Long.parseLong(name.substring(dash + 1, dot));
            return layout.groupName(n).equals(layout.folder() + "/" + name) ? n : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** What {@link #eachGroup} does with a group file the layout names. */
    private interface GroupVisitor {
        void visit(String group, long number) throws IOException;
    }

    /**
     * Calls {@code visit} with each file of the layout's folder that is a shard or part the layout names, in name
     * order (its path relative to the corpus, and its number), and reports every other entry there as unlisted.
     */
    private void eachGroup(GroupVisitor visit) throws IOException {
        Path dir = root.resolve(layout.folder());
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> all = Files.list(dir)) {
            for (Path p : (Iterable<Path>) all.sorted()::iterator) {
                String group = layout.folder() + "/" + p.getFileName();
                long number = groupNumber(p.getFileName().toString());
                if (number < 0 || !Files.isRegularFile(p)) {
                    problem(group + ": not listed in the manifest");
                    continue;
                }
                visit.visit(group, number);
            }
        }
    }
}
