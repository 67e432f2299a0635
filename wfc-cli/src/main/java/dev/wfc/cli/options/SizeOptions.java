package dev.wfc.cli.options;

import dev.wfc.cli.support.Args;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** The output's width and height and whether it wraps around; for every command that makes a map. */
public final class SizeOptions {
    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    private int size;
    private Integer width;
    private Integer height;

    @Option(names = "--periodic", arity = "0..1", fallbackValue = "true", paramLabel = "true|false",
            description = "Make the output wrap around (tileable) (default: false).")
    private boolean periodic;

    @Option(names = "--size", paramLabel = "SIZE", defaultValue = "48",
            description = "Output width and height (default: ${DEFAULT-VALUE}).")
    void setSize(int value) {
        size = (int) Args.atLeast(mixee, "--size", value, 1);
    }

    @Option(names = "--width", paramLabel = "WIDTH", description = "Output width (default: --size).")
    void setWidth(int value) {
        width = (int) Args.atLeast(mixee, "--width", value, 1);
    }

    @Option(names = "--height", paramLabel = "HEIGHT", description = "Output height (default: --size).")
    void setHeight(int value) {
        height = (int) Args.atLeast(mixee, "--height", value, 1);
    }

    public int width() {
        return width != null ? width : size;
    }

    public int height() {
        return height != null ? height : size;
    }

    public boolean periodic() {
        return periodic;
    }

    /** The size as the user gave it, for messages: {@code "--size 48x48"} or {@code "--width/--height 40x30"}. */
    public String describe() {
        String option = width == null && height == null ? "--size" : "--width/--height";
        return option + " " + width() + "x" + height();
    }
}
