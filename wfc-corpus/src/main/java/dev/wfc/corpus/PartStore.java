package dev.wfc.corpus;

import com.fasterxml.jackson.databind.JsonNode;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What a resume knows of the maps of the parquet layout: a part is renamed into place only once complete, so an
 * entry is sound if the part its manifest line names is present. The rows are not read back: a part damaged after
 * it was written is not found (wfc verify does not read Parquet either).
 */
final class PartStore extends MapStore {
    PartStore(Path root) {
        super(root);
    }

    @Override
    String problem(JsonNode entry) {
        String part = entry.path(CorpusDir.SHARD_KEY).asText(null);
        if (part == null) {
            return "its manifest entry names no part";
        }
        return Files.isRegularFile(root().resolve(part)) ? null : part + ": missing";
    }
}
