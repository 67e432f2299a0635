package dev.wfc.corpus;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Solution;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.corpus.spec.SpecReader;
import dev.wfc.parallel.SolveParams;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;

/**
 * A corpus spec resolved against its files: what every map of the corpus is solved from and how it is written.
 * One implementation per model, picked by the spec's {@code model} key.
 */
public interface CorpusJob {
    /**
     * Reads and resolves a spec file strictly: unknown keys, wrong types and values out of range are errors.
     * Relative paths in it start from its directory.
     *
     * @throws InvalidInputException whose one-line message starts with the file, then the key at fault; also for
     *     a file that is missing or cannot be read
     */
    static CorpusJob read(Path spec) throws InvalidInputException {
        return SpecReader.read(spec);
    }

    /** The job of the built-in default spec, {@code {"model": "overlapping"}}: the built-in sample. */
    static CorpusJob defaults() {
        return SpecReader.defaults();
    }

    /**
     * The model itself, without the spec's designer constraints: its rules, tile names and drawing, e.g. for an
     * unbounded world of it. Safe to use from every thread.
     */
    Model bareModel();

    /** The rules, restrictions and designer constraints; safe to use from every worker thread. */
    SteeredModel model();

    SolveParams params();

    /** The formats this model can write. */
    Set<MapFormat> formats();

    /** The format written when none is chosen: the map as the model's single-map command writes it. */
    default MapFormat mainFormat() {
        return MapFormat.PNG;
    }

    /**
     * The file of {@code map} in {@code format} as a file one folder below the corpus root: {@link #encode(MapFormat,
     * Solution, int)} with {@code levels} 1.
     */
    default byte[] encode(MapFormat format, Solution map) {
        return encode(format, map, 1);
    }

    /**
     * The file of {@code map} in {@code format}, one of {@link #formats()}, as a file {@code levels} folders below
     * the corpus root, from where it names the {@link #sharedFiles} (a Tiled map names the tileset image
     * {@code ../tileset.png} from {@code maps/}, {@code ../../tileset.png} from {@code maps/012/}; a format that names
     * none is the same at every level); null if the format cannot show this map (text cannot show a partial map's
     * undecided cells).
     *
     * @param levels folders between the corpus root and the file, >= 1 ({@link CorpusLayout#levelsBelowRoot})
     */
    byte[] encode(MapFormat format, Solution map, int levels);

    /**
     * Files that the maps in {@code formats} refer to, written once at the corpus's root by their names (the
     * tileset image of Tiled maps); none by default.
     */
    default Map<String, byte[]> sharedFiles(Set<MapFormat> formats) {
        return Map.of();
    }

    /** The spec with every default filled in, {@code model} first: what run.json records and resume compares. */
    ObjectNode canonicalSpec();

    /** SHA-256 of every input file the spec names, by the path as written in the spec. */
    Map<String, String> inputDigests();

    /** Rough heap bytes one worker needs to solve and encode a map (see {@link dev.wfc.core.MemoryEstimate}). */
    double bytesPerWorker();

    /**
     * Rough, generous bytes of one map's file in any of this job's formats ({@link
     * dev.wfc.core.MemoryEstimate#fileBytes}): what a shard being assembled holds a map and format.
     */
    double bytesPerFile();
}
