package dev.wfc.cli.world;

import dev.wfc.cli.support.Args;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.corpus.MapFormat;
import dev.wfc.corpus.world.WorldDir;
import dev.wfc.corpus.world.WorldPng;
import dev.wfc.corpus.world.WorldRegion;
import dev.wfc.corpus.world.WorldSpec;
import dev.wfc.corpus.world.WorldTiles;
import dev.wfc.world.World;
import dev.wfc.world.WorldStats;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;

/** {@code wfc world}: a region of an endless map, as PNG tiles with a manifest, or one streamed PNG. */
@Command(name = "world",
        addMethodSubcommands = false,
        description = {
            "Writes the region X,Y,W,H (in cells) of an unbounded world of a spec's model: --out DIR gets PNG tiles "
                    + "of --tile-size cells, world.json and manifest.jsonl; --png FILE gets the region as one PNG, "
                    + "streamed row by row. Every cell depends only on the spec and its coordinates: any region, "
                    + "any thread count and any resumed run give the same pixels.",
            "Without SPEC.json, the built-in sample with the defaults of wfc overlapping is used. The spec takes the "
                    + "model and solver keys of a corpus spec (see docs/world.md) and the world keys worldSeed "
                    + "(default 0), block (default " + World.DEFAULT_BLOCK + ", " + World.MIN_BLOCK + ".."
                    + World.MAX_BLOCK + "), layers (default " + World.DEFAULT_LAYERS + ", 1..block / (2 x frame)) "
                    + "and frame (default " + World.DEFAULT_FRAME + ", 1.." + World.MAX_FRAME + ", at most "
                    + "(block - 2) / 2).",
            "Prints one statistics line; a progress bar on stderr when attached to a terminal."})
