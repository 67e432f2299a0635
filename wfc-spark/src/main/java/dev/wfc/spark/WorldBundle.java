package dev.wfc.spark;

import com.fasterxml.jackson.databind.node.ObjectNode;
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
 * <p>Maintainers: an executor builds a bundle's {@link World} once per JVM and keeps the last few (a world is
 * thread-safe, so the task threads of one executor share its block cache). The world read on an executor must have
 * the driver's canonical spec and input digests, or the task fails.
 */
final class WorldBundle implements Serializable {
    private static final long serialVersionUID = 1L;
    /** How many worlds an executor keeps: jobs of one application rarely alternate between more. */
    private static final int CACHED = 2;
    private static final Map<String, World> BUILT = new LinkedHashMap<>(4, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, World> eldest) {
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

    /** The world on this JVM, read and built from the bundle the first time. */
    World world() {
        String key = canonical + inputs + "|" + cacheBlocks;
        synchronized (BUILT) {
            World world = BUILT.get(key);
            if (world == null) {
                world = build();
                BUILT.put(key, world);
            }
            return world;
        }
    }

    private World build() {
        WorldSpec ws = SpecZip.read(zip, specEntry, WorldBundle::readSpec);
        ObjectNode read = ws.canonical();
        if (!read.toString().equals(canonical) || !new TreeMap<>(ws.job().inputDigests()).equals(inputs)) {
            throw new IllegalStateException("world bundle: read as spec " + read + " with inputs "
                    + ws.job().inputDigests() + " (expected: the driver's spec " + canonical + " with inputs " + inputs
                    + ")");
        }
        return ws.world(cacheBlocks);
    }

    private static WorldSpec readSpec(Path spec) throws IOException {
        return WorldSpec.read(spec);
    }
}
