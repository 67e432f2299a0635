package dev.wfc.cli.animate;

import dev.wfc.cli.map.MapRun;
import dev.wfc.cli.options.ModelInput;
import dev.wfc.cli.options.SeedOptions;
import dev.wfc.cli.options.SizeOptions;
import dev.wfc.cli.options.SolverOptions;
import dev.wfc.cli.support.CliFailure;
import dev.wfc.cli.support.ExitCodes;
import dev.wfc.cli.support.InputArguments;
import dev.wfc.core.Grid;
import dev.wfc.core.io.GifWriter;
import dev.wfc.core.io.Image;
import dev.wfc.core.model.Model;
import dev.wfc.core.model.SteeredModel;
import dev.wfc.core.topo.Topology;
import dev.wfc.core.view.CellLayout;
import dev.wfc.core.view.FramePainter;
import dev.wfc.core.view.FrameRecorder;
import dev.wfc.core.view.FrameView;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;

/**
 * What the {@code wfc animate} commands share: lay out the frames, solve one map with a {@link FrameRecorder}
 * listening, add the final map, and keep the files only if all went well; then print one summary line.
 */
final class AnimationRun {
    private final CommandSpec spec;
    private final SizeOptions size;
    private final SeedOptions seed;
    private final SolverOptions solver;
    private final AnimationOptions options;

    AnimationRun(CommandSpec spec, SizeOptions size, SeedOptions seed, SolverOptions solver,
                 AnimationOptions options) {
        this.spec = spec;
        this.size = size;
        this.seed = seed;
        this.solver = solver;
        this.options = options;
    }

    /**
     * Animates one solve of {@code input}'s model.
     *
     * @throws CliFailure exit 2 for options the model or the GIF format cannot take, 3 without a solution, 1 if a
     *     file cannot be written
     */
    int run(ModelInput input) {
        Model model = input.model();
        Grid grid = input.grid(size);
        FrameView view = options.view();
        FramePainter painter = grid.topology() == Topology.SQUARE ? squarePainter(model, grid, view)
                : layoutPainter(input, grid, view);
        long frameWidth = painter.width();
        long frameHeight = painter.height();
        int every = options.every(grid.cells());
        long mapSeed = seed.seed();
        Path gif = options.gif(input.name(), mapSeed);
        MapRun run = new MapRun(spec, size, solver);
        InputArguments.refuseInput(spec, Set.of("--out", "--frames"), "--out", gif);
        AnimationOutput output = AnimationOutput.open(gif, options.frames(), options.delayMillis(),
                options.holdMillis());
        FrameRecorder recorder = new FrameRecorder(every, painter, output::frame);
        MapRun.Solved solved;
        try {
            SteeredModel rules = run.steer((w, h, periodic) -> model.solverBuilder(w, h, periodic).listener(recorder),
                    model::grid, grid.topology(), model.tileNames(), input.restriction(), mapSeed);
            solved = run.solve(rules, model.rules().tileCount(), grid.topology().directions(), grid.cells(),
                    (double) frameWidth * frameHeight, mapSeed);
            recorder.finish(solved.solution());
        } catch (UncheckedIOException e) {
            output.abort();
            throw CliFailure.failed(e.getCause().getMessage());
        } catch (RuntimeException | Error e) {
            output.abort();
            throw e;
        }
        output.commit();
        print(gif, output.count(), painter, every, recorder.steps(), input, solved);
        return ExitCodes.OK;
    }

    /** Frames of square cells: the model's own picture of the map beside the heat map, magnified --scale times. */
    private FramePainter squarePainter(Model model, Grid grid, FrameView view) {
        int cellPixels = model.cellPixels();
        return squarePainter(model, grid, view, options.scale(), (long) size.width() * cellPixels,
                (long) size.height() * cellPixels, size.describe());
    }

    /**
     * Frames of square cells for maps of {@code mapWidth x mapHeight} pixels at {@code scale} (null: the largest
     * that keeps a frame within {@link AnimationOptions#AUTO_SCALE_SIDE} a side).
     *
     * @throws CliFailure exit 2, naming {@code what}, if a frame exceeds the GIF format's side
     */
    static FramePainter squarePainter(Model model, Grid grid, FrameView view, Integer scale, long mapWidth,
                                      long mapHeight, String what) {
        int cellPixels = model.cellPixels();
        int k = scale != null ? scale : FramePainter.fittingScale(view, grid, cellPixels, mapWidth, mapHeight,
                AnimationOptions.AUTO_SCALE_SIDE, AnimationOptions.MAX_SCALE);
        long frameWidth = FramePainter.frameWidth(view, grid, cellPixels, mapWidth, k);
        long frameHeight = FramePainter.frameHeight(view, grid, cellPixels, mapHeight, k);
        checkGifSize(frameWidth, frameHeight, k, what);
        return new FramePainter(model.rules(), model::render, cellPixels, view, grid, (int) mapWidth,
                (int) mapHeight, k);
    }

