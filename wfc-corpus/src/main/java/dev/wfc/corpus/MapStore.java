package dev.wfc.corpus;

import com.fasterxml.jackson.databind.JsonNode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the files a manifest entry lists are read from: {@code maps/} in the files layout, the entry's shard in the
 * shards layout, the row of its part in the parquet layout. Not thread-safe (a reader caches the last shard's index).
 */
class MapStore {
    private final Path root;

    MapStore(Path root) {
        this.root = root;
    }

    /** The store of {@code layout}: {@code shards} or {@code parts} (open on {@code root}), or the files. */
    static MapStore of(CorpusLayout layout, Path root, ShardStore shards, PartStore parts) {
        return layout.parquet() ? parts : layout.shards() ? shards : new MapStore(root);
    }

    /** The corpus directory. */
    final Path root() {
        return root;
    }

    /**
     * The bytes of the file {@code name} of {@code entry}, or null if it is missing.
     *
     * @throws IOException if it exists but cannot be read
     */
    byte[] read(JsonNode entry, String name) throws IOException {
        Path file = root.resolve(name);
        return Files.isRegularFile(file) ? Files.readAllBytes(file) : null;
    }

    /**
     * The first problem of {@code entry}'s files (see {@link MapFileCheck}), as {@code "NAME: what"}, or null if they
     * are all sound. A file that cannot be read counts as a problem.
     */
    String problem(JsonNode entry) {
        JsonNode digests = entry.path(CorpusDir.FILE_SHA256_KEY);
        for (JsonNode file : entry.path("files")) {
            String name = file.asText();
            String extension = name.substring(name.lastIndexOf('.') + 1);
            JsonNode sha = digests.get(extension);
            byte[] bytes;
            try {
                bytes = read(entry, name);
            } catch (IOException e) {
                return name + ": cannot be read";
            }
            String problem = MapFileCheck.problem(name, bytes, sha == null ? null : sha.asText());
            if (problem != null) {
                return name + ": " + problem;
            }
        }
        return null;
    }
}
