package dev.wfc.cli.options;

import dev.wfc.cli.support.OutputFile;
import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import picocli.CommandLine.Option;

import java.nio.file.Path;

/** Where a map's main output goes: the given {@code --out}, else a file named after the input and the seed. */
public final class OutputOptions {
    @Option(names = "--out", paramLabel = "FILE",
            description = "Output file; missing directories are created (default: output/NAME-SEED.png, or .txt "
                    + "for a text map, NAME as described above).")
    private Path out;

    /** The given {@code --out}, else {@code output/NAME-SEED.png} relative to the working directory. */
    public Path path(String name, long seed) {
        return path(name, seed, ".png");
    }

    /** The given {@code --out}, else {@code output/NAME-SEED} and {@code extension} (with its dot). */
    public Path path(String name, long seed, String extension) {
        return out != null ? out : Path.of("output", name + "-" + seed + extension);
    }

    /** The image as the {@code --out} file, PNG-encoded. */
    public OutputFile png(String name, long seed, Image image) {
        return png(name, seed, Png.encode(image));
    }

    /** PNG bytes as the {@code --out} file. */
    public OutputFile png(String name, long seed, byte[] png) {
        return new OutputFile("--out", path(name, seed), png);
    }
}
