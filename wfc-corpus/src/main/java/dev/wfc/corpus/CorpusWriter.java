package dev.wfc.corpus;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.Diagnosis;
import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.Status;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.AtomicFiles;
import dev.wfc.core.io.GridDigest;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.core.topo.Topology;
import dev.wfc.parallel.EncodingSink;
import dev.wfc.parallel.MapResult;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Writes each finished map of a corpus: in the files layout, its files under {@code maps/}, each through a temporary
 * and a rename, then
 * one line in {@code manifest.jsonl}, appended with a single write once every file is in place. So a map is in the
 * manifest only if all its files are complete, and a killed run loses at most maps that are not in the manifest.
 * A map without a solution gets a line with its status, its diagnosis and no files. Files and the grid digest are
 * encoded on the workers, and so are the manifest line and, in the shards layout, the map's tar blocks: the writer
 * thread, which is the one part of a run that does not scale with the threads, only writes. Files that the maps
 * share (a Tiled tileset image) are
 * written once, when the writer opens. In the shards layout a map waits until its shard is complete, which is then
 * committed whole ({@link ShardAssembler}) before its maps' lines are appended.
 */
public final class CorpusWriter implements EncodingSink<CorpusWriter.Ready>, AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final CorpusJob job;
    private final Set<MapFormat> formats;
    private final Path root;
    private final CorpusLayout layout;
    private final ShardAssembler shards;
    private final ParquetRows rows;
    private final OutputStream manifest;
    private long written;

    /** A writer of the flat files layout into {@code root}, with {@code maps/} and {@code manifest.jsonl} in place. */
    public CorpusWriter(CorpusJob job, Set<MapFormat> formats, Path root) throws IOException {
        this(job, formats, root, new CorpusLayout(false, 0, 0), 0, 1, new BitSet());
    }

    /**
     * A writer of the maps {@code start .. start + count - 1} into the corpus directory {@code dir}, in its layout.
     *
     * @param listed offsets from {@code start} of the maps its manifest already lists (see {@link ShardAssembler})
     */
    public CorpusWriter(CorpusJob job, Set<MapFormat> formats, CorpusDir dir, long start, int count)
            throws IOException {
        this(job, formats, dir.root(), dir.layout(), start, count, dir.done());
    }

    private CorpusWriter(CorpusJob job, Set<MapFormat> formats, Path root, CorpusLayout layout, long start,
                         int count, BitSet listed) throws IOException {
        this.job = job;
        this.formats = formats;
        this.root = root;
        this.layout = layout;
        this.rows = layout.parquet() ? new ParquetRows(formats) : null;
        this.shards = !layout.shards() ? null : new ShardAssembler(root, layout, start, count, listed,
                layout.parquet() ? rows::file : CorpusWriter::tar);
        for (Map.Entry<String, byte[]> shared : job.sharedFiles(formats).entrySet()) {
            AtomicFiles.write(root.resolve(shared.getKey()), shared.getValue());
        }
        this.manifest = Files.newOutputStream(root.resolve(CorpusDir.MANIFEST), StandardOpenOption.APPEND);
    }

    /**
     * A map's files by format, in the order of the formats, the SHA-256 of each file by format (same keys), and its
     * grid digest; none of these without a solution, and no file in a format that cannot show the map. The digests
     * are computed with the files, on the worker.
     */
    public record Encoded(Map<MapFormat, byte[]> files, Map<MapFormat, String> fileSha256, String sha256) {
    }

    /**
     * A map as the writer takes it, made on its worker: its files by name (files layout; null otherwise), its shard
     * member (null in the files layout: in the shards layout one array, its files as tar blocks; in the parquet
     * layout its row, a value per column) and its manifest line.
     */
    public record Ready(Map<String, byte[]> files, byte[][] member, byte[] line) {
    }

    @Override
    public Ready encode(MapResult map) {
        Encoded encoded = encode(job, formats, map.solution(), layout.levelsBelowRoot());
        Map<String, byte[]> files = namedFiles(map.index(), encoded, layout);
        if (shards == null) {
            return new Ready(files, null, manifestLine(job, map, files.keySet(), encoded, null));
        }
        String shard = layout.groupName(layout.shardOf(map.index()));
        byte[][] member = rows != null ? rows.row(job, map, encoded) : new byte[][] {Ustar.blocks(files)};
        return new Ready(null, member, manifestLine(job, map, files.keySet(), encoded, shard));
    }

    /** A tar shard of members made by {@link #encode(MapResult)}: their blocks, then the archive's end. */
    private static List<byte[]> tar(List<byte[][]> members) {
        List<byte[]> parts = new ArrayList<>(members.size() + 1);
        members.forEach(m -> parts.add(m[0]));
        parts.add(Ustar.END);
        return parts;
    }

    /**
     * The files of {@code s} in {@code formats} and its grid digest; neither for a map without a solution.
     *
     * @param levels folders between the corpus root and the files ({@link CorpusLayout#levelsBelowRoot})
     */
    static Encoded encode(CorpusJob job, Set<MapFormat> formats, Solution s, int levels) {
        if (s.status() == Status.CONTRADICTION) {
            return new Encoded(Map.of(), Map.of(), null);
        }
        Map<MapFormat, byte[]> files = new EnumMap<>(MapFormat.class);
        Map<MapFormat, String> digests = new EnumMap<>(MapFormat.class);
        for (MapFormat f : formats) {
            byte[] bytes = job.encode(f, s, levels);
            if (bytes != null) {
                files.put(f, bytes);
                digests.put(f, GridDigest.sha256(bytes));
            }
        }
        return new Encoded(files, digests, GridDigest.of(s));
    }

    /**
     * The files of {@code encoded} for map {@code index} by their names relative to the corpus, in the order of the
     * formats: the map's file list, which differs between maps where a format cannot show one of them.
     */
    static Map<String, byte[]> namedFiles(long index, Encoded encoded) {
        return namedFiles(index, encoded, new CorpusLayout(false, 0, 0));
    }

    /** {@link #namedFiles(long, Encoded)} by the names of {@code layout}: shard members in the shards layout. */
    static Map<String, byte[]> namedFiles(long index, Encoded encoded, CorpusLayout layout) {
        Map<String, byte[]> named = new LinkedHashMap<>();
        encoded.files().forEach((format, bytes) -> named.put(layout.fileName(index, format), bytes));
        return named;
    }

    /**
     * Why a map without a solution has none, as the manifest's {@code diagnosis} object; null for a map without a
     * diagnosis. Fields: {@code cell} and {@code lastObservedCell} as {@code [x, y]} ({@code [x, y, z]} on a cube; null if none),
     * {@code lastObservedTile} as the tile's name and {@code constraint} as the label of its statement (null if
     * none).
     */
    static ObjectNode diagnosis(CorpusJob job, Solution s) {
        Diagnosis d = s.diagnosis();
        if (d == null) {
            return null;
        }
        SteeredModel model = job.model();
        ObjectNode node = JSON.createObjectNode();
        Grid g = s.grid();
        putCell(node, "cell", d.cell(), g);
        putCell(node, "lastObservedCell", d.lastObservedCell(), g);
        node.put("lastObservedTile", d.lastObservedTile() < 0 ? null : model.tileName(d.lastObservedTile()));
        node.put("constraint", d.constraint() == null ? null : model.constraintLabel(d.constraint()));
        return node;
    }

    /** {@code [x, y]}, or {@code [x, y, z]} on a cubic grid (cells are numbered x fastest, then y, then z). */
    private static void putCell(ObjectNode node, String key, int cell, Grid g) {
        if (cell < 0) {
            node.putNull(key);
            return;
        }
        int w = g.width();
        ArrayNode xy = node.putArray(key).add(cell % w);
        if (g.topology() == Topology.CUBE) {
            xy.add(cell / w % g.height()).add(cell / w / g.height());
        } else {
            xy.add(cell / w);
        }
    }

    /**
     * The manifest line of {@code map}, with its newline, listing {@code files} (names relative to the corpus, or to
     * the shard for a map in {@code shard}) and the SHA-256 of each by format ({@code fileSha256}, keys in the order
     * of the files); a map of hexagons or cubes also has its {@code size}, {@code [width, height, depth]} (a square
     * map's line is unchanged).
     *
     * @param shard the shard that holds the map's files, relative to the corpus; null in the files layout
     */
    static byte[] manifestLine(CorpusJob job, MapResult map, Collection<String> files, Encoded encoded,
                               String shard) {
        Solution s = map.solution();
        ObjectNode line = JSON.createObjectNode();
        line.put("index", map.index());
        if (shard != null) {
            line.put(CorpusDir.SHARD_KEY, shard);
        }
        ArrayNode names = line.putArray("files");
        files.forEach(names::add);
        ObjectNode digests = line.putObject(CorpusDir.FILE_SHA256_KEY);
        encoded.fileSha256().forEach((format, digest) -> digests.put(format.extension(), digest));
        String sha256 = encoded.sha256();
        line.put("seed", Long.toString(s.seed()));
        line.put("attempts", s.attempts());
        line.put("status", s.status().name().toLowerCase(Locale.ROOT));
        line.put("millis", Math.round(map.nanos() / 1e3) / 1e3);
        line.put("sha256", sha256);
        Grid grid = s.grid();
        if (grid.topology() != Topology.SQUARE) {
            line.putArray("size").add(grid.width()).add(grid.height()).add(grid.depth());
        }
        ObjectNode diagnosis = diagnosis(job, s);
        if (diagnosis != null) {
            line.set("diagnosis", diagnosis);
        }
        try {
            return (JSON.writeValueAsString(line) + "\n").getBytes(StandardCharsets.UTF_8);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("manifest line of map " + map.index() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void accept(MapResult map, Ready ready) throws IOException {
        if (shards != null) {
            ShardAssembler.Committed committed = shards.add(map.index(),
                    new ShardAssembler.Pending(ready.member(), ready.line()));
            if (committed != null) {
                append(committed.lines());
                written += committed.count();
            }
            return;
        }
        for (Map.Entry<String, byte[]> file : ready.files().entrySet()) {
            AtomicFiles.write(root.resolve(file.getKey()), file.getValue());
        }
        append(ready.line());
        written++;
    }

    private void append(byte[] bytes) throws IOException {
        try {
            manifest.write(bytes);
            manifest.flush();
        } catch (IOException e) {
            throw new IOException(root.resolve(CorpusDir.MANIFEST) + ": cannot append (" + IoErrors.describe(e)
                    + ")", e);
        }
    }

    /** Maps written by this writer. */
    public long written() {
        return written;
    }

    @Override
    public void close() throws IOException {
        manifest.close();
    }
}
