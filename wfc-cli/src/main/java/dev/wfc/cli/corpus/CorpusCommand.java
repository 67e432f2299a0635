package dev.wfc.cli.corpus;

import dev.wfc.cli.support.Args;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.support.JobRangeOptions;
import dev.wfc.cli.support.MemoryBudget;
import dev.wfc.cli.support.TerminalProgress;
import dev.wfc.core.MemoryEstimate;
import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.internal.IoErrors;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.corpus.CorpusDir;
import dev.wfc.corpus.CorpusJob;
import dev.wfc.corpus.CorpusLayout;
import dev.wfc.corpus.CorpusRecipe;
import dev.wfc.corpus.CorpusWriter;
import dev.wfc.corpus.MapFormat;
import dev.wfc.parallel.Batch;
import dev.wfc.parallel.BatchStats;
import dev.wfc.parallel.SolveParams;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;

/** {@code wfc corpus}: many maps of one spec on all cores, with a manifest, reproducible and resumable. */
@Command(name = "corpus",
        addMethodSubcommands = false,
        description = {
            "Generates maps START .. START+COUNT-1 of a spec into a corpus directory: maps/NNNNNN.EXT, manifest.jsonl "
                    + "(one line per map) and run.json. Map i depends only on the spec, the master seed and i.",
            "Without SPEC.json, the built-in sample with the defaults of wfc overlapping is used.",
            "Prints one statistics line; a progress bar on stderr when attached to a terminal."})
