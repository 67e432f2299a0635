package dev.wfc.corpus;

import dev.wfc.core.io.AtomicFiles;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Collects finished maps by shard, on the writer thread, and commits each shard once it holds all its maps: the
 * archive goes in place through a temporary and a rename ({@link AtomicFiles}), then its maps' manifest lines are
 * returned, in index order, for one append. So a shard is either absent, or complete with its members in index
 * order whatever order the maps finished in: its bytes do not depend on the thread count. A map arrives with its
 * members already in tar blocks ({@link Ustar#blocks}, made on its worker), so committing a shard only writes them
 * one after the other and then {@link Ustar#END}: O(shard bytes) of writing, no copying or header work on the writer.
 *
 * <p>Maintainers: memory is the maps of the shards not yet complete, typically a few shards (maps finish roughly in
 * index order), at most the whole run when maps finish very much out of order. A map whose line the manifest
 * already has ({@code listed}, kept by a resume of a shard that was committed but not fully listed) is put in the
 * archive again, without a second line.
 */
final class ShardAssembler {
    private final Path root;
    private final CorpusLayout layout;
    private final long start;
    private final long end;
    private final BitSet listed;
    private final Map<Long, TreeMap<Long, Pending>> open = new HashMap<>();

    /** A finished map: its members (names and bytes, in format order) as tar blocks, and its manifest line. */
    record Pending(byte[] blocks, byte[] line) {
    }

    /** A committed shard's manifest lines to append, and how many lines they are. */
    record Committed(byte[] lines, int count) {
    }

    /**
     * @param listed offsets from {@code start} of the maps the manifest already lists; read only
     */
    ShardAssembler(Path root, CorpusLayout layout, long start, int count, BitSet listed) {
        this.root = root;
        this.layout = layout;
        this.start = start;
        this.end = start + count;
        this.listed = listed;
    }

    /**
     * Adds map {@code index}; commits its shard if it is now complete.
     *
     * @return the manifest lines to append for the committed shard, or null if it is not complete yet
     * @throws IOException naming the shard file if it cannot be written
     */
    Committed add(long index, Pending map) throws IOException {
        long shard = layout.shardOf(index);
        TreeMap<Long, Pending> maps = open.computeIfAbsent(shard, s -> new TreeMap<>());
        maps.put(index, map);
        long lo = Math.max(start, shard * layout.shardSize());
        long hi = Math.min(end, (shard + 1) * layout.shardSize());
        if (maps.size() < hi - lo) {
            return null;
        }
        open.remove(shard);
        List<byte[]> parts = new ArrayList<>(maps.size() + 1);
        ByteArrayOutputStream lines = new ByteArrayOutputStream();
        int count = 0;
        for (Map.Entry<Long, Pending> m : maps.entrySet()) {
            parts.add(m.getValue().blocks());
            if (!listed.get((int) (m.getKey() - start))) {
                lines.writeBytes(m.getValue().line());
                count++;
            }
        }
        parts.add(Ustar.END);
        AtomicFiles.write(root.resolve(CorpusLayout.shardName(shard)), parts);
        return new Committed(lines.toByteArray(), count);
    }
}
