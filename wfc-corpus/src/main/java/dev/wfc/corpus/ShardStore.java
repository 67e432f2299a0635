package dev.wfc.corpus;

import com.fasterxml.jackson.databind.JsonNode;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;

/**
 * Reads the files of manifest entries from their shards ({@link CorpusLayout}), keeping the last shard open with its
 * member index: manifest entries of one shard are consecutive, so each shard's headers are read once. Close it.
 */
final class ShardStore extends MapStore implements AutoCloseable {
    private String open;
    private FileChannel channel;
    private Map<String, Ustar.Member> members;
    private IOException damage;

    ShardStore(Path root) {
        super(root);
    }

    @Override
    byte[] read(JsonNode entry, String name) throws IOException {
        String shard = entry.path(CorpusDir.SHARD_KEY).asText(null);
        if (shard == null) {
            throw new IOException(name + ": its manifest entry names no shard");
        }
        select(shard);
        if (damage != null) {
            throw damage;
        }
        if (members == null) {
            return null;
        }
        Ustar.Member member = members.get(name);
        return member == null ? null : Ustar.read(channel, root().resolve(shard), member);
    }

    /** The members of {@code shard} by name, or null if it is missing; after {@link #read} of it. */
    Map<String, Ustar.Member> members(String shard) throws IOException {
        select(shard);
        if (damage != null) {
            throw damage;
        }
        return members;
    }

    private void select(String shard) throws IOException {
        if (shard.equals(open)) {
            return;
        }
        close();
        open = shard;
        Path file = root().resolve(shard);
        if (!Files.isRegularFile(file)) {
            return;
        }
        channel = FileChannel.open(file, StandardOpenOption.READ);
        try {
            members = Ustar.index(channel, file);
        } catch (IOException e) {
            damage = e;
        }
    }

    @Override
    public void close() throws IOException {
        open = null;
        members = null;
        damage = null;
        if (channel != null) {
            channel.close();
            channel = null;
        }
    }
}
