package dev.wfc.spark;

import dev.wfc.cli.support.Args;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.ErrorReporter;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.support.JobRangeOptions;
import dev.wfc.cli.support.LowercaseEnumConverter;
import dev.wfc.corpus.CorpusLayout;
import org.apache.spark.sql.SparkSession;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code wfc-spark}: the corpus job of {@code wfc corpus} on the Spark cluster that {@code spark-submit} names.
 * Reads and checks its arguments and the spec before starting Spark, then runs a {@link SparkCorpusJob}.
 */
@Command(name = "wfc-spark",
        description = {
            "Generates maps START .. START+COUNT-1 of a corpus spec on Spark into --out: the layout of wfc corpus "
                    + "(run.json, maps/, manifest.jsonl in index order) or a Parquet dataset. Map i is the map wfc "
                    + "corpus makes for the same spec, master seed and i.",
            "Run it with spark-submit, which names the cluster (--master)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:every map of the range was written",
            "1:anything else (e.g. the Spark job failed, or --out cannot be written)",
            "2:bad arguments or spec, or an --out that is not new or empty",
            "3:no map is possible at all: the rules leave a cell without options before the first choice"},
        footer = "")
public final class SparkCorpusCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "SPEC.json",
            description = "The corpus spec, on the driver's file system (default: the built-in sample, 48x48, the "
                    + "defaults of wfc overlapping).")
    private Path specFile;

    @Option(names = "--out", paramLabel = "PATH", required = true,
            description = "Where to write: a Hadoop path or URI (hdfs://, s3a://, file:, a local path); must be new "
                    + "or empty.")
    private String out;

    @Mixin
    private JobRangeOptions range;

    @Option(names = "--formats", paramLabel = "LIST",
            description = "Files per map, comma-separated, as for wfc corpus; with --layout parquet, one binary "
                    + "column each (default: as for wfc corpus, png, or txt for a learned model of text examples).")
    private String formats;

    @Option(names = "--layout", paramLabel = "LAYOUT", defaultValue = "corpus",
            description = "corpus (the files layout of wfc corpus), shards (the shards layout of wfc corpus "
                    + "--layout shards: tar archives of --shard-size maps under shards/) or parquet (a row per map) "
                    + "(default: ${DEFAULT-VALUE}).")
    private SparkCorpusJob.Layout layout;

    private Integer shardSize;

    @Option(names = "--shard-size", paramLabel = "N",
            description = "Maps per shard with --layout shards, 1.." + CorpusLayout.MAX_SHARD_SIZE + ", as for wfc "
                    + "corpus (default: " + CorpusLayout.DEFAULT_SHARD_SIZE + ").")
    void setShardSize(int value) {
        shardSize = Args.inRange(spec, "--shard-size", value, 1, CorpusLayout.MAX_SHARD_SIZE);
    }

    @Option(names = "--quiet", description = "Print nothing but errors: no statistics line.")
    private boolean quiet;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    private boolean help;

    private int partitions;

    @Option(names = "--partitions", paramLabel = "P",
            description = "Spark partitions, each a contiguous index range solved by one solver; with --layout "
                    + "shards, whole shards each (default: --count / " + SparkCorpusJob.MAPS_PER_PARTITION
                    + " rounded up, at least the default parallelism, at most --count, and at most the shards).")
    void setPartitions(int value) {
        partitions = (int) Args.atLeast(spec, "--partitions", value, 1);
    }

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The command with wfc's one-line error reporting. */
    static CommandLine commandLine() {
        ErrorReporter reporter = new ErrorReporter();
        CommandLine cl = new CommandLine(new SparkCorpusCommand())
                .setParameterExceptionHandler(reporter)
                .setExecutionExceptionHandler(reporter);
        cl.registerConverter(SparkCorpusJob.Layout.class, new LowercaseEnumConverter<>(SparkCorpusJob.Layout.class));
        return cl;
    }

    @Override
    public Integer call() {
        range.check();
        if (shardSize != null && layout != SparkCorpusJob.Layout.SHARDS) {
            throw CliFailure.badInput("--shard-size: " + shardSize + " with --layout "
                    + layout.name().toLowerCase(Locale.ROOT) + " (expected: --shard-size only with --layout shards)");
        }
        SparkCorpusJob job = SparkCorpusJob.of(specFile, formats, range.masterSeed(), range.startIndex(),
                range.count(), out, layout, partitions,
                shardSize != null ? shardSize : CorpusLayout.DEFAULT_SHARD_SIZE);
        List<String> command = new ArrayList<>(List.of(spec.name()));
        command.addAll(spec.commandLine().getParseResult().originalArgs());
        SparkSession spark = SparkSession.builder().appName("wfc corpus").getOrCreate();
        SparkCorpusJob.Result result;
        try {
            result = job.run(spark, command);
        } finally {
            spark.stop();
        }
        if (!quiet) {
            spec.commandLine().getOut().println(summary(result));
            spec.commandLine().getOut().flush();
        }
        return ExitCodes.OK;
    }

    private String summary(SparkCorpusJob.Result r) {
        MapCounts c = r.counts();
        double seconds = r.wallNanos() / 1e9;
        return String.format(Locale.ROOT, "%s: %d maps in %.1f s, %.1f maps/s on %d partitions; %d solved, %d failed; "
                        + "%d attempts, %d contradictions; mean solve %.1f ms a map",
                out, c.maps(), seconds, c.maps() / Math.max(seconds, 1e-9), r.partitions(), c.solved(), c.failed(),
                c.attempts(), c.contradictions(), c.maps() == 0 ? 0 : c.solveNanos() / 1e6 / c.maps());
    }
}