    /** {@link #layoutPainter(Model, int[], Grid, FrameView, Integer, String)} with the command's options. */
    private FramePainter layoutPainter(ModelInput input, Grid grid, FrameView view) {
        return layoutPainter(input.model(), input.cellColors(), grid, view, options.scale(), size.describe());
    }

    /**
     * Frames of hexagons ({@code scale}: a hexagon's width, at least 2) or of a cube's layers side by side, bottom
     * layer leftmost ({@code scale}: pixels a cell side); null scale: the largest that keeps a frame within
     * {@link AnimationOptions#AUTO_SCALE_SIDE} a side. The tiles' colours are {@code cellColors}, or (null) their
     * pictures' mean colours.
     *
     * @throws CliFailure exit 2, naming {@code what}, if a frame exceeds the GIF format's side
     */
    static FramePainter layoutPainter(Model model, int[] cellColors, Grid grid, FrameView view, Integer scale,
                                      String what) {
        boolean hex = grid.topology() == Topology.HEX;
        int k = scale != null ? scale : 1;
        if (scale == null) {
            while (k < AnimationOptions.MAX_SCALE
                    && layoutSide(grid, view, k + 1) <= AnimationOptions.AUTO_SCALE_SIDE) {
                k++;
            }
        }
        long[] panel = hex ? CellLayout.hexagonSize(grid, Math.max(2, k)) : CellLayout.layersSize(grid, k);
        checkGifSize(FramePainter.frameWidth(view, panel[0]), panel[1], k, what);
        CellLayout layout = hex ? CellLayout.hexagons(grid, Math.max(2, k)) : CellLayout.layers(grid, k);
        int[] colors = cellColors;
        if (colors == null) {
            colors = new int[model.rules().tileCount()];
            for (int t = 0; t < colors.length; t++) {
                colors[t] = meanColor(model.tileImage(t));
            }
        }
        return new FramePainter(model.rules(), colors, view, grid, layout);
    }

    private static long layoutSide(Grid grid, FrameView view, int scale) {
        long[] panel = grid.topology() == Topology.HEX ? CellLayout.hexagonSize(grid, Math.max(2, scale))
                : CellLayout.layersSize(grid, scale);
        return Math.max(FramePainter.frameWidth(view, panel[0]), panel[1]);
    }

    /** Each channel's mean over the picture's pixels (a learned tile's picture is its one colour). */
    private static int meanColor(Image image) {
        long[] sum = new long[4];
        for (int y = 0; y < image.height(); y++) {
            for (int x = 0; x < image.width(); x++) {
                int p = image.pixel(x, y);
                for (int k = 0; k < 4; k++) {
                    sum[k] += (p >>> (8 * k)) & 0xFF;
                }
            }
        }
        long n = (long) image.width() * image.height();
        int argb = 0;
        for (int k = 0; k < 4; k++) {
            argb |= (int) ((sum[k] + n / 2) / n) << (8 * k);
        }
        return argb;
    }

    private static void checkGifSize(long frameWidth, long frameHeight, int scale, String what) {
        if (frameWidth > GifWriter.MAX_SIDE || frameHeight > GifWriter.MAX_SIDE) {
            throw CliFailure.badInput(what + " at --scale " + scale + ": frames of " + frameWidth + "x"
                    + frameHeight + " pixels (expected: at most " + GifWriter.MAX_SIDE + " a side, the GIF limit)");
        }
    }

    private void print(Path gif, int frames, FramePainter painter, int every, long steps, ModelInput input,
                       MapRun.Solved solved) {
        int attempts = solved.solution().attempts();
        PrintWriter out = spec.commandLine().getOut();
        out.println(String.format(Locale.ROOT, "%s: %d frames of %dx%d px, one every %d of %d steps%s; %dx%d, seed "
                        + "%d, %d %s, %d attempt%s, solved and drawn in %.0f ms%s",
                gif, frames, painter.width(), painter.height(), every, steps,
                options.frames() == null ? "" : ", also as PNG in " + options.frames(), size.width(), size.height(),
                solved.solution().seed(), input.model().rules().tileCount(), input.units(), attempts,
                attempts == 1 ? "" : "s", solved.millis(), solved.note()));
        out.flush();
    }
}
