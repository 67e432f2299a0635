package dev.wfc.cli.stats;

import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.support.OutputFile;
import dev.wfc.core.WfcInputException;
import dev.wfc.core.io.InvalidInputException;
import dev.wfc.core.io.Png;
import dev.wfc.corpus.CorpusDir;
import dev.wfc.corpus.CorpusReader;
import dev.wfc.corpus.gallery.Gallery;
import dev.wfc.corpus.stats.CorpusStatistics;
import dev.wfc.corpus.stats.StatsReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code wfc stats}: what a corpus holds, against the sample it was made from. */
@Command(name = "stats",
        addMethodSubcommands = false,
        description = {
            "Statistics of a corpus made by wfc corpus with json among its --formats: how maps ended, attempts and "
                    + "contradictions, time per map, tile frequencies against the sample's (KL divergence), and the "
                    + "entropy of each tile's adjacency row.",
            "Writes stats.json, stats.md, histogram.png and times.png, and with --gallery index.html, a static page "
                    + "of the maps to open in a browser; prints one line."})
public final class StatsCommand implements Callable<Integer> {
    static final String JSON = "stats.json";
    static final String MARKDOWN = "stats.md";
    static final String HISTOGRAM = "histogram.png";
    static final String TIMES = "times.png";
    static final String GALLERY = "index.html";
    /** The folder beside the gallery that holds the thumbnails of a corpus whose PNG files are in shards or parts. */
    static final String THUMBNAILS = "thumbnails";

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "CORPUS_DIR",
            description = "The corpus directory: run.json, manifest.jsonl and maps/, shards/ or parquet/.")
    private Path corpus;

    @Option(names = "--spec", paramLabel = "SPEC.json",
            description = "The spec file the corpus was made from, to rebuild its rules (default: the one run.json "
                    + "names: its specFile, or in an older corpus the one of its command, from the working directory).")
    private Path specFile;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Where the statistics go; created if missing (default: CORPUS_DIR/stats).")
    private Path out;

    @Option(names = "--gallery",
            description = "Also writes index.html: the summary and charts, the worst maps by KL divergence and every "
                    + "map as a thumbnail with its index, seed, status and attempts, in pages (index.html#page=N); "
                    + "static and offline. Thumbnails need png among the corpus's formats; those of a shards or "
                    + "parquet corpus are copied out into thumbnails/ beside the page.")
    private boolean gallery;

    @Option(names = "--page-size", paramLabel = "N",
            description = "With --gallery: thumbnails a page, 1.." + Gallery.MAX_PAGE_SIZE + " (default: "
                    + Gallery.DEFAULT_PAGE_SIZE + ").")
    private Integer pageSize;

    @Override
    public Integer call() {
        Gallery pages = null;
        if (pageSize != null && !gallery) {
            throw CliFailure.badInput("--page-size: " + pageSize + " (expected: together with --gallery)");
        }
        if (gallery) {
            try {
                pages = new Gallery(Gallery.checkPageSize("--page-size",
                        pageSize != null ? pageSize : Gallery.DEFAULT_PAGE_SIZE));
            } catch (WfcInputException e) {
                throw CliFailure.badInput(e.getMessage());
            }
        }
        CorpusReader reader;
        CorpusStatistics stats;
        boolean grouped;
        try {
            reader = CorpusReader.open(corpus, specFile);
            stats = new CorpusStatistics(reader.rules());
            reader.readInto(stats, pages);
            grouped = reader.grouped();
        } catch (InvalidInputException e) {
            throw CliFailure.badInput(e.getMessage());
        }
        if (stats.maps() == 0) {
            throw CliFailure.badInput(corpus.resolve(CorpusDir.MANIFEST) + ": no maps (expected: at least one "
                    + "manifest entry)");
        }
        StatsReport report = new StatsReport(corpus.toString(), stats, reader.names());
        Path dir = out != null ? out : corpus.resolve("stats");
        List<OutputFile> files = new ArrayList<>(List.of(
                new OutputFile("--out", dir.resolve(JSON), report.json()),
                new OutputFile("--out", dir.resolve(MARKDOWN), report.markdown().getBytes(StandardCharsets.UTF_8)),
                new OutputFile("--out", dir.resolve(HISTOGRAM), Png.encode(report.histogram())),
                new OutputFile("--out", dir.resolve(TIMES), Png.encode(report.times()))));
        Thumbnails thumbnails = null;
        if (pages != null) {
            String images = grouped ? THUMBNAILS + "/" : Gallery.relativeUrl(dir, corpus);
            String html = pages.html(corpus.toString(), report.summary(), images, List.of(HISTOGRAM, TIMES));
            files.add(new OutputFile("--out", dir.resolve(GALLERY), html.getBytes(StandardCharsets.UTF_8)));
            if (grouped) {
                thumbnails = Thumbnails.stage(reader, dir.resolve(THUMBNAILS));
            }
        }
        writeAll(files, thumbnails);
        spec.commandLine().getOut().println(dir + ": " + report.summary());
        spec.commandLine().getOut().flush();
        return ExitCodes.OK;
    }

    /**
     * Writes {@code files}, all or none, and swaps the staged {@code thumbnails} (if not null) in with them: if a file
     * cannot be written, the thumbnails folder is left as it was.
     */
    private static void writeAll(List<OutputFile> files, Thumbnails thumbnails) {
        if (thumbnails == null) {
            OutputFile.writeAll(files);
            return;
        }
        thumbnails.swapIn();
        try {
            OutputFile.writeAll(files);
        } catch (RuntimeException | Error e) {
            thumbnails.rollBack();
            throw e;
        }
        thumbnails.commit();
    }
}
