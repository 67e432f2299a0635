package dev.wfc.corpus;

import com.fasterxml.jackson.databind.JsonNode;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.Map;

/**
 * Reads the files of manifest entries from their shards ({@link CorpusLayout}), keeping the last shard open with its
 * member index ({@link GroupStore}): manifest entries of one shard are consecutive, so each shard's headers are read
 * once. Close it.
 */
final class ShardStore extends GroupStore<Map<String, Ustar.Member>> {
    ShardStore(Path root) {
        super(root);
    }

    @Override
    Map<String, Ustar.Member> readIndex(FileChannel channel, Path file) throws IOException {
        return Ustar.index(channel, file);
    }

    @Override
    byte[] read(JsonNode entry, String name) throws IOException {
        String shard = entry.path(CorpusDir.SHARD_KEY).asText(null);
        if (shard == null) {
            throw new IOException(name + ": its manifest entry names no shard");
        }
        Map<String, Ustar.Member> members = select(shard);
        if (members == null) {
            return null;
        }
        Ustar.Member member = members.get(name);
        return member == null ? null : Ustar.read(channel(), root().resolve(shard), member);
    }

    /** The members of {@code shard} by name, or null if it is missing. */
    Map<String, Ustar.Member> members(String shard) throws IOException {
        return select(shard);
    }
}
