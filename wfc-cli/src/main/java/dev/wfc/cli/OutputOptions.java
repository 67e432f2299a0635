package dev.wfc.cli;

import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Path;

/** Where a map's image goes. Writing is atomic (temporary file and rename): a failed run leaves no output file. */
final class OutputOptions {
    @Option(names = "--out", paramLabel = "FILE",
            description = "Output file (default: output/NAME-SEED.png, NAME being the sample's file name "
                    + "without extension).")
    private Path out;

    /** The given {@code --out}, else {@code output/NAME-SEED.png} relative to the working directory. */
    Path path(String name, long seed) {
        return out != null ? out : Path.of("output", name + "-" + seed + ".png");
    }

    /** @throws CliFailure with exit code 1 if the file cannot be written */
    void write(Path path, Image image) {
        try {
            Png.write(path, image);
        } catch (IOException e) {
            throw CliFailure.failed("--out " + path + ": cannot write (" + IoErrors.describe(e) + ")");
        }
    }
}
