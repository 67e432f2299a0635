package dev.wfc.cli.animate;

import dev.wfc.cli.support.Args;
import dev.wfc.core.io.GifWriter;
import dev.wfc.core.view.FrameView;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Path;

/** What an animation of a solve shows and where it goes; for the {@code wfc animate} commands. */
final class AnimationOptions {
    /** The largest frame side (pixels) the automatic {@code --scale} aims for. */
    static final int AUTO_SCALE_SIDE = 512;
    /** Frames per attempt the automatic {@code --every} aims for. */
    static final int AUTO_FRAMES = 100;
    /** Largest {@code --scale}; a GIF frame side may not exceed 65535 pixels anyway. */
    static final int MAX_SCALE = 64;
    /** Default {@code --delay}, milliseconds. */
    static final String DEFAULT_DELAY = "40";
    /** Default {@code --hold}, milliseconds. */
    static final String DEFAULT_HOLD = "2000";

    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    @Option(names = "--out", paramLabel = "FILE",
            description = "The animated GIF; missing directories are created (default: output/NAME-SEED.gif).")
    private Path out;

    @Option(names = "--frames", paramLabel = "DIR",
            description = "Also write every frame as DIR/frame-NNNNNN.png; DIR must be missing or empty "
                    + "(default: none).")
    private Path frames;

    @Option(names = "--view", paramLabel = "VIEW", defaultValue = "both",
            description = "map (the partial map, undecided cells as the weighted average of their options), entropy "
                    + "(the entropy heat map, lowest darkest, decided cells marked) or both side by side "
                    + "(default: ${DEFAULT-VALUE}).")
    private FrameView view;

    private Integer every;
    private Integer scale;
    private int delay;
    private int hold;

    @Option(names = "--every", paramLabel = "K",
            description = "A frame every K collapse steps, counted across attempts, plus the final map (default: the "
                    + "grid's cells / " + AUTO_FRAMES + ", at least 1).")
    void setEvery(int value) {
        every = (int) Args.atLeast(mixee, "--every", value, 1);
    }

    @Option(names = "--scale", paramLabel = "K",
            description = "Pixels per pixel of the map, 1.." + MAX_SCALE + " (default: the largest that keeps the "
                    + "frame within " + AUTO_SCALE_SIDE + " pixels a side, at least 1).")
    void setScale(int value) {
        scale = Args.inRange(mixee, "--scale", value, 1, MAX_SCALE);
    }

    @Option(names = "--delay", paramLabel = "MS", defaultValue = DEFAULT_DELAY,
            description = "How long each frame shows, in milliseconds, 10.." + GifWriter.MAX_DELAY_MILLIS
                    + ", rounded to hundredths of a second (default: ${DEFAULT-VALUE}).")
    void setDelay(int value) {
        delay = Args.inRange(mixee, "--delay", value, 10, GifWriter.MAX_DELAY_MILLIS);
    }

    @Option(names = "--hold", paramLabel = "MS", defaultValue = DEFAULT_HOLD,
            description = "How long the final map shows before the animation starts over, in milliseconds, 10.."
                    + GifWriter.MAX_DELAY_MILLIS + " (default: ${DEFAULT-VALUE}).")
    void setHold(int value) {
        hold = Args.inRange(mixee, "--hold", value, 10, GifWriter.MAX_DELAY_MILLIS);
    }

    /** The given {@code --out}, else {@code output/NAME-SEED.gif}. */
    Path gif(String name, long seed) {
        return out != null ? out : Path.of("output", name + "-" + seed + ".gif");
    }

    /** The {@code --frames} directory, or null. */
    Path frames() {
        return frames;
    }

    FrameView view() {
        return view;
    }

    /** Steps per frame: the given {@code --every}, else a grid of {@code cells} cells' share. */
    int every(int cells) {
        return every != null ? every : automaticEvery(cells);
    }

    /** The default {@code --every} of a grid of {@code cells} cells. */
    static int automaticEvery(int cells) {
        return Math.max(1, cells / AUTO_FRAMES);
    }

    /** The given {@code --scale}, or null for the automatic one. */
    Integer scale() {
        return scale;
    }

    int delayMillis() {
        return delay;
    }

    int holdMillis() {
        return hold;
    }
}
