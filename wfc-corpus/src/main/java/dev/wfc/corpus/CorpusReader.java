package dev.wfc.corpus;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wfc.core.Rules;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.core.topo.Topology;
import dev.wfc.corpus.stats.CorpusStatistics;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads a corpus directory made by {@code wfc corpus}: its {@code run.json}, the rules of the spec it was made from
 * (rebuilt from that spec, whose digests must match the ones recorded), its {@code manifest.jsonl} and the maps' JSON
 * grids (files, shard members or Parquet column values, as its layout keeps them), which it reads generically:
 * {@code width}, {@code height}, {@code periodic} and {@code cells} (rows of tile ids, -1 undecided), plus tile
 * names from {@code tiles} where a model writes them. Every problem is an {@link InvalidInputException} whose
 * one-line message names the file (and line or key).
 */
public final class CorpusReader {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path root;
    private final JsonNode run;
    private final Rules rules;
    private final MapGrid grids;

    private CorpusReader(Path root, JsonNode run, Rules rules, SteeredModel model, boolean masked) {
        this.root = root;
        this.run = run;
        this.rules = rules;
        this.grids = new MapGrid(rules, rules.topology() == Topology.SQUARE && !masked ? null : model);
    }

    /**
     * Opens the corpus in {@code root} and rebuilds its rules.
     *
     * @param spec the spec file the corpus was made from; null to take the one run.json names (see
     *     {@link CorpusDir#runInfo}; in an older corpus, the one of its command, relative to the working directory)
     * @throws InvalidInputException if the corpus or the spec cannot be read, or they do not belong together
     */
    public static CorpusReader open(Path root, Path spec) throws InvalidInputException {
        Path runFile = root.resolve(CorpusDir.RUN);
        JsonNode run = readJson(runFile);
        boolean grids = false;
        for (JsonNode format : run.path("formats")) {
            grids |= format.asText().equals(MapFormat.JSON.extension());
        }
        if (!grids) {
            throw new InvalidInputException(runFile + ": formats " + run.path("formats") + " (expected: a corpus "
                    + "made with json among its --formats; stats reads the maps' JSON grids)");
        }
        CorpusJob job = RunSpec.job(root, run, spec);
        try {
            return new CorpusReader(root, run, job.params().newSolver(job.model()::solverBuilder).rules(), job.model(),
                    job.canonicalSpec().path("mask").isTextual());
        } catch (IllegalArgumentException e) {
            Path specFile = spec != null ? spec : RunSpec.file(run, runFile);
            String what = specFile == null ? "the built-in default spec" : "spec " + specFile;
            throw new InvalidInputException(what + ": " + e.getMessage());
        }
    }

    /** The rules the corpus's maps were solved with. */
    public Rules rules() {
        return rules;
    }

    /** The recorded {@code run.json}. */
    public JsonNode run() {
        return run;
    }

    /** Tile names by id from the first map that has them, or null (e.g. overlapping maps, which number patterns). */
    public List<String> names() {
        return grids.names();
    }

    /**
     * Reads every manifest entry and its JSON grid into {@code stats}.
     *
     * @throws InvalidInputException naming the file, and the line or key, that cannot be read or used
     */
    public void readInto(CorpusStatistics stats) throws InvalidInputException {
        readInto(stats, null);
    }

    /**
     * One manifest entry as read, with what {@link CorpusStatistics} made of its map.
     *
     * @param seed the map's seed as the manifest writes it (a decimal string)
     * @param files the map's files, relative to the corpus directory, as the manifest lists them
     * @param divergence the map's KL divergence from the sample, NaN for a map without a decided cell or a grid
     */
    public record MapEntry(long index, String seed, String status, int attempts, double millis, List<String> files,
                           double divergence) {
        public MapEntry {
            files = List.copyOf(files);
        }
    }

