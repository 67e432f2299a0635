package dev.wfc.bench;

import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Locates the sample images: the directory named by the system property {@value #PROPERTY}, by default
 * {@value #DEFAULT} relative to the working directory (the repository root). The directory holds {@code samples/}.
 */
public final class Samples {
    public static final String PROPERTY = "wfc.samples";
    public static final String DEFAULT = "../shared/wfc-samples";

    private Samples() {
    }

    /** Reads {@code samples/<name>.png} from the configured directory. */
    public static Image read(String name) throws IOException {
        return Png.read(dir(System.getProperty(PROPERTY, DEFAULT)).resolve(name + ".png"));
    }

    /**
     * The {@code samples/} folder under {@code configured}, absolute.
     *
     * @throws IOException naming the directory and how to point at another one, if the folder is missing
     */
    static Path dir(String configured) throws IOException {
        Path root = Path.of(configured).toAbsolutePath().normalize();
        Path samples = root.resolve("samples");
        if (!Files.isDirectory(samples)) {
            throw new IOException("samples directory: " + samples + " not found (expected: the wfc-samples data; run"
                    + " from the repository root or pass -D" + PROPERTY + "=DIR)");
        }
        return samples;
    }
}
