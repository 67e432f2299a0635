package dev.wfc.corpus.world;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.AtomicFiles;
import dev.wfc.core.io.GridDigest;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.corpus.MapFormat;
import dev.wfc.corpus.Version;
import dev.wfc.world.World;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The directory {@code wfc world --out} writes: {@code world.json} (how the world and region were made),
 * {@code tiles/X_Y.png} or {@code .vox} (X, Y the world coordinates of a tile's first cell; on request also
 * {@code .tmj} and {@code .tmx}, with the tileset image at the root) and
 * {@code manifest.jsonl}, one line a finished tile, appended after the tile's file is in place, so that a killed run
 * lists only complete tiles.
 * wfc-spark's world job writes the same bytes through {@link #infoBytes}, {@link #tileName} and
 * {@link #manifestLine}.
 */
public final class WorldDir {
    /** The file that describes the world and the region. */
    public static final String INFO = "world.json";
    /** One line a finished tile, in row-major order. */
    public static final String MANIFEST = "manifest.jsonl";
    /** The folder of tiles. */
    public static final String TILES = "tiles";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path root;
    private final Set<String> done;

    private WorldDir(Path root, Set<String> done) {
        this.root = root;
        this.done = done;
    }

    /**
     * Prepares {@code root}: new or empty (writes world.json), or with {@code resume} a directory of the same world
     * and region (keeps the tiles its manifest lists, cuts a partial last line).
     *
     * @throws InvalidInputException for a directory that holds something else, or another world with resume
     * @throws IOException if it cannot be prepared
     */
    public static WorldDir open(Path root, ObjectNode info, boolean resume) throws IOException {
        return open(root, info, resume, Map.of());
    }

    /**
     * As {@link #open(Path, ObjectNode, boolean)}, and writes {@code shared} (file name to bytes, the tileset image
     * of Tiled tiles) at the root, before world.json on a new directory, again (the same bytes) on resume.
     */
    public static WorldDir open(Path root, ObjectNode info, boolean resume, Map<String, byte[]> shared)
            throws IOException {
        Path file = root.resolve(INFO);
        if (resume) {
            byte[] old;
            try {
                old = Files.isRegularFile(file) ? Files.readAllBytes(file) : null;
            } catch (IOException e) {
                throw new InvalidInputException("--resume: " + file + ": cannot read (" + IoErrors.describe(e) + ")");
            }
            requireSameWorld(file.toString(), old, info);
            writeShared(root, shared);
            return new WorldDir(root, readManifest(root.resolve(MANIFEST)));
        }
        if (Files.exists(root)) {
            if (!Files.isDirectory(root)) {
                throw new InvalidInputException("--out: " + root + " is not a directory");
            }
            try (Stream<Path> entries = Files.list(root)) {
                if (entries.findAny().isPresent()) {
                    throw new InvalidInputException("--out: " + root + " is not empty (expected: a new or empty "
                            + "directory, or --resume to continue it)");
                }
            }
        }
        Files.createDirectories(root.resolve(TILES));
        writeShared(root, shared);
        AtomicFiles.write(file, infoBytes(info));
        Files.write(root.resolve(MANIFEST), new byte[0]);
        return new WorldDir(root, new HashSet<>());
    }

    private static void writeShared(Path root, Map<String, byte[]> shared) throws IOException {
        for (Map.Entry<String, byte[]> e : new TreeMap<>(shared).entrySet()) {
            AtomicFiles.write(root.resolve(e.getKey()), e.getValue());
        }
    }

    /**
     * Checks, for {@code --resume}, that {@code old}, the bytes of the world.json {@code file} names, describe
     * {@code info}: the same spec, region, tile size and tile formats.
     *
     * @param old the file's bytes, or null if there is no such file
     * @throws InvalidInputException naming {@code --resume} and {@code file}, if it is missing, cannot be read or
     *     differs
     */
    public static void requireSameWorld(String file, byte[] old, ObjectNode info) throws InvalidInputException {
        if (old == null) {
            throw new InvalidInputException("--resume: " + file + " not found (expected: a directory written by "
                    + "wfc world)");
        }
        JsonNode read;
        try {
            read = JSON.readTree(old);
        } catch (IOException e) {
            throw new InvalidInputException("--resume: " + file + ": cannot read (" + IoErrors.describe(e) + ")");
        }
        if (!info.equals(read)) {
            throw new InvalidInputException("--resume: " + file + " describes another world, region or tile size"
                    + " (expected: the same spec, --region and --tile-size as the run that made it)");
        }
    }

    /** The bytes of world.json for {@code info}. */
    public static byte[] infoBytes(ObjectNode info) {
        return (info.toPrettyString() + "\n").getBytes(StandardCharsets.UTF_8);
    }

    /** world.json of a run: the spec with every default, the region, the tiling, the base and the version. */
    public static ObjectNode info(WorldSpec ws, World world, WorldRegion region, int tileSize, int scale) {
        return info(ws, world, region, tileSize, scale, Set.of());
    }

    /**
     * As {@link #info(WorldSpec, World, WorldRegion, int, int)}; with {@code extra} tile formats (the main one not
     * among them) also {@code tileFormats}, the main format and those, in {@link MapFormat} order.
     */
    public static ObjectNode info(WorldSpec ws, World world, WorldRegion region, int tileSize, int scale,
                                  Set<MapFormat> extra) {
        ObjectNode info = JsonNodeFactory.instance.objectNode();
        info.put("version", Version.get());
        info.set("spec", ws.canonical());
        info.set("inputs", JsonNodeFactory.instance.pojoNode(ws.job().inputDigests()));
        ObjectNode base = info.putObject("base");
        base.put("origin", world.baseOrigin());
        base.put("width", world.baseWidth());
        base.put("height", world.baseHeight());
        if (world.depth() > 1) {
            base.put("depth", world.depth());
        }
        ObjectNode r = info.putObject("region");
        r.put("x", region.x());
        r.put("y", region.y());
        r.put("width", region.width());
        r.put("height", region.height());
        info.put("tileSize", tileSize);
        info.put("tileFormat", WorldTiles.extension(world));
        if (!extra.isEmpty()) {
            ArrayNode formats = info.putArray("tileFormats").add(WorldTiles.extension(world));
            EnumSet.copyOf(extra).forEach(f -> formats.add(f.extension()));
        }
        info.put("pixelsPerCell", scale);
        return (ObjectNode) JsonNodeFactory.instance.objectNode().setAll(readBack(info));
    }

    /** {@code node} as JSON reads it back (a POJO node becomes an object), so that resume compares like with like. */
    private static ObjectNode readBack(ObjectNode node) {
        try {
            return (ObjectNode) new com.fasterxml.jackson.databind.ObjectMapper().readTree(node.toString());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The file names (relative to the root) of the tiles already listed; cuts a partial last line off the file. */
    private static Set<String> readManifest(Path manifest) throws IOException {
        if (!Files.exists(manifest)) {
            Files.write(manifest, new byte[0]);
            return new HashSet<>();
        }
        byte[] bytes = Files.readAllBytes(manifest);
        int end = complete(bytes);
        if (end < bytes.length) {
            try (FileChannel ch = FileChannel.open(manifest, StandardOpenOption.WRITE)) {
                ch.truncate(end);
            }
        }
        return new HashSet<>(listed(bytes).keySet());
    }

    /** The length of {@code manifest}'s complete lines: a killed run may have left a partial last line. */
    private static int complete(byte[] manifest) {
        int end = manifest.length;
        while (end > 0 && manifest[end - 1] != '\n') {
            end--;
        }
        return end;
    }

    /**
     * The tiles a manifest's bytes list, by their main file's name (relative to the root), each with its line (its
     * newline included), in the manifest's order; a partial last line is left out.
     *
     * @throws IOException if a complete line is not a JSON object
     */
    public static Map<String, byte[]> listed(byte[] manifest) throws IOException {
        Map<String, byte[]> lines = new LinkedHashMap<>();
        int start = 0;
        for (int i = 0; i < manifest.length; i++) {
            if (manifest[i] == '\n') {
                String line = new String(manifest, start, i - start, StandardCharsets.UTF_8);
                if (!line.isBlank()) {
                    lines.put(JSON.readTree(line).path("file").asText(), Arrays.copyOfRange(manifest, start, i + 1));
                }
                start = i + 1;
            }
        }
        return lines;
    }

    /** The name of the tile whose first cell is (x, y), relative to the root, with {@code extension}. */
    public static String tileName(long x, long y, String extension) {
        return TILES + "/" + x + "_" + y + "." + extension;
    }

    /** Whether the manifest lists the tile {@code name} (relative to the root). */
    public boolean done(String name) {
        return done.contains(name);
    }

    /** Tiles the manifest lists. */
    public int doneCount() {
        return done.size();
    }

    /** The manifest line of a tile, its newline included. */
    public static byte[] manifestLine(WorldTiles.Tile tile, String sha256) {
        return manifestLine(tile, sha256, Map.of());
    }

    /**
     * The manifest line of a tile and its further files ({@code also}: name to SHA-256, in order), listed after the
     * main file's keys as {@code "also":[{"file":...,"sha256":...}]} when there are any; its newline included.
     */
    public static byte[] manifestLine(WorldTiles.Tile tile, String sha256, Map<String, String> also) {
        ObjectNode line = JSON.createObjectNode();
        line.put("file", tile.name());
        line.put("x", tile.x());
        line.put("y", tile.y());
        line.put("width", tile.width());
        line.put("height", tile.height());
        line.put("sha256", sha256);
        if (!also.isEmpty()) {
            ArrayNode files = line.putArray("also");
            also.forEach((name, digest) -> files.addObject().put("file", name).put("sha256", digest));
        }
        return (line + "\n").getBytes(StandardCharsets.UTF_8);
    }

    /**
     * The manifest line of a tile whose files are {@code files} ({@link WorldTiles#files}: the main one first, then
     * those listed as {@code also}), with the SHA-256 of each; its newline included.
     */
    public static byte[] manifestLine(WorldTiles.Tile tile, List<WorldTiles.TileFile> files) {
        Map<String, String> also = new LinkedHashMap<>();
        for (WorldTiles.TileFile f : files.subList(1, files.size())) {
            also.put(f.name(), GridDigest.sha256(f.bytes()));
        }
        return manifestLine(tile, GridDigest.sha256(files.get(0).bytes()), also);
    }

    /**
     * Writes one of a tile's files through a temporary and a rename; thread-safe (each file is a tile's own). The
     * tile counts as made only once {@link #list} appends its line.
     */
    public void writeTile(WorldTiles.TileFile file) throws IOException {
        AtomicFiles.write(root.resolve(file.name()), file.bytes());
    }

    /**
     * Appends {@code line} ({@link #manifestLine}) of a tile whose files {@link #writeTile} put in place. Not
     * thread-safe, like {@link #done}: callers list tiles from one thread at a time, in row-major order.
     */
    public void list(WorldTiles.Tile tile, byte[] line) throws IOException {
        Files.write(root.resolve(MANIFEST), line, StandardOpenOption.APPEND);
        done.add(tile.name());
    }
}
