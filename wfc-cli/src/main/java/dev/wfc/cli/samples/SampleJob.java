package dev.wfc.cli.samples;

import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.Inputs;
import dev.wfc.cli.support.OutputFile;
import dev.wfc.core.Backtracking;
import dev.wfc.core.NoMapPossibleException;
import dev.wfc.core.Solution;
import dev.wfc.core.Solver;
import dev.wfc.core.SolverBuilder;
import dev.wfc.core.io.FileNames;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.model.OverlappingModel;
import dev.wfc.core.model.TiledModel;
import dev.wfc.core.samples.SampleEntry;
import dev.wfc.core.samples.SampleShots;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A samples.xml entry with its model loaded and its size capped, ready to run: each screenshot is solved as the
 * classic does ({@link SampleShots#shoot}) and its map written as {@code DIR/NAME-SEED.png}, plus {@code .txt} for
 * {@code textOutput} and {@code .json} if asked.
 */
final class SampleJob {
    /** How a screenshot ended. */
    enum Outcome {
        SOLVED("solved"),
        PARTIAL("partial"),
        PARTIAL_NO_TEXT("partial, no .txt"),
        FAILED("no solution"),
        NO_MAP("no map possible");

        private final String text;

        Outcome(String text) {
            this.text = text;
        }

        boolean produced() {
            return this == SOLVED || this == PARTIAL || this == PARTIAL_NO_TEXT;
        }

        @Override
        public String toString() {
            return text;
        }
    }

    /**
     * One screenshot's outcome.
     *
     * @param seed the seed of the map written, or of the last try if none was
     * @param tries seeds tried, 0 if no map was possible at all
     * @param millis solve time over every try
     */
    record Shot(SampleJob job, int shot, long seed, int tries, Outcome outcome, double millis) {
    }

    private final SampleEntry entry;
    private final String label;
    private final String name;
    private final Supplier<SolverBuilder> rules;
    private final Function<Solution, Image> picture;
    private final Function<Solution, String> text;
    private final Function<Solution, String> json;

    private SampleJob(SampleEntry entry, String label, String name, Supplier<SolverBuilder> rules,
                      Function<Solution, Image> picture, Function<Solution, String> text,
                      Function<Solution, String> json) {
        this.entry = entry;
        this.label = label;
        this.name = name;
        this.rules = rules;
        this.picture = picture;
        this.text = text;
        this.json = json;
    }

    /**
     * Loads the entry's sample or tileset from beside {@code samplesXml}.
     *
     * @param sizeCap the largest width and height, or null for the entry's own
     * @param json whether tiled entries also write JSON
     * @throws CliFailure with exit code 2 if the input cannot be read or used, or the size is too small for it; the
     *     message names samples.xml and the entry's element
     */
    static SampleJob load(Path samplesXml, SampleEntry entry, Integer sizeCap, boolean allowDeadEnds, boolean json) {
        int w = sizeCap == null ? entry.width() : Math.min(entry.width(), sizeCap);
        int h = sizeCap == null ? entry.height() : Math.min(entry.height(), sizeCap);
        Path input = SampleShots.input(samplesXml, entry);
        String where = samplesXml + ": " + entry.element() + ": ";
        try {
            return entry.overlapping() != null ? overlapping(input, entry, w, h)
                    : tiled(input, entry, w, h, allowDeadEnds, json);
        } catch (CliFailure e) {
            throw CliFailure.badInput(where + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw CliFailure.badInput(where + e.getMessage() + (sizeCap == null ? "" : " (--size-cap " + sizeCap
                    + ")"));
        }
    }

    private static SampleJob overlapping(Path png, SampleEntry entry, int w, int h) {
        boolean periodic = entry.periodic();
        OverlappingModel model = SampleShots.overlapping(entry, Inputs.png(png));
        model.grid(w, h, periodic);
        String label = "#" + entry.position() + " " + entry.name() + " N=" + model.n() + " " + w + "x" + h;
        return new SampleJob(entry, label, entry.name(), () -> model.solverBuilder(w, h, periodic),
                map -> model.render(map, w, h), null, null);
    }

    private static SampleJob tiled(Path xml, SampleEntry entry, int w, int h, boolean allowDeadEnds, boolean json) {
        SampleEntry.Tiled t = entry.tiled();
        boolean periodic = entry.periodic();
        TiledModel model = Inputs.tiled(xml, t.subset(), allowDeadEnds);
        model.grid(w, h, periodic);
        String label = "#" + entry.position() + " " + entry.name() + (t.subset() == null ? "" : "/" + t.subset())
                + " " + w + "x" + h;
        return new SampleJob(entry, label, FileNames.tilesetName(xml, t.subset()),
                () -> model.solverBuilder(w, h, periodic), map -> model.render(map, t.blackBackground()),
                t.textOutput() ? model::text : null, json ? model::json : null);
    }

    /** E.g. {@code "#28 Circuit/Turnless 34x34"}: position, name, subset or N, size. */
    String label() {
        return label;
    }

    SampleEntry entry() {
        return entry;
    }

    /**
     * Runs every screenshot, writing into {@code dir} and reporting each as it ends.
     *
     * @param backtracking limits to backtrack within, or null to fail a try at its first contradiction
     * @throws CliFailure with exit code 1 if a file cannot be written
     */
    void run(Backtracking backtracking, Path dir, Consumer<Shot> report) {
        Solver solver;
        try {
            solver = SampleShots.configure(rules.get(), entry, backtracking).build();
        } catch (NoMapPossibleException e) {
            for (int shot = 0; shot < entry.screenshots(); shot++) {
                report.accept(new Shot(this, shot, entry.seed(shot, 0), 0, Outcome.NO_MAP, 0));
            }
            return;
        }
        for (int shot = 0; shot < entry.screenshots(); shot++) {
            SampleShots.Shot s = SampleShots.shoot(solver, entry, shot);
            Outcome outcome = s.map() == null ? Outcome.FAILED : write(s.map(), dir, s.seed());
            report.accept(new Shot(this, shot, s.seed(), s.tries(), outcome, s.millis()));
        }
    }

    /** Writes the map's files; a partial map has no text form, so its {@code .txt} is left out. */
    private Outcome write(Solution map, Path dir, long seed) {
        List<OutputFile> files = new ArrayList<>();
        files.add(new OutputFile("--out", file(dir, seed, ".png"), Png.encode(picture.apply(map))));
        boolean solved = map.solved();
        if (text != null && solved) {
            files.add(OutputFile.text("--out", file(dir, seed, ".txt"), () -> text.apply(map)));
        }
        if (json != null) {
            files.add(OutputFile.text("--json", file(dir, seed, ".json"), () -> json.apply(map)));
        }
        OutputFile.writeAll(files);
        if (solved) {
            return Outcome.SOLVED;
        }
        return text != null ? Outcome.PARTIAL_NO_TEXT : Outcome.PARTIAL;
    }

    private Path file(Path dir, long seed, String extension) {
        return dir.resolve(name + "-" + seed + extension);
    }
}
