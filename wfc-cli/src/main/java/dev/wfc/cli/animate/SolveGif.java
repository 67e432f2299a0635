package dev.wfc.cli.animate;

import dev.wfc.cli.support.CliFailure;
import dev.wfc.core.Grid;
import dev.wfc.core.Solution;
import dev.wfc.core.SolveListener;
import dev.wfc.core.model.Model;
import dev.wfc.core.topo.Topology;
import dev.wfc.core.view.FramePainter;
import dev.wfc.core.view.FrameRecorder;
import dev.wfc.core.view.FrameView;

import java.io.UncheckedIOException;
import java.nio.file.Path;

/**
 * The GIF of one solve as {@code wfc animate} draws it with its defaults (both panels, square cells, hexagons or a
 * cube's layers side by side by the grid's topology, the automatic scale and step count, {@value AnimationOptions#DEFAULT_DELAY} ms frames, the final map held
 * {@value AnimationOptions#DEFAULT_HOLD} ms), for commands that animate without its options ({@code wfc debroglie}'s
 * {@code "animate": true}). The file appears only after {@link #finish}; {@link #abort} leaves none.
 */
public final class SolveGif {
    private final AnimationOutput output;
    private final FrameRecorder recorder;

    private SolveGif(AnimationOutput output, FrameRecorder recorder) {
        this.output = output;
        this.recorder = recorder;
    }

    /**
     * Opens {@code gif} for a solve of {@code model} on {@code grid}: on the square grid, pictures of {@code mapWidth
     * x mapHeight} pixels as the model draws them; on hexagons and cubes, each cell in its tile's colour among
     * {@code cellColors} (null: the mean colour of the tile's picture).
     *
     * @throws CliFailure exit 2, naming {@code what}, if a frame exceeds the GIF format's side or the file would
     *     replace a directory; 1 if it cannot be created
     */
    public static SolveGif open(Path gif, Model model, Grid grid, int[] cellColors, long mapWidth, long mapHeight,
                                String what) {
        FramePainter painter = grid.topology() == Topology.SQUARE
                ? AnimationRun.squarePainter(model, grid, FrameView.BOTH, null, mapWidth, mapHeight, what)
                : AnimationRun.layoutPainter(model, cellColors, grid, FrameView.BOTH, null, what);
        AnimationOutput output = AnimationOutput.open(gif, null, Integer.parseInt(AnimationOptions.DEFAULT_DELAY),
                Integer.parseInt(AnimationOptions.DEFAULT_HOLD));
        return new SolveGif(output, new FrameRecorder(AnimationOptions.automaticEvery(grid.cells()), painter,
                output::frame));
    }

    /** The listener to attach to the solver; it records, and changes nothing of the solve. */
    public SolveListener listener() {
        return recorder;
    }

    /**
     * Adds the final map and renames the GIF into place.
     *
     * @throws CliFailure exit 1 if the file cannot be written
     */
    public void finish(Solution map) {
        try {
            recorder.finish(map);
        } catch (UncheckedIOException e) {
            output.abort();
            throw CliFailure.failed(e.getCause().getMessage());
        }
        output.commit();
    }

    /** Removes what was written. */
    public void abort() {
        output.abort();
    }

    /** Frames written so far. */
    public int frames() {
        return output.count();
    }
}
