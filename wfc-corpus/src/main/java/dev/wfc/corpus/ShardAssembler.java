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
import java.util.function.Function;

/**
 * Collects finished maps by shard, on the writer thread, and commits each shard once it holds all its maps: the
 * file goes in place through a temporary and a rename ({@link AtomicFiles}), then its maps' manifest lines are
 * returned, in index order, for one append. So a shard is either absent, or complete with its maps in index order
 * whatever order they finished in: its bytes do not depend on the thread count. A map arrives as its shard member,
 * made on its worker (tar blocks, {@link Ustar#blocks}, or a Parquet row, {@link ParquetRows}); committing a shard
 * only assembles the members into the file ({@code assemble}).
 *
 * <p>The lines of a shard committed before an earlier shard of the run are held until every earlier shard is
 * committed (or was complete before the run), so the manifest lists the run's maps in index order for any thread
 * count. A resume that drops entries in the middle of a manifest appends their maps at its end.
 *
 * <p>Maintainers: memory is the maps of the shards not yet complete and the lines of the shards held, typically a
 * few shards (maps finish roughly in index order), at most the whole run when maps finish very much out of order.
 * A map whose line the manifest already has ({@code listed}, kept by a resume of a shard that was committed but not
 * fully listed) is put in the shard again, without a second line.
 */
final class ShardAssembler {
    private final Path root;
    private final CorpusLayout layout;
    private final long start;
    private final long end;
    private final BitSet listed;
    private final Function<List<byte[][]>, List<byte[]>> assemble;
    private final Map<Long, TreeMap<Long, Pending>> open = new HashMap<>();
    private final TreeMap<Long, Committed> held = new TreeMap<>();
    /** The first shard of the run whose lines are not yet returned. */
    private long next;

    /** A finished map: its shard member, and its manifest line. */
    record Pending(byte[][] member, byte[] line) {
    }

    /** Manifest lines to append, and how many lines they are. */
    record Committed(byte[] lines, int count) {
    }

    /**
     * @param listed offsets from {@code start} of the maps the manifest already lists; read only
     * @param assemble the file of a shard's members, in index order, as parts to write one after the other
     */
    ShardAssembler(Path root, CorpusLayout layout, long start, int count, BitSet listed,
                   Function<List<byte[][]>, List<byte[]>> assemble) {
        this.root = root;
        this.layout = layout;
        this.start = start;
        this.end = start + count;
        this.listed = listed;
        this.assemble = assemble;
        this.next = layout.shardOf(start);
    }

    /**
     * Adds map {@code index}; commits its shard if it is now complete.
     *
     * @return the manifest lines to append, of the committed shards that are now next in index order, or null if
     *     there are none
     * @throws IOException naming the shard file if it cannot be written
     */
    Committed add(long index, Pending map) throws IOException {
        long shard = layout.shardOf(index);
        TreeMap<Long, Pending> maps = open.computeIfAbsent(shard, s -> new TreeMap<>());
        maps.put(index, map);
        if (maps.size() < hi(shard) - lo(shard)) {
            return null;
        }
        open.remove(shard);
        List<byte[][]> members = new ArrayList<>(maps.size());
        ByteArrayOutputStream lines = new ByteArrayOutputStream();
        int count = 0;
        for (Map.Entry<Long, Pending> m : maps.entrySet()) {
            members.add(m.getValue().member());
            if (!listed.get((int) (m.getKey() - start))) {
                lines.writeBytes(m.getValue().line());
                count++;
            }
        }
        AtomicFiles.write(root.resolve(layout.groupName(shard)), assemble.apply(members));
        held.put(shard, new Committed(lines.toByteArray(), count));
        return release();
    }

    /** The held lines of the shards from {@link #next} on that are committed or were listed whole before the run. */
    private Committed release() {
        ByteArrayOutputStream lines = new ByteArrayOutputStream();
        int count = 0;
        for (long last = layout.shardOf(end - 1); next <= last; next++) {
            Committed c = held.remove(next);
            if (c != null) {
                lines.writeBytes(c.lines());
                count += c.count();
            } else if (listed.nextClearBit((int) (lo(next) - start)) < hi(next) - start) {
                break;
            }
        }
        return count == 0 ? null : new Committed(lines.toByteArray(), count);
    }

    private long lo(long shard) {
        return Math.max(start, shard * layout.shardSize());
    }

    private long hi(long shard) {
        return Math.min(end, (shard + 1) * layout.shardSize());
    }
}