public final class WorldCommand implements Callable<Integer> {
    /** Tile side in cells by default. */
    static final int DEFAULT_TILE_SIZE = WorldTiles.DEFAULT_TILE_SIZE;
    /** The largest tile side in cells. */
    static final int MAX_TILE_SIZE = WorldTiles.MAX_TILE_SIZE;

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "SPEC.json",
            description = "The world spec: a corpus spec's model and solver keys plus worldSeed, block, layers "
                    + "(default: the built-in sample).")
    private Path specFile;

    private WorldRegion region;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Write PNG tiles, world.json and manifest.jsonl here; must be new or empty unless "
                    + "--resume.")
    private Path out;

    @Option(names = "--png", paramLabel = "FILE",
            description = "Write the whole region as one PNG, streamed band by band (never all in memory); a "
                    + "hexagonal world's region as its rhombus of hexagons, as a single map of its cells is drawn; "
                    + "refused for voxel columns.")
    private Path png;

    private int tileSize = DEFAULT_TILE_SIZE;

    private Integer threads;

    private int cacheBlocks = World.DEFAULT_CACHE_BLOCKS;

    @Option(names = "--formats", paramLabel = "LIST",
            description = "Files per tile with --out, comma-separated, as far as the model offers them: the main "
                    + "one (png, or vox for voxel columns) and, for a square world of a tiled model or of learned "
                    + "PNG examples or a hexagonal world of a hex tileset, tmj and tmx, Tiled maps (hexagonal on the "
                    + "hexagon) whose tileset image is tileset.png at the root (default: the main one only).")
    private String formats;

    @Option(names = "--resume",
            description = "Continue --out: same spec, --region and --tile-size; tiles in its manifest are kept.")
    private boolean resume;

    @Option(names = "--quiet", description = "Print nothing but errors: no progress bar, no statistics line.")
    private boolean quiet;

    @Option(names = "--region", paramLabel = "X,Y,W,H", required = true,
            description = "The region: first cell (64-bit, may be negative) and size in cells.")
    void setRegion(String value) {
        try {
            region = WorldRegion.parse(value);
        } catch (IllegalArgumentException e) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    @Option(names = "--tile-size", paramLabel = "S",
            description = "Tile side in cells (default: " + DEFAULT_TILE_SIZE + ", 1.." + MAX_TILE_SIZE + ").")
    void setTileSize(int value) {
        tileSize = Args.inRange(spec, "--tile-size", value, 1, MAX_TILE_SIZE);
    }

    @Option(names = "--threads", paramLabel = "K", description = "Worker threads (default: all processors).")
    void setThreads(int value) {
        threads = (int) Args.atLeast(spec, "--threads", value, 1);
    }

    @Option(names = "--cache-blocks", paramLabel = "N",
            description = "Solved blocks kept in memory (default: " + World.DEFAULT_CACHE_BLOCKS + "; about 1 KiB "
                    + "each at block 16).")
    void setCacheBlocks(int value) {
        cacheBlocks = (int) Args.atLeast(spec, "--cache-blocks", value, 1);
    }

    @Override
    public Integer call() {
        if (out == null && png == null) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                    "missing output (expected: --out DIR, --png FILE or both)");
        }
        if (resume && out == null) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--resume: needs --out DIR");
        }
        WorldSpec ws;
        World world;
        try {
            ws = WorldSpec.read(specFile);
            ws.requireImages(specFile);
            world = ws.world(cacheBlocks);
        } catch (InvalidInputException e) {
            throw CliFailure.badInput(e.getMessage());
        } catch (WfcInputException e) {
            throw CliFailure.badInput((specFile == null ? "" : specFile + ": ") + e.getMessage());
        }
        Set<MapFormat> extra = extraFormats(ws);
        int k = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        int scale = WorldTiles.pixelsPerCell(world, region);
        if (png != null && world.depth() > 1) {
            throw CliFailure.badInput("--png: a world of voxel columns (depth " + world.depth() + ") is written as "
                    + ".vox tiles (expected: --out DIR)");
        }
        if (png != null) {
            try {
                WorldPng.check(world, region, scale);
            } catch (InvalidInputException e) {
                throw CliFailure.badInput(e.getMessage());
            }
        }
        long start = System.nanoTime();
        long[] made = new long[2];
        PrintWriter err = spec.commandLine().getErr();
        boolean bar = !quiet && System.console() != null;
        if (out != null) {
            writeTiles(world, ws, extra, scale, k, bar ? new WorldProgress(err, "tiles") : null, made);
        }
        if (png != null) {
            writePng(world, scale, k, bar ? new WorldProgress(err, "bands") : null);
        }
        if (!quiet) {
            spec.commandLine().getOut().println(summary(world, k, System.nanoTime() - start, made));
            spec.commandLine().getOut().flush();
        }
        return ExitCodes.OK;
    }

    /**
     * The tile formats of --formats beside the main one (none without it), as {@link WorldTiles#extraFormats}
     * checks them.
     *
     * @throws CliFailure exit 2, naming --formats, for a list the world does not offer or --formats without --out
     */
    private Set<MapFormat> extraFormats(WorldSpec ws) {
        if (formats != null && out == null) {
            throw CliFailure.badInput("--formats: tile files of --out (expected: --out DIR with it)");
        }
        try {
            return WorldTiles.extraFormats(ws.job(), formats);
        } catch (InvalidInputException e) {
            throw CliFailure.badInput(e.getMessage());
        }
    }

    private void writeTiles(World world, WorldSpec ws, Set<MapFormat> extra, int scale, int k, WorldProgress bar,
                            long[] made) {
        WorldDir dir;
        try {
            dir = WorldDir.open(out, WorldDir.info(ws, world, region, tileSize, scale, extra), resume,
                    extra.isEmpty() ? Map.of() : ws.job().sharedFiles(extra));
        } catch (InvalidInputException e) {
            throw CliFailure.badInput(e.getMessage());
        } catch (IOException e) {
            throw CliFailure.failed("--out " + out + ": cannot prepare (" + IoErrors.describe(e) + ")");
        }
        TileWriter writer = new TileWriter(world, ws.job(), extra, dir, region, tileSize, k, bar);
        try {
            writer.run();
        } catch (IOException e) {
            throw CliFailure.failed(e.getMessage() + "; the tiles listed in " + out.resolve(WorldDir.MANIFEST)
                    + " are complete (continue with --resume)");
        } finally {
            made[0] = writer.made();
            made[1] = writer.cells();
            if (bar != null) {
                bar.finish();
            }
        }
    }

    private void writePng(World world, int scale, int k, WorldProgress bar) {
        try {
            RegionPng.write(png, world, region, scale, k, bar);
        } catch (InvalidInputException e) {
            throw CliFailure.badInput(e.getMessage());
        } catch (IOException e) {
            throw CliFailure.failed("--png " + png + ": cannot write (" + IoErrors.describe(e) + ")");
        } finally {
            if (bar != null) {
                bar.finish();
            }
        }
    }

    private String summary(World world, int k, long nanos, long[] made) {
        WorldStats s = world.stats();
        StringBuilder layers = new StringBuilder();
        for (int layer = 1; layer <= s.layers(); layer++) {
            layers.append(String.format(Locale.ROOT, "%s%d: %d blocks, %.2f%% split, %.2f%% fell back",
                    layer == 1 ? "" : "; ", layer, s.blocks(layer), 100.0 * s.split(layer) / Math.max(1,
                            s.blocks(layer)), 100 * s.fallbackShare(layer)));
        }
        double seconds = nanos / 1e9;
        return String.format(Locale.ROOT, "world: %dx%d cells at %d,%d%s in %.1f s, %.0f cells/s on %d thread%s; "
                        + "base %s %dx%d; layer %s", region.width(), region.height(), region.x(), region.y(),
                out == null ? "" : ", " + made[0] + " tiles written", seconds,
                (png != null ? region.cells() : made[1]) / Math.max(seconds, 1e-9), k, k == 1 ? "" : "s",
                world.baseOrigin(), world.baseWidth(), world.baseHeight(), layers);
    }
}
