package dev.wfc.cli.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.testkit.Sha256;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * What a corpus directory holds, in a form two runs can be compared by: the SHA-256 of every file under maps/ by
 * name, and under shards/ as {@code shards/NAME} (temporaries and directories included, so that a leftover shows),
 * and the manifest entries sorted by index without their timings (the one field that may differ between runs), with
 * a count of the raw lines to catch duplicates.
 */
public record CorpusContents(Map<String, String> maps, List<JsonNode> entries, long manifestLines) {
    private static final ObjectMapper JSON = new ObjectMapper();

    public static CorpusContents of(Path dir) {
        try {
            Map<String, String> maps = new TreeMap<>();
            for (String folder : List.of("maps", "shards")) {
                if (!Files.isDirectory(dir.resolve(folder))) {
                    continue;
                }
                try (Stream<Path> files = Files.list(dir.resolve(folder))) {
                    for (Path f : (Iterable<Path>) files::iterator) {
                        String name = (folder.equals("maps") ? "" : "shards/") + f.getFileName();
                        maps.put(name, Files.isDirectory(f) ? "a directory" : Sha256.hex(Files.readAllBytes(f)));
                    }
                }
            }
            List<String> lines = Files.readAllLines(dir.resolve("manifest.jsonl"), StandardCharsets.UTF_8);
            List<JsonNode> entries = new ArrayList<>();
            for (String line : lines) {
                ObjectNode entry = (ObjectNode) JSON.readTree(line);
                entry.remove("millis");
                entries.add(entry);
            }
            entries.sort(Comparator.comparingLong(e -> e.get("index").asLong()));
            return new CorpusContents(maps, entries, lines.size());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The union of shards, as one run of their whole range would hold it. */
    public static CorpusContents merge(CorpusContents a, CorpusContents b) {
        Map<String, String> maps = new TreeMap<>(a.maps);
        maps.putAll(b.maps);
        List<JsonNode> entries = new ArrayList<>(a.entries);
        entries.addAll(b.entries);
        entries.sort(Comparator.comparingLong(e -> e.get("index").asLong()));
        return new CorpusContents(maps, entries, a.manifestLines + b.manifestLines);
    }

    /** The parsed {@code run.json} of the corpus in {@code dir}. */
    public static JsonNode runJson(Path dir) throws IOException {
        return JSON.readTree(dir.resolve("run.json").toFile());
    }
}