    /**
     * Reads every manifest entry and its JSON grid into {@code stats}, and hands each entry to {@code each} in
     * manifest order (the order maps finished in, not necessarily that of their indices).
     *
     * @param each receives every entry after {@code stats} counted it; null for none, in which case the entries'
     *     {@code index} and {@code seed} are not checked
     * @throws InvalidInputException naming the file, and the line or key, that cannot be read or used
     */
    public void readInto(CorpusStatistics stats, Consumer<MapEntry> each) throws InvalidInputException {
        Path manifest = root.resolve(CorpusDir.MANIFEST);
        CorpusLayout layout = CorpusLayout.of(run, root.resolve(CorpusDir.RUN).toString());
        try (BufferedReader in = Files.newBufferedReader(manifest, StandardCharsets.UTF_8);
             ShardStore shards = new ShardStore(root); PartStore parts = new PartStore(root)) {
            MapStore store = MapStore.of(layout, root, shards, parts);
            int lineNumber = 0;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lineNumber++;
                entry(stats, store, each, manifest + " line " + lineNumber, line);
            }
        } catch (InvalidInputException e) {
            throw e;
        } catch (NoSuchFileException e) {
            throw new InvalidInputException(manifest + ": no such file (expected: a corpus made by wfc corpus)");
        } catch (IOException e) {
            throw new InvalidInputException(manifest + ": cannot read (" + IoErrors.describe(e) + ")");
        }
    }

    /** Receives a listed file's name (as the manifest lists it) and bytes. */
    @FunctionalInterface
    public interface FileAction {
        void accept(String name, byte[] bytes) throws IOException;
    }

    /** Whether the maps' files lie inside shards or Parquet parts rather than as files under {@code maps/}. */
    public boolean grouped() throws InvalidInputException {
        return CorpusLayout.of(run, root.resolve(CorpusDir.RUN).toString()).shards();
    }

    /**
     * Hands every file in {@code format} that the manifest lists to {@code each}, in manifest order, read from
     * where the layout keeps it (a shard's member, a part's column value).
     *
     * @throws IOException naming the file that the manifest lists but cannot be read, or what {@code each} throws
     */
    public void forEachFile(MapFormat format, FileAction each) throws IOException {
        CorpusLayout layout = CorpusLayout.of(run, root.resolve(CorpusDir.RUN).toString());
        String suffix = "." + format.extension();
        try (ShardStore shards = new ShardStore(root); PartStore parts = new PartStore(root)) {
            MapStore store = MapStore.of(layout, root, shards, parts);
            ManifestLines.forEach(root, (entry, lineNumber) -> {
                for (JsonNode file : entry == null ? List.<JsonNode>of() : entry.path("files")) {
                    String name = file.asText();
                    if (name.endsWith(suffix)) {
                        byte[] bytes = store.read(entry, name);
                        if (bytes == null) {
                            throw new NoSuchFileException(entry.path(CorpusDir.SHARD_KEY).asText("") + "/" + name);
                        }
                        each.accept(name, bytes);
                    }
                }
            });
        }
    }

    private void entry(CorpusStatistics stats, MapStore store, Consumer<MapEntry> each, String where, String line)
            throws InvalidInputException {
        JsonNode entry;
        try {
            entry = JSON.readTree(line);
        } catch (IOException e) {
            throw new InvalidInputException(where + ": not JSON (expected: a manifest entry)");
        }
        JsonNode status = entry.path("status");
        JsonNode attempts = entry.path("attempts");
        JsonNode millis = entry.path("millis");
        if (!status.isTextual() || !attempts.canConvertToInt() || attempts.asInt() < 1 || !millis.isNumber()) {
            throw new InvalidInputException(where + ": " + line + " (expected: a manifest entry with status, "
                    + "attempts and millis)");
        }
        JsonNode index = entry.path("index");
        JsonNode seed = entry.path("seed");
        if (each != null && (!index.canConvertToLong() || index.asLong() < 0 || !seed.isTextual())) {
            throw new InvalidInputException(where + ": index " + index + ", seed " + seed + " (expected: a manifest "
                    + "entry with its index, >= 0, and its seed as a string)");
        }
        List<String> files = new ArrayList<>();
        entry.path("files").forEach(f -> files.add(f.asText()));
        double divergence = entryStats(stats, store, entry, status.asText(), attempts.asInt(), millis.asDouble());
        if (each != null) {
            each.accept(new MapEntry(index.asLong(), seed.asText(), status.asText(), attempts.asInt(),
                    millis.asDouble(), files, divergence));
        }
    }

    /** Counts one entry into {@code stats}, reading its JSON grid if it has one; returns the map's divergence. */
    private double entryStats(CorpusStatistics stats, MapStore store, JsonNode entry, String status, int attempts,
                              double millis)
            throws InvalidInputException {
        String grid = null;
        for (JsonNode file : entry.path("files")) {
            if (file.asText().endsWith("." + MapFormat.JSON.extension())) {
                grid = file.asText();
            }
        }
        if (grid == null) {
            return stats.add(status, attempts, millis, null, null);
        }
        String shard = entry.path(CorpusDir.SHARD_KEY).asText(null);
        Path file = shard != null ? root.resolve(shard + "/" + grid) : root.resolve(grid);
        JsonNode map = readJson(store, entry, grid, file);
        MapGrid.Decoded decoded = grids.decode(file, map);
        return stats.add(status, attempts, millis, decoded.cells(), decoded.grid());
    }

    /** The JSON file {@code name} of {@code entry} read from {@code store}; {@code file} names it in messages. */
    private static JsonNode readJson(MapStore store, JsonNode entry, String name, Path file)
            throws InvalidInputException {
        byte[] bytes;
        try {
            bytes = store.read(entry, name);
        } catch (IOException e) {
            throw new InvalidInputException(file + ": cannot read (" + IoErrors.describe(e) + ")");
        }
        if (bytes == null) {
            throw new InvalidInputException(file + ": no such file (expected: a corpus made by wfc corpus)");
        }
        try {
            return JSON.readTree(bytes);
        } catch (JsonProcessingException e) {
            throw notJson(file, e);
        } catch (IOException e) {
            throw new InvalidInputException(file + ": cannot read (" + IoErrors.describe(e) + ")");
        }
    }

    static JsonNode readJson(Path file) throws InvalidInputException {
        try {
            return JSON.readTree(file.toFile());
        } catch (NoSuchFileException | java.io.FileNotFoundException e) {
            throw new InvalidInputException(file + ": no such file (expected: a corpus made by wfc corpus)");
        } catch (JsonProcessingException e) {
            throw notJson(file, e);
        } catch (IOException e) {
            throw new InvalidInputException(file + ": cannot read (" + IoErrors.describe(e) + ")");
        }
    }

    private static InvalidInputException notJson(Path file, JsonProcessingException e) {
        return new InvalidInputException(file + ": not valid JSON at line " + e.getLocation().getLineNr()
                + ", column " + e.getLocation().getColumnNr() + " (" + e.getOriginalMessage() + ")");
    }
}
