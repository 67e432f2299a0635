package dev.wfc.core.view;

import dev.wfc.core.Solution;
import dev.wfc.core.SolveListener;
import dev.wfc.core.SolveView;
import dev.wfc.core.io.Image;

/**
 * The solver's listener that films a solve: before collapse step {@code s} (counted from 0 across all attempts) with
 * {@code s % every == 0}, the state through the solver's view, with the cell about to collapse ringed; then
 * {@link #finish} adds the map the solve returned. A solve of S steps thus gives {@code ceil(S / every) + 1}
 * frames.
 */
public final class FrameRecorder implements SolveListener {
    /** Where the frames go, in order; {@code last} is true for the final frame only. */
    @FunctionalInterface
    public interface Sink {
        void frame(Image frame, boolean last);
    }

    private final int every;
    private final FramePainter painter;
    private final Sink output;
    private SolveView view;
    private long steps;

    /** @param every frames are taken every this many steps, >= 1 */
    public FrameRecorder(int every, FramePainter painter, Sink output) {
        this.every = every;
        this.painter = painter;
        this.output = output;
    }

    @Override
    public void attached(SolveView v) {
        view = v;
    }

    @Override
    public void observed(int cell, int tile) {
        if (steps++ % every == 0) {
            output.frame(painter.paint(view.snapshot(), view, cell), false);
        }
    }

    /** Adds the final frame: {@code map}, the result of the solve, as the solver's view shows it now. */
    public void finish(Solution map) {
        output.frame(painter.paint(map, view, -1), true);
    }

    /** Collapse steps seen, over all attempts. */
    public long steps() {
        return steps;
    }
}
