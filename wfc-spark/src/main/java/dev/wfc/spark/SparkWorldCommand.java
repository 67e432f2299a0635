package dev.wfc.spark;

import dev.wfc.cli.support.Args;
import dev.wfc.cli.support.ErrorReporter;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.corpus.world.WorldRegion;
import dev.wfc.corpus.world.WorldTiles;
import dev.wfc.world.World;
import org.apache.spark.sql.SparkSession;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code wfc-spark-world}: the region of {@code wfc world --out} on the Spark cluster that {@code spark-submit}
 * names, tiles as tasks. Reads and checks its arguments and the spec before starting Spark, then runs a
 * {@link SparkWorldJob}. Run with {@code spark-submit --class dev.wfc.spark.SparkWorldCommand target/wfc-spark.jar}.
 */
@Command(name = "wfc-spark-world",
        description = {
            "Writes the region X,Y,W,H of an unbounded world of a spec's model into --out on Spark: world.json, "
                    + "tiles/X_Y.png (and what --formats adds) and manifest.jsonl, the bytes wfc world --out writes "
                    + "for the same spec, --region, --tile-size and --formats. Each Spark task draws a contiguous "
                    + "range of tiles.",
            "Run it with spark-submit --class dev.wfc.spark.SparkWorldCommand, which names the cluster (--master)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every tile of the region was written",
            "1:anything else (e.g. the Spark job failed, or --out cannot be written)",
            "2:bad arguments or spec, a model with no periodic base, or an --out that is not new or empty (with "
                    + "--resume: that holds no world.json or another world's)"},
        footer = "")
public final class SparkWorldCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "SPEC.json",
            description = "The world spec, on the driver's file system (default: the built-in sample).")
    private Path specFile;

    @Option(names = "--out", paramLabel = "PATH", required = true,
            description = "Where to write: a Hadoop path or URI (hdfs://, s3a://, file:, a local path); must be new "
                    + "or empty unless --resume.")
    private String out;

    private WorldRegion region;

    private int tileSize = WorldTiles.DEFAULT_TILE_SIZE;

    private int cacheBlocks = World.DEFAULT_CACHE_BLOCKS;

    private int partitions;

    @Option(names = "--png", paramLabel = "FILE",
            description = "Also write the whole region as one PNG (a Hadoop path or URI), streamed by the driver a "
                    + "row of tiles at a time as soon as the tasks covering it are done (a hexagonal world from "
                    + "the cells the tasks leave in .FILE.cells/ beside it, removed at the end): the bytes wfc world "
                    + "--png writes. Refused for worlds of voxel columns.")
    private String png;

    @Option(names = "--resume",
            description = "Continue --out, written by wfc world or this job: same spec, --region, --tile-size and "
                    + "--formats (compared through world.json); the tiles its manifest lists are kept, the others "
                    + "made, and the manifest is written whole at the end.")
    private boolean resume;

    @Option(names = "--quiet", description = "Print nothing but errors: no statistics line.")
    private boolean quiet;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    private boolean help;

    @Option(names = "--region", paramLabel = "X,Y,W,H", required = true,
            description = "The region: first cell (64-bit, may be negative) and size in cells.")
    void setRegion(String value) {
        try {
            region = WorldRegion.parse(value);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    @Option(names = "--tile-size", paramLabel = "S",
            description = "Tile side in cells (default: " + WorldTiles.DEFAULT_TILE_SIZE + ", 1.."
                    + WorldTiles.MAX_TILE_SIZE + ").")
    void setTileSize(int value) {
        tileSize = Args.inRange(spec, "--tile-size", value, 1, WorldTiles.MAX_TILE_SIZE);
    }

    @Option(names = "--cache-blocks", paramLabel = "N",
            description = "Solved blocks each executor keeps in memory (default: " + World.DEFAULT_CACHE_BLOCKS + ").")
    void setCacheBlocks(int value) {
        cacheBlocks = (int) Args.atLeast(spec, "--cache-blocks", value, 1);
    }

    @Option(names = "--partitions", paramLabel = "P",
            description = "Spark partitions, each a contiguous range of tiles in row-major order (default: 4 times "
                    + "the default parallelism, at most the tiles).")
    void setPartitions(int value) {
        partitions = (int) Args.atLeast(spec, "--partitions", value, 1);
    }

    @Option(names = "--formats", paramLabel = "LIST",
            description = "Files per tile, comma-separated, as far as the model offers them, as for wfc world: the "
                    + "main one (png, or vox for voxel columns) and, for a square world of a tiled model or of "
                    + "learned PNG examples or a hexagonal world of a hex tileset, tmj and tmx, Tiled maps whose "
                    + "tileset image is tileset.png at the root (default: the main one only).")
    private String formats;

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The command with wfc's one-line error reporting. */
    static CommandLine commandLine() {
        ErrorReporter reporter = new ErrorReporter();
        return new CommandLine(new SparkWorldCommand())
                .setParameterExceptionHandler(reporter)
                .setExecutionExceptionHandler(reporter);
    }

    @Override
    public Integer call() {
        SparkWorldJob job = SparkWorldJob.of(specFile, region, tileSize, cacheBlocks, out, partitions, formats,
                resume, png);
        SparkSession spark = SparkSession.builder().appName("wfc world").getOrCreate();
        SparkWorldJob.Result result;
        try {
            result = job.run(spark);
        } finally {
            spark.stop();
        }
        if (!quiet) {
            double seconds = result.wallNanos() / 1e9;
            spec.commandLine().getOut().println(String.format(Locale.ROOT,
                    "%s: %d tiles, %d cells in %.1f s, %.0f cells/s on %d partitions", out, result.tiles(),
                    result.cells(), seconds, result.cells() / Math.max(seconds, 1e-9), result.partitions()));
            spec.commandLine().getOut().flush();
        }
        return ExitCodes.OK;
    }
}
