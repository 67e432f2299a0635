package dev.wfc.spark;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.corpus.CorpusJob;
import dev.wfc.corpus.world.WorldSpec;
import dev.wfc.world.World;

import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * A world spec and its input files, shipped from the driver to the executors as a {@link SpecZip}, and read there
 * with the same reader as {@code wfc world} into the same world.
 *
 * <p>Maintainers: an executor reads a bundle's spec and builds its {@link World} once per JVM and keeps the last few
 * (a world and a model are thread-safe, so the task threads of one executor share the world's block cache). The
 * spec read on an executor must have the driver's canonical spec and input digests, or the task fails.
 */
final class WorldBundle implements Serializable {
    private static final long serialVersionUID = 1L;
    /** How many worlds an executor keeps: jobs of one application rarely alternate between more. */
    private static final int CACHED = 2;
    private static final Map<String, Built> BUILT = new LinkedHashMap<>(4, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Built> eldest) {
            return size() > CACHED;
        }
    };

    private final byte[] zip;
    private final String specEntry;
    private final String canonical;
    private final TreeMap<String, String> inputs;
    private final int cacheBlocks;

    private WorldBundle(byte[] zip, String specEntry, String canonical, Map<String, String> inputs, int cacheBlocks) {
        this.zip = zip;
        this.specEntry = specEntry;
        this.canonical = canonical;
        this.inputs = new TreeMap<>(inputs);
        this.cacheBlocks = cacheBlocks;
    }

    /** Packs {@code ws}, read on the driver from {@code spec} (null for the built-in sample). */
    static WorldBundle of(Path spec, WorldSpec ws, int cacheBlocks) {
        byte[] zip = spec == null ? null : SpecZip.pack(ws.files());
        return new WorldBundle(zip, spec == null ? null : SpecZip.specEntry(spec), ws.canonical().toString(),
                ws.job().inputDigests(), cacheBlocks);
    }

    /** A bundle read on an executor: the spec's model, which encodes a tile's further formats, and its world. */
    record Built(CorpusJob job, World world) {
    }

    /** The world on this JVM, read and built from the bundle the first time. */
    World world() {
        return built().world();
    }

    /** The spec's model on this JVM, read with {@link #world()}. */
    CorpusJob job() {
        return built().job();
    }

    private Built built() {
        String key = canonical + inputs + "|" + cacheBlocks;
        synchronized (BUILT) {
            return BUILT.computeIfAbsent(key, k -> build());
        }
    }

    private Built build() {
        WorldSpec ws = SpecZip.read(zip, specEntry, WorldBundle::readSpec);
        ObjectNode read = ws.canonical();
        if (!read.toString().equals(canonical) || !new TreeMap<>(ws.job().inputDigests()).equals(inputs)) {
            throw new IllegalStateException("world bundle: read as spec " + read + " with inputs "
                    + ws.job().inputDigests() + " (expected: the driver's spec " + canonical + " with inputs " + inputs
                    + ")");
        }
        return new Built(ws.job(), ws.world(cacheBlocks));
    }

    private static WorldSpec readSpec(Path spec) throws IOException {
        return WorldSpec.read(spec);
    }
}
