package dev.wfc.corpus;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.corpus.spec.SpecReader;
import dev.wfc.parallel.MapModel;
import dev.wfc.parallel.MapResult;
import dev.wfc.parallel.SolveParams;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A corpus job as {@code wfc corpus} reads and writes it: the spec resolved, the formats chosen, and what each map
 * and the run become in a corpus directory, so that every runner (the wfc-spark cluster job too) makes the same
 * bytes as {@code wfc corpus}. Safe to use from several threads.
 */
public final class CorpusRecipe {
    /** The corpus directory's folder of map files, its manifest and its run record. */
    public static final String MAPS = CorpusDir.MAPS;
    public static final String MANIFEST = CorpusDir.MANIFEST;
    public static final String RUN = CorpusDir.RUN;

    private final CorpusJob job;
    private final Path spec;
    private final Set<MapFormat> formats;
    private final List<Path> files;

    private CorpusRecipe(CorpusJob job, Path spec, Set<MapFormat> formats, List<Path> files) {
        this.job = job;
        this.spec = spec;
        this.formats = formats;
        this.files = files;
    }

    /**
     * The job of {@code wfc corpus SPEC --formats LIST}.
     *
     * @param spec the spec file, or null for the built-in default spec
     * @param formats a comma-separated list such as {@code png,json}, or null for the model's main format (png, or
     *     txt for a learned model of text examples)
     * @throws InvalidInputException whose message names the spec file and key, or {@code --formats}
     */
    public static CorpusRecipe read(Path spec, String formats) throws InvalidInputException {
        CorpusJob job = spec == null ? SpecReader.defaults() : SpecReader.read(spec);
        List<Path> files = new ArrayList<>();
        if (spec != null) {
            Path dir = spec.toAbsolutePath().getParent();
            files.add(spec.toAbsolutePath());
            job.inputDigests().keySet().forEach(name -> files.add(dir.resolve(name)));
        }
        return new CorpusRecipe(job, spec, chooseFormats(job, formats), List.copyOf(files));
    }

    /**
     * The formats of {@code list}, or the job's main format if it is null.
     *
     * @throws InvalidInputException naming {@code --formats} and what the job's model offers
     */
    public static Set<MapFormat> chooseFormats(CorpusJob job, String list) throws InvalidInputException {
        if (list == null) {
            return EnumSet.of(job.mainFormat());
        }
        Set<MapFormat> chosen;
        try {
            chosen = MapFormat.parse(list);
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException("--formats: " + e.getMessage());
        }
        for (MapFormat f : chosen) {
            if (!job.formats().contains(f)) {
                throw new InvalidInputException("--formats: " + f.extension() + " is not available for the "
                        + job.canonicalSpec().path("model").asText() + " model (expected: a comma-separated list of "
                        + MapFormat.names(job.formats()) + ")");
            }
        }
        return chosen;
    }

    /**
     * Builds one solver, so that a job no seed can solve fails before anything is written.
     *
     * @throws NoMapPossibleException if the rules leave a cell without options before the first choice, blamed on
     *     the designer constraint that does so, if any
     * @throws InvalidInputException if the model cannot make a grid of the spec's size
     */
    public void checkAdmitsMaps() throws InvalidInputException {
        checkAdmitsMaps(job);
    }

    /** {@link #checkAdmitsMaps()} for {@code job}. */
    public static void checkAdmitsMaps(CorpusJob job) throws InvalidInputException {
        try {
            job.params().newSolver(job.model()::solverBuilder);
        } catch (NoMapPossibleException e) {
            SolveParams p = job.params();
            throw job.model().blame(e, p.width(), p.height(), p.periodic(), p::configure);
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(e.getMessage());
        }
    }

    /** The rules and restrictions every map is solved from; safe to use from several threads. */
    public MapModel model() {
        return job.model()::solverBuilder;
    }

    public SolveParams params() {
        return job.params();
    }

    /** The chosen formats' extensions ({@code png}, {@code json}, ...) in the order a map's files are listed. */
    public List<String> formatNames() {
        return formats.stream().map(MapFormat::extension).toList();
    }

    /**
     * Files that the maps refer to, by their names relative to the corpus directory, written once at its root (the
     * tileset image of Tiled maps); none for most jobs.
     */
    public Map<String, byte[]> sharedFiles() {
        return job.sharedFiles(formats);
    }

