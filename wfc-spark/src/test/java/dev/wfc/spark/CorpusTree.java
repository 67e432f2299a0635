package dev.wfc.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * A corpus directory as the tests compare it: the names of its top-level entries (but {@code wfc corpus}'s lock
 * file {@code .wfc.lock}), the SHA-256 of every file in {@code maps/} (or {@code shards/} in the shards layout) by
 * name (hidden ones too, so that a leftover shows), the manifest's entries in file order without their timing (the
 * one field that differs between runs), and run.json.
 */
record CorpusTree(List<String> top, Map<String, String> maps, List<JsonNode> entries, JsonNode run) {
    private static final ObjectMapper JSON = new ObjectMapper();

    static CorpusTree of(Path dir) {
        try {
            List<String> top;
            try (Stream<Path> entries = Files.list(dir)) {
                // The lock of a wfc corpus run is no part of the corpus (wfc-spark has none).
                top = entries.map(p -> p.getFileName().toString()).filter(n -> !n.equals(".wfc.lock")).sorted()
                        .toList();
            }
            Map<String, String> maps = new TreeMap<>();
            Path folder = Files.isDirectory(dir.resolve("maps")) ? dir.resolve("maps") : dir.resolve("shards");
            try (Stream<Path> files = Files.list(folder)) {
                for (Path f : (Iterable<Path>) files::iterator) {
                    maps.put(f.getFileName().toString(), sha256(Files.readAllBytes(f)));
                }
            }
            List<JsonNode> entries = new ArrayList<>();
            for (String line : Files.readAllLines(dir.resolve("manifest.jsonl"), StandardCharsets.UTF_8)) {
                ObjectNode entry = (ObjectNode) JSON.readTree(line);
                entry.remove("millis");
                entries.add(entry);
            }
            return new CorpusTree(top, maps, entries, JSON.readTree(dir.resolve("run.json").toFile()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The manifest's entries sorted by index. */
    List<JsonNode> entriesByIndex() {
        List<JsonNode> sorted = new ArrayList<>(entries);
        sorted.sort(Comparator.comparingLong(e -> e.get("index").asLong()));
        return sorted;
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