public final class CorpusCommand implements Callable<Integer> {
    /**
     * The most bytes of maps' files (by their generous estimate) that wait for the writer, above 4 a worker; less where
     * a third of the heap left beside the workers and the writer's shards is less.
     */
    private static final double QUEUE_BYTES = 16 << 20;
    /** The batch's largest queue capacity. */
    private static final long MAX_QUEUE = 1 << 20;

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "SPEC.json",
            description = "The corpus spec: the model and its parameters, see the README (default: the built-in "
                    + "sample, 48x48, the defaults of wfc overlapping).")
    private Path specFile;

    private Integer threads;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = "corpus",
            description = "The corpus directory; must be new or empty unless --resume (default: ${DEFAULT-VALUE}).")
    private Path out;

    @Mixin
    private JobRangeOptions range;

    @Option(names = "--formats", paramLabel = "LIST",
            description = "Files per map, comma-separated: png, json, txt, tmj, tmx, vox, as far as the model "
                    + "offers them (overlapping: png, json; tiled: png, json, txt, tmj, tmx, of a hex tileset png, json, "
                    + "tmx, of a cube tileset vox, png, json; learned: png, json, "
                    + "tmj, tmx for PNG "
                    + "examples, txt, json for text, vox, png, json on a cube, png, json on a hex) (default: png, or "
                    + "txt for a learned model of text examples, vox for a cube).")
    private String formats;

    @Option(names = "--resume",
            description = "Continue the corpus in --out: same spec, --master-seed, --start-index, --count and "
                    + "--formats; maps in its manifest whose files are present and sound (their recorded SHA-256) "
                    + "are kept, the others made.")
    private boolean resume;

    @Option(names = "--quiet", description = "Print nothing but errors: no progress bar, no statistics line.")
    private boolean quiet;

    @Option(names = "--layout", paramLabel = "files|shards|parquet",
            description = "How maps are stored: files, one file per map and format under maps/ (in subfolders of "
                    + "1000 maps beyond 10000 maps), shards, tar archives of --shard-size maps under shards/, or "
                    + "parquet, uncompressed Parquet files of --shard-size maps (a row each, the columns of wfc-spark "
                    + "--layout parquet) under parquet/ (default: files; a --resume continues in the corpus's "
                    + "layout).")
    private String layout;

    private Integer shardSize;

    @Option(names = "--shard-size", paramLabel = "N",
            description = "Maps per shard with --layout shards, per part file with --layout parquet, 1.."
                    + CorpusLayout.MAX_SHARD_SIZE + " (default: " + CorpusLayout.DEFAULT_SHARD_SIZE + ").")
    void setShardSize(int value) {
        shardSize = Args.inRange(spec, "--shard-size", value, 1, CorpusLayout.MAX_SHARD_SIZE);
    }

    @Option(names = "--threads", paramLabel = "K",
            description = "Worker threads (default: all processors, as many as fit in the heap).")
    void setThreads(int value) {
        threads = (int) Args.atLeast(spec, "--threads", value, 1);
    }

    @Override
    public Integer call() {
        range.check();
        CorpusJob job;
        Set<MapFormat> chosen;
        try {
            job = specFile == null ? CorpusJob.defaults() : CorpusJob.read(specFile);
            chosen = CorpusRecipe.chooseFormats(job, formats);
        } catch (InvalidInputException e) {
            throw CliFailure.badInput(e.getMessage());
        }
        int count = range.count();
        CorpusLayout chosenLayout = chooseLayout();
        double writer = chosenLayout.writerBytes(job, chosen.size(), count);
        // Without --threads: every processor, as far as their workers fit in the heap beside the writer's shards (an
        // explicit count is refused).
        int k = threads != null ? threads
                : MemoryBudget.threadsThatFit(job.bytesPerWorker(), Runtime.getRuntime().availableProcessors(), writer);
        SolveParams params = job.params();
        String size = params.width() + "x" + params.height();
        MemoryBudget.requireThreads(job.bytesPerWorker(), Math.min(k, count), "--threads " + k + " at " + size);
        MemoryBudget.requireShards(job.bytesPerWorker(), Math.min(k, count), writer, "--shard-size "
                + chosenLayout.shardSize() + " with --threads " + k + " at " + size);
        double headroom = MemoryEstimate.availableBytes() - job.bytesPerWorker() * Math.min(k, count) - writer;
        double queueBytes = Math.max(0, Math.min(QUEUE_BYTES, headroom / 3));
        try (CorpusDir dir = open(job, chosen, k, chosenLayout)) {
            return run(job, chosen, k, dir, queueBytes);
        } catch (IOException e) {
            throw CliFailure.failed("--out " + out + ": cannot release the lock (" + IoErrors.describe(e) + ")");
        }
    }

    /** The layout of {@code --layout} and {@code --shard-size}. */
    private CorpusLayout chooseLayout() {
        String name = layout != null ? layout : "files";
        if (shardSize != null && name.equalsIgnoreCase("files")) {
            throw CliFailure.badInput("--shard-size: " + shardSize + " with --layout " + name + " (expected: "
                    + "--shard-size only with --layout shards or parquet)");
        }
        try {
            return CorpusLayout.named(name, range.count(), shardSize != null ? shardSize
                    : CorpusLayout.DEFAULT_SHARD_SIZE);
        } catch (InvalidInputException e) {
            throw CliFailure.badInput(e.getMessage());
        }
    }

    /** Solves the maps that {@code dir} lacks and writes them into it, with {@code queueBytes} for waiting maps. */
    private int run(CorpusJob job, Set<MapFormat> chosen, int k, CorpusDir dir, double queueBytes) {
        SolveParams params = job.params();
        int count = range.count();
        BitSet done = dir.done();
        if (!quiet && dir.resumeSummary() != null) {
            spec.commandLine().getOut().println(dir.resumeSummary());
            spec.commandLine().getOut().flush();
        }
        long start = range.startIndex();
        PrintWriter err = spec.commandLine().getErr();
        TerminalProgress bar = !quiet && System.console() != null ? new TerminalProgress(err) : null;
        Batch.Builder batch = Batch.builder(job.model()::solverBuilder, params).masterSeed(range.masterSeed())
                .range(start, count).threads(k).skip(dir.skip()).queueCapacity(queueCapacity(job, chosen, k, queueBytes));
        if (bar != null) {
            batch.progress(bar);
        }
        Batch run = batch.build();
        BatchStats stats;
        try (SignalStop stop = new SignalStop(run::cancel)) {
            try (CorpusWriter writer = new CorpusWriter(job, chosen, dir, start, count)) {
                try {
                    stats = run.run(writer);
                } catch (IOException e) {
                    throw CliFailure.failed(e.getMessage() + "; the " + (done.cardinality() + writer.written())
                            + " maps listed in " + dir.root().resolve(CorpusDir.MANIFEST) + " are complete (continue "
                            + "with --resume)");
                } finally {
                    if (bar != null) {
                        bar.finish();
                    }
                }
            } catch (IOException e) {
                throw CliFailure.failed("--out " + out + ": cannot write the corpus (" + IoErrors.describe(e) + ")");
            }
            if (stop.signalled()) {
                err.println("wfc corpus: stopped by a signal; the " + (done.cardinality() + stats.maps())
                        + " maps listed in " + dir.root().resolve(CorpusDir.MANIFEST) + " are complete (continue with "
                        + "--resume)");
                err.flush();
                return ExitCodes.FAILURE;
            }
        }
        if (!quiet) {
            spec.commandLine().getOut().println(summary(stats, done.cardinality()));
            spec.commandLine().getOut().flush();
        }
        return ExitCodes.OK;
    }

    /**
     * Maps that may wait for the writer: 32 a worker, so that on a long run workers hand maps over 16 at a time
     * ({@link Batch}) and a shard being committed leaves them room, as far as the maps' files fit in
     * {@code queueBytes} (a power of two no larger); at least 4 a worker, the batch's default, which the workers'
     * memory estimate covers. The blocks the workers fill hold at most half as many maps again, so the extra maps
     * take at most 1.5 × {@code queueBytes}, half the heap's headroom.
     */
    private static int queueCapacity(CorpusJob job, Set<MapFormat> formats, int k, double queueBytes) {
        long fit = Long.highestOneBit((long) (queueBytes / (job.bytesPerFile() * Math.max(1, formats.size()))));
        return (int) Math.min(MAX_QUEUE, Math.max(4L * k, Math.min(32L * k, fit)));
    }

    /**
     * Checks that the job admits maps, then prepares {@code --out} for this run.
     *
     * @throws CliFailure exit 3 if no map is possible, 2 for a directory that holds something else than this job's
     *     corpus, 1 if it cannot be prepared
     */
    private CorpusDir open(CorpusJob job, Set<MapFormat> chosen, int k, CorpusLayout chosenLayout) {
        try {
            CorpusRecipe.checkAdmitsMaps(job);
            // run.json: how the corpus was made, and what --resume compares. Built here, not in a method of its
            // own: a Jackson type in this class's signatures would load Jackson for every --help (picocli reflects).
            List<String> command = new ArrayList<>(List.of("wfc", spec.commandLine().getCommandName()));
            spec.commandLine().getParseResult().originalArgs().stream().skip(1).forEach(command::add);
            return CorpusDir.open(out, CorpusDir.runInfo(command, Map.of("threads", k), job, specFile, chosen,
                    range.masterSeed(), range.startIndex(), range.count(), chosenLayout), resume, range.startIndex(),
                    range.count(), layout != null || shardSize != null);
        } catch (NoMapPossibleException e) {
            throw CliFailure.noSolution(e.getMessage());
        } catch (InvalidInputException e) {
            throw CliFailure.badInput(e.getMessage());
        } catch (IOException e) {
            throw CliFailure.failed(e.getMessage());
        }
    }

    private String summary(BatchStats s, int skipped) {
        return String.format(Locale.ROOT, "%s: %d maps in %.1f s, %.1f maps/s on %d thread%s; %d solved, %d failed; "
                        + "%d attempts, %d contradictions; per map p50 %s, p90 %s, p99 %s, max %s; writer busy %.0f%%, "
                        + "queue peak %d of %d, workers waited %.1f%%%s",
                out, s.maps(), s.wallNanos() / 1e9, s.mapsPerSecond(), s.threads(), s.threads() == 1 ? "" : "s",
                s.solved(), s.failed(), s.attempts(), s.contradictions(), millis(s.percentileNanos(50)),
                millis(s.percentileNanos(90)), millis(s.percentileNanos(99)), millis(s.maxNanos()),
                s.wallNanos() == 0 ? 0 : 100.0 * s.writerBusyNanos() / s.wallNanos(), s.maxQueueDepth(),
                s.queueCapacity(), s.wallNanos() == 0 ? 0 : 100.0 * s.workerStallNanos() / s.wallNanos() / s.threads(),
                skipped == 0 ? "" : "; " + skipped + " already done");
    }

    private static String millis(long nanos) {
        return String.format(Locale.ROOT, "%.1f ms", nanos / 1e6);
    }
}
