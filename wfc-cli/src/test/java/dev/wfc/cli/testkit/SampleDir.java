package dev.wfc.cli.testkit;

import dev.wfc.core.io.Image;
import dev.wfc.core.io.Png;
import dev.wfc.core.testkit.MiniTileset;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A small sample directory in the classic layout, written by tests: {@code samples/Checker.png} (4x4, alternating
 * black and white, so an even periodic output always solves and an odd one never does) and the valid
 * {@link MiniTileset} as {@code tilesets/Mini.xml}; sample lists are written beside them.
 */
public final class SampleDir {
    /** An entry that always solves. */
    public static final String GOOD = "<overlapping name=\"Checker\" N=\"2\" symmetry=\"1\" periodic=\"True\" size=\"8\"/>";

    private SampleDir() {
    }

    public static void write(Path dir) throws IOException {
        int[] argb = new int[16];
        for (int i = 0; i < argb.length; i++) {
            argb[i] = (i % 4 + i / 4) % 2 == 0 ? 0xFF000000 : 0xFFFFFFFF;
        }
        Png.write(dir.resolve("samples").resolve("Checker.png"), new Image(argb, 4, 4));
        Files.createDirectories(dir.resolve("tilesets"));
        MiniTileset.valid(dir.resolve("tilesets"), "Mini");
    }

    /** Writes {@code dir/NAME.xml} holding {@code <samples>} with {@code entries} inside. */
    public static Path list(Path dir, String name, String entries) throws IOException {
        Path xml = dir.resolve(name + ".xml");
        Files.writeString(xml, "<samples>\n" + entries + "\n</samples>\n", StandardCharsets.UTF_8);
        return xml;
    }
}
