package dev.wfc.corpus;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A {@link MapStore} whose files lie in group files (shards, Parquet parts): it keeps the last group open with the
 * index read from it, or the damage that kept the index from being read, as manifest entries of one group are
 * consecutive. Not thread-safe; close it.
 *
 * @param <I> what a group's index is (its member table, its index column)
 */
abstract class GroupStore<I> extends MapStore implements AutoCloseable {
    private String open;
    private FileChannel channel;
    private I index;
    private IOException damage;

    GroupStore(Path root) {
        super(root);
    }

    /**
     * Reads the index of the group {@code file}, just opened on {@code channel}.
     *
     * @throws IOException if the group is damaged: that exception stands for it until another group is selected
     */
    abstract I readIndex(FileChannel channel, Path file) throws IOException;

    /**
     * Selects group {@code name} (relative to the corpus), opening it unless it is the one open.
     *
     * @return its index, or null if the group is missing
     * @throws IOException the group's damage (the same exception on every call for it), or if it cannot be opened
     */
    final I select(String name) throws IOException {
        if (!name.equals(open)) {
            close();
            open = name;
            Path file = root().resolve(name);
            if (!Files.isRegularFile(file)) {
                return null;
            }
            channel = FileChannel.open(file, StandardOpenOption.READ);
            try {
                index = readIndex(channel, file);
            } catch (IOException e) {
                damage = e;
            }
        }
        if (damage != null) {
            throw damage;
        }
        return index;
    }

    /** The index of the group last selected: null if it is missing or damaged, or none was selected. */
    final I index() {
        return damage == null ? index : null;
    }

    /** The channel of the group open, after {@link #select} returned its index. */
    final FileChannel channel() {
        return channel;
    }

    @Override
    public void close() throws IOException {
        open = null;
        index = null;
        damage = null;
        if (channel != null) {
            channel.close();
            channel = null;
        }
    }
}
