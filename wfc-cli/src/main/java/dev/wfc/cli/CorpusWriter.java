package dev.wfc.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Solution;
import dev.wfc.core.Status;
import dev.wfc.parallel.MapResult;
import dev.wfc.parallel.EncodingSink;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Writes each finished map of a corpus: its files under {@code maps/}, each through a temporary and a rename, then
 * one line in {@code manifest.jsonl}, appended with a single write once every file is in place. So a map is in the
 * manifest only if all its files are complete, and a killed run loses at most maps that are not in the manifest.
 * A map without a solution gets a line with its status and no files. Files and the grid digest are encoded on the
 * workers; the writer thread only writes.
 */
final class CorpusWriter implements EncodingSink<CorpusWriter.Encoded>, AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final CorpusJob job;
    private final Set<MapFormat> formats;
    private final Path root;
    private final OutputStream manifest;
    private long written;

    /** @param root the corpus directory, with {@code maps/} and {@code manifest.jsonl} in place */
    CorpusWriter(CorpusJob job, Set<MapFormat> formats, Path root) throws IOException {
        this.job = job;
        this.formats = formats;
        this.root = root;
        this.manifest = Files.newOutputStream(root.resolve(CorpusDir.MANIFEST), StandardOpenOption.APPEND);
    }

    /** {@code maps/000042.png}: the index zero-padded to at least six digits, relative to the corpus. */
    static String fileName(long index, MapFormat format) {
        return CorpusDir.MAPS + "/" + String.format(Locale.ROOT, "%06d.%s", index, format.extension());
    }

    /** A map's files in the order of the formats, and its grid digest; none of either without a solution. */
    record Encoded(List<byte[]> files, String sha256) {
    }

    @Override
    public Encoded encode(MapResult map) {
        return encode(job, formats, map.solution());
    }

    /** The files of {@code s} in {@code formats} and its grid digest; neither for a map without a solution. */
    static Encoded encode(CorpusJob job, Set<MapFormat> formats, Solution s) {
        if (s.status() == Status.CONTRADICTION) {
            return new Encoded(List.of(), null);
        }
        List<byte[]> files = new ArrayList<>(formats.size());
        for (MapFormat f : formats) {
            files.add(job.encode(f, s));
        }
        return new Encoded(files, GridDigest.of(s));
    }

    /** The names, relative to the corpus, of the files {@code encoded} holds for map {@code index}. */
    static List<String> fileNames(Set<MapFormat> formats, long index, Encoded encoded) {
        return encoded.files().isEmpty() ? List.of() : formats.stream().map(f -> fileName(index, f)).toList();
    }

    /** The manifest line of {@code map}, with its newline, listing {@code files}. */
    static byte[] manifestLine(MapResult map, List<String> files, String sha256) {
        Solution s = map.solution();
        ObjectNode line = JSON.createObjectNode();
        line.put("index", map.index());
        ArrayNode names = line.putArray("files");
        files.forEach(names::add);
        line.put("seed", Long.toString(s.seed()));
        line.put("attempts", s.attempts());
        line.put("status", s.status().name().toLowerCase(Locale.ROOT));
        line.put("millis", Math.round(map.nanos() / 1e3) / 1e3);
        line.put("sha256", sha256);
        try {
            return (JSON.writeValueAsString(line) + "\n").getBytes(StandardCharsets.UTF_8);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("manifest line of map " + map.index() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void accept(MapResult map, Encoded encoded) throws IOException {
        List<String> names = fileNames(formats, map.index(), encoded);
        for (int k = 0; k < names.size(); k++) {
            AtomicFiles.write(root.resolve(names.get(k)), encoded.files().get(k));
        }
        byte[] bytes = manifestLine(map, names, encoded.sha256());
        try {
            manifest.write(bytes);
            manifest.flush();
        } catch (IOException e) {
            throw new IOException(root.resolve(CorpusDir.MANIFEST) + ": cannot append (" + IoErrors.describe(e)
                    + ")", e);
        }
        written++;
    }

    /** Maps written by this writer. */
    long written() {
        return written;
    }

    @Override
    public void close() throws IOException {
        manifest.close();
    }
}
