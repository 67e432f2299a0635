package dev.wfc.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Solution;
import dev.wfc.parallel.MapModel;
import dev.wfc.parallel.SolveParams;

import java.util.Map;
import java.util.Set;

/**
 * A corpus spec resolved against its files: what every map of the corpus is solved from and how it is written.
 * One implementation per model; {@link SpecReader} picks it by the spec's {@code model} key.
 */
interface CorpusJob {
    /** The rules and restrictions; safe to use from every worker thread. */
    MapModel model();

    SolveParams params();

    /** The formats this model can write. */
    Set<MapFormat> formats();

    /** The file of {@code map} in {@code format}, one of {@link #formats()}. */
    byte[] encode(MapFormat format, Solution map);

    /** The spec with every default filled in, {@code model} first: what run.json records and resume compares. */
    ObjectNode canonicalSpec();

    /** SHA-256 of every input file the spec names, by the path as written in the spec. */
    Map<String, String> inputDigests();

    /** Rough heap bytes one worker needs to solve and encode a map (see {@link MemoryBudget}). */
    double bytesPerWorker();
}