    /** The spec file and every input file it names, as the spec reader resolves them; none for the built-in spec. */
    public List<Path> files() {
        return files;
    }

    /** The SHA-256 of the spec with every default filled in: run.json's {@code specSha256}. */
    public String specSha256() {
        return CorpusDir.specSha256(job);
    }

    /** The SHA-256 of every input file by its path as the spec writes it: run.json's {@code inputs}. */
    public Map<String, String> inputDigests() {
        return job.inputDigests();
    }

    /**
     * What a map becomes in the corpus: the extensions of the formats it has a file in, the names of those files
     * relative to the corpus directory and their bytes, all three in the same order (none without a solution, and
     * none in a format that cannot show the map, such as txt for a partial map); the SHA-256 of its tile grid (null
     * without a solution); the manifest's {@code diagnosis} object as JSON (null if the map has none); and its
     * manifest line with the newline.
     */
    public record MapEntry(List<String> formats, List<String> names, List<byte[]> files, String sha256,
                           String diagnosis, byte[] manifestLine) {
    }

    /** The entry of {@code map} by the names of the flat files layout (see {@link #entry(MapResult, int)}). */
    public MapEntry entry(MapResult map) {
        return entry(map, new CorpusLayout(false, 0, 0));
    }

    /**
     * The entry of {@code map} in a run of {@code count} maps in the files layout: the bytes {@code wfc corpus}
     * writes for it (besides the manifest's timing), named as it names them (in subfolders beyond
     * {@link CorpusLayout#FAN_OUT_ABOVE} maps).
     */
    public MapEntry entry(MapResult map, int count) {
        return entry(map, CorpusLayout.files(count));
    }

    /**
     * The entry of {@code map} in {@code layout}: the bytes {@code wfc corpus} writes for it (besides the manifest's
     * timing), named as it names them; in the shards layout the names are the shard's member names and the manifest
     * line names the shard (see {@link #shard}).
     */
    public MapEntry entry(MapResult map, CorpusLayout layout) {
        CorpusWriter.Encoded encoded = CorpusWriter.encode(job, formats, map.solution(),
                layout.levelsBelowRoot());
        Map<String, byte[]> named = CorpusWriter.namedFiles(map.index(), encoded, layout);
        ObjectNode diagnosis = CorpusWriter.diagnosis(job, map.solution());
        String shard = layout.shards() ? layout.groupName(layout.shardOf(map.index())) : null;
        return new MapEntry(encoded.files().keySet().stream().map(MapFormat::extension).toList(),
                List.copyOf(named.keySet()), List.copyOf(named.values()), encoded.sha256(),
                diagnosis == null ? null : diagnosis.toString(),
                CorpusWriter.manifestLine(job, map, named.keySet(), encoded, shard));
    }

    /**
     * The bytes of the shard file that holds {@code entries} (of the shards layout, in index order, every map of one
     * shard of the run): the ustar archive {@code wfc corpus --layout shards} writes for them. O(total file size).
     *
     * @throws IllegalArgumentException if the archive would reach 2 GB
     */
    public static byte[] shard(List<MapEntry> entries) {
        Map<String, byte[]> members = new LinkedHashMap<>();
        for (MapEntry entry : entries) {
            for (int k = 0; k < entry.names().size(); k++) {
                members.put(entry.names().get(k), entry.files().get(k));
            }
        }
        return Ustar.archive(members);
    }

    /**
     * The bytes of run.json for a run of maps {@code startIndex .. startIndex + count - 1} in the files layout of
     * that count (see {@link CorpusLayout#files}).
     *
     * @param command the command line that made the corpus, its program first
     * @param execution how it ran, e.g. {@code threads} (values become JSON numbers, strings, ...)
     */
    public byte[] runJson(List<String> command, Map<String, ?> execution, long masterSeed, long startIndex,
                          int count) {
        return runJson(command, execution, masterSeed, startIndex, count, CorpusLayout.files(count));
    }

    /** {@link #runJson(List, Map, long, long, int)} of a run in {@code layout}, which run.json records. */
    public byte[] runJson(List<String> command, Map<String, ?> execution, long masterSeed, long startIndex,
                          int count, CorpusLayout layout) {
        try {
            return CorpusDir.encodeRun(CorpusDir.runInfo(command, execution, job, spec, formats, masterSeed,
                    startIndex, count, layout));
        } catch (IOException e) {
            throw new UncheckedIOException("run.json: " + e.getMessage(), e);
        }
    }
}
